import type { EntryContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { readHandoffAtOnce } from "./handoff.server";

// The loaders' data for the browser, read whole before React renders (entry.server.tsx): what
// Remix's <Scripts> then finds already read, so that the render never waits for it.

function contextWith(chunks: Uint8Array[]) {
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  return { serverHandoffStream: stream, renderMeta: {} } as unknown as EntryContext;
}

describe("the page's data handed over at once", () => {
  it("reads every chunk into one, a character split between two chunks included, and leaves the stream for Remix to take", async () => {
    const bytes = new TextEncoder().encode('[{"name":"Čaj iz šipka"},"ž"]');
    // "Č" is two bytes: the first chunk ends in the middle of it
    const context = contextWith([bytes.subarray(0, 10), bytes.subarray(10, 11), bytes.subarray(11)]);
    expect(await readHandoffAtOnce(context)).toBe(true);
    const cache = context.renderMeta!.streamCache!;
    expect(cache[0].result).toEqual({ done: false, value: '[{"name":"Čaj iz šipka"},"ž"]' });
    expect(cache[1].result).toEqual({ done: true, value: "" });
    expect(cache[2]).toBeUndefined();
    // <RemixServer> takes a reader of its own: the stream is not locked, and has nothing more
    expect((await context.serverHandoffStream!.getReader().read()).done).toBe(true);
  });

  it("leaves a context without a stream, or already read, as it is", async () => {
    const none = { renderMeta: {} } as unknown as EntryContext;
    expect(await readHandoffAtOnce(none)).toBe(false);
    expect(none.renderMeta).toEqual({});
    const read = contextWith([new TextEncoder().encode("[]")]);
    const streamCache = {};
    read.renderMeta!.streamCache = streamCache;
    expect(await readHandoffAtOnce(read)).toBe(false);
    expect(read.renderMeta!.streamCache).toBe(streamCache);
  });
});
