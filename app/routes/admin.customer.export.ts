import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { getDb } from "~/db/db.server";
import { recordAudit } from "~/services/audit-log.server";
import { exportCustomerData } from "~/services/customer-privacy.server";
import { ADMIN_HEADERS, requireStaff, staffActor } from "~/utils/staff-auth.server";

// /admin/customers/:id/export (issue 26 §4, the GDPR right of access): everything the shop holds
// about the person as one JSON file. Managers and owners only; each export is audited.

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const me = await requireStaff(request, context, "customers.export");
  const id = z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 31 - 1)
    .safeParse(params.id);
  const db = getDb();
  const export_ = id.success ? await exportCustomerData(db, id.data) : null;
  if (!export_ || !id.success) throw data({ message: "There is no such customer." }, { status: 404, headers: ADMIN_HEADERS });
  await recordAudit(db, { actor: staffActor(me), kind: "customer.export", subject: `customer:${id.data}`, before: null, after: null });
  return new Response(JSON.stringify(export_, null, 2), {
    headers: { ...ADMIN_HEADERS, "Content-Type": "application/json; charset=utf-8", "Content-Disposition": `attachment; filename="customer-${id.data}.json"` },
  });
}
