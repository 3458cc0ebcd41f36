import { data, Link } from "react-router";
import { signedInUser } from "~/modules/accounts/guards.server";
import { chargeClaim } from "~/modules/claims/claims-money.server";
import { disputeClaimSchema } from "~/modules/claims/claim-form.schema";
import { answerClaim, claimDetail, claimOfBooking, claimStayOf } from "~/modules/claims/claims.server";
import { ClaimAnswerForm } from "~/modules/claims/components/claim-answer-form";
import { ClaimDetailView } from "~/modules/claims/components/claim-detail";
import { paymentsContextFor } from "~/modules/payments/processors.server";
import { platformOf } from "~/platform/context";
import { redirectWithToast } from "~/platform/flash.server";
import { noFields, parseIntent } from "~/shared/forms";
import { intentReply, readForm, uuidOrNotFound } from "~/shared/http.server";
import { pageMeta } from "~/site";
import { metaLanguage } from "~/i18n/meta";
import { useT } from "~/i18n/react";
import { translatorFor } from "~/i18n/language.server";
import { localizeErrors, localizeMessage } from "~/i18n/server-messages.server";
import { readerLocale } from "~/modules/profiles/language.server";
import { Panel, UserPageHeading } from "~/ui/page";
import type { Route } from "./+types/trip-claim";
import { pageNamespaces } from "~/i18n/page-namespaces";

/** The namespaces this page draws on besides the shell's (decision 4040). */
export const middleware: Route.MiddlewareFunction[] = [pageNamespaces("claims")];

export function meta({ matches }: Route.MetaArgs) {
  const t = metaLanguage(matches).t("claims");
  return pageMeta(t("metaTitle"), t("metaTrip"));
}

/** The traveller's own stay with a claim, in their language; or 404 (someone else's, or none). */
async function ownClaim(context: Route.LoaderArgs["context"], request: Request, idParam: string | undefined) {
  const user = signedInUser(context);
  const db = platformOf(context).database.db;
  const locale = await readerLocale(db, request, user.id);
  const notFound = translatorFor(locale, "claims.trip")("notFound");
  const id = uuidOrNotFound(idParam, notFound);
  const stay = await claimStayOf(db, id);
  const claim = stay && stay.guestId === user.id ? await claimOfBooking(db, id) : null;
  if (!stay || !claim) throw data(notFound, { status: 404 });
  return { stay, claim, locale };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { stay, claim, locale } = await ownClaim(context, request, params.id);
  return {
    bookingId: stay.bookingId,
    title: stay.title,
    claim: claimDetail(claim, "guest", new Date(), locale),
  };
}

/** Accept (charged at once to the saved card) or dispute (the site's team decides). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const user = signedInUser(context);
  const { stay, locale } = await ownClaim(context, request, params.id);
  const form = parseIntent(await readForm(request), { accept: noFields, dispute: disputeClaimSchema });
  if (!form.ok)
    return intentReply(form.intent, 400, {
      ...form,
      fieldErrors: localizeErrors(locale, form.fieldErrors),
      formError: localizeMessage(locale, form.formError),
    });
  const db = platform.database.db;
  const answered = await answerClaim(db, user.id, stay.bookingId, {
    answer: form.intent,
    note: form.intent === "dispute" ? form.data.note : "",
  });
  if (!answered.ok)
    return intentReply(form.intent, answered.status, {
      fieldErrors: localizeErrors(locale, answered.fieldErrors ?? {}),
      formError: localizeMessage(locale, answered.formError),
      values: form.values,
    });
  const payments = await paymentsContextFor(platform.env, db);
  if (answered.value.status === "due" && payments) await chargeClaim(db, payments, answered.value.claimId);
  return redirectWithToast(platform, `/user/bookings/${stay.bookingId}/claim`, {
    type: "success",
    message: translatorFor(locale, "claims.trip")(answered.value.status === "due" ? "accepted" : "disputed"),
  });
}

export default function TripClaim({ loaderData, actionData }: Route.ComponentProps) {
  const { claim } = loaderData;
  const t = useT("claims.trip");
  const heading = useT("claims");
  return (
    <div className="grid gap-6">
      <UserPageHeading title={heading("metaTitle")} lead={loaderData.title}>
        <Link
          to={`/user/bookings/${loaderData.bookingId}`}
          className="text-sm font-semibold text-primary hover:underline"
        >
          {t("back")}
        </Link>
      </UserPageHeading>
      <Panel id="claim" title={t("theirClaim")} description={t("against")}>
        <ClaimDetailView claim={claim} />
      </Panel>
      {claim.answerable && claim.answerBy && (
        <Panel id="answer" title={t("yourAnswer")}>
          <ClaimAnswerForm answerBy={claim.answerBy} amount={claim.amount} reply={actionData} />
        </Panel>
      )}
    </div>
  );
}
