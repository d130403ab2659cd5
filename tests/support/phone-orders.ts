import { expect } from "vitest";
import { ADDRESS } from "./checkout";
import { uniqueEmail } from "./customers";
import { waitForLink } from "./outbox";
import { get, post } from "./staff";

/**
 * A card order taken by phone for a new contact on the Slovenian storefront, placed through the
 * back office's form as a manager would (/admin/orders/new); its number, e-mail, and the link the
 * shopper is mailed to pay it (from the server's outbox).
 */
export async function placeCardPhoneOrder(base: string, managerCookie: string, sku: string, outbox: string) {
  const page = await get(base, "/admin/orders/new", managerCookie);
  const key = /name="idempotencyKey" value="([^"]+)"/.exec(page.body)?.[1];
  expect(key).toBeTruthy();
  const email = uniqueEmail("pay-link");
  const fields = {
    intent: "place",
    idempotencyKey: key!,
    department: "su",
    email,
    firstName: ADDRESS.firstName,
    lastName: ADDRESS.lastName,
    phone: "041 123 456",
    street: ADDRESS.street,
    postcode: ADDRESS.postcode,
    city: ADDRESS.city,
    country: "SI",
    shipping: "delivery",
    payment: "card",
    sku0: sku,
    qty0: "1",
  };
  const placed = await post(base, "/admin/orders/new", fields, managerCookie);
  expect(placed.status, placed.body.slice(0, 500)).toBe(302);
  const number = /^\/admin\/orders\/([A-Z]+-\d{4}-\d+)\?/.exec(placed.headers.location!)?.[1];
  expect(number).toBeTruthy();
  const { mail, url } = await waitForLink(outbox, email, "/pay/");
  return { number: number!, email, mail, url, token: url.pathname.split("/").pop()! };
}
