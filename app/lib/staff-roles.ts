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

/**
 * What each role may do in the back office (issue 26 §2), one row per permission: every loader
 * and action names the permission it needs (app/utils/staff-auth.server.ts requireStaff), and
 * the navigation shows only what the role may open.
 * - support: reads orders and customers, adds notes, ships and delivers, resends mails, cancels
 *   an order that was not paid (a paid one is never cancelled here), puts an address right; no
 *   payment records, phone orders, exports of personal data, points, erasure, staff or settings;
 *   no refunds (a return's amount may be checked, not refunded); no change to what an order costs
 * - withdrawals: every role reads them; managers and owners decide (goods back, refused)
 * - manager: runs the shop; not staff accounts, the audit log or settings
 * - owner: everything
 */
const ALL: readonly StaffRole[] = ["owner", "manager", "support"];
const MANAGERS: readonly StaffRole[] = ["owner", "manager"];
const OWNERS: readonly StaffRole[] = ["owner"];

export const PERMISSIONS = {
  "orders.read": ALL,
  "orders.note": ALL,
  "orders.ship": ALL,
  "orders.resend": ALL,
  "orders.cancel": ALL,
  // an address, e-mail or delivery put right before shipping: no money moves (order-changes.server.ts)
  "orders.change": ALL,
  // an unpaid order's lines: what the shopper owes changes, as when an order is taken by phone
  "orders.change-lines": MANAGERS,
  "orders.pay": MANAGERS,
  // a return may be seen and prepared by support (its amount checked); refunding moves money
  "orders.refund": MANAGERS,
  "orders.create": MANAGERS,
  "orders.export": MANAGERS,
  "withdrawals.read": ALL,
  "withdrawals.manage": MANAGERS,
  "customers.read": ALL,
  "customers.verify": ALL,
  "customers.sessions": MANAGERS,
  "customers.points": MANAGERS,
  "customers.export": MANAGERS,
  "customers.erase": MANAGERS,
  // discount codes and gift certificates: a certificate issued by hand is money the shop gives away
  "codes.manage": MANAGERS,
  // the catalogue's products (README "Products"): what shoppers see and pay
  "catalogue.manage": MANAGERS,
  // CMS pages, blog posts and categories, redirects, the sale message, header and footer: what every storefront shows
  "content.manage": MANAGERS,
  "staff.manage": OWNERS,
  // each storefront's settings (README "Shop settings"): its domain, bank account, company, logo and
  // colour, on or off — the shop's own facts
  "settings.manage": OWNERS,
  // removing the demo deletes the catalogue, content, customers and orders at once (README "Removing the demo")
  "demo.remove": OWNERS,
  "audit.read": OWNERS,
} as const satisfies Record<string, readonly StaffRole[]>;

export type Permission = keyof typeof PERMISSIONS;

export function can(role: StaffRole, permission: Permission) {
  return (PERMISSIONS[permission] as readonly StaffRole[]).includes(role);
}
