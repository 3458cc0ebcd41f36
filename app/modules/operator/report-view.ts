import { formatInstant } from "../../shared/format.ts";
import { translatorFor } from "../../i18n/language.server.ts";
import { intlLocale, type Locale } from "../../i18n/locales.ts";
import { CONTENT_REPORT_REASONS } from "../reports/reports.ts";
import { REPORT_REASONS } from "../reviews/moderation.ts";
import type { ReportItemView } from "./components/report-item.tsx";
import { INTENTS_OF, type ReportKind } from "./reports.ts";
import type { QueueItem } from "./reports.server.ts";

/** A report's reason in words, when it is one of its kind's listed reasons (else as the reporter gave it). */
function reasonLabel(
  kind: ReportKind,
  reason: string,
  say: (key: string, values: { reason: string }) => string,
) {
  const list = kind === "review" ? REPORT_REASONS : kind === "message" ? [] : CONTENT_REPORT_REASONS;
  return list.some((r) => r.value === reason) ? say("reason", { reason }) : reason;
}

/** The queue as the page shows it, field by field, in the reader's language (`operator.reports`). */
export function reportQueueView(items: QueueItem[], locale: Locale = "en"): ReportItemView[] {
  const say = translatorFor(locale, "operator.reports");
  const tag = intlLocale(locale);
  return items.map((item) => ({
    kind: item.kind,
    subject: item.subject,
    kindLabel: say("kind", { kind: item.kind }),
    title:
      item.about.what === "listing"
        ? (item.about.name ?? "")
        : say("about", { what: item.about.what, name: item.about.name ?? say("aStay") }),
    text: item.rating === undefined ? item.text : say("rated", { rating: item.rating, text: item.text }),
    link: item.link,
    authorLink: item.authorId ? `/operator/users/${encodeURIComponent(item.authorId)}` : null,
    authorEmail: item.authorEmail,
    since: formatInstant(item.since, "UTC", tag),
    intents: INTENTS_OF[item.kind],
    reports: item.reports.map((r) => ({
      reason: reasonLabel(item.kind, r.reason, say),
      details: r.details,
      at: formatInstant(r.at, "UTC", tag),
      reporterEmail: r.reporterEmail,
    })),
  }));
}
