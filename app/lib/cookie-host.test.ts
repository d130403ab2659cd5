import { describe, expect, it } from "vitest";
import { dropsSecureCookies, secureCookieWarning } from "./cookie-host";

describe("dropsSecureCookies (issue 29 §4)", () => {
  it("is true for plain http to a real domain or another machine's address", () => {
    expect(dropsSecureCookies("caji.si", "http")).toBe(true);
    expect(dropsSecureCookies("www.caji.si:8080", "http")).toBe(true);
    expect(dropsSecureCookies("192.168.1.20:3000", "http")).toBe(true);
  });

  it("is false over https, and on the names browsers treat as this machine", () => {
    expect(dropsSecureCookies("caji.si", "https")).toBe(false);
    for (const host of ["localhost:3000", "caji.localhost", "si.lumera.localhost:3000", "127.0.0.1:3000", "[::1]:3000", ""]) {
      expect(dropsSecureCookies(host, "http"), host).toBe(false);
    }
  });

  it("names the host and the fix", () => {
    const text = secureCookieWarning("Caji.si:80");
    expect(text).toContain("caji.si is reached over plain http");
    expect(text).toContain("*.localhost");
    expect(text).toContain("https");
  });
});
