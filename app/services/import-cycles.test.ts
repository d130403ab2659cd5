import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Two services that import each other are one concept split wrong (STYLE.md): the shared part
// gets a module of its own (cart-store.server.ts for the cart and its extras). This test keeps
// the services' import graph free of cycles; type-only imports are erased and do not count.

const dir = path.dirname(new URL(import.meta.url).pathname);
const modules = readdirSync(dir).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"));

function runtimeImports(file: string) {
  const source = readFileSync(path.join(dir, file), "utf8");
  const found = [...source.matchAll(/^import\s+(?!type\s)[^;]*?\sfrom\s+"(?:\.\/|~\/services\/)([^"]+)";/gms)].map((m) => `${m[1]}.ts`);
  return found.filter((f) => modules.includes(f));
}

function cycles(graph: Map<string, string[]>) {
  const found: string[][] = [];
  const state = new Map<string, "open" | "done">();
  const walk = (node: string, trail: string[]) => {
    if (state.get(node) === "done") return;
    if (state.get(node) === "open") {
      found.push([...trail.slice(trail.indexOf(node)), node]);
      return;
    }
    state.set(node, "open");
    for (const next of graph.get(node) ?? []) walk(next, [...trail, node]);
    state.set(node, "done");
  };
  for (const node of graph.keys()) walk(node, []);
  return found;
}

describe("the services' imports", () => {
  const graph = new Map(modules.map((m) => [m, runtimeImports(m)]));

  it("are read from every service module", () => {
    expect(modules.length).toBeGreaterThan(20);
    expect(graph.get("cart.server.ts")).toContain("cart-store.server.ts");
  });

  it("form no cycle", () => {
    expect(cycles(graph).map((c) => c.join(" → "))).toEqual([]);
  });

  it("a cycle would be found", () => {
    expect(
      cycles(
        new Map([
          ["a", ["b"]],
          ["b", ["a"]],
        ]),
      ),
    ).toHaveLength(1);
  });
});
