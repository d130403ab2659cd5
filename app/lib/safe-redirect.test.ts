import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect";

describe("safeRedirect", () => {
  it.each(["/profile", "/hu/wishlist", "/izdelek-1?x=1#a"])("keeps the same-site path %s", (path) => {
    expect(safeRedirect(path)).toBe(path);
  });

  it.each(["https://evil.example/", "//evil.example", "/\\evil.example", "profile", "", "/a\nb", "javascript:alert(1)", undefined, 42])(
    "replaces %s with the fallback",
    (value) => {
      expect(safeRedirect(value, "/login")).toBe("/login");
    },
  );
});
