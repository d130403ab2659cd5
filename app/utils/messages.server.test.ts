import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { keptMessages, MESSAGES_FILES, pickMessages, SHELL_NAMESPACES } from "~/lib/messages";
import { messagesFor } from "~/i18next.server";
import { shellMessages, shellMessagesFile } from "./messages.server";

describe("the shell's messages as a file of their own", () => {
  it("is named by language and content, holds the shell's namespaces, and is kept for the server's renders", () => {
    const sl = shellMessages("sl");
    const hash = createHash("sha256").update(sl.json).digest("hex").slice(0, 12);
    expect(sl.href).toBe(`${MESSAGES_FILES}sl.${hash}.json`);
    expect(JSON.parse(sl.json)).toEqual(pickMessages(messagesFor("sl"), SHELL_NAMESPACES));
    expect(keptMessages(sl.href)).toBe(sl.json);
    expect(shellMessages("sl")).toBe(sl);
    expect(shellMessages("hu").href).not.toBe(sl.href);
  });

  it("a language the shop does not speak is English, as its messages are", () => {
    expect(shellMessages("xx")).toBe(shellMessages("en"));
  });

  it("answers its own name as current, an older hash with today's messages, and nothing else", () => {
    const sl = shellMessages("sl");
    const name = sl.href.slice(MESSAGES_FILES.length);
    expect(shellMessagesFile(name)).toEqual({ json: sl.json, current: true });
    expect(shellMessagesFile("sl.0123456789ab.json")).toEqual({ json: sl.json, current: false });
    for (const forged of [
      "xx.0123456789ab.json",
      "sl.json",
      "sl.0123456789abc.json",
      "sl.0123456789AB.json",
      "../sl.0123456789ab.json",
      "sl.0123456789ab.json.gz",
      "",
    ])
      expect(shellMessagesFile(forged), forged).toBeNull();
  });
});
