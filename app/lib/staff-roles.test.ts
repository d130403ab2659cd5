import { describe, expect, it } from "vitest";
import { isStaffRole, ROLE_SUMMARY, STAFF_ROLES } from "./staff-roles";

// DESIGN.md "Sessions and safety": "Staff are not customers: their own table, roles (owner,
// manager, support) checked in every loader and action".
describe("staff roles", () => {
  it("are owner, manager and support", () => {
    expect(STAFF_ROLES).toEqual(["owner", "manager", "support"]);
    for (const role of STAFF_ROLES) expect(isStaffRole(role)).toBe(true);
  });

  it("are spelled exactly: another word or another letter case is no role", () => {
    for (const word of ["admin", "Owner", "OWNER", " owner", "", "customer"]) expect(isStaffRole(word)).toBe(false);
  });

  it("each say in one line what they are for", () => {
    for (const role of STAFF_ROLES) expect(ROLE_SUMMARY[role]).toMatch(/^[^\n]{10,}$/);
  });
});
