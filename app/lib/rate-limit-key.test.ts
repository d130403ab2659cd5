import { describe, expect, it } from "vitest";
import { rateLimitKey } from "./rate-limit-key";

describe("rateLimitKey (per-IP limits key IPv6 by /64, IPv4-mapped addresses as IPv4)", () => {
  it("an IPv4 address is its own key", () => {
    expect(rateLimitKey("203.0.113.7")).toBe("203.0.113.7");
    expect(rateLimitKey("203.0.113.8")).not.toBe(rateLimitKey("203.0.113.7"));
  });

  it("every address of one /64 has one key, however it is written", () => {
    const key = rateLimitKey("2001:db8:aa:bb::1");
    expect(key).toBe("2001:db8:aa:bb::/64");
    for (const address of [
      "2001:db8:aa:bb:ffff:ffff:ffff:ffff",
      "2001:0DB8:00AA:00BB:0000:0000:0000:0002",
      "2001:db8:aa:bb:1234::",
      "[2001:db8:aa:bb::9]",
      "2001:db8:aa:bb::1%eth0",
      "2001:db8:aa:bb:0:0:1.2.3.4",
    ])
      expect(rateLimitKey(address), address).toBe(key);
  });

  it("another /64 is another key, also where the address is compressed before the fourth group", () => {
    expect(rateLimitKey("2001:db8:aa:bc::1")).toBe("2001:db8:aa:bc::/64");
    expect(rateLimitKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(rateLimitKey("::1")).toBe("0:0:0:0::/64");
    expect(rateLimitKey("2001:db8::aa:bb:cc:dd")).toBe("2001:db8:0:0::/64");
    expect(rateLimitKey("2001:db8::aa:bb:cc:dd:ee")).toBe("2001:db8:0:aa::/64");
  });

  it("an IPv4-mapped IPv6 address is the IPv4 address it carries", () => {
    expect(rateLimitKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(rateLimitKey("::FFFF:cb00:7107")).toBe("203.0.113.7");
    expect(rateLimitKey("0:0:0:0:0:ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("what is not an address (a missing one, a malformed one) is kept as it is, never merged with another", () => {
    expect(rateLimitKey("unknown")).toBe("unknown");
    expect(rateLimitKey("2001:db8:::1")).toBe("2001:db8:::1");
    expect(rateLimitKey("1:2:3:4:5:6:7:8:9")).toBe("1:2:3:4:5:6:7:8:9");
    expect(rateLimitKey("::ffff:300.1.1.1")).toBe("::ffff:300.1.1.1");
  });
});
