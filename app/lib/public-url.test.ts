import { describe, expect, it } from "vitest";
import { publicAddress, publicOrigin, publicUrl } from "./public-url";

// DESIGN.md: "Absolute URLs (mail links, canonical, og, hreflang, sitemaps) come from the
// storefront's configured domain and public scheme, never from the Host header of a request."

const chu = { domain: "eu.lumera.localhost", prefix: "hu" };
const su = { domain: "si.lumera.localhost", prefix: null };

describe("publicAddress", () => {
  it("on a laptop (http, nothing configured) keeps the port the server listens on", () => {
    expect(publicAddress({ scheme: "http", port: null }, { forwardedProto: null, listeningPort: 3000 })).toEqual({ scheme: "http", port: 3000 });
  });

  it("behind a TLS proxy (PUBLIC_SCHEME=https) has no port", () => {
    expect(publicAddress({ scheme: "https", port: null }, { forwardedProto: null, listeningPort: 3000 })).toEqual({ scheme: "https", port: null });
  });

  it("takes a configured port, leaving out the scheme's default one", () => {
    expect(publicAddress({ scheme: "https", port: 8443 }, { forwardedProto: null, listeningPort: 3000 })).toEqual({ scheme: "https", port: 8443 });
    expect(publicAddress({ scheme: "http", port: 80 }, { forwardedProto: null, listeningPort: 3000 })).toEqual({ scheme: "http", port: null });
    expect(publicAddress({ scheme: "https", port: 443 }, { forwardedProto: null, listeningPort: 3000 })).toEqual({ scheme: "https", port: null });
  });

  it("lets a trusted proxy's X-Forwarded-Proto set the scheme (http or https only, its first value)", () => {
    expect(publicAddress({ scheme: "http", port: null }, { forwardedProto: "https", listeningPort: 3000 })).toEqual({ scheme: "https", port: null });
    expect(publicAddress({ scheme: "http", port: null }, { forwardedProto: "HTTPS, http", listeningPort: 3000 })).toEqual({ scheme: "https", port: null });
    expect(publicAddress({ scheme: "https", port: null }, { forwardedProto: "javascript", listeningPort: 3000 })).toEqual({ scheme: "https", port: null });
    // a proxy answering plain http does so on its own port, not on the one the server listens on
    expect(publicAddress({ scheme: "https", port: null }, { forwardedProto: "http", listeningPort: 3000 })).toEqual({ scheme: "http", port: null });
    expect(publicAddress({ scheme: "http", port: 8080 }, { forwardedProto: "http", listeningPort: 3000 })).toEqual({ scheme: "http", port: 8080 });
  });
});

describe("publicOrigin and publicUrl", () => {
  it("are the configured domain, scheme and port, the storefront's prefix and the encoded path", () => {
    expect(publicOrigin(su.domain, { scheme: "https", port: null })).toBe("https://si.lumera.localhost");
    expect(publicUrl(chu, "/krema-ž", { scheme: "https", port: 3000 })).toBe("https://eu.lumera.localhost:3000/hu/krema-%C5%BE");
    expect(publicUrl(chu, "/", { scheme: "http", port: null })).toBe("http://eu.lumera.localhost/hu");
    expect(publicUrl(su, "/password-reset?token=abc_-1", { scheme: "http", port: 3000 })).toBe("http://si.lumera.localhost:3000/password-reset?token=abc_-1");
  });
});
