import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { AdminField, ErrorSummary, FieldError, Notice, StorefrontChooser } from "~/components/admin/admin-ui";
import { getDb } from "~/db/db.server";
import { LAYOUT_TEXT_BLOCKS, type LayoutTextField, type LayoutTexts, layoutTextForm } from "~/lib/layout-text";
import { getLayoutTexts, saveLayoutTexts } from "~/services/layout-text.server";
import { listStorefronts } from "~/services/storefronts.server";
import { readForm } from "~/utils/form.server";
import { ADMIN_HEADERS, adminPage, requireStaff, staffActor } from "~/utils/staff-auth.server";

// /admin/content/layout (spec §3 layout content; README "Redirects and the sale message"): each
// storefront's line above the header, text about the shop in the footer and the footer's last
// line, as a form (lib/layout-text.ts). The footer's link columns and the shops are not edited here.

export const meta: MetaFunction = () => [{ title: "Header and footer · Back office" }];

const PATH = "/admin/content/layout";

async function storefrontOf(wanted: string | null) {
  const storefronts = (await listStorefronts(getDb())).map((s) => ({ department: s.department, name: s.name }));
  return { storefronts, chosen: storefronts.find((s) => s.department === wanted) ?? storefronts[0] };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context, "content.manage");
  const { storefronts, chosen } = await storefrontOf(new URL(request.url).searchParams.get("storefront"));
  return adminPage({ storefronts, department: chosen.department, texts: await getLayoutTexts(getDb(), chosen.department) });
}

type Refusal = { message?: string; errors?: Partial<Record<LayoutTextField, string>>; values?: LayoutTexts };

export async function action({ request, context }: ActionFunctionArgs) {
  const me = await requireStaff(request, context, "content.manage");
  const fields = await readForm(request);
  const refused = (body: Refusal, status = 400) => data(body, { status, headers: ADMIN_HEADERS });
  if (fields.intent !== "save") return refused({ message: "That request was not understood." });
  const { storefronts, chosen } = await storefrontOf(fields.department ?? "");
  if (chosen.department !== fields.department) return refused({ message: "That storefront is not known." });
  const values: LayoutTexts = {
    headerInfo: (fields.headerInfo ?? "").slice(0, 2000),
    footerInfo: (fields.footerInfo ?? "").slice(0, 2000),
    customFooter: (fields.customFooter ?? "").slice(0, 2000),
  };
  const parsed = layoutTextForm.safeParse(values);
  if (!parsed.success) {
    const errors: Refusal["errors"] = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0]) as LayoutTextField] ??= issue.message;
    return refused({ errors, values });
  }
  const changed = await saveLayoutTexts(getDb(), chosen.department, parsed.data, staffActor(me));
  const name = storefronts.find((s) => s.department === chosen.department)?.name ?? chosen.department;
  const done = changed ? `The header and footer texts of ${name} are saved.` : "Nothing changed: the texts were so already.";
  return redirect(`${PATH}?storefront=${chosen.department}&done=${encodeURIComponent(done)}`, { headers: ADMIN_HEADERS });
}

export default function LayoutTextsPage() {
  const { storefronts, department, texts } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>() as Refusal | undefined;
  const [params] = useSearchParams();
  const done = params.get("done");
  const errors = refused?.errors ?? {};
  const values = refused?.values ?? texts;
  const { headerInfo, footerInfo, customFooter } = LAYOUT_TEXT_BLOCKS;
  return (
    <>
      <h1>Header and footer</h1>
      {done && !refused ? <Notice>{done}</Notice> : null}
      <ErrorSummary message={refused?.message} errors={errors} />
      <StorefrontChooser storefronts={storefronts} department={department} param="storefront" />
      <section className="admin-card" aria-labelledby="layout-title">
        <h2 id="layout-title">The texts of {storefronts.find((s) => s.department === department)?.name ?? department}</h2>
        <Form method="post" noValidate>
          <input type="hidden" name="intent" value="save" />
          <input type="hidden" name="department" value={department} />
          <AdminField
            name="headerInfo"
            label={headerInfo.label}
            hint="One short line on every page, such as free shipping or the phone number; empty: none."
            defaultValue={values.headerInfo}
            error={errors.headerInfo}
            maxLength={headerInfo.max}
          />
          <div className="admin-field">
            <label htmlFor="f-footerInfo">{footerInfo.label}</label>
            <textarea
              id="f-footerInfo"
              name="footerInfo"
              rows={3}
              maxLength={footerInfo.max}
              defaultValue={values.footerInfo}
              aria-invalid={errors.footerInfo ? true : undefined}
              aria-describedby={errors.footerInfo ? "f-footerInfo-error" : undefined}
            />
            <FieldError id="f-footerInfo-error" error={errors.footerInfo} />
          </div>
          <AdminField
            name="customFooter"
            label={customFooter.label}
            hint="Empty: the copyright line with the shop's name."
            defaultValue={values.customFooter}
            error={errors.customFooter}
            maxLength={customFooter.max}
          />
          <button type="submit" className="button">
            Save texts
          </button>
        </Form>
      </section>
    </>
  );
}
