import { data } from "react-router";
import { textFor, textsFor } from "../masking/reader.ts";
import { hostTextsRevealedTo } from "../masking/reveal.server.ts";
import type { Database } from "../../platform/db.server.ts";
import { todayIn } from "../../shared/dates.ts";
import { priceTermsOf } from "../stays/pricing.ts";
import { firstPhoto } from "../stays/stay-cards.server.ts";
import { stayCalendar } from "../stays/stay-calendar.server.ts";
import { publicPhotoOf } from "../stays/stays.ts";
import type { BookingForm } from "./booking-form.schema.ts";
import { bookableListing, problemsOf, quoteFor, type BookableListing } from "./bookings.server.ts";
import { bookingPageListing } from "./booking-page-view.ts";
import { datesBookable, stayRulesOf } from "./rules.ts";
import { formatInstantIn } from "../../shared/format.ts";
import type { PriceQuote } from "../stays/pricing.ts";
import { offerForGuest } from "./booking-offers.server.ts";
import { OFFER_NOT_FOUND, offerMismatch, offerRefusal } from "./offers.ts";

/**
 * What the booking page shows for a form (as typed): the listing, its price
 * terms, the price of the request when its dates are bookable, and what the
 * booking rules say about it. A stay that is not taking bookings is a 404.
 * Built field by field for the traveller: no street, instructions or ids before
 * acceptance; `own` when the one asking hosts it (they cannot book it).
 */
export async function bookingPage(db: Database, form: BookingForm, viewerId: string) {
  const row = await bookableListing(db, form.listing);
  if (!row || row.listing.status !== "published")
    throw data(
      { fieldErrors: {}, values: {}, formError: "This stay is not taking bookings." },
      { status: 404 },
    );
  const today = todayIn(row.listing.timeZone);
  const offer = await pageOffer(db, form, viewerId, row);
  const ruleFieldErrors = { ...problemsOf(row, form.request, { today }), ...offer?.mismatch };
  // The date picker's taken nights and minimum stays, loaded as the detail page loads them.
  const [photo, calendar] = await Promise.all([
    firstPhoto(db, row.listing.id),
    stayCalendar(db, row.listing.id, today),
  ]);
  const own = row.hostUserId !== null && row.hostUserId === viewerId;
  // The owner's house rules, notes and caption: masked until a stay between the two is accepted.
  const revealed = await hostTextsRevealedTo(db, viewerId, {
    id: row.listing.ownerId,
    userId: row.hostUserId,
  });
  const listing = bookingPageListing(row.listing, row.pet);
  return {
    listing: {
      ...listing,
      houseRules: textsFor(listing.houseRules, revealed),
      serviceAnimalNote: textFor(listing.serviceAnimalNote, revealed),
    },
    photo: photo ? { ...publicPhotoOf(photo), alt: textFor(photo.alt, revealed) } : null,
    /** The one asking hosts this home: the page says so instead of offering to book it. */
    own: own ? { calendarPath: `/host/listings/${row.listing.id}/calendar` } : null,
    today,
    terms: priceTermsOf(row.listing, row.pet, calendar.priceOverrides, today),
    occupied: calendar.occupied,
    rules: stayRulesOf(row.listing, row.pet, calendar.priceOverrides),
    // Priced only when the dates pass the rules (never a 100,000-night stay).
    quote: offer?.price ?? (datesBookable(ruleFieldErrors) ? quoteFor(row, form.request) : null),
    /** The owner's special offer or pre-approval being booked (decision 3953), as the traveller sees it. */
    offer: offer?.view ?? null,
    // What could not be read wins over what the rules say of its fallback.
    ruleFieldErrors: { ...ruleFieldErrors, ...form.fieldErrors },
  };
}
export type BookingPage = Awaited<ReturnType<typeof bookingPage>>;

/**
 * The offer the page names (`offer=<id>`): only the traveller's own, for this home; anyone
 * else's, a made-up or a malformed id is a 404. Its price, its state and what the form must keep.
 */
async function pageOffer(db: Database, form: BookingForm, viewerId: string, row: BookableListing) {
  if (form.values.offer === undefined) return null;
  const found = await offerForGuest(db, viewerId, form.values.offer, row.listing.id);
  if (!found) throw data({ fieldErrors: {}, values: {}, formError: OFFER_NOT_FOUND }, { status: 404 });
  const { row: offer, state } = found;
  return {
    price: offer.price ? (offer.price as unknown as PriceQuote) : null,
    mismatch: offerMismatch(offer, { ...form.request, animals: form.request.pets.length }),
    view: {
      id: offer.id,
      kind: offer.kind,
      checkIn: offer.checkIn,
      checkOut: offer.checkOut,
      guests: offer.adults + offer.children,
      pets: offer.pets,
      state,
      refusal: offerRefusal(state, formatInstantIn(offer.expiresAt, row.listing.timeZone, row.listing.city)),
      expiresAt: formatInstantIn(offer.expiresAt, row.listing.timeZone, row.listing.city),
    },
  };
}
