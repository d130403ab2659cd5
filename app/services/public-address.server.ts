import { type Env, getEnv } from "~/env.server";
import type { DB } from "~/db/db.server";
import { type PublicAddress, publicAddress, publicOrigin } from "~/lib/public-url";

// The public address (scheme and port of mail links, canonical URLs, sitemaps) is one setting
// that the server and every command read the same way (README "Configuration"):
//   1. PUBLIC_PORT in the environment names it outright (with PUBLIC_SCHEME);
//   2. otherwise the address the server recorded when it started listening, in the `setting`
//      table: a command run beside `PORT=4000 npm start` writes links to port 4000, not 3000;
//   3. otherwise what the environment gives with PORT (no server has started on this database).
// A request's own pages still follow a trusted proxy's X-Forwarded-Proto (server.ts).

const SETTING = "public_address";

/** The address the configuration gives for a server listening on `listeningPort`. */
export function publicAddressFromEnv(env: Pick<Env, "PUBLIC_SCHEME" | "PUBLIC_PORT" | "TRUST_PROXY">, listeningPort: number | null): PublicAddress {
  // behind a trusted proxy the shopper reaches the proxy's port, the scheme's default
  const direct = env.TRUST_PROXY === "false";
  return publicAddress({ scheme: env.PUBLIC_SCHEME, port: env.PUBLIC_PORT ?? null }, { forwardedProto: null, listeningPort: direct ? listeningPort : null });
}

/** The server's start: its address is kept for the commands that open the same database. */
export async function recordPublicAddress(db: DB, address: PublicAddress) {
  const value = JSON.stringify({ scheme: address.scheme, port: address.port });
  const updated_at = new Date().toISOString();
  await db
    .insertInto("setting")
    .values({ name: SETTING, value, updated_at })
    .onConflict((oc) => oc.column("name").doUpdateSet({ value, updated_at }))
    .execute();
}

function parseRecorded(value: string): PublicAddress | null {
  try {
    const parsed = JSON.parse(value) as { scheme?: unknown; port?: unknown };
    const scheme = parsed.scheme === "http" || parsed.scheme === "https" ? parsed.scheme : null;
    const port =
      parsed.port === null || (Number.isInteger(parsed.port) && (parsed.port as number) > 0 && (parsed.port as number) < 65536)
        ? (parsed.port as number | null)
        : undefined;
    return scheme && port !== undefined ? { scheme, port } : null;
  } catch {
    return null;
  }
}

/** The public address of mail links written outside a request: by the server and by every command alike. */
export async function resolvePublicAddress(db: DB, env: Env = getEnv()): Promise<PublicAddress> {
  if (env.PUBLIC_PORT !== undefined) return publicAddressFromEnv(env, null);
  const row = await db.selectFrom("setting").select("value").where("name", "=", SETTING).executeTakeFirst();
  const recorded = row ? parseRecorded(row.value) : null;
  return recorded ?? publicAddressFromEnv(env, env.PORT || null);
}

/**
 * The absolute URL of a back-office path in a mail (an invitation, a new order): ADMIN_HOST with
 * the public address, as the shop's own mail links are built — never the Host of a request.
 */
export async function adminUrl(db: DB, path: string, env: Env = getEnv()) {
  return publicOrigin(env.ADMIN_HOST, await resolvePublicAddress(db, env)) + encodeURI(path);
}
