import { sql } from "drizzle-orm";
import sharp from "sharp";
import { queryRows, type Database } from "../../app/platform/db.server.ts";
import type { StoredObject, Storage } from "../../app/platform/storage.server.ts";
import { cat, dog, PHOTO_BUCKET, PHOTO_WIDTHS, tree } from "../../app/modules/stays/photos.server.ts";
import { PROPERTY_TYPE_LABELS, type PropertyType } from "../../app/modules/stays/stays.ts";

/**
 * Demo stays' own pictures: generated illustrations, a set per stay (no two stays alike), in the
 * site's illustration style. Everything a picture shows is spelled out in its storage key
 * (`demo/v1/<stay>-<variant>/<position>-<scene>-<shape>-<pets>`), so a picture is a pure function
 * of its key: the seed writes only rows, and a picture is rendered the first time it is asked for
 * (one width at a time) and then kept in storage like any upload. `v1` is the drawing's version:
 * change the drawings, bump it.
 */

export const DEMO_PREFIX = "demo/v1/";
export const AVATAR_BUCKET = "avatars";

export const SCENES = [
  "front",
  "living",
  "bedroom",
  "kitchen",
  "yard",
  "garden",
  "balcony",
  "workspace",
] as const;
export type Scene = (typeof SCENES)[number];
export const SHAPES = [
  "gable",
  "twostorey",
  "modern",
  "cottage",
  "aframe",
  "log",
  "farmhouse",
  "bungalow",
  "townhouse",
  "tower",
  "warehouse",
] as const;
export type Shape = (typeof SHAPES)[number];
/** The animals a picture can show (a stay's pictures show only species it welcomes). */
export const DRAWN_PETS = ["dog", "cat", "bird", "rabbit"] as const;
export type DrawnPet = (typeof DRAWN_PETS)[number];

export interface Shot {
  scene: Scene;
  shape: Shape;
  pets: DrawnPet[];
}

export interface PlannedPhoto {
  storageKey: string;
  caption: string;
  alt: string;
}

const SHAPES_BY_TYPE: Record<PropertyType, Shape[]> = {
  house: ["gable", "twostorey", "modern"],
  apartment: ["tower"],
  condo: ["tower", "modern"],
  townhouse: ["townhouse"],
  cabin: ["aframe", "log"],
  cottage: ["cottage"],
  loft: ["warehouse"],
  studio: ["tower"],
  farmhouse: ["farmhouse"],
  bungalow: ["bungalow"],
};
const BUILDINGS: PropertyType[] = ["apartment", "condo", "loft", "studio"];

type Random = { next(): number; int(min: number, max: number): number; pick<T>(items: readonly T[]): T };

/** A tiny seeded generator for drawing (the same key always draws the same picture). */
function drawRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)]!,
  };
}

const petWords: Record<DrawnPet, string> = { dog: "a dog", cat: "a cat", bird: "a bird", rabbit: "a rabbit" };
const joinPets = (pets: DrawnPet[]) => pets.map((p) => petWords[p]).join(" and ");

/**
 * The pictures of one demo stay: the front (its building by property type), living room,
 * bedroom(s), kitchen, then the outside the pets use, and a workspace for long stays. Pets drawn
 * are only ones the stay welcomes. `stay` makes the keys unique; `variant` makes the set look
 * its own.
 */
export function planDemoPhotos(
  rng: Random,
  stay: number,
  home: {
    propertyType: PropertyType;
    bedrooms: number;
    species: readonly string[];
    petAmenities: readonly string[];
    longStays: boolean;
  },
): PlannedPhoto[] {
  const variant = Math.floor(rng.next() * 0xffffffff) >>> 0;
  const drawable = DRAWN_PETS.filter((p) => home.species.includes(p));
  const somePets = (max: number, chance: number): DrawnPet[] => {
    if (!drawable.length || rng.next() > chance) return [];
    const first = rng.pick(drawable);
    const second = drawable.filter((p) => p !== first);
    return max > 1 && second.length && rng.next() < 0.35 ? [first, rng.pick(second)] : [first];
  };
  const label = PROPERTY_TYPE_LABELS[home.propertyType].toLowerCase();
  const building = BUILDINGS.includes(home.propertyType);
  const fenced = home.petAmenities.includes("fenced_yard");
  const shots: { shot: Shot; caption: string; alt: (pets: string) => string }[] = [];
  const shape = rng.pick(SHAPES_BY_TYPE[home.propertyType]);
  shots.push({
    shot: { scene: "front", shape, pets: somePets(1, 0.6) },
    caption: building ? `The ${label}'s building` : `Front of the ${label}`,
    alt: (pets) =>
      `Illustration: the ${building ? `building of the ${label}` : label} from the street${pets ? `, with ${pets} outside` : ""}`,
  });
  shots.push({
    shot: { scene: "living", shape, pets: somePets(2, 0.8) },
    caption: home.bedrooms === 0 ? "Living and sleeping area" : "Living room",
    alt: (pets) =>
      `Illustration: a bright living room with a sofa and a rug${pets ? `, ${pets} at home` : ""}`,
  });
  const bedroomShots = Math.min(2, Math.max(1, home.bedrooms));
  for (let b = 0; b < bedroomShots; b++)
    shots.push({
      shot: { scene: "bedroom", shape, pets: somePets(1, 0.35).filter((p) => p !== "dog") },
      caption: b === 0 ? (home.bedrooms === 0 ? "Sleeping nook" : "Bedroom") : "Second bedroom",
      alt: (pets) =>
        `Illustration: a bedroom with a made bed by the window${pets ? `, ${pets} on the bed` : ""}`,
    });
  shots.push({
    shot: { scene: "kitchen", shape, pets: somePets(1, 0.4) },
    caption: "Kitchen",
    alt: (pets) => `Illustration: a fitted kitchen with pet bowls on the floor${pets ? ` and ${pets}` : ""}`,
  });
  if (fenced && !building)
    shots.push({
      shot: { scene: "yard", shape, pets: somePets(2, 0.9).filter((p) => p !== "bird") },
      caption: "Fenced yard",
      alt: (pets) => `Illustration: the fenced back yard with a lawn${pets ? ` and ${pets} playing` : ""}`,
    });
  else if (building)
    shots.push({
      shot: { scene: "balcony", shape, pets: somePets(1, 0.7) },
      caption: "Balcony",
      alt: (pets) =>
        `Illustration: the balcony with plants and a view over the rooftops${pets ? `, ${pets} there` : ""}`,
    });
  else
    shots.push({
      shot: { scene: "garden", shape, pets: somePets(1, 0.7) },
      caption: "Garden",
      alt: (pets) => `Illustration: the garden with flower beds and a bench${pets ? `, ${pets} there` : ""}`,
    });
  if (home.longStays)
    shots.push({
      shot: { scene: "workspace", shape, pets: somePets(1, 0.6) },
      caption: "Workspace",
      alt: (pets) =>
        `Illustration: a desk by the window set up for remote work${pets ? `, ${pets} nearby` : ""}`,
    });
  return shots.map(({ shot, caption, alt }, position) => ({
    storageKey: demoPhotoKey(stay, variant, position, shot),
    caption,
    alt: alt(joinPets(shot.pets)),
  }));
}

export function demoPhotoKey(stay: number, variant: number, position: number, shot: Shot) {
  const hex = (variant >>> 0).toString(16).padStart(8, "0");
  const pets = shot.pets.length ? shot.pets.join(".") : "none";
  return `${DEMO_PREFIX}${stay}-${hex}/${position}-${shot.scene}-${shot.shape}-${pets}`;
}

const KEY = new RegExp(
  `^demo/v1/(\\d{1,9})-([0-9a-f]{8})/(\\d{1,2})-(${SCENES.join("|")})-(${SHAPES.join("|")})-((?:${DRAWN_PETS.join("|")})(?:\\.(?:${DRAWN_PETS.join("|")}))?|none)-(\\d{3,4})\\.webp$`,
);

/** The picture a stored file name (`<key>-<width>.webp`) stands for, or null. */
export function parseDemoPhotoFile(file: string) {
  const m = KEY.exec(file);
  if (!m) return null;
  const width = Number(m[7]);
  if (!(PHOTO_WIDTHS as readonly number[]).includes(width)) return null;
  return {
    key: file.slice(0, -`-${width}.webp`.length),
    variant: parseInt(m[2]!, 16),
    position: Number(m[3]),
    shot: {
      scene: m[4] as Scene,
      shape: m[5] as Shape,
      pets: m[6] === "none" ? [] : (m[6]!.split(".") as DrawnPet[]),
    },
    width,
  };
}

// ----- Drawing -----

function hsl(h: number, s: number, l: number) {
  h = ((h % 360) + 360) % 360;
  s /= 100;
  l /= 100;
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  const hex = (x: number) =>
    Math.round(x * 255)
      .toString(16)
      .padStart(2, "0");
  return `#${hex(f(0))}${hex(f(8))}${hex(f(4))}`;
}

interface Colours {
  sky: [string, string];
  wall: string;
  trim: string;
  roof: string;
  door: string;
  ground: string;
  leaf: string;
  sofa: string;
  floor: string;
  inside: string;
  rug: string;
  sun: string;
}

/** The stay's colours: one set per variant, shared by all its pictures. */
function coloursFor(variant: number): Colours {
  const r = drawRandom(variant ^ 0x5bd1e995);
  const hue = r.int(0, 359);
  const time = r.pick(["day", "morning", "evening"] as const);
  const sky: [string, string] =
    time === "day"
      ? [hsl(200 + r.int(-15, 15), 75, 84), hsl(185, 55, 95)]
      : time === "morning"
        ? [hsl(40 + r.int(-10, 10), 90, 87), hsl(170, 45, 91)]
        : [hsl(20 + r.int(-10, 10), 85, 84), hsl(320 + r.int(-20, 20), 55, 90)];
  return {
    sky,
    wall: hsl(hue + r.int(20, 60), r.int(25, 55), r.int(86, 94)),
    trim: hsl(hue, r.int(40, 60), r.int(20, 30)),
    roof: hsl(hue + r.int(-30, 30), r.int(30, 55), r.int(28, 40)),
    door: hsl(hue + 150 + r.int(-40, 40), r.int(55, 75), r.int(38, 48)),
    ground: hsl(r.int(85, 135), r.int(30, 45), r.int(62, 74)),
    leaf: hsl(r.int(95, 150), r.int(30, 45), r.int(32, 42)),
    sofa: hsl(hue + r.int(120, 240), r.int(25, 50), r.int(38, 52)),
    floor: hsl(r.int(20, 40), r.int(20, 40), r.int(62, 78)),
    inside: hsl(hue + r.int(-40, 40), r.int(15, 40), r.int(90, 96)),
    rug: hsl(hue + r.int(60, 120), r.int(35, 60), r.int(55, 70)),
    sun: time === "evening" ? "#f59e6b" : "#fbbf77",
  };
}

const INK = "#292524";
const flip = (svg: string, x: number) => `<g transform="translate(${2 * x} 0) scale(-1 1)">${svg}</g>`;
const bird = (x: number, y: number, s: number, fill = INK) =>
  `<g transform="translate(${x} ${y}) scale(${s})" fill="${fill}"><ellipse cx="0" cy="0" rx="16" ry="11"/><circle cx="13" cy="-9" r="8"/><path d="M20-10l9 3-9 3z" fill="#f59e0b"/><path d="M-14-2l-16 8 14 2z"/><path d="M-6-4c6-10 16-8 18 0z" opacity="0.6" fill="#fff"/></g>`;
const rabbit = (x: number, y: number, s: number, fill = INK) =>
  `<g transform="translate(${x} ${y}) scale(${s})" fill="${fill}"><ellipse cx="0" cy="0" rx="22" ry="15"/><circle cx="18" cy="-12" r="10"/><ellipse cx="16" cy="-34" rx="4" ry="14" transform="rotate(-12 16 -34)"/><ellipse cx="24" cy="-33" rx="4" ry="13" transform="rotate(10 24 -33)"/><circle cx="-22" cy="-2" r="6" fill="#fff"/></g>`;

/** A pet at a spot on the floor or lawn (`y` is where its feet are), in the stay's ink. */
function pet(kind: DrawnPet, x: number, y: number, s: number, facingLeft = false, fill = INK) {
  const drawn =
    kind === "dog"
      ? dog(x, y - 16 * s, s, fill)
      : kind === "cat"
        ? cat(x, y - 24 * s, s * 0.85, fill)
        : kind === "rabbit"
          ? rabbit(x, y - 15 * s, s, fill)
          : `<line x1="${x - 30 * s}" y1="${y - 2}" x2="${x + 30 * s}" y2="${y - 2}" stroke="#78716c" stroke-width="${5 * s}"/>${bird(x, y - 14 * s, s, fill)}`;
  return facingLeft ? flip(drawn, x) : drawn;
}

function frame(c: Colours, body: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600"><defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c.sky[0]}"/><stop offset="1" stop-color="${c.sky[1]}"/></linearGradient><linearGradient id="shade" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.22"/><stop offset="1" stop-color="#000" stop-opacity="0.08"/></linearGradient></defs>${body}<rect width="800" height="600" fill="url(#shade)"/></svg>`;
}

const glass = (c: Colours, x: number, y: number, w: number, h: number, stroke = 6) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="#d6edf5" stroke="${c.trim}" stroke-width="${stroke}"/>`;

function skyAndGround(c: Colours, r: Random) {
  const sunX = r.int(120, 680);
  const clouds = Array.from({ length: r.int(1, 3) }, () => {
    const x = r.int(60, 740);
    const y = r.int(60, 170);
    return `<ellipse cx="${x}" cy="${y}" rx="${r.int(50, 90)}" ry="${r.int(14, 24)}" fill="#fff" opacity="0.65"/>`;
  }).join("");
  const lift = r.int(-20, 20);
  return `<rect width="800" height="600" fill="url(#sky)"/><circle cx="${sunX}" cy="${r.int(80, 140)}" r="${r.int(36, 56)}" fill="${c.sun}" opacity="0.85"/>${clouds}<path d="M0 ${470 + lift}c130-30 270-36 400-18s270 22 400-6v154H0z" fill="${c.ground}"/>`;
}

function building(c: Colours, r: Random, shape: Shape) {
  const windowsRow = (y: number, xs: number[], w = 70, h = 60) =>
    xs.map((x) => glass(c, x, y, w, h)).join("");
  switch (shape) {
    case "gable":
    case "cottage": {
      const w = shape === "cottage" ? 280 : 340;
      const x = 400 - w / 2;
      const chimney =
        shape === "cottage"
          ? `<rect x="${x + w - 80}" y="160" width="34" height="80" fill="${c.trim}"/>`
          : "";
      return `${chimney}<rect x="${x}" y="260" width="${w}" height="220" rx="8" fill="${c.wall}"/><path d="M${x - 30} 272 400 ${shape === "cottage" ? 150 : 140}l${w / 2 + 30} 132z" fill="${c.roof}"/>${windowsRow(310, [x + 40, x + w - 118], 78, 64)}<rect x="366" y="380" width="68" height="100" rx="8" fill="${c.door}"/><circle cx="420" cy="432" r="5" fill="#fff"/>`;
    }
    case "twostorey":
      return `<rect x="220" y="200" width="360" height="280" rx="6" fill="${c.wall}"/><path d="M196 212 400 100l204 112z" fill="${c.roof}"/>${windowsRow(230, [250, 365, 480])}${windowsRow(330, [250, 480])}<rect x="370" y="380" width="60" height="100" rx="6" fill="${c.door}"/><rect x="350" y="368" width="100" height="12" fill="${c.trim}"/>`;
    case "modern":
      return `<rect x="170" y="250" width="300" height="230" fill="${c.wall}"/><rect x="470" y="${r.int(290, 330)}" width="200" height="170" fill="${c.trim}"/><rect x="160" y="236" width="320" height="18" fill="${c.roof}"/>${glass(c, 200, 290, 230, 90)}<rect x="500" y="350" width="140" height="60" rx="4" fill="#d6edf5"/><rect x="220" y="400" width="60" height="80" rx="4" fill="${c.door}"/>`;
    case "aframe":
      return `<path d="M400 130 590 480H210z" fill="${c.roof}"/><path d="M400 200 520 470H280z" fill="${c.wall}"/><path d="M400 240 470 380H330z" fill="#d6edf5" stroke="${c.trim}" stroke-width="6"/><rect x="372" y="400" width="56" height="70" rx="6" fill="${c.door}"/>`;
    case "log":
      return `<rect x="210" y="280" width="380" height="200" fill="${c.roof}"/>${Array.from({ length: 9 }, (_, i) => `<line x1="210" y1="${300 + i * 20}" x2="590" y2="${300 + i * 20}" stroke="${c.trim}" stroke-width="4" opacity="0.5"/>`).join("")}<path d="M180 290 400 170l220 120z" fill="${c.trim}"/>${windowsRow(320, [250, 480])}<rect x="370" y="380" width="60" height="100" rx="4" fill="${c.door}"/>`;
    case "farmhouse":
      return `<rect x="150" y="250" width="500" height="230" fill="${c.wall}"/><path d="M130 262 400 140l270 122z" fill="${c.roof}"/><rect x="150" y="380" width="500" height="14" fill="${c.trim}"/>${Array.from({ length: 6 }, (_, i) => `<rect x="${165 + i * 94}" y="394" width="10" height="86" fill="${c.trim}"/>`).join("")}${windowsRow(290, [190, 300, 430, 540], 66, 64)}<rect x="372" y="400" width="56" height="80" rx="4" fill="${c.door}"/>`;
    case "bungalow":
      return `<rect x="190" y="300" width="420" height="180" rx="6" fill="${c.wall}"/><path d="M160 312 260 230h280l100 82z" fill="${c.roof}"/><rect x="190" y="400" width="420" height="12" fill="${c.trim}"/>${windowsRow(330, [220, 500], 80, 56)}<rect x="370" y="330" width="60" height="150" rx="6" fill="${c.door}"/>`;
    case "townhouse": {
      const colours = [hsl(r.int(0, 359), 30, 80), c.wall, hsl(r.int(0, 359), 30, 78)];
      return colours
        .map((fill, i) => {
          const x = 130 + i * 180;
          return `<rect x="${x}" y="${i === 1 ? 170 : 200}" width="180" height="${i === 1 ? 310 : 280}" fill="${fill}" stroke="${c.trim}" stroke-width="3"/><rect x="${x - 6}" y="${i === 1 ? 158 : 188}" width="192" height="14" fill="${c.roof}"/>${glass(c, x + 30, i === 1 ? 210 : 240, 50, 60, 5)}${glass(c, x + 100, i === 1 ? 210 : 240, 50, 60, 5)}${glass(c, x + 30, 330, 50, 56, 5)}<rect x="${x + 100}" y="390" width="50" height="90" rx="4" fill="${i === 1 ? c.door : c.trim}"/>`;
        })
        .join("");
    }
    case "tower": {
      const floors = r.int(3, 5);
      const cols = r.int(3, 4);
      const top = 480 - floors * 80 - 20;
      const w = cols * 80 + 40;
      const x = 400 - w / 2;
      return `<rect x="${x}" y="${top}" width="${w}" height="${480 - top}" rx="6" fill="${c.wall}"/><rect x="${x - 10}" y="${top - 16}" width="${w + 20}" height="18" fill="${c.roof}"/>${Array.from({ length: floors }, (_, f) => Array.from({ length: cols }, (_, k) => glass(c, x + 30 + k * 80, top + 20 + f * 80, 50, 48, 5)).join("")).join("")}<rect x="372" y="420" width="56" height="60" rx="6" fill="${c.door}"/>`;
    }
    case "warehouse":
      return `<rect x="180" y="200" width="440" height="280" fill="${hsl(12, 45, r.int(38, 48))}"/><rect x="170" y="186" width="460" height="18" fill="${c.trim}"/>${[0, 1].map((row) => [0, 1, 2, 3].map((k) => `<rect x="${205 + k * 105}" y="${225 + row * 110}" width="80" height="80" rx="3" fill="#d6edf5" stroke="${c.trim}" stroke-width="6"/><line x1="${245 + k * 105}" y1="${225 + row * 110}" x2="${245 + k * 105}" y2="${305 + row * 110}" stroke="${c.trim}" stroke-width="4"/>`).join("")).join("")}<rect x="370" y="420" width="60" height="60" fill="${c.door}"/>`;
  }
}

function front(c: Colours, r: Random, shot: Shot) {
  const trees = Array.from({ length: r.int(1, 3) }, (_, i) =>
    tree(i % 2 ? r.int(660, 740) : r.int(60, 130), r.int(380, 410), 0.9 + r.next() * 0.6, c.leaf),
  ).join("");
  const path = `<path d="M380 480h40l30 120h-100z" fill="#e7e5e4" opacity="0.8"/>`;
  const pets = shot.pets.map((p, i) => pet(p, i ? 200 : 600, 540, 1.2, i === 0 && r.next() < 0.5)).join("");
  return frame(c, `${skyAndGround(c, r)}${trees}${building(c, r, shot.shape)}${path}${pets}`);
}

function room(c: Colours, r: Random, furniture: string) {
  const floorY = r.int(430, 460);
  return `<rect width="800" height="600" fill="${c.inside}"/><rect x="0" y="${floorY}" width="800" height="${600 - floorY}" fill="${c.floor}"/>${furniture}`;
}

function windowScene(c: Colours, x: number, y: number, w: number, h: number) {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="url(#sky)" stroke="#fff" stroke-width="12"/><line x1="${x + w / 2}" y1="${y}" x2="${x + w / 2}" y2="${y + h}" stroke="#fff" stroke-width="8"/>${tree(x + w * 0.3, y + h - 40, 0.5, c.leaf)}`;
}

function living(c: Colours, r: Random, shot: Shot) {
  const left = r.next() < 0.5;
  const winX = left ? 80 : 480;
  const sofaX = left ? 380 : 80;
  const plant = `<rect x="${left ? 700 : 40}" y="380" width="50" height="60" rx="8" fill="${c.door}"/>${tree(left ? 725 : 65, 300, 0.55, c.leaf)}`;
  const lamp = `<rect x="${sofaX + 330}" y="200" width="8" height="240" fill="#57534e"/><path d="M${sofaX + 304} 200h60l-12-46h-36z" fill="${c.sun}"/>`;
  const sofa = `<rect x="${sofaX}" y="320" width="320" height="110" rx="30" fill="${c.sofa}"/><rect x="${sofaX + 20}" y="270" width="280" height="80" rx="26" fill="${c.sofa}" opacity="0.85"/><rect x="${sofaX + 40}" y="300" width="70" height="50" rx="14" fill="${c.rug}"/>`;
  const rug = `<ellipse cx="400" cy="520" rx="260" ry="46" fill="${c.rug}" opacity="0.55"/>`;
  const pets = shot.pets
    .map((p, i) =>
      p === "cat" && i === 0
        ? cat(sofaX + 220, 300, 0.8)
        : p === "bird"
          ? `<rect x="${winX + 40}" y="330" width="90" height="110" rx="40" fill="none" stroke="#78716c" stroke-width="4"/>${bird(winX + 85, 400, 1)}`
          : pet(p, i ? 560 : 300, 530, 1, i === 1),
    )
    .join("");
  return frame(
    c,
    room(c, r, `${windowScene(c, winX, 90, 240, 210)}${rug}${sofa}${left ? "" : lamp}${plant}${pets}`),
  );
}

function bedroom(c: Colours, r: Random, shot: Shot) {
  const windowLeft = r.next() < 0.5;
  const bedX = windowLeft ? r.int(260, 300) : r.int(60, 160);
  const blanket = r.pick([c.sofa, c.rug, c.door, c.roof]);
  const pets = shot.pets
    .map((p) =>
      p === "cat"
        ? cat(bedX + 330, 372, 0.75)
        : p === "bird"
          ? `<rect x="640" y="270" width="80" height="100" rx="36" fill="none" stroke="#78716c" stroke-width="4"/>${bird(680, 335, 0.9)}`
          : rabbit(bedX + 300, 500, 1),
    )
    .join("");
  return frame(
    c,
    room(
      c,
      r,
      `${windowScene(c, windowLeft ? r.int(30, 60) : r.int(480, 540), 80, 200, 230)}<rect x="${bedX - 20}" y="250" width="70" height="190" rx="14" fill="${c.trim}"/><rect x="${bedX}" y="340" width="420" height="120" rx="16" fill="#fff"/><rect x="${bedX}" y="380" width="420" height="80" rx="12" fill="${blanket}" opacity="0.85"/><rect x="${bedX + 30}" y="310" width="110" height="50" rx="20" fill="${c.inside}" stroke="#e7e5e4" stroke-width="4"/><rect x="${bedX + 160}" y="310" width="110" height="50" rx="20" fill="${c.inside}" stroke="#e7e5e4" stroke-width="4"/>${bedX + 520 < 800 ? `<rect x="${bedX + 440}" y="390" width="80" height="70" rx="8" fill="${c.door}" opacity="0.8"/><circle cx="${bedX + 480}" cy="365" r="20" fill="${c.sun}"/>` : `<rect x="${bedX - 110}" y="390" width="80" height="70" rx="8" fill="${c.door}" opacity="0.8"/>`}${pets}`,
    ),
  );
}

function kitchen(c: Colours, r: Random, shot: Shot) {
  const doors = r.int(3, 5);
  const width = 680 / doors;
  const bowls = `<ellipse cx="560" cy="560" rx="30" ry="10" fill="${c.door}"/><ellipse cx="620" cy="560" rx="30" ry="10" fill="${c.trim}"/>`;
  const pets = shot.pets.map((p) => (p === "bird" ? `${bird(620, 270, 0.8)}` : pet(p, 300, 570, 1))).join("");
  return frame(
    c,
    `<rect width="800" height="600" fill="${c.inside}"/><rect x="0" y="300" width="800" height="300" fill="${c.trim}" opacity="0.9"/><rect x="0" y="290" width="800" height="20" fill="#e7e5e4"/>${Array.from({ length: doors }, (_, i) => `<rect x="${60 + i * width}" y="330" width="${width - 20}" height="200" rx="8" fill="#fff" opacity="0.12"/><circle cx="${50 + (i + 0.5) * width}" cy="350" r="6" fill="#fff"/>`).join("")}<rect x="60" y="70" width="${r.int(240, 320)}" height="150" rx="8" fill="${c.roof}" opacity="0.85"/>${windowScene(c, 450, 60, 250, 180)}<circle cx="560" cy="270" r="22" fill="${c.door}"/><rect x="600" y="252" width="60" height="38" rx="6" fill="${c.ground}"/>${[0, 1, 2].map((i) => `<line x1="${180 + i * 90}" y1="0" x2="${180 + i * 90}" y2="40" stroke="#57534e" stroke-width="3"/><path d="M${165 + i * 90} 40h30l8 22h-46z" fill="${c.sun}"/>`).join("")}<rect x="0" y="540" width="800" height="60" fill="${c.floor}"/>${bowls}${pets}`,
  );
}

function yard(c: Colours, r: Random, shot: Shot) {
  const posts = Array.from(
    { length: 21 },
    (_, i) => `<line x1="${i * 40}" y1="330" x2="${i * 40}" y2="400"/>`,
  ).join("");
  const pets = shot.pets.map((p, i) => pet(p, i ? 560 : 320, 520, 1.4, i === 1)).join("");
  return frame(
    c,
    `<rect width="800" height="600" fill="url(#sky)"/><circle cx="${r.int(500, 700)}" cy="110" r="50" fill="${c.sun}" opacity="0.8"/>${tree(r.int(100, 200), 300, 1.5, c.leaf)}${tree(r.int(560, 680), 320, 1.2, c.leaf)}<rect x="0" y="380" width="800" height="220" fill="${c.ground}"/><g stroke="#fff" stroke-width="10">${posts}<line x1="0" y1="345" x2="800" y2="345"/><line x1="0" y1="380" x2="800" y2="380"/></g><circle cx="${r.int(420, 480)}" cy="505" r="15" fill="${c.door}"/>${pets}`,
  );
}

function garden(c: Colours, r: Random, shot: Shot) {
  const flowers = Array.from({ length: 14 }, () => {
    const x = r.int(20, 780);
    const y = r.int(470, 580);
    return `<circle cx="${x}" cy="${y}" r="${r.int(6, 10)}" fill="${r.pick([c.door, c.rug, c.sun, "#fff"])}"/>`;
  }).join("");
  const bench = `<rect x="420" y="440" width="220" height="20" rx="6" fill="${c.trim}"/><rect x="420" y="400" width="220" height="14" rx="6" fill="${c.trim}"/><rect x="440" y="460" width="12" height="50" fill="${c.trim}"/><rect x="608" y="460" width="12" height="50" fill="${c.trim}"/>`;
  const pets = shot.pets.map((p) => (p === "cat" ? cat(530, 410, 0.8) : pet(p, 260, 540, 1.3))).join("");
  return frame(
    c,
    `${skyAndGround(c, r)}${tree(r.int(80, 200), 330, 1.4, c.leaf)}${tree(r.int(620, 720), 350, 1.1, c.leaf)}<rect x="0" y="440" width="800" height="160" fill="${c.ground}"/>${flowers}${bench}${pets}`,
  );
}

function balcony(c: Colours, r: Random, shot: Shot) {
  const skyline = Array.from({ length: 9 }, (_, i) => {
    const h = r.int(90, 240);
    return `<rect x="${i * 92 - 10}" y="${400 - h}" width="${r.int(60, 86)}" height="${h}" fill="${c.trim}" opacity="${(0.25 + r.next() * 0.25).toFixed(2)}"/>`;
  }).join("");
  const rails = Array.from(
    { length: 17 },
    (_, i) => `<line x1="${i * 50}" y1="360" x2="${i * 50}" y2="470"/>`,
  ).join("");
  const pets = shot.pets
    .map((p) =>
      p === "bird"
        ? `<rect x="560" y="380" width="90" height="110" rx="40" fill="none" stroke="#78716c" stroke-width="4"/>${bird(605, 450, 1)}`
        : pet(p, 330, 560, 1.2),
    )
    .join("");
  return frame(
    c,
    `<rect width="800" height="600" fill="url(#sky)"/><circle cx="${r.int(120, 680)}" cy="110" r="44" fill="${c.sun}" opacity="0.8"/>${skyline}<rect x="0" y="470" width="800" height="130" fill="${c.floor}"/><g stroke="${c.trim}" stroke-width="6">${rails}<line x1="0" y1="360" x2="800" y2="360" stroke-width="12"/></g><rect x="80" y="470" width="60" height="70" rx="8" fill="${c.door}"/>${tree(110, 420, 0.5, c.leaf)}<rect x="680" y="480" width="70" height="60" rx="8" fill="${c.rug}"/>${tree(715, 430, 0.45, c.leaf)}${pets}`,
  );
}

function workspace(c: Colours, r: Random, shot: Shot) {
  const pets = shot.pets
    .map((p) =>
      p === "cat"
        ? cat(560, 300, 0.7)
        : p === "bird"
          ? `<rect x="620" y="200" width="80" height="100" rx="36" fill="none" stroke="#78716c" stroke-width="4"/>${bird(660, 265, 0.9)}`
          : `<ellipse cx="620" cy="540" rx="90" ry="22" fill="${c.rug}"/>${pet(p, 620, 540, 1)}`,
    )
    .join("");
  return frame(
    c,
    room(
      c,
      r,
      `${windowScene(c, r.int(120, 220), 70, 320, 200)}<rect x="140" y="330" width="440" height="18" rx="4" fill="${c.trim}"/><rect x="160" y="348" width="14" height="110" fill="${c.trim}"/><rect x="546" y="348" width="14" height="110" fill="${c.trim}"/><rect x="290" y="260" width="150" height="70" rx="6" fill="#44403c"/><rect x="300" y="268" width="130" height="52" rx="3" fill="${c.sky[0]}"/><rect x="270" y="328" width="190" height="6" rx="3" fill="#78716c"/><rect x="200" y="300" width="40" height="30" rx="4" fill="${c.door}"/><rect x="300" y="380" width="110" height="90" rx="20" fill="${c.sofa}"/>${pets}`,
    ),
  );
}

/** The SVG of a demo picture (800×600, drawn for its key). */
export function demoPhotoSvg(variant: number, position: number, shot: Shot) {
  const colours = coloursFor(variant);
  const r = drawRandom((variant ^ Math.imul(position + 1, 0x9e3779b9)) >>> 0);
  const draw = { front, living, bedroom, kitchen, yard, garden, balcony, workspace }[shot.scene];
  return draw(colours, r, shot);
}

// ----- Host avatars -----

const AVATAR_FILE = /^(demo-owner-\d{1,9})\/illustration-v1-([0-9a-f]{8})-(dog|cat|bird|rabbit|none)\.webp$/;
export const AVATAR_SIZE = 160;

/** Where a demo owner's illustrated picture lives (under their own folder, as uploads are). */
export function demoAvatarKey(userId: string, variant: number, companion: DrawnPet | null) {
  return `${userId}/illustration-v1-${(variant >>> 0).toString(16).padStart(8, "0")}-${companion ?? "none"}.webp`;
}

function avatarSvg(variant: number, companion: DrawnPet | null) {
  const r = drawRandom(variant);
  const hue = r.int(0, 359);
  const skin = r.pick(["#f1c7a5", "#e0ac83", "#c68b5e", "#a0673f", "#7a4a2a", "#f6d8c0"]);
  const hair = r.pick(["#2b1d14", "#4a2f1c", "#7c4a1e", "#b7791f", "#9ca3af", "#1f2937", "#a0522d"]);
  const long = r.next() < 0.5;
  const friend = companion
    ? `<g transform="translate(0 0)">${companion === "bird" ? bird(150, 200, 1.1) : pet(companion, 150, 262, 0.9, true)}</g>`
    : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="256" height="256"><rect width="256" height="256" fill="${hsl(hue, 55, 82)}"/><circle cx="200" cy="50" r="60" fill="${hsl(hue + 40, 60, 90)}"/>${long ? `<path d="M72 120c0-60 112-60 112 0v70H72z" fill="${hair}"/>` : ""}<path d="M48 256c4-56 40-84 80-84s76 28 80 84z" fill="${hsl(hue + 180, 45, 42)}"/><rect x="114" y="140" width="28" height="36" fill="${skin}"/><circle cx="128" cy="112" r="44" fill="${skin}"/><path d="M84 108c0-40 88-48 90 0-20-16-60-20-90 0z" fill="${hair}"/>${friend}</svg>`;
}

// ----- Rendering on first request -----

let queue: Promise<unknown> = Promise.resolve();
const inFlight = new Map<string, Promise<Buffer>>();

/** One render at a time (a 2-core server keeps answering pages meanwhile). */
function render(id: string, svg: () => string, width: number, height: number) {
  let pending = inFlight.get(id);
  if (!pending) {
    pending = queue.then(() =>
      sharp(Buffer.from(svg()), { density: Math.max(72, Math.ceil((72 * width) / 800)) })
        .resize(width, height)
        .webp({ quality: 78, effort: 2 })
        .toBuffer(),
    );
    queue = pending.catch(() => undefined);
    inFlight.set(id, pending);
    void pending.finally(() => inFlight.delete(id)).catch(() => undefined);
  }
  return pending;
}

/** What a stored file name asks to be drawn, or null when it is not a demo picture. */
function demoJob(bucket: string, file: string) {
  if (bucket === PHOTO_BUCKET) {
    const parsed = parseDemoPhotoFile(file);
    if (!parsed) return null;
    return {
      draw: () => demoPhotoSvg(parsed.variant, parsed.position, parsed.shot),
      width: parsed.width,
      height: Math.round((parsed.width * 3) / 4),
      key: parsed.key,
    };
  }
  if (bucket === AVATAR_BUCKET) {
    const m = AVATAR_FILE.exec(file);
    if (!m) return null;
    const variant = parseInt(m[2]!, 16);
    const companion = m[3] === "none" ? null : (m[3] as DrawnPet);
    return { draw: () => avatarSvg(variant, companion), width: AVATAR_SIZE, height: AVATAR_SIZE, key: file };
  }
  return null;
}

/**
 * A demo picture that is not in storage yet: drawn, stored (so it is drawn once), and returned;
 * null for anything else. `isInUse` says whether the file is still one a stay or a profile uses,
 * so made-up names cannot fill the storage.
 */
export async function renderDemoMedia(
  storage: Storage,
  bucket: string,
  file: string,
  isInUse: (bucket: string, key: string) => Promise<boolean>,
): Promise<StoredObject | null> {
  const job = demoJob(bucket, file);
  if (!job) return null;
  const { draw, width, height, key } = job;
  if (!(await isInUse(bucket, key))) return null;
  const body = await render(`${bucket}/${file}`, draw, width, height);
  const cacheSeconds = 31_536_000;
  await storage.put(bucket, file, body, { contentType: "image/webp", cacheControl: cacheSeconds });
  return { body, contentType: "image/webp", cacheControl: `public, max-age=${cacheSeconds}` };
}

/** Whether a demo picture is still used: by a stay's photo row, or as a profile's picture. */
export function demoMediaInUse(db: Database) {
  return async (bucket: string, key: string) => {
    const rows =
      bucket === AVATAR_BUCKET
        ? await queryRows(
            db,
            sql`select 1 from profiles where avatar_url = ${`/media/${bucket}/${key}`} limit 1`,
          )
        : await queryRows(
            db,
            sql`select 1 from listing_photos where bucket = ${bucket} and storage_key = ${key} limit 1`,
          );
    return rows.length > 0;
  };
}
