import { RemixBrowser } from "@remix-run/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { chunkReloadAllowed, isChunkLoadError } from "~/lib/build-watch";

// Spec §8: "Chunk load errors reload the page, at most once per 10 s per path" — after a deploy
// the old build's route files are gone; one reload fetches the new build.
function reloadAfterChunkError(reason: unknown) {
  if (!isChunkLoadError(reason)) return;
  const key = `chunk-reload:${window.location.pathname}`;
  const now = Date.now();
  try {
    const stored = window.sessionStorage.getItem(key);
    if (!chunkReloadAllowed(stored === null ? null : Number(stored), now)) return;
    window.sessionStorage.setItem(key, String(now));
  } catch {
    // storage switched off: no way to count, so no automatic reload loop either
    return;
  }
  window.location.reload();
}
window.addEventListener("error", (event) => reloadAfterChunkError(event.error ?? event.message));
window.addEventListener("unhandledrejection", (event) => reloadAfterChunkError(event.reason));

// spec §7 Other: the service worker, registered once the page has loaded
if ("serviceWorker" in navigator) {
  const register = () => void navigator.serviceWorker.register("/service-worker.js").catch(() => undefined);
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
