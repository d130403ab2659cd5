import { describe, expect, it } from "vitest";
import { HtmlStream, withoutZeroBytes } from "./html-stream.server";

describe("the document stream", () => {
  it("drops the zero bytes React 18 leaves before a multi-byte character at a view boundary", () => {
    const broken = Buffer.concat([Buffer.from("Kako podaljšati "), Buffer.from([0]), Buffer.from("življenje")]);
    expect(withoutZeroBytes(broken).toString("utf8")).toBe("Kako podaljšati življenje");
  });

  it("drops zero bytes wherever they stand: first, last, in runs, alone, or none at all", () => {
    const cases = [[0, 0x61], [0x61, 0], [0, 0, 0x61, 0, 0, 0x62, 0, 0], [0], [0, 0, 0], [], [0x61, 0x62], [0xc5, 0, 0xbe]];
    for (const bytes of cases) {
      expect([...withoutZeroBytes(Buffer.from(bytes))]).toEqual(bytes.filter((byte) => byte !== 0));
    }
    const large = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i % 2048 === 2047 || i % 7 === 0 ? 0 : 0x61 + (i % 26))));
    expect(withoutZeroBytes(large).equals(Buffer.from([...large].filter((byte) => byte !== 0)))).toBe(true);
  });

  it("passes chunks without zero bytes through untouched", async () => {
    const stream = new HtmlStream();
    const out: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => out.push(chunk));
    const done = new Promise((resolve) => stream.on("end", resolve));
    stream.write(Buffer.from("<p>čaj</p>"));
    stream.write(Buffer.from([0x3c, 0, 0, 0x62, 0x3e]));
    stream.end();
    await done;
    expect(Buffer.concat(out).toString("utf8")).toBe("<p>čaj</p><b>");
  });

  it("sends each batch React flushes as one chunk, so the compressor sees one write per batch", async () => {
    const stream = new HtmlStream();
    const out: string[] = [];
    stream.on("data", (chunk: Buffer) => out.push(chunk.toString("utf8")));
    const done = new Promise((resolve) => stream.on("end", resolve));
    for (const view of ["<html>", "<body>", "<main>"]) stream.write(Buffer.from(view));
    stream.flush();
    stream.write(Buffer.from("</main>"));
    stream.write(Buffer.from("</body></html>"));
    stream.end();
    await done;
    expect(out).toEqual(["<html><body><main>", "</main></body></html>"]);
  });

  it("renders a real document through it in few chunks, whole", async () => {
    const { renderToPipeableStream } = await import("react-dom/server");
    const { createElement } = await import("react");
    const items = Array.from({ length: 400 }, (_, i) => createElement("li", { key: i }, `izdelek ${i} — čaj`));
    const stream = new HtmlStream();
    const out: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => out.push(chunk));
    const done = new Promise((resolve) => stream.on("end", resolve));
    renderToPipeableStream(createElement("ul", null, items)).pipe(stream);
    await done;
    const html = Buffer.concat(out).toString("utf8");
    expect(html).toContain("izdelek 399 — čaj");
    expect(html).not.toContain("\u0000");
    expect(out.length).toBeLessThanOrEqual(2);
  });
});
