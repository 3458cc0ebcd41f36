import fs from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Icon } from "./icon";

describe("Icon", () => {
  it("draws the sprite's symbol in lucide's box and stroke, coloured by the text, hidden from assistive technology", () => {
    const html = renderToStaticMarkup(<Icon name="paw-print" className="size-4" />);
    expect(html).toMatch(/^<svg [^>]*aria-hidden="true"/);
    expect(html).toContain('class="size-4"');
    for (const attribute of [
      'width="24"',
      'height="24"',
      'viewBox="0 0 24 24"',
      'fill="none"',
      'stroke="currentColor"',
      'stroke-width="2"',
      'stroke-linecap="round"',
      'stroke-linejoin="round"',
    ])
      expect(html).toContain(attribute);
    expect(html).toMatch(/<use href="[^"#]*sprite[^"#]*#paw-print"><\/use>/);
  });

  it("speaks its label as an image when it carries meaning on its own", () => {
    const html = renderToStaticMarkup(<Icon name="star" label="Superhost" />);
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="Superhost"');
    expect(html).not.toContain("aria-hidden");
  });

  it("mirrors an icon that points along the line when text runs right to left, once", () => {
    expect(renderToStaticMarkup(<Icon name="arrow-right" className="size-4" />)).toContain(
      'class="rtl:-scale-x-100 size-4"',
    );
    expect(renderToStaticMarkup(<Icon name="paw-print" />)).not.toContain("rtl:");
    // A call site that flips it again undoes the mirror (seen: "All reservations →" on Arabic pages).
    const flippedAgain = fs
      .globSync("app/**/*.tsx")
      .flatMap((file) =>
        [
          ...fs
            .readFileSync(file, "utf8")
            .matchAll(/<Icon\s+name="(arrow|chevron|log|send)[^"]*"[^>]*className="[^"]*\brtl:[^"]*"/g),
        ].map((m) => `${file}: ${m[0]}`),
      );
    expect(flippedAgain).toEqual([]);
  });
});
