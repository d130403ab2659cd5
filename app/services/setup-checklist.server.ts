import type { DB } from "~/db/db.server";
import { getEnv } from "~/env.server";
import { type ChecklistItem, setupChecklist } from "~/lib/setup-checklist";
import { listStorefrontsForEdit } from "./storefront-settings.server";

// The back office's first-run checklist (lib/setup-checklist.ts): the facts, read fresh.

export async function getSetupChecklist(db: DB): Promise<ChecklistItem[]> {
  const [storefronts, products] = await Promise.all([
    listStorefrontsForEdit(db),
    db
      .selectFrom("product")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("archived_at", "is", null)
      .where("salable", "=", 1)
      .where("type", "=", "simple")
      .executeTakeFirstOrThrow(),
  ]);
  return setupChecklist({ storefronts, cardProvider: getEnv().PAYMENT_PROVIDER === "stripe", productsOnSale: Number(products.n) });
}
