import { type Kysely, type Migration, Migrator, sql } from "kysely";
import { isPostgres } from "./dialect";
import * as catalogue from "./migrations/001-catalogue";
import * as catalogueVersion from "./migrations/002-catalogue-version";
import * as customers from "./migrations/003-customers";
import * as addresses from "./migrations/004-addresses";
import * as cart from "./migrations/005-cart";
import * as checkout from "./migrations/006-checkout";
import * as orderCurrency from "./migrations/007-order-currency";
import * as paymentHold from "./migrations/008-payment-hold";
import * as orderDesk from "./migrations/009-order-desk";
import * as certificateCurrency from "./migrations/010-certificate-currency-points";
import * as tokenExpiry from "./migrations/011-token-expiry";
import * as searchIndex from "./migrations/012-search-index";
import * as localMoney from "./migrations/013-local-money";
import * as orderAttempts from "./migrations/014-order-attempts";
import * as mailQueue from "./migrations/015-mail-queue";
import * as cardProvider from "./migrations/016-card-provider";
import * as specialPriceDates from "./migrations/017-special-price-dates";
import * as setting from "./migrations/018-setting";
import * as staff from "./migrations/019-staff";
import * as orderDeskExtras from "./migrations/020-order-desk-extras";
import * as customerConsent from "./migrations/021-customer-consent";
import * as staffSession from "./migrations/022-staff-session";
import * as payLink from "./migrations/023-pay-link";
import * as withdrawal from "./migrations/024-withdrawal";
import * as refunds from "./migrations/025-refunds";
import * as bankStatements from "./migrations/026-bank-statements";
import * as acceptedTexts from "./migrations/027-accepted-texts";
import * as codesAdmin from "./migrations/028-codes-admin";
import * as contentMarkdown from "./migrations/030-content-markdown";
import * as productArchive from "./migrations/031-product-archive";
import * as stockMovements from "./migrations/032-stock-movements";
import * as catalogueJob from "./migrations/034-catalogue-job";
import * as pictureAlt from "./migrations/035-picture-alt";
import * as contentBlockDraft from "./migrations/036-content-block-draft";
import * as storefrontCompany from "./migrations/037-storefront-company";
import * as demoFootprint from "./migrations/038-demo-footprint";
import * as storefrontLook from "./migrations/039-storefront-look";
import * as vat from "./migrations/040-vat";
import * as invoices from "./migrations/041-invoices";

// Migrations are listed in code (not read from a folder) so that the Remix server bundle and
// the scripts carry the same set. Add new ones at the end; never edit one that has shipped.
const MIGRATIONS: Record<string, Migration> = {
  "001-catalogue": catalogue,
  "002-catalogue-version": catalogueVersion,
  "003-customers": customers,
  "004-addresses": addresses,
  "005-cart": cart,
  "006-checkout": checkout,
  "007-order-currency": orderCurrency,
  "008-payment-hold": paymentHold,
  "009-order-desk": orderDesk,
  "010-certificate-currency-points": certificateCurrency,
  "011-token-expiry": tokenExpiry,
  "012-search-index": searchIndex,
  "013-local-money": localMoney,
  "014-order-attempts": orderAttempts,
  // written after 016 had shipped, in the number kept for it: databases that ran 016 run it late
  "015-mail-queue": mailQueue,
  "016-card-provider": cardProvider,
  "017-special-price-dates": specialPriceDates,
  "018-setting": setting,
  "019-staff": staff,
  "020-order-desk-extras": orderDeskExtras,
  "021-customer-consent": customerConsent,
  "022-staff-session": staffSession,
  "023-pay-link": payLink,
  "024-withdrawal": withdrawal,
  "025-refunds": refunds,
  "026-bank-statements": bankStatements,
  "027-accepted-texts": acceptedTexts,
  "028-codes-admin": codesAdmin,
  "030-content-markdown": contentMarkdown,
  "031-product-archive": productArchive,
  "032-stock-movements": stockMovements,
  "034-catalogue-job": catalogueJob,
  "035-picture-alt": pictureAlt,
  "036-content-block-draft": contentBlockDraft,
  "037-storefront-company": storefrontCompany,
  "038-demo-footprint": demoFootprint,
  "039-storefront-look": storefrontLook,
  "040-vat": vat,
  "041-invoices": invoices,
};

/** Every migration this version of the shop has, by name (a copy checks its source has run them all). */
export const MIGRATION_NAMES: readonly string[] = Object.keys(MIGRATIONS);

/** Runs the migrations not yet run; up to `target` (a migration's name) when given, for tests of one step. */
export async function migrateToLatest(db: Kysely<any>, target?: string) {
  // On PostgreSQL Kysely looks for its bookkeeping tables in every schema unless told which:
  // a `kysely_migration_lock` of another schema (another instance, another test run) would
  // make it skip creating its own and fail. Name the schema the connection works in.
  const migrationTableSchema = isPostgres(db) ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema : undefined;
  const migrator = new Migrator({
    db,
    migrationTableSchema,
    provider: { getMigrations: async () => MIGRATIONS },
    // 015 came after 016 (see MIGRATIONS): Kysely otherwise refuses a database that ran 016 first
    allowUnorderedMigrations: true,
  });
  const { error, results } = target ? await migrator.migrateTo(target) : await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
