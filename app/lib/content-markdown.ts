import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";

// CMS pages and blog posts are written in Markdown (README "CMS pages and blog posts"): the
// back office keeps the source and, on every save, the HTML the storefront shows. Staff type
// it, yet a stolen or careless account must not be able to put a script on every storefront, so
// the HTML is cut to an allow-list: headings, paragraphs, lists, emphasis, quotes, code, tables,
// links to http(s), mailto or our own paths, pictures from our /images/ or https.

const marked = new Marked({ gfm: true, breaks: false, async: false });

const ALLOWED_TAGS = [
  ...["h2", "h3", "h4", "h5", "h6", "p", "br", "hr", "ul", "ol", "li", "blockquote", "pre", "code"],
  ...["a", "em", "strong", "del", "img", "table", "thead", "tbody", "tr", "th", "td"],
];

/** A picture's address is ours (/images/…) or https; anything else is dropped with the picture. */
const isAllowedImageSrc = (src: string) => src.startsWith("/images/") || src.startsWith("https://");

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ["href", "title"], img: ["src", "alt", "title"], th: ["align"], td: ["align"], ol: ["start"] },
  // relative addresses (/cms/…, #part) stay; javascript:, data:, vbscript: and the like go
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["https"] },
  allowProtocolRelative: false,
  // the page's own title is its h1: a "# heading" in the body becomes the next level down
  // a picture without words is decoration to a screen reader, not a file name read aloud
  transformTags: { h1: "h2", img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, alt: attribs.alt ?? "" } }) },
  exclusiveFilter: (frame) => frame.tag === "img" && !isAllowedImageSrc(frame.attribs.src ?? ""),
};

/** The allow-listed HTML of any HTML (what renderMarkdown applies after Markdown). */
export function sanitizeContentHtml(html: string) {
  return sanitizeHtml(html, SANITIZE);
}

/** Markdown as the storefront shows it: rendered, then sanitised. */
export function renderMarkdown(markdown: string) {
  return sanitizeContentHtml(marked.parse(markdown, { async: false })).trim();
}

/** The text of sanitised HTML, tags dropped (a meta description from a body). */
export function htmlText(html: string) {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
  const entities: Record<string, string> = { "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'", "&amp;": "&" };
  return text
    .replace(/&(lt|gt|quot|#39|amp);/g, (entity) => entities[entity])
    .replace(/\s+/g, " ")
    .trim();
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Paragraphs of plain text (the bodies before Markdown) as the HTML the storefront showed for them. */
export function paragraphsToHtml(paragraphs: readonly string[]) {
  return paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n");
}

/**
 * Paragraphs of plain text as Markdown that renders back to the same paragraphs: every character
 * Markdown could read as markup is escaped, and so is what would start a heading, a list or a
 * quote at a paragraph's start.
 */
export function paragraphsToMarkdown(paragraphs: readonly string[]) {
  return paragraphs
    .map((p) =>
      p
        .replace(/\s*\n\s*/g, " ")
        .replace(/[\\`*_[\]<>|~&!]/g, (c) => `\\${c}`)
        .replace(/^(\s*)([#>+=-])/, "$1\\$2")
        .replace(/^(\s*\d+)([.)])/, "$1\\$2"),
    )
    .join("\n\n");
}
