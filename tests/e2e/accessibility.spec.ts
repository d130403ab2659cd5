import { expect, test } from "@playwright/test";
import { violations } from "./axe";
import { choose, fillAddress, PASSWORD, unique } from "./checkout-helpers";
import { openDatabase } from "~/db/db.server";
import { createCustomer } from "../support/customers";
import { currentLegalTexts } from "~/services/legal-texts.server";
import { port, serverFiles, stockedProducts, url } from "./support";

// axe-core finds no violation, of any impact, on sixteen page types — browse (home, category,
// product, search, brand, blog post), content (a CMS page, the terms as an order accepted them),
// account (overview, wishlist), the withdrawal form, the cart and the checkout's steps (address,
// shipping, payment, review) — in every language, at
// 1280 and 390 px, with a customer signed in and a product in the cart and the wishlist. With
// JavaScript (@js): axe runs in the page, and what it checks is the hydrated page.

// one storefront per language
const LANGUAGES = [
  { lang: "sl", department: "su", host: "si.lumera.localhost", prefix: "", brands: "znamke" },
  { lang: "hr", department: "chr", host: "hr.lumera.localhost", prefix: "", brands: "marke" },
  { lang: "hu", department: "chu", host: "eu.lumera.localhost", prefix: "/hu", brands: "markak" },
  { lang: "en", department: "cen", host: "eu.lumera.localhost", prefix: "/en", brands: "brands" },
  { lang: "de", department: "cde", host: "at.lumera.localhost", prefix: "", brands: "marken" },
  { lang: "it", department: "cit", host: "it.lumera.localhost", prefix: "", brands: "marchi" },
  { lang: "cs", department: "ccz", host: "cz.lumera.localhost", prefix: "", brands: "brands" },
];

// the script is inlined by Playwright: the page's own CSP (nonces) would refuse it
test.use({ bypassCSP: true });

// The customers are written by the shop's own registration service into this run's database,
// not registered over HTTP: all the run's registrations come from 127.0.0.1, which may register
// 20 accounts an hour (the registration tests keep that budget), and seven more would use it up.
// The terms' version an order placed now would keep is recorded the same way, by the service
// placing an order calls.
const customers = new Map<string, string>();
const terms = new Map<string, string>();
test.beforeAll(async () => {
  const { db, close } = openDatabase(serverFiles().databaseUrl);
  try {
    for (const { lang, department } of LANGUAGES) {
      const email = unique(`e2e-axe-${lang}`);
      await createCustomer(db, { email, password: PASSWORD, firstName: "Ana", lastName: "Novak", department });
      customers.set(lang, email);
      const { terms: id } = await db.transaction().execute((trx) => currentLegalTexts(trx, lang));
      if (id !== null) terms.set(lang, (await db.selectFrom("legal_text").select("version").where("id", "=", id).executeTakeFirstOrThrow()).version);
    }
  } finally {
    await close();
  }
});

for (const { lang, department, host, prefix, brands } of LANGUAGES) {
  test(`${lang}: sixteen page types have no axe violation at 1280 and 390 px, signed in @js`, async ({ page }) => {
    test.setTimeout(60_000);
    const at = (path: string) => url(host, `${prefix}${path}`);
    const found: string[] = [];
    const check = async (label: string) => found.push(...(await violations(page, label)));

    // a customer of this storefront (made in beforeAll), signed in through the form
    const email = customers.get(lang)!;
    await page.goto(at("/login"));
    const login = page.locator("form").filter({ has: page.locator('input[name="intent"][value="login"]') });
    await login.locator('input[name="email"]').fill(email);
    await login.locator('input[name="password"]').fill(PASSWORD);
    await login.locator("button[type=submit]").click();
    await expect(page).toHaveURL(/\/profile$/);
    await check("account");

    await page.goto(at("/"));
    await check("home");
    const navbar = await (await page.request.get(`http://127.0.0.1:${port}/api/cms/fetchCategoryNavbar?department=${department}`)).json();
    await page.goto(at(`/${navbar.categories[0].storeUrl}`));
    await check("category");
    await page.goto(at("/search/aurora"));
    await check("search");
    await page.goto(at(`/${brands}/aurora`));
    await check("brand");
    await page.goto(at("/blog"));
    await page.locator("main a[href*='/blog/']:not([href*='/blog/category/'])").first().click();
    await expect(page).toHaveURL(/\/blog\/(?!category\/)[^/]+$/);
    await check("blog post");
    await page.locator("a[href*='/cms/']").first().click();
    await expect(page).toHaveURL(/\/cms\/[^/]+$/);
    await check("cms page");
    expect(terms.get(lang), `the demo's terms in ${lang}`).toBeTruthy();
    await page.goto(at(`/legal/${terms.get(lang)}`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await check("terms as accepted");
    await page.goto(at("/withdrawal"));
    await expect(page.locator("form input[name=orderNumber]")).toBeVisible();
    await check("withdrawal");

    // the product goes to the wishlist and the cart
    const product = (await stockedProducts(page.request, department, 40))[0];
    await page.goto(at(`/${product.urlKey}`));
    await page.locator("button.wishlist-heart").first().click();
    await expect(page.locator(".site-header .wishlist-count")).toHaveText("1");
    await page.locator(".pv-cart-form button[type=submit]").click();
    await expect(page.locator(".header-cart .cart-count")).toHaveText("1");
    await check("product");
    await page.goto(at("/wishlist"));
    await check("wishlist");
    await page.goto(at("/cart"));
    await check("cart");

    await page.goto(at("/checkout"));
    await expect(page).toHaveURL(/\/checkout\/address$/);
    await check("checkout address");
    await fillAddress(page, { street: "Trubarjeva cesta 1", postcode: "1000", city: "Ljubljana", country: "SI" }, false);
    await expect(page).toHaveURL(/\/checkout\/shipping$/);
    await check("checkout shipping");
    await choose(page, "shipping", "delivery");
    await expect(page).toHaveURL(/\/checkout\/payment$/);
    await check("checkout payment");
    await choose(page, "payment", "bank");
    await expect(page).toHaveURL(/\/checkout\/review$/);
    await check("checkout review");

    expect(found).toEqual([]);
  });
}
