import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = { "~": path.resolve(__dirname, "app") };

// Two projects: the pure rules and modules beside the code (app/**, seconds, no server), and the
// integration tests against the real server and databases. `npm test` runs both;
// `npm run test:unit` only the first.
export default defineConfig({
  resolve: { alias },
  test: {
    globals: true,
    projects: [
      {
        resolve: { alias },
        // first, in parallel, before the integration servers take the cores
        test: { name: "unit", globals: true, include: ["app/**/*.test.ts"], sequence: { groupOrder: 0 } },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          globals: true,
          include: ["tests/integration/**/*.test.ts"],
          globalSetup: ["tests/integration/global-setup.ts"],
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // One test file at a time (one fork, each file still in its own module graph): every
          // file talks to the same servers and databases, and some assert what a request did NOT
          // write (no token issued, nothing stored), which another file running beside it would
          // falsify. The servers under test use the second core.
          poolOptions: { forks: { singleFork: true } },
        },
      },
    ],
  },
});
