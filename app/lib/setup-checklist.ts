import type { Storefront } from "./storefront";

// The first-run checklist of the back office's start page (issue 29 §2: "a short first-run
// checklist (company, storefronts, shipping, payment, first products) that says what is
// missing"). Pure: the service (setup-checklist.server.ts) gathers the facts.

export interface SetupFacts {
  storefronts: Pick<Storefront, "department" | "name" | "company" | "cheapestShippingPrice" | "bankAccount">[];
  /** a card provider is configured (PAYMENT_PROVIDER=stripe) */
  cardProvider: boolean;
  /** products on sale: not archived, salable */
  productsOnSale: number;
}

export interface ChecklistItem {
  key: "storefront" | "company" | "shipping" | "payment" | "products";
  label: string;
  done: boolean;
  /** what is missing, in a few words, when not done */
  missing: string | null;
  /** where it is put right */
  href: string;
}

const names = (list: { name: string }[]) => list.map((s) => s.name).join(", ");
const settingsOf = (list: { department: string }[]) => (list.length === 1 ? `/admin/settings/${list[0].department}` : "/admin/settings");

export function setupChecklist(facts: SetupFacts): ChecklistItem[] {
  const { storefronts } = facts;
  const noCompany = storefronts.filter((s) => !s.company);
  const noShipping = storefronts.filter((s) => s.cheapestShippingPrice <= 0);
  // a bank account is how a storefront is paid unless a card provider takes its payments
  const noBank = storefronts.filter((s) => !s.bankAccount?.iban);
  const payable = facts.cardProvider || (storefronts.length > 0 && noBank.length === 0);
  return [
    {
      key: "storefront",
      label: "At least one storefront",
      done: storefronts.length > 0,
      missing: storefronts.length > 0 ? null : "no storefront is configured yet (README “Your own shop”)",
      href: "/admin/settings",
    },
    {
      key: "company",
      label: "Company details",
      done: storefronts.length > 0 && noCompany.length === 0,
      missing: storefronts.length === 0 ? "no storefront yet" : noCompany.length ? `missing on ${names(noCompany)}` : null,
      href: settingsOf(noCompany),
    },
    {
      key: "shipping",
      label: "A delivery price",
      done: storefronts.length > 0 && noShipping.length === 0,
      missing: storefronts.length === 0 ? "no storefront yet" : noShipping.length ? `none on ${names(noShipping)}` : null,
      href: settingsOf(noShipping),
    },
    {
      key: "payment",
      label: "A way to be paid: a bank account on each storefront, or a card provider",
      done: payable,
      missing: payable
        ? null
        : storefronts.length === 0
          ? "no storefront yet"
          : `no bank account on ${names(noBank)} and no card provider (PAYMENT_PROVIDER=stripe)`,
      href: settingsOf(noBank),
    },
    {
      key: "products",
      label: "First products",
      done: facts.productsOnSale > 0,
      missing: facts.productsOnSale > 0 ? null : "no product is on sale yet",
      href: "/admin/products",
    },
  ];
}
