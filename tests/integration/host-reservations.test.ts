import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import {
  cancelBooking,
  createBooking,
  guestBooking,
  type NewBooking,
} from "../../app/modules/bookings/bookings.server.ts";
import { historyView } from "../../app/modules/bookings/trip-history.server.ts";
import { placePhrasesFor, translatorFor } from "../../app/i18n/language.server.ts";
import { intlLocale } from "../../app/i18n/locales.ts";
import { expireStaleRequests, sweepBookings } from "../../app/modules/bookings/sweeps.server.ts";
import {
  acceptRequest,
  cancelAsHost,
  declineRequest,
} from "../../app/modules/bookings/owner-answers.server.ts";
import {
  hostCancellations,
  hostReservation,
  hostReservations,
} from "../../app/modules/hosting/reservations.server.ts";
import { reservationView } from "../../app/modules/hosting/reservation-view.server.ts";
import type { Database } from "../../app/platform/db.server.ts";
import { getStay } from "../../app/modules/stays/stay-page.server.ts";
import { bookingTimeline } from "../../app/modules/operator/bookings.server.ts";
import { bookingEvents, bookings, listingOccupancy, notifications, profiles } from "../../db/schema/index.ts";
import { describeEachDatabase } from "../helpers/database.ts";
import { runTestClock } from "../../app/routes/testing/test-data.server.ts";
import { addAccount, addHostedHome } from "../helpers/factories.ts";

const NOW = new Date("2027-01-10T12:00:00Z");
const mail = { mailer: { send: async () => {} }, appUrl: "http://localhost:3999" };

/** An owner account with a request-to-book cabin, and a traveller. */
async function setting(db: Database, tag: string, instantBook = false) {
  const host = `host-${tag}`;
  const guest = `guest-${tag}`;
  await addAccount(db, guest);
  const slug = `cabin-${tag}`;
  const { listingId, ownerId } = await addHostedHome(db, host, slug, { instantBook });
  return { host, guest, slug, listingId, ownerId };
}

const booking = (guestId: string, listingSlug: string, over: Partial<NewBooking> = {}): NewBooking => ({
  guestId,
  listingSlug,
  request: {
    checkIn: "2027-03-01",
    checkOut: "2027-03-05",
    adults: 2,
    children: 0,
    pets: [{ name: "Biscuit", species: "dog", breed: "Beagle", weightLb: 30, serviceAnimal: false }],
  },
  message: "Hello! Biscuit is very calm.",
  contactPhone: "+14155550100",
  idempotencyKey: `key-${Math.random()}`,
  now: NOW,
  ...over,
});

async function request(db: Database, guest: string, slug: string, over: Partial<NewBooking> = {}) {
  const made = await createBooking(db, booking(guest, slug, over), mail);
  if (!made.ok) throw new Error(JSON.stringify(made));
  return made.bookingId;
}

/** A saved language (profiles.language): the person's notices are written in it (decision 3855). */
const speaks = (db: Database, id: string, language: string) =>
  db.insert(profiles).values({ id, language }).onConflictDoUpdate({ target: profiles.id, set: { language } });

const noticesOf = (db: Database, userId: string) =>
  db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(notifications.createdAt);

describeEachDatabase("an owner runs their reservations", (database) => {
  it("is told of a new request, sees it with the guest and pets, accepts it; the guest is told", async () => {
    const { db } = database();
    const s = await setting(db, "accept");
    const id = await request(db, s.guest, s.slug);

    const hostNotices = await noticesOf(db, s.host);
    expect(hostNotices.map((n) => n.type)).toEqual(["host_request_received"]);
    expect(hostNotices[0]!.link).toBe(`/host/reservations/${id}`);

    const list = await hostReservations(db, s.host);
    expect(list.map((r) => [r.id, r.tab, r.guestName])).toEqual([[id, "requests", "User guest-accept"]]);
    const detail = (await hostReservation(db, s.host, id))!;
    expect(detail.guest).toMatchObject({ name: "User guest-accept", completedStays: 0 });
    expect(detail.pets.pets[0]).toMatchObject({ name: "Biscuit", problems: [] });

    expect(
      await acceptRequest(db, s.host, id, { mail, now: new Date(NOW.getTime() + 3_600_000) }),
    ).toMatchObject({
      ok: true,
    });
    const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
    expect(row!.status).toBe("confirmed");
    const guestNotices = await noticesOf(db, s.guest);
    expect(guestNotices.map((n) => n.type)).toEqual(["booking_requested", "booking_confirmed"]);
    // The dates stay taken: accepting keeps the occupancy the request held.
    expect(await db.select().from(listingOccupancy).where(eq(listingOccupancy.bookingId, id))).toHaveLength(
      1,
    );
    // A second answer finds the request answered.
    expect(await declineRequest(db, s.host, id, { reason: "dates", note: "" })).toMatchObject({
      ok: false,
      status: 409,
    });
  });

  it("declines with a reason: the dates are free, the guest is told why", async () => {
    const { db } = database();
    const s = await setting(db, "decline");
    const id = await request(db, s.guest, s.slug);
    const outcome = await declineRequest(
      db,
      s.host,
      id,
      { reason: "pets", note: "Sorry, the garden isn't fenced." },
      NOW,
    );
    expect(outcome.ok).toBe(true);
    const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
    expect(row).toMatchObject({ status: "declined", cancelledBy: "owner" });
    expect(row!.cancellationReason).toContain("garden isn't fenced");
    expect(await db.select().from(listingOccupancy).where(eq(listingOccupancy.bookingId, id))).toHaveLength(
      0,
    );
    const told = (await noticesOf(db, s.guest)).at(-1)!;
    expect(told.type).toBe("booking_declined");
    expect(told.body).toContain("aren't a good fit");
    // Someone else may now book those nights.
    await addAccount(db, "other-decline");
    expect(await request(db, "other-decline", s.slug)).toBeTruthy();
  });

  it("answers 404 for another owner's booking, whatever the action", async () => {
    const { db } = database();
    const s = await setting(db, "idor");
    const other = await setting(db, "idor-other");
    const id = await request(db, s.guest, s.slug);
    expect(await hostReservation(db, other.host, id)).toBeNull();
    expect(await hostReservation(db, s.guest, id)).toBeNull();
    expect(await acceptRequest(db, other.host, id, { mail })).toMatchObject({ ok: false, status: 404 });
    expect(await declineRequest(db, other.host, id, { reason: "dates", note: "" })).toMatchObject({
      status: 404,
    });
    expect(await cancelAsHost(db, other.host, id, "Not mine to cancel")).toMatchObject({ status: 404 });
    expect(await hostReservations(db, other.host)).toEqual([]);
    expect(await hostReservation(db, s.host, "not-a-uuid")).toBeNull();
  });

  it("an accept and an expiry at the same moment give one outcome", async () => {
    const { db } = database();
    const s = await setting(db, "race");
    const id = await request(db, s.guest, s.slug);
    const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
    // The very last minute: the owner's accept races the sweep that expires the request.
    const at = new Date(row!.expiresAt!.getTime() - 1);
    const expiry = new Date(row!.expiresAt!.getTime());
    // (Other tests' requests in this database may expire in the same sweep: only this one is judged.)
    const [accepted] = await Promise.all([
      acceptRequest(db, s.host, id, { mail, now: at }),
      expireStaleRequests(db, expiry),
    ]);
    const [after] = await db.select().from(bookings).where(eq(bookings.id, id));
    if (accepted.ok) {
      expect(after!.status).toBe("confirmed");
    } else {
      expect(after!.status).toBe("expired");
      expect(accepted.status).toBe(409);
    }
    const events = await db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, id));
    expect(events.map((e) => e.status).sort()).toEqual(["pending", after!.status].sort());
    // An accept after the deadline is refused even before the sweep runs.
    const late = await request(db, s.guest, s.slug, {
      request: { ...booking(s.guest, s.slug).request, checkIn: "2027-04-01", checkOut: "2027-04-04" },
    });
    const [lateRow] = await db.select().from(bookings).where(eq(bookings.id, late));
    expect(
      await acceptRequest(db, s.host, late, { mail, now: new Date(lateRow!.expiresAt!.getTime() + 1) }),
    ).toMatchObject({
      ok: false,
      status: 409,
    });
  });

  it("a decline after the deadline is refused like an accept: the request has expired", async () => {
    const { db } = database();
    const s = await setting(db, "late-decline");
    const id = await request(db, s.guest, s.slug);
    const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
    const late = new Date(row!.expiresAt!.getTime() + 1);
    expect(await declineRequest(db, s.host, id, { reason: "dates", note: "" }, late)).toMatchObject({
      ok: false,
      status: 409,
    });
    const [after] = await db.select().from(bookings).where(eq(bookings.id, id));
    expect(after!.status).toBe("pending");
    expect((await noticesOf(db, s.guest)).map((n) => n.type)).not.toContain("booking_declined");
    // The sweep then expires it, as it would have anyway; in time, a decline still works.
    await expireStaleRequests(db, late);
    const [expired] = await db.select().from(bookings).where(eq(bookings.id, id));
    expect(expired!.status).toBe("expired");
    const another = await request(db, s.guest, s.slug, {
      request: { ...booking(s.guest, s.slug).request, checkIn: "2027-05-01", checkOut: "2027-05-04" },
    });
    const [anotherRow] = await db.select().from(bookings).where(eq(bookings.id, another));
    const inTime = new Date(anotherRow!.expiresAt!.getTime() - 1);
    expect(await declineRequest(db, s.host, another, { reason: "dates", note: "" }, inTime)).toMatchObject({
      ok: true,
    });
  });

  it("warns the owner once, 4 hours before a request expires, and tells both sides when it does", async () => {
    const { db } = database();
    const s = await setting(db, "expiry");
    const id = await request(db, s.guest, s.slug);
    const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
    const fourHoursBefore = new Date(row!.expiresAt!.getTime() - 4 * 3_600_000 + 60_000);
    await sweepBookings(db, fourHoursBefore);
    await sweepBookings(db, new Date(fourHoursBefore.getTime() + 60_000));
    expect((await noticesOf(db, s.host)).map((n) => n.type)).toEqual([
      "host_request_received",
      "host_request_expiring",
    ]);
    await sweepBookings(db, row!.expiresAt!);
    expect((await noticesOf(db, s.host)).map((n) => n.type)).toEqual([
      "host_request_received",
      "host_request_expiring",
      "host_request_expired",
    ]);
    expect((await noticesOf(db, s.guest)).map((n) => n.type)).toContain("request_expired");
  });

  it("instant bookings and guest cancellations reach the owner", async () => {
    const { db } = database();
    const s = await setting(db, "instant", true);
    const id = await request(db, s.guest, s.slug);
    expect(await cancelBooking(db, s.guest, id, { now: NOW })).toMatchObject({ ok: true });
    expect((await noticesOf(db, s.host)).map((n) => n.type)).toEqual([
      "host_booking_received",
      "host_booking_cancelled",
    ]);
    const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
    expect(row!.cancelledBy).toBe("guest");
  });

  it("the owner cancels a confirmed stay: what was paid comes back, said as it is, told, counted on the host profile", async () => {
    const { db } = database();
    const s = await setting(db, "host-cancel", true);
    const id = await request(db, s.guest, s.slug);
    expect(await cancelAsHost(db, s.host, id, "A pipe burst in the kitchen.", NOW)).toMatchObject({
      ok: true,
    });
    const [row] = await db
      .select()
      .from(bookings)
      .where(and(eq(bookings.id, id)));
    expect(row).toMatchObject({ status: "cancelled", cancelledBy: "owner" });
    expect(row!.refundCents).toBe(row!.totalCents);
    // Stays are paid at check-in: nothing was paid, so nobody speaks of a refund.
    const notice = (await noticesOf(db, s.guest)).at(-1);
    expect(notice).toMatchObject({ type: "booking_cancelled" });
    expect(notice!.body).toContain("Nothing was paid, and you owe nothing for this stay.");
    expect(notice!.body).not.toMatch(/refund/i);
    const found = (await hostReservation(db, s.host, id))!;
    expect(found.history.at(-1)!.note).toBe(
      "Cancelled by the owner: A pipe burst in the kitchen. Nothing had been paid.",
    );
    const view = reservationView(found, NOW, { threadId: null, cancellations: 1, revealed: false });
    expect(view.cancelledSettlement).toBe("Nothing had been paid, and nothing is owed.");
    expect(view.cancelSettlement).toBeNull();
    expect(await hostCancellations(db, s.ownerId, NOW)).toBe(1);
    // Travellers see it on the host card of the owner's stays.
    expect((await getStay(db, s.slug, "2027-01-10", { areaSecret: "a secret" }))!.owner.cancellations).toBe(
      1,
    );
    // Not twice, and not a request.
    expect(await cancelAsHost(db, s.host, id, "A pipe burst in the kitchen.", NOW)).toMatchObject({
      status: 409,
    });
    // Booked again; on check-in day (paid, by the payment terms) before the check-in hour, the
    // owner is told what they pay back before cancelling, and it is said after.
    const again = await request(db, s.guest, s.slug);
    const checkInMorning = new Date("2027-03-01T09:00:00Z");
    const before = reservationView((await hostReservation(db, s.host, again))!, checkInMorning, {
      threadId: null,
      cancellations: 1,
      revealed: true,
    });
    expect(before.cancelSettlement).toMatch(
      /^The traveller has paid \$[\d,.]+; you would pay back \$[\d,.]+\.$/,
    );
    expect(
      await cancelAsHost(db, s.host, again, "A pipe burst in the kitchen.", checkInMorning),
    ).toMatchObject({
      ok: true,
    });
    const paidNotice = (await noticesOf(db, s.guest)).at(-1)!;
    expect(paidNotice.body).toMatch(/The owner pays back the \$[\d,.]+ you had paid; you owe nothing/);
  });
});

describeEachDatabase("a cancellation's history note in the reader's language (decision 3891)", (database) => {
  it("shows the owner's cancellation in Spanish on the trip and the reservation, the owner's words intact", async () => {
    const { db } = database();
    const s = await setting(db, "note-es", true);
    const id = await request(db, s.guest, s.slug);
    // The owner's own words, in their language: never translated, even where they read like a note.
    const words = "Se inundó la cocina — so sorry! Accepted by the owner.";
    expect(await cancelAsHost(db, s.host, id, words, NOW)).toMatchObject({ ok: true });

    // Kept twice: the English note as before (the console, old readers), and the same in parts.
    const [event] = await db
      .select()
      .from(bookingEvents)
      .where(and(eq(bookingEvents.bookingId, id), eq(bookingEvents.status, "cancelled")));
    expect(event!.note).toBe(`Cancelled by the owner: ${words} Nothing had been paid.`);
    expect(event!.parts).toEqual({ frame: "ownerCancelled", words, money: { kind: "nothingPaid" } });
    // Every other note has none.
    const others = await db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, id));
    expect(others.filter((e) => e.parts !== null)).toHaveLength(1);

    const spanish = `Cancelada por el propietario: «${words}» No se había pagado nada.`;
    const writing = { tag: intlLocale("es"), place: placePhrasesFor("es"), locale: "es" as const };
    const trip = (await guestBooking(db, s.guest, id))!;
    const onTrip = historyView(trip, false, writing).at(-1)!;
    expect(onTrip.note).toBe(spanish);
    expect(onTrip.pieces!.filter((p) => p.own)).toEqual([{ text: words, own: true }]);
    // The notes before it are read back as before.
    expect(historyView(trip, false, writing)[0]!.note).toBe(
      "Reservada y confirmada al instante (reserva inmediata).",
    );

    const view = reservationView(
      (await hostReservation(db, s.host, id))!,
      NOW,
      { threadId: null, cancellations: 1, revealed: false },
      { ...writing, settlement: { say: translatorFor("es", "host.settlement"), tag: writing.tag } },
    );
    expect(view.history.at(-1)).toMatchObject({ note: spanish });
    expect(view.history.at(-1)!.pieces!.find((p) => p.own)!.text).toBe(words);
    // In Arabic too, from the same row.
    const arabic = historyView(trip, false, { ...writing, locale: "ar", tag: intlLocale("ar") }).at(-1)!;
    expect(arabic.note).toBe(`ألغاه المالك: «${words}» لم يكن قد دُفع شيء.`);
  });

  it("says an owner's decline in Spanish on the trip, in the traveller's notice and on the console, the words intact", async () => {
    const { db } = database();
    const s = await setting(db, "decline-es");
    await speaks(db, s.guest, "es");
    const id = await request(db, s.guest, s.slug);
    const words = "Sorry, the cat.";
    expect(await declineRequest(db, s.host, id, { reason: "pets", note: words }, NOW)).toMatchObject({
      ok: true,
    });

    const [event] = await db
      .select()
      .from(bookingEvents)
      .where(and(eq(bookingEvents.bookingId, id), eq(bookingEvents.status, "declined")));
    expect(event!.note).toBe(`Declined by the owner. The pets aren't a good fit for this home. “${words}”`);
    expect(event!.parts).toEqual({ frame: "declined", reason: "pets", words });

    const spanish = `Rechazada por el propietario. Las mascotas no encajan con este alojamiento. «${words}»`;
    const writing = { tag: intlLocale("es"), place: placePhrasesFor("es"), locale: "es" as const };
    const onTrip = historyView((await guestBooking(db, s.guest, id))!, false, writing).at(-1)!;
    expect(onTrip.note).toBe(spanish);
    expect(onTrip.pieces!.filter((p) => p.own)).toEqual([{ text: words, own: true }]);

    // The traveller's notice, in their saved language (decision 3855): no English reason in it.
    const told = (await noticesOf(db, s.guest)).at(-1)!;
    expect(told.type).toBe("booking_declined");
    expect(told.body).toMatch(
      /^Las mascotas no encajan con este alojamiento\. «Sorry, the cat\.» No se cobra nada\./,
    );

    // The operator's console, in the operator's language; the request's note (no parts) read back.
    const console = (await bookingTimeline(db, id, "es"))!;
    const statuses = console.timeline.filter((row) => row.kind === "status");
    expect(statuses.at(-1)).toMatchObject({ status: "declined", note: spanish });
    expect(statuses[0]!.note).toBe("Solicitud enviada al propietario.");
    expect((await bookingTimeline(db, id, "en"))!.timeline.at(-1)!.note).toBe(event!.note);
  });

  it("tells the owner in their language that the guest cancelled", async () => {
    const { db } = database();
    const s = await setting(db, "guest-ends-fr", true);
    await speaks(db, s.host, "fr");
    const id = await request(db, s.guest, s.slug);
    expect(await cancelBooking(db, s.guest, id, { now: NOW })).toMatchObject({ ok: true });
    const told = (await noticesOf(db, s.host)).at(-1)!;
    expect(told.type).toBe("host_booking_cancelled");
    expect(told.body).toMatch(/ : les nuits sont de nouveau libres\. Annulé par le voyageur\.$/);
  });

  it("says an old row's note, kept without parts, as it was kept", async () => {
    const { db } = database();
    const s = await setting(db, "note-old", true);
    const id = await request(db, s.guest, s.slug);
    expect(await cancelAsHost(db, s.host, id, "A pipe burst in the kitchen.", NOW)).toMatchObject({
      ok: true,
    });
    await db.update(bookingEvents).set({ parts: null }).where(eq(bookingEvents.bookingId, id));
    const trip = (await guestBooking(db, s.guest, id))!;
    const writing = { tag: intlLocale("es"), place: placePhrasesFor("es"), locale: "es" as const };
    expect(historyView(trip, false, writing).at(-1)).toMatchObject({
      note: "Cancelled by the owner: A pipe burst in the kitchen. Nothing had been paid.",
    });
    expect(historyView(trip, false, writing).at(-1)!.pieces).toBeUndefined();
  });
});

describeEachDatabase("the browser tests' clock hook", (database) => {
  it("moves one booking's time: its request expires, another's waits, and a stranger's is not found", async () => {
    const { db } = database();
    const s = await setting(db, "clock");
    const mine = await request(db, s.guest, s.slug);
    const other = booking(s.guest, s.slug).request;
    const theirs = await request(db, s.guest, s.slug, {
      request: { ...other, checkIn: "2027-04-01", checkOut: "2027-04-05" },
    });
    const later = new Date(NOW.getTime() + 25 * 3_600_000);
    await addAccount(db, "stranger-clock");
    expect(
      await runTestClock(db, "stranger-clock", { bookingId: mine, at: later, payments: null }),
    ).toBeNull();
    expect(await runTestClock(db, s.guest, { bookingId: mine, at: later, payments: null })).toMatchObject({
      expired: 1,
    });
    const statuses = await db.select({ id: bookings.id, status: bookings.status }).from(bookings);
    expect(statuses.find((b) => b.id === mine)?.status).toBe("expired");
    expect(statuses.find((b) => b.id === theirs)?.status).toBe("pending");
  });
});
