import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { getDb } from "~/db/db.server";
import { orderFilterSchema } from "~/lib/admin-orders";
import { recordAudit } from "~/services/audit-log.server";
import { exportAdminOrdersCsv } from "~/services/admin-orders.server";
import { ADMIN_HEADERS, requireStaff, staffActor } from "~/utils/staff-auth.server";

// /admin/orders/export (issue 26 §3): the list's orders as CSV — the filtered list, or the
// orders selected in it (?number=…) — in the order desk's format, formula-safe (one writer).
// Personal data leaves the shop here: managers and owners only, and each export is audited.

const numbersSchema = z.array(z.string().regex(/^[A-Z]{2,3}-\d{4}-\d{6,}$/)).max(500);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const me = await requireStaff(request, context, "orders.export");
  const url = new URL(request.url);
  const filter = orderFilterSchema.safeParse(Object.fromEntries([...url.searchParams].filter(([k, v]) => k !== "number" && k !== "p" && v !== "")));
  const numbers = numbersSchema.safeParse(url.searchParams.getAll("number"));
  if (!filter.success || !numbers.success) throw data({ message: "The export's filters could not be read." }, { status: 400, headers: ADMIN_HEADERS });
  const db = getDb();
  const csv = await exportAdminOrdersCsv(db, filter.data, numbers.data.length ? numbers.data : undefined);
  await recordAudit(db, {
    actor: staffActor(me),
    kind: "orders.export",
    subject: "orders",
    before: null,
    after: { filter: filter.data, selected: numbers.data.length },
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: { ...ADMIN_HEADERS, "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="orders-${day}.csv"` },
  });
}
