import { describe, expect, it } from "vitest";
import { escapeHtml, linkify, mailFromAddress, mailFromName, renderMailHtml, textBlocks } from "./mail-html";

describe("mail HTML", () => {
  it("escapes markup and ampersands in names and text", () => {
    expect(escapeHtml(`<script>alert("x")</script> & 'y'`)).toBe("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;");
    const html = renderMailHtml("Pozdravljeni, <script>alert(1)</script> & Žiga!", { subject: "Bon & <b>", lang: "sl" });
    expect(html).toContain("Pozdravljeni, &lt;script&gt;alert(1)&lt;/script&gt; &amp; Žiga!");
    expect(html).toContain("<title>Bon &amp; &lt;b&gt;</title>");
    expect(html).not.toContain("<script>");
  });

  it("makes paragraphs at blank lines and line breaks within them", () => {
    expect(textBlocks("a\nb\n\n\nc\r\n \r\nd")).toEqual([["a", "b"], ["c"], ["d"]]);
    const html = renderMailHtml("Hello Ő,\n\nline 1\nline 2", { subject: "s", lang: "hu" });
    expect(html).toContain('<html lang="hu">');
    expect(html).toContain('<p style="margin:0 0 1em">Hello Ő,</p>');
    expect(html).toContain("line 1<br>\nline 2</p>");
  });

  it("links the shop's own web addresses, leaving a sentence's full stop outside and escaping the address", () => {
    const verify = "http://si.lumera.localhost:3000/verify?token=a_b&x=1";
    expect(linkify(`Go to ${verify}.`, [verify])).toBe(
      'Go to <a href="http://si.lumera.localhost:3000/verify?token=a_b&amp;x=1">http://si.lumera.localhost:3000/verify?token=a_b&amp;x=1</a>.',
    );
    expect(linkify("(https://lumera.hu/)", ["https://lumera.hu/"])).toBe('(<a href="https://lumera.hu/">https://lumera.hu/</a>)');
    expect(linkify('javascript:alert(1) "http://x.example/<b>"', ["http://x.example/"])).toBe(
      'javascript:alert(1) &quot;<a href="http://x.example/">http://x.example/</a>&lt;b&gt;&quot;',
    );
  });

  it("links only the URLs the shop built: a web address a shopper typed stays text", () => {
    const order = "https://lumera.si/profile/orders/SU-2026-000042";
    const phishing = "Pozdravljeni, your account is locked, unlock it at https://lumera-help.example/unlock";
    expect(linkify(phishing, [order])).toBe(phishing);
    const html = renderMailHtml(`${phishing}\n\nYour order:\n${order}\n\n> a message with http://evil.example/x`, {
      subject: "s",
      lang: "sl",
      links: [order, "javascript:alert(1)"],
    });
    expect([...html.matchAll(/<a href="([^"]*)"/g)].map((m) => m[1])).toEqual([order]);
    // without links, nothing is a link
    expect(renderMailHtml(phishing, { subject: "s", lang: "sl" })).not.toContain("<a ");
  });

  it("renders '> ' lines as a quote and has no images", () => {
    const html = renderMailHtml("Message:\n> Vse najboljše,\n> <Ana>\nend", { subject: "s", lang: "sl" });
    expect(html).toContain('<p style="margin:0 0 1em">Message:</p>\n<blockquote');
    expect(html).toContain(">Vse najboljše,<br>\n&lt;Ana&gt;</blockquote>\n<p");
    expect(html).not.toMatch(/<img/i);
  });

  it("reads the address and the display name of MAIL_FROM", () => {
    expect(mailFromAddress("Lumera <shop@lumera.si>")).toBe("shop@lumera.si");
    expect(mailFromAddress('"Lumera, d.o.o." <shop@lumera.si>')).toBe("shop@lumera.si");
    expect(mailFromAddress("shop@lumera.si")).toBe("shop@lumera.si");
    expect(mailFromAddress("Lumera")).toBeNull();
    expect(mailFromAddress("Lumera <shop>")).toBeNull();
    expect(mailFromAddress("a@b.c d@e.f")).toBeNull();
    expect(mailFromName('"Lumera, d.o.o." <shop@lumera.si>')).toBe("Lumera, d.o.o.");
    expect(mailFromName("shop@lumera.si")).toBeNull();
  });
});

// README "Logo, colour, and switching a storefront off": the storefront's logo heads its mails
describe("renderMailHtml with the storefront's logo", () => {
  it("shows the logo's absolute URL with the storefront's name as its text", () => {
    const html = renderMailHtml("Hello", { subject: "S", lang: "sl", logo: { src: "https://gozdna.example/images/logo/ab.png", alt: "Gozdna <Čaj>" } });
    expect(html).toContain('<img src="https://gozdna.example/images/logo/ab.png" alt="Gozdna &lt;Čaj&gt;"');
  });
  it("leaves out a logo whose address is not an absolute http(s) URL", () => {
    expect(renderMailHtml("Hello", { subject: "S", lang: "sl", logo: { src: "/images/logo/ab.png", alt: "x" } })).not.toContain("<img");
    expect(renderMailHtml("Hello", { subject: "S", lang: "sl", logo: { src: 'https://x.example/a.png" onerror="x', alt: "x" } })).not.toContain("<img");
  });
});
