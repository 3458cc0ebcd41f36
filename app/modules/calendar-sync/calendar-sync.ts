import { z } from "zod";

/** The listing's calendar sync page. */
export const calendarSyncPath = (listingId: number) => `/host/listings/${listingId}/calendar-sync`;

/** How many other calendars one listing may import. */
export const MAX_FEEDS = 5;
export const MAX_FEED_URL = 2000;

/** A feed address as owners paste it: http(s), or webcal (read as https, as calendar apps do). */
export function normaliseFeedUrl(raw: string): string | null {
  const value = raw.trim().replace(/^webcals?:\/\//i, "https://");
  if (value.length > MAX_FEED_URL) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (!url.hostname) return null;
  url.hash = "";
  const text = url.toString();
  return text.length <= MAX_FEED_URL ? text : null;
}

export const feedSchema = z.object({
  name: z
    .string({ error: "Name the calendar, e.g. Airbnb." })
    .transform((v) => v.trim().replace(/\s+/g, " "))
    .refine((v) => v.length >= 1, "Name the calendar, e.g. Airbnb.")
    .refine((v) => v.length <= 60, "Name: 60 characters at most."),
  url: z
    .string({ error: "Paste the calendar's address (it ends in .ics on most sites)." })
    .transform((v, ctx) => {
      const url = normaliseFeedUrl(v);
      if (!url) {
        ctx.addIssue({
          code: "custom",
          message: v.trim()
            ? "Paste a web address starting with https:// (or http://, webcal://)."
            : "Paste the calendar's address (it ends in .ics on most sites).",
        });
        return z.NEVER;
      }
      return url;
    }),
});
export type FeedInput = z.infer<typeof feedSchema>;
