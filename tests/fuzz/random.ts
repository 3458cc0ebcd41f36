/**
 * A small seeded PRNG (mulberry32) for the fuzz harness: the same seed gives the
 * same sequence on every machine, so any failing case can be replayed.
 */
export function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Mixes a run's seed with a case's index, so each case has a stream of its own (`--only N`). */
export function caseSeed(seed: number, index: number) {
  let h = (Math.imul(seed >>> 0, 0x9e3779b1) ^ Math.imul(index + 1, 0x85ebca6b)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d) >>> 0;
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

export class Random {
  readonly next: () => number;
  constructor(seed: number) {
    this.next = mulberry32(seed);
  }
  /** An integer in [min, max] (both included). */
  int(min: number, max: number) {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(p: number) {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error("pick from an empty list");
    return items[Math.floor(this.next() * items.length)]!;
  }
  /** Picks by weight: [[weight, value], ...]. */
  weighted<T>(choices: readonly (readonly [number, T])[]): T {
    const total = choices.reduce((sum, [w]) => sum + w, 0);
    let r = this.next() * total;
    for (const [w, value] of choices) {
      r -= w;
      if (r < 0) return value;
    }
    return choices.at(-1)![1];
  }
  /** A size between min and max, spread evenly on a log scale. */
  logSize(min: number, max: number) {
    return Math.round(Math.exp(Math.log(min) + this.next() * (Math.log(max) - Math.log(min))));
  }
  hex(length: number) {
    let out = "";
    for (let i = 0; i < length; i++) out += "0123456789abcdef"[this.int(0, 15)];
    return out;
  }
  /** A well-formed (random, version 4) UUID. */
  uuid() {
    const h = this.hex(32);
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${"89ab"[this.int(0, 3)]}${h.slice(17, 20)}-${h.slice(20, 32)}`;
  }
}
