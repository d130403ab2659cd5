import { describe, expect, it } from "vitest";
import { SVG_LOGO_MESSAGES, isSelfContainedValue, sanitizeSvgLogo } from "./svg-logo";

// issue 29 §1: a logo "SVG — sanitised": no scripts, no event handlers, no references to other
// sites, no foreignObject; what cannot be made safe is refused.
const CLEAN =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 32" width="128" height="64">' +
  '<defs><linearGradient id="leaf"><stop offset="0" stop-color="#2f6b3a"/><stop offset="1" stop-color="#9bc53d"/></linearGradient></defs>' +
  '<path d="M4 28C4 12 16 4 30 4 28 18 20 28 6 28Z" fill="url(#leaf)"/>' +
  '<text x="34" y="22" font-family="Georgia, serif" font-size="14" style="fill:#2f6b3a;font-weight:bold">Gozdna</text></svg>';

const cleaned = (svg: string) => {
  const answer = sanitizeSvgLogo(svg);
  if (!answer.ok) throw new Error(answer.message);
  return answer.svg;
};

describe("sanitizeSvgLogo", () => {
  it("keeps a clean logo's drawing, gradient reference and text", () => {
    const svg = cleaned(CLEAN);
    expect(svg).toContain('viewBox="0 0 64 32"');
    expect(svg).toContain('<linearGradient id="leaf">');
    expect(svg).toContain('fill="url(#leaf)"');
    expect(svg).toContain('style="fill:#2f6b3a;font-weight:bold"');
    expect(svg).toContain(">Gozdna</text>");
  });

  it("removes a script with its text", () => {
    const svg = cleaned(CLEAN.replace("<defs>", "<script>alert(document.cookie)</script><defs>"));
    expect(svg).not.toMatch(/script|alert/i);
  });

  it("removes event handlers (onload, onclick) and keeps the element", () => {
    const svg = cleaned(CLEAN.replace("<svg ", '<svg onload="alert(1)" ').replace("<path ", '<path onclick="steal()" '));
    expect(svg).not.toMatch(/onload|onclick|alert|steal/);
    expect(svg).toContain("<path ");
  });

  it("removes references to other sites: href, xlink:href, url() and links", () => {
    const svg = cleaned(
      CLEAN.replace(
        "</svg>",
        '<use xlink:href="https://evil.example/sprite.svg#a"/><use href="//evil.example/x.svg#b"/>' +
          '<a href="javascript:alert(1)"><rect width="1" height="1" fill="url(https://evil.example/p)" style="fill:url(http://evil.example/q)"/></a>' +
          '<image href="https://evil.example/track.png"/></svg>',
      ),
    );
    expect(svg).not.toMatch(/evil\.example|javascript|<a[\s>]|<image/);
    expect(svg).toContain('<rect width="1" height="1">');
  });

  it("removes a foreignObject with everything in it", () => {
    const svg = cleaned(
      CLEAN.replace(
        "</svg>",
        '<foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">Click <b>here</b><iframe src="https://evil.example"/></div></foreignObject></svg>',
      ),
    );
    expect(svg).not.toMatch(/foreignObject|div|Click|iframe|evil/);
  });

  it("escapes text so that it cannot open an element", () => {
    const svg = cleaned(CLEAN.replace(">Gozdna<", ">A &amp; B &lt;script&gt;<"));
    expect(svg).toContain(">A &amp; B &lt;script&gt;<");
  });

  it("refuses what is not an SVG drawing", () => {
    expect(sanitizeSvgLogo("<html><body><svg><path d='M0 0'/></svg></body></html>")).toEqual({ ok: false, message: SVG_LOGO_MESSAGES.notSvg });
    expect(sanitizeSvgLogo("just text")).toEqual({ ok: false, message: SVG_LOGO_MESSAGES.notSvg });
    expect(sanitizeSvgLogo('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')).toEqual({ ok: false, message: SVG_LOGO_MESSAGES.empty });
  });

  it("refuses a <style> sheet rather than pass its text through", () => {
    expect(sanitizeSvgLogo(CLEAN.replace("<defs>", "<style>@import url(https://evil.example/a.css);</style><defs>"))).toEqual({
      ok: false,
      message: SVG_LOGO_MESSAGES.style,
    });
  });

  it("drops a doctype's entities", () => {
    const svg = cleaned(`<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>${CLEAN.replace(">Gozdna<", ">&x;<")}`);
    expect(svg).not.toMatch(/ENTITY|passwd|DOCTYPE/);
  });

  it("takes a value that names only the file itself", () => {
    expect(isSelfContainedValue("url(#leaf)")).toBe(true);
    expect(isSelfContainedValue("rgb(10, 20, 30)")).toBe(true);
    expect(isSelfContainedValue("url(https://x.example/a)")).toBe(false);
    expect(isSelfContainedValue("url(data:image/png;base64,AAA)")).toBe(false);
  });
});
