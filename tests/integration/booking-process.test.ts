import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { cancelBooking, createBooking, type NewBooking } from "../../app/modules/bookings/bookings.server.ts";
import { acceptRequest, cancelAsHost } from "../../app/modules/bookings/owner-answers.server.ts";
import { applyTransition, type TransitionActor } from "../../app/modules/bookings/process.server.ts";
import { expireStaleRequests } from "../../app/modules/bookings/sweeps.server.ts";
import { postgresHandle, type Database } from "../../app/platform/db.server.ts";
import type { MailMessage } from "../../app/platform/mail.server.ts";
import { bookingEvents, bookings, listings, notifications } from "../../db/schema/index.ts";
import { describeEachDatabase } from "../helpers/database.ts";
import { addAccount, addHostedHome } from "../helpers/factories.ts";
import { countingDatabase } from "../helpers/statements.ts";

const NOW = new Date("2027-01-10T12:00:00Z");
const sent: MailMessage[] = [];
const mail = {
  mailer: { send: async (m: MailMessage) => void sent.push(m) },
  appUrl: "http://localhost:3999",
};

/** An owner with a home in Bend (7 Pine Road), and a traveller. */
async function setting(db: Database, tag: string, instantBook = false) {
  const host = `host-${tag}`;
  const guest = `guest-${tag}`;
  await addAccount(db, guest);
  const slug = `cabin-${tag}`;
  const { listingId } = await addHostedHome(db, host, slug, { instantBook });
  await db.update(listings).set({ address: "7 Pine Road" }).where(eq(listings.id, listingId));
  return { host, guest, slug, listingId };
}

let nextWeek = 0;
/** A stay of 3 nights in a week of its own, so requests never overlap. */
async function book(db: Database, guestId: string, listingSlug: string, over: Partial<NewBooking> = {}) {
  const week = nextWeek++;
  const start = new Date(Date.UTC(2027, 2, 1) + week * 7 * 86_400_000).toISOString().slice(0, 10);
  const end = new Date(Date.UTC(2027, 2, 4) + week * 7 * 86_400_000).toISOString().slice(0, 10);
  const made = await createBooking(
    db,
    {
      guestId,
      listingSlug,
      request: { checkIn: start, checkOut: end, adults: 2, children: 0, pets: [] },
      message: "Hello!",
      contactPhone: "+14155550100",
      idempotencyKey: `key-${Math.random()}`,
      now: NOW,
      ...over,
    },
    mail,
  );
  if (!made.ok) throw new Error(JSON.stringify(made));
  return made.bookingId;
}

const rowOf = async (db: Database, id: string) =>
  (await db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const historyOf = async (db: Database, id: string) =>
  (await db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, id))).map((e) => e.status);
const noticesOf = (db: Database, userId: string) =>
  db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(notifications.createdAt);
const owner = (userId: string) => ({ as: "owner" as const, userId });
const guest = (userId: string) => ({ as: "guest" as const, userId });
const inTime = new Date(NOW.getTime() + 3_600_000);

describeEachDatabase("the booking process", (database, kind) => {
  it("guards a transition by the actor's right: someone else's booking, or a transition not theirs, is 404", async () => {
    const { db } = database();
    const s = await setting(db, "guard");
    const other = await setting(db, "guard-other");
    const id = await book(db, s.guest, s.slug);
    const accept = (actor: TransitionActor) =>
      applyTransition(db, "accept", { bookingId: id, actor }, { now: inTime, mail });

    expect(await accept(owner(other.host))).toMatchObject({ ok: false, status: 404 });
    // The traveller cannot accept their own request, neither as its guest nor posing as an owner.
    expect(await accept(guest(s.guest))).toMatchObject({ ok: false, status: 404 });
    expect(await accept(owner(s.guest))).toMatchObject({ ok: false, status: 404 });
    // Nor can the owner withdraw the traveller's request.
    expect(
      await applyTransition(db, "withdraw", { bookingId: id, actor: owner(s.host) }, { now: inTime }),
    ).toMatchObject({ ok: false, status: 404 });
    expect(
      await applyTransition(db, "withdraw", { bookingId: id, actor: guest(other.guest) }, { now: inTime }),
    ).toMatchObject({ ok: false, status: 404 });
    for (const bookingId of ["not-a-uuid", "00000000-0000-4000-8000-000000000000"])
      expect(
        await applyTransition(db, "accept", { bookingId, actor: owner(s.host) }, { now: inTime, mail }),
      ).toMatchObject({ ok: false, status: 404 });
    // Nothing changed, nobody was told.
    expect((await rowOf(db, id)).status).toBe("pending");
    expect(await historyOf(db, id)).toEqual(["pending"]);
    expect((await noticesOf(db, s.guest)).map((n) => n.type)).toEqual(["booking_requested"]);
  });

  it("answers 409 for a booking that has moved on, and changes it once", async () => {
    const { db } = database();
    const s = await setting(db, "moved");
    const id = await book(db, s.guest, s.slug);
    const taken = await applyTransition(
      db,
      "accept",
      { bookingId: id, actor: owner(s.host) },
      { now: inTime, mail },
    );
    expect(taken).toMatchObject({ ok: true, value: { booking: { status: "confirmed" } } });
    for (const [name, actor] of [
      ["accept", owner(s.host)],
      ["decline", owner(s.host)],
      ["withdraw", guest(s.guest)],
    ] as const)
      expect(
        await applyTransition(db, name, { bookingId: id, actor }, { now: inTime, mail, reason: "x" }),
      ).toMatchObject({ ok: false, status: 409, formError: expect.stringMatching(/answered|no longer/) });
    expect(await historyOf(db, id)).toEqual(["pending", "confirmed"]);
    // After check-in the owner may no longer cancel (the traveller still may, until check-out).
    const checkIn = (await rowOf(db, id)).stay.slice(1, 11);
    const checkedIn = new Date(`${checkIn}T23:30:00Z`);
    expect(await cancelAsHost(db, s.host, id, "A pipe burst in the kitchen.", checkedIn)).toMatchObject({
      ok: false,
      status: 409,
      formError: "Only a confirmed stay that has not started yet can be cancelled.",
    });
    expect(await cancelBooking(db, s.guest, id, { now: checkedIn })).toMatchObject({ ok: true });
    expect(await historyOf(db, id)).toEqual(["pending", "confirmed", "cancelled"]);
  });

  it("confirms an accepted request with the same email as an instant booking, calendar file included", async () => {
    const { db } = database();
    const s = await setting(db, "same-email");
    const instant = await setting(db, "same-email-instant", true);
    await book(db, instant.guest, instant.slug);
    const booked = sent.findLast((m) => m.to === `${instant.guest}@example.com`)!;
    const id = await book(db, s.guest, s.slug);
    expect(sent.findLast((m) => m.to === `${s.guest}@example.com`)!.subject).toMatch(/^Request sent: /);

    expect(await acceptRequest(db, s.host, id, { mail, now: inTime })).toMatchObject({ ok: true });
    const confirmed = sent.findLast((m) => m.to === `${s.guest}@example.com`)!;
    const { reference } = await rowOf(db, id);
    expect(confirmed.subject.startsWith("Booked: cabin same email, ")).toBe(true);
    expect(confirmed.subject.endsWith(`(${reference})`)).toBe(true);
    for (const email of [booked, confirmed]) {
      expect(email.subject).toMatch(/^Booked: /);
      expect(email.text).toMatch(/^Your stay is booked\n/);
      // Accepted: the street is the traveller's to know.
      expect(email.text).toContain("Where: 7 Pine Road, Bend");
      expect(email.attachments).toEqual([
        expect.objectContaining({ filename: "stay.ics", contentType: "text/calendar; charset=utf-8" }),
      ]);
    }
    expect(confirmed.attachments![0]!.content).toContain(`UID:${id}@pet-friendly-rentals`);
    // The notice is in the list (and by SMS where chosen), not emailed a second time.
    const notice = (await noticesOf(db, s.guest)).at(-1)!;
    expect(notice).toMatchObject({ type: "booking_confirmed", emailStatus: "skipped", smsStatus: "pending" });
  });

  it("accepts in one update and two inserts, reading nothing before writing", async () => {
    const handle = database();
    const s = await setting(handle.db, "count");
    const id = await book(handle.db, s.guest, s.slug);
    const counted = countingDatabase(handle);
    expect(await acceptRequest(counted.db, s.host, id, { mail, now: inTime })).toMatchObject({ ok: true });
    // The update (guarded by status, deadline and owner) answers all the notices and the email need;
    // then the history and the notification.
    expect(counted.tally()).toEqual({ readsBeforeWrites: 0, reads: 0, writes: 3 });
    // Refused: the guarded update changes nothing, and one read tells 404 from 409.
    counted.reset();
    expect(await acceptRequest(counted.db, s.host, id, { mail, now: inTime })).toMatchObject({ status: 409 });
    expect(counted.tally()).toEqual({ readsBeforeWrites: 0, reads: 1, writes: 1 });
  });

  it("resolves an accept and a withdrawal at the same moment to one of them", async () => {
    const { db, url } = database();
    const s = await setting(db, "race");
    // On Postgres each side has its own connections, as two server processes would.
    const pools = kind === "postgres" ? [postgresHandle(url!, 2), postgresHandle(url!, 2)] : [];
    const [ownerDb, guestDb] = kind === "postgres" ? pools.map((p) => p.db) : [db, db];
    try {
      const outcomes: string[] = [];
      for (let i = 0; i < 6; i++) {
        const id = await book(db, s.guest, s.slug);
        // Both sides act on the request as they saw it: the owner accepts, the traveller withdraws.
        const [accepted, withdrawn] = await Promise.all([
          acceptRequest(ownerDb!, s.host, id, { mail, now: inTime }),
          applyTransition(
            guestDb!,
            "withdraw",
            { bookingId: id, actor: guest(s.guest) },
            { now: inTime, reason: "Cancelled by the guest.", refundCents: 0 },
          ),
        ]);
        expect([accepted.ok, withdrawn.ok].filter(Boolean), `race ${i}`).toHaveLength(1);
        if (!accepted.ok) expect(accepted.status).toBe(409);
        if (!withdrawn.ok) expect(withdrawn.status).toBe(409);
        const row = await rowOf(db, id);
        expect(row.status).toBe(accepted.ok ? "confirmed" : "cancelled");
        expect(await historyOf(db, id)).toEqual(["pending", row.status]);
        outcomes.push(row.status);
      }
      // The loser told nobody: the owner hears of a withdrawal only when it happened.
      const withdrawals = (await noticesOf(db, s.host)).filter((n) => n.type === "host_booking_cancelled");
      expect(withdrawals).toHaveLength(outcomes.filter((o) => o === "cancelled").length);
      const confirmations = (await noticesOf(db, s.guest)).filter((n) => n.type === "booking_confirmed");
      expect(confirmations).toHaveLength(outcomes.filter((o) => o === "confirmed").length);
    } finally {
      await Promise.all(pools.map((p) => p.close()));
    }
  });

  it("takes the clock's transitions for every booking due, telling only people with accounts", async () => {
    const { db } = database();
    const s = await setting(db, "due");
    const id = await book(db, s.guest, s.slug);
    // A made-up demo guest's request, without an account: the owner may answer it, nobody else is told.
    const demo = await db
      .insert(bookings)
      .values({
        guestId: "demo-guest-process",
        listingId: s.listingId,
        stay: "[2027-09-01,2027-09-04)",
        status: "pending",
        price: {},
        totalCents: 30_000,
        idempotencyKey: "demo-process",
        expiresAt: new Date(NOW.getTime() + 86_400_000),
      })
      .returning({ id: bookings.id });
    expect(await acceptRequest(db, s.host, demo[0]!.id, { mail, now: inTime })).toMatchObject({ ok: true });
    expect(await noticesOf(db, "demo-guest-process")).toEqual([]);

    const expiry = (await rowOf(db, id)).expiresAt!;
    expect(await expireStaleRequests(db, new Date(expiry.getTime() - 1))).toBe(0);
    expect(await expireStaleRequests(db, expiry)).toBeGreaterThanOrEqual(1);
    expect(await expireStaleRequests(db, expiry)).toBe(0);
    expect((await rowOf(db, id)).status).toBe("expired");
    expect(await historyOf(db, id)).toEqual(["pending", "expired"]);
    expect((await noticesOf(db, s.host)).map((n) => n.type)).toContain("host_request_expired");
    // The clock's transitions are the clock's alone.
    expect(
      await applyTransition(db, "expire", { bookingId: id, actor: owner(s.host) }, { now: expiry }),
    ).toMatchObject({ ok: false, status: 404 });
  });
});
