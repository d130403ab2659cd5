import { Link, useLocation } from "@remix-run/react";
import { useT } from "~/utils/use-t";
import { CONSENT_SETTINGS_PARAM } from "~/lib/consent";
import type { Company, Contact } from "~/lib/storefront";
import type { LayoutContent } from "~/services/content.server";
import { useGiftCertificatePath, useHref, useShop, useShopLinks } from "~/utils/shop";

export function SiteFooter({ content }: { content: LayoutContent }) {
  const t = useT();
  const shop = useShop();
  const href = useHref();
  const links = useShopLinks();
  const location = useLocation();
  const giftPath = useGiftCertificatePath();
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section className="footer-about">
          <h2>{shop?.name ?? t("footer.about")}</h2>
          {content.footerInfo ? <p>{content.footerInfo}</p> : null}
          <SellerAddress company={shop?.company ?? null} contact={shop?.contact ?? null} />
          {links.allows(giftPath) ? (
            <p className="footer-gift">
              <Link to={href(giftPath)}>{t("header.giftCertificates")}</Link>
            </p>
          ) : null}
          {content.awards.length > 0 ? (
            <ul className="footer-awards" aria-label={t("footer.awards")}>
              {content.awards.map((award) => (
                <li key={award}>{award}</li>
              ))}
            </ul>
          ) : null}
        </section>
        {content.footerColumns.map((column) => (
          <section key={column.title}>
            <h2>{column.title}</h2>
            <ul className="footer-links">
              {column.links
                .filter((link) => !link.href.startsWith("/") || links.allows(link.href))
                .map((link) => (
                  <li key={link.href}>
                    <a href={link.href.startsWith("/") ? href(link.href) : link.href}>{link.label}</a>
                  </li>
                ))}
            </ul>
          </section>
        ))}
        {content.socialNetworks.length > 0 ? (
          <section>
            <h2>{t("footer.followUs")}</h2>
            <ul className="footer-links">
              {content.socialNetworks.map((item) => (
                <li key={item.network}>
                  <a href={item.url} rel="noopener noreferrer">
                    {item.network}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      <div className="footer-bottom">
        <div className="container footer-bottom-inner">
          {/* the CustomFooter site text is the whole line; without it, the usual notice */}
          <p>{content.customFooter ?? `© ${new Date().getFullYear()} ${shop?.name ?? ""}. ${t("footer.rights")}`}</p>
          <p>{t("footer.paymentNote")}</p>
          <p>
            {/* the EU withdrawal function (Art. 11a CRD): on every page, signed in or not */}
            <Link to={href("/withdrawal")} className="footer-withdraw-link" data-withdraw-link>
              {t("footer.withdraw")}
            </Link>
          </p>
          <p>
            {/* reopens the consent banner (the banner reads the parameter) */}
            <Link to={`${location.pathname}?${CONSENT_SETTINGS_PARAM}=1`} preventScrollReset rel="nofollow" className="footer-consent-link">
              {t("consent.settingsLink")}
            </Link>
          </p>
        </div>
      </div>
    </footer>
  );
}

/**
 * Who sells and how to reach them, from the storefront's settings (issue 29 §1, README "Shop
 * settings"): on every page, the legal pages included. Nothing until the settings name a company.
 */
function SellerAddress({ company, contact }: { company: Company | null; contact: Contact | null }) {
  const t = useT();
  if (!company) return null;
  return (
    <address className="footer-seller" aria-label={t("footer.contact")}>
      {company.legalName}
      <br />
      {company.street}, {company.postcode} {company.city}
      {company.vatNumber ? (
        <>
          <br />
          {t("footer.vatNumber", { number: company.vatNumber })}
        </>
      ) : null}
      {company.registrationNumber ? (
        <>
          <br />
          {t("footer.registrationNumber", { number: company.registrationNumber })}
        </>
      ) : null}
      {contact?.email ? (
        <>
          <br />
          <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </>
      ) : null}
      {contact?.phone ? (
        <>
          <br />
          <a href={`tel:${contact.phone.replace(/[^+0-9]/g, "")}`}>{contact.phone}</a>
        </>
      ) : null}
      {contact && contact.hours.length > 0 ? (
        <>
          <br />
          {t("footer.hours")}: {contact.hours.join(" · ")}
        </>
      ) : null}
    </address>
  );
}
