// The service worker of spec §7 Other ("A service worker at /service-worker.js is registered"),
// generated per build (the id names its caches, so a deploy replaces them):
// - built assets (/build/*, fingerprinted, immutable) come from the cache, fetched once;
// - page navigations always go to the network and are never stored (cart, checkout and account
//   pages hold personal data); when the network is gone, the storefront's offline page answers;
// - the offline page of each locale prefix is kept, refreshed whenever the shopper is online.

export const LOCALE_OFFLINE_PREFIXES = ["sl", "hr", "hu", "en"] as const;

export function serviceWorkerSource(buildId: string, precache: string[] = []) {
  return `// Lumera service worker, build ${JSON.stringify(buildId)}
const BUILD = ${JSON.stringify(buildId)};
const ASSETS = "assets-" + BUILD;
const PAGES = "offline-" + BUILD;
const PRECACHE = ${JSON.stringify(precache)};
const PREFIXES = ${JSON.stringify(LOCALE_OFFLINE_PREFIXES)};

function offlinePath(pathname) {
  const first = pathname.split("/")[1] || "";
  return PREFIXES.includes(first) ? "/" + first + "/offline" : "/offline";
}

self.addEventListener("install", (event) => {
  // every request but a GET goes straight to the network, the worker not woken for it: the fetch
  // handler leaves them alone anyway, and a cart edit sent (keepalive) as the page is left was lost
  // about once in fifteen while a stopped worker was woken for it (static routes: Chromium 123+)
  let routes;
  try {
    routes = event.addRoutes?.({ condition: { not: { requestMethod: "GET" } }, source: "network" })?.catch(() => undefined);
  } catch {
    // a browser that knows static routes but not this condition: the fetch handler still passes them on
  }
  event.waitUntil(
    Promise.all([
      routes,
      caches.open(PAGES).then((cache) => cache.add(new Request("/offline", { cache: "reload" }))),
      caches.open(ASSETS).then((cache) => cache.addAll(PRECACHE)),
    ]).then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((names) => Promise.all(names.filter((name) => name !== ASSETS && name !== PAGES).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  if (request.mode === "navigate") {
    const offline = offlinePath(url.pathname);
    event.respondWith(
      fetch(request)
        .then((response) => {
          // keep this prefix's offline page ready for the day the network goes
          event.waitUntil(caches.open(PAGES).then(async (cache) => {
            if (!(await cache.match(offline))) await cache.add(new Request(offline, { cache: "reload" })).catch(() => undefined);
          }));
          return response;
        })
        .catch(async () => (await caches.match(offline)) || (await caches.match("/offline")) || Response.error()),
    );
    return;
  }

  if (url.pathname.startsWith("/build/")) {
    event.respondWith(
      caches.open(ASSETS).then(async (cache) => {
        const cached = await cache.match(request);
        if (cached) return cached;
        const response = await fetch(request);
        if (response.ok) cache.put(request, response.clone());
        return response;
      }),
    );
  }
});
`;
}
