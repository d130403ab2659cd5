import { describe, expect, it } from "vitest";
import {
  carriesSessionCookie,
  clearTokenCookies,
  consentCookie,
  consentCookieHeader,
  consentOfHeader,
  cookieToken,
  readConsent,
  tokenCookies,
} from "./cookies.server";

// The Set-Cookie lines browsers get, byte for byte (DESIGN.md "Sessions and safety": Secure,
// SameSite=Strict, HttpOnly, Path=/, Max-Age=31556926; spec §3: the consent cookie, Lax).

const TOKEN = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCde";
const withCookie = (cookie: string) => new Request("http://si.lumera.localhost/", { headers: { Cookie: cookie } });

describe("session token cookies", () => {
  it("a guest token is stored for a year and the auth cookie is dropped", () => {
    expect(tokenCookies("guest", TOKEN)).toEqual([
      `guest_token=${TOKEN}; Max-Age=31556926; Path=/; HttpOnly; Secure; SameSite=Strict`,
      "auth_token=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Strict",
    ]);
  });

  it("an auth token is stored for a year and the guest cookie is dropped (spec §4: one token at a time)", () => {
    expect(tokenCookies("auth", TOKEN)).toEqual([
      `auth_token=${TOKEN}; Max-Age=31556926; Path=/; HttpOnly; Secure; SameSite=Strict`,
      "guest_token=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Strict",
    ]);
  });

  it("logout clears both", () => {
    expect(clearTokenCookies()).toEqual([
      "guest_token=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Strict",
      "auth_token=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Strict",
    ]);
  });

  it("a request's token: the auth cookie wins over the guest one; empty cookies are none", () => {
    expect(cookieToken(withCookie(`guest_token=g; auth_token=${TOKEN}`))).toEqual({ type: "auth", token: TOKEN });
    expect(cookieToken(withCookie(`auth_token=; guest_token=${TOKEN}`))).toEqual({ type: "guest", token: TOKEN });
    expect(cookieToken(withCookie("consent=functional:1,statistics:0"))).toBeNull();
    expect(cookieToken(new Request("http://si.lumera.localhost/"))).toBeNull();
  });

  it("tells the page cache whether a Cookie header carries a session", () => {
    expect(carriesSessionCookie(`other=1; guest_token=${TOKEN}`)).toBe(true);
    expect(carriesSessionCookie("guest_token=; auth_token=")).toBe(false);
    expect(carriesSessionCookie(undefined)).toBe(false);
  });
});

describe("the consent cookie (spec §3)", () => {
  it("is written as it always was: the flags as they read, a year, Lax", () => {
    expect(consentCookie({ functional: true, statistics: false })).toBe(
      "consent=functional:1,statistics:0; Max-Age=31556926; Path=/; HttpOnly; Secure; SameSite=Lax",
    );
    expect(consentCookie({ functional: false, statistics: true })).toBe(
      "consent=functional:0,statistics:1; Max-Age=31556926; Path=/; HttpOnly; Secure; SameSite=Lax",
    );
  });

  it("is read back from a request, percent-encoded or not; a forged value is no choice", () => {
    expect(readConsent(withCookie("consent=functional:1,statistics:1"))).toEqual({ functional: true, statistics: true });
    expect(readConsent(withCookie("consent=functional%3A0%2Cstatistics%3A1"))).toEqual({ functional: false, statistics: true });
    expect(readConsent(withCookie("consent=%E0%A4%A"))).toBeNull();
    expect(consentOfHeader("a=b; consent=functional:0,statistics:0")).toEqual({ functional: false, statistics: false });
    expect(consentCookieHeader("functional:1,statistics:0")).toBe("consent=functional:1,statistics:0");
  });
});
