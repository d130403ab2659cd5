import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";

// The request a piece of work belongs to: server.ts runs each request inside it,
// and every log line written meanwhile carries its id (logger.server.ts), wherever it is
// written — Express, a loader, a service. One store per process (server.ts and the Remix build
// are two module graphs).

export interface RequestContext {
  requestId: string;
}

const KEY = Symbol.for("storefront.requestContext");
type GlobalWithContext = typeof globalThis & { [KEY]?: AsyncLocalStorage<RequestContext> };

export function requestContextStore(): AsyncLocalStorage<RequestContext> {
  const g = globalThis as GlobalWithContext;
  g[KEY] ??= new AsyncLocalStorage<RequestContext>();
  return g[KEY];
}

export function currentRequestId(): string | undefined {
  return requestContextStore().getStore()?.requestId;
}

/** What a proxy may hand us as a request id: printable, short; anything else is replaced. */
const REQUEST_ID = /^[A-Za-z0-9._:@-]{8,128}$/;

/** The proxy's id when the proxy is trusted and the id is well-formed, else a new one. */
export function requestIdFor(fromProxy: string | string[] | undefined, trusted: boolean) {
  const value = Array.isArray(fromProxy) ? fromProxy[0] : fromProxy;
  return trusted && value && REQUEST_ID.test(value) ? value : randomUUID();
}
