import { z } from "zod";

// spec §6/§9: the 20 SKUs whose presence in a cart switches off the online wallet payment
// method. Configuration (README, "Configuration"): edit this list to change it; it is checked
// at boot by zod (exactly 20 distinct, non-empty SKUs). The demo SKUs exist in every seed
// (generated products LM-000001… from ids ≤ 300, so the tests' 300-product seeds hold them,
// and the advent calendar wsLBX-AC25).
const LIST = [
  "wsLBX-AC25",
  "LM-000003",
  "LM-000011",
  "LM-000017",
  "LM-000023",
  "LM-000031",
  "LM-000042",
  "LM-000057",
  "LM-000064",
  "LM-000078",
  "LM-000089",
  "LM-000101",
  "LM-000123",
  "LM-000145",
  "LM-000167",
  "LM-000189",
  "LM-000211",
  "LM-000233",
  "LM-000255",
  "LM-000277",
];

const schema = z
  .array(z.string().trim().min(1).max(64))
  .length(20)
  .refine((skus) => new Set(skus).size === skus.length, "wallet-restricted SKUs must be distinct");

export const WALLET_RESTRICTED_SKUS: ReadonlySet<string> = new Set(schema.parse(LIST));
