import { describe, expect, it } from "vitest";
import cs from "./cs";
import de from "./de";
import en from "./en";
import hr from "./hr";
import hu from "./hu";
import itMessages from "./it";
import sl from "./sl";

type Tree = { [key: string]: string | Tree };

const LANGUAGES: Record<string, Tree> = { sl, hr, hu, en, de, it: itMessages, cs };

// Plural forms i18next needs beyond en's _one/_other (integer counts only).
const EXTRA_PLURALS: Record<string, string[]> = { sl: ["_two", "_few"], hr: ["_few"], cs: ["_few"] };

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every leaf of the tree as [dotted path, value]. */
function leaves(tree: Tree, prefix = ""): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value !== null && typeof value === "object" ? leaves(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value]],
  );
}

function lookup(tree: Tree, path: string): unknown {
  return path.split(".").reduce<unknown>((node, key) => (node && typeof node === "object" ? (node as Tree)[key] : undefined), tree);
}

function placeholders(text: string): string[] {
  return [...new Set(text.match(/\{\{\s*[^}]+?\s*\}\}/g) ?? [])];
}

const enLeaves = leaves(en);

describe.each(Object.entries(LANGUAGES))("locale %s", (language, messages) => {
  it("starts a mail's first sentence with a capital after a greeting that ends one ('Kedves Ana!'), or in English", () => {
    const ends = (key: string) => String(lookup(messages, key)).trim().slice(-1);
    const pairs: [string, string[]][] = [
      ["account.mail.greeting", ["account.mail.loginText", "account.mail.verifyText", "account.mail.resetText"]],
      ["checkout.mail.greeting", ["checkout.mail.intro"]],
    ];
    for (const [greeting, texts] of pairs) {
      if (ends(greeting) !== "!" && ends(greeting) !== "." && language !== "en") continue;
      for (const key of texts) {
        const first = String(lookup(messages, key)).trim()[0];
        expect(first, `${language} ${key}`).toBe(first.toLocaleUpperCase(language));
      }
    }
  });

  it("has every key path of en", () => {
    const missing = enLeaves.map(([path]) => path).filter((path) => typeof lookup(messages, path) !== "string");
    expect(missing).toEqual([]);
  });

  it("has the extra plural forms of the language", () => {
    const plurals = enLeaves.map(([path]) => path).filter((path) => path.endsWith("_other"));
    expect(plurals.length).toBeGreaterThan(0);
    const missing = plurals.flatMap((path) =>
      (EXTRA_PLURALS[language] ?? []).map((suffix) => path.replace(/_other$/, suffix)).filter((extra) => typeof lookup(messages, extra) !== "string"),
    );
    expect(missing).toEqual([]);
  });

  it("has no keys that en does not have, other than plural forms", () => {
    const known = new Set(enLeaves.map(([path]) => path));
    const unknown = leaves(messages)
      .map(([path]) => path)
      .filter((path) => !known.has(path) && !(PLURAL.test(path) && known.has(path.replace(PLURAL, "_other"))));
    expect(unknown).toEqual([]);
  });

  it("has no empty strings", () => {
    const empty = leaves(messages)
      .filter(([, value]) => typeof value !== "string" || value.trim() === "")
      .map(([path]) => path);
    expect(empty).toEqual([]);
  });

  it("keeps every {{placeholder}} of en", () => {
    const problems: string[] = [];
    for (const [path, translated] of leaves(messages)) {
      // Extra plural forms are compared with en's _other form.
      const source = lookup(en, path) ?? lookup(en, path.replace(PLURAL, "_other"));
      if (typeof source !== "string" || typeof translated !== "string") continue;
      for (const placeholder of placeholders(source)) {
        if (!translated.includes(placeholder)) problems.push(`${path}: ${placeholder}`);
      }
    }
    expect(problems).toEqual([]);
  });

  // WCAG 2.5.3 label in name: the aria-label of a button says the word the button shows, so
  // that a voice command naming what is seen reaches it (axe: label-content-name-mismatch)
  it("names each labelled button with the word it shows", () => {
    const buttons: [text: string, label: string][] = [
      ["cart.remove", "cart.removeLabel"],
      ["cart.remove", "cartExtras.services.removeLabel"],
      ["cart.remove", "cartExtras.gift.removeLabel"],
      ["cartExtras.services.remove", "cartExtras.services.removeLabel"],
      ["cartExtras.services.add", "cartExtras.services.addLabel"],
      ["cartExtras.code.remove", "cartExtras.code.removeLabel"],
      ["cartExtras.certificate.remove", "cartExtras.certificate.removeLabel"],
      ["account.wishlist.remove", "account.wishlist.removeLabel"],
      ["account.address.delete", "account.address.deleteLabel"],
    ];
    const problems = buttons.filter(([text, label]) => {
      const word = String(lookup(messages, text)).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      return !new RegExp(`(?<!\\p{L})${word}(?!\\p{L})`, "iu").test(String(lookup(messages, label)));
    });
    expect(problems).toEqual([]);
  });

  it("keeps the page-title separator", () => {
    expect(lookup(messages, "meta.separator")).toBe(" | ");
  });
});

describe("currency labels", () => {
  it("match the storefront currencies", () => {
    expect(Object.fromEntries(Object.entries(LANGUAGES).map(([language, messages]) => [language, messages.system_currency]))).toEqual({
      sl: "€",
      hr: "€",
      hu: "Ft",
      en: "€",
      de: "€",
      it: "€",
      cs: "Kč",
    });
  });
});
