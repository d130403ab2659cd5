import { type Browser, expect, type Page } from "@playwright/test";
import { openDatabase } from "~/db/db.server";
import { createCustomer } from "../support/customers";
import { PASSWORD, unique } from "./checkout-helpers";
import { serverFiles, url } from "./support";

// The issue's "an anonymous shopper (through the page cache) and a signed-in one see each change
// within 10 s": two shoppers of a storefront, each in a browser of their own with JavaScript as
// the project has it — one with no session (the full-page cache may answer them), one signed in
// as a customer of that storefront (their pages are rendered for them, never from the cache, but
// through the same catalogue caches). A change in the back office must reach both.

type Poll<T> = ReturnType<typeof expect.poll<T>>;

export interface Shopper {
  label: "anonymous" | "signed in";
  page: Page;
}

/**
 * An anonymous and a signed-in shopper of the storefront at `host` (+ `prefix`). The customer is
 * written by the shop's own registration service into this run's database (registrations over
 * HTTP from 127.0.0.1 are rate-limited) and signs in through the login form.
 */
export async function twoShoppers(browser: Browser, options: { js: boolean; host: string; prefix?: string; department: string }) {
  const { js, host, prefix = "", department } = options;
  const email = unique(`e2e-shopper-${department}`);
  const { db, close } = openDatabase(serverFiles().databaseUrl);
  try {
    await createCustomer(db, { email, password: PASSWORD, firstName: "Ana", lastName: "Novak", department });
  } finally {
    await close();
  }
  const anonymous = await (await browser.newContext({ javaScriptEnabled: js })).newPage();
  const signedIn = await (await browser.newContext({ javaScriptEnabled: js })).newPage();
  await signedIn.goto(url(host, `${prefix}/login`));
  const login = signedIn.locator("form").filter({ has: signedIn.locator('input[name="intent"][value="login"]') });
  await login.locator('input[name="email"]').fill(email);
  await login.locator('input[name="password"]').fill(PASSWORD);
  await login.locator("button[type=submit]").click();
  await expect(signedIn).toHaveURL(/\/profile$/);
  const shoppers: Shopper[] = [
    { label: "anonymous", page: anonymous },
    { label: "signed in", page: signedIn },
  ];
  return {
    shoppers,
    /**
     * Polls both shoppers at once, `read` (which loads what it reads) until it answers what `check`
     * wants: within 10 s of now — or `timeout`, for a first look that is no claim about the cache.
     */
    async seeWithin<T>(read: (page: Page) => Promise<T>, check: (poll: Poll<T>) => Promise<unknown>, timeout = 10_000) {
      await Promise.all(
        shoppers.map((shopper) =>
          check(expect.poll(() => read(shopper.page), { message: `what the ${shopper.label} shopper sees`, timeout, intervals: [250] })),
        ),
      );
    },
    close: () => Promise.all(shoppers.map((s) => s.page.context().close())),
  };
}
