import { data } from "react-router";
import { redirectToNotFound } from "~/shared/redirects";
import { stayFitFor } from "~/modules/stays/stay-fit.server";
import { tileSourceOf } from "~/modules/maps/settings.server";
import { priceBoxOf } from "~/modules/bookings/price-box.server";
import { stayMetaOf } from "~/modules/stays/stay-page.server";
import { heaviestLbOf, parseSearchFilters } from "~/modules/stays/search-filters";
import { stayForViewer } from "~/modules/stays/stay-viewer.server";
import type { PublicStay } from "~/modules/stays/public-stay";
import { hostTextsFor } from "~/modules/masking/host-texts";
import { hostTextsRevealedTo } from "~/modules/masking/reveal.server";
import { hostResponseFigures } from "~/modules/messages/inquiries.server";
import { inquiryHref } from "~/modules/messages/messages";
import { savedListingIds } from "~/modules/wishlist/wishlist.server";
import { platformOf, sharedPageContext } from "~/platform/context";
import { todayIn } from "~/shared/dates";
import { searchParamsOf } from "~/shared/http.server";
import { isSlug } from "~/shared/ids";
import { pageMeta } from "~/site";
import { metaLanguage } from "~/i18n/meta";
import { intlLocale, localizeUrl } from "~/i18n/locales";
import { countryNameOf } from "~/modules/hosting/listing-editor/place-choices";
import { readerLocale } from "~/modules/profiles/language.server";
import { messagePatternsFor } from "~/i18n/server-messages.server";
import { translatorFor } from "~/i18n/language.server";
import { stayMetaDescription } from "~/modules/stays/stay-meta";
import { contentReportPath } from "~/modules/reports/reports";
import { chosenPetRecords, petRecordValues } from "~/modules/reviews/guest-record";
import { guestRecord } from "~/modules/reviews/guest-record.server";
import type { Route } from "./+types/detail";
import { afterLoadOrReach } from "~/shared/after-load";
import { hydrateLater } from "~/shared/hydrate-later";
import { pageNamespaces } from "~/i18n/page-namespaces";

/** The namespaces this page draws on besides the shell's (decision 4040). */
export const middleware: Route.MiddlewareFunction[] = [
  pageNamespaces("stay", "pets", "search", "formErrors", "datePicker"),
];

// The whole page is drawn by the server, and nothing on its first screen needs code to work (links, the
// photos, the plain forms of the heart and the price box): its code comes after the load event, or at
// once when the traveller reaches into it (decision 4030).
const STAY_PAGE_ID = "stay-page";
const StayPage = hydrateLater("stay page", () =>
  afterLoadOrReach(STAY_PAGE_ID)
    .then(() => import("./detail-page"))
    .then((m) => m.StayPage),
);

export async function loader({ request, context }: Route.LoaderArgs) {
  const platform = platformOf(context);
  // Public page: anyone may read a published listing; its owner also previews a draft or
  // snoozed one; for everyone else those, and unknown slugs, go to /not-found.
  const params = searchParamsOf(request);
  const slug = params.get("listing") ?? "";
  if (!isSlug(slug, 120)) throw redirectToNotFound(request);
  const { database, env } = platform;
  // The page gets the stay's public view only; its id and host account stay on the server. Drawn the
  // same for everyone but an owner's draft (decision 4010).
  const shared = context.get(sharedPageContext);
  const { user, found } = await stayForViewer(platform, request, shared, slug, todayIn("UTC"));
  if (!found) throw redirectToNotFound(request);
  const { listingId, hostUserId } = found;
  // The owner's replies as their conversations show them (demo owners keep their profile's words).
  const figures = hostUserId ? await hostResponseFigures(database.db, hostUserId) : null;
  // The owner's words (about, description, rules, captions) are masked for anyone but the owner
  // and their accepted guests: contact details wait for an accepted booking.
  const revealed = await hostTextsRevealedTo(database.db, user?.id, {
    id: found.ownerId,
    userId: hostUserId,
  });
  const stay: PublicStay = hostTextsFor(
    figures
      ? {
          ...found.stay,
          owner: {
            ...found.stay.owner,
            responseTime: figures.typical ?? "rarely",
            responseRate: figures.ratePct,
          },
        }
      : found.stay,
    revealed,
  );
  const listingToday = todayIn(stay.listing.timeZone);
  const { filters } = parseSearchFilters(params, listingToday);
  const saved = user ? (await savedListingIds(database.db, user.id)).has(listingId) : false;
  // The traveller's pets against this home (the fit check), and what the booking box starts from.
  const petFit = await stayFitFor(database.db, user?.id ?? null, filters, {
    ...stay.pet,
    country: stay.listing.country,
  });
  const defaults = {
    checkIn: filters.checkIn,
    checkOut: filters.checkOut,
    adults: filters.adults,
    children: filters.children,
    pets: petFit.box?.pets ?? filters.pets,
    species: petFit.box?.species ?? filters.species[0],
    weight: petFit.box?.weight ?? heaviestLbOf(filters),
    petIds: petFit.chosenIds,
  };
  const locale = await readerLocale(database.db, request, user?.id);
  // No "Contact the owner" on a preview, on one's own home, or for an owner without an account.
  const canContact = !stay.preview && Boolean(hostUserId) && hostUserId !== user?.id;
  return data({
    // The home's country named in the reader's language (stored in English, as the owner chose it).
    stay: {
      ...stay,
      listing: { ...stay.listing, country: countryNameOf(stay.listing.country, intlLocale(locale)) },
    },
    saved,
    contact: canContact ? inquiryHref(stay.listing.slug, defaults) : null,
    report:
      stay.preview || (hostUserId && hostUserId === user?.id) ? null : contentReportPath("listing", slug),
    today: listingToday,
    seo: stayMetaOf(stay, env.APP_URL, locale),
    defaults,
    box: priceBoxOf(stay),
    petFit,
    // The chosen pets' records from owners' reviews, as owners will see them (decision 3611), in the reader's words.
    petRecords: user
      ? chosenPetRecords(await guestRecord(database.db, user.id), petFit.savedPets, petFit.chosenIds).map(
          (pet) => translatorFor(locale, "host.record")("pet", petRecordValues(pet)),
        )
      : [],
    // Checking other pets keeps the dates and guests.
    keep: [...params.entries()].filter(([name]) => name !== "pet").slice(0, 40),
    mapTiles: tileSourceOf(env),
    messagePatterns: messagePatternsFor(locale),
  });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const language = metaLanguage(matches);
  const t = language.t("stay.page");
  if (!loaderData) return pageMeta(t("metaTitle"), t("metaDescription"));
  const { stay, seo } = loaderData;
  const url = localizeUrl(seo.url, language.prefix); // on /es/… the page's own address is the prefixed one
  return pageMeta(stay.listing.title, stayMetaDescription(seo.description, language), [
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:url", content: url },
    ...(seo.cover
      ? [
          { property: "og:image", content: seo.cover.url },
          { property: "og:image:alt", content: seo.cover.alt },
        ]
      : []),
    { "script:ld+json": seo.jsonLd },
  ]);
}

export default function StayDetailPage({ loaderData }: Route.ComponentProps) {
  return <StayPage id={STAY_PAGE_ID} data={loaderData} />;
}
