import { spawnSync } from "node:child_process";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { readOutbox } from "../support/outbox";
import { addProduct, checkoutAsGuest, unique } from "./checkout-helpers";
import { ADMIN, firstSignIn, STAFF_PASSWORD, staffCommand } from "./staff-helpers";
import { serverFiles, stockedProducts, url } from "./support";

// "Done means" of issue 27 §1, in a browser with JavaScript off and on (the two projects): a guest
// orders, the order is shipped and delivered at the order desk, the guest follows the footer's
// "Odstop od pogodbe", fills in the form, checks what will be sent and confirms it; the
// acknowledgement of receipt arrives with what was sent; a manager finds it in Withdrawals,
// linked to the order.

const SI = "si.lumera.localhost";
const ROOT = path.resolve(import.meta.dirname, "..", "..");

function orders(...args: string[]) {
  const { dataDir, databaseUrl, outboxDir } = serverFiles();
  return spawnSync(process.execPath, ["--import", "tsx", "scripts/orders.ts", ...args], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: "production", DATA_DIR: dataDir, DATABASE_URL: databaseUrl, OUTBOX_DIR: outboxDir },
    encoding: "utf8",
    timeout: 60_000,
  });
}

const mailsTo = (email: string) => readOutbox(serverFiles().outboxDir).filter((m) => m.to.includes(email));

test("a guest withdraws from a delivered order through the footer link in two steps, is acknowledged, and staff see it", async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const js = testInfo.project.name === "js";
  const [product] = await stockedProducts(page.request, "su", js ? 340 : 320);
  const email = unique(`withdraw-${testInfo.project.name}`);
  await addProduct(page, product);
  const number = await checkoutAsGuest(page, email, "cod");
  // the confirmation names the period and the way to withdraw
  await expect.poll(() => mailsTo(email).find((m) => m.subject.includes(number))?.text ?? "").toContain("14 dneh od dostave");
  for (const move of ["mark-shipped", "mark-delivered"]) {
    const moved = orders(move, number);
    expect(moved.stderr).toBe("");
    expect(moved.status).toBe(0);
  }

  // the footer's link, on any page, signed in or not
  await page.goto(url(SI, "/"));
  await page.getByRole("contentinfo").getByRole("link", { name: "Odstop od pogodbe" }).click();
  await expect(page).toHaveURL(/\/withdrawal$/);
  await expect(page.getByRole("heading", { level: 1, name: "Odstop od pogodbe" })).toBeVisible();

  // step one: the form
  await page.getByLabel("Ime in priimek").fill("Ana Novak");
  await page.getByLabel("E-poštni naslov naročila").fill(email);
  await page.getByLabel("Številka naročila").fill(number.toLowerCase());
  await page.getByLabel("Od celotnega naročila").check();
  await page.getByLabel("Razlog (neobvezno)").fill("Ni mi všeč barva");
  await page.getByRole("button", { name: "Odstopam od pogodbe" }).click();

  // step two: what will be sent, nothing yet
  await expect(page.getByRole("heading", { name: "Preverite in potrdite odstop" })).toBeVisible();
  const review = page.locator('[data-withdrawal="confirm"]');
  await expect(review).toContainText(number);
  await expect(review).toContainText("Celotno naročilo");
  await expect(review).toContainText("Ni mi všeč barva");
  expect(mailsTo(email).some((m) => m.subject.startsWith("Prejeli smo vaš odstop"))).toBe(false);
  await page.getByRole("button", { name: "Potrjujem odstop" }).click();
  await expect(page).toHaveURL(/\/withdrawal\?sent=1$/);
  await expect(page.locator('[data-withdrawal="done"]')).toContainText("Če se podatki ujemajo z naročilom");

  // the acknowledgement of receipt: what was sent and when it was received
  await expect.poll(() => mailsTo(email).some((m) => m.subject === `Prejeli smo vaš odstop od naročila ${number}`), { timeout: 15_000 }).toBe(true);
  const ack = mailsTo(email).find((m) => m.subject === `Prejeli smo vaš odstop od naročila ${number}`)!;
  expect(ack.text).toContain("Ana Novak");
  expect(ack.text).toContain("> Ni mi všeč barva");
  expect(ack.text).toMatch(/Prejeto: \d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z/);

  // a manager finds it in Withdrawals, linked to the order
  const manager = unique(`withdraw-manager-${testInfo.project.name}`);
  expect(staffCommand(["add", manager, "--role", "manager"], `${STAFF_PASSWORD}\n`).status).toBe(0);
  await firstSignIn(page, manager);
  await page.getByRole("link", { name: "Withdrawals", exact: true }).first().click();
  await expect(page).toHaveURL(url(ADMIN, "/admin/withdrawals"));
  const row = page.getByRole("row").filter({ hasText: number });
  await expect(row).toContainText("Received");
  await row.getByRole("link", { name: /#\d+/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: /Withdrawal #\d+/ })).toBeVisible();
  await expect(page.getByRole("link", { name: number })).toBeVisible();
  await page.getByRole("button", { name: "Mark goods back" }).click();
  await expect(page.getByRole("status")).toContainText("goods back");
});
