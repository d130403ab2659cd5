import { describe, expect, it } from "vitest";
import { publicAddressFromEnv } from "./public-address.server";

describe("publicAddressFromEnv: what the server records and the commands read", () => {
  const env = { PUBLIC_SCHEME: "http", PUBLIC_PORT: undefined, TRUST_PROXY: "false" } as const;

  it("plain http served directly keeps the port the server listens on", () => {
    expect(publicAddressFromEnv(env, 4123)).toEqual({ scheme: "http", port: 4123 });
    expect(publicAddressFromEnv(env, 80)).toEqual({ scheme: "http", port: null });
  });

  it("PUBLIC_PORT names the port outright; https and a trusted proxy use the scheme's default", () => {
    expect(publicAddressFromEnv({ ...env, PUBLIC_PORT: 8080 }, 4123)).toEqual({ scheme: "http", port: 8080 });
    expect(publicAddressFromEnv({ ...env, PUBLIC_SCHEME: "https" }, 4123)).toEqual({ scheme: "https", port: null });
    expect(publicAddressFromEnv({ ...env, TRUST_PROXY: "loopback" }, 4123)).toEqual({ scheme: "http", port: null });
    expect(publicAddressFromEnv({ ...env, PUBLIC_SCHEME: "https", PUBLIC_PORT: 443 }, 4123)).toEqual({ scheme: "https", port: null });
  });
});
