import crypto from "node:crypto";
import sharp from "sharp";
import type { Storage } from "../../platform/storage.server.ts";

/**
 * Article covers: simple, consistent SVG illustrations (soft gradients, plain
 * shapes, a pet now and then), rendered to WebP in several widths and kept in
 * storage. Deterministic: the same article always gets the same picture.
 */
export const COVER_BUCKET = "blog-covers";
export const COVER_WIDTHS = [640, 1024, 1600] as const;
export const COVER_RATIO = 9 / 16;
/** Bump when the drawing changes, so new covers are rendered beside the old ones. */
const COVER_VERSION = "v1";

export const coverKey = (slug: string, width: number) => `${slug}/${COVER_VERSION}-${width}.webp`;

export interface CoverImage {
  src: string;
  srcSet: string;
  width: number;
  height: number;
  alt: string;
}

export function coverImage(storage: Pick<Storage, "publicUrl">, slug: string, alt: string): CoverImage {
  const largest = COVER_WIDTHS.at(-1)!;
  return {
    src: storage.publicUrl(COVER_BUCKET, coverKey(slug, 1024)),
    srcSet: COVER_WIDTHS.map((w) => `${storage.publicUrl(COVER_BUCKET, coverKey(slug, w))} ${w}w`).join(", "),
    width: largest,
    height: Math.round(largest * COVER_RATIO),
    alt,
  };
}

const palettes = [
  {
    sky: ["#fde7d6", "#d6efe9"],
    ground: ["#b9e0d6", "#9ccfc3"],
    main: "#0f5e5a",
    warm: "#c2410c",
    sun: "#fbbf77",
  },
  {
    sky: ["#e0f0ee", "#fff1e8"],
    ground: ["#f3d9c4", "#e9c2a6"],
    main: "#14807a",
    warm: "#b45309",
    sun: "#fcd34d",
  },
  {
    sky: ["#ede9fe", "#e0f2fe"],
    ground: ["#c7e4dc", "#a7d3c6"],
    main: "#115e59",
    warm: "#be123c",
    sun: "#fda4af",
  },
  {
    sky: ["#fef3c7", "#e0f2f1"],
    ground: ["#d9e8c4", "#bcd6a3"],
    main: "#134e4a",
    warm: "#c2410c",
    sun: "#fb923c",
  },
  {
    sky: ["#dbeafe", "#fdf2e9"],
    ground: ["#cde7e1", "#b2d8cf"],
    main: "#1e3a5f",
    warm: "#d97706",
    sun: "#fde68a",
  },
];

function seeded(slug: string) {
  const bytes = crypto.createHash("sha256").update(slug).digest();
  let i = 0;
  return () => bytes[i++ % bytes.length]! / 255;
}

const dog = (x: number, y: number, s: number, fill: string) => `
  <g transform="translate(${x} ${y}) scale(${s})" fill="${fill}">
    <ellipse cx="0" cy="0" rx="60" ry="28"/>
    <circle cx="56" cy="-38" r="24"/>
    <path d="M64 -60l20 -26 4 34z"/>
    <path d="M74 -40l26 6 -6 14 -22 -2z"/>
    <rect x="-46" y="10" width="14" height="36" rx="6"/><rect x="-20" y="12" width="14" height="34" rx="6"/>
    <rect x="26" y="10" width="14" height="36" rx="6"/><rect x="46" y="8" width="14" height="36" rx="6"/>
    <path d="M-58 -8c-30 -14 -36 -42 -28 -50 8 14 20 26 36 32z"/>
  </g>`;

const cat = (x: number, y: number, s: number, fill: string) => `
  <g transform="translate(${x} ${y}) scale(${s})" fill="${fill}">
    <ellipse cx="0" cy="0" rx="46" ry="56"/>
    <circle cx="0" cy="-74" r="34"/>
    <path d="M-30 -92l-6 -40 30 22z"/><path d="M30 -92l6 -40 -30 22z"/>
    <path d="M40 40c60 10 70 -50 40 -70 -6 -4 -14 2 -8 8 20 20 10 50 -34 44z"/>
  </g>`;

const house = (x: number, y: number, w: number, h: number, p: (typeof palettes)[number]) => `
  <g>
    <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="url(#wall)"/>
    <path d="M${x - 30} ${y + 14} L${x + w / 2} ${y - h * 0.55} L${x + w + 30} ${y + 14}z" fill="${p.main}"/>
    <rect x="${x + w * 0.12}" y="${y + h * 0.2}" width="${w * 0.22}" height="${h * 0.28}" rx="8" fill="#cfe9f3" stroke="${p.main}" stroke-width="8"/>
    <rect x="${x + w * 0.66}" y="${y + h * 0.2}" width="${w * 0.22}" height="${h * 0.28}" rx="8" fill="#cfe9f3" stroke="${p.main}" stroke-width="8"/>
    <rect x="${x + w * 0.41}" y="${y + h * 0.45}" width="${w * 0.18}" height="${h * 0.55}" rx="8" fill="${p.warm}"/>
  </g>`;

function scene(name: string, p: (typeof palettes)[number], r: () => number) {
  const shadow = "#1c1917";
  switch (name) {
    case "cat":
      // A cat on the sill of a big window, a city beyond.
      return `
        <rect x="380" y="120" width="840" height="560" rx="28" fill="#ffffff" opacity="0.9"/>
        <rect x="420" y="160" width="760" height="480" rx="16" fill="url(#sky)"/>
        ${Array.from({ length: 7 }, (_, i) => `<rect x="${450 + i * 105}" y="${420 - Math.round(r() * 160)}" width="80" height="${220 + Math.round(r() * 160)}" fill="${p.main}" opacity="${0.25 + r() * 0.3}"/>`).join("")}
        <rect x="796" y="160" width="8" height="480" fill="#ffffff"/>
        <rect x="340" y="680" width="920" height="36" rx="12" fill="${p.warm}"/>
        ${cat(1000, 610, 1.1, shadow)}
        <circle cx="560" cy="640" r="26" fill="${p.main}"/><rect x="545" y="560" width="30" height="80" rx="8" fill="${p.main}" opacity="0.7"/>`;
    case "dog":
      return `${house(520, 330, 560, 360, p)}${dog(1190, 700, 1.5, shadow)}
        <g fill="${p.main}" opacity="0.55"><circle cx="300" cy="560" r="80"/><circle cx="380" cy="600" r="60"/><rect x="320" y="600" width="16" height="120"/></g>`;
    case "road":
      return `
        <path d="M620 900 L760 480 L840 480 L1100 900z" fill="#57534e" opacity="0.75"/>
        <path d="M800 500 L800 540 M800 600 L800 660 M800 720 L800 800" stroke="#fff1e8" stroke-width="10"/>
        <g transform="translate(900 610)">
          <rect x="0" y="0" width="360" height="130" rx="40" fill="${p.main}"/>
          <path d="M60 0 L110 -80 L260 -80 L310 0z" fill="${p.main}"/>
          <path d="M90 -8 L125 -64 L185 -64 L185 -8z M200 -8 L200 -64 L250 -64 L285 -8z" fill="#cfe9f3"/>
          <circle cx="80" cy="130" r="40" fill="${shadow}"/><circle cx="280" cy="130" r="40" fill="${shadow}"/>
          <circle cx="80" cy="130" r="16" fill="#d6d3d1"/><circle cx="280" cy="130" r="16" fill="#d6d3d1"/>
          <g fill="${shadow}"><circle cx="238" cy="-38" r="18"/><path d="M244 -52l12 -20 4 24z"/></g>
        </g>
        <g fill="${p.main}" opacity="0.5"><path d="M200 700 l60 -200 60 200z"/><path d="M300 720 l50 -160 50 160z"/><path d="M1380 700 l60 -220 60 220z"/></g>`;
    case "city":
      return `
        ${Array.from({ length: 11 }, (_, i) => {
          const h = 220 + Math.round(r() * 320);
          return (
            `<rect x="${120 + i * 125}" y="${760 - h}" width="100" height="${h}" rx="6" fill="${p.main}" opacity="${0.35 + r() * 0.45}"/>` +
            Array.from(
              { length: Math.floor(h / 70) },
              (_, j) =>
                `<rect x="${140 + i * 125}" y="${790 - h + j * 70}" width="22" height="26" rx="3" fill="#fff7ed" opacity="0.7"/><rect x="${178 + i * 125}" y="${790 - h + j * 70}" width="22" height="26" rx="3" fill="#fff7ed" opacity="0.7"/>`,
            ).join("")
          );
        }).join("")}
        ${dog(520, 790, 1.1, shadow)}
        <path d="M470 740 C 430 700, 400 640, 380 600" stroke="${p.warm}" stroke-width="8" fill="none"/>
        <g fill="${p.warm}"><rect x="350" y="580" width="40" height="180" rx="18"/><circle cx="370" cy="555" r="30"/></g>`;
    case "checklist":
      return `
        <g transform="rotate(-4 560 470)">
          <rect x="380" y="170" width="380" height="560" rx="28" fill="#ffffff"/>
          <rect x="500" y="140" width="140" height="60" rx="18" fill="${p.main}"/>
          ${[0, 1, 2, 3, 4].map((i) => `<rect x="430" y="${260 + i * 90}" width="44" height="44" rx="10" fill="none" stroke="${p.main}" stroke-width="8"/>${i < 3 ? `<path d="M438 ${282 + i * 90} l12 14 24 -28" stroke="${p.warm}" stroke-width="10" fill="none" stroke-linecap="round"/>` : ""}<rect x="500" y="${272 + i * 90}" width="${150 + Math.round(r() * 70)}" height="20" rx="10" fill="#d6d3d1"/>`).join("")}
        </g>
        <g transform="translate(880 400)">
          <rect x="0" y="0" width="420" height="320" rx="36" fill="${p.warm}"/>
          <rect x="140" y="-60" width="140" height="70" rx="24" fill="none" stroke="${p.warm}" stroke-width="20"/>
          <rect x="0" y="130" width="420" height="24" fill="#fff1e8" opacity="0.6"/>
          <g fill="#fff1e8"><circle cx="210" cy="240" r="26"/><circle cx="170" cy="196" r="12"/><circle cx="196" cy="184" r="12"/><circle cx="226" cy="184" r="12"/><circle cx="252" cy="196" r="12"/></g>
        </g>`;
    case "home":
      return `
        <rect x="0" y="640" width="1600" height="260" fill="${p.ground[1]}"/>
        <rect x="240" y="160" width="380" height="300" rx="20" fill="#ffffff" opacity="0.9"/>
        <rect x="270" y="190" width="320" height="240" rx="12" fill="url(#sky)"/>
        <g transform="translate(720 460)">
          <rect x="0" y="60" width="640" height="160" rx="40" fill="${p.main}"/>
          <rect x="-30" y="20" width="90" height="210" rx="36" fill="${p.main}"/>
          <rect x="580" y="20" width="90" height="210" rx="36" fill="${p.main}"/>
          <rect x="40" y="-20" width="560" height="110" rx="40" fill="${p.main}" opacity="0.85"/>
          <rect x="80" y="40" width="220" height="70" rx="26" fill="#fff1e8" opacity="0.85"/>
        </g>
        <ellipse cx="420" cy="770" rx="170" ry="46" fill="${p.warm}"/>
        ${cat(430, 740, 0.7, shadow)}`;
    case "vet":
      return `
        ${house(420, 360, 620, 330, p)}
        <g transform="translate(730 200)"><rect x="-70" y="-20" width="140" height="40" rx="10" fill="${p.warm}"/><rect x="-20" y="-70" width="40" height="140" rx="10" fill="${p.warm}"/></g>
        ${dog(1250, 720, 1.2, shadow)}
        <path d="M1150 640 C 1120 560, 1180 520, 1230 560 C 1280 520, 1340 560, 1310 640 L1230 710z" fill="${p.warm}" opacity="0.85" transform="translate(0 -260) scale(1)"/>`;
    default:
      // keys: a front door, a key and a paw-print tag.
      return `
        ${house(300, 380, 520, 320, p)}
        <g transform="translate(1080 420) rotate(-20)">
          <circle cx="0" cy="0" r="90" fill="none" stroke="${p.warm}" stroke-width="34"/>
          <rect x="80" y="-18" width="300" height="36" rx="12" fill="${p.warm}"/>
          <rect x="300" y="18" width="28" height="60" rx="6" fill="${p.warm}"/><rect x="350" y="18" width="28" height="44" rx="6" fill="${p.warm}"/>
        </g>
        <g transform="translate(1120 680)">
          <circle cx="0" cy="0" r="80" fill="${p.main}"/>
          <g fill="#fff1e8"><circle cx="0" cy="18" r="24"/><circle cx="-34" cy="-16" r="12"/><circle cx="-12" cy="-34" r="12"/><circle cx="14" cy="-34" r="12"/><circle cx="36" cy="-16" r="12"/></g>
        </g>`;
  }
}

/** The cover drawing for an article, as SVG (1600×900). */
export function coverSvg(slug: string, sceneName: string) {
  const r = seeded(slug);
  const p = palettes[Math.floor(r() * palettes.length) % palettes.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900" width="1600" height="900">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient>
    <linearGradient id="wall" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#f1ebe3"/></linearGradient>
  </defs>
  <rect width="1600" height="900" fill="url(#sky)"/>
  <circle cx="${1180 + Math.round(r() * 260)}" cy="${120 + Math.round(r() * 80)}" r="${70 + Math.round(r() * 30)}" fill="${p.sun}" opacity="0.85"/>
  <path d="M0 720 C 300 ${660 + Math.round(r() * 40)}, 700 ${700 + Math.round(r() * 40)}, 1000 700 S 1450 ${660 + Math.round(r() * 40)}, 1600 690 V900 H0z" fill="${p.ground[0]}"/>
  <path d="M0 800 C 400 770, 900 790, 1200 780 S 1500 770, 1600 790 V900 H0z" fill="${p.ground[1]}"/>
  ${scene(sceneName, p, r)}
</svg>`;
}

/** Renders and stores any missing cover; existing ones are left alone. Returns how many were made. */
type CoverArticle = { slug: string; cover: { scene: string } };

/** Draws the given widths of one article's cover and stores them. */
async function drawCover(storage: Storage, article: CoverArticle, widths: readonly number[]) {
  // Rasterise the drawing once at full size, then scale it down for each width.
  const full = await sharp(Buffer.from(coverSvg(article.slug, article.cover.scene)), { density: 96 })
    .png()
    .toBuffer();
  for (const width of widths) {
    const body = await sharp(full)
      .resize(width, Math.round(width * COVER_RATIO))
      .webp({ quality: 78 })
      .toBuffer();
    await storage.put(COVER_BUCKET, coverKey(article.slug, width), body, {
      contentType: "image/webp",
      cacheControl: 60 * 60 * 24 * 30,
    });
  }
}

export async function ensureCovers(storage: Storage, articles: CoverArticle[]) {
  let made = 0;
  for (const article of articles) {
    const existing = new Set(
      (await storage.list(COVER_BUCKET, article.slug)).map((o) => `${article.slug}/${o.name}`),
    );
    const missing = COVER_WIDTHS.filter((width) => !existing.has(coverKey(article.slug, width)));
    if (missing.length === 0) continue;
    await drawCover(storage, article, missing);
    made += missing.length;
  }
  return made;
}

/**
 * A cover asked for before the start's background pass drew it: drawn now (the one width), so a
 * page never shows a missing picture. Null for anything that is not one of the articles' covers.
 */
export async function coverOnDemand(storage: Storage, bucket: string, key: string, articles: CoverArticle[]) {
  if (bucket !== COVER_BUCKET) return null;
  const slug = key.split("/")[0] ?? "";
  const article = articles.find((a) => a.slug === slug);
  const width = COVER_WIDTHS.find((w) => coverKey(slug, w) === key);
  if (!article || width === undefined) return null;
  await drawCover(storage, article, [width]);
  return storage.get(bucket, key);
}
