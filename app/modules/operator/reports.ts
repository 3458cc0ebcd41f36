import type { Voice } from "../../i18n/voice.ts";

/**
 * The one reports queue (decision 3610), as pure rules: what was reported (a message, a review, a
 * listing, a person), named in forms by its kind and subject, and what an operator may decide about
 * each. A decision settles every open report of its subject and tells each reporter the outcome.
 */
export const REPORT_KINDS = ["message", "review", "listing", "user"] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_INTENTS = ["dismiss", "hide", "remove", "suspend"] as const;
export type ReportIntent = (typeof REPORT_INTENTS)[number];

/** What may be decided about each kind: hide what was written, remove a listing, suspend its author. */
export const INTENTS_OF: Record<ReportKind, readonly ReportIntent[]> = {
  message: ["dismiss", "hide", "suspend"],
  review: ["dismiss", "hide", "suspend"],
  listing: ["dismiss", "remove", "suspend"],
  user: ["dismiss", "suspend"],
};

export type ReviewSubject = { kind: "stay" | "guest"; id: number };

/** A subject as forms carry it: a message's uuid, "stay:12"/"guest:12" for a review, a listing's id, an account id. */
export function parseSubject(kind: ReportKind, subject: unknown): string | ReviewSubject | number | null {
  if (typeof subject !== "string" || subject.length === 0 || subject.length > 200) return null;
  switch (kind) {
    case "message":
      return /^[0-9a-f-]{36}$/i.test(subject) ? subject.toLowerCase() : null;
    case "review": {
      const match = /^(stay|guest):(\d{1,15})$/.exec(subject);
      return match ? { kind: match[1] as "stay" | "guest", id: Number(match[2]) } : null;
    }
    case "listing":
      return /^\d{1,15}$/.test(subject) && Number(subject) > 0 ? Number(subject) : null;
    case "user":
      return /^[A-Za-z0-9_-]{1,100}$/.test(subject) ? subject : null;
  }
}

export const isReportKind = (value: unknown): value is ReportKind =>
  REPORT_KINDS.includes(value as ReportKind);
export const isReportIntent = (value: unknown): value is ReportIntent =>
  REPORT_INTENTS.includes(value as ReportIntent);

/** A notice written in its recipient's language (decision 3855): text for createNotification. */
type Said = { title: (v: Voice) => string; body: (v: Voice) => string };

/** One message of `notice.report`. */
export const reportSaid = (v: Voice, key: string, values?: Record<string, string>) =>
  v.notice(`report.${key}`, values);

/** What each reporter is told (BRAND.md: warm, plain, short): one whole message per kind and decision. */
export function reporterNotice(kind: Exclude<ReportKind, "message">, intent: ReportIntent): Said {
  // A decision the kind does not allow never reaches here (INTENTS_OF); a dismissal is the safe words.
  const decided = INTENTS_OF[kind].includes(intent) ? intent : "dismiss";
  return {
    title: (v) => reportSaid(v, "reviewedTitle"),
    body: (v) => reportSaid(v, `${kind}.${decided}`),
  };
}

/** What the author of a hidden review or an unpublished listing is told (the operator's reason included). */
export function authorNotice(kind: "review" | "listing", reason: string): Said {
  return kind === "review"
    ? {
        title: (v) => reportSaid(v, "reviewHiddenTitle"),
        body: (v) => reportSaid(v, "reviewHiddenBody", { reason }),
      }
    : {
        title: (v) => reportSaid(v, "listingUnpublishedTitle"),
        body: (v) => reportSaid(v, "listingUnpublishedBody", { reason }),
      };
}
