import type { MetaFunction } from "@remix-run/node";

// The shop's shell as `npm run bench` measures it: no loader of its own, rendered under the root
// like every page (what every page costs before it renders anything). Routed only in the
// bench's build (STOREFRONT_BENCH_ROUTES=1, app/lib/route-table.js).
export const meta: MetaFunction = () => [{ title: "OK" }, { name: "robots", content: "noindex" }];

export default function Trivial() {
  return <p>OK</p>;
}
