import { describe, expect, it } from "vitest";
import { newStaffProblem } from "./staff-account";

// A new staff account: a real mailbox, one of the roles owner, manager, support, and a password
// the shop would take from a shopper ("argon2id, at least 8 characters, at most 128, checked
// against a list of common passwords", and not the address itself).
describe("newStaffProblem", () => {
  const good = { email: "ana@lumera.example", role: "owner", password: "Zx9!kq2m-vault" };

  it("accepts a mailbox, a role and a strong password", () => {
    expect(newStaffProblem(good)).toBeNull();
    expect(newStaffProblem({ ...good, email: "  Ana@Lumera.example ", role: "support" })).toBeNull();
  });

  it("refuses what is not a mailbox", () => {
    for (const email of ["ana", "ana@", "ana@lumera", "=cmd|' /C calc'!A0@x.example", "ana\n@lumera.example"])
      expect(newStaffProblem({ ...good, email })).toBe("emailInvalid");
  });

  it("refuses a role that is not owner, manager or support", () => {
    expect(newStaffProblem({ ...good, role: "admin" })).toBe("role");
    expect(newStaffProblem({ ...good, role: "Owner" })).toBe("role");
  });

  it("refuses the passwords the shop refuses", () => {
    expect(newStaffProblem({ ...good, password: "Zx9!kq2" })).toBe("tooShort");
    expect(newStaffProblem({ ...good, password: "a".repeat(129) })).toBe("tooLong");
    expect(newStaffProblem({ ...good, password: "Password123" })).toBe("common");
    expect(newStaffProblem({ ...good, password: "ANA@lumera.example" })).toBe("sameAsEmail");
  });
});
