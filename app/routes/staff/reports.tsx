import { data } from "react-router";
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
  ...pageMeta("Reported messages", "Messages travellers and owners reported."),
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
  const [open, settled] = await Promise.all([openReports(db), settledReports(db)]);
  return { open: open.map(shown), settled: settled.map(shown) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const staff = await requireStaff(platform, request);
  const form = await readForm(request);
  const decision = form.get("decision");
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
  const { open, settled } = loaderData;
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
