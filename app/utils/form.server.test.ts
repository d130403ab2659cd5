import { describe, expect, it } from "vitest";
import { z } from "zod";
import { registerSchema } from "~/lib/account-forms";
import { ADDRESS_FORM, addressSchema } from "~/lib/address-form";
import { parseForm, parseSubmission, readForm, refuse } from "./form.server";

// spec §5: "Form validation messages come from the server as an errors list" — the list, the
// same keys at their fields, and what was typed (never a password) for the form shown again.

const post = (body: BodyInit, type?: string) =>
  new Request("http://shop.invalid/login", { method: "POST", body, headers: type ? { "Content-Type": type } : {} });

describe("readForm", () => {
  it("gives the text fields of a form post", async () => {
    expect(await readForm(post(new URLSearchParams({ email: "ana@example.com", intent: "login" })))).toEqual({ email: "ana@example.com", intent: "login" });
  });

  it("answers 400 to a body that is not a form", async () => {
    const thrown = await readForm(post('{"email":"x"}', "application/json")).catch((error: unknown) => error);
    expect(thrown).toMatchObject({ init: { status: 400 } });
  });
});

describe("parseForm", () => {
  const good = { email: "ana.novak@example.com", password: "Zelena-jabolka-7", firstName: "Ana", lastName: "Novak" };
  const REGISTER = { echo: { email: 254, firstName: 100, lastName: 100 } };

  it("gives the schema's data when the form is good", () => {
    const form = parseForm(registerSchema, good, REGISTER);
    expect(form.ok && form.data).toMatchObject({ email: "ana.novak@example.com", newsletter: false });
  });

  it("lists each message once, puts it at its field and keeps what was typed, but never the password", () => {
    const form = parseForm(registerSchema, { ...good, firstName: "", lastName: "", password: "password123" }, REGISTER);
    expect(form.ok).toBe(false);
    if (form.ok) return;
    expect(form.refusal.errors).toEqual(["firstNameRequired", "lastNameRequired", "passwordCommon"]);
    expect(form.refusal.fieldErrors).toEqual({ firstName: ["firstNameRequired"], lastName: ["lastNameRequired"], password: ["passwordCommon"] });
    expect(form.refusal.values).toEqual({ email: good.email, firstName: "", lastName: "" });
  });

  it("lists the messages in the order of the form's fields when told, and cuts what it echoes", () => {
    const address = { firstName: "Ana", lastName: "Novak", street: "x".repeat(300), postcode: "abc", city: "", country: "SI", phone: "" };
    const form = parseForm(addressSchema, address, ADDRESS_FORM);
    if (form.ok) throw new Error("the address is refused");
    expect(form.refusal.errors).toEqual(["streetTooLong", "postcodeInvalid", "cityRequired"]);
    expect(Object.keys(form.refusal.fieldErrors)).toEqual(["street", "postcode", "city"]);
    expect(form.refusal.values.street).toHaveLength(200);
  });

  it("tells the intents of a discriminated union apart; an unknown intent is an error of the form", async () => {
    const schema = z.discriminatedUnion("intent", [z.object({ intent: z.literal("add"), id: z.coerce.number() }), z.object({ intent: z.literal("remove") })]);
    const added = await parseSubmission(request("intent=add&id=7"), schema);
    expect(added.ok && added.data).toEqual({ intent: "add", id: 7 });
    const unknown = parseForm(schema, { intent: "steal" }, { key: () => "invalid" });
    expect(!unknown.ok && unknown.refusal).toMatchObject({ errors: ["invalid"], fieldErrors: { intent: ["invalid"] } });
  });
});

describe("refuse", () => {
  it("puts a message found after parsing at the fields it names, with what was typed", () => {
    expect(refuse({ email: "ana@example.com", password: "secret" }, { echo: { email: 254 } }, "invalidCredentials", ["email", "password"])).toEqual({
      errors: ["invalidCredentials"],
      fieldErrors: { email: ["invalidCredentials"], password: ["invalidCredentials"] },
      values: { email: "ana@example.com" },
    });
  });
});

function request(body: string) {
  return post(new URLSearchParams(body));
}
