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
import type { Route } from "./+types/user";

export const meta = () => [
  ...pageMeta("A user", "Operator console."),
  { name: "robots", content: "noindex, nofollow" },
];
export const headers = () => OPERATOR_HEADERS;

export async function loader({ params, context }: Route.LoaderArgs) {
  const db = platformOf(context).database.db;
  const detail = await userDetail(db, params.id);
  if (!detail) notFound();
  const [history, reports] = await Promise.all([auditAboutUser(db, params.id), reportsOfUser(db, params.id)]);
  return userPageView(detail, history, operatorOf(context).id, reports);
}

/** Suspend, lift, delete: account actions, so a code typed in the last ten minutes is asked for first. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const form = parseIntent(await readForm(request), accountActionSchemas, "Choose suspend, lift or delete.");
  if (!form.ok) return intentReply(form.intent, 400, form, { headers: OPERATOR_HEADERS });
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
    return intentReply(intent, outcome.status, outcome, { headers: OPERATOR_HEADERS });
  }
  // The live streams of a suspended or deleted account end with its sessions (the frame owns them).
  if (intent !== "lift") cutLiveStreamsOf(params.id);
  const message =
    intent === "suspend"
      ? "The account is suspended and signed out everywhere."
      : intent === "lift"
        ? "The suspension is lifted."
        : "The account is deleted.";
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
