import { describe, expect, it } from "vitest";
import { personName } from "./person-name";

describe("personName", () => {
  it("writes a Hungarian name family name first, the others given name first", () => {
    expect(personName("Éva", "Kovács", "hu")).toBe("Kovács Éva");
    expect(personName("Ana", "Novak", "sl")).toBe("Ana Novak");
    expect(personName("Ana", "Novak", undefined)).toBe("Ana Novak");
  });
});
