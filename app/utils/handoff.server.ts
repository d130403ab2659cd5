import type { EntryContext } from "@remix-run/node";

/**
 * The page's data for the browser (single fetch's turbo-stream of the loaders' data), read whole
 * before React renders, and handed to Remix's <Scripts> as already read. Remix reads it while
 * rendering, suspending once per chunk; React takes up a suspended render again on a later turn
 * of the event loop (setImmediate), and on a busy shop each turn waits behind everything else
 * ready to run: a cart page's headers went out after 20 ms and its last bytes 200–650 ms later,
 * with 8 ms of its own work (sale day at 200 shoppers). Our loaders return plain data (no
 * deferred promises), so the stream is complete once the loaders are: one script with all of it.
 * True when it was read here: then nothing on the page suspends, and it can be rendered in one
 * synchronous pass (entry.server.tsx).
 */
export async function readHandoffAtOnce(remixContext: EntryContext): Promise<boolean> {
  const stream = remixContext.serverHandoffStream;
  const renderMeta = remixContext.renderMeta;
  if (!stream || !renderMeta || renderMeta.streamCache) return false;
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let text = "";
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) text += decoder.decode(chunk.value, { stream: true });
  text += decoder.decode();
  // <RemixServer> takes a reader of its own (read to its end: it reads nothing more)
  reader.releaseLock();
  const read = (result: { done: boolean; value: string }) => Object.assign(Promise.resolve(), { result });
  renderMeta.streamCache = { 0: read({ done: false, value: text }), 1: read({ done: true, value: "" }) };
  return true;
}
