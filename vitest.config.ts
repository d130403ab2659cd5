import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": path.resolve(__dirname, "app") } },
  test: {
    globals: true,
    include: ["app/**/*.test.ts", "tests/integration/**/*.test.ts"],
    globalSetup: ["tests/integration/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // One test file at a time: every file talks to the same servers and databases, and some
    // assert what a request did NOT write (no token issued, nothing stored), which another
    // file running beside it would falsify. The servers under test use the second core.
    fileParallelism: false,
  },
});
