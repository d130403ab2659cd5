import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { getDb } from "~/db/db.server";
import { invoiceFile, invoiceFileHeaders } from "~/services/invoice-files.server";
import { ADMIN_HEADERS, requireStaff } from "~/utils/staff-auth.server";

// /admin/invoices/:id/pdf: an invoice or credit note as issued — the PDF kept then, the same bytes
// the customer got — for whoever may read orders (the order's page and the list of invoices link here).

const idParam = z
  .string()
  .regex(/^\d{1,9}$/)
  .transform(Number);

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireStaff(request, context, "orders.read");
  const id = idParam.safeParse(params.id);
  const file = id.success ? await invoiceFile(getDb(), id.data) : null;
  if (!file) throw data({ message: "There is no such invoice or credit note." }, { status: 404, headers: ADMIN_HEADERS });
  return new Response(new Uint8Array(file.content), { headers: invoiceFileHeaders(file, { "X-Robots-Tag": ADMIN_HEADERS["X-Robots-Tag"] }) });
}
