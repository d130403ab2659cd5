import { sql } from "kysely";
import type { DB } from "~/db/db.server";
import { cartTotals } from "~/lib/cart-totals";
import type { Storefront } from "~/lib/storefront";
import { WALLET_RESTRICTED_SKUS } from "~/config/wallet-restricted-skus";
import { ADVENT_CALENDAR_SKU, MAX_QTY } from "~/config/cart";
import { walletAllowed } from "~/lib/wallet";
import { minorUnits, toMinor } from "~/lib/money";
import { allocate, loadCartExtras, loadCartServices, priceExtras } from "./cart-extras.server";
import { getProductCards, getProductPrices, payablePrice, type ProductPrice } from "./product-card.server";
import { type CartError, type CartLine, type CartView, ensureCartId, findCartId, type Owner, ownerOf, touch } from "./cart-store.server";
import type { SessionToken } from "./session-token";
import { assumedDeliveryCountry, cartVat } from "./vat.server";

// The cart of spec §4/§5. A guest's cart lives under the guest token, a
// customer's under the account; one cart per department. Lines keep product and quantity only:
// names, pictures and prices are read from the product (getProductCards) whenever the cart is
// shown, in the storefront's language and range.
//
// The CartView's amounts are in the storefront currency's minor units (hundredths of a forint,
// euro cents in EUR): every price is converted once, then multiplied and added, so each total
// shown is the sum of the parts shown (app/lib/money.ts). `price` keeps the product's euro cents
// (analytics reports EUR; PriceView converts it the same way).

/** Adds qty to a line, summing with what is there and capping at 99 (one statement, both dialects). */
async function addToLine(db: DB, cartId: number, productId: number, qty: number, createdAt: string) {
  await db
    .insertInto("cart_item")
    .values({ cart_id: cartId, product_id: productId, qty: Math.min(MAX_QTY, qty), created_at: createdAt })
    .onConflict((oc) =>
      oc.columns(["cart_id", "product_id"]).doUpdateSet({
        qty: sql<number>`case when cart_item.qty + excluded.qty > ${sql.lit(MAX_QTY)} then ${sql.lit(MAX_QTY)} else cart_item.qty + excluded.qty end`,
      }),
    )
    .execute();
}

/**
 * The header's mini-cart count (spec §9: "Cart count = items + additionalItems + serviceItems", lines).
 * `knownCartId`: the session's cart in the department, already read by the caller (null: none).
 */
export async function getCartCount(db: DB, session: SessionToken | null, department: string, knownCartId?: number | null) {
  if (!session) return 0;
  const cartId = knownCartId === undefined ? await findCartId(db, ownerOf(session), department) : knownCartId;
  if (cartId === null) return 0;
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom("cart_item")
        .select((e) => e.fn.countAll<number | string>().as("n"))
        .where("cart_id", "=", cartId)
        .as("items"),
      eb
        .selectFrom("cart_additional_item")
        .select((e) => e.fn.countAll<number | string>().as("n"))
        .where("cart_id", "=", cartId)
        .as("additional"),
      // a service the department no longer offers is not shown, so it is not counted either
      eb
        .selectFrom("cart_service_item as cs")
        .innerJoin("service_item as s", (join) => join.onRef("s.product_id", "=", "cs.product_id").on("s.department", "=", department))
        .select((e) => e.fn.countAll<number | string>().as("n"))
        .where("cs.cart_id", "=", cartId)
        .as("services"),
    ])
    .executeTakeFirst();
  return Number(row?.items ?? 0) + Number(row?.additional ?? 0) + Number(row?.services ?? 0);
}

/** The session's cart lines in the storefront's department: product and quantity, oldest first. */
async function cartRows(db: DB, session: SessionToken | null, storefront: Storefront) {
  if (!session) return [];
  const owner = ownerOf(session);
  return db
    .selectFrom("cart_item as ci")
    .innerJoin("cart as c", "c.id", "ci.cart_id")
    .select(["ci.product_id", "ci.qty"])
    .where(`c.${owner.column}`, "=", owner.id)
    .where("c.department", "=", storefront.department)
    .orderBy("ci.created_at")
    .orderBy("ci.id")
    .execute();
}

/** What a unit of a product costs in the cart, in the storefront currency's minor units. */
const unitPriceOf = (price: ProductPrice, storefront: Storefront) => toMinor(payablePrice(price), storefront.currencyRate, storefront.priceRounding);

/** The cart's product lines as the page shows them: the products the storefront sells, with today's prices. */
async function cartLines(db: DB, session: SessionToken | null, storefront: Storefront): Promise<CartLine[]> {
  const rows = await cartRows(db, session, storefront);
  // a product archived after it was put in the cart stays in it (adding it again is refused)
  const cards = await getProductCards(
    db,
    storefront,
    rows.map((r) => r.product_id),
    { includeArchived: true },
  );
  const byId = new Map(cards.map((card) => [card.id, card]));
  return rows.flatMap((row): CartLine[] => {
    const card = byId.get(row.product_id);
    if (!card) return [];
    const unitPrice = unitPriceOf(card.price, storefront);
    return [
      {
        productId: card.id,
        sku: card.sku,
        name: card.name,
        urlKey: card.urlKey,
        image: card.image,
        qty: row.qty,
        price: card.price,
        unitPrice,
        regularPrice: toMinor(card.price.regularPrice, storefront.currencyRate, storefront.priceRounding),
        lineTotal: minorUnits(unitPrice * row.qty),
        inStock: card.stock.inStock,
        adventCalendar: card.sku === ADVENT_CALENDAR_SKU,
      },
    ];
  });
}

/**
 * What a product page says of the cart (utils/product-cart.server.ts): the product lines and the
 * goods' value free shipping is measured on (spec §9, cartTotals' merchandise: product lines and
 * services), read without the codes, points, certificates and VAT that getCart adds, and the
 * lines with their prices alone (getProductPrices: the cards' prices, without their names,
 * pictures and stock). `knownCartId` as getCartCount's.
 */
export async function getCartGoods(db: DB, session: SessionToken | null, storefront: Storefront, knownCartId?: number | null) {
  const [rows, cartId] = await Promise.all([
    cartRows(db, session, storefront),
    !session ? null : knownCartId === undefined ? findCartId(db, ownerOf(session), storefront.department) : knownCartId,
  ]);
  const [prices, serviceItems] = await Promise.all([
    // a product archived after it was put in the cart stays in it, as cartLines keeps it
    getProductPrices(
      db,
      storefront,
      rows.map((r) => r.product_id),
      { includeArchived: true },
    ),
    cartId === null ? [] : loadCartServices(db, cartId, storefront),
  ]);
  const lines = rows.flatMap((row) => {
    const price = prices.get(row.product_id);
    return price ? [{ productId: row.product_id, qty: row.qty, unitPrice: unitPriceOf(price, storefront) }] : [];
  });
  const totals = cartTotals({
    items: lines.map((l) => ({ unitPrice: l.unitPrice, qty: l.qty, discount: 0 })),
    serviceItems: serviceItems.map((s) => ({ total: s.total })),
  });
  return { lines, merchandise: totals.merchandise };
}

/** The cart as the page shows it: lines the storefront sells, with today's prices, and the totals. */
export async function getCart(db: DB, session: SessionToken | null, storefront: Storefront): Promise<CartView> {
  const lines = await cartLines(db, session, storefront);
  const cartId = session ? await findCartId(db, ownerOf(session), storefront.department) : null;
  const extras = await loadCartExtras(db, cartId, session, storefront);
  // spec §9 Discount: the shown regular price minus the shown unit price, per unit
  const items = lines.map((l) => ({ unitPrice: l.unitPrice, qty: l.qty, discount: l.regularPrice - l.unitPrice }));
  const productSubtotal = lines.reduce((sum, l) => sum + l.lineTotal, 0);
  const subtotal = productSubtotal + extras.serviceItems.reduce((sum, s) => sum + s.total, 0) + extras.additionalItems.reduce((sum, a) => sum + a.price, 0);
  const priced = priceExtras(extras, storefront, productSubtotal, subtotal);
  const base = {
    items,
    serviceItems: extras.serviceItems.map((s) => ({ total: s.total })),
    additionalItems: extras.additionalItems.map((a) => ({ total: a.price })),
    codeDiscount: priced.codeDiscount,
    pointsValue: priced.pointsValue,
    freeShippingThreshold: toMinor(storefront.freeShippingThreshold, storefront.currencyRate, storefront.priceRounding),
    rewardPointConversion: storefront.rewardPointConversion,
    currencyRate: storefront.currencyRate,
  };
  // spec §9: certificates take off the cart total, in order, until it is covered
  const giftCertificates = allocate(extras.giftCertificates, cartTotals(base).total);
  const totals = cartTotals({ ...base, giftCertificates });
  const { summary: vat } = await cartVat(
    db,
    storefront,
    { lines, serviceItems: extras.serviceItems, additionalItems: extras.additionalItems, totals },
    { deliveryCountry: assumedDeliveryCountry(storefront), shipping: 0 },
  );
  return {
    id: cartId,
    lines,
    serviceItems: extras.serviceItems,
    serviceOffers: extras.serviceOffers,
    additionalItems: extras.additionalItems,
    giftCertificates,
    discountCode: priced.discountCode,
    spentPoints: priced.spentPoints,
    availablePoints: extras.availablePoints,
    // spec §6: any SKU of the wallet-restriction list switches the online wallet off
    walletAllowed: walletAllowed(
      lines.map((l) => l.sku),
      WALLET_RESTRICTED_SKUS,
    ),
    totals,
    vat,
  };
}

/**
 * Adds a product (spec §4 Cart add): quantities of the same product are summed and capped at 99;
 * only products this storefront sells (getProductCards) and that are in stock.
 */
export async function addToCart(
  db: DB,
  storefront: Storefront,
  productId: number,
  qty: number,
  /** the session to add under, asked for only once the product can be added (a guest token is issued on first need) */
  sessionFor: () => Promise<SessionToken>,
): Promise<{ error: CartError; added?: undefined; inCart?: undefined } | { error: null; added: number; inCart: number }> {
  const [card] = await getProductCards(db, storefront, [productId]);
  if (!card) return { error: "unknownProduct" };
  if (!card.stock.inStock) return { error: "outOfStock" };
  const session = await sessionFor();
  const inCart = await db.transaction().execute(async (trx) => {
    const cartId = await ensureCartId(trx, ownerOf(session), storefront.department);
    const before = await lineQty(trx, cartId, productId);
    await addToLine(trx, cartId, productId, qty, new Date().toISOString());
    await touch(trx, cartId);
    return { before, after: await lineQty(trx, cartId, productId) };
  });
  // a line holds at most MAX_QTY: what was asked for beyond it was not added, and the shopper is told
  return { error: null, added: inCart.after - inCart.before, inCart: inCart.after };
}

async function lineQty(db: DB, cartId: number, productId: number) {
  const row = await db.selectFrom("cart_item").select("qty").where("cart_id", "=", cartId).where("product_id", "=", productId).executeTakeFirst();
  return row?.qty ?? 0;
}

/** Sets a line's quantity; 0 removes the line (spec §4: an update to 0 is a deletion). */
export async function updateCartItem(
  db: DB,
  session: SessionToken,
  storefront: Storefront,
  productId: number,
  qty: number,
): Promise<{ error: CartError | null }> {
  if (qty <= 0) return removeCartItem(db, session, storefront, productId);
  const cartId = await findCartId(db, ownerOf(session), storefront.department);
  if (cartId === null) return { error: "notInCart" };
  const result = await db
    .updateTable("cart_item")
    .set({ qty: Math.min(MAX_QTY, qty) })
    .where("cart_id", "=", cartId)
    .where("product_id", "=", productId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return { error: "notInCart" };
  await touch(db, cartId);
  return { error: null };
}

export async function removeCartItem(db: DB, session: SessionToken, storefront: Storefront, productId: number): Promise<{ error: CartError | null }> {
  const cartId = await findCartId(db, ownerOf(session), storefront.department);
  if (cartId === null) return { error: null };
  await db.deleteFrom("cart_item").where("cart_id", "=", cartId).where("product_id", "=", productId).execute();
  await touch(db, cartId);
  return { error: null };
}

/**
 * At login the guest's carts join the account's, department by department (spec §4): the same
 * product's quantities are summed and capped at 99, no line is lost; service items, gift
 * certificates being bought and redeemed certificates move too, and the guest's discount code
 * comes along unless the customer's cart already has one (theirs is kept). Then the guest's
 * carts go. Runs inside startAuthSession's transaction.
 */
export async function mergeGuestCart(db: DB, guestTokenId: number, customerId: number) {
  const guestCarts = await db
    .selectFrom("cart")
    .select(["id", "department", "discount_code_id"])
    .where("session_token_id", "=", guestTokenId)
    .orderBy("id")
    .execute();
  if (guestCarts.length === 0) return;
  const customer: Owner = { column: "customer_id", id: customerId };
  for (const guest of guestCarts) {
    const cartId = await ensureCartId(db, customer, guest.department);
    const lines = await db.selectFrom("cart_item").select(["product_id", "qty", "created_at"]).where("cart_id", "=", guest.id).orderBy("id").execute();
    for (const line of lines) await addToLine(db, cartId, line.product_id, line.qty, line.created_at);
    const services = await db.selectFrom("cart_service_item").select(["product_id", "qty", "created_at"]).where("cart_id", "=", guest.id).execute();
    for (const service of services) {
      await db
        .insertInto("cart_service_item")
        .values({ cart_id: cartId, ...service })
        .onConflict((oc) => oc.columns(["cart_id", "product_id"]).doNothing())
        .execute();
    }
    await db.updateTable("cart_additional_item").set({ cart_id: cartId }).where("cart_id", "=", guest.id).execute();
    const certificates = await db.selectFrom("cart_gift_certificate").select("gift_certificate_id").where("cart_id", "=", guest.id).execute();
    for (const c of certificates) {
      await db
        .insertInto("cart_gift_certificate")
        .values({ cart_id: cartId, gift_certificate_id: c.gift_certificate_id })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    if (guest.discount_code_id !== null) {
      await db.updateTable("cart").set({ discount_code_id: guest.discount_code_id }).where("id", "=", cartId).where("discount_code_id", "is", null).execute();
    }
    await touch(db, cartId);
  }
  // children first: the delete must not lean on ON DELETE CASCADE being switched on
  const guestCartIds = db.selectFrom("cart").select("id").where("session_token_id", "=", guestTokenId);
  await db.deleteFrom("cart_item").where("cart_id", "in", guestCartIds).execute();
  await db.deleteFrom("cart_service_item").where("cart_id", "in", guestCartIds).execute();
  await db.deleteFrom("cart_additional_item").where("cart_id", "in", guestCartIds).execute();
  await db.deleteFrom("cart_gift_certificate").where("cart_id", "in", guestCartIds).execute();
  await db.deleteFrom("cart").where("session_token_id", "=", guestTokenId).execute();
}

// ---------------------------------------------------------------------------------------------
// The JSON cart calls of spec §7 (addCartItems, modifyCartItems, updateCartItems,
// deleteCartItems, recalcCart, deleteCart): several lines changed in one transaction, so a call
// that is refused changes nothing.

/** A quantity change of one line; qty 0 is a deletion (spec §4). */
export interface ItemChange {
  productId: number;
  qty: number;
}

/** Thrown inside a transaction to roll it back with a cart error. */
class CartRefusal extends Error {
  constructor(
    readonly error: CartError,
    readonly productId: number,
  ) {
    super(error);
  }
}

/**
 * Adds several products at once (spec §7 addCartItems): every product must be sold here and in
 * stock, or nothing is added (the first refused product is named). Quantities of the same
 * product are summed and capped at 99, as addToCart does.
 */
export async function addCartItems(
  db: DB,
  storefront: Storefront,
  items: ItemChange[],
  sessionFor: () => Promise<SessionToken>,
): Promise<{ error: CartError | null; productId?: number }> {
  const cards = await getProductCards(db, storefront, [...new Set(items.map((item) => item.productId))]);
  const byId = new Map(cards.map((card) => [card.id, card]));
  for (const item of items) {
    const card = byId.get(item.productId);
    if (!card) return { error: "unknownProduct", productId: item.productId };
    if (!card.stock.inStock) return { error: "outOfStock", productId: item.productId };
  }
  const session = await sessionFor();
  await db.transaction().execute(async (trx) => {
    const cartId = await ensureCartId(trx, ownerOf(session), storefront.department);
    const now = new Date().toISOString();
    for (const item of items) await addToLine(trx, cartId, item.productId, item.qty, now);
    await touch(trx, cartId);
  });
  return { error: null };
}

/**
 * spec §4/§7 modifyCartItems: quantity updates and deletions in one transaction. An update to 0
 * is a deletion; an update of a product that is not in the cart refuses the whole call
 * ("notInCart") and nothing changes; deleting a line that is already gone is not an error.
 */
export async function modifyCartItems(
  db: DB,
  session: SessionToken,
  storefront: Storefront,
  updates: ItemChange[],
  deletions: number[],
): Promise<{ error: CartError | null; productId?: number }> {
  const deleted = new Set(deletions);
  for (const update of updates) if (update.qty <= 0) deleted.add(update.productId);
  const updated = updates.filter((update) => update.qty > 0 && !deleted.has(update.productId));
  try {
    await db.transaction().execute(async (trx) => {
      const cartId = await findCartId(trx, ownerOf(session), storefront.department);
      if (cartId === null) {
        if (updated.length > 0) throw new CartRefusal("notInCart", updated[0].productId);
        return;
      }
      for (const update of updated) {
        const result = await trx
          .updateTable("cart_item")
          .set({ qty: Math.min(MAX_QTY, update.qty) })
          .where("cart_id", "=", cartId)
          .where("product_id", "=", update.productId)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) throw new CartRefusal("notInCart", update.productId);
      }
      if (deleted.size > 0)
        await trx
          .deleteFrom("cart_item")
          .where("cart_id", "=", cartId)
          .where("product_id", "in", [...deleted])
          .execute();
      await touch(trx, cartId);
    });
  } catch (error) {
    if (error instanceof CartRefusal) return { error: error.error, productId: error.productId };
    throw error;
  }
  return { error: null };
}

/** spec §5 recalcCart: only when a cart exists; prices are read afresh on every view, so it is stamped. */
export async function recalcCart(db: DB, session: SessionToken, storefront: Storefront) {
  const cartId = await findCartId(db, ownerOf(session), storefront.department);
  if (cartId === null) return { found: false };
  await touch(db, cartId);
  return { found: true };
}

/** Everything on a cart: its lines, service items, gift certificates bought and redeemed (not the cart row). */
export async function deleteCartContents(db: DB, cartId: number) {
  await db.deleteFrom("cart_item").where("cart_id", "=", cartId).execute();
  await db.deleteFrom("cart_service_item").where("cart_id", "=", cartId).execute();
  await db.deleteFrom("cart_additional_item").where("cart_id", "=", cartId).execute();
  await db.deleteFrom("cart_gift_certificate").where("cart_id", "=", cartId).execute();
}

/**
 * spec §5/§7 deleteCart: the caller's own cart by its id, with everything on it. Another owner's
 * id (or one that does not exist) is { found: false }, and nothing is deleted.
 */
export async function deleteOwnCart(db: DB, session: SessionToken, cartId: number) {
  return db.transaction().execute(async (trx) => {
    const owner = ownerOf(session);
    const own = await trx.selectFrom("cart").select("id").where("id", "=", cartId).where(owner.column, "=", owner.id).executeTakeFirst();
    if (!own) return { found: false };
    await deleteCartContents(trx, cartId);
    await trx.deleteFrom("cart").where("id", "=", cartId).execute();
    return { found: true };
  });
}
