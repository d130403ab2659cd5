import { expect, type Page, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import { openDatabase } from "~/db/db.server";
import { minorUnits } from "~/lib/money";
import { invoiceFile } from "~/services/invoice-files.server";
import { issueDocument } from "~/services/invoices.server";
import { createCustomer } from "../support/customers";
import { choose, fillAddress, fillCart, PASSWORD, placeFromReview, unique } from "./checkout-helpers";
import { serverFiles, stockedProducts, url } from "./support";

// The invoice on the customer's order page in a browser, with JavaScript off and on (the two
// projects): its plain link downloads the PDF kept once made, saved under its number.
// The invoice is issued here with issueDocument() straight into the run's database: issuing it
// when the order is paid is the order flow's part.

const SI = "si.lumera.localhost";

/**
 * A customer signed in through the login form. The account is written by the shop's own
 * registration service into this run's database: registrations over HTTP from 127.0.0.1 may
 * make 20 accounts an hour, a budget the registration tests use.
 */
async function customer(page: Page) {
  const email = unique("e2e-invoice");
  const { db, close } = openDatabase(serverFiles().databaseUrl);
  try {
    await createCustomer(db, { email, password: PASSWORD, firstName: "Ana", lastName: "Novak", department: "su" });
  } finally {
    await close();
  }
  await page.goto(url(SI, "/login"));
  const form = page.locator("form").filter({ has: page.locator('input[name="intent"][value="login"]') });
  await form.getByLabel("E-poštni naslov").fill(email);
  await form.getByLabel("Geslo").fill(PASSWORD);
  await form.getByRole("button", { name: "Prijava" }).click();
  await expect(page).toHaveURL(/\/profile$/);
}

test("the customer downloads the invoice of their order from its page", async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  await customer(page);
  const products = await stockedProducts(page.request, "su", 340);
  const bought = products[testInfo.project.name === "js" ? 1 : 0];
  const cartTotal = await fillCart(page, SI, "", bought, 1);
  await page.locator(".cart-checkout").click();
  await fillAddress(page, { street: "Trubarjeva cesta 1", postcode: "1000", city: "Ljubljana", country: "SI" }, false);
  await choose(page, "shipping", "delivery");
  await choose(page, "payment", "cod");
  await placeFromReview(page, cartTotal);
  const number = ((await page.locator("[data-order-number]").textContent()) ?? "").trim();

  const { db, close } = openDatabase(serverFiles().databaseUrl);
  let invoice: { id: number; number: string; pdf: Buffer };
  try {
    const order = await db.selectFrom("shop_order").select("id").where("number", "=", number).executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    const money = minorUnits;
    const issued = await db.transaction().execute((trx) =>
      issueDocument(
        trx,
        {
          series: "invoice",
          storefront: "su",
          lang: "sl",
          currency: "EUR",
          issuedAt: now,
          supplyDate: now.slice(0, 10),
          orderNumber: number,
          seller: {
            name: "Lumera d.o.o.",
            company: null,
            address: ["Trubarjeva cesta 1", "1000 Ljubljana"],
            country: "SI",
            registrationNumber: "8123456000",
            vatNumber: "SI84213574",
          },
          buyer: {
            name: "Ana Novak",
            company: null,
            address: ["Trubarjeva cesta 1", "1000 Ljubljana"],
            country: "SI",
            registrationNumber: null,
            vatNumber: null,
          },
          lines: [{ sku: bought.sku ?? "SKU", name: "Čaj", qty: 1, unitNet: money(820), rate: 2200, net: money(820), vat: money(180), gross: money(1000) }],
          shipping: [],
          discount: money(0),
          rows: [{ rate: 2200, taxable: money(820), vat: money(180) }],
          vatCountry: "SI",
          taxable: money(820),
          vat: money(180),
          outside: money(0),
          gross: money(1000),
          certificatesSpent: money(0),
          payment: { method: "cod", paidAt: null, amount: money(1000) },
          reverseCharge: false,
          refersTo: null,
        },
        { source: `order:${order.id}`, orderId: order.id, returnId: null, refersTo: null },
      ),
    );
    // its PDF as kept: made after the commit, on its first need
    invoice = { id: issued.id, number: issued.document.number, pdf: (await invoiceFile(db, issued.id))!.content };
  } finally {
    await close();
  }

  await page.goto(url(SI, `/profile/orders/${number}`));
  const link = page.getByRole("link", { name: `Račun ${invoice.number} (PDF)` });
  await expect(link).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toBe(`${invoice.number}.pdf`);
  expect(readFileSync(await download.path()).equals(invoice.pdf)).toBe(true);
});
