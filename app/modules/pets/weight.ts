/**
 * Weights are stored in one unit, pounds (the pet policy's unit and the booking's), with
 * two decimals; each pet is shown in the unit its owner chose. Pure, both sides.
 */
export const WEIGHT_UNITS = ["kg", "lb"] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];

export const LB_PER_KG = 2.20462262185;
/** The heaviest animal anyone may enter (a mastiff is ~100 kg). */
export const MAX_PET_WEIGHT_LB = 400;

const round = (value: number, decimals: number) => {
  const f = 10 ** decimals;
  return Math.round(value * f + Number.EPSILON) / f;
};

/** A weight typed in `unit` as stored: pounds, two decimals. */
export function toPounds(value: number, unit: WeightUnit): number {
  return round(unit === "kg" ? value * LB_PER_KG : value, 2);
}

/** A stored weight (pounds) in `unit`: kilograms to one decimal, pounds as stored (two). */
export function fromPounds(lb: number, unit: WeightUnit): number {
  return unit === "kg" ? round(lb / LB_PER_KG, 1) : round(lb, 2);
}

/**
 * An owner's weight limit typed as a whole number in `unit`, as stored: pounds, rounded down, so
 * the limit is never above what the owner typed (35 kg → 77 lb, not 78).
 */
export function limitInPounds(value: number, unit: WeightUnit): number {
  return unit === "kg" ? Math.floor(value * LB_PER_KG + 1e-9) : value;
}

/** A stored limit (pounds) as its owner typed it: whole kilograms come back whole (77 lb → 35 kg). */
export function limitAsTyped(lb: number, unit: WeightUnit): number {
  return unit === "kg" ? Math.round(lb / LB_PER_KG) : lb;
}

/**
 * A limit for travellers in the owner's unit ("35 kg"); `withOther` adds the other unit rounded
 * down, for readers used to it ("35 kg (77 lb)").
 */
export function formatWeightLimit(lb: number, unit: WeightUnit = "lb", withOther = false): string {
  const typed = `${limitAsTyped(lb, unit)} ${unit}`;
  if (!withOther) return typed;
  return `${typed} (${unit === "kg" ? `${lb} lb` : `${Math.floor(lb / LB_PER_KG)} kg`})`;
}

/** "38 kg", "12.5 lb": a stored weight in the chosen unit, without a useless ".0". */
export function formatWeight(lb: number, unit: WeightUnit = "lb"): string {
  return `${fromPounds(lb, unit).toLocaleString("en-US", { maximumFractionDigits: 2 })} ${unit}`;
}

export const isWeightUnit = (value: unknown): value is WeightUnit => value === "kg" || value === "lb";
