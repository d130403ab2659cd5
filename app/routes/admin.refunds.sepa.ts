import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { getDb } from "~/db/db.server";
import { recordAudit } from "~/services/audit-log.server";
import { refundTransferFile } from "~/services/refund-transfers.server";
import { ADMIN_HEADERS, requireStaff, staffActor } from "~/utils/staff-auth.server";

// /admin/refunds/sepa (README "After the sale"): the EUR refunds waiting to be sent as one SEPA
// credit-transfer file (pain.001.001.09) to upload to the bank. Downloading sends nothing and
// marks nothing: staff mark the refunds sent once the bank has taken the file. Audited: it holds
// shoppers' account numbers.

export async function loader({ request, context }: LoaderFunctionArgs) {
  const me = await requireStaff(request, context, "orders.refund");
  const db = getDb();
  const file = await refundTransferFile(db);
  if (!file) throw data({ message: "No euro refund waits to be sent." }, { status: 404, headers: ADMIN_HEADERS });
  await recordAudit(db, { actor: staffActor(me), kind: "refunds.sepa-file", subject: "refunds", before: null, after: { refunds: file.ids } });
  return new Response(file.xml, {
    headers: { ...ADMIN_HEADERS, "Content-Type": "application/xml; charset=utf-8", "Content-Disposition": `attachment; filename="${file.filename}"` },
  });
}
