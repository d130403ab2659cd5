import { describe, expect, it } from "vitest";
import { passwordProblem } from "./password-policy";

// "Passwords: argon2id, at least 8 characters, at most 128, checked against a list of
// common passwords."
describe("passwordProblem", () => {
  it("refuses fewer than 8 characters and accepts exactly 8", () => {
    expect(passwordProblem("Zx9!kq2")).toBe("tooShort");
    expect(passwordProblem("Zx9!kq2m")).toBeNull();
  });

  it("refuses more than 128 characters and accepts exactly 128", () => {
    expect(passwordProblem("a".repeat(60) + "b".repeat(68))).toBeNull();
    expect(passwordProblem("a".repeat(129))).toBe("tooLong");
  });

  it("counts characters, not bytes", () => {
    expect(passwordProblem("čšžćđčšž")).toBeNull();
  });

  it("refuses common passwords in any letter case", () => {
    expect(passwordProblem("password123")).toBe("common");
    expect(passwordProblem("PassWord123")).toBe("common");
    expect(passwordProblem("12345678")).toBe("common");
  });

  it("refuses the e-mail address as password", () => {
    expect(passwordProblem("ana@example.com", "Ana@Example.com")).toBe("sameAsEmail");
  });
});
