import type { LoaderFunctionArgs } from "@remix-run/node";
import { getDb } from "~/db/db.server";
import { readBooksFilter } from "~/lib/invoice-books";
import { recordAudit } from "~/services/audit-log.server";
import { invoicesCsv } from "~/services/invoice-books.server";
import { listStorefronts } from "~/services/storefronts.server";
import { ADMIN_HEADERS, requireStaff, staffActor } from "~/utils/staff-auth.server";

// /admin/invoices/export (README "Taxes and invoices"): the list's documents as the accountant's
// CSV — the same filters, one row per document and VAT rate, amounts as decimals with a dot in
// the document's currency, credit notes negative; formula-safe (csv-cell.ts). The buyers' names
// and VAT numbers leave the shop here: orders.export, as for the list, and each export is audited.

export async function loader({ request, context }: LoaderFunctionArgs) {
  const me = await requireStaff(request, context, "orders.export");
  const db = getDb();
  const departments = (await listStorefronts(db)).map((s) => s.department);
  const { filter, errors } = readBooksFilter(new URL(request.url).searchParams, new Date().toISOString().slice(0, 10), departments);
  // a resource route has no page to show a refusal in: the message as text, read in the browser's tab
  if (!filter) {
    return new Response(`The file's filters could not be read. ${Object.values(errors).join(" ")}\n`, {
      status: 400,
      headers: { ...ADMIN_HEADERS, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const csv = await invoicesCsv(db, filter);
  await recordAudit(db, { actor: staffActor(me), kind: "invoices.export", subject: "invoices", before: null, after: { filter } });
  const name = `invoices-${filter.from}-to-${filter.to}${filter.storefront ? `-${filter.storefront}` : ""}.csv`;
  return new Response(csv, {
    headers: { ...ADMIN_HEADERS, "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${name}"` },
  });
}
