import { OperatorUserDetail } from "~/modules/operator/components/user-detail";
import { userPageView } from "~/modules/operator/user-view";
import { cutLiveStreamsOf } from "~/frame/live.server";
import { accountActionSchemas } from "~/modules/operator/account-actions.schema";
import { auditAboutUser } from "~/modules/operator/audit.server";
import {
  OPERATOR_HEADERS,
  notFound,
  operatorOf,
  requireRecentConfirmation,
} from "~/modules/operator/guard.server";
import { deleteUserAccount, liftSuspension, suspendUser, userDetail } from "~/modules/operator/users.server";
import { reportsOfUser } from "~/modules/operator/reports.server";
import { platformOf } from "~/platform/context";
import { redirectWithToast } from "~/platform/flash.server";
import { parseIntent } from "~/shared/forms";
import { intentReply, readForm } from "~/shared/http.server";
import { pageMeta } from "~/site";
import { metaLanguage } from "~/i18n/meta";
import { translatorFor } from "~/i18n/language.server";
import { intlLocale } from "~/i18n/locales";
import { localizeErrors, localizeMessage } from "~/i18n/server-messages.server";
import { readerLocale } from "~/modules/profiles/language.server";
import type { Route } from "./+types/user";
import { pageNamespaces } from "~/i18n/page-namespaces";

/** The namespaces this page draws on besides the shell's (decision 4040). */
export const middleware: Route.MiddlewareFunction[] = [pageNamespaces("operator")];

export function meta({ matches }: Route.MetaArgs) {
  const t = metaLanguage(matches).t("operator.user");
  return [
    ...pageMeta(t("metaTitle"), t("metaDescription")),
    { name: "robots", content: "noindex, nofollow" },
  ];
}
export const headers = () => OPERATOR_HEADERS;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const db = platformOf(context).database.db;
  const operator = operatorOf(context);
  const detail = await userDetail(db, params.id);
  if (!detail) notFound();
  const [history, reports] = await Promise.all([auditAboutUser(db, params.id), reportsOfUser(db, params.id)]);
  const locale = await readerLocale(db, request, operator.id);
  return userPageView(detail, history, operator.id, reports, intlLocale(locale));
}

/** Suspend, lift, delete: account actions, so a code typed in the last ten minutes is asked for first. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const locale = await readerLocale(platform.database.db, request, operatorOf(context).id);
  const form = parseIntent(await readForm(request), accountActionSchemas, "Choose suspend, lift or delete.");
  if (!form.ok)
    return intentReply(
      form.intent,
      400,
      {
        values: form.values,
        fieldErrors: localizeErrors(locale, form.fieldErrors),
        formError: localizeMessage(locale, form.formError),
      },
      { headers: OPERATOR_HEADERS },
    );
  const { intent } = form;
  const operator = await requireRecentConfirmation(context, request);
  const actor = { id: operator.id, email: operator.email };
  const db = platform.database.db;
  const userId = params.id;
  const outcome =
    form.intent === "suspend"
      ? await suspendUser(db, actor, { userId, reason: form.data.reason })
      : form.intent === "lift"
        ? await liftSuspension(db, actor, { userId, reason: form.data.reason })
        : await deleteUserAccount(platform, actor, { userId, reason: form.data.reason });
  if (!outcome.ok) {
    if (outcome.status === 404) notFound();
    return intentReply(
      intent,
      outcome.status,
      {
        ...outcome,
        fieldErrors: outcome.fieldErrors && localizeErrors(locale, outcome.fieldErrors),
        formError: localizeMessage(locale, outcome.formError),
      },
      { headers: OPERATOR_HEADERS },
    );
  }
  // The live streams of a suspended or deleted account end with its sessions (the frame owns them).
  if (intent !== "lift") cutLiveStreamsOf(params.id);
  const message = translatorFor(locale, "operator.user")("done", { intent });
  return redirectWithToast(
    platform,
    intent === "delete" ? "/operator/users" : `/operator/users/${encodeURIComponent(params.id)}`,
    { type: "success", message },
    { headers: OPERATOR_HEADERS },
  );
}

export default function UserPage({ loaderData, actionData }: Route.ComponentProps) {
  return <OperatorUserDetail view={loaderData} reply={actionData} />;
}
