import { describe, expect, it } from "vitest";
import { WALLET_RESTRICTED_SKUS } from "~/config/wallet-restricted-skus";
import { walletAllowed } from "./wallet";

describe("walletAllowed (spec §6)", () => {
  it("a cart containing any SKU of the list does not permit the online wallet", () => {
    expect(walletAllowed(["LM-000002", "wsLBX-AC25"], ["wsLBX-AC25"])).toBe(false);
    expect(walletAllowed(["LM-000002"], new Set(["wsLBX-AC25"]))).toBe(true);
    expect(walletAllowed([], ["wsLBX-AC25"])).toBe(true);
  });
  it("the configured list holds exactly 20 distinct SKUs", () => {
    expect(WALLET_RESTRICTED_SKUS.size).toBe(20);
    expect(walletAllowed(["wsLBX-AC25"], WALLET_RESTRICTED_SKUS)).toBe(false);
  });
});
