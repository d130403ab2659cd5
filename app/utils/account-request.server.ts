import { data } from "@remix-run/node";

// The request side of the account pages: the limits' answer. (The customer a page needs is
// requireCustomer in auth.server.ts.)

/** spec §2 error page: over an abuse limit the answer is 429 ("too many requests"). */
export function tooManyRequests(retryAfterSeconds = 600) {
  return data({ message: "Too Many Requests" }, { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } });
}
