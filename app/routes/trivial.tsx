import type { MetaFunction } from "@remix-run/node";

// The baseline of `npm run bench` (DESIGN.md performance budgets compare pages to "a trivial
// Remix route"): no loader of its own, rendered under the root like every page.
export const meta: MetaFunction = () => [{ title: "OK" }, { name: "robots", content: "noindex" }];

export default function Trivial() {
  return <p>OK</p>;
}
