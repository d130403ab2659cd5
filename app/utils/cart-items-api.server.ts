import { z } from "zod";
import { getFixedT } from "~/i18next.server";
import type { Storefront } from "~/lib/storefront";
import { MAX_QTY } from "~/config/cart";
import type { ItemChange } from "~/services/cart.server";
import type { CartError } from "~/services/cart-store.server";
import type { SessionToken } from "~/services/session-token";
import { cartFailed } from "./cart-api.server";

// The item bodies of the spec §7 Cart calls (addCartItems, modifyCartItems, updateCartItems,
// deleteCartItems) and how a refused change is answered: a 4xx { success: false, errors, cart }
// with the cart as it was.

const productId = z
  .number({ required_error: "product_id is required", invalid_type_error: "product_id must be a number" })
  .int()
  .positive()
  .max(Number.MAX_SAFE_INTEGER);
const item = (min: number) =>
  z.object({
    product_id: productId,
    qty: z.number({ required_error: "qty is required", invalid_type_error: "qty must be a number" }).int().min(min).max(MAX_QTY),
  });
const list = <T extends z.ZodTypeAny>(schema: T, name: string) =>
  z.array(schema, { required_error: `${name} is required`, invalid_type_error: `${name} must be a list` }).max(100, `${name}: at most 100 items`);

/** addCartItems: quantities 1..99. */
export const addItemsSchema = z.object({ items: list(item(1), "items").min(1, "items: at least one item") });

/** updateCartItems: quantities 0..99 (spec §4: 0 is a deletion). */
export const updateItemsSchema = z.object({ items: list(item(0), "items").min(1, "items: at least one item") });

/** A deletion names a product by its id, or as { product_id }. */
const deletion = z.union([productId, z.object({ product_id: productId }).transform((value) => value.product_id)]);

/** deleteCartItems: product ids or { product_id }. */
export const deleteItemsSchema = z.object({ items: list(deletion, "items").min(1, "items: at least one item") });

/** modifyCartItems: updates and deletions, at least one of them. */
export const modifyItemsSchema = z
  .object({ updateItems: list(item(0), "updateItems").default([]), deleteItems: list(deletion, "deleteItems").default([]) })
  .refine((value) => value.updateItems.length + value.deleteItems.length > 0, { message: "updateItems or deleteItems: at least one item" });

export const toChanges = (items: { product_id: number; qty: number }[]): ItemChange[] => items.map((i) => ({ productId: i.product_id, qty: i.qty }));

const STATUS: Record<CartError, number> = { unknownProduct: 422, outOfStock: 409, notInCart: 409 };

/** A refused change: the status of the cart page's form, the message in the storefront's language. */
export async function cartRefused(error: CartError, productId: number | undefined, storefront: Storefront, session: SessionToken | null) {
  const t = await getFixedT(storefront.iso);
  const message = `${productId !== undefined ? `product_id ${productId}: ` : ""}${t(`cart.errors.${error}`)}`;
  return cartFailed(STATUS[error], [message], storefront, session);
}
