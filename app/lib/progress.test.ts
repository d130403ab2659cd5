import { describe, expect, it } from "vitest";
import { createProgress, progressBar, progressLine } from "./progress";

function recorder(isTTY: boolean) {
  const written: string[] = [];
  return { isTTY, written, write: (text: string) => written.push(text) };
}

describe("progress of a long command", () => {
  it("draws a bar with share, percentage and count", () => {
    expect(progressBar("import", 45, 100)).toBe(`import [${"#".repeat(14)}${".".repeat(16)}]  45%  45/100`);
    expect(progressLine("import", 45, 100)).toBe("import: 45% (45/100)");
  });

  it("on a terminal redraws one line with \\r, at most every 100 ms, and ends it", () => {
    const stream = recorder(true);
    let clock = 1_000;
    const progress = createProgress("export", 1000, stream, () => clock);
    progress.advance(10);
    progress.advance(10); // within 100 ms: not redrawn
    clock += 150;
    progress.advance(10);
    progress.finish();
    expect(stream.written.every((text) => text.startsWith("\r") || text === "\n")).toBe(true);
    expect(stream.written).toHaveLength(4);
    expect(stream.written.at(-2)).toContain("100%  1000/1000");
    expect(stream.written.at(-1)).toBe("\n");
  });

  it("in a log writes a plain line at every tenth of the work", () => {
    const stream = recorder(false);
    const progress = createProgress("seed", 100, stream);
    for (let i = 0; i < 100; i++) progress.advance();
    progress.finish();
    expect(stream.written).toEqual(["seed: 1% (1/100)\n", ...Array.from({ length: 10 }, (_, i) => `seed: ${(i + 1) * 10}% (${(i + 1) * 10}/100)\n`)]);
  });
});
