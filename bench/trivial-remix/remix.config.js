// The benchmark's baseline (DESIGN.md "Performance budgets"): a separate, trivial Remix 2.17 app
// — one route whose loader returns { n: 42 } — built and served like the shop (classic
// compiler, production build, Express + compression), so that `npm run bench` can divide the
// shop's throughput by what Remix alone costs on this machine. Not part of the shop.
/** @type {import('@remix-run/dev').AppConfig} */
export default {
  appDirectory: "app",
  serverBuildPath: "build/index.js",
  assetsBuildDirectory: "public/build",
  publicPath: "/build/",
  serverModuleFormat: "esm",
  serverPlatform: "node",
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
  },
};
