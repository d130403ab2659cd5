import { defineAppRoutes } from "./app/lib/route-table.js";

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  // Every route comes from the one table in app/lib/route-table.js (spec §2).
  ignoredRouteFiles: ["**/*"],
  routes: async (defineRoutes) => defineAppRoutes(defineRoutes),
  serverModuleFormat: "esm",
  serverPlatform: "node",
  serverDependenciesToBundle: ["remix-i18next"],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
  },
};
