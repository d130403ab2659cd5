import { existsSync } from "node:fs";

// How the shop's process allocates memory where it runs for real, for the scripts that measure
// its RSS (soak.ts, bench-sale-day.ts): as the Dockerfile runs it — jemalloc preloaded, giving
// freed pages back within a second — or as `npm start` / `npm run serve` (package.json) set up
// glibc's malloc: two arenas, large blocks mapped and given back when freed.

const JEMALLOC = "/usr/lib/x86_64-linux-gnu/libjemalloc.so.2";
const JEMALLOC_CONF = "background_thread:true,dirty_decay_ms:1000,muzzy_decay_ms:0,narenas:2";
/** package.json's "serve" */
export const GLIBC_TUNING = { MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "65536", MALLOC_TRIM_THRESHOLD_: "131072" };

/** Whether this machine has Debian's libjemalloc2 (the container's allocator). */
export const hasJemalloc = () => existsSync(JEMALLOC);

/** The environment of a process run with jemalloc (its MALLOC_CONF overridable), or null without it here. */
export function jemallocEnv(conf = JEMALLOC_CONF): Record<string, string> | null {
  return hasJemalloc() ? { LD_PRELOAD: JEMALLOC, MALLOC_CONF: conf } : null;
}
