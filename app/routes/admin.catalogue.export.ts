import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable, data, type LoaderFunctionArgs } from "@remix-run/node";
import { getDb } from "~/db/db.server";
import { writeCatalogueCsv, writeCatalogueJson } from "~/services/catalogue-files.server";
import { exportCatalogueRows } from "~/services/catalogue-export.server";
import { ADMIN_HEADERS, requireStaff } from "~/utils/staff-auth.server";

// /admin/catalogue/export?file=csv|brands|categories|json (README "Import and export in the
// browser"): the command's export as a download, written into the response as it goes: the
// products CSV, its brands and categories CSV files, or the one JSON document.

const FILES = {
  csv: { suffix: "csv", type: "text/csv; charset=utf-8" },
  brands: { suffix: "brands.csv", type: "text/csv; charset=utf-8" },
  categories: { suffix: "categories.csv", type: "text/csv; charset=utf-8" },
  json: { suffix: "json", type: "application/json; charset=utf-8" },
} as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context, "catalogue.manage");
  const wanted = new URL(request.url).searchParams.get("file") ?? "csv";
  if (!Object.hasOwn(FILES, wanted)) throw data({ message: "There is no such export." }, { status: 404, headers: ADMIN_HEADERS });
  const kind = wanted as keyof typeof FILES;
  const exported = await exportCatalogueRows(getDb());
  const out = new PassThrough();
  const write =
    kind === "json"
      ? writeCatalogueJson(out, exported)
      : writeCatalogueCsv(out, kind === "csv" ? exported.products : kind === "brands" ? exported.brands : exported.categories);
  write.then(
    () => out.end(),
    (error: Error) => out.destroy(error),
  );
  const day = new Date().toISOString().slice(0, 10);
  return new Response(createReadableStreamFromReadable(out), {
    headers: {
      ...ADMIN_HEADERS,
      "Content-Type": FILES[kind].type,
      "Content-Disposition": `attachment; filename="catalogue-${day}.${FILES[kind].suffix}"`,
    },
  });
}
