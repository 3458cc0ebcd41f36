/**
 * Half-open date ranges [start, end) of nights, as ISO dates (YYYY-MM-DD) in the listing's
 * time zone: the form bookings and blocks are stored in. Pure, for the calendar import.
 */
export interface DateRange {
  start: string;
  end: string;
}

/** A booking's nights as the occupancy holds them (`taken` includes its preparation nights). */
export interface BookedRange extends DateRange {
  bookingId: string;
  taken: DateRange;
}

const isEmpty = (r: DateRange) => r.end <= r.start;

/** Sorted, with overlapping and touching ranges joined; empty ones dropped. */
export function mergeRanges(ranges: readonly DateRange[]): DateRange[] {
  const sorted = ranges
    .filter((r) => !isEmpty(r))
    .sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  const merged: DateRange[] = [];
  for (const r of sorted) {
    const last = merged.at(-1);
    if (last && r.start <= last.end) {
      if (r.end > last.end) last.end = r.end;
    } else merged.push({ start: r.start, end: r.end });
  }
  return merged;
}

/** The nights of `ranges` that none of `taken` holds. */
export function subtractRanges(ranges: readonly DateRange[], taken: readonly DateRange[]): DateRange[] {
  const holes = mergeRanges(taken);
  const out: DateRange[] = [];
  for (const range of mergeRanges(ranges)) {
    let cursor = range.start;
    for (const hole of holes) {
      if (hole.end <= cursor || hole.start >= range.end) continue;
      if (hole.start > cursor) out.push({ start: cursor, end: hole.start });
      cursor = hole.end > cursor ? hole.end : cursor;
      if (cursor >= range.end) break;
    }
    if (cursor < range.end) out.push({ start: cursor, end: range.end });
  }
  return out;
}

/** The nights both ranges hold, or null. */
export function intersectRange(a: DateRange, b: DateRange): DateRange | null {
  const start = a.start > b.start ? a.start : b.start;
  const end = a.end < b.end ? a.end : b.end;
  return start < end ? { start, end } : null;
}

export interface ImportPlan {
  /** Blocks to insert for the feed: its nights less those bookings and other blocks hold. */
  blocks: DateRange[];
  /** Nights the feed says are taken that a booking here holds: the owner must be told. */
  conflicts: (DateRange & { bookingId: string })[];
}

/**
 * What an import of a feed writes. The database lets no block overlap a booking or another
 * block, so the feed's nights are cut around them: those under a booking are conflicts (a
 * double booking elsewhere), those under another block are closed already.
 */
export function planImport(
  events: readonly DateRange[],
  bookings: readonly BookedRange[],
  otherBlocks: readonly DateRange[],
): ImportPlan {
  const wanted = mergeRanges(events);
  const conflicts: ImportPlan["conflicts"] = [];
  for (const booking of bookings)
    for (const range of wanted) {
      const overlap = intersectRange(range, booking);
      if (overlap) conflicts.push({ ...overlap, bookingId: booking.bookingId });
    }
  const blocks = subtractRanges(wanted, [...bookings.map((b) => b.taken), ...otherBlocks]);
  return { blocks, conflicts };
}
