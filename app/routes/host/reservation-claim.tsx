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
import { claimLead, parseClaimAmount } from "~/modules/claims/claims";
import { ClaimDetailView } from "~/modules/claims/components/claim-detail";
import { ClaimFileForm } from "~/modules/claims/components/claim-file-form";
import { platformOf } from "~/platform/context";
import { CLAIM_PHOTO_BUCKET } from "~/modules/claims/claim-photos.server";
import { redirectWithToast } from "~/platform/flash.server";
import { parseFields } from "~/shared/forms";
import { uuidOrNotFound } from "~/shared/http.server";
import { formatInstant, formatMoney } from "~/shared/format";
import { pageMeta } from "~/site";
import { metaLanguage } from "~/i18n/meta";
import { useT } from "~/i18n/react";
import { translatorFor } from "~/i18n/language.server";
import { intlLocale } from "~/i18n/locales";
import { localizeErrors, localizeMessage } from "~/i18n/server-messages.server";
import { readerLocale } from "~/modules/profiles/language.server";
import { Panel, UserPageHeading } from "~/ui/page";
import type { Route } from "./+types/reservation-claim";
import { pageNamespaces } from "~/i18n/page-namespaces";

/** The namespaces this page draws on besides the shell's (decision 4040). */
export const middleware: Route.MiddlewareFunction[] = [pageNamespaces("claims", "host")];

export function meta({ matches }: Route.MetaArgs) {
  const t = metaLanguage(matches).t("claims");
  return pageMeta(t("metaTitle"), t("metaReservation"));
}

/** The owner's stay and their language, or 404 (someone else's reservation answers exactly like none). */
async function ownStay(context: Route.LoaderArgs["context"], request: Request, idParam: string | undefined) {
  const user = signedInUser(context);
  const db = platformOf(context).database.db;
  const locale = await readerLocale(db, request, user.id);
  const notFound = translatorFor(locale, "claims.reservation")("notFound");
  const id = uuidOrNotFound(idParam, notFound);
  const stay = await claimStayOf(db, id);
  if (!stay || stay.ownerUserId !== user.id) throw data(notFound, { status: 404 });
  return { stay, locale };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { stay, locale } = await ownStay(context, request, params.id);
  const claim = await claimOfBooking(platformOf(context).database.db, stay.bookingId);
  const now = new Date();
  const may = claimabilityOf(stay, now);
  const tag = intlLocale(locale);
  return {
    bookingId: stay.bookingId,
    lead: claimLead(stay.title, stay.reference),
    currency: stay.currency,
    deposit: formatMoney(stay.depositCents, stay.currency, true, tag),
    claim: claim && claimDetail(claim, "owner", now, locale),
    fileUntil: may.ok ? formatInstant(may.until, "UTC", tag) : null,
    why: may.ok ? null : localizeMessage(locale, may.reason),
  };
}

/** Files the claim: fields checked (what was typed kept), the windows checked, then the photos stored. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const user = signedInUser(context);
  const { stay, locale } = await ownStay(context, request, params.id);
  return withClaimUpload(request, async (read) => {
    if (!read.ok)
      return data(
        { fieldErrors: {}, values: {}, formError: localizeMessage(locale, read.message) },
        { status: read.status },
      );
    const parsed = parseFields(claimFormSchema, read.fields);
    const amount = parseClaimAmount(read.fields.get("amount"), stay.currency, stay.depositCents);
    const fieldErrors = { ...(parsed.ok ? {} : parsed.fieldErrors) };
    if (!amount.ok) fieldErrors.amount ??= amount.error;
    if (!parsed.ok || !amount.ok)
      return data(
        { fieldErrors: localizeErrors(locale, fieldErrors), values: parsed.values, formError: null },
        { status: 400 },
      );
    const may = claimabilityOf(stay, new Date());
    if (!may.ok)
      return data(
        { fieldErrors: {}, values: parsed.values, formError: localizeMessage(locale, may.reason) },
        { status: may.status },
      );
    const photos = await storeClaimPhotos(platform.storage, stay.bookingId, read.files);
    if (!photos.ok)
      return data(
        {
          fieldErrors: { photos: localizeMessage(locale, photos.error) },
          values: parsed.values,
          formError: null,
        },
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
        {
          fieldErrors: localizeErrors(locale, filed.fieldErrors ?? {}),
          values: parsed.values,
          formError: localizeMessage(locale, filed.formError),
        },
        { status: filed.status },
      );
    }
    return redirectWithToast(platform, `/host/reservations/${stay.bookingId}/claim`, {
      type: "success",
      message: translatorFor(locale, "claims.reservation")("filed"),
    });
  });
}

export default function ReservationClaim({ loaderData, actionData }: Route.ComponentProps) {
  const { claim } = loaderData;
  const t = useT("claims.reservation");
  const heading = useT("claims");
  return (
    <div className="grid gap-6">
      <UserPageHeading title={heading("metaTitle")} lead={loaderData.lead}>
        <Link
          to={`/host/reservations/${loaderData.bookingId}`}
          className="text-sm font-semibold text-primary hover:underline"
        >
          {t("back")}
        </Link>
      </UserPageHeading>
      <Panel
        id="claim"
        title={t(claim ? "yourClaim" : "fileClaim")}
        description={t("deposit", { deposit: loaderData.deposit })}
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
