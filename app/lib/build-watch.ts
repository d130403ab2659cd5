// New versions while a tab is open (spec §7 Other, §8). Pure rules; the
// browser side lives in app/components/update-notice.tsx and app/entry.client.tsx.

/** Spec §9 "Page reload window 10 s": a chunk load error reloads a path at most once per 10 s. */
export const CHUNK_RELOAD_WINDOW_MS = 10_000;

/** Default interval of the build-manifest poll (configuration VERSION_POLL_SECONDS). */
export const DEFAULT_VERSION_POLL_SECONDS = 300;

/** A polled build id names a new build when it is a non-empty id other than the running one. */
export function isNewBuild(running: string | null | undefined, polled: unknown): polled is string {
  return typeof polled === "string" && polled.length > 0 && Boolean(running) && polled !== running;
}

/** Whether an error is a failed load of a code-split chunk (old build's files gone after a deploy). */
export function isChunkLoadError(reason: unknown): boolean {
  const text = reason instanceof Error ? `${reason.name} ${reason.message}` : typeof reason === "string" ? reason : "";
  return /ChunkLoadError|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
    text,
  );
}

/**
 * Spec §8: "Chunk load errors reload the page, at most once per 10 s per path." `last` is when
 * this path last reloaded for that reason (ms), or null.
 */
export function chunkReloadAllowed(last: number | null, now: number) {
  return last === null || !Number.isFinite(last) || now - last >= CHUNK_RELOAD_WINDOW_MS || now < last;
}
