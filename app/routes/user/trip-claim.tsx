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
import { Panel, UserPageHeading } from "~/ui/page";
import type { Route } from "./+types/trip-claim";

const NOT_FOUND = "We couldn't find that claim.";

export const meta = () => pageMeta("Pet damage claim", "A claim against your stay's pet damage deposit.");

/** The traveller's own stay with a claim, or 404 (someone else's, or none). */
async function ownClaim(context: Route.LoaderArgs["context"], idParam: string | undefined) {
  const user = signedInUser(context);
  const id = uuidOrNotFound(idParam, NOT_FOUND);
  const db = platformOf(context).database.db;
  const stay = await claimStayOf(db, id);
  const claim = stay && stay.guestId === user.id ? await claimOfBooking(db, id) : null;
  if (!stay || !claim) throw data(NOT_FOUND, { status: 404 });
  return { stay, claim };
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { stay, claim } = await ownClaim(context, params.id);
  return { bookingId: stay.bookingId, title: stay.title, claim: claimDetail(claim, "guest") };
}

/** Accept (charged at once to the saved card) or dispute (the site's team decides). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const user = signedInUser(context);
  const { stay } = await ownClaim(context, params.id);
  const form = parseIntent(await readForm(request), { accept: noFields, dispute: disputeClaimSchema });
  if (!form.ok) return intentReply(form.intent, 400, form);
  const db = platform.database.db;
  const answered = await answerClaim(db, user.id, stay.bookingId, {
    answer: form.intent,
    note: form.intent === "dispute" ? form.data.note : "",
  });
  if (!answered.ok) return intentReply(form.intent, answered.status, { ...answered, values: form.values });
  const payments = await paymentsContextFor(platform.env, db);
  if (answered.value.status === "due" && payments) await chargeClaim(db, payments, answered.value.claimId);
  return redirectWithToast(platform, `/user/bookings/${stay.bookingId}/claim`, {
    type: "success",
    message:
      answered.value.status === "due"
        ? "Accepted: the claim is charged to your card and the owner is told."
        : "Disputed: the site's team will decide and tell you both.",
  });
}

export default function TripClaim({ loaderData, actionData }: Route.ComponentProps) {
  const { claim } = loaderData;
  return (
    <div className="grid gap-6">
      <UserPageHeading title="Pet damage claim" lead={loaderData.title}>
        <Link
          to={`/user/bookings/${loaderData.bookingId}`}
          className="text-sm font-semibold text-primary hover:underline"
        >
          ← The trip
        </Link>
      </UserPageHeading>
      <Panel
        id="claim"
        title="The owner's claim"
        description="Against the refundable pet damage deposit: no money was held, the card you booked with backs it."
      >
        <ClaimDetailView claim={claim} />
      </Panel>
      {claim.answerable && claim.answerBy && (
        <Panel id="answer" title="Your answer">
          <ClaimAnswerForm answerBy={claim.answerBy} amount={claim.amount} reply={actionData} />
        </Panel>
      )}
    </div>
  );
}
