import { Marked, type Tokens } from "marked";
import sanitizeHtml from "sanitize-html";
import { slugify } from "./blog.ts";

export interface Heading {
  id: string;
  text: string;
  depth: 2 | 3;
}

export interface RenderedMarkdown {
  html: string;
  headings: Heading[];
  /** The body as plain text (for reading time, search and feeds). */
  text: string;
  /** Problems an author must fix, e.g. an image without its size. */
  problems: string[];
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

/** Plain text of inline tokens (for heading ids and the table of contents). */
function inlineText(tokens: Tokens.Generic[] | undefined): string {
  return (tokens ?? [])
    .map((t) =>
      "tokens" in t && t.tokens ? inlineText(t.tokens as Tokens.Generic[]) : (t.text ?? t.raw ?? ""),
    )
    .join("");
}

/**
 * What an article body may contain after rendering. Anything else (scripts,
 * styles, iframes, event handlers, javascript: URLs) is removed.
 */
export const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "a",
    "ul",
    "ol",
    "li",
    "blockquote",
    "strong",
    "em",
    "del",
    "code",
    "pre",
    "hr",
    "br",
    "img",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "span",
    "sup",
    "sub",
    "kbd",
  ],
  allowedAttributes: {
    h2: ["id"],
    h3: ["id"],
    h4: ["id"],
    a: ["href", "title", "class", "aria-hidden", "tabindex", "rel"],
    img: ["src", "alt", "width", "height", "loading", "decoding", "title", "class"],
    th: ["align", "scope"],
    td: ["align"],
    span: ["class"],
    code: ["class"],
    ol: ["start"],
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["https"] },
  allowProtocolRelative: false,
  allowedClasses: {
    a: ["heading-anchor"],
    span: ["figure-caption"],
    img: ["article-figure"],
    code: [/^language-[a-z0-9-]+$/],
  },
  transformTags: {
    // Links leaving the site do not pass the reader's session along.
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? "");
      return { tagName, attribs: external ? { ...attribs, rel: "noopener noreferrer nofollow" } : attribs };
    },
  },
};

export function sanitize(html: string) {
  return sanitizeHtml(html, SANITIZE_OPTIONS);
}

/** `/media/x.webp#1200x675`: the fragment gives the image's size so the page does not jump. */
const SIZED = /^(?<src>[^#\s]+)#(?<w>\d{2,5})x(?<h>\d{2,5})$/;

/** Markdown to safe HTML, with heading anchors, sized lazy images and scrollable tables. */
export function renderMarkdown(markdown: string): RenderedMarkdown {
  const headings: Heading[] = [];
  const problems: string[] = [];
  const used = new Map<string, number>();
  const uniqueId = (text: string) => {
    const base = slugify(text) || "section";
    const n = used.get(base) ?? 0;
    used.set(base, n + 1);
    return n === 0 ? base : `${base}-${n + 1}`;
  };

  const marked = new Marked({
    gfm: true,
    renderer: {
      heading({ tokens, depth }) {
        // The page's title is the only h1: article headings start at h2.
        const level = Math.min(Math.max(depth, 2), 4) as 2 | 3 | 4;
        const text = inlineText(tokens as Tokens.Generic[]).trim();
        const id = uniqueId(text);
        if (level <= 3) headings.push({ id, text, depth: level as 2 | 3 });
        const inner = this.parser.parseInline(tokens);
        return `<h${level} id="${id}">${inner} <a class="heading-anchor" href="#${id}" aria-hidden="true" tabindex="-1">#</a></h${level}>\n`;
      },
      image({ href, title, text }) {
        const match = SIZED.exec(href);
        if (!match?.groups) {
          problems.push(`image "${href}" needs its size, written as ${href}#WIDTHxHEIGHT`);
          return "";
        }
        const { src, w, h } = match.groups;
        const caption = title ? `<span class="figure-caption">${escapeHtml(title)}</span>` : "";
        return `<img class="article-figure" src="${escapeHtml(src!)}" alt="${escapeHtml(text)}" width="${w}" height="${h}" loading="lazy" decoding="async">${caption}`;
      },
      // Raw HTML in Markdown is not trusted: it is shown as text, never run.
      html({ text }) {
        return escapeHtml(text);
      },
    },
  });

  const raw = marked.parse(markdown, { async: false });
  let html = sanitize(raw);
  // Wide tables scroll on their own, reachable by keyboard.
  html = html
    .replace(/<table>/g, '<div class="table-scroll" role="region" aria-label="Table" tabindex="0"><table>')
    .replace(/<\/table>/g, "</table></div>");
  const text = sanitizeHtml(raw, { allowedTags: [], allowedAttributes: {} })
    .replace(/&[a-z]+;|&#\d+;/g, " ")
    .replace(/#(?=\s)/g, "")
    .replace(/\s+/g, " ")
    .trim();
  return { html, headings, text, problems };
}
