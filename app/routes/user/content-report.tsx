import { data } from "react-router";
import { signedInUser } from "~/modules/accounts/guards.server";
import {
  CONTENT_REPORT_DETAILS_MAX,
  CONTENT_REPORT_REASONS,
  contentReportSchema,
  isContentReportKind,
  NOTHING_TO_REPORT,
  REPORT_TITLE,
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

export const meta = () => [
  ...pageMeta("Report", "Tell the site's operators what is wrong."),
  { name: "robots", content: "noindex" },
];

function kindOf(params: { kind?: string }) {
  if (!isContentReportKind(params.kind)) throw data(NOTHING_TO_REPORT, { status: 404 });
  return params.kind;
}

/** A published listing that is not the user's, or someone else's public page; anything else is refused. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const user = signedInUser(context);
  const kind = kindOf(params);
  const subject = await subjectToReport(platformOf(context).database.db, kind, params.ref, user.id);
  if (!subject.ok) throw data(subject.formError, { status: subject.status });
  // Field by field: a person's account id stays on the server.
  return { kind, name: subject.value.name, back: subject.value.back };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const user = signedInUser(context);
  const kind = kindOf(params);
  const db = platform.database.db;
  const fields = await readForm(request);
  const subject = await subjectToReport(db, kind, params.ref, user.id);
  if (!subject.ok) throw data(subject.formError, { status: subject.status });
  const form = parseFields(contentReportSchema, fields);
  if (!form.ok)
    return data({ fieldErrors: form.fieldErrors, values: form.values, formError: null }, { status: 400 });
  const result = await reportContent(db, { kind, ref: params.ref, userId: user.id, ...form.data });
  if (!result.ok)
    return data(
      { fieldErrors: {}, values: form.values, formError: result.formError },
      { status: result.status },
    );
  return redirectWithToast(platform, result.value.back, {
    type: "success",
    message: "Thank you: the site's operators will look at it and tell you what they decided.",
  });
}

export default function ContentReportPage({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, name } = loaderData;
  const errors: Record<string, string> = actionData?.fieldErrors ?? {};
  const values: Record<string, string> = actionData?.values ?? {};
  return (
    <>
      <UserPageHeading title={REPORT_TITLE[kind]} lead={name} />
      <Panel id="report" title={kind === "listing" ? "What is wrong with this listing?" : "What is wrong?"}>
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
