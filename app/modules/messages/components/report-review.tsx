import { Form, Link } from "react-router";
import { linkClass } from "~/ui/form";

export interface ReviewedMessage {
  messageId: string;
  body: string;
  sentAt: string;
  removedAt: string | null;
  senderName: string;
  senderEmail: string;
  listingTitle: string;
  listingSlug: string;
  resolution: "dismissed" | "removed" | null;
  reports: { id: string; reason: string; at: string; reporterName: string; reporterEmail: string }[];
}

const button =
  "inline-flex h-10 items-center justify-center rounded-full px-4 text-sm font-semibold disabled:opacity-70";

/**
 * One reported message as staff judge it: the whole text as sent (never masked: staff must see
 * what was written), who sent it about which stay, every report's reason, and the decisions.
 */
export function ReportedMessage({ item, open }: { item: ReviewedMessage; open: boolean }) {
  const headingId = `reported-${item.messageId}`;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-3xl border border-line bg-surface p-5 shadow-card"
    >
      <h2 id={headingId} className="text-base text-ink">
        {item.senderName} <span className="font-normal text-muted">({item.senderEmail})</span>
      </h2>
      <p className="mt-1 text-sm text-muted">
        About{" "}
        <Link to={`/stays/${item.listingSlug}`} className={linkClass}>
          {item.listingTitle}
        </Link>{" "}
        · sent {item.sentAt}
        {item.removedAt && <> · removed {item.removedAt}</>}
      </p>
      <blockquote className="mt-3 rounded-2xl border-s-4 border-accent bg-surface-2 px-4 py-3 text-sm whitespace-pre-wrap text-ink">
        {item.body}
      </blockquote>
      <h3 className="mt-4 text-sm font-semibold text-ink">
        {item.reports.length === 1 ? "Reported once" : `Reported ${item.reports.length} times`}
      </h3>
      <ul className="mt-2 grid gap-2">
        {item.reports.map((report) => (
          <li key={report.id} className="flex flex-wrap items-start justify-between gap-3 text-sm">
            <div>
              <p className="whitespace-pre-wrap text-ink">“{report.reason}”</p>
              <p className="text-xs text-muted">
                {report.reporterName} ({report.reporterEmail}) · {report.at}
              </p>
            </div>
            {open && (
              <Form method="post">
                <input type="hidden" name="reportId" value={report.id} />
                <button
                  type="submit"
                  name="decision"
                  value="dismiss"
                  className={`${button} border border-line text-ink hover:bg-surface-2`}
                >
                  Dismiss this report
                </button>
              </Form>
            )}
          </li>
        ))}
      </ul>
      {open ? (
        <Form method="post" className="mt-4 border-t border-line pt-4">
          <input type="hidden" name="reportId" value={item.reports[0]!.id} />
          <button type="submit" name="decision" value="remove" className={`${button} bg-danger text-surface`}>
            Remove the message
          </button>
          <p className="mt-2 text-xs text-muted">
            Neither side sees it any more; it is kept for the record, and every report of it is settled.
          </p>
        </Form>
      ) : (
        <p className="mt-3 text-sm font-semibold text-ink">
          {item.resolution === "removed" ? "Message removed" : "Report dismissed"}
        </p>
      )}
    </article>
  );
}
