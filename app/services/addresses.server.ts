import type { DB } from "~/db/db.server";
import { type AddressCountry, type AddressInput, MAX_ADDRESSES } from "~/lib/address-form";

// A customer's delivery addresses (profile). Every query names the owner
// (`customer_id`): an id of someone else's address finds nothing, so it is neither read nor
// changed (the caller answers 404). The first address becomes the default; deleting the
// default hands the mark to the newest remaining one, so a customer with addresses always has one.

export interface Address {
  id: number;
  firstName: string;
  lastName: string;
  street: string;
  postcode: string;
  city: string;
  country: AddressCountry;
  phone: string | null;
  isDefault: boolean;
}

const COLUMNS = ["id", "first_name", "last_name", "street", "postcode", "city", "country", "phone", "is_default"] as const;

type Row = {
  id: number;
  first_name: string;
  last_name: string;
  street: string;
  postcode: string;
  city: string;
  country: string;
  phone: string | null;
  is_default: number;
};

function toAddress(row: Row): Address {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    street: row.street,
    postcode: row.postcode,
    city: row.city,
    country: row.country as AddressCountry,
    phone: row.phone,
    isDefault: row.is_default === 1,
  };
}

function columns(input: AddressInput) {
  return {
    first_name: input.firstName,
    last_name: input.lastName,
    street: input.street,
    postcode: input.postcode,
    city: input.city,
    country: input.country,
    phone: input.phone,
  };
}

/** The default first, then the newest. */
export async function listAddresses(db: DB, customerId: number): Promise<Address[]> {
  const rows = await db
    .selectFrom("customer_address")
    .select(COLUMNS)
    .where("customer_id", "=", customerId)
    .orderBy("is_default", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map(toAddress);
}

export type SaveResult = { ok: true; id: number } | { ok: false; reason: "notFound" | "limit" };

/** Adds an address (id null) or changes one of the customer's own. */
export async function saveAddress(db: DB, customerId: number, id: number | null, input: AddressInput): Promise<SaveResult> {
  const now = new Date().toISOString();
  if (id !== null) {
    const result = await db
      .updateTable("customer_address")
      .set({ ...columns(input), updated_at: now })
      .where("id", "=", id)
      .where("customer_id", "=", customerId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1 ? { ok: true, id } : { ok: false, reason: "notFound" };
  }
  return db.transaction().execute(async (trx): Promise<SaveResult> => {
    const { count } = await trx
      .selectFrom("customer_address")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where("customer_id", "=", customerId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= MAX_ADDRESSES) return { ok: false, reason: "limit" };
    const row = await trx
      .insertInto("customer_address")
      .values({ customer_id: customerId, ...columns(input), is_default: Number(count) === 0 ? 1 : 0, created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    return { ok: true, id: row.id };
  });
}

/** Makes one of the customer's addresses the default; false when it is not theirs. */
export async function setDefaultAddress(db: DB, customerId: number, id: number) {
  return db.transaction().execute(async (trx) => {
    const own = await trx.selectFrom("customer_address").select("id").where("id", "=", id).where("customer_id", "=", customerId).executeTakeFirst();
    if (!own) return false;
    await trx.updateTable("customer_address").set({ is_default: 0 }).where("customer_id", "=", customerId).where("id", "!=", id).execute();
    await trx.updateTable("customer_address").set({ is_default: 1 }).where("id", "=", id).where("customer_id", "=", customerId).execute();
    return true;
  });
}

/** Deletes one of the customer's addresses; false when it is not theirs. */
export async function deleteAddress(db: DB, customerId: number, id: number) {
  return db.transaction().execute(async (trx) => {
    const row = await trx.deleteFrom("customer_address").where("id", "=", id).where("customer_id", "=", customerId).returning("is_default").executeTakeFirst();
    if (!row) return false;
    if (row.is_default === 1) {
      const next = await trx.selectFrom("customer_address").select("id").where("customer_id", "=", customerId).orderBy("id", "desc").executeTakeFirst();
      if (next) await trx.updateTable("customer_address").set({ is_default: 1 }).where("id", "=", next.id).where("customer_id", "=", customerId).execute();
    }
    return true;
  });
}
