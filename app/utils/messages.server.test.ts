import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { keptMessages, MESSAGES_FILES, pickMessages, SHELL_NAMESPACES } from "~/lib/messages";
import { messagesFor } from "~/i18next.server";
import { messagesFile, pageMessages, shellMessages, withMessages } from "./messages.server";

const hashOf = (json: string) => createHash("sha256").update(json).digest("hex").slice(0, 12);
const nameOf = (href: string) => href.slice(MESSAGES_FILES.length);

describe("messages as files of their own", () => {
  it("the shell's are named by language and content, hold the shell's namespaces, and are kept for the server's renders", () => {
    const sl = shellMessages("sl");
    expect(sl.href).toBe(`${MESSAGES_FILES}sl/shell.${hashOf(sl.json)}.json`);
    expect(JSON.parse(sl.json)).toEqual(pickMessages(messagesFor("sl"), SHELL_NAMESPACES));
    expect(keptMessages(sl.href)).toBe(sl.json);
    expect(shellMessages("sl")).toBe(sl);
    expect(shellMessages("hu").href).not.toBe(sl.href);
  });

  it("a page's are named by its namespaces, and its loader's data names the file", () => {
    const page = pageMessages("hr", ["listing", "product.card"]);
    expect(page.href).toBe(`${MESSAGES_FILES}hr/listing+product.card.${hashOf(page.json)}.json`);
    expect(JSON.parse(page.json)).toEqual(pickMessages(messagesFor("hr"), ["listing", "product.card"]));
    expect(keptMessages(page.href)).toBe(page.json);
    expect(withMessages({ iso: "hr" }, ["listing", "product.card"], { a: 1 })).toEqual({ a: 1, messages: page.href });
  });

  it("a language the shop does not speak is English, as its messages are", () => {
    expect(shellMessages("xx")).toBe(shellMessages("en"));
    expect(pageMessages("xx", ["cart"]).href).toBe(pageMessages("en", ["cart"]).href);
  });

  it("answers its own names as current, an older hash with today's messages, and nothing else", () => {
    const shell = shellMessages("sl");
    expect(messagesFile(nameOf(shell.href))).toEqual({ json: shell.json, current: true });
    expect(messagesFile("sl/shell.0123456789ab.json")).toEqual({ json: shell.json, current: false });
    const page = pageMessages("sl", ["discovery", "listing"]);
    expect(messagesFile(nameOf(page.href))).toEqual({ json: page.json, current: true });
    expect(messagesFile("sl/discovery+listing.0123456789ab.json")).toEqual({ json: page.json, current: false });
    for (const forged of [
      "xx/shell.0123456789ab.json",
      "sl/shell.json",
      "sl/shell.0123456789abc.json",
      "sl/shell.0123456789AB.json",
      "../sl/shell.0123456789ab.json",
      "sl/../shell.0123456789ab.json",
      "sl/shell.0123456789ab.json.gz",
      "sl/nothing.0123456789ab.json",
      "sl/listing+nothing.0123456789ab.json",
      "sl/listing.nothing.0123456789ab.json",
      "sl/system_currency.inner.0123456789ab.json",
      "sl/listing++cart.0123456789ab.json",
      "sl/constructor.0123456789ab.json",
      "sl/__proto__.0123456789ab.json",
      "sl/cart.toString.0123456789ab.json",
      `sl/${Array(21).fill("cart").join("+")}.0123456789ab.json`,
      "",
    ])
      expect(messagesFile(forged), forged).toBeNull();
  });

  it("a valid set this process has not made (another instance's page) is answered, and not kept", () => {
    const answer = messagesFile("de/cart+account.0123456789ab.json");
    expect(answer?.json).toBe(JSON.stringify(pickMessages(messagesFor("de"), ["cart", "account"])));
    expect(answer?.current).toBe(false);
    const current = `de/cart+account.${hashOf(answer!.json)}.json`;
    expect(messagesFile(current)?.current).toBe(true);
    expect(keptMessages(`${MESSAGES_FILES}${current}`)).toBeUndefined();
    // a namespace with an underscore in its name is one too
    expect(JSON.parse(messagesFile("sl/system_currency.0123456789ab.json")!.json)).toEqual({ system_currency: "€" });
  });
});
