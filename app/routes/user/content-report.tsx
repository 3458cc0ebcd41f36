import { data } from "react-router";
import { signedInUser } from "~/modules/accounts/guards.server";
import {
  CONTENT_REPORT_DETAILS_MAX,
  CONTENT_REPORT_REASONS,
  contentReportSchema,
  isContentReportKind,
  NOTHING_TO_REPORT,
} from "~/modules/reports/reports";
import { reportContent, subjectToReport } from "~/modules/reports/reports.server";
import { platformOf } from "~/platform/context";
import { redirectWithToast } from "~/platform/flash.server";
import { parseFields } from "~/shared/forms";
import { readForm } from "~/shared/http.server";
import { pageMeta } from "~/site";
import { ReportForm } from "~/ui/report-form";
import { Panel, UserPageHeading } from "~/ui/page";
import type { Route } from "./+types/content-report";
import { metaLanguage } from "~/i18n/meta";
import { useT } from "~/i18n/react";
import { translatorFor } from "~/i18n/language.server";
import { localizeErrors, localizeMessage } from "~/i18n/server-messages.server";
import { readerLocale } from "~/modules/profiles/language.server";
import type { Locale } from "~/i18n/locales";
import { pageNamespaces } from "~/i18n/page-namespaces";

/** The namespaces this page draws on besides the shell's (decision 4040). */
export const middleware: Route.MiddlewareFunction[] = [pageNamespaces("reports")];

export function meta({ matches }: Route.MetaArgs) {
  const t = metaLanguage(matches).t("reports.content");
  return [...pageMeta(t("metaTitle"), t("metaDescription")), { name: "robots", content: "noindex" }];
}

function kindOf(params: { kind?: string }, locale: Locale) {
  if (!isContentReportKind(params.kind))
    throw data(localizeMessage(locale, NOTHING_TO_REPORT), { status: 404 });
  return params.kind;
}

/** A published listing that is not the user's, or someone else's public page; anything else is refused. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = signedInUser(context);
  const db = platformOf(context).database.db;
  const locale = await readerLocale(db, request, user.id);
  const kind = kindOf(params, locale);
  const subject = await subjectToReport(db, kind, params.ref, user.id);
  if (!subject.ok) throw data(localizeMessage(locale, subject.formError), { status: subject.status });
  // Field by field: a person's account id stays on the server.
  return { kind, name: subject.value.name, back: subject.value.back };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const user = signedInUser(context);
  const db = platform.database.db;
  const locale = await readerLocale(db, request, user.id);
  const kind = kindOf(params, locale);
  const fields = await readForm(request);
  const subject = await subjectToReport(db, kind, params.ref, user.id);
  if (!subject.ok) throw data(localizeMessage(locale, subject.formError), { status: subject.status });
  const form = parseFields(contentReportSchema, fields);
  if (!form.ok)
    return data(
      { fieldErrors: localizeErrors(locale, form.fieldErrors), values: form.values, formError: null },
      { status: 400 },
    );
  const result = await reportContent(db, { kind, ref: params.ref, userId: user.id, ...form.data });
  if (!result.ok)
    return data(
      { fieldErrors: {}, values: form.values, formError: localizeMessage(locale, result.formError) },
      { status: result.status },
    );
  return redirectWithToast(platform, result.value.back, {
    type: "success",
    message: translatorFor(locale, "reports.content")("thanks"),
  });
}

export default function ContentReportPage({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, name } = loaderData;
  const errors: Record<string, string> = actionData?.fieldErrors ?? {};
  const values: Record<string, string> = actionData?.values ?? {};
  const t = useT("reports.content");
  return (
    <>
      <UserPageHeading title={t("title", { kind })} lead={name} />
      <Panel id="report" title={t("what", { kind })}>
        <ReportForm
          reasons={CONTENT_REPORT_REASONS}
          detailsMax={CONTENT_REPORT_DETAILS_MAX}
          values={values}
          fieldErrors={errors}
          formError={actionData?.formError}
        />
      </Panel>
    </>
  );
}
