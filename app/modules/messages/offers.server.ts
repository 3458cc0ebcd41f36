import { and, eq, gt, isNull } from "drizzle-orm";
import { bookingOffers, listings } from "../../../db/schema/index.ts";
import { placePhrasesFor } from "../../i18n/language.server.ts";
import { intlLocale, type Locale } from "../../i18n/locales.ts";
import { voiceOf } from "../../i18n/voice.server.ts";
import type { Database, Executor } from "../../platform/db.server.ts";
import { addDays, todayIn } from "../../shared/dates.ts";
import { parseFields, type FormReply } from "../../shared/forms.ts";
import { parseUuid } from "../../shared/ids.ts";
import { failure, success, type Outcome } from "../../shared/outcome.ts";
import { bookableListing, problemsOf, quoteFor } from "../bookings/bookings.server.ts";
import { stayRulesOf } from "../bookings/rules.ts";
import { occupancy, stayCalendar } from "../stays/stay-calendar.server.ts";
import { priceTermsOf, type PriceQuote } from "../stays/pricing.ts";
import {
  OFFER_NOT_FOUND,
  offerBookingPath,
  offerQuote,
  offerTotalTooLow,
  offerInput,
  type OfferInput,
  type OfferState,
} from "../bookings/offers.ts";
import { offersOfThread, type OfferRow } from "../bookings/booking-offers.server.ts";
import { savedLanguage } from "../notifications/notifications.server.ts";
import { offerMadeMessage, offerWithdrawnMessage } from "./offer-messages.ts";
import { postMessage, RateLimited } from "./posting.server.ts";
import { threadOf } from "./threads.server.ts";

// Special offers and pre-approvals (decision 3953): made and withdrawn by the owner in a
// conversation about their home, read by both of its members, used by the booking page.

const ONLY_OWNER = "Only the owner of this home can make an offer in this conversation.";

/**
 * The owner pre-approves the traveller of their conversation, or sends a special offer: the
 * dates must pass the home's rules and be free; a special offer's total must cover the fees.
 * An earlier offer still open in the thread is withdrawn (one at a time). The traveller is told
 * by a message in the thread (and its notice).
 */
export async function makeOffer(
  db: Database,
  hostUserId: string,
  threadId: string,
  input: OfferInput,
  now = new Date(),
  /** The owner's language: the money in a refusal is written as it writes money. */
  reader: Locale = "en",
): Promise<Outcome<{ offerId: string }>> {
  const thread = await threadOf(db, hostUserId, threadId);
  if (!thread) return failure(404, "This conversation does not exist.");
  if (thread.hostUserId !== hostUserId) return failure(400, ONLY_OWNER);
  const [listing] = await db
    .select({ slug: listings.slug })
    .from(listings)
    .where(eq(listings.id, thread.listingId));
  const row = listing ? await bookableListing(db, listing.slug) : null;
  if (!row || row.listing.status !== "published")
    return failure(409, "This home is not taking bookings at the moment, so it cannot take an offer.");
  const today = todayIn(row.listing.timeZone, now);
  const taken = await occupancy(db, row.listing.id, today, addDays(input.checkOut, 1));
  const request = {
    checkIn: input.checkIn,
    checkOut: input.checkOut,
    adults: input.adults,
    children: input.children,
    // Counted as pets for the price (the pet fee); each animal is checked when the traveller books.
    pets: Array.from({ length: input.pets }, () => ({
      name: "",
      species: "dog",
      breed: "",
      weightLb: null,
      serviceAnimal: false,
    })),
  };
  const problems = problemsOf(row, { ...request, pets: [] }, { today, taken });
  const dateProblems = Object.fromEntries(
    Object.entries(problems).filter(([key]) =>
      ["checkIn", "checkOut", "adults", "children", "form"].includes(key),
    ),
  );
  if (row.pet.petsAllowed === "no" && input.pets > 0)
    dateProblems.pets = "This home does not take pets: make the offer for 0 animals.";
  else if (input.pets > row.pet.maxPets)
    dateProblems.pets = `This home takes at most ${row.pet.maxPets} ${row.pet.maxPets === 1 ? "pet" : "pets"}.`;
  if (Object.keys(dateProblems).length > 0)
    return failure(400, "Please check the offer's dates and guests.", dateProblems);
  const usual = quoteFor(row, request);
  let price: PriceQuote | null = null;
  if (input.price !== null) {
    const terms = priceTermsOf(row.listing, row.pet, row.overrides, today);
    price = offerQuote(usual, input.price, terms.lodgingTaxBps);
    if (!price)
      return failure(400, null, {
        price: offerTotalTooLow(
          usual.cleaningFeeCents + usual.petFeeCents + usual.taxCents,
          row.listing.currency,
          intlLocale(reader),
        ),
      });
  }
  const expiresAt = new Date(now.getTime() + input.hours * 3_600_000);
  const offer = {
    checkIn: input.checkIn,
    checkOut: input.checkOut,
    adults: input.adults,
    children: input.children,
    pets: input.pets,
  };
  // Written to the traveller: in their saved language, stored as written (offer-messages.ts).
  const voice = voiceOf(await savedLanguage(db, thread.guestId));
  const body = offerMadeMessage(voice, placePhrasesFor(voice.locale), {
    ...offer,
    price: price ? { totalCents: price.totalCents, usualTotalCents: usual.totalCents } : null,
    currency: row.listing.currency,
    expiresAt,
    timeZone: row.listing.timeZone,
    city: row.listing.city,
  });
  try {
    const offerId = await db.transaction(async (tx) => {
      await tx
        .update(bookingOffers)
        .set({ withdrawnAt: now })
        .where(
          and(
            eq(bookingOffers.threadId, thread.id),
            isNull(bookingOffers.withdrawnAt),
            isNull(bookingOffers.bookingId),
            gt(bookingOffers.expiresAt, now),
          ),
        );
      const [made] = await tx
        .insert(bookingOffers)
        .values({
          threadId: thread.id,
          listingId: thread.listingId,
          guestId: thread.guestId,
          hostUserId,
          kind: price ? "offer" : "preapproval",
          ...offer,
          totalCents: price?.totalCents ?? null,
          currency: row.listing.currency,
          price: price ? (price as unknown as Record<string, unknown>) : null,
          expiresAt,
          createdAt: now,
        })
        .returning({ id: bookingOffers.id });
      await postMessage(tx, thread, hostUserId, body, { now });
      return made!.id;
    });
    return success({ offerId });
  } catch (error) {
    if (error instanceof RateLimited) return failure(429, error.message);
    throw error;
  }
}

/** The owner withdraws an open offer of their conversation; the traveller is told in the thread. */
export async function withdrawOffer(
  db: Database,
  hostUserId: string,
  threadId: string,
  offerId: unknown,
  now = new Date(),
): Promise<Outcome> {
  const id = parseUuid(typeof offerId === "string" ? offerId : null);
  const thread = await threadOf(db, hostUserId, threadId);
  if (!thread || !id || thread.hostUserId !== hostUserId) return failure(404, OFFER_NOT_FOUND);
  return db.transaction(async (tx) => {
    const [done] = await tx
      .update(bookingOffers)
      .set({ withdrawnAt: now })
      .where(
        and(
          eq(bookingOffers.id, id),
          eq(bookingOffers.threadId, thread.id),
          eq(bookingOffers.hostUserId, hostUserId),
          isNull(bookingOffers.withdrawnAt),
          isNull(bookingOffers.bookingId),
        ),
      )
      .returning();
    if (!done) {
      const [exists] = await tx
        .select({ id: bookingOffers.id })
        .from(bookingOffers)
        .where(and(eq(bookingOffers.id, id), eq(bookingOffers.threadId, thread.id)));
      return exists
        ? failure(409, "This offer was already withdrawn or used for a booking.")
        : failure(404, OFFER_NOT_FOUND);
    }
    const voice = voiceOf(await savedLanguage(tx, thread.guestId));
    await postMessage(tx, thread, hostUserId, offerWithdrawnMessage(voice, done), {
      now,
      rateLimited: false,
    });
    return success();
  });
}

/** An offer as the thread shows it to either member (built field by field). */
export interface OfferView {
  id: string;
  kind: "preapproval" | "offer";
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  pets: number;
  totalCents: number | null;
  usualTotalCents: number | null;
  currency: string;
  /** When it closes (an instant), said on the home's clock by the page: "Jun 1, 2027, 3:00 PM in Lisbon". */
  expiresAt: string;
  timeZone: string;
  city: string;
  /** What it is now; the page says why it can no longer be booked, in the reader's words. */
  state: OfferState;
  /** The booking page, prefilled, for the traveller while it can be booked. */
  bookPath: string | null;
}

/** The thread's latest offers (newest first), their state now, as its member sees them; none for anyone else. */
export async function threadOffers(db: Executor, userId: string, threadId: string, now = new Date()) {
  const thread = await threadOf(db, userId, threadId);
  if (!thread) return [];
  const [listing] = await db
    .select({ slug: listings.slug, timeZone: listings.timeZone, city: listings.city })
    .from(listings)
    .where(eq(listings.id, thread.listingId));
  if (!listing) return [];
  const side = thread.hostUserId === userId ? "host" : "guest";
  const offers = await offersOfThread(db, thread.id, now);
  return offers.map(({ row, state }) => viewOf(row, state, side, listing));
}

/**
 * What the owner's offer form gives its date picker (the booking page's, decision 3959): the
 * home's today, its taken nights, minimum stays and nightly prices, as the booking page loads
 * them. Null for the traveller (no form) or a home that is not taking bookings.
 */
export async function offerPicking(db: Database, userId: string, threadId: string) {
  const thread = await threadOf(db, userId, threadId);
  if (!thread || thread.hostUserId !== userId) return null;
  const [listing] = await db
    .select({ slug: listings.slug })
    .from(listings)
    .where(eq(listings.id, thread.listingId));
  const row = listing ? await bookableListing(db, listing.slug) : null;
  if (!row || row.listing.status !== "published") return null;
  const today = todayIn(row.listing.timeZone);
  const calendar = await stayCalendar(db, row.listing.id, today);
  return {
    today,
    occupied: calendar.occupied,
    rules: stayRulesOf(row.listing, row.pet, calendar.priceOverrides),
    terms: priceTermsOf(row.listing, row.pet, calendar.priceOverrides, today),
  };
}
export type OfferPicking = NonNullable<Awaited<ReturnType<typeof offerPicking>>>;

/** The thread page's offers panel: the offers as its member sees them, and the owner's date picker. */
export async function offerPanelOf(db: Database, userId: string, threadId: string) {
  const [offers, picking] = await Promise.all([
    threadOffers(db, userId, threadId),
    offerPicking(db, userId, threadId),
  ]);
  return { offers, picking };
}

function viewOf(
  row: OfferRow,
  state: OfferState,
  side: "guest" | "host",
  listing: { slug: string; timeZone: string; city: string },
): OfferView {
  const price = row.price as { offer?: { usualTotalCents?: number } } | null;
  return {
    id: row.id,
    kind: row.kind,
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    adults: row.adults,
    children: row.children,
    pets: row.pets,
    totalCents: row.totalCents,
    usualTotalCents: price?.offer?.usualTotalCents ?? null,
    currency: row.currency,
    expiresAt: row.expiresAt.toISOString(),
    timeZone: listing.timeZone,
    city: listing.city,
    state,
    bookPath: side === "guest" && state === "active" ? offerBookingPath(listing.slug, row) : null,
  };
}

/**
 * The thread page's two offer intents (`offer`, `withdraw-offer`), read and answered: a refusal
 * of the form keeps what was typed (4xx); a conversation that is not the user's answers 404.
 */
export async function offerIntent(
  db: Database,
  userId: string,
  threadId: string,
  form: FormData,
  reader: Locale = "en",
): Promise<Outcome<{ message: string }> & { reply?: FormReply }> {
  if (form.get("intent") === "withdraw-offer") {
    const done = await withdrawOffer(db, userId, threadId, form.get("offerId"));
    return done.ok ? success({ message: "Offer withdrawn. The traveller was told." }) : done;
  }
  const parsed = parseFields(offerInput, form);
  if (!parsed.ok) {
    const refused = failure(400, "Please check the offer.", parsed.fieldErrors);
    return { ...refused, reply: { fieldErrors: parsed.fieldErrors, values: parsed.values, formError: null } };
  }
  const made = await makeOffer(db, userId, threadId, parsed.data, new Date(), reader);
  if (!made.ok)
    return {
      ...made,
      reply: { fieldErrors: made.fieldErrors, values: parsed.values, formError: made.formError },
    };
  return success({
    message:
      parsed.data.price === null
        ? "Pre-approval sent. The traveller can book these dates at once."
        : "Special offer sent. The traveller can book it from this conversation.",
  });
}
