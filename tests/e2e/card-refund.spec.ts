import { expect, type Page, test } from "@playwright/test";
import { readOutbox } from "../support/outbox";
import { choose, fillAddress, guestContact, placeFromReview, shown, unique } from "./checkout-helpers";
import { ADMIN, firstSignIn, STAFF_PASSWORD, staffCommand } from "./staff-helpers";
import { type ApiProduct, hundredths, port, serverFiles, stockedProducts } from "./support";

// README "After the sale", paid by card, in a browser with JavaScript off and on (the two
// projects): on the second web server of playwright.config.ts (PAYMENT_PROVIDER=stripe, Stripe's
// API answered by msw, its hosted page played by tests/support/stripe-mock.ts) a guest buys two
// products and pays on Stripe's page; a manager returns one unit of the first line, which
// refunds that line's price to the card through Stripe, the rest of the payment left. The refund
// is "sent" until Stripe's charge.refunded webhook, which the test has the stand-in deliver,
// confirms it; the shopper is mailed.

const stripePort = Number(port) + 10;
const SI = "si.lumera.localhost";
const at = (host: string, path: string) => `http://${host}:${stripePort}${path}`;
const adminUrl = (path: string) => at(ADMIN, path);
const stripeMock = (path: string) => `http://127.0.0.1:${stripePort + 1}${path}`;

type PricedProduct = ApiProduct & { sku: string; price: { regularPrice: number; discountPrice: number | null } };

interface MockRefund {
  id: string;
  payment_intent: string;
  amount: number;
  currency: string;
  metadata: Record<string, string>;
}

async function addToCart(page: Page, product: ApiProduct, count: string) {
  await page.goto(at(SI, `/${product.urlKey}`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name);
  await page.locator(".pv-cart-form button[type=submit]").click();
  await expect(page.locator(".header-cart .cart-count")).toHaveText(count);
}

/** The refunds Stripe's stand-in made for the order. */
async function refundsOf(page: Page, number: string) {
  const state = (await (await page.request.get(stripeMock("/__state"))).json()) as { refunds: MockRefund[] };
  return state.refunds.filter((r) => r.metadata.order_number === number);
}

test("a manager refunds one of two lines of a card order partly through Stripe", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const js = testInfo.project.name === "js";
  // ids no other spec buys on the Stripe server (stripe-checkout.spec.ts takes from 1–80)
  const [first, second] = (await stockedProducts(page.request, "su", js ? 240 : 220, stripePort)) as PricedProduct[];
  // by hand: no code, points or certificate, so one unit of a one-unit line refunds its price
  const linePrice = Math.round((first.price.discountPrice ?? first.price.regularPrice) * 100);

  // the guest's card order of the two, paid on Stripe's page
  await addToCart(page, first, "1");
  await addToCart(page, second, "2");
  await page.goto(at(SI, "/cart"));
  const cartTotal = await shown(page, "grand");
  await page.locator(".cart-checkout").click();
  const buyer = unique("card-refund-buyer");
  await guestContact(page, buyer);
  await fillAddress(page, { street: "Trubarjeva cesta 1", postcode: "1000", city: "Ljubljana", country: "SI" });
  await choose(page, "shipping", "delivery");
  await choose(page, "payment", "card");
  const grand = await placeFromReview(page, cartTotal);
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${stripePort + 1}/c/pay/cs_test_`));
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page).toHaveURL(at(SI, "/checkout/success"));
  const number = (await page.locator("[data-order-number]").textContent())!.trim();
  expect(number).toMatch(/^SU-\d{4}-\d{6}$/);

  // a manager opens the paid order and returns one unit of the first line
  const manager = unique(`card-refund-manager-${testInfo.project.name}`);
  const added = staffCommand(["add", manager, "--role", "manager"], `${STAFF_PASSWORD}\n`, stripePort);
  expect(added.status, added.stderr).toBe(0);
  await firstSignIn(page, manager, adminUrl);
  await page.goto(adminUrl(`/admin/orders/${number}`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Order ${number} Paid`);
  const refunds = page.getByRole("region", { name: "Returns and refunds" });
  await expect(refunds).toContainText("Nothing was returned or refunded.");
  await refunds.getByRole("link", { name: "Return or refund…" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Return and refund");
  await expect(page.getByText(/^Paid .+ by card through Stripe; refunded so far 0,00 EUR;/)).toBeVisible();
  await page.getByLabel(`Units of ${first.sku} returned`).fill("1");
  await page.getByRole("button", { name: "Check the amount" }).click();
  const checked = page.getByRole("status");
  await expect(checked).toContainText(/^This return refunds .+ by card through Stripe\.$/);
  expect(hundredths(await checked.textContent())).toBe(linePrice);
  await page.getByRole("button", { name: "Refund", exact: true }).click();

  // the order's page: refunded, asked of Stripe and sent; Stripe refunded exactly that
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${number}\\?done=`));
  await expect(page.getByRole("status")).toContainText("Refunded ");
  expect(hundredths(await page.getByRole("status").textContent())).toBe(linePrice);
  // the refund's own line, inside its return's
  const line = refunds.getByRole("listitem").filter({ hasText: "Card (Stripe)", hasNot: page.getByRole("list") });
  await expect(line).toHaveText(/ — Card \(Stripe\): sent$/);
  expect(hundredths(await line.textContent())).toBe(linePrice);
  await expect(refunds).toContainText(`1 × ${first.sku} (back in stock) — refunded`);
  const made = await refundsOf(page, number);
  expect(made).toEqual([expect.objectContaining({ amount: linePrice, currency: "eur" })]);

  // the shopper's mail, in the storefront's language: the amount, back to the card
  const mailsTo = () => readOutbox(serverFiles(stripePort).outboxDir).filter((m) => m.to.includes(buyer));
  await expect.poll(() => mailsTo().map((m) => m.subject)).toEqual([`Vaše naročilo ${number}`, `Vračilo za naročilo ${number}`]);
  const mail = mailsTo().find((m) => m.subject === `Vračilo za naročilo ${number}`)!;
  expect(mail.text).toContain(`za naročilo ${number} smo vam vrnili `);
  expect(hundredths(/smo vam vrnili ([^\n]+)\./.exec(mail.text)![1])).toBe(linePrice);
  expect(mail.text).toContain(`1 × ${first.name}`);
  expect(mail.text).not.toContain(second.name);
  expect(mail.text).toContain("Denar se vrne na kartico ali denarnico, s katero ste plačali");

  // Stripe reports the charge refunded: the refund is confirmed on the page (after a reload, as staff would)
  const delivered = await page.request.post(stripeMock(`/__refunded/${made[0].payment_intent}`));
  expect([delivered.status(), await delivered.text()]).toEqual([200, "refund_confirmed"]);
  await page.goto(adminUrl(`/admin/orders/${number}`));
  await expect(line).toHaveText(/ — Card \(Stripe\): confirmed by Stripe$/);
  await expect(refunds.getByRole("button", { name: "Try again" })).toHaveCount(0);

  // partly: the rest of the payment, the second line's and the shipping, can still be refunded
  await refunds.getByRole("link", { name: "Return or refund…" }).click();
  const left = page.getByText(/^Paid .+ by card through Stripe; refunded so far .+; at most .+ is left to refund\.$/);
  await expect(left).toBeVisible();
  const [paid, so, most] = [...(await left.textContent())!.matchAll(/(\d[\d.\s\u00a0]*,\d{2}) EUR/g)].map((m) => hundredths(m[1]));
  expect([paid, so, most]).toEqual([grand, linePrice, grand - linePrice]);
  await expect(page.getByLabel(`Units of ${first.sku} returned (at most 0)`)).toBeDisabled();
  await expect(page.getByLabel(`Units of ${second.sku} returned (at most 1)`)).toBeEnabled();
  expect(await refundsOf(page, number)).toHaveLength(1);
});
