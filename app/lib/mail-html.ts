// A mail's HTML part (README "Mail"): the plain text the shop writes, rendered as small, escaped
// HTML — paragraphs at blank lines, line breaks within them, "> " lines as a quote (a gift
// certificate's message), and the shop's own links as links. No styles from elsewhere, no images:
// the text part stays the reference, this only makes it read well in mail programs that show HTML.
//
// Only the URLs the shop built for this mail are links (DESIGN.md "Sessions and safety": what a
// person types stays text). A mail carries text a shopper typed — a name in the greeting, an
// address, a certificate's message — and a web address in it must stay words: otherwise someone
// registering with a stranger's address and the first name "unlock your account at https://…"
// has the shop mail that stranger a live phishing link.

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text made safe for HTML content and attribute values. */
export function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/**
 * One line, escaped, with each occurrence of one of `links` (URLs the shop built) as a link; any
 * other web address stays text. Where two links start at one place, the longer is taken.
 */
export function linkify(line: string, links: readonly string[]) {
  const urls = links.filter((url) => /^https?:\/\/\S+$/.test(url));
  let html = "";
  let rest = line;
  for (;;) {
    let at = -1;
    let found = "";
    for (const url of urls) {
      const index = rest.indexOf(url);
      if (index >= 0 && (at < 0 || index < at || (index === at && url.length > found.length))) {
        at = index;
        found = url;
      }
    }
    if (at < 0) return html + escapeHtml(rest);
    html += `${escapeHtml(rest.slice(0, at))}<a href="${escapeHtml(found)}">${escapeHtml(found)}</a>`;
    rest = rest.slice(at + found.length);
  }
}

/** A block of lines (no blank line inside): its runs of "> " lines as quotes, the other runs as paragraphs. */
function renderBlock(lines: string[], links: readonly string[]) {
  const runs: { quoted: boolean; lines: string[] }[] = [];
  for (const line of lines) {
    const quoted = line.startsWith(">");
    const last = runs.at(-1);
    if (last && last.quoted === quoted) last.lines.push(line);
    else runs.push({ quoted, lines: [line] });
  }
  return runs
    .map((run) =>
      run.quoted
        ? `<blockquote style="margin:0 0 1em;padding-left:1em;border-left:3px solid #ccc">${run.lines.map((line) => linkify(line.replace(/^> ?/, ""), links)).join("<br>\n")}</blockquote>`
        : `<p style="margin:0 0 1em">${run.lines.map((line) => linkify(line, links)).join("<br>\n")}</p>`,
    )
    .join("\n");
}

/** The text split at blank lines into blocks of lines. */
export function textBlocks(text: string) {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((block) => block.split("\n").filter((line) => line.trim() !== ""))
    .filter((lines) => lines.length > 0);
}

/** A storefront's logo in its mails: the PNG's absolute URL and the storefront's name. */
export interface MailLogo {
  src: string;
  alt: string;
}

/**
 * The whole HTML document of a mail: its language, its subject as the title, the text's blocks,
 * and `links` — the URLs the shop put in the text (a verification link, an order's page) — as links.
 */
export function renderMailHtml(text: string, options: { subject: string; lang: string; links?: readonly string[]; logo?: MailLogo | null }) {
  const body = textBlocks(text)
    .map((lines) => renderBlock(lines, options.links ?? []))
    .join("\n");
  // the storefront's logo above the text (README "Logo, colour, and switching a storefront off"):
  // an absolute URL on the storefront's own domain, built by the shop, never from a request's Host
  const logo =
    options.logo && /^https?:\/\/[^\s"'<>]+$/.test(options.logo.src)
      ? `<p><img src="${escapeHtml(options.logo.src)}" alt="${escapeHtml(options.logo.alt)}" height="48" style="height:48px;width:auto;border:0"></p>`
      : null;
  return [
    "<!doctype html>",
    `<html lang="${escapeHtml(options.lang)}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>' + escapeHtml(options.subject) + "</title></head>",
    '<body style="font-family:sans-serif;font-size:15px;line-height:1.5;color:#222">',
    ...(logo ? [logo] : []),
    body,
    "</body>",
    "</html>",
    "",
  ].join("\n");
}

/**
 * The address part of MAIL_FROM ("Lumera <shop@example.com>" or "shop@example.com"); null when it
 * has none. The display name a mail is sent with is the storefront's, never MAIL_FROM's.
 */
export function mailFromAddress(value: string) {
  const trimmed = value.trim();
  const address = /<([^<>\s]+)>$/.exec(trimmed)?.[1] ?? (/^[^<>\s]+$/.test(trimmed) ? trimmed : null);
  return address && /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(address) ? address : null;
}

/** The display name of MAIL_FROM, for mails without a storefront; null when it has none. */
export function mailFromName(value: string) {
  const name = /^(.*?)\s*<[^<>]*>$/
    .exec(value.trim())?.[1]
    ?.replace(/^"(.*)"$/, "$1")
    .trim();
  return name ? name : null;
}
