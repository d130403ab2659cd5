import sharp from "sharp";

// sharp as a long-running server should use it (sharp's own advice for glibc):
// libvips keeps a cache of recent operations (by default 50 MB and 100 operations, per process,
// never given back) and runs each image on as many threads as there are cores, each with its own
// buffers; with glibc's malloc the freed memory fragments and the RSS stays where the busiest
// moment left it. Every variant is made once and then read from disk, so the operation cache buys
// nothing: it is off; one thread per image and at most two images at a time keep the rest
// bounded; the container also preloads jemalloc (Dockerfile), which gives freed memory back.
sharp.cache(false);
sharp.concurrency(1);

export const MAX_PARALLEL_IMAGES = 2;
let running = 0;
const waiting: (() => void)[] = [];

/** Runs one image job when fewer than MAX_PARALLEL_IMAGES run; the others wait in order. */
export async function withImageSlot<T>(job: () => Promise<T>): Promise<T> {
  if (running >= MAX_PARALLEL_IMAGES) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await job();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

export { sharp };
