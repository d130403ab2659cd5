import { randomBytes } from "node:crypto";
import type { DB } from "~/db/db.server";
import { registerCustomer } from "~/services/customers.server";

/**
 * A customer account made straight in the test database, for tests whose subject is not
 * registration: the server's registration limit (20 an hour per address) is shared by every
 * test file, and the registration flow itself is tested in customers.test.ts.
 */
export async function createCustomer(db: DB, input: { email: string; password: string; firstName: string; lastName: string; department?: string }) {
  const created = await registerCustomer(db, { ...input, newsletter: false, department: input.department ?? "su" });
  if (!created) throw new Error(`could not create ${input.email}`);
  return created;
}

/** An e-mail address no other test uses. */
export const uniqueEmail = (label: string) => `${label}-${randomBytes(5).toString("hex")}@example.com`;
