import { describe, expect, it } from "vitest";
import { jobFileBase, missingPictureProblem, progressText } from "./catalogue-job";

describe("a catalogue job", () => {
  it("names its stored file after the upload, safely, so the side files sit beside it", () => {
    expect(jobFileBase("catalogue.csv")).toBe("catalogue");
    expect(jobFileBase("Cenik jesen 2026.CSV")).toBe("Cenik-jesen-2026");
    expect(jobFileBase("../../etc/passwd.json")).toBe("passwd");
    expect(jobFileBase("C:\\Users\\ana\\izdelki.csv")).toBe("izdelki");
    expect(jobFileBase("čšž.csv")).toBe("catalogue");
    expect(jobFileBase(".csv")).toBe("catalogue");
    expect(jobFileBase(`${"a".repeat(300)}.csv`)).toHaveLength(80);
  });

  it("says its progress as n of m with the share, or the phase alone", () => {
    expect(progressText({ phase: "checking products", done: 450, total: 1000 })).toBe("checking products: 450 of 1,000 (45%)");
    expect(progressText({ phase: "writing products", done: 1000, total: 1000 })).toBe("writing products: 1,000 of 1,000 (100%)");
    expect(progressText({ phase: "reading the file", done: 0, total: 0 })).toBe("reading the file");
  });

  it("names a picture the shop does not have", () => {
    expect(missingPictureProblem("pool/new.jpg")).toMatch(/^image pool\/new\.jpg is not in the shop/);
  });
});
