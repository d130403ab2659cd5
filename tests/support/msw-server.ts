import type { RequestHandler } from "msw";
import { setupServer } from "msw/node";

// The one msw server of a process that preloads the outside services' stand-ins (vies-mock.ts,
// stripe-mock.ts). Two setupServer() in one process each patch Node's http and fetch, and the
// second one then finds a request's body already read ("Body is unusable") — so every stand-in
// adds its handlers to this server instead. Requests to anything else go out as they are.

const KEY = Symbol.for("storefront.tests.msw");
type MockServer = ReturnType<typeof setupServer>;
type GlobalWithServer = typeof globalThis & { [KEY]?: MockServer };

/** Adds `handlers` to the process's msw server, started on the first call. */
export function mockOutside(...handlers: RequestHandler[]) {
  const g = globalThis as GlobalWithServer;
  let server = g[KEY];
  if (!server) {
    server = g[KEY] = setupServer();
    server.listen({ onUnhandledRequest: "bypass" });
  }
  server.use(...handlers);
}
