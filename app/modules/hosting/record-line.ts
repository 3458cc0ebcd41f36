import { petRecordValues, type GuestRecord } from "../reviews/guest-record.ts";

type Say = (key: string, values?: Record<string, string | number>) => string;

/**
 * The guest's record as one line of the owner's request list, in the reader's language (the
 * catalogue's `host.record`): "3 stays · ★ 4.8 from owners · 2 stays with Max · always as declared".
 * The English words are `recordSummary`'s (guest-record.ts); this one says them through `say`.
 */
export function recordLine(record: GuestRecord, say: Say, decimal: (n: number) => string): string {
  const parts = [record.stays === 0 ? say("noStays") : say("stays", { count: record.stays })];
  if (record.rating !== null) parts.push(say("rating", { rating: decimal(record.rating) }));
  else if (record.reviewCount > 0) parts.push(say("reviews", { count: record.reviewCount }));
  for (const pet of record.pets.slice(0, 2)) parts.push(say("pet", petRecordValues(pet)));
  return parts.join(" · ");
}
