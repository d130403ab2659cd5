import { describe, expect, it } from "vitest";
import { describeCounts, ordersRefusal, parseDemoRemovalForm, parseKeepOrders, REMOVAL_KINDS, type RemovalCounts } from "./demo-removal";

// README "Removing the demo": `--keep-orders 12,15` keeps those orders, `--keep-orders none` keeps
// none; the room's form keeps the ticked ones, none ticked deletes every order.

describe("parseKeepOrders", () => {
  it("reads ids and order numbers, commas or spaces, each once, in order", () => {
    expect(parseKeepOrders("15,12")).toEqual({ kind: "ids", ids: [12, 15] });
    expect(parseKeepOrders(" 12 , 12 su-2026-000007")).toEqual({ kind: "ids", ids: [7, 12] });
    expect(parseKeepOrders("none")).toEqual({ kind: "none" });
    expect(parseKeepOrders("NONE")).toEqual({ kind: "none" });
  });

  it("refuses anything else", () => {
    for (const bad of ["", "x", "12,x", "0", "-3", "1.5", "12;15", "9".repeat(13), "SU-26-1"]) expect(parseKeepOrders(bad), bad).toBeNull();
  });
});

describe("parseDemoRemovalForm", () => {
  it("asks for the word REMOVE", () => {
    expect(parseDemoRemovalForm({ confirm: "remove", keep: [] })).toMatchObject({ ok: false, errors: { confirm: expect.stringMatching(/REMOVE/) } });
    expect(parseDemoRemovalForm({ confirm: "REMOVE", keep: [] })).toEqual({ ok: true, keepOrders: { kind: "none" } });
  });

  it("keeps the ticked orders and refuses ids that are not ids", () => {
    expect(parseDemoRemovalForm({ confirm: "REMOVE", keep: ["3", "1"] })).toEqual({ ok: true, keepOrders: { kind: "ids", ids: [1, 3] } });
    expect(parseDemoRemovalForm({ confirm: "REMOVE", keep: ["none"] })).toMatchObject({ ok: false, errors: { keep: expect.any(String) } });
    expect(parseDemoRemovalForm({ confirm: "REMOVE", keep: ["1 OR 1=1"] })).toMatchObject({ ok: false });
  });
});

describe("the report", () => {
  it("names the kinds with something removed, and says when nothing was", () => {
    const counts = Object.fromEntries(REMOVAL_KINDS.map(([key]) => [key, 0])) as RemovalCounts;
    expect(describeCounts(counts)).toBe("nothing");
    expect(describeCounts({ ...counts, products: 62, orders: 2 })).toBe("products 62, orders 2");
  });

  it("refuses in one line with the orders' count and range", () => {
    expect(ordersRefusal({ count: 3, first: "SU-2026-000001", last: "SU-2026-000003" })).toMatch(/^The shop has 3 orders \(SU-2026-000001 … SU-2026-000003\)/);
    expect(ordersRefusal({ count: 1, first: "SU-2026-000001", last: "SU-2026-000001" })).not.toMatch(/\n/);
  });
});
