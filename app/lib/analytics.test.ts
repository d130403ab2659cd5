import { afterEach, describe, expect, it } from "vitest";
import { connectAnalytics, disconnectAnalytics, queuedEvents, trackEvent } from "./analytics";

afterEach(() => {
  disconnectAnalytics();
  connectAnalytics(() => {}); // drain whatever a test left
  disconnectAnalytics();
});

describe("analytics queue", () => {
  // Spec §4 Analytics: "Events are queued until statistics consent, then flushed."
  it("queues events until a sink is connected, then flushes them in order", () => {
    trackEvent({ event: "view_item_list" });
    trackEvent({ event: "add_to_cart" });
    expect(queuedEvents().map((e) => e.event)).toEqual(["view_item_list", "add_to_cart"]);
    const seen: string[] = [];
    connectAnalytics((e) => seen.push(e.event));
    expect(seen).toEqual(["view_item_list", "add_to_cart"]);
    expect(queuedEvents()).toEqual([]);
    trackEvent({ event: "purchase" });
    expect(seen).toEqual(["view_item_list", "add_to_cart", "purchase"]);
  });

  it("queues again once disconnected", () => {
    connectAnalytics(() => {});
    disconnectAnalytics();
    trackEvent({ event: "remove_from_cart" });
    expect(queuedEvents().map((e) => e.event)).toEqual(["remove_from_cart"]);
  });
});
