import { data } from "react-router";
import { signedInUser } from "~/modules/accounts/guards.server";
import { isReviewKind, REPORT_DETAILS_MAX, REPORT_REASONS, reportSchema } from "~/modules/reviews/moderation";
import { NO_REVIEW, reportReview, reviewToReport } from "~/modules/reviews/moderation.server";
import { stayPath } from "~/modules/stays/stays";
import { platformOf } from "~/platform/context";
import { redirectWithToast } from "~/platform/flash.server";
import { parseFields } from "~/shared/forms";
import { readForm } from "~/shared/http.server";
import { parseSerialId } from "~/shared/ids";
import { pageMeta } from "~/site";
import { ReportForm } from "~/ui/report-form";
import { Panel, UserPageHeading } from "~/ui/page";
import type { Route } from "./+types/review-report";
import { metaLanguage } from "~/i18n/meta";
import { useT } from "~/i18n/react";
import { translatorFor } from "~/i18n/language.server";
import { localizeErrors, localizeMessage } from "~/i18n/server-messages.server";
import { readerLocale } from "~/modules/profiles/language.server";
import { pageNamespaces } from "~/i18n/page-namespaces";

/** The namespaces this page draws on besides the shell's (decision 4040). */
export const middleware: Route.MiddlewareFunction[] = [pageNamespaces("reports")];

export function meta({ matches }: Route.MetaArgs) {
  const t = metaLanguage(matches).t("reports.review");
  return pageMeta(t("metaTitle"), t("metaDescription"));
}

/** A review the user can read and did not write; anything else (hidden, waiting, junk ids) is a 404. */
function refOf(params: { kind?: string; id?: string }, notFound: string) {
  const id = parseSerialId(params.id);
  if (!isReviewKind(params.kind) || id === null) throw data(notFound, { status: 404 });
  return { kind: params.kind, id };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = signedInUser(context);
  const db = platformOf(context).database.db;
  const notFound = localizeMessage(await readerLocale(db, request, user.id), NO_REVIEW);
  const review = await reviewToReport(db, refOf(params, notFound), user.id);
  if (!review) throw data(notFound, { status: 404 });
  return { review };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const user = signedInUser(context);
  const db = platform.database.db;
  const locale = await readerLocale(db, request, user.id);
  const notFound = localizeMessage(locale, NO_REVIEW);
  const ref = refOf(params, notFound);
  const review = await reviewToReport(db, ref, user.id);
  if (!review) throw data(notFound, { status: 404 });
  const form = parseFields(reportSchema, await readForm(request));
  if (!form.ok)
    return data(
      { fieldErrors: localizeErrors(locale, form.fieldErrors), values: form.values, formError: null },
      { status: 400 },
    );
  const result = await reportReview(db, { ref, userId: user.id, ...form.data });
  if (!result.ok) {
    if (result.status === 404) throw data(notFound, { status: 404 });
    return data(
      { fieldErrors: {}, values: form.values, formError: localizeMessage(locale, result.formError) },
      { status: result.status },
    );
  }
  return redirectWithToast(platform, ref.kind === "stay" ? stayPath(review.listingSlug) : "/user/profile", {
    type: "success",
    message: translatorFor(locale, "reports.review")("thanks"),
  });
}

export default function ReviewReportPage({ loaderData, actionData }: Route.ComponentProps) {
  const { review } = loaderData;
  const fieldErrors: Record<string, string> = actionData?.fieldErrors ?? {};
  const values: Record<string, string> = actionData?.values ?? {};
  const t = useT("reports.review");
  return (
    <>
      <UserPageHeading title={t("title")} lead={review.listingTitle} />
      <Panel id="report" title={t("what")}>
        <blockquote className="mb-5 border-s-2 border-line ps-3 text-sm text-ink">
          <p className="font-semibold">{t("byline", { name: review.authorName, rating: review.rating })}</p>
          <p className="mt-1">{review.body}</p>
        </blockquote>
        <ReportForm
          reasons={REPORT_REASONS}
          detailsMax={REPORT_DETAILS_MAX}
          values={values}
          fieldErrors={fieldErrors}
          formError={actionData?.formError}
        />
      </Panel>
    </>
  );
}
