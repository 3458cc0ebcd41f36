import { data, Form } from "react-router";
import { isReviewKind, REPORT_REASONS } from "~/modules/reviews/moderation";
import { hideReview, openReviewReports } from "~/modules/reviews/moderation.server";
import { parseSerialId } from "~/shared/ids";
import { requireStaff } from "~/modules/accounts/guards.server";
import { ReportedMessage } from "~/modules/messages/components/report-review";
import { decideReport, openReports, settledReports } from "~/modules/messages/moderation.server";
import { platformOf } from "~/platform/context";
import { redirectWithToast } from "~/platform/flash.server";
import { readForm } from "~/shared/http.server";
import { pageMeta } from "~/site";
import { EmptyState, UserPageHeading } from "~/ui/page";
import type { Route } from "./+types/reports";

export const meta = () => [
  ...pageMeta("Reported messages and reviews", "Messages and reviews travellers and owners reported."),
  { name: "robots", content: "noindex" },
];

const when = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "UTC",
  timeZoneName: "short",
});

function shown<T extends Awaited<ReturnType<typeof openReports>>[number]>(item: T) {
  return {
    messageId: item.messageId,
    body: item.body,
    sentAt: when.format(item.sentAt),
    removedAt: item.removedAt ? when.format(item.removedAt) : null,
    senderName: item.senderName,
    senderEmail: item.senderEmail,
    listingTitle: item.listingTitle,
    listingSlug: item.listingSlug,
    resolution: item.resolution,
    reports: item.reports.map((r) => ({ ...r, at: when.format(r.at) })),
  };
}

/** Staff only (STAFF_EMAILS); anyone else is answered 404. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const platform = platformOf(context);
  await requireStaff(platform, request);
  const db = platform.database.db;
  const [open, settled, reviews] = await Promise.all([
    openReports(db),
    settledReports(db),
    openReviewReports(db),
  ]);
  return {
    open: open.map(shown),
    settled: settled.map(shown),
    // Reported reviews (decision 3600), each report on its own, newest first.
    reviews: reviews.map((r) => ({
      id: r.id,
      kind: r.kind,
      reviewId: r.reviewId,
      reason: REPORT_REASONS.find((reason) => reason.value === r.reason)?.label ?? r.reason,
      details: r.details,
      at: when.format(r.createdAt),
      listingTitle: r.listingTitle,
      rating: r.rating,
      body: r.body,
      hidden: r.hidden,
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const staff = await requireStaff(platform, request);
  const form = await readForm(request);
  const decision = form.get("decision");
  if (decision === "hide-review") {
    const kind = form.get("kind");
    const reviewId = parseSerialId(form.get("reviewId"));
    const reason =
      String(form.get("reason") ?? "")
        .trim()
        .slice(0, 200) || "Reported and found against the rules.";
    if (!isReviewKind(kind) || reviewId === null) throw data("No such review.", { status: 404 });
    const hidden = await hideReview(platform.database.db, {
      ref: { kind, id: reviewId },
      staffUserId: staff.id,
      reason,
    });
    if (!hidden) throw data("That review is already hidden, or gone.", { status: 404 });
    return redirectWithToast(platform, "/staff/reports", {
      type: "success",
      message: "The review is hidden.",
    });
  }
  if (decision !== "dismiss" && decision !== "remove")
    throw data("Choose dismiss or remove.", { status: 400 });
  const done = await decideReport(platform.database.db, {
    reportId: String(form.get("reportId") ?? ""),
    staffId: staff.id,
    decision,
  });
  if (!done) throw data("That report is not waiting for a decision any more.", { status: 404 });
  return redirectWithToast(platform, "/staff/reports", {
    type: "success",
    message: decision === "remove" ? "The message is removed." : "The report is dismissed.",
  });
}

export default function ReportsPage({ loaderData }: Route.ComponentProps) {
  const { open, settled, reviews } = loaderData;
  return (
    <div className="container-page max-w-3xl py-6 sm:py-10">
      <UserPageHeading
        title="Reported messages"
        lead="Read what was written and why it was reported. Remove a message that breaks the rules; dismiss a report that does not."
      />
      {open.length === 0 ? (
        <EmptyState icon="shield-check" title="Nothing to review">
          Reported messages appear here, the longest waiting first.
        </EmptyState>
      ) : (
        <section aria-label="Waiting for a decision" className="grid gap-4">
          {open.map((item) => (
            <ReportedMessage key={item.messageId} item={item} open />
          ))}
        </section>
      )}
      <section aria-labelledby="reviews-heading" className="mt-10 grid gap-4">
        <h2 id="reviews-heading" className="text-lg text-ink">
          Reported reviews
        </h2>
        {reviews.length === 0 ? (
          <p className="text-sm text-muted">No review is waiting for a decision.</p>
        ) : (
          reviews.map((r) => (
            <article key={r.id} className="rounded-3xl border border-line bg-surface p-5 shadow-card">
              <p className="text-sm text-muted">
                {r.kind === "stay" ? "A traveller's review of" : "An owner's review of a guest at"}{" "}
                {r.listingTitle} · {r.rating} of 5 · reported {r.at}
              </p>
              <p className="mt-2 text-ink">{r.body}</p>
              <p className="mt-2 text-sm text-ink">
                <strong>{r.reason}</strong>
                {r.details ? ` · ${r.details}` : ""}
              </p>
              {r.hidden ? (
                <p className="mt-2 text-sm text-muted">Hidden.</p>
              ) : (
                <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
                  <input type="hidden" name="decision" value="hide-review" />
                  <input type="hidden" name="kind" value={r.kind} />
                  <input type="hidden" name="reviewId" value={r.reviewId} />
                  <input type="hidden" name="reason" value={r.reason} />
                  <button
                    type="submit"
                    className="rounded-full border border-danger px-4 py-2 text-sm font-semibold text-danger"
                  >
                    Hide the review
                  </button>
                </Form>
              )}
            </article>
          ))
        )}
      </section>
      {settled.length > 0 && (
        <section aria-labelledby="settled-heading" className="mt-10 grid gap-4">
          <h2 id="settled-heading" className="text-lg text-ink">
            Decided lately
          </h2>
          {settled.map((item) => (
            <ReportedMessage key={item.messageId} item={item} open={false} />
          ))}
        </section>
      )}
    </div>
  );
}
