import { describe, expect, it } from "vitest";
import { HtmlStream, withoutZeroBytes } from "./html-stream.server";

describe("the document stream", () => {
  it("drops the zero bytes React 18 leaves before a multi-byte character at a view boundary", () => {
    const broken = Buffer.concat([Buffer.from("Kako podaljšati "), Buffer.from([0]), Buffer.from("življenje")]);
    expect(withoutZeroBytes(broken).toString("utf8")).toBe("Kako podaljšati življenje");
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
});
