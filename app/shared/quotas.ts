/**
 * Per-account quotas: every number in one place (the README's "Quotas" names them). They stop
 * one account from costing everyone else (150 drafts in seconds, a thousand live streams,
 * fetches of owner-chosen addresses on demand) while staying far above what a person does.
 * Counted in the database, so they hold across server processes.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A rate: at most `limit` in any `windowMs`. */
export interface RateQuota {
  /** Names the count in the database (quota_events.kind). */
  kind: string;
  limit: number;
  windowMs: number;
}

export const QUOTAS = {
  /** New listings (each starts as a draft) an account may start in a day. */
  newListings: { kind: "new-listing", limit: 10, windowMs: DAY },
  /** Drafts an account may hold at once: finish, or archive, one to start another. */
  openDrafts: 10,
  /** Pictures an account may upload in an hour: listing photos, profile and pet pictures. */
  photos: { kind: "photo", limit: 200, windowMs: HOUR },
  /** Live notification streams an account may hold open at once (tabs and devices). */
  liveStreams: 10,
  /** "Sync now" presses (and added calendars, imported at once) per listing in an hour. */
  syncNowPerListing: { kind: "sync-now-listing", limit: 10, windowMs: HOUR },
  /** The same per account, over all its listings. */
  syncNowPerAccount: { kind: "sync-now", limit: 30, windowMs: HOUR },
  /** Messages an account may send in an hour (beside 20 in any 10 minutes, messages.ts). */
  messagesPerHour: { kind: "message", limit: 60, windowMs: HOUR },
  /** Reports of listings and people an account may send in an hour (decision 3610). */
  reports: { kind: "report", limit: 10, windowMs: HOUR },
} as const satisfies Record<string, RateQuota | number>;

/** "in 12 minutes", "in 3 hours": when a quota gives room again (rounded up, never "in 0"). */
export function waitWords(ms: number) {
  const minutes = Math.max(1, Math.ceil(ms / MINUTE));
  if (minutes < 60) return `in ${minutes} minute${minutes === 1 ? "" : "s"}`;
  const hours = Math.ceil(minutes / 60);
  return `in ${hours} hour${hours === 1 ? "" : "s"}`;
}

/** The clear message of a reached quota: what the limit is and when there is room again. */
export function quotaMessage(what: string, quota: { limit: number; windowMs: number }, retryAfterMs: number) {
  const window = quota.windowMs >= DAY ? "a day" : quota.windowMs >= HOUR ? "an hour" : "a few minutes";
  return `You have reached the limit of ${quota.limit} ${what} in ${window}. Try again ${waitWords(retryAfterMs)}.`;
}
