import { data, Link } from "react-router";
import { signedInUser } from "~/modules/accounts/guards.server";
import { storeClaimPhotos, withClaimUpload } from "~/modules/claims/claim-photos.server";
import { claimFormSchema } from "~/modules/claims/claim-form.schema";
import {
  claimDetail,
  claimOfBooking,
  claimStayOf,
  claimabilityOf,
  fileClaim,
} from "~/modules/claims/claims.server";
import { parseClaimAmount } from "~/modules/claims/claims";
import { ClaimDetailView } from "~/modules/claims/components/claim-detail";
import { ClaimFileForm } from "~/modules/claims/components/claim-file-form";
import { platformOf } from "~/platform/context";
import { CLAIM_PHOTO_BUCKET } from "~/modules/claims/claim-photos.server";
import { redirectWithToast } from "~/platform/flash.server";
import { parseFields } from "~/shared/forms";
import { uuidOrNotFound } from "~/shared/http.server";
import { formatInstant, formatMoney } from "~/shared/format";
import { pageMeta } from "~/site";
import { Panel, UserPageHeading } from "~/ui/page";
import type { Route } from "./+types/reservation-claim";

const NOT_FOUND = "We couldn't find that reservation among your homes.";

export const meta = () => pageMeta("Pet damage claim", "A claim against a stay's pet damage deposit.");

/** The owner's stay, or 404 (someone else's reservation answers exactly like none). */
async function ownStay(context: Route.LoaderArgs["context"], idParam: string | undefined) {
  const user = signedInUser(context);
  const id = uuidOrNotFound(idParam, NOT_FOUND);
  const stay = await claimStayOf(platformOf(context).database.db, id);
  if (!stay || stay.ownerUserId !== user.id) throw data(NOT_FOUND, { status: 404 });
  return stay;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const stay = await ownStay(context, params.id);
  const claim = await claimOfBooking(platformOf(context).database.db, stay.bookingId);
  const may = claimabilityOf(stay, new Date());
  return {
    bookingId: stay.bookingId,
    title: stay.title,
    reference: stay.reference,
    currency: stay.currency,
    deposit: formatMoney(stay.depositCents, stay.currency, true),
    claim: claim && claimDetail(claim, "owner"),
    fileUntil: may.ok ? formatInstant(may.until) : null,
    why: may.ok ? null : may.reason,
  };
}

/** Files the claim: fields checked (what was typed kept), the windows checked, then the photos stored. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const user = signedInUser(context);
  const stay = await ownStay(context, params.id);
  return withClaimUpload(request, async (read) => {
    if (!read.ok)
      return data({ fieldErrors: {}, values: {}, formError: read.message }, { status: read.status });
    const parsed = parseFields(claimFormSchema, read.fields);
    const amount = parseClaimAmount(read.fields.get("amount"), stay.currency, stay.depositCents);
    const fieldErrors = { ...(parsed.ok ? {} : parsed.fieldErrors) };
    if (!amount.ok) fieldErrors.amount ??= amount.error;
    if (!parsed.ok || !amount.ok)
      return data({ fieldErrors, values: parsed.values, formError: null }, { status: 400 });
    const may = claimabilityOf(stay, new Date());
    if (!may.ok)
      return data({ fieldErrors: {}, values: parsed.values, formError: may.reason }, { status: may.status });
    const photos = await storeClaimPhotos(platform.storage, stay.bookingId, read.files);
    if (!photos.ok)
      return data(
        { fieldErrors: { photos: photos.error }, values: parsed.values, formError: null },
        { status: photos.status },
      );
    const filed = await fileClaim(platform.database.db, user.id, stay.bookingId, {
      amountCents: amount.cents,
      description: parsed.data.description,
      photos: photos.urls,
    });
    if (!filed.ok) {
      const keys = photos.urls.map((url) => url.split(`/${CLAIM_PHOTO_BUCKET}/`)[1]!).filter(Boolean);
      await platform.storage.remove(CLAIM_PHOTO_BUCKET, keys).catch(() => {});
      return data(
        { fieldErrors: filed.fieldErrors, values: parsed.values, formError: filed.formError },
        { status: filed.status },
      );
    }
    return redirectWithToast(platform, `/host/reservations/${stay.bookingId}/claim`, {
      type: "success",
      message: "Claim filed: the traveller has been told and has 72 hours to answer.",
    });
  });
}

export default function ReservationClaim({ loaderData, actionData }: Route.ComponentProps) {
  const { claim } = loaderData;
  return (
    <div className="grid gap-6">
      <UserPageHeading title="Pet damage claim" lead={`${loaderData.title} · ${loaderData.reference ?? ""}`}>
        <Link
          to={`/host/reservations/${loaderData.bookingId}`}
          className="text-sm font-semibold text-primary hover:underline"
        >
          ← The reservation
        </Link>
      </UserPageHeading>
      <Panel
        id="claim"
        title={claim ? "Your claim" : "File a claim"}
        description={`Refundable pet damage deposit: ${loaderData.deposit}. No money was held: the traveller's saved card backs it.`}
      >
        {claim ? (
          <ClaimDetailView claim={claim} />
        ) : loaderData.fileUntil ? (
          <ClaimFileForm
            deposit={loaderData.deposit}
            currency={loaderData.currency}
            until={loaderData.fileUntil}
            reply={actionData}
          />
        ) : (
          <p className="text-sm text-muted">{actionData?.formError ?? loaderData.why}</p>
        )}
      </Panel>
    </div>
  );
}
