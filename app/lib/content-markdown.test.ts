import { describe, expect, it } from "vitest";
import { htmlText, paragraphsToHtml, paragraphsToMarkdown, renderMarkdown, sanitizeContentHtml } from "./content-markdown";

describe("renderMarkdown", () => {
  it("renders the allowed Markdown: headings, lists, emphasis, links, quotes, code, tables", () => {
    const html = renderMarkdown(
      [
        "## Delivery",
        "We ship **within two days** to *every* country.",
        "- one\n- two",
        "> quoted",
        "Write to [us](mailto:hello@example.com) or read [the terms](/cms/terms).",
        "`code`",
        "| a | b |\n|---|---|\n| 1 | 2 |",
      ].join("\n\n"),
    );
    expect(html).toContain("<h2>Delivery</h2>");
    expect(html).toContain("<strong>within two days</strong>");
    expect(html).toContain("<em>every</em>");
    expect(html).toContain("<ul>\n<li>one</li>");
    expect(html).toContain("<blockquote>");
    expect(html).toContain('<a href="mailto:hello@example.com">us</a>');
    expect(html).toContain('<a href="/cms/terms">the terms</a>');
    expect(html).toContain("<code>code</code>");
    expect(html).toContain("<td>1</td>");
  });

  it("makes a # heading an h2: the page's title is its only h1", () => {
    expect(renderMarkdown("# Big")).toBe("<h2>Big</h2>");
  });

  it("drops a <script> with its content", () => {
    const html = renderMarkdown("Hello\n\n<script>alert(1)</script>\n\nworld <script>fetch('/x')</script>");
    expect(html).not.toMatch(/script|alert|fetch/i);
    expect(html).toContain("Hello");
  });

  it("drops event-handler attributes such as onerror=", () => {
    const html = renderMarkdown('<img src="/images/1/a.webp" onerror="alert(1)"> <p onclick="alert(2)">hi</p>');
    expect(html).not.toMatch(/onerror|onclick|alert/i);
    // and a picture without words gets an empty alt (decoration)
    expect(html).toContain('<img src="/images/1/a.webp" alt="" />');
  });

  it("drops javascript:, data: and vbscript: links, in Markdown and in HTML, whatever their case", () => {
    for (const markdown of [
      "[click](javascript:alert(1))",
      "[click](JaVaScRiPt:alert(1))",
      '<a href="javascript:alert(1)">click</a>',
      '<a href="&#106;avascript:alert(1)">click</a>',
      "[click](data:text/html;base64,PHNjcmlwdD4=)",
      "[click](vbscript:msgbox)",
    ]) {
      const html = renderMarkdown(markdown);
      expect(html, markdown).not.toMatch(/javascript|data:|vbscript|alert/i);
      expect(html, markdown).toContain("click");
    }
  });

  it("keeps pictures from our /images/ or https only", () => {
    expect(renderMarkdown("![a](/images/3/x.webp)")).toContain('<img src="/images/3/x.webp" alt="a" />');
    expect(renderMarkdown("![a](https://cdn.example.com/x.png)")).toContain('src="https://cdn.example.com/x.png"');
    expect(renderMarkdown("![a](http://example.com/x.png)")).not.toContain("<img");
    expect(renderMarkdown("![a](/admin/sign-out)")).not.toContain("<img");
    expect(renderMarkdown('<img src="javascript:alert(1)">')).not.toContain("<img");
  });

  it("drops iframes, styles, forms and other tags outside the allow-list", () => {
    const html = renderMarkdown('<iframe src="https://evil.example"></iframe><style>body{}</style><form><input></form><div style="x">text</div>');
    expect(html).not.toMatch(/iframe|style|form|input|div/i);
    expect(html).toContain("text");
  });

  it("is the allow-list also for HTML given straight to it", () => {
    expect(sanitizeContentHtml('<p>ok</p><svg onload="alert(1)"></svg>')).toBe("<p>ok</p>");
  });
});

describe("paragraphs of the bodies before Markdown", () => {
  const paragraphs = [
    "Prodajalec je Lumera d.o.o., Brnčičeva ulica 41, 1231 Ljubljana - Črnuče.",
    "# not a heading, *not emphasis*, [not a link](x) & <b>not bold</b>",
    "- not a list",
    "1. not a list either",
    "> not a quote | nor_a_table_",
  ];

  it("render back from their Markdown to the very HTML they were shown as", () => {
    expect(renderMarkdown(paragraphsToMarkdown(paragraphs))).toBe(paragraphsToHtml(paragraphs));
  });

  it("give their text back", () => {
    expect(htmlText(paragraphsToHtml(["a < b", "c"]))).toBe("a < b c");
  });
});
