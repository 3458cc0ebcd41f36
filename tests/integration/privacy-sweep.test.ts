import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it, vi } from "vitest";
import { submitReview } from "../../app/modules/reviews/reviews.server.ts";
import { saveToWishlist } from "../../app/modules/wishlist/wishlist.server.ts";
import { addDays } from "../../app/shared/dates.ts";
import { distanceM } from "../../app/modules/maps/geo.ts";
import * as home from "../../app/routes/home.tsx";
import * as detail from "../../app/routes/stays/detail.tsx";
import * as search from "../../app/routes/stays/search.tsx";
import * as staysMap from "../../app/routes/api/stays-map.ts";
import * as staysCount from "../../app/routes/api/stays-count.ts";
import * as sitemap from "../../app/routes/resources/sitemap.ts";
import * as bookingPage from "../../app/routes/bookings/booking.tsx";
import * as confirm from "../../app/routes/bookings/confirm.tsx";
import * as bookingCalendar from "../../app/routes/bookings/calendar.ts";
import * as trips from "../../app/routes/user/bookings.tsx";
import * as trip from "../../app/routes/user/booking-detail.tsx";
import * as wishlist from "../../app/routes/user/wishlist.tsx";
import * as inbox from "../../app/routes/user/messages.tsx";
import * as thread from "../../app/routes/user/message-thread.tsx";
import * as newMessage from "../../app/routes/user/message-new.tsx";
import * as notifications from "../../app/routes/user/notifications.tsx";
import * as notificationsApi from "../../app/routes/api/notifications.ts";
import * as hostReservation from "../../app/routes/host/reservation.tsx";
import * as hostReservations from "../../app/routes/host/reservations.tsx";
import { listings, messageThreads, owners, users } from "../../db/schema/index.ts";
import { addListing, createBooking, createUser, type TestUser } from "../helpers/factories.ts";
import { describeWithPlatform, type TestPlatform } from "../helpers/platform.ts";
import { call, formRequest, getRequest, type Answer } from "../helpers/requests.ts";

// Sign-ups hash passwords (scrypt): slow on two shared cores, never a hang.
vi.setConfig({ testTimeout: 120_000 });

/**
 * The privacy sweep: every public and cross-user page (and its `.data`, which is the loader's
 * answer) as an anonymous visitor, another traveller and another owner. No private value of the
 * fixture listing may appear in any answer: the street, the postcode, the exact coordinates, the
 * check-in instructions, the calendar token, the owner's email, phone and account id. The values
 * are distinctive, so a substring search means something; a guest whose stay was accepted is the
 * control (their trip page does carry the street and the instructions).
 */
describeWithPlatform("privacy sweep", (t) => {
  const tag = crypto.randomBytes(3).toString("hex");
  const city = `Quillhaven ${tag.replace(/\d/g, (d) => "abcdefghij"[Number(d)]!)}`;
  const PRIVATE = {
    street: `4417 Zephyrine Crescent ${tag}`,
    postcode: `QZ7 ${tag.toUpperCase()}`,
    instructions: `Key safe code 90210${tag} behind the blue heron statue`,
    latitude: "44.318573",
    longitude: "-68.204917",
    phone: `+1503555${crypto.randomInt(1000, 9999)}`,
  };
  let owner: TestUser;
  let traveller: TestUser;
  let otherOwner: TestUser;
  let acceptedGuest: TestUser;
  let slug = "";
  let token = "";
  let pendingId = "";
  let completedId = "";
  let threadId = "";
  const checkIn = addDays(new Date().toISOString().slice(0, 10), 60);
  const checkOut = addDays(checkIn, 4);
  const db = () => t().platform.database.db;

  /** Every private value, with a name for the failure message. */
  const privateValues = () => ({
    ...PRIVATE,
    token,
    ownerEmail: owner.email,
    ownerAccountId: owner.id,
  });

  beforeAll(async () => {
    owner = await createUser(t(), {
      email: `quinn-${tag}@owners.example.com`,
      firstName: "Quinn",
      lastName: "Marlowe",
    });
    traveller = await createUser(t(), { firstName: "Tess", lastName: "Traveller" });
    otherOwner = await createUser(t(), { firstName: "Otis", lastName: "Owner" });
    acceptedGuest = await createUser(t(), { firstName: "Ada", lastName: "Accepted" });
    await db()
      .update(users)
      .set({ phoneNumber: PRIVATE.phone, phoneNumberVerified: true })
      .where(eq(users.id, owner.id));
    const [host] = await db()
      .insert(owners)
      .values({ name: "Quinn Marlowe", userId: owner.id, about: "I love herons." })
      .returning();
    slug = `quillhaven-cottage-${tag}`;
    const listingId = await addListing(db(), {
      slug,
      ownerId: host!.id,
      city,
      region: "Maine",
      neighborhood: "Harbour Hill",
      address: PRIVATE.street,
      postcode: PRIVATE.postcode,
      checkInInstructions: PRIVATE.instructions,
      latitude: Number(PRIVATE.latitude),
      longitude: Number(PRIVATE.longitude),
      instantBook: false,
      featured: true,
      ratingAvg: 5,
    });
    const [row] = await db()
      .select({ token: listings.calendarToken })
      .from(listings)
      .where(eq(listings.id, listingId));
    token = row!.token;
    // Another owner's home, so that owner has a hosting side of their own.
    const [otherHost] = await db().insert(owners).values({ name: "Otis", userId: otherOwner.id }).returning();
    await addListing(db(), { slug: `otis-home-${tag}`, ownerId: otherHost!.id, city });

    // The traveller: a request the owner has not answered (its thread), the stay saved.
    const requested = await call(
      bookingPage.action,
      formRequest(
        "/hotels/booking",
        {
          listing: slug,
          checkIn,
          checkOut,
          adults: "2",
          children: "0",
          contactPhone: "+1 415 555 0100",
          message: "We would love to stay with our old dog.",
          agree: "on",
          idempotencyKey: crypto.randomUUID(),
        },
        { cookie: traveller.cookie },
      ),
      t().context(),
    );
    expect(requested.status, JSON.stringify(requested.data)).toBe(302);
    pendingId = requested.location!.split("booking=")[1]!;
    const [made] = await db()
      .select({ id: messageThreads.id })
      .from(messageThreads)
      .where(eq(messageThreads.guestId, traveller.id));
    threadId = made!.id;
    for (const user of [traveller, otherOwner]) expect(await saveToWishlist(db(), user.id, slug)).toBe(true);

    // The control: a guest whose stay happened (accepted), and who reviewed it.
    completedId = (
      await createBooking(db(), acceptedGuest.id, {
        listing: slug,
        checkIn: addDays(checkIn, -200),
        checkOut: addDays(checkIn, -196),
        status: "completed",
      })
    ).id;
    const reviewed = await submitReview(db(), {
      guestId: acceptedGuest.id,
      bookingId: completedId,
      rating: 5,
      petRating: 5,
      body: "Herons at breakfast, a fenced garden for the dog.",
    });
    expect(reviewed.ok).toBe(true);
  });

  type Loader = (args: never) => unknown;
  type Page = { name: string; loader: Loader; path: string; params?: Record<string, string>; meta?: boolean };

  /** The pages to sweep for one viewer: public ones for everyone, cross-user ones for the signed in. */
  const pages = (): Page[] => [
    { name: "stay page", loader: detail.loader, path: `/hotels/detail?listing=${slug}`, meta: true },
    {
      name: "stay page with dates and pets",
      loader: detail.loader,
      path: `/hotels/detail?listing=${slug}&checkIn=${checkIn}&checkOut=${checkOut}&pets=1&species=dog`,
      meta: true,
    },
    { name: "home (featured)", loader: home.loader, path: "/" },
    {
      name: "search",
      loader: search.loader,
      path: `/monthly-rentals-mid-term-rentals-short-term-month-to-month?where=${encodeURIComponent(city)}`,
    },
    { name: "search list", loader: search.loader, path: `/list?where=${encodeURIComponent(city)}` },
    { name: "map pins", loader: staysMap.loader, path: `/api/stays/map?where=${encodeURIComponent(city)}` },
    {
      name: "map pins in an area",
      loader: staysMap.loader,
      path: `/api/stays/map?bbox=-69,44,-67,45`,
    },
    { name: "count", loader: staysCount.loader, path: `/api/stays/count?where=${encodeURIComponent(city)}` },
    { name: "sitemap", loader: sitemap.loader, path: "/sitemap.xml" },
    {
      name: "booking page",
      loader: bookingPage.loader,
      path: `/hotels/booking?listing=${slug}&checkIn=${addDays(checkIn, 30)}&checkOut=${addDays(checkIn, 33)}&adults=1&pets=1`,
    },
    { name: "wishlist", loader: wishlist.loader, path: "/user/wishlist" },
    { name: "wishlist save", loader: wishlist.loader, path: `/user/wishlist?save=${slug}` },
    { name: "trips", loader: trips.loader, path: "/user/bookings" },
    { name: "trip", loader: trip.loader, path: `/user/bookings/${pendingId}`, params: { id: pendingId } },
    { name: "confirmation", loader: confirm.loader, path: `/hotels/confirm?booking=${pendingId}` },
    {
      name: "trip calendar file",
      loader: bookingCalendar.loader,
      path: `/hotels/confirm/calendar.ics?booking=${pendingId}`,
    },
    { name: "inbox", loader: inbox.loader, path: "/user/messages" },
    { name: "thread", loader: thread.loader, path: `/user/messages/${threadId}`, params: { threadId } },
    { name: "contact the owner", loader: newMessage.loader, path: `/user/messages/new?listing=${slug}` },
    { name: "notifications", loader: notifications.loader, path: "/user/notifications" },
    { name: "notifications api", loader: notificationsApi.loader, path: "/api/notifications" },
    {
      name: "someone else's reservation",
      loader: hostReservation.loader,
      path: `/host/reservations/${pendingId}`,
      params: { id: pendingId },
    },
    { name: "own reservations", loader: hostReservations.loader, path: "/host/reservations" },
    {
      name: "someone else's review page",
      loader: trip.loader,
      path: `/user/bookings/${completedId}`,
      params: { id: completedId },
    },
  ];

  /** What one answer holds, as text: its data (the `.data` body), its redirect, and the page's meta. */
  async function answerText(t: () => TestPlatform, page: Page, cookie?: string) {
    const answer: Answer = await call(
      page.loader,
      getRequest(page.path, { cookie }),
      t().context(),
      page.params ?? {},
    );
    let text = `${answer.status} ${answer.location ?? ""} ${JSON.stringify(answer.data)}`;
    if (page.meta && answer.status === 200)
      text += JSON.stringify(detail.meta({ loaderData: answer.data } as never));
    return { answer, text };
  }

  const viewers = () => [
    { name: "anonymous", cookie: undefined },
    { name: "another traveller", cookie: traveller.cookie },
    { name: "another owner", cookie: otherOwner.cookie },
  ];

  it("no page or .data answer carries a private value of the listing, whoever asks", async () => {
    const leaks: string[] = [];
    let answered = 0;
    for (const viewer of viewers())
      for (const page of pages()) {
        const { answer, text } = await answerText(t, page, viewer.cookie);
        expect(answer.status, `${page.name} as ${viewer.name}`).toBeLessThan(500);
        if (answer.status === 200) answered++;
        for (const [name, value] of Object.entries(privateValues()))
          if (text.includes(value)) leaks.push(`${page.name} as ${viewer.name}: ${name}`);
      }
    expect(leaks).toEqual([]);
    // The sweep read real pages, not a wall of redirects.
    expect(answered).toBeGreaterThan(30);
  });

  it("the stay page says where the home roughly is, never its exact spot or its owner's ids", async () => {
    const { answer } = await answerText(t, pages()[0]!);
    expect(answer.status).toBe(200);
    const { stay } = answer.data as {
      stay: { listing: Record<string, unknown>; owner: Record<string, unknown>; area: unknown };
    };
    expect(stay.listing).toMatchObject({ city, neighborhood: "Harbour Hill", slug });
    expect(stay.area).toMatchObject({ radiusM: 700 });
    for (const key of ["address", "postcode", "checkInInstructions", "calendarToken", "ownerId", "latitude"])
      expect(stay.listing, key).not.toHaveProperty(key);
    for (const key of ["userId", "id"]) expect(stay.owner, key).not.toHaveProperty(key);
  });

  it("the approximate area cannot be undone from the listing's public number", async () => {
    // An attacker knows the listing's id (search cards, the slug) and how the area is drawn.
    const found = await call(
      search.loader,
      getRequest(`/list?where=${encodeURIComponent(city)}`),
      t().context(),
    );
    const card = (found.data as { result: { stays: { id: number; slug: string }[] } }).result.stays.find(
      (s) => s.slug === slug,
    )!;
    const { answer } = await answerText(t, pages()[0]!);
    const { area } = (answer.data as { stay: { area: { lat: number; lng: number } } }).stay;
    // The offset as it would be if it followed from the id alone: undone, it must not find the home.
    const spread = (seed: number, salt: number) => {
      const x = Math.sin(seed * 12.9898 + salt * 78.233) * 43_758.5453;
      return x - Math.floor(x);
    };
    const distance = 700 * (0.25 + 0.35 * spread(card.id, 1));
    const bearing = 2 * Math.PI * spread(card.id, 2);
    const guess = {
      lat: area.lat - (distance * Math.cos(bearing)) / 111_320,
      lng: area.lng - (distance * Math.sin(bearing)) / (111_320 * Math.cos((area.lat * Math.PI) / 180)),
    };
    const home = { lat: Number(PRIVATE.latitude), lng: Number(PRIVATE.longitude) };
    expect(distanceM(guess, home)).toBeGreaterThan(100);
    // And the home is still inside the circle the page draws.
    expect(distanceM(area, home)).toBeLessThan(700);
  });

  it("a map area smaller than a town block tells no more than the block (no bisecting the spot)", async () => {
    const lat = Number(PRIVATE.latitude);
    const lng = Number(PRIVATE.longitude);
    const pinsIn = async (west: number, south: number, east: number, north: number) => {
      const answer = await call(
        staysMap.loader,
        getRequest(`/api/stays/map?bbox=${[west, south, east, north].map((v) => v.toFixed(6)).join(",")}`),
        t().context(),
      );
      expect(answer.status).toBe(200);
      return (answer.data as { pins: { slug: string }[] }).pins.some((p) => p.slug === slug);
    };
    // A tiny box on the spot, and tiny boxes beside it within the same few hundred metres: one answer.
    const d = 0.0004;
    expect(await pinsIn(lng - d, lat - d, lng + d, lat + d)).toBe(true);
    expect(await pinsIn(lng + d, lat - d, lng + 2 * d, lat + d)).toBe(true);
    expect(await pinsIn(lng - d, lat + d, lng + d, lat + 2 * d)).toBe(true);
    // Far away, nothing.
    expect(await pinsIn(lng + 0.05, lat - d, lng + 0.06, lat + d)).toBe(false);
  });

  it("the control: the guest of an accepted stay does get the street and the instructions", async () => {
    const { answer, text } = await answerText(
      t,
      {
        name: "trip",
        loader: trip.loader,
        path: `/user/bookings/${completedId}`,
        params: { id: completedId },
      },
      acceptedGuest.cookie,
    );
    expect(answer.status).toBe(200);
    expect(text).toContain(PRIVATE.street);
    expect(text).toContain(PRIVATE.instructions);
    expect(text).toContain(owner.email);
    expect(text).toContain(PRIVATE.phone);
    // Its owner's own pages have everything too (the values are real, the search means something).
    const mine = await call(
      hostReservation.loader,
      getRequest(`/host/reservations/${pendingId}`, { cookie: owner.cookie }),
      t().context(),
      { id: pendingId },
    );
    expect(mine.status).toBe(200);
  });
});
