import { describe, expect, it } from "vitest";
import { CHUNK_RELOAD_WINDOW_MS, chunkReloadAllowed, isChunkLoadError, isNewBuild } from "./build-watch";

describe("isNewBuild", () => {
  // Spec §7 Other: "A build manifest is polled periodically"; a different build id is a new version.
  it("is true only for a different, non-empty build id", () => {
    expect(isNewBuild("abc", "def")).toBe(true);
    expect(isNewBuild("abc", "abc")).toBe(false);
    expect(isNewBuild("abc", "")).toBe(false);
    expect(isNewBuild("abc", null)).toBe(false);
    expect(isNewBuild("abc", 42)).toBe(false);
    expect(isNewBuild(undefined, "def")).toBe(false);
  });
});

describe("chunk load errors", () => {
  it("recognises the browsers' failed dynamic imports", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: http://x/build/routes/cart-ABC.js"))).toBe(true);
    expect(isChunkLoadError(new TypeError("error loading dynamically imported module"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });

  // Spec §8: "Chunk load errors reload the page, at most once per 10 s per path."
  it("reloads a path at most once per 10 s", () => {
    const now = 1_000_000;
    expect(chunkReloadAllowed(null, now)).toBe(true);
    expect(chunkReloadAllowed(now - 1_000, now)).toBe(false);
    expect(chunkReloadAllowed(now - CHUNK_RELOAD_WINDOW_MS + 1, now)).toBe(false);
    expect(chunkReloadAllowed(now - CHUNK_RELOAD_WINDOW_MS, now)).toBe(true);
    // a clock set back does not lock the page out for good
    expect(chunkReloadAllowed(now + 60_000, now)).toBe(true);
  });
});
