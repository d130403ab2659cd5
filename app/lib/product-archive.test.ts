import { describe, expect, it } from "vitest";
import { successorProblem } from "./product-archive";

describe("successorProblem (README: a successor that is itself archived or the product itself is refused)", () => {
  const onSale = { id: 2, type: "simple", archivedAt: null };

  it("accepts another product on sale", () => {
    expect(successorProblem(1, onSale)).toBeNull();
  });

  it("refuses the product itself", () => {
    expect(successorProblem(2, onSale)).toBe("self");
  });

  it("refuses an archived product", () => {
    expect(successorProblem(1, { ...onSale, archivedAt: "2026-11-27T10:00:00.000Z" })).toBe("archived");
  });

  it("refuses a missing product and one that is not merchandise (a service item, a gift certificate)", () => {
    expect(successorProblem(1, null)).toBe("unknown");
    expect(successorProblem(1, { ...onSale, type: "service" })).toBe("unknown");
    expect(successorProblem(1, { ...onSale, type: "gift_certificate" })).toBe("unknown");
  });
});
