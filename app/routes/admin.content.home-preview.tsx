import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { Notice } from "~/components/admin/admin-ui";
import { HomeView } from "~/components/home-view";
import { getDb } from "~/db/db.server";
import { HOME_BLOCK_LABELS } from "~/lib/home-content";
import { SHELL_NAMESPACES } from "~/lib/messages";
import { getHomeEdit } from "~/services/home-content.server";
import { getHomePageData } from "~/services/home-page.server";
import { findStorefront } from "~/services/storefronts.server";
import { messagesJson } from "~/utils/messages.server";
import { ADMIN_HEADERS, adminPage, requireStaff } from "~/utils/staff-auth.server";

// /admin/content/home/preview?store=<department> (README "Home page, footer and shops"): the
// storefront's home page drawn by the storefront's own components (components/home-view.tsx)
// with the draft laid over the live blocks — on the back office's host only; no storefront page
// ever reads the draft.

export const meta: MetaFunction = () => [{ title: "Preview of the home page · Back office" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context, "content.manage");
  const db = getDb();
  const storefront = await findStorefront(db, new URL(request.url).searchParams.get("store") ?? "");
  if (!storefront) throw data({ message: "That storefront is not known." }, { status: 404, headers: ADMIN_HEADERS });
  const edit = await getHomeEdit(db, storefront.department);
  const home = await getHomePageData(db, storefront, edit.blocks);
  return adminPage({
    ...home,
    department: storefront.department,
    drafted: edit.drafted.map((code) => HOME_BLOCK_LABELS[code]),
    // the storefront's words (its language) for the blocks' headings and the product cards
    messages: messagesJson(storefront.iso, [...SHELL_NAMESPACES, "content"]),
  });
}

export default function HomePreview() {
  const page = useLoaderData<typeof loader>();
  const back = `/admin/content/home?store=${page.department}`;
  return (
    <>
      <h1>Preview of the home page of {page.siteName}</h1>
      <Notice kind="warn">
        {page.drafted.length > 0
          ? `With the draft (${page.drafted.join(", ")}): shoppers do not see it until it is published.`
          : "There is no draft: this is the home page as shoppers see it."}{" "}
        Prices are shown in euros here.
      </Notice>
      <div className="admin-actions">
        <Link to={back} className="button button-secondary">
          Back to the forms
        </Link>
        {page.drafted.length > 0 ? (
          <Form method="post" action={back}>
            <input type="hidden" name="department" value={page.department} />
            <button type="submit" name="intent" value="publish" className="button">
              Publish
            </button>
          </Form>
        ) : null}
      </div>
      <section className="admin-home-preview" aria-label="Preview">
        <HomeView data={page} />
      </section>
    </>
  );
}
