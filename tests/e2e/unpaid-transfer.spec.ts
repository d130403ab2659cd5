import { expect, type Page, test } from "@playwright/test";
import { openDatabase } from "~/db/db.server";
import { readOutbox } from "../support/outbox";
import { checkoutAsGuest, shown, unique } from "./checkout-helpers";
import { ADMIN, firstSignIn, STAFF_PASSWORD, staffCommand } from "./staff-helpers";
import { addFromProductPage, type ApiProduct, hundredths, serverFiles, stockedProducts, url } from "./support";

// README "After the sale", transfers that never arrive, in a browser with JavaScript off and on
// (the two projects): a guest orders the whole stock of a product by bank transfer and never
// pays. The server's own jobs (app/jobs.server.ts, every second on the Playwright server:
// BANK_TRANSFER_JOBS_SECONDS in start-server.mjs) remind the order 3 days after it was placed and
// cancel it after 10; the test moves the order's created_at back in the server's database instead
// of waiting for days, then waits for the jobs' effects. What the shopper gets is read in the
// outbox, what the shop shows on the product page and the order's page in the back office.

const SI = "si.lumera.localhost";
const DAY_MS = 24 * 3600_000;
// the long date of the reminder ("14. december 2026"), as a Slovenian reader expects it
const SL_MONTHS = ["januar", "februar", "marec", "april", "maj", "junij", "julij", "avgust", "september", "oktober", "november", "december"];
const longDate = (d: Date) => `${d.getUTCDate()}. ${SL_MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
// the jobs run every second: the bound allows for a busy machine, the poll ends as soon as they ran
const JOB = { timeout: 15_000 };

async function productPageSays(page: Page, product: ApiProduct) {
  await page.goto(url(SI, `/${product.urlKey}`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name);
  return page.locator(".pv-stock");
}

test("an unpaid bank transfer is reminded and later cancelled (time moved in the test, not waited for)", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const js = testInfo.project.name === "js";
  const files = serverFiles();
  const { db, close } = openDatabase(files.databaseUrl);
  try {
    // of 25 ids no other spec buys from (each project its own), the product with the least stock
    const firstId = js ? 75 : 50;
    const candidates = (await stockedProducts(page.request, "su", firstId)).filter((p) => p.id < firstId + 25);
    const stockOf = (productId: number) =>
      db.selectFrom("product_stock").select(["warehouse_code", "qty"]).where("product_id", "=", productId).orderBy("warehouse_code").execute();
    const totals = await Promise.all(candidates.map(async (p) => (await stockOf(p.id)).reduce((sum, s) => sum + s.qty, 0)));
    const least = totals.indexOf(Math.min(...totals));
    const product = candidates[least];
    const stockBefore = await stockOf(product.id);
    expect(totals[least]).toBeLessThanOrEqual(99);

    // the guest orders all of it by bank transfer: the product is sold out
    const stock = await productPageSays(page, product);
    await expect(stock).toContainText("Na zalogi");
    await addFromProductPage(page, SI, "", product, totals[least], /Dodaj v košarico/);
    const buyer = unique("unpaid-transfer-buyer");
    const number = await checkoutAsGuest(page, buyer, "bank");
    const grand = await shown(page, "grand");
    const bank = page.getByRole("region", { name: "Plačilo z bančnim nakazilom" });
    const instructions = (await bank.locator("p").textContent())!;
    const detail = async (term: string) =>
      (await bank
        .locator("div")
        .filter({ has: page.locator("dt", { hasText: new RegExp(`^${term}$`) }) })
        .locator("dd")
        .textContent())!;
    const [holder, iban, bic, reference] = [await detail("Imetnik računa"), await detail("IBAN"), await detail("BIC"), await detail("Sklic")];
    expect(hundredths(instructions)).toBe(grand);
    expect(instructions).toContain(reference);
    await productPageSays(page, product);
    await expect(stock).toContainText("Ni na zalogi");
    await expect(page.locator(".pv-cart-form button[type=submit]")).toBeDisabled();
    const mailsTo = () => readOutbox(files.outboxDir).filter((m) => m.to.includes(buyer));
    await expect.poll(() => mailsTo().map((m) => m.subject)).toEqual([`Vaše naročilo ${number}`]);

    // a manager sees it placed and waiting for the transfer
    const manager = unique(`transfer-manager-${testInfo.project.name}`);
    const added = staffCommand(["add", manager, "--role", "manager"], `${STAFF_PASSWORD}\n`);
    expect(added.status, added.stderr).toBe(0);
    await firstSignIn(page, manager);
    const orderPage = url(ADMIN, `/admin/orders/${number}`);
    await page.goto(orderPage);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Order ${number} Placed, not paid`);

    // four days later (the order placed four days ago): the reminder, with what the success page showed
    const placed = new Date(Date.now() - 4 * DAY_MS);
    await db.updateTable("shop_order").set({ created_at: placed.toISOString() }).where("number", "=", number).execute();
    const reminderSubject = `Opomnik: plačilo naročila ${number}`;
    await expect.poll(() => mailsTo().map((m) => m.subject), JOB).toEqual([`Vaše naročilo ${number}`, reminderSubject]);
    const reminder = mailsTo().find((m) => m.subject === reminderSubject)!;
    expect(reminder.text).toContain(`za naročilo ${number} še nismo prejeli.`);
    expect(hundredths(/vašega nakazila v znesku ([^\n]+?) za naročilo/.exec(reminder.text)![1])).toBe(grand);
    expect(reminder.text).toContain(instructions);
    expect(reminder.text).toContain(`${holder}, IBAN ${iban}, BIC ${bic}`);
    expect(reminder.text).toContain(`Sklic: ${reference}`);
    // cancelled ten days after it was placed, not ten days after the reminder
    expect(reminder.text).toContain(`Če plačilo ne prispe do ${longDate(new Date(placed.getTime() + 10 * DAY_MS))}, bomo naročilo preklicali`);
    await page.goto(orderPage);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Order ${number} Placed, not paid`);
    await expect(page.getByRole("region", { name: "History" })).toContainText(/Changed by system:transfer-reminder\s*payment reminder mailed/);
    await expect(page.getByRole("region", { name: "Mails" }).getByRole("row").filter({ hasText: reminderSubject })).toContainText("sent");

    // eleven days: cancelled, the shopper told why, the stock back
    await db
      .updateTable("shop_order")
      .set({ created_at: new Date(Date.now() - 11 * DAY_MS).toISOString() })
      .where("number", "=", number)
      .execute();
    const cancelledSubject = `Vaše naročilo ${number} je preklicano`;
    await expect.poll(() => mailsTo().map((m) => m.subject), JOB).toEqual([`Vaše naročilo ${number}`, reminderSubject, cancelledSubject]);
    const cancelled = mailsTo().find((m) => m.subject === cancelledSubject)!;
    expect(cancelled.text).toContain(`vaše naročilo ${number} smo preklicali.`);
    expect(cancelled.text).toContain("Razlog:\n> plačilo ni prispelo pravočasno");
    expect(cancelled.text).toContain("Plačila za to naročilo nismo prejeli. Če ste nakazilo že poslali, vam bomo denar vrnili na vaš račun.");
    await page.goto(orderPage);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Order ${number} Cancelled`);
    await expect(page.getByRole("region", { name: "History" })).toContainText(/Placed, not paid → Cancelled by system:transfer-expiry\s*payment not received/);
    await expect(page.getByRole("region", { name: "Mails" }).getByRole("row").filter({ hasText: cancelledSubject })).toContainText("sent");
    await productPageSays(page, product);
    await expect(stock).toContainText("Na zalogi");
    await expect(page.locator(".pv-cart-form button[type=submit]")).toBeEnabled();
    expect(await stockOf(product.id)).toEqual(stockBefore);
    expect((await stockedProducts(page.request, "su", product.id)).map((p) => p.id)).toContain(product.id);
  } finally {
    await close();
  }
});
