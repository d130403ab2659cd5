// Compiles server.ts into build/server.js, and the operator's commands (scripts/orders.ts, staff,
// db-migrate, db-seed, db-backup, db-restore, rates-sync, catalogue-export, catalogue-import, demo-remove) into build/scripts/*.js, so that production runs
// plain node with no TypeScript loader (the container has none). Packages stay
// imports of node_modules; only the app's own code is bundled.
import { existsSync } from "node:fs";
import { build } from "esbuild";

const root = new URL("..", import.meta.url).pathname;
const commands = [
  "orders",
  "staff",
  "db-migrate",
  "db-seed",
  "db-backup",
  "db-restore",
  "rates-sync",
  "catalogue-export",
  "catalogue-import",
  "demo-remove",
].filter((name) => existsSync(`${root}scripts/${name}.ts`));

const common = {
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  logLevel: "warning",
  plugins: [
    {
      name: "packages-stay-external",
      setup(builder) {
        // "~/…" is the app (tsconfig paths); every other bare import is a package
        builder.onResolve({ filter: /^~\// }, (args) => builder.resolve(`./${args.path.slice(2)}`, { resolveDir: `${root}app`, kind: args.kind }));
        builder.onResolve({ filter: /^[^./~]/ }, (args) => (args.path.startsWith("/") ? undefined : { path: args.path, external: true }));
      },
    },
  ],
};

await Promise.all([
  build({ ...common, entryPoints: [`${root}server.ts`], outfile: `${root}build/server.js` }),
  ...commands.map((name) => build({ ...common, entryPoints: [`${root}scripts/${name}.ts`], outfile: `${root}build/scripts/${name}.js` })),
]);
