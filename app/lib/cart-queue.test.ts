import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CART_UPDATE_DEBOUNCE_MS, createCartQueue, emptyChanges, type ModifyBody, modifyBody, queueDeletion, queueUpdate } from "./cart-queue";

describe("pending updates and deletions (spec §5)", () => {
  it("an update for an already queued product replaces its quantity", () => {
    const changes = queueUpdate(queueUpdate(emptyChanges(), 7, 2), 7, 5);
    expect(modifyBody(changes)).toEqual({ updateItems: [{ product_id: 7, qty: 5 }], deleteItems: [] });
  });

  it("deletions are not duplicated", () => {
    const changes = queueDeletion(queueDeletion(emptyChanges(), 7), 7);
    expect(modifyBody(changes).deleteItems).toEqual([7]);
  });

  it("an update to 0 is a deletion", () => {
    expect(modifyBody(queueUpdate(emptyChanges(), 7, 0))).toEqual({ updateItems: [], deleteItems: [7] });
  });

  it("a deletion drops a pending update of that product, and a later update undoes the deletion", () => {
    const deleted = queueDeletion(queueUpdate(queueUpdate(emptyChanges(), 7, 3), 8, 1), 7);
    expect(modifyBody(deleted)).toEqual({ updateItems: [{ product_id: 8, qty: 1 }], deleteItems: [7] });
    expect(modifyBody(queueUpdate(deleted, 7, 4))).toEqual({
      updateItems: [
        { product_id: 8, qty: 1 },
        { product_id: 7, qty: 4 },
      ],
      deleteItems: [],
    });
  });
});

describe("the queue (spec §4: debounced 1.5 s, one modification, adds flush first)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup() {
    const sent: ModifyBody[] = [];
    let release: (() => void)[] = [];
    const send = vi.fn((body: ModifyBody) => {
      sent.push(body);
      return new Promise<void>((resolve) => release.push(resolve));
    });
    const queue = createCartQueue({ send });
    const finish = async () => {
      const waiting = release;
      release = [];
      waiting.forEach((resolve) => resolve());
      await vi.advanceTimersByTimeAsync(0);
    };
    return { queue, sent, send, finish };
  }

  it("spec §9: waits 1500 ms after the last edit, every edit restarting the timer, then sends ONE modifyCartItems", async () => {
    expect(CART_UPDATE_DEBOUNCE_MS).toBe(1500);
    const { queue, sent, finish } = setup();
    queue.update(1, 2);
    await vi.advanceTimersByTimeAsync(1000);
    queue.update(2, 3);
    await vi.advanceTimersByTimeAsync(1000);
    queue.remove(3);
    await vi.advanceTimersByTimeAsync(1499);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([
      {
        updateItems: [
          { product_id: 1, qty: 2 },
          { product_id: 2, qty: 3 },
        ],
        deleteItems: [3],
      },
    ]);
    await finish();
    await vi.advanceTimersByTimeAsync(5000);
    expect(sent).toHaveLength(1);
  });

  it("spec §4: checkout is locked (pending) while changes are queued or in flight", async () => {
    const { queue, finish } = setup();
    const seen: boolean[] = [];
    queue.subscribe(() => seen.push(queue.pending()));
    expect(queue.pending()).toBe(false);
    queue.update(1, 2);
    expect(queue.pending()).toBe(true);
    await vi.advanceTimersByTimeAsync(1500);
    expect(queue.pending()).toBe(true); // in flight
    await finish();
    expect(queue.pending()).toBe(false);
    expect(seen.at(-1)).toBe(false);
  });

  it("spec §4: adding items first flushes pending changes, without waiting for the timer", async () => {
    const { queue, sent, finish } = setup();
    const order: string[] = [];
    queue.update(1, 4);
    const added = queue.run(async () => {
      order.push(`add after ${sent.length} modification(s)`);
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([{ updateItems: [{ product_id: 1, qty: 4 }], deleteItems: [] }]);
    expect(order).toEqual([]); // the add waits for the modification's answer
    await finish();
    await added;
    expect(order).toEqual(["add after 1 modification(s)"]);
    expect(queue.pending()).toBe(false);
    await vi.advanceTimersByTimeAsync(3000);
    expect(sent).toHaveLength(1); // the timer was cancelled by the flush
  });

  it("a flush while one is in flight waits for it, then sends what was queued meanwhile", async () => {
    const { queue, sent, finish } = setup();
    queue.update(1, 2);
    await vi.advanceTimersByTimeAsync(1500);
    expect(sent).toHaveLength(1);
    queue.update(1, 5);
    queue.remove(2);
    const flushed = queue.flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1); // still waiting for the first answer
    await finish();
    expect(sent[1]).toEqual({ updateItems: [{ product_id: 1, qty: 5 }], deleteItems: [2] });
    await finish();
    await flushed;
    expect(queue.pending()).toBe(false);
  });

  it("a failed send goes to onError and the queue carries on", async () => {
    const onError = vi.fn();
    const queue = createCartQueue({ send: () => Promise.reject(new Error("success false")), onError });
    queue.update(1, 1);
    await vi.advanceTimersByTimeAsync(1500);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(queue.pending()).toBe(false);
  });

  it("nothing queued: a flush sends nothing", async () => {
    const { queue, send } = setup();
    await queue.flush();
    expect(send).not.toHaveBeenCalled();
  });
});
