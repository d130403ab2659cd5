import { logoPath } from "~/lib/storefront-look";

/**
 * The shop's mark: the storefront's uploaded logo, or — without one — a drawn leaf and the
 * storefront's whole name (README "Logo, colour, and switching a storefront off"). The link
 * around it is named by the storefront's name, so the picture adds no text of its own.
 */
export function Logo({ name, logo }: { name: string; logo?: string | null }) {
  if (logo) return <img src={logoPath(logo)} alt="" className="logo-image" height={40} />;
  return (
    <span className="logo">
      <svg aria-hidden="true" viewBox="0 0 32 32" width="28" height="28" className="logo-mark">
        <circle cx="16" cy="16" r="16" fill="currentColor" />
        <path d="M9 21c0-8 6-12 14-12-1 8-5 14-12 14l-2 2" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
      <span className="logo-text">{name}</span>
    </span>
  );
}
