import { describe, expect, it } from "vitest";
import { renderMarkdown, sanitize } from "./markdown.server.ts";

describe("sanitize", () => {
  it("strips scripts, styles, iframes and event handlers", () => {
    const html = sanitize(
      `<p onclick="steal()">Hi<script>alert(1)</script></p><img src="https://x.test/a.png" onerror="steal()" alt="a"><iframe src="https://evil.test"></iframe><style>body{}</style><a href="javascript:alert(1)">x</a>`,
    );
    expect(html).not.toMatch(/script|onclick|onerror|iframe|style|javascript:/i);
    expect(html).toContain("<p>Hi</p>");
    expect(html).toContain('<img src="https://x.test/a.png" alt="a" />');
  });

  it("marks links that leave the site", () => {
    expect(sanitize('<a href="https://example.com">x</a>')).toContain('rel="noopener noreferrer nofollow"');
    expect(sanitize('<a href="/blog">x</a>')).not.toContain("rel=");
  });
});

describe("renderMarkdown", () => {
  it("gives headings anchors and collects a table of contents (h1 demoted)", () => {
    const out = renderMarkdown(
      "# Top\n\n## Before you go\n\nText.\n\n### Papers & vets\n\n## Before you go\n",
    );
    expect(out.headings).toEqual([
      { id: "top", text: "Top", depth: 2 },
      { id: "before-you-go", text: "Before you go", depth: 2 },
      { id: "papers-and-vets", text: "Papers & vets", depth: 3 },
      { id: "before-you-go-2", text: "Before you go", depth: 2 },
    ]);
    expect(out.html).toContain(
      '<h2 id="before-you-go">Before you go <a class="heading-anchor" href="#before-you-go"',
    );
    expect(out.html).not.toContain("<h1");
  });

  it("shows raw HTML in Markdown as text, never as markup", () => {
    const out = renderMarkdown(
      'Hello <img src=x onerror="alert(1)"> and <script>alert(2)</script>\n\n<div onmouseover="x()">block</div>',
    );
    expect(out.html).not.toMatch(/<(script|img|div)\b/);
    expect(out.html).toContain("&lt;script&gt;");
  });

  it("drops javascript: links written in Markdown", () => {
    const out = renderMarkdown("[click](javascript:alert(1)) and [ok](/blog)");
    expect(out.html).not.toContain("javascript:");
    expect(out.html).toContain('<a href="/blog">ok</a>');
  });

  it("renders sized images lazily, and reports images without a size", () => {
    const sized = renderMarkdown('![A dog](/media/blog-covers/x/v1-1024.webp#1024x576 "Caption")');
    expect(sized.problems).toEqual([]);
    expect(sized.html).toContain(
      '<img class="article-figure" src="/media/blog-covers/x/v1-1024.webp" alt="A dog" width="1024" height="576" loading="lazy" decoding="async" />',
    );
    expect(sized.html).toContain('<span class="figure-caption">Caption</span>');
    const unsized = renderMarkdown("![A dog](/media/a.webp)");
    expect(unsized.problems[0]).toMatch(/needs its size/);
  });

  it("renders tables in a keyboard-scrollable region, lists and code", () => {
    const out = renderMarkdown(
      "| a | b |\n| --- | --- |\n| 1 | 2 |\n\n- one\n- two\n\n`code` and\n\n```\nblock\n```\n",
    );
    expect(out.html).toContain(
      '<div class="table-scroll" role="region" aria-label="Table" tabindex="0"><table>',
    );
    expect(out.html).toContain("<ul>");
    expect(out.html).toContain("<code>code</code>");
    expect(out.html).toContain("<pre><code>block");
    expect(out.text).toContain("one two");
  });
});
