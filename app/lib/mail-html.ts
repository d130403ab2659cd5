// A mail's HTML part (issue 17 §4): the plain text the shop writes, rendered as small, escaped
// HTML — paragraphs at blank lines, line breaks within them, "> " lines as a quote (a gift
// certificate's message), and web addresses as links. No styles from elsewhere, no images: the
// text part stays the reference, this only makes it read well in mail programs that show HTML.

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text made safe for HTML content and attribute values. */
export function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

// http(s) addresses up to whitespace; a full stop, comma or bracket at the end is the sentence's
const URL_PATTERN = /https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/g;

/** One line: escaped, with its web addresses as links (the address escaped in both places). */
export function linkify(line: string) {
  let html = "";
  let last = 0;
  for (const match of line.matchAll(URL_PATTERN)) {
    const url = match[0];
    html += escapeHtml(line.slice(last, match.index)) + `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    last = match.index + url.length;
  }
  return html + escapeHtml(line.slice(last));
}

/** A block of lines (no blank line inside): its runs of "> " lines as quotes, the other runs as paragraphs. */
function renderBlock(lines: string[]) {
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
        ? `<blockquote style="margin:0 0 1em;padding-left:1em;border-left:3px solid #ccc">${run.lines.map((line) => linkify(line.replace(/^> ?/, ""))).join("<br>\n")}</blockquote>`
        : `<p style="margin:0 0 1em">${run.lines.map(linkify).join("<br>\n")}</p>`,
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

/** The whole HTML document of a mail: its language, its subject as the title, the text's blocks. */
export function renderMailHtml(text: string, options: { subject: string; lang: string }) {
  const body = textBlocks(text).map(renderBlock).join("\n");
  return [
    "<!doctype html>",
    `<html lang="${escapeHtml(options.lang)}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>' + escapeHtml(options.subject) + "</title></head>",
    '<body style="font-family:sans-serif;font-size:15px;line-height:1.5;color:#222">',
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
