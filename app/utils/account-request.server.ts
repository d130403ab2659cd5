import { data, redirect } from "@remix-run/node";
import { type Storefront, storefrontPath } from "~/lib/storefront";
import { getPageSession } from "./session.server";

// The request side of the account pages: the customer a page needs, and the limits' answer.

/** spec §2 error page: over an abuse limit the answer is 429 ("too many requests"). */
export function tooManyRequests(retryAfterSeconds = 600) {
  return data({ message: "Too Many Requests" }, { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } });
}

/**
 * The logged-in customer of a page (spec §6: logged in is a user that is not a guest); anyone
 * else is sent to the login page and brought back to `backTo` (an unprefixed path) afterwards.
 */
export async function requireCustomer(request: Request, storefront: Storefront, backTo: string) {
  const { current } = await getPageSession(request);
  if (!current || current.user.type !== "auth" || !current.customer) {
    const back = storefrontPath(storefront, backTo);
    throw redirect(storefrontPath(storefront, `/login?redirectTo=${encodeURIComponent(back)}`));
  }
  return { ...current, customer: current.customer };
}
