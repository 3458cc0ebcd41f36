import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, expect, it, vi } from "vitest";
import * as booking from "../../../app/routes/bookings/booking.tsx";
import * as inquiry from "../../../app/routes/user/message-new.tsx";
import * as thread from "../../../app/routes/user/message-thread.tsx";
import { makeOffer } from "../../../app/modules/messages/offers.server.ts";
import { OFFER_TAKEN } from "../../../app/modules/bookings/offers.ts";
import { addDays, todayIn } from "../../../app/shared/dates.ts";
import {
  bookingOffers,
  bookings,
  listings,
  messages,
  notifications,
  owners,
  profiles,
} from "../../../db/schema/index.ts";
import { formatMoney } from "../../../app/shared/format.ts";
import { addListing, createBooking, createUser, type TestUser } from "../../helpers/factories.ts";
import { describeWithPlatform } from "../../helpers/platform.ts";
import { call, formRequest, getRequest, type Fields } from "../../helpers/requests.ts";

vi.setConfig({ testTimeout: 60_000 });

const today = () => new Date().toISOString().slice(0, 10);

interface OfferSeen {
  id: string;
  kind: string;
  state: string;
  totalCents: number | null;
  bookPath: string | null;
}

/**
 * Special offers and pre-approvals (decision 3953): made by the owner in the conversation, booked
 * by that traveller only, at the offered price to the cent; expired, withdrawn, used or taken
 * offers refused with a clear message; both sides told.
 */
describeWithPlatform("special offers and pre-approvals", (t) => {
  let host: TestUser;
  let guest: TestUser;
  let other: TestUser;
  let threadId = "";
  const slug = `offers-${crypto.randomBytes(4).toString("hex")}`;
  const context = () => t().context();
  const db = () => t().platform.database.db;
  const start = addDays(today(), 60);
  const inThread = (fields: Fields, cookie = host.cookie) =>
    call(thread.action, formRequest(`/user/messages/${threadId}`, fields, { cookie }), context(), {
      threadId,
    });
  const offersSeen = async (cookie: string) => {
    const page = await call(thread.loader, getRequest(`/user/messages/${threadId}`, { cookie }), context(), {
      threadId,
    });
    return (page.data as { offerPanel: { offers: OfferSeen[] } }).offerPanel.offers;
  };
  const offer = (checkIn: string, nights: number, over: Fields = {}) =>
    inThread({
      intent: "offer",
      checkIn,
      checkOut: addDays(checkIn, nights),
      adults: "2",
      children: "0",
      pets: "1",
      price: "",
      hours: "24",
      ...over,
    });
  const bookingFields = (checkIn: string, nights: number, offerId: string, over: Fields = {}): Fields => ({
    listing: slug,
    checkIn,
    checkOut: addDays(checkIn, nights),
    adults: "2",
    children: "0",
    "pets.0.name": "Biscuit",
    "pets.0.species": "dog",
    "pets.0.weightLb": "30",
    contactPhone: "+1 415 555 0100",
    agree: "on",
    idempotencyKey: crypto.randomUUID(),
    offer: offerId,
    ...over,
  });
  const book = (fields: Fields, cookie = guest.cookie) =>
    call(booking.action, formRequest("/hotels/booking", fields, { cookie }), context());
  const latest = async () => (await offersSeen(guest.cookie))[0]!;

  beforeAll(async () => {
    host = await createUser(t(), { firstName: "Olive", lastName: "Owner" });
    guest = await createUser(t(), { firstName: "Tess", lastName: "Traveller" });
    other = await createUser(t(), { firstName: "Otto", lastName: "Other" });
    const [owner] = await db().insert(owners).values({ name: "Olive", userId: host.id }).returning();
    // A request-to-book home with a cleaning fee and a lodging tax: an offer books it at once.
    await addListing(db(), {
      slug,
      ownerId: owner!.id,
      instantBook: false,
      cleaningFeeCents: 5_000,
      lodgingTaxBps: 1_000,
    });
    const asked = await call(
      inquiry.action,
      formRequest(
        `/user/messages/new?listing=${slug}`,
        {
          checkIn: start,
          checkOut: addDays(start, 3),
          adults: "2",
          pets: "1",
          body: "Could you do a better price?",
        },
        { cookie: guest.cookie },
      ),
      context(),
    );
    expect(asked.status).toBe(302);
    threadId = asked.location!.split("/").pop()!;
  });

  it("a special offer is booked by its traveller at the offered price to the cent, confirmed at once; both sides told", async () => {
    const sent = await offer(start, 3, { price: "313.37" });
    expect(sent.status, JSON.stringify(sent.data)).toBe(302);
    const seen = await latest();
    expect(seen).toMatchObject({ kind: "offer", state: "active", totalCents: 31_337 });
    expect(seen.bookPath).toContain(`offer=${seen.id}`);
    // The traveller was told by the owner's message in the thread (and its notice).
    const told = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, guest.id), eq(notifications.type, "message_received")));
    expect(told.length).toBeGreaterThan(0);

    const page = await call(booking.loader, getRequest(seen.bookPath!, { cookie: guest.cookie }), context());
    expect(page.status).toBe(200);
    const quote = (page.data as { quote: Record<string, number> }).quote;
    expect(quote.totalCents).toBe(31_337);
    expect(quote.lodgingCents! + quote.cleaningFeeCents! + quote.petFeeCents! + quote.taxCents!).toBe(31_337);

    const booked = await book(bookingFields(start, 3, seen.id));
    expect(booked.status, JSON.stringify(booked.data)).toBe(302);
    const id = booked.location!.split("=").pop()!;
    const [row] = await db().select().from(bookings).where(eq(bookings.id, id));
    expect(row).toMatchObject({ guestId: guest.id, status: "confirmed", totalCents: 31_337 });
    const [ownerTold] = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, host.id), eq(notifications.type, "host_booking_received")));
    expect(ownerTold?.title).toContain("New booking");
    expect((await offersSeen(host.cookie))[0]).toMatchObject({ id: seen.id, state: "booked" });
    // Used once: the same offer again is refused.
    const again = await book(bookingFields(start, 3, seen.id));
    expect(again.status).toBe(409);
    expect(again.data).toMatchObject({ fieldErrors: { form: "This offer was already used for a booking." } });
  });

  it("another traveller cannot see or use the offer (404), nor make or withdraw one", async () => {
    const checkIn = addDays(start, 10);
    expect((await offer(checkIn, 2)).status).toBe(302);
    const seen = await latest();
    expect(seen.kind).toBe("preapproval");
    const theirs = await call(
      booking.loader,
      getRequest(seen.bookPath!, { cookie: other.cookie }),
      context(),
    );
    expect(theirs.status).toBe(404);
    const stolen = await book(bookingFields(checkIn, 2, seen.id), other.cookie);
    expect(stolen.status).toBe(404);
    expect(await db().select().from(bookings).where(eq(bookings.guestId, other.id))).toEqual([]);
    expect(
      (
        await call(
          booking.loader,
          getRequest(seen.bookPath!.replace(seen.id, "nonsense"), { cookie: guest.cookie }),
          context(),
        )
      ).status,
    ).toBe(404);
    expect((await inThread({ intent: "withdraw-offer", offerId: seen.id }, other.cookie)).status).toBe(404);
    expect((await inThread({ intent: "withdraw-offer", offerId: seen.id }, guest.cookie)).status).toBe(404);
    const asGuest = await offer(checkIn, 2).then(() =>
      inThread(
        { intent: "offer", checkIn, checkOut: addDays(checkIn, 2), adults: "1", hours: "24" },
        guest.cookie,
      ),
    );
    expect(asGuest.status).toBe(400);
    expect((await latest()).state).toBe("active");
  });

  it("a pre-approval books a request-to-book home at once at the usual price; dates must be the offer's", async () => {
    const checkIn = addDays(start, 20);
    expect((await offer(checkIn, 2)).status).toBe(302);
    const seen = await latest();
    const otherDates = await book(bookingFields(addDays(checkIn, 1), 2, seen.id));
    expect(otherDates.status).toBe(400);
    expect((otherDates.data as { fieldErrors: Record<string, string> }).fieldErrors.checkIn).toMatch(
      /This offer is for/,
    );
    const booked = await book(bookingFields(checkIn, 2, seen.id));
    expect(booked.status, JSON.stringify(booked.data)).toBe(302);
    const id = booked.location!.split("=").pop()!;
    const [row] = await db().select().from(bookings).where(eq(bookings.id, id));
    // Two nights at $100, a $50 cleaning fee and the pet (no fee), 10% tax: $275.
    expect(row).toMatchObject({ status: "confirmed", totalCents: 27_500 });
  });

  it("an expired offer is refused with a clear message", async () => {
    const checkIn = addDays(start, 30);
    const made = await makeOffer(
      db(),
      host.id,
      threadId,
      { checkIn, checkOut: addDays(checkIn, 2), adults: 2, children: 0, pets: 1, price: 20_000, hours: 24 },
      new Date(Date.now() - 25 * 3_600_000),
    );
    if (!made.ok) throw new Error(made.formError ?? "not made");
    const seen = (await offersSeen(guest.cookie)).find((o) => o.id === made.value.offerId)!;
    // The thread says why from the state, in its reader's language (decision 3890).
    expect(seen).toMatchObject({ state: "expired", bookPath: null });
    const refused = await book(bookingFields(checkIn, 2, seen.id));
    expect(refused.status).toBe(409);
    expect((refused.data as { fieldErrors: { form: string } }).fieldErrors.form).toMatch(
      /^This offer expired on /,
    );
  });

  it("a withdrawn offer is refused; the traveller is told in the thread", async () => {
    const checkIn = addDays(start, 40);
    expect((await offer(checkIn, 2, { price: "180" })).status).toBe(302);
    const seen = await latest();
    const withdrawn = await inThread({ intent: "withdraw-offer", offerId: seen.id });
    expect(withdrawn.status).toBe(302);
    expect((await inThread({ intent: "withdraw-offer", offerId: seen.id })).status).toBe(409);
    expect(await latest()).toMatchObject({ state: "withdrawn", bookPath: null });
    const refused = await book(bookingFields(checkIn, 2, seen.id));
    expect(refused.status).toBe(409);
    expect((refused.data as { fieldErrors: { form: string } }).fieldErrors.form).toMatch(
      /withdrew this offer/,
    );
    const [row] = await db().select().from(bookingOffers).where(eq(bookingOffers.id, seen.id));
    expect(row?.bookingId).toBeNull();
  });

  it("nights taken after the offer was made: the offer says so and the booking is refused (no double booking)", async () => {
    const checkIn = addDays(start, 50);
    expect((await offer(checkIn, 3, { price: "250" })).status).toBe(302);
    const seen = await latest();
    await createBooking(db(), other.id, {
      listing: slug,
      checkIn: addDays(checkIn, 1),
      checkOut: addDays(checkIn, 2),
      status: "confirmed",
    });
    expect(await latest()).toMatchObject({ id: seen.id, state: "taken" });
    const refused = await book(bookingFields(checkIn, 3, seen.id));
    expect(refused.status).toBe(409);
    expect(refused.data).toMatchObject({ fieldErrors: { form: OFFER_TAKEN } });
  });

  it("the owner's bad input is refused keeping what was typed; taken nights cannot be offered", async () => {
    const checkIn = addDays(start, 70);
    const bad = await offer(checkIn, 2, { price: "abc", checkOut: checkIn });
    expect(bad.status).toBe(400);
    expect(bad.data).toMatchObject({
      offer: {
        fieldErrors: { price: expect.any(String), checkOut: expect.any(String) },
        values: { price: "abc" },
      },
    });
    const tooLow = await offer(checkIn, 2, { price: "1" });
    expect(tooLow.status).toBe(400);
    expect(tooLow.data).toMatchObject({ offer: { fieldErrors: { price: expect.stringMatching(/cover/) } } });
    const taken = await offer(start, 2);
    expect(taken.status).toBe(400);
    expect(taken.data).toMatchObject({ offer: { fieldErrors: { checkIn: expect.stringMatching(/taken/) } } });
  });

  it("the owner's offer form gets the booking page's date picker: the home's today and taken nights; the traveller none", async () => {
    const panel = async (cookie: string) => {
      const page = await call(
        thread.loader,
        getRequest(`/user/messages/${threadId}`, { cookie }),
        context(),
        {
          threadId,
        },
      );
      return (page.data as { offerPanel: { picking: Record<string, unknown> | null } }).offerPanel.picking;
    };
    const picking = (await panel(host.cookie)) as {
      today: string;
      occupied: { start: string; end: string; kind: string }[];
      rules: { minNights: number };
      terms: { currency: string };
    };
    const [home] = await db()
      .select({ timeZone: listings.timeZone })
      .from(listings)
      .where(eq(listings.slug, slug));
    expect(picking.today).toBe(todayIn(home!.timeZone));
    // The booking the first test made through the offer holds [start, start + 3).
    expect(picking.occupied).toContainEqual({ start, end: addDays(start, 3), kind: "booked" });
    expect(picking.rules.minNights).toBeGreaterThan(0);
    expect(picking.terms.currency).toBe("USD");
    expect(await panel(guest.cookie)).toBeNull();
  });

  it("the offer's message and its withdrawal are written in the traveller's saved language (decision 3855)", async () => {
    await db()
      .insert(profiles)
      .values({ id: guest.id, language: "es" })
      .onConflictDoUpdate({ target: profiles.id, set: { language: "es" } });
    const checkIn = addDays(start, 70);
    const bodies = async () =>
      (
        await db().select().from(messages).where(eq(messages.threadId, threadId)).orderBy(messages.createdAt)
      ).map((m) => m.body);
    expect((await offer(checkIn, 2, { price: "180" })).status).toBe(302);
    const written = (await bodies()).at(-1)!;
    expect(written).toMatch(/^Oferta especial para ti: del \S+ \d+ \S+ \d{4} al /);
    expect(written).toContain(`${formatMoney(18_000, "USD", true, "es-ES")} en total`);
    // Its notice quotes it as written.
    const told = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, guest.id), eq(notifications.type, "message_received")));
    expect(told.some((n) => n.body.startsWith("Oferta especial para ti"))).toBe(true);
    expect((await inThread({ intent: "withdraw-offer", offerId: (await latest()).id })).status).toBe(302);
    expect((await bodies()).at(-1)).toMatch(/^He retirado mi oferta especial para la estancia del /);
    await db().update(profiles).set({ language: null }).where(eq(profiles.id, guest.id));
  });
});
