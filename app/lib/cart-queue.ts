// The browser's cart queue of spec §4 Cart and §5: quantity edits and removals wait here as
// pending updates and pending deletions, then go to the server as ONE modifyCartItems.
//   - "an update for an already queued product replaces its quantity; deletions are not
//     duplicated" (§5); an update to 0 is a deletion; a deletion drops a pending update.
//   - "Updates are debounced 1.5 s, then the modification runs" (§4, §9: 1500 ms): every edit
//     restarts the timer.
//   - "Adding items first flushes pending changes" (§4): `run` flushes, then runs the add.
//   - "Checkout is locked while a cart call or update is pending" (§4): `pending` is true while
//     anything is queued or in flight.
// Calls never overlap: a flush while one is in flight waits for it, and takes what was queued
// in the meantime. Timer and sender are injected, so the rules are tested with fake timers.

/** spec §9: "Cart update debounce 1500 ms." */
export const CART_UPDATE_DEBOUNCE_MS = 1500;

export interface PendingChanges {
  /** product id -> the quantity asked for (1..99) */
  updates: ReadonlyMap<number, number>;
  /** product ids, each once */
  deletions: readonly number[];
}

export const emptyChanges = (): PendingChanges => ({ updates: new Map(), deletions: [] });

/** spec §5: an update for a queued product replaces its quantity; an update to 0 is a deletion. */
export function queueUpdate(changes: PendingChanges, productId: number, qty: number): PendingChanges {
  if (qty <= 0) return queueDeletion(changes, productId);
  const updates = new Map(changes.updates);
  updates.set(productId, qty);
  // a new quantity undoes a queued deletion of the same product
  return { updates, deletions: changes.deletions.filter((id) => id !== productId) };
}

/** spec §5: deletions are not duplicated; a deletion drops the product's pending update. */
export function queueDeletion(changes: PendingChanges, productId: number): PendingChanges {
  const updates = new Map(changes.updates);
  updates.delete(productId);
  const deletions = changes.deletions.includes(productId) ? changes.deletions : [...changes.deletions, productId];
  return { updates, deletions };
}

export const hasChanges = (changes: PendingChanges) => changes.updates.size > 0 || changes.deletions.length > 0;

/** The body of spec §7 modifyCartItems (without the department). */
export function modifyBody(changes: PendingChanges) {
  return {
    updateItems: [...changes.updates].map(([product_id, qty]) => ({ product_id, qty })),
    deleteItems: [...changes.deletions],
  };
}

export type ModifyBody = ReturnType<typeof modifyBody>;

export interface CartQueueDeps {
  /** sends one modifyCartItems; a rejection is handed to onError */
  send: (body: ModifyBody) => Promise<void>;
  onError?: (error: unknown) => void;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  delayMs?: number;
}

export interface CartQueue {
  update(productId: number, qty: number): void;
  remove(productId: number): void;
  /** sends what is queued now (after any call in flight); resolves when the queue is idle */
  flush(): Promise<void>;
  /** spec §4: flushes pending changes first, then runs the call (an add) as the next in line */
  run(call: () => Promise<void>): Promise<void>;
  /** queued or in flight (spec §4: checkout is locked) */
  pending(): boolean;
  changes(): PendingChanges;
  /** called whenever `pending()` or the queued changes change; returns the unsubscribe */
  subscribe(listener: () => void): () => void;
}

export function createCartQueue(deps: CartQueueDeps): CartQueue {
  const setTimer = deps.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = deps.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  const delay = deps.delayMs ?? CART_UPDATE_DEBOUNCE_MS;
  let queued = emptyChanges();
  let timer: unknown = null;
  let inFlight = 0;
  // every call runs after the one before it: a flush while one is in flight waits for it
  let tail: Promise<void> = Promise.resolve();
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  const stopTimer = () => {
    if (timer !== null) clearTimer(timer);
    timer = null;
  };
  const restartTimer = () => {
    stopTimer();
    timer = setTimer(() => {
      timer = null;
      void flush();
    }, delay);
  };

  function enqueue(call: () => Promise<void>) {
    inFlight += 1;
    notify();
    tail = tail.then(async () => {
      try {
        await call();
      } catch (error) {
        deps.onError?.(error);
      } finally {
        inFlight -= 1;
        notify();
      }
    });
    return tail;
  }

  function flush() {
    stopTimer();
    if (!hasChanges(queued) && inFlight === 0) return tail;
    // the batch is taken when its turn comes, so edits made meanwhile travel with it
    return enqueue(async () => {
      const batch = queued;
      queued = emptyChanges();
      notify();
      if (hasChanges(batch)) await deps.send(modifyBody(batch));
    });
  }

  return {
    update(productId, qty) {
      queued = queueUpdate(queued, productId, qty);
      restartTimer();
      notify();
    },
    remove(productId) {
      queued = queueDeletion(queued, productId);
      restartTimer();
      notify();
    },
    flush,
    run(call) {
      void flush();
      return enqueue(call);
    },
    pending: () => inFlight > 0 || hasChanges(queued),
    changes: () => queued,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
