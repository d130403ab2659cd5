import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { ErrorSummary } from "~/components/admin/admin-ui";
import { ProductPictures } from "~/components/admin/product-pictures";
import { getDb } from "~/db/db.server";
import { getEnv } from "~/env.server";
import { readAltTexts } from "~/lib/product-pictures";
import { loadCatalogueShop } from "~/services/catalogue-shop.server";
import { checkUploadedPicture, type CheckedPicture, PICTURE_MESSAGES, storeCheckedPicture } from "~/services/picture-upload.server";
import { productFormValues } from "~/services/product-admin.server";
import { addProductPictures, listProductPictures, moveProductPicture, removeProductPicture, saveProductPictureAlt } from "~/services/product-pictures.server";
import { readFormData, rowIdSchema } from "~/utils/form.server";
import { ADMIN_HEADERS, adminPage, requireStaff, staffActor } from "~/utils/staff-auth.server";

// /admin/pictures/products/:id (README "Pictures"): where the product page's picture forms post —
// under /admin/pictures, the one path that takes a picture's size (app/body-limit.server.ts,
// deploy/nginx/shop.conf). A change goes back to the product page; a refused one is answered
// here, the product's pictures with the message at the field, nothing stored or changed.

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `Pictures · ${data?.name ?? "Product"} · Back office` }];

async function load(id: string | undefined) {
  const db = getDb();
  const parsed = rowIdSchema.safeParse(id);
  const shop = await loadCatalogueShop(db);
  const found = parsed.success ? await productFormValues(db, parsed.data, shop) : null;
  if (!parsed.success || !found) throw data({ message: `There is no product ${id ?? ""}.` }, { status: 404, headers: ADMIN_HEADERS });
  const name = found.values[`name_${shop.languages[0]}`] || found.values.sku;
  return { id: parsed.data, name, languages: shop.languages, pictures: await listProductPictures(db, parsed.data) };
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireStaff(request, context, "catalogue.manage");
  return adminPage(await load(params.id));
}

type Refused = { errors: Record<string, string>; values: Record<string, string> };

const moveSchema = z.enum(["first", "up", "down"]);

export async function action({ request, context, params }: ActionFunctionArgs) {
  const me = await requireStaff(request, context, "catalogue.manage");
  const { id, languages } = await load(params.id);
  const form = await readFormData(request);
  const fields = Object.fromEntries([...form].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  const refuse = (errors: Record<string, string>) => data(adminPage({ errors, values: fields }), { status: 400, headers: ADMIN_HEADERS });
  const done = (text: string) => redirect(`/admin/products/${id}?done=${encodeURIComponent(text)}`, { headers: ADMIN_HEADERS });
  const db = getDb();
  const actor = staffActor(me);

  if (fields.intent === "upload") {
    const files = form.getAll("pictures").filter((file): file is File => file instanceof File && file.size > 0);
    if (files.length === 0) return refuse({ pictures: PICTURE_MESSAGES.missing });
    // every file is read as a picture before any is stored: one that is not and none is
    const checked: CheckedPicture[] = [];
    for (const file of files) {
      const answer = await checkUploadedPicture(file);
      if (!answer.ok) return refuse({ pictures: files.length > 1 ? `${file.name}: ${answer.message}` : answer.message });
      checked.push(answer.picture);
    }
    const imageIds: number[] = [];
    for (const picture of checked) {
      const stored = await storeCheckedPicture(db, getEnv().IMAGE_DIR, picture);
      if (!stored.ok) return refuse({ pictures: stored.message });
      imageIds.push(stored.id);
    }
    await addProductPictures(db, { productId: id, imageIds, actor });
    return done(
      `${imageIds.length === 1 ? "Picture" : `${imageIds.length} pictures`} added: shoppers see ${imageIds.length === 1 ? "it" : "them"} within seconds.`,
    );
  }

  const image = rowIdSchema.safeParse(fields.image);
  if (!image.success) throw data({ message: "That request was not understood." }, { status: 400, headers: ADMIN_HEADERS });
  const imageId = image.data;
  const move = moveSchema.safeParse(fields.intent);
  if (move.success) {
    const changed = await moveProductPicture(db, { productId: id, imageId, to: move.data, actor });
    return done(
      changed
        ? move.data === "first"
          ? "Main picture changed: shoppers see it within seconds."
          : "Pictures reordered: shoppers see it within seconds."
        : "Nothing changed.",
    );
  }
  if (fields.intent === "remove") {
    const changed = await removeProductPicture(db, { productId: id, imageId, actor });
    return done(changed ? "Picture removed from the product: shoppers see it within seconds." : "Nothing changed.");
  }
  if (fields.intent === "alt") {
    const alt = readAltTexts(fields, imageId, languages);
    if (!alt.ok) return refuse(alt.errors);
    const changed = await saveProductPictureAlt(db, { productId: id, imageId, alt: alt.alt, actor });
    return done(changed ? "Alt text saved: shoppers see it within seconds." : "Nothing changed.");
  }
  throw data({ message: "That request was not understood." }, { status: 400, headers: ADMIN_HEADERS });
}

export default function ProductPicturesPage() {
  const { id, name, languages, pictures } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>() as Refused | undefined;
  return (
    <>
      <p>
        <Link to={`/admin/products/${id}`}>← {name}</Link>
      </p>
      <h1>Pictures of {name}</h1>
      <ErrorSummary errors={refused?.errors} />
      <ProductPictures productId={id} pictures={pictures} languages={languages} errors={refused?.errors} values={refused?.values} />
    </>
  );
}
