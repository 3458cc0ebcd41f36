import { cutLiveStreamsOf } from "~/frame/live.server";
import { data } from "react-router";
import { cleanReason } from "~/modules/operator/audit";
import { ReportItem } from "~/modules/operator/components/report-item";
import {
  notFound,
  OPERATOR_HEADERS,
  operatorOf,
  requireRecentConfirmation,
} from "~/modules/operator/guard.server";
import { isReportIntent, isReportKind } from "~/modules/operator/reports";
import { decideReported, reportsQueue } from "~/modules/operator/reports.server";
import { reportQueueView } from "~/modules/operator/report-view";
import { platformOf } from "~/platform/context";
import { redirectWithToast } from "~/platform/flash.server";
import { readForm } from "~/shared/http.server";
import { pageMeta } from "~/site";
import { EmptyState, UserPageHeading } from "~/ui/page";
import type { Route } from "./+types/reports";

export const meta = () => [
  ...pageMeta("Reports", "Operator console."),
  { name: "robots", content: "noindex, nofollow" },
];
export const headers = () => OPERATOR_HEADERS;

export async function loader({ context }: Route.LoaderArgs) {
  return { items: reportQueueView(await reportsQueue(platformOf(context).database.db)) };
}

const DONE = {
  dismiss: "Dismissed: the reporters are told it stays.",
  hide: "Hidden: the author and the reporters are told.",
  remove: "Unpublished: its owner reads your reason; the reporters are told.",
  suspend: "The author is suspended and signed out everywhere; the reporters are told.",
} as const;

/**
 * A decision about everything reported of one subject. Hiding, unpublishing and suspending need a
 * reason; suspending is an account action, so it asks for a recent code first.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const form = await readForm(request);
  const kind = form.get("kind");
  const intent = form.get("intent");
  const subject = String(form.get("subject") ?? "");
  if (!isReportKind(kind) || !isReportIntent(intent))
    return data(
      { subject: null, error: "Choose a report and what to do about it." },
      { status: 400, headers: OPERATOR_HEADERS },
    );
  const reason =
    cleanReason(form.get("reason")) ?? (intent === "dismiss" ? "Within the site's rules." : null);
  if (!reason)
    return data(
      { subject, error: "Say why: the author reads it, and it goes into the audit log." },
      { status: 400, headers: OPERATOR_HEADERS },
    );
  const operator =
    intent === "suspend" ? await requireRecentConfirmation(context, request) : operatorOf(context);
  const outcome = await decideReported(
    platform.database.db,
    { id: operator.id, email: operator.email },
    { kind, subject, intent, reason },
  );
  if (!outcome.ok) {
    if (outcome.status === 404) notFound();
    return data(
      { subject, error: outcome.formError ?? "" },
      { status: outcome.status, headers: OPERATOR_HEADERS },
    );
  }
  if (outcome.value.suspendedId) cutLiveStreamsOf(outcome.value.suspendedId);
  return redirectWithToast(
    platform,
    "/operator/reports",
    { type: "success", message: DONE[intent] },
    { headers: OPERATOR_HEADERS },
  );
}

export default function ReportsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { items } = loaderData;
  return (
    <div className="grid gap-6">
      <UserPageHeading
        title="Reports"
        lead="Reported messages, reviews, listings and people, the longest waiting first. Each decision settles every report about it and tells each reporter what you decided."
      />
      {actionData?.subject === null && <p className="text-sm text-danger">{actionData.error}</p>}
      {items.length === 0 ? (
        <EmptyState icon="shield-check" title="Nothing to decide">
          Reports appear here as travellers and owners send them.
        </EmptyState>
      ) : (
        <section aria-label="Waiting for a decision" className="grid gap-4">
          {items.map((item) => (
            <ReportItem
              key={`${item.kind}:${item.subject}`}
              item={item}
              error={actionData?.subject === item.subject ? actionData.error : undefined}
            />
          ))}
        </section>
      )}
    </div>
  );
}
