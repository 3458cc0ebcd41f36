/**
 * The date picker's rules (pure, shared by every page's picker): which days can
 * start a stay, how far a stay may run before the next taken night, the minimum
 * stay, and "N months from a start date" for monthly stays. Dates are ISO calendar
 * dates; occupied ranges are nights [start, end) as the server sends them.
 */
import { addMonths, nightsBetween } from "../../shared/dates.ts";

export type Nights = readonly { start: string; end: string }[];

/** Whether the night starting on `date` is taken (booked or blocked). */
export function nightTaken(date: string, occupied: Nights) {
  return occupied.some((o) => date >= o.start && date < o.end);
}

/** The first taken night on or after `from`, or null: a stay from `from` must end by it. */
export function nextTakenNight(from: string, occupied: Nights) {
  let first: string | null = null;
  for (const o of occupied) {
    const start = o.start > from ? o.start : o.end > from ? from : null;
    if (start && (!first || start < first)) first = start;
  }
  return first;
}

/**
 * Whether a day can be picked. Without a check-in chosen yet (or with a range done):
 * a free night from today. With a check-in chosen: a check-out from the minimum stay
 * up to the next taken night (a stay may end the day a booking starts).
 */
export function dayDisabled(
  date: string,
  {
    today,
    occupied = [],
    checkIn,
    minNights = 1,
    maxNights = 365,
  }: { today: string; occupied?: Nights; checkIn?: string; minNights?: number; maxNights?: number },
) {
  if (date < today) return true;
  if (!checkIn || date <= checkIn) return nightTaken(date, occupied);
  const nights = nightsBetween(checkIn, date);
  const limit = nextTakenNight(checkIn, occupied);
  if (limit && date > limit) return true;
  // A later day can always start a new stay instead, if its night is free.
  if (nights < minNights || nights > maxNights) return nightTaken(date, occupied);
  return false;
}

/** A monthly stay: from `start`, `months` months (1–12), checked against the taken nights. */
export function monthsStay(start: string, months: number, occupied: Nights = []) {
  const checkOut = addMonths(start, months);
  const limit = nextTakenNight(start, occupied);
  return { checkIn: start, checkOut, free: !limit || limit >= checkOut };
}
