import { can, type Permission } from "./staff-roles";
import type { StaffRole } from "./staff-roles";

// The back office's rooms, in the order of its navigation; each names the permission that opens
// it, so the navigation shows a role only what it may open (the pages check it again themselves).
export const ADMIN_NAV: readonly { href: string; label: string; permission: Permission }[] = [
  { href: "/admin", label: "Start", permission: "orders.read" },
  // the orders and their money
  { href: "/admin/orders", label: "Orders", permission: "orders.read" },
  { href: "/admin/payments/statements", label: "Bank statements", permission: "orders.pay" },
  { href: "/admin/withdrawals", label: "Withdrawals", permission: "withdrawals.read" },
  { href: "/admin/refunds", label: "Refunds", permission: "orders.read" },
  // the books: the shop's accounts, with every buyer's name and VAT number (managers and owners)
  { href: "/admin/invoices", label: "Invoices", permission: "orders.export" },
  { href: "/admin/customers", label: "Customers", permission: "customers.read" },
  // what the shop sells, and for how much
  { href: "/admin/products", label: "Products", permission: "catalogue.manage" },
  { href: "/admin/categories", label: "Categories", permission: "catalogue.manage" },
  { href: "/admin/brands", label: "Brands", permission: "catalogue.manage" },
  { href: "/admin/catalogue", label: "Import and export", permission: "catalogue.manage" },
  { href: "/admin/codes", label: "Discount codes", permission: "codes.manage" },
  { href: "/admin/certificates", label: "Gift certificates", permission: "codes.manage" },
  // what the storefronts say
  { href: "/admin/content/home", label: "Home page", permission: "content.manage" },
  { href: "/admin/pages", label: "Pages", permission: "content.manage" },
  { href: "/admin/blog", label: "Blog", permission: "content.manage" },
  { href: "/admin/content/sale", label: "Sale message", permission: "content.manage" },
  { href: "/admin/content/layout", label: "Header and footer", permission: "content.manage" },
  { href: "/admin/content/footer", label: "Footer and shops", permission: "content.manage" },
  { href: "/admin/redirects", label: "Redirects", permission: "content.manage" },
  // the house
  { href: "/admin/settings", label: "Shop settings", permission: "settings.manage" },
  { href: "/admin/settings/look", label: "Logo, colour and status", permission: "settings.manage" },
  { href: "/admin/settings/vat", label: "VAT rates", permission: "settings.manage" },
  { href: "/admin/staff", label: "Staff", permission: "staff.manage" },
  { href: "/admin/audit", label: "Audit log", permission: "audit.read" },
];

export const navFor = (role: StaffRole) => ADMIN_NAV.filter((item) => can(role, item.permission)).map(({ href, label }) => ({ href, label }));
