import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { AdminField, ErrorSummary, Notice, StorefrontChooser } from "~/components/admin/admin-ui";
import { getDb } from "~/db/db.server";
import { SALE_MESSAGE_MAX, saleMessageForm, saleMessageShows } from "~/lib/sale-message";
import { getSaleMessageEdit, saveSaleMessage } from "~/services/sale-message.server";
import { listStorefronts } from "~/services/storefronts.server";
import { readForm } from "~/utils/form.server";
import { ADMIN_HEADERS, adminPage, requireStaff, staffActor } from "~/utils/staff-auth.server";

// /admin/content/sale (spec §3 sale message; README "Redirects and the sale message"): each
// storefront's line above its home page — a short text for phones, a longer one for larger
// screens — switched on or off, and the days it runs between. The storefront shows it only when
// it is on and today is within its days (lib/sale-message.ts).

export const meta: MetaFunction = () => [{ title: "Sale message · Back office" }];

const PATH = "/admin/content/sale";

async function storefrontOf(wanted: string | null) {
  const storefronts = (await listStorefronts(getDb())).map((s) => ({ department: s.department, name: s.name }));
  const chosen = storefronts.find((s) => s.department === wanted) ?? storefronts[0];
  return { storefronts, chosen };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context, "content.manage");
  const { storefronts, chosen } = await storefrontOf(new URL(request.url).searchParams.get("storefront"));
  const message = await getSaleMessageEdit(getDb(), chosen.department);
  return adminPage({ storefronts, department: chosen.department, message, showsNow: saleMessageShows(message) });
}

type Values = { enabled: string; mobile: string; desktop: string; from: string; to: string };
type Refusal = { message?: string; errors?: Partial<Record<keyof Values, string>>; values?: Values };

export async function action({ request, context }: ActionFunctionArgs) {
  const me = await requireStaff(request, context, "content.manage");
  const fields = await readForm(request);
  const refused = (body: Refusal, status = 400) => data(body, { status, headers: ADMIN_HEADERS });
  if (fields.intent !== "save") return refused({ message: "That request was not understood." });
  const { storefronts, chosen } = await storefrontOf(fields.department ?? "");
  if (chosen.department !== fields.department) return refused({ message: "That storefront is not known." });
  const values: Values = {
    enabled: fields.enabled === "on" ? "on" : "",
    mobile: (fields.mobile ?? "").slice(0, 1000),
    desktop: (fields.desktop ?? "").slice(0, 1000),
    from: (fields.from ?? "").slice(0, 20),
    to: (fields.to ?? "").slice(0, 20),
  };
  const parsed = saleMessageForm.safeParse(values);
  if (!parsed.success) {
    const errors: Refusal["errors"] = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0]) as keyof Values] ??= issue.message;
    return refused({ errors, values });
  }
  const changed = await saveSaleMessage(getDb(), chosen.department, parsed.data, staffActor(me));
  const name = storefronts.find((s) => s.department === chosen.department)?.name ?? chosen.department;
  const done = changed ? `The sale message of ${name} is saved.` : "Nothing changed: the message was so already.";
  return redirect(`${PATH}?storefront=${chosen.department}&done=${encodeURIComponent(done)}`, { headers: ADMIN_HEADERS });
}

export default function SaleMessagePage() {
  const { storefronts, department, message, showsNow } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>() as Refusal | undefined;
  const [params] = useSearchParams();
  const done = params.get("done");
  const errors = refused?.errors ?? {};
  const values: Values = refused?.values ?? {
    enabled: message.enabled ? "on" : "",
    mobile: message.mobile,
    desktop: message.desktop,
    from: message.from ?? "",
    to: message.to ?? "",
  };
  return (
    <>
      <h1>Sale message</h1>
      {done && !refused ? <Notice>{done}</Notice> : null}
      <ErrorSummary message={refused?.message} errors={errors} />
      <StorefrontChooser storefronts={storefronts} department={department} param="storefront" />
      <p data-sale-state>
        {showsNow
          ? "Shoppers see this message on the home page now."
          : message.enabled
            ? "On, but today is outside its days: not shown now."
            : "Off: not shown."}
      </p>
      <section className="admin-card" aria-labelledby="sale-title">
        <h2 id="sale-title">The message of {storefronts.find((s) => s.department === department)?.name ?? department}</h2>
        <Form method="post" noValidate>
          <input type="hidden" name="intent" value="save" />
          <input type="hidden" name="department" value={department} />
          <div className="admin-field">
            <label className="admin-choice">
              <input type="checkbox" name="enabled" value="on" defaultChecked={values.enabled === "on"} /> Show the message
            </label>
          </div>
          <AdminField name="mobile" label="Text for phones" defaultValue={values.mobile} error={errors.mobile} maxLength={SALE_MESSAGE_MAX.mobile} />
          <AdminField
            name="desktop"
            label="Text for larger screens"
            defaultValue={values.desktop}
            error={errors.desktop}
            maxLength={SALE_MESSAGE_MAX.desktop}
          />
          <AdminField
            name="from"
            type="date"
            label="First day (optional)"
            hint="Days are whole days in UTC, both ends included; leave a day empty for no limit."
            defaultValue={values.from}
            error={errors.from}
          />
          <AdminField name="to" type="date" label="Last day (optional)" defaultValue={values.to} error={errors.to} />
          <button type="submit" className="button">
            Save sale message
          </button>
        </Form>
      </section>
    </>
  );
}
