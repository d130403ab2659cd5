// The back office's roles (DESIGN.md "Sessions and safety": owner, manager, support), as data:
// the command that creates accounts, the audit log and, later, every loader and action of the
// back office read them from here.

export const STAFF_ROLES = ["owner", "manager", "support"] as const;

export type StaffRole = (typeof STAFF_ROLES)[number];

/** What each role is for, in one line (the command's usage, the README). */
export const ROLE_SUMMARY: Record<StaffRole, string> = {
  owner: "everything, including staff accounts and the shop's settings",
  manager: "runs the shop: orders, customers, catalogue, content, codes; not staff accounts or settings",
  support: "helps shoppers: reads orders and customers and acts on them; no catalogue, prices, settings or staff",
};

export function isStaffRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value);
}
