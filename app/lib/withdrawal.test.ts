import { describe, expect, it } from "vitest";
import { canWithdraw, refundDeadline, withdrawalFormSchema, withdrawalMoveAllowed, withdrawalPeriodEnd } from "./withdrawal";

describe("the withdrawal rules", () => {
  it("the period runs 14 days (or the storefront's number) from delivery", () => {
    expect(withdrawalPeriodEnd("2026-06-20T10:00:00.000Z", 14)).toBe("2026-07-04T10:00:00.000Z");
    expect(withdrawalPeriodEnd("2026-06-20T10:00:00.000Z", 30)).toBe("2026-07-20T10:00:00.000Z");
  });

  it("the trader refunds within 14 days of receiving the withdrawal (Art. 13 CRD)", () => {
    expect(refundDeadline("2026-06-19T08:15:30.123Z")).toBe("2026-07-03T08:15:30.123Z");
  });

  it("an order offers the withdrawal until its period ends, never when cancelled or unpaid by card", () => {
    const now = new Date("2026-07-01T00:00:00.000Z");
    expect(canWithdraw({ status: "paid" }, null, now)).toBe(true);
    expect(canWithdraw({ status: "delivered" }, "2026-07-04T00:00:00.000Z", now)).toBe(true);
    expect(canWithdraw({ status: "delivered" }, "2026-06-30T23:59:59.000Z", now)).toBe(false);
    expect(canWithdraw({ status: "cancelled" }, null, now)).toBe(false);
    expect(canWithdraw({ status: "awaiting_payment" }, null, now)).toBe(false);
  });

  it("received → goods back → refunded or refused; refunded and refused are final", () => {
    expect(withdrawalMoveAllowed("received", "goods_back")).toBe(true);
    expect(withdrawalMoveAllowed("goods_back", "refused")).toBe(true);
    expect(withdrawalMoveAllowed("goods_back", "refunded")).toBe(true);
    expect(withdrawalMoveAllowed("refused", "goods_back")).toBe(false);
    expect(withdrawalMoveAllowed("refunded", "refused")).toBe(false);
    expect(withdrawalMoveAllowed("goods_back", "goods_back")).toBe(false);
  });

  it("the form: plain names, an order number in the shop's scheme, items in words or ticked lines", () => {
    const ok = withdrawalFormSchema.safeParse({ name: " Ana ", email: "Ana@Example.com", orderNumber: "su-2026-000042", scope: "all" });
    expect(ok.success && ok.data).toMatchObject({ name: "Ana", email: "ana@example.com", orderNumber: "SU-2026-000042", scope: "all", lineIds: [] });
    const lines = withdrawalFormSchema.safeParse({ name: "Ana", email: "a@b.si", orderNumber: "SU-2026-000042", scope: "some", "line-7": "1" });
    expect(lines.success && lines.data.lineIds).toEqual([7]);
    const bad = withdrawalFormSchema.safeParse({ name: "", email: "x", orderNumber: "42", scope: "some", reason: "r".repeat(1001) });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => `${i.path[0]}:${i.message}`).sort()).toEqual(
      ["email:emailInvalid", "items:itemsRequired", "name:nameRequired", "orderNumber:orderNumberInvalid", "reason:reasonTooLong"].sort(),
    );
    // a post without the fields at all says the same as one with them empty
    const empty = withdrawalFormSchema.safeParse({});
    expect(empty.error?.issues.map((i) => i.message).sort()).toEqual(["emailInvalid", "nameRequired", "orderNumberInvalid"]);
    const noItems = withdrawalFormSchema.safeParse({ name: "Ana", email: "a@b.si", orderNumber: "SU-2026-000042", scope: "some" });
    expect(noItems.error?.issues.map((i) => `${i.path[0]}:${i.message}`)).toEqual(["items:itemsRequired"]);
  });
});
