import sanitizeHtml from "sanitize-html";

// A storefront's SVG logo (README "Logo, colour, and switching a storefront off"; issue 29 §1
// "SVG — sanitised"), cleaned by sanitize-html against an allowlist before it is stored: only
// drawing elements and their presentation attributes stay. Removed: scripts, event handlers
// (on…), links and references to anything outside the file (href, xlink:href and url(…) that
// are not "#an-id" of the file itself), <foreignObject> with all it holds, <image>, animation.
// Refused: what is not an SVG drawing at all, and <style> sheets (their text would reach the
// file unparsed; an editor exports the same drawing with presentation attributes instead).

const SVG_NS = "http://www.w3.org/2000/svg";
const XLINK_NS = "http://www.w3.org/1999/xlink";

const TAGS = (
  "svg g defs title desc symbol use switch path rect circle ellipse line polyline polygon text tspan " +
  "textPath linearGradient radialGradient stop clipPath mask pattern marker filter feGaussianBlur " +
  "feOffset feBlend feColorMatrix feFlood feComposite feMerge feMergeNode feMorphology feDropShadow"
).split(" ");

const ATTRIBUTES = (
  "id class style transform viewBox preserveAspectRatio width height x y x1 y1 x2 y2 cx cy r rx ry fx " +
  "fy d points pathLength fill fill-opacity fill-rule stroke stroke-width stroke-linecap " +
  "stroke-linejoin stroke-miterlimit stroke-dasharray stroke-dashoffset stroke-opacity opacity " +
  "clip-path clip-rule mask filter color display visibility overflow stop-color stop-opacity offset " +
  "gradientUnits gradientTransform spreadMethod patternUnits patternContentUnits patternTransform " +
  "clipPathUnits maskUnits maskContentUnits markerWidth markerHeight refX refY orient markerUnits " +
  "marker-start marker-mid marker-end filterUnits primitiveUnits in in2 result stdDeviation dx dy mode " +
  "operator k1 k2 k3 k4 values type flood-color flood-opacity radius font-family font-size font-weight " +
  "font-style font-variant text-anchor dominant-baseline alignment-baseline letter-spacing word-spacing " +
  "text-decoration textLength lengthAdjust startOffset xml:space mix-blend-mode isolation href " +
  "xlink:href xmlns xmlns:xlink version"
).split(" ");

const STYLE_PROPERTIES = new Set(
  (
    "fill fill-opacity fill-rule stroke stroke-width stroke-linecap stroke-linejoin stroke-miterlimit " +
    "stroke-dasharray stroke-dashoffset stroke-opacity opacity color stop-color stop-opacity clip-path " +
    "clip-rule mask filter display visibility font-family font-size font-weight font-style font-variant " +
    "text-anchor dominant-baseline letter-spacing word-spacing text-decoration mix-blend-mode isolation " +
    "flood-color flood-opacity overflow paint-order"
  ).split(" "),
);

/**
 * A value that names nothing outside the file: no url(…) but url(#id), and none of the
 * characters a URL, an escape or another declaration needs (":", "/", "\\", ";", "@", "<", "&").
 */
export function isSelfContainedValue(value: string) {
  const withoutLocalUrls = value.replace(/url\(\s*(['"]?)#[\w.-]+\1\s*\)/gi, "");
  return !/url\s*\(|[:/\\;@<>&]|expression|javascript/i.test(withoutLocalUrls);
}

function cleanStyle(style: string) {
  return style
    .split(";")
    .map((declaration) => {
      const colon = declaration.indexOf(":");
      if (colon < 0) return null;
      const property = declaration.slice(0, colon).trim().toLowerCase();
      const value = declaration.slice(colon + 1).trim();
      return STYLE_PROPERTIES.has(property) && value && isSelfContainedValue(value) ? `${property}:${value}` : null;
    })
    .filter((d) => d !== null)
    .join(";");
}

function cleanAttributes(tagName: string, attribs: sanitizeHtml.Attributes) {
  const clean: sanitizeHtml.Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    if (name === "href" || name === "xlink:href") {
      // a reference inside the file (a gradient, a symbol) stays; anything else leaves
      if (/^#[\w.-]+$/.test(value.trim())) clean[name] = value.trim();
    } else if (name === "xmlns") {
      if (value === SVG_NS) clean[name] = value;
    } else if (name === "xmlns:xlink") {
      if (value === XLINK_NS) clean[name] = value;
    } else if (name === "style") {
      const style = cleanStyle(value);
      if (style) clean[name] = style;
    } else if (isSelfContainedValue(value)) {
      clean[name] = value;
    }
  }
  // the root needs its namespace to be drawn as an image
  if (tagName === "svg") clean.xmlns = SVG_NS;
  return clean;
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: TAGS,
  allowedAttributes: { "*": ATTRIBUTES },
  // SVG is XML: names keep their case (viewBox, linearGradient), <path/> closes itself
  parser: { xmlMode: true, lowerCaseTags: false, lowerCaseAttributeNames: false, decodeEntities: true },
  parseStyleAttributes: false,
  allowedSchemes: [],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // what is removed with everything it holds, not only its own tag
  exclusiveFilter: (frame) => ["script", "foreignObject", "image", "iframe", "animate", "set", "animateTransform", "animateMotion"].includes(frame.tag),
  nonTextTags: ["script", "style", "foreignObject", "textarea", "noscript"],
  transformTags: { "*": (tagName, attribs) => ({ tagName, attribs: cleanAttributes(tagName, attribs) }) },
};

export type SvgLogoAnswer = { ok: true; svg: string } | { ok: false; message: string };

export const SVG_LOGO_MESSAGES = {
  notSvg: "That file is not an SVG drawing: its first element must be <svg>.",
  style: "The SVG has a <style> sheet, which is not taken: export it from the editor with presentation attributes (no CSS), or upload a PNG.",
  empty: "Nothing drawable is left in the SVG once scripts and outside references are removed.",
} as const;

/** The logo as it will be stored, or why it is refused (words for the form). */
export function sanitizeSvgLogo(source: string): SvgLogoAnswer {
  // an XML declaration, comments and a doctype (with any entities it declares) go first: the
  // first element left must be the drawing
  const text = source.replace(/^\uFEFF/, "").replace(/<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^[>]*(\[[\s\S]*?\])?\s*>/gi, "");
  const firstElement = /<([A-Za-z][\w:.-]*)/.exec(text);
  if (!firstElement || firstElement[1] !== "svg") return { ok: false, message: SVG_LOGO_MESSAGES.notSvg };
  if (/<(?:[\w-]+:)?style[\s>/]/i.test(text)) return { ok: false, message: SVG_LOGO_MESSAGES.style };
  const svg = sanitizeHtml(text, OPTIONS).trim();
  if (!svg.startsWith("<svg") || !/<(path|rect|circle|ellipse|line|polyline|polygon|text|use)\b/.test(svg)) {
    return { ok: false, message: SVG_LOGO_MESSAGES.empty };
  }
  return { ok: true, svg: `<?xml version="1.0" encoding="UTF-8"?>\n${svg}\n` };
}
