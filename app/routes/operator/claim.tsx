import { data, Link } from "react-router";
import { claimById, claimDetail } from "~/modules/claims/claims.server";
import { chargeOfDecision } from "~/modules/claims/claims";
import { decideClaimSchema } from "~/modules/claims/claim-form.schema";
import { ClaimDetailView } from "~/modules/claims/components/claim-detail";
import { decideClaim } from "~/modules/operator/claims.server";
import { ClaimDecisionForm } from "~/modules/operator/components/claim-decision-form";
import {
  notFound,
  OPERATOR_HEADERS,
  operatorOf,
  requireRecentConfirmation,
} from "~/modules/operator/guard.server";
import { readerLocale } from "~/modules/profiles/language.server";
import { metaLanguage } from "~/i18n/meta";
import { useT } from "~/i18n/react";
import { translatorFor } from "~/i18n/language.server";
import { localizeErrors, localizeMessage } from "~/i18n/server-messages.server";
import { paymentsContextFor } from "~/modules/payments/processors.server";
import { platformOf } from "~/platform/context";
import { redirectWithToast } from "~/platform/flash.server";
import { parseFields } from "~/shared/forms";
import { readForm } from "~/shared/http.server";
import { unindexedPageMeta } from "~/site";
import { Panel, UserPageHeading } from "~/ui/page";
import type { Route } from "./+types/claim";
import { pageNamespaces } from "~/i18n/page-namespaces";

/** The namespaces this page draws on besides the shell's (decision 4040). */
export const middleware: Route.MiddlewareFunction[] = [pageNamespaces("claims", "operator")];

export function meta({ matches }: Route.MetaArgs) {
  const t = metaLanguage(matches).t("claims.operator");
  return unindexedPageMeta(t("oneTitle"), t("metaDescription"));
}
export const headers = () => OPERATOR_HEADERS;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const db = platformOf(context).database.db;
  const claim = await claimById(db, params.id);
  if (!claim) notFound();
  const locale = await readerLocale(db, request, operatorOf(context).id);
  return { claim: claimDetail(claim, "operator", new Date(), locale) };
}

/** Charge all, a part or nothing, with a reason; a code typed in the last ten minutes first: it is money. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const db = platform.database.db;
  const claim = await claimById(db, params.id);
  if (!claim) notFound();
  const locale = await readerLocale(db, request, operatorOf(context).id);
  const form = await readForm(request);
  const parsed = parseFields(decideClaimSchema, form);
  const reply = (status: number, fieldErrors: Record<string, string>, formError: string | null = null) =>
    data(
      {
        fieldErrors: localizeErrors(locale, fieldErrors),
        values: parsed.values,
        formError: localizeMessage(locale, formError),
      },
      { status, headers: OPERATOR_HEADERS },
    );
  if (claim.status !== "disputed") return reply(409, {}, "This claim is not waiting for a decision.");
  if (!parsed.ok) return reply(400, parsed.fieldErrors);
  const charge = chargeOfDecision(parsed.data.decision, parsed.data.amount, {
    amountCents: claim.amountCents,
    currency: claim.currency.trim(),
  });
  if (!charge.ok) return reply(400, { amount: charge.error });
  const operator = await requireRecentConfirmation(context, request);
  const decided = await decideClaim(
    db,
    await paymentsContextFor(platform.env, db),
    { id: operator.id, email: operator.email },
    {
      claimId: claim.id,
      decision: parsed.data.decision,
      chargeCents: charge.cents,
      reason: parsed.data.reason,
    },
  );
  if (!decided.ok) return reply(decided.status, decided.fieldErrors, decided.formError);
  return redirectWithToast(
    platform,
    `/operator/claims/${claim.id}`,
    { type: "success", message: translatorFor(locale, "claims.operator")("decided") },
    { headers: OPERATOR_HEADERS },
  );
}

export default function ClaimPage({ loaderData, actionData }: Route.ComponentProps) {
  const { claim } = loaderData;
  const t = useT("claims.operator");
  return (
    <div className="grid gap-6">
      <UserPageHeading title={t("heading")} lead={claim.state}>
        <Link
          to="/operator/claims"
          className="text-sm font-semibold text-primary underline-offset-4 hover:underline"
        >
          {t("back")}
        </Link>
      </UserPageHeading>
      <Panel id="claim" title={t("theClaim")}>
        <ClaimDetailView claim={claim} />
        <Link
          to={`/operator/bookings/${claim.bookingId}`}
          className="mt-4 inline-block text-sm font-semibold text-primary hover:underline"
        >
          {t("booking")}
        </Link>
      </Panel>
      {claim.status === "disputed" && (
        <Panel id="decide" title={t("decide")}>
          <ClaimDecisionForm amount={claim.amount} currency={claim.currency} reply={actionData} />
        </Panel>
      )}
    </div>
  );
}
