import { describe, expect, it } from "vitest";
import { errorKeys, loginSchema, newPasswordSchema, registerSchema } from "./account-forms";

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
