import { formatInstant } from "../../shared/format.ts";
import { CONTENT_REPORT_REASONS } from "../reports/reports.ts";
import { REPORT_REASONS } from "../reviews/moderation.ts";
import type { ReportItemView } from "./components/report-item.tsx";
import { INTENTS_OF, type ReportKind } from "./reports.ts";
import type { QueueItem } from "./reports.server.ts";

const KIND_LABEL: Record<ReportKind, string> = {
  message: "Message",
  review: "Review",
  listing: "Listing",
  user: "Person",
};

function reasonLabel(kind: ReportKind, reason: string) {
  const list = kind === "review" ? REPORT_REASONS : kind === "message" ? [] : CONTENT_REPORT_REASONS;
  return list.find((r) => r.value === reason)?.label ?? reason;
}

/** The queue as the page shows it, field by field. */
export function reportQueueView(items: QueueItem[]): ReportItemView[] {
  return items.map((item) => ({
    kind: item.kind,
    subject: item.subject,
    kindLabel: KIND_LABEL[item.kind],
    title: item.title,
    text: item.text,
    link: item.link,
    authorLink: item.authorId ? `/operator/users/${encodeURIComponent(item.authorId)}` : null,
    authorEmail: item.authorEmail,
    since: formatInstant(item.since),
    intents: INTENTS_OF[item.kind],
    reports: item.reports.map((r) => ({
      reason: reasonLabel(item.kind, r.reason),
      details: r.details,
      at: formatInstant(r.at),
      reporterEmail: r.reporterEmail,
    })),
  }));
}
