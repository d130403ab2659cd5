import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import sl from "~/locales/sl";
import type { MessageKey } from "~/lib/message-keys";
import { translatorOf } from "./use-t";

// The remembered translator must answer exactly what i18next answers, whatever was asked before.

async function instance() {
  const i18n = createInstance();
  await i18n.init({
    lng: "sl",
    fallbackLng: false,
    defaultNS: "common",
    resources: { sl: { common: sl } },
    initImmediate: false,
    interpolation: { escapeValue: false },
  });
  return i18n;
}

describe("translatorOf", () => {
  it("answers as i18next does, for plain keys, plural counts and values, asked in any order and again", async () => {
    const i18n = await instance();
    const t = translatorOf(i18n);
    const plain = i18n.getFixedT(null, "common");
    const asks: [MessageKey, Record<string, unknown>?][] = [
      ["header.cart"],
      ["header.cartCount", { count: 1 }],
      ["header.cartCount", { count: 2 }],
      ["header.cartCount", { count: 3 }],
      ["header.cartCount", { count: 5 }],
      ["header.cartCount", { count: "5" }],
      ["header.allProducts", { name: "Nega obraza" }],
      ["header.allProducts", { name: "Lasje" }],
      ["header.allProducts", { name: null }],
    ];
    for (const round of [1, 2]) {
      for (const [key, options] of asks) expect(t(key, options), `${key} ${JSON.stringify(options)} (round ${round})`).toBe(plain(key, options));
    }
    expect(t("header.cartCount", { count: 2 })).toBe("2 izdelka v košarici");
    expect(t("header.cartCount", { count: 5 })).toBe("5 izdelkov v košarici");
  });

  it("does not keep answers whose options are not plain values, and keeps one translator per instance", async () => {
    const i18n = await instance();
    const t = translatorOf(i18n);
    expect(translatorOf(i18n)).toBe(t);
    const name = { toString: () => "Nega obraza" };
    expect(t("header.allProducts", { name })).toBe(i18n.getFixedT(null, "common")("header.allProducts", { name }));
    expect(translatorOf(await instance())).not.toBe(t);
  });
});
