import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it, vi } from "vitest";
import { createBooking as bookStay } from "../../../app/modules/bookings/bookings.server.ts";
import { OWN_HOME_MESSAGE } from "../../../app/modules/bookings/bookings.ts";
import { OWN_BOOKING } from "../../../app/modules/reviews/window.ts";
import { addDays } from "../../../app/shared/dates.ts";
import * as booking from "../../../app/routes/bookings/booking.tsx";
import * as review from "../../../app/routes/user/review.tsx";
import { bookings, owners, reviews } from "../../../db/schema/index.ts";
import { addListing, createBooking, createUser, type TestUser } from "../../helpers/factories.ts";
import { describeWithPlatform } from "../../helpers/platform.ts";
import { call, formAnswer, formRequest, getRequest, type Fields } from "../../helpers/requests.ts";

vi.setConfig({ testTimeout: 60_000 });

/** An owner cannot book their own home (instant or on request), nor review it. */
describeWithPlatform("an owner and their own home", (t) => {
  let owner: TestUser;
  let traveller: TestUser;
  const tag = crypto.randomBytes(3).toString("hex");
  const instant = `own-instant-${tag}`;
  const onRequest = `own-request-${tag}`;
  const checkIn = addDays(new Date().toISOString().slice(0, 10), 45);
  const checkOut = addDays(checkIn, 3);
  const db = () => t().platform.database.db;
  const fields = (listing: string, over: Fields = {}): Fields => ({
    listing,
    checkIn,
    checkOut,
    adults: "1",
    children: "0",
    contactPhone: "+1 415 555 0100",
    message: "A weekend at home.",
    agree: "on",
    idempotencyKey: crypto.randomUUID(),
    ...over,
  });
  const post = (f: Fields, cookie: string) =>
    call(booking.action, formRequest("/hotels/booking", f, { cookie }), t().context());
  const page = (slug: string, cookie: string) =>
    call(
      booking.loader,
      getRequest(`/hotels/booking?listing=${slug}&checkIn=${checkIn}&checkOut=${checkOut}&adults=1`, {
        cookie,
      }),
      t().context(),
    );
  const bookingsOf = (guestId: string) => db().select().from(bookings).where(eq(bookings.guestId, guestId));

  beforeAll(async () => {
    owner = await createUser(t(), { firstName: "Olga", lastName: "Owner" });
    traveller = await createUser(t(), { firstName: "Tim", lastName: "Traveller" });
    const [host] = await db().insert(owners).values({ name: "Olga", userId: owner.id }).returning();
    await addListing(db(), { slug: instant, ownerId: host!.id, instantBook: true });
    await addListing(db(), { slug: onRequest, ownerId: host!.id, instantBook: false });
  });

  it("the booking page tells the owner it is their own home (403), with the way to their calendar", async () => {
    for (const slug of [instant, onRequest]) {
      const answer = await page(slug, owner.cookie);
      expect(answer.status, slug).toBe(403);
      expect(answer.data).toMatchObject({
        own: { calendarPath: expect.stringMatching(/^\/host\/listings\/\d+\/calendar$/) },
      });
    }
    // Anyone else books as before.
    const theirs = await page(instant, traveller.cookie);
    expect(theirs.status).toBe(200);
    expect(theirs.data).toMatchObject({ own: null });
  });

  it("posting the form anyway is refused (403) with the message, the form kept, nothing booked", async () => {
    for (const slug of [instant, onRequest]) {
      const answer = await post(fields(slug), owner.cookie);
      expect(answer.status, slug).toBe(403);
      expect(formAnswer(answer).fieldErrors).toEqual({ form: OWN_HOME_MESSAGE });
      expect(formAnswer(answer).values).toMatchObject({ message: "A weekend at home.", listing: slug });
    }
    expect(await bookingsOf(owner.id)).toEqual([]);
    // A traveller's booking of the same nights goes through.
    expect((await post(fields(instant), traveller.cookie)).status).toBe(302);
  });

  it("the booking service refuses it too, whatever calls it", async () => {
    const result = await bookStay(
      db(),
      {
        guestId: owner.id,
        listingSlug: onRequest,
        request: {
          checkIn: addDays(checkIn, 20),
          checkOut: addDays(checkIn, 23),
          adults: 1,
          children: 0,
          pets: [],
        },
        message: "",
        contactPhone: "",
        idempotencyKey: crypto.randomUUID(),
      },
      { mailer: t().platform.mailer, appUrl: "http://localhost:3000" },
    );
    expect(result).toEqual({ ok: false, status: 403, fieldErrors: { form: OWN_HOME_MESSAGE } });
    expect(await bookingsOf(owner.id)).toEqual([]);
  });

  it("a stay of the owner's in their own home (made before this rule) cannot be reviewed", async () => {
    const past = addDays(checkIn, -120);
    const stay = await createBooking(db(), owner.id, {
      listing: onRequest,
      checkIn: past,
      checkOut: addDays(past, 2),
      status: "completed",
    });
    const path = `/user/bookings/${stay.id}/review`;
    const shown = await call(review.loader, getRequest(path, { cookie: owner.cookie }), t().context(), {
      id: stay.id,
    });
    expect(shown.status).toBe(403);
    expect(shown.data).toMatchObject({ own: OWN_BOOKING });
    const answer = await call(
      review.action,
      formRequest(
        path,
        {
          intent: "review",
          rating: "5",
          petRating: "5",
          body: "The best home I have ever stayed in, truly.",
        },
        { cookie: owner.cookie },
      ),
      t().context(),
      { id: stay.id },
    );
    expect(answer.status).toBe(403);
    expect(formAnswer(answer).formError).toBe(OWN_BOOKING);
    expect(formAnswer(answer).values).toMatchObject({ rating: "5" });
    expect(await db().select().from(reviews).where(eq(reviews.bookingId, stay.id))).toEqual([]);
  });
});
