import { RemixBrowser } from "@remix-run/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { chunkReloadAllowed, isChunkLoadError } from "~/lib/build-watch";
import { loadMessages, MESSAGES_FILES } from "~/lib/messages";
import { type Personal, PERSONAL_STATE_ID, withPersonal } from "~/lib/personal";

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

// Issue 31: a public page from the cache, filled for a shopper with a session, carries the
// anonymous copy's loader data and the shopper's state in a data block (app/page-cache.server.ts):
// the state goes where the loaders put it before React hydrates, so that the first render is the
// page as served. The block is taken out of the document first: React renders none.
const personalBlock = document.getElementById(PERSONAL_STATE_ID);
if (personalBlock) {
  const personal = JSON.parse(personalBlock.textContent ?? "null") as Personal | null;
  personalBlock.remove();
  const context = (window as unknown as { __remixContext: { state?: Parameters<typeof withPersonal>[0] } }).__remixContext;
  if (personal && context) {
    // with single fetch the state is decoded from the page's stream and set just before hydrating
    let state = context.state ? withPersonal(context.state, personal) : undefined;
    Object.defineProperty(context, "state", {
      configurable: true,
      enumerable: true,
      get: () => state,
      set: (value: Parameters<typeof withPersonal>[0]) => {
        state = withPersonal(value, personal);
      },
    });
  }
}

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
      // a page whose HTML and first render disagree is rendered again by React: said in the console,
      // where the tests look for it (tests/e2e/holes.spec.ts)
      { onRecoverableError: (error) => console.error("hydration:", error) },
    );
  });
}

// The shell's and the page's messages are files of their own (lib/messages.ts MESSAGES_FILES),
// which the page preloads: React renders the page's words from them, so they are here before it
// hydrates. When one cannot be had (offline, say), the page stays as the server sent it, links
// and forms that work without JavaScript, rather than rendered again without its words.
const messagesFiles = [...document.querySelectorAll<HTMLLinkElement>(`link[rel="preload"][href^="${MESSAGES_FILES}"]`)].map((link) =>
  link.getAttribute("href")!,
);
Promise.all(messagesFiles.map(loadMessages)).then(hydrate, (error: unknown) => console.error("messages:", error));
