import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { getDb } from "~/db/db.server";
import { ORDER_NUMBER } from "~/lib/checkout";
import { orderPagePath } from "~/lib/order-page";
import { customerInvoiceFile, invoiceFileHeaders } from "~/services/invoice-files.server";
import { requireCustomer } from "~/utils/auth.server";
import { pageNotFound, requirePage } from "~/utils/storefront-request.server";

// /profile/orders/<number>/invoices/<id>: an invoice or credit note of the customer's order, the
// PDF kept when it was issued (the same bytes every time), linked from the order's page. A guest
// logs in first and comes back to the order's page; someone else's document, another order's, an
// unknown or malformed id: one and the same 404, like the order's page.

const params = z.object({
  number: z.string().regex(ORDER_NUMBER),
  id: z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number),
});

export async function loader({ request, context, params: raw }: LoaderFunctionArgs) {
  const { storefront } = await requirePage(request, context, "profile-order-document");
  const { pathname } = new URL(request.url);
  const parsed = params.safeParse(raw);
  if (!parsed.success) throw await pageNotFound(storefront, pathname);
  const { customer } = await requireCustomer(request, context, storefront, orderPagePath(parsed.data.number));
  const file = await customerInvoiceFile(getDb(), { customerId: customer.id, department: storefront.department }, parsed.data.number, parsed.data.id);
  if (!file) throw await pageNotFound(storefront, pathname);
  return new Response(new Uint8Array(file.content), { headers: invoiceFileHeaders(file, { "X-Robots-Tag": "noindex" }) });
}
