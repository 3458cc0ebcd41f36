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
import { unindexedPageMeta } from "~/site";
import { readerLocale } from "~/modules/profiles/language.server";
import { metaLanguage } from "~/i18n/meta";
import { useT } from "~/i18n/react";
import { translatorFor } from "~/i18n/language.server";
import { localizeMessage } from "~/i18n/server-messages.server";
import { EmptyState, UserPageHeading } from "~/ui/page";
import type { Route } from "./+types/reports";
import { pageNamespaces } from "~/i18n/page-namespaces";

/** The namespaces this page draws on besides the shell's (decision 4040). */
export const middleware: Route.MiddlewareFunction[] = [pageNamespaces("operator")];

export function meta({ matches }: Route.MetaArgs) {
  const t = metaLanguage(matches).t("operator.reports");
  return unindexedPageMeta(t("title"), t("metaDescription"));
}
export const headers = () => OPERATOR_HEADERS;

export async function loader({ request, context }: Route.LoaderArgs) {
  const db = platformOf(context).database.db;
  const locale = await readerLocale(db, request, operatorOf(context).id);
  return { items: reportQueueView(await reportsQueue(db), locale) };
}

/**
 * A decision about everything reported of one subject. Hiding, unpublishing and suspending need a
 * reason; suspending is an account action, so it asks for a recent code first.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const locale = await readerLocale(platform.database.db, request, operatorOf(context).id);
  const say = translatorFor(locale, "operator.reports");
  const form = await readForm(request);
  const kind = form.get("kind");
  const intent = form.get("intent");
  const subject = String(form.get("subject") ?? "");
  if (!isReportKind(kind) || !isReportIntent(intent))
    return data({ subject: null, error: say("choose") }, { status: 400, headers: OPERATOR_HEADERS });
  const reason =
    cleanReason(form.get("reason")) ?? (intent === "dismiss" ? "Within the site's rules." : null);
  if (!reason) return data({ subject, error: say("sayWhy") }, { status: 400, headers: OPERATOR_HEADERS });
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
      { subject, error: localizeMessage(locale, outcome.formError ?? "") },
      { status: outcome.status, headers: OPERATOR_HEADERS },
    );
  }
  if (outcome.value.suspendedId) cutLiveStreamsOf(outcome.value.suspendedId);
  return redirectWithToast(
    platform,
    "/operator/reports",
    { type: "success", message: say("done", { intent }) },
    { headers: OPERATOR_HEADERS },
  );
}

export default function ReportsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { items } = loaderData;
  const t = useT("operator.reports");
  return (
    <div className="grid gap-6">
      <UserPageHeading title={t("title")} lead={t("lead")} />
      {actionData?.subject === null && <p className="text-sm text-danger">{actionData.error}</p>}
      {items.length === 0 ? (
        <EmptyState icon="shield-check" title={t("emptyTitle")}>
          {t("emptyDetail")}
        </EmptyState>
      ) : (
        <section aria-label={t("waiting")} className="grid gap-4">
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
