/** The shop's word mark: a leaf and the storefront's brand name (first word of its name). */
export function Logo({ name }: { name: string }) {
  const brand = name.split(" ")[0];
  return (
    <span className="logo">
      <svg aria-hidden="true" viewBox="0 0 32 32" width="28" height="28" className="logo-mark">
        <circle cx="16" cy="16" r="16" fill="currentColor" />
        <path d="M9 21c0-8 6-12 14-12-1 8-5 14-12 14l-2 2" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
      <span className="logo-text">{brand}</span>
    </span>
  );
}
