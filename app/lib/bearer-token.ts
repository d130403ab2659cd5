// Spec §6: the JSON API takes a session token as `Authorization: Bearer <token>`. Read by the
// API's guards (app/utils/auth.server.ts) and by the Origin check before Remix
// (app/same-origin.server.ts): a call that names its token in this header is not cookie-borne.

/** The token of an `Authorization` header of the form "Bearer <token>", else null. */
export function bearerTokenOf(authorization: string | null | undefined) {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? "");
  return match?.[1] ?? null;
}
