import sharp from "sharp";
import type { Storage } from "../../platform/storage.server.ts";

/**
 * Listing photos for demo data: a limited pool of generated illustrations (soft
 * gradients, simple architecture, a pet now and then), rendered once from SVG to
 * WebP in several widths and stored through the storage layer, then shared by
 * every listing. No external URLs.
 */
export const PHOTO_BUCKET = "listing-photos";
export const PHOTO_WIDTHS = [480, 960, 1440] as const;
const HEIGHT_RATIO = 3 / 4;

type Palette = {
  sky: [string, string];
  wall: string;
  trim: string;
  roof: string;
  ground: string;
  accent: string;
};
const palettes: Palette[] = [
  {
    sky: ["#fde7d6", "#d6efe9"],
    wall: "#fffaf3",
    trim: "#0f5e5a",
    roof: "#14807a",
    ground: "#a7d7c5",
    accent: "#c2410c",
  },
  {
    sky: ["#dbeafe", "#f0f9ff"],
    wall: "#f5e6d3",
    trim: "#7c2d12",
    roof: "#9a3412",
    ground: "#bbd9a5",
    accent: "#0f5e5a",
  },
  {
    sky: ["#fce7f3", "#fef3c7"],
    wall: "#e0f2f1",
    trim: "#334155",
    roof: "#475569",
    ground: "#c7e3b4",
    accent: "#b45309",
  },
  {
    sky: ["#ffedd5", "#fde68a"],
    wall: "#fef9ef",
    trim: "#1e3a8a",
    roof: "#1e40af",
    ground: "#b5d6a7",
    accent: "#be123c",
  },
  {
    sky: ["#e0e7ff", "#fae8ff"],
    wall: "#f1ede6",
    trim: "#3f3f46",
    roof: "#52525b",
    ground: "#9fd0b8",
    accent: "#0e7490",
  },
  {
    sky: ["#cffafe", "#ecfccb"],
    wall: "#fff7ed",
    trim: "#365314",
    roof: "#4d7c0f",
    ground: "#a3d9a5",
    accent: "#c2410c",
  },
];

export const dog = (x: number, y: number, s: number, fill = "#292524") =>
  `<g transform="translate(${x} ${y}) scale(${s})" fill="${fill}"><ellipse cx="0" cy="0" rx="30" ry="14"/><circle cx="27" cy="-20" r="12"/><path d="M31-32l10-12 2 16z"/><rect x="-22" y="-2" width="7" height="18" rx="3"/><rect x="14" y="-2" width="7" height="18" rx="3"/><path d="M-28-4c-14-6-18-20-14-24 4 6 10 12 18 14z"/></g>`;
export const cat = (x: number, y: number, s: number, fill = "#292524") =>
  `<g transform="translate(${x} ${y}) scale(${s})" fill="${fill}"><ellipse cx="0" cy="0" rx="18" ry="24"/><circle cx="0" cy="-30" r="13"/><path d="M-12-38l2-14 8 9zM12-38l-2-14-8 9z"/><path d="M16 18c20 4 26-10 20-22-2 10-10 16-22 14z"/></g>`;
export const tree = (x: number, y: number, s: number, fill: string) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><rect x="-5" y="0" width="10" height="50" fill="#78716c"/><circle cx="0" cy="-10" r="34" fill="${fill}"/><circle cx="-22" cy="8" r="22" fill="${fill}"/><circle cx="22" cy="6" r="24" fill="${fill}"/></g>`;

function frame(p: Palette, body: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600"><defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient><linearGradient id="shade" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.25"/><stop offset="1" stop-color="#000" stop-opacity="0.08"/></linearGradient></defs>${body}</svg>`;
}

function exterior(
  p: Palette,
  shape: "gable" | "modern" | "aframe" | "tower",
  pet: "dog" | "cat" | null,
  sun: boolean,
) {
  const ground = `<path d="M0 470c130-30 270-36 400-18s270 22 400-6v154H0z" fill="${p.ground}"/><path d="M0 520c150-22 320-20 460 0s240 10 340-6v86H0z" fill="${p.ground}" opacity="0.7"/>`;
  const sky = `<rect width="800" height="600" fill="url(#sky)"/>${sun ? `<circle cx="640" cy="120" r="52" fill="#fbbf77" opacity="0.85"/>` : `<circle cx="620" cy="110" r="36" fill="#fff" opacity="0.7"/><ellipse cx="180" cy="120" rx="80" ry="22" fill="#fff" opacity="0.6"/>`}`;
  let house: string;
  if (shape === "gable") {
    house = `<rect x="230" y="260" width="340" height="220" rx="8" fill="${p.wall}"/><path d="M200 272 400 140l200 132z" fill="${p.roof}"/><rect x="270" y="310" width="78" height="64" rx="8" fill="#cfe9f3" stroke="${p.trim}" stroke-width="6"/><rect x="452" y="310" width="78" height="64" rx="8" fill="#cfe9f3" stroke="${p.trim}" stroke-width="6"/><rect x="366" y="380" width="68" height="100" rx="8" fill="${p.accent}"/><circle cx="420" cy="432" r="5" fill="#fff"/>`;
  } else if (shape === "modern") {
    house = `<rect x="170" y="250" width="300" height="230" fill="${p.wall}"/><rect x="470" y="310" width="200" height="170" fill="${p.trim}"/><rect x="160" y="236" width="320" height="18" fill="${p.roof}"/><rect x="200" y="290" width="230" height="90" rx="4" fill="#cfe9f3" stroke="${p.trim}" stroke-width="6"/><rect x="500" y="340" width="140" height="60" rx="4" fill="#cfe9f3"/><rect x="220" y="400" width="60" height="80" rx="4" fill="${p.accent}"/>`;
  } else if (shape === "aframe") {
    house = `<path d="M400 130 590 480H210z" fill="${p.roof}"/><path d="M400 200 520 470H280z" fill="${p.wall}"/><path d="M400 240 470 380H330z" fill="#cfe9f3" stroke="${p.trim}" stroke-width="6"/><rect x="372" y="400" width="56" height="70" rx="6" fill="${p.accent}"/>`;
  } else {
    house = `<rect x="250" y="150" width="300" height="330" rx="6" fill="${p.wall}"/><rect x="240" y="136" width="320" height="20" fill="${p.roof}"/>${[0, 1, 2].map((r) => [0, 1, 2].map((c) => `<rect x="${282 + c * 88}" y="${180 + r * 80}" width="60" height="52" rx="6" fill="#cfe9f3" stroke="${p.trim}" stroke-width="5"/>`).join("")).join("")}<rect x="372" y="420" width="56" height="60" rx="6" fill="${p.accent}"/>`;
  }
  const fence = `<g stroke="#fff" stroke-width="8" opacity="0.9">${Array.from({ length: 12 }, (_, i) => `<line x1="${40 + i * 20}" y1="470" x2="${40 + i * 20}" y2="520"/>`).join("")}<line x1="30" y1="484" x2="270" y2="484"/></g>`;
  const pets = pet === "dog" ? dog(600, 505, 1.3) : pet === "cat" ? cat(610, 500, 1.1) : "";
  return frame(
    p,
    `${sky}${tree(100, 390, 1.4, p.trim + "99")}${tree(700, 400, 1.1, p.trim + "88")}${ground}${house}<rect x="0" y="0" width="800" height="600" fill="url(#shade)"/>${fence}${pets}`,
  );
}

function livingRoom(p: Palette, pet: "dog" | "cat" | null) {
  return frame(
    p,
    `<rect width="800" height="600" fill="${p.wall}"/><rect x="0" y="440" width="800" height="160" fill="#d6c7b0"/><rect x="90" y="90" width="250" height="220" rx="10" fill="url(#sky)" stroke="${p.trim}" stroke-width="10"/><line x1="215" y1="90" x2="215" y2="310" stroke="${p.trim}" stroke-width="8"/>${tree(180, 260, 0.6, p.ground)}<rect x="400" y="320" width="320" height="110" rx="30" fill="${p.roof}"/><rect x="420" y="270" width="280" height="80" rx="26" fill="${p.roof}" opacity="0.85"/><rect x="440" y="300" width="70" height="50" rx="14" fill="${p.accent}" opacity="0.9"/><rect x="390" y="425" width="16" height="30" fill="#57534e"/><rect x="714" y="425" width="16" height="30" fill="#57534e"/><ellipse cx="330" cy="520" rx="230" ry="46" fill="${p.accent}" opacity="0.35"/><rect x="620" y="120" width="8" height="150" fill="#57534e"/><path d="M590 120h68l-14-50h-40z" fill="#fbbf77"/><ellipse cx="200" cy="500" rx="80" ry="24" fill="${p.trim}" opacity="0.8"/>${pet === "dog" ? dog(200, 482, 1) : pet === "cat" ? cat(200, 480, 0.9) : ""}<rect width="800" height="600" fill="url(#shade)"/>`,
  );
}

function bedroom(p: Palette, pet: "cat" | null) {
  return frame(
    p,
    `<rect width="800" height="600" fill="${p.sky[1]}"/><rect x="0" y="460" width="800" height="140" fill="#cdb89c"/><rect x="500" y="80" width="200" height="240" rx="10" fill="url(#sky)" stroke="#fff" stroke-width="12"/><rect x="120" y="250" width="70" height="180" rx="14" fill="${p.trim}"/><rect x="140" y="340" width="420" height="120" rx="16" fill="#fff"/><rect x="140" y="380" width="420" height="80" rx="12" fill="${p.roof}" opacity="0.85"/><rect x="170" y="310" width="110" height="50" rx="20" fill="${p.wall}" stroke="#e7e5e4" stroke-width="4"/><rect x="300" y="310" width="110" height="50" rx="20" fill="${p.wall}" stroke="#e7e5e4" stroke-width="4"/><rect x="600" y="380" width="90" height="80" rx="8" fill="${p.accent}" opacity="0.75"/><circle cx="645" cy="350" r="22" fill="#fbbf77"/>${pet === "cat" ? cat(470, 370, 0.8) : ""}<rect width="800" height="600" fill="url(#shade)"/>`,
  );
}

function kitchen(p: Palette) {
  return frame(
    p,
    `<rect width="800" height="600" fill="${p.wall}"/><rect x="0" y="300" width="800" height="300" fill="${p.trim}" opacity="0.9"/><rect x="0" y="290" width="800" height="20" fill="#e7e5e4"/>${[0, 1, 2, 3].map((i) => `<rect x="${60 + i * 180}" y="330" width="160" height="200" rx="8" fill="#fff" opacity="0.12"/><circle cx="${140 + i * 180}" cy="350" r="6" fill="#fff"/>`).join("")}<rect x="60" y="70" width="300" height="150" rx="8" fill="${p.roof}" opacity="0.85"/><rect x="450" y="60" width="250" height="180" rx="10" fill="url(#sky)" stroke="#fff" stroke-width="10"/><circle cx="560" cy="270" r="24" fill="${p.accent}"/><rect x="600" y="250" width="60" height="40" rx="6" fill="${p.ground}"/><ellipse cx="680" cy="560" rx="40" ry="12" fill="${p.accent}"/><rect width="800" height="600" fill="url(#shade)"/>`,
  );
}

function yard(p: Palette, pet: "dog" | null) {
  return frame(
    p,
    `<rect width="800" height="600" fill="url(#sky)"/><circle cx="650" cy="110" r="50" fill="#fbbf77" opacity="0.8"/>${tree(150, 300, 1.6, p.trim + "aa")}${tree(620, 320, 1.2, p.trim + "99")}<rect x="0" y="380" width="800" height="220" fill="${p.ground}"/><g stroke="#fff" stroke-width="10">${Array.from({ length: 21 }, (_, i) => `<line x1="${i * 40}" y1="330" x2="${i * 40}" y2="400"/>`).join("")}<line x1="0" y1="345" x2="800" y2="345"/><line x1="0" y1="380" x2="800" y2="380"/></g><ellipse cx="300" cy="520" rx="120" ry="20" fill="${p.trim}" opacity="0.2"/><circle cx="460" cy="500" r="16" fill="${p.accent}"/>${pet ? dog(330, 500, 1.6) : ""}<rect width="800" height="600" fill="url(#shade)"/>`,
  );
}

export type ExteriorShape = "gable" | "modern" | "aframe" | "tower";

export interface PhotoScene {
  key: string;
  shape?: ExteriorShape;
  kind: "exterior" | "living" | "bedroom" | "kitchen" | "yard";
  alt: string;
  svg: string;
}

const shapeWords = {
  gable: "pitched-roof house",
  modern: "modern flat-roofed home",
  aframe: "A-frame cabin",
  tower: "apartment building",
} as const;

/** The pool of scenes (deterministic). */
export function photoScenes(): PhotoScene[] {
  const scenes: PhotoScene[] = [];
  const shapes = ["gable", "modern", "aframe", "tower"] as const;
  palettes.forEach((p, i) => {
    const shape = shapes[i % shapes.length]!;
    const shape2 = shapes[(i + 2) % shapes.length]!;
    const pet = i % 3 === 0 ? "dog" : i % 3 === 1 ? "cat" : null;
    scenes.push({
      key: `pool/exterior-${i}a`,
      kind: "exterior",
      shape,
      alt: `The ${shapeWords[shape]} from the front${pet ? `, with a ${pet} on the lawn` : ""}`,
      svg: exterior(p, shape, pet, i % 2 === 0),
    });
    scenes.push({
      key: `pool/exterior-${i}b`,
      kind: "exterior",
      shape: shape2,
      alt: `The ${shapeWords[shape2]} and its garden`,
      svg: exterior(p, shape2, null, i % 2 === 1),
    });
  });
  palettes.slice(0, 4).forEach((p, i) => {
    const pet = i % 2 === 0 ? "dog" : "cat";
    scenes.push({
      key: `pool/living-${i}`,
      kind: "living",
      alt: `Bright living room with a sofa and a ${pet} bed by the window`,
      svg: livingRoom(p, pet),
    });
    scenes.push({
      key: `pool/bedroom-${i}`,
      kind: "bedroom",
      alt: `Bedroom with a made double bed${i % 2 ? " and a cat curled up on it" : ""}`,
      svg: bedroom(p, i % 2 ? "cat" : null),
    });
  });
  palettes.slice(1, 4).forEach((p, i) => {
    scenes.push({
      key: `pool/kitchen-${i}`,
      kind: "kitchen",
      alt: "Fitted kitchen with a window over the counter",
      svg: kitchen(p),
    });
    scenes.push({
      key: `pool/yard-${i}`,
      kind: "yard",
      alt: `Fenced back yard with a lawn${i !== 1 ? " and a dog playing" : ""}`,
      svg: yard(p, i !== 1 ? "dog" : null),
    });
  });
  return scenes;
}

/** Renders and stores the pool unless it is already there; returns the scenes. */
export async function ensurePhotoPool(storage: Storage) {
  const scenes = photoScenes();
  const last = scenes.at(-1)!;
  if (await storage.get(PHOTO_BUCKET, `${last.key}-${PHOTO_WIDTHS.at(-1)}.webp`)) return scenes;
  sharp.concurrency(1);
  for (const scene of scenes) {
    const base = sharp(Buffer.from(scene.svg), { density: 72 * (PHOTO_WIDTHS.at(-1)! / 800) });
    for (const width of PHOTO_WIDTHS) {
      const body = await base
        .clone()
        .resize(width, Math.round(width * HEIGHT_RATIO))
        .webp({ quality: 78, effort: 2 })
        .toBuffer();
      await storage.put(PHOTO_BUCKET, `${scene.key}-${width}.webp`, body, {
        contentType: "image/webp",
        cacheControl: 31_536_000,
      });
    }
  }
  return scenes;
}
