import { data } from "@remix-run/node";

/** Issue 4 §5: over a limit the answer is 429 with the error page of spec §2. */
export function tooManyRequests(retryAfterSeconds = 600) {
  return data({ message: "Too Many Requests" }, { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } });
}
