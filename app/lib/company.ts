import type { Company, Contact } from "./storefront";

// The seller as the shop states it (issue 29 §1: "the company's details … mails, legal pages and,
// later, invoices read them from here"), from the storefront's settings.

/**
 * The seller as a mail's last lines (issue 29 §1: mails name the company from the settings):
 * legal name and address, then the VAT number and how to reach the shop. Nothing when no
 * company is set.
 */
export function companyLines(company: Company | null, contact: Contact | null): string[] {
  if (!company) return [];
  const address = `${company.legalName}, ${company.street}, ${company.postcode} ${company.city}, ${company.country}`;
  const reach = [company.vatNumber, contact?.email, contact?.phone].filter((part): part is string => Boolean(part));
  return ["—", address, ...(reach.length ? [reach.join(" · ")] : [])];
}
