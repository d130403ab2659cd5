import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { ANSWERED_CONSENT } from "../../playwright.config";
import { waitForLink } from "../support/outbox";
import { addFromProductPage, port, stockedProducts, url } from "./support";

// Token links clicked on another site (spec §2 token links, DESIGN.md "Sessions and safety"), in
// Chromium with JavaScript off and on. The shop's session cookies are SameSite=Strict, so the
// browser sends none with a navigation that starts on another site: an attacker's page must not
// be able to sign a signed-in customer into the attacker's account, nor move a guest onto the
// attacker's cart, where the attacker would read the name, address and e-mail typed at checkout.

const SI = "si.lumera.localhost";
const outbox = process.env.E2E_OUTBOX_DIR ?? path.join(os.tmpdir(), `storefront-e2e-outbox-${port}`);
const PASSWORD = "Zelena-jabolka-7";
/** The attacker's own calls go to the shop's address (Node resolves no *.localhost name); 127.0.0.1 is the default storefront, su */
const shop = (p: string) => `http://127.0.0.1:${port}${p}`;

/** The attacker's own site: one page with one link, on another host than the shop's. */
let evil: http.Server;
let evilOrigin: string;
let lure = "";
test.beforeAll(async () => {
  evil = http.createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    res.end(`<!doctype html><html lang="en"><title>Free gift</title><a id="lure" href="${lure}">Claim your gift</a></html>`);
  });
  await new Promise<void>((resolve) => evil.listen(0, "127.0.0.1", resolve));
  evilOrigin = `http://127.0.0.1:${(evil.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => evil.close(() => resolve())));

/** The victim clicks the lure on the attacker's page. */
async function clickFromAnotherSite(page: Page, target: string) {
  lure = target;
  await page.goto(`${evilOrigin}/`);
  await page.locator("#lure").click();
}

/** An account of the attacker's with a fresh sign-in link from the mail. */
async function attackersSignInLink(request: APIRequestContext, project: string) {
  const email = `attacker-${project}-${Date.now()}@example.com`;
  const registered = await request.post(shop("/api/user/register"), {
    data: { department: "su", email, password: PASSWORD, firstName: "Ado", lastName: "Attacker" },
  });
  expect(registered.status()).toBe(201);
  const asked = await request.post(shop("/login"), { form: { intent: "link", email }, headers: { Origin: shop("") }, maxRedirects: 0 });
  expect(asked.status()).toBe(303);
  const { url: link } = await waitForLink(outbox, email, "auth_token=");
  return { email, link: url(SI, link.pathname + link.search) };
}

/** A guest cart of the attacker's with two pieces of a product, and its link. */
async function attackersGuestLink(request: APIRequestContext, productId: number) {
  const { token } = (await (await request.get(shop("/api/user/fetchGuestToken?department=su"))).json()) as { token: string };
  const added = await request.post(shop("/api/cart/addCartItems"), {
    data: { department: "su", items: [{ product_id: productId, qty: 2 }] },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(added.ok()).toBe(true);
  return url(SI, `/cart?guest_token=${token}`);
}

const sessionCookies = async (context: BrowserContext) => (await context.cookies(url(SI))).filter((c) => c.name === "auth_token" || c.name === "guest_token");

test("a signed-in customer who clicks an attacker's sign-in link on another site stays in their own account", async ({ page, request }, testInfo) => {
  const victim = `victim-${testInfo.project.name}-${Date.now()}@example.com`;
  await page.goto(url(SI, "/login"));
  const register = page.locator("form").filter({ has: page.locator('input[name="intent"][value="register"]') });
  await register.getByLabel("Ime", { exact: true }).fill("Vera");
  await register.getByLabel("Priimek").fill("Victim");
  await register.getByLabel("E-poštni naslov").fill(victim);
  await register.getByLabel("Geslo").fill(PASSWORD);
  await register.getByRole("button", { name: "Ustvari račun" }).click();
  await expect(page).toHaveURL(/\/profile\?registered=1$/);
  const before = await sessionCookies(page.context());

  const attacker = await attackersSignInLink(request, testInfo.project.name);
  await clickFromAnotherSite(page, attacker.link);
  // the shop asks instead of switching accounts; the browser is still the victim's
  await expect(page.getByRole("heading", { name: `Prijava kot ${attacker.email}?` })).toBeVisible();
  await expect(page.locator(".header-actions")).toContainText("Vera");
  expect(await sessionCookies(page.context())).toEqual(before);
  await page.goto(url(SI, "/profile"));
  await expect(page.locator("main")).toContainText(victim);
  await expect(page.locator("main")).not.toContainText(attacker.email);
});

test("a guest who clicks an attacker's cart link is asked first, and keeps a cart of their own", async ({ browser, request, javaScriptEnabled }) => {
  const newContext = () => browser.newContext({ javaScriptEnabled, storageState: ANSWERED_CONSENT });
  const [mine, theirs] = await stockedProducts(request, "su", 200);
  const link = await attackersGuestLink(request, theirs.id);

  // a guest with a cart of their own keeps it: the link is left unused
  const withCart = await newContext();
  const shopper = await withCart.newPage();
  await addFromProductPage(shopper, SI, "", mine, 1, /Dodaj v košarico/);
  const own = await sessionCookies(withCart);
  await clickFromAnotherSite(shopper, link);
  await expect(shopper).toHaveURL(url(SI, "/cart"));
  await expect(shopper.locator(".header-cart .cart-count")).toHaveText("1");
  await expect(shopper.locator(`[data-product-id="${theirs.id}"]`)).toHaveCount(0);
  expect(await sessionCookies(withCart)).toEqual(own);
  await withCart.close();

  // a browser without a session is asked, and nothing is taken before the answer
  const fresh = await newContext();
  const newcomer = await fresh.newPage();
  await clickFromAnotherSite(newcomer, link);
  await expect(newcomer.getByRole("heading", { name: "Želite nadaljevati s to košarico?" })).toBeVisible();
  await expect(newcomer.locator("main")).toContainText("vaše ime, naslov, telefonsko številko in e-pošto");
  expect(await sessionCookies(fresh)).toEqual([]);
  await newcomer.getByRole("link", { name: "Ne, hvala" }).click();
  await expect(newcomer).toHaveURL(url(SI, "/cart"));
  await expect(newcomer.locator(`[data-product-id="${theirs.id}"]`)).toHaveCount(0);
  expect(await sessionCookies(fresh)).toEqual([]);

  // the shopper's own link (say, a cart they mailed themselves): the answer takes it
  await clickFromAnotherSite(newcomer, link);
  await newcomer.getByRole("button", { name: "Nadaljuj s to košarico" }).click();
  await expect(newcomer).toHaveURL(url(SI, "/cart"));
  await expect(newcomer.locator(`[data-product-id="${theirs.id}"]`).first()).toBeVisible();
  await fresh.close();
});
