import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it, vi } from "vitest";
import { addDays } from "../../../app/shared/dates.ts";
import * as booking from "../../../app/routes/bookings/booking.tsx";
import { bookings } from "../../../db/schema/index.ts";
import {
  createBooking,
  createListing,
  createUser,
  type TestListing,
  type TestUser,
} from "../../helpers/factories.ts";
import { describeWithPlatform } from "../../helpers/platform.ts";
import { call, formAnswer, formRequest, getRequest, type Fields } from "../../helpers/requests.ts";
import { itRefusesHostileForms } from "./hostile.ts";

const today = () => new Date().toISOString().slice(0, 10);

// Sign-ups and sign-ins hash passwords (scrypt): slow on two shared cores, never a hang.
vi.setConfig({ testTimeout: 60_000 });

describeWithPlatform("booking action", (t) => {
  let ada: TestUser;
  let stay: TestListing;
  const checkIn = addDays(today(), 90);
  const checkOut = addDays(checkIn, 3);
  const db = () => t().platform.database.db;
  const fields = (over: Fields = {}): Fields => ({
    listing: stay.slug,
    checkIn,
    checkOut,
    adults: "2",
    children: "0",
    "pets.0.name": "Biscuit",
    "pets.0.species": "dog",
    "pets.0.breed": "Beagle",
    "pets.0.weightLb": "30",
    contactPhone: "+1 415 555 0100",
    message: "We arrive late.",
    agree: "on",
    idempotencyKey: crypto.randomUUID(),
    ...over,
  });
  const post = (f: Fields, cookie = ada.cookie) =>
    call(booking.action, formRequest("/hotels/booking", f, { cookie }), t().context());

  // Factories: in a hook (its longer timeout), since password hashing is slow on a busy machine.
  beforeAll(async () => {
    ada = await createUser(t());
    stay = await createListing(db(), { instantBook: true });
  });

  it("the loader shows the page for the stay asked for, signed in only", async () => {
    const query = `/hotels/booking?listing=${stay.slug}&checkIn=${checkIn}&checkOut=${checkOut}&adults=2&pets=1`;
    const page = await call(booking.loader, getRequest(query, { cookie: ada.cookie }), t().context());
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({ form: { stay: { checkIn, checkOut } } });
    const anonymous = await call(booking.loader, getRequest(query), t().context());
    expect(anonymous.status).toBe(302);
    expect(anonymous.location).toMatch(/^\/sign-in\?redirectedFrom=/);
  });

  it("books → /hotels/confirm?booking=<id>, the booking stored for the traveller", async () => {
    const answer = await post(fields());
    expect(answer.status, JSON.stringify(answer.data)).toBe(302);
    const id = answer.location!.match(/^\/hotels\/confirm\?booking=([0-9a-f-]{36})$/)![1]!;
    const [row] = await db().select().from(bookings).where(eq(bookings.id, id));
    expect(row).toMatchObject({ guestId: ada.id, status: "confirmed" });
  });

  it("the same form sent twice books once (idempotency key)", async () => {
    const form = fields({ checkIn: addDays(checkIn, 10), checkOut: addDays(checkIn, 12) });
    const first = await post(form);
    const second = await post(form);
    expect(first.status).toBe(302);
    expect(second.location).toBe(first.location);
  });

  it("taken dates → 409 with what was typed and alternatives", async () => {
    const answer = await post(fields({ message: "Second try" }));
    expect(answer.status).toBe(409);
    expect(answer.data).toMatchObject({ values: { message: "Second try", checkIn } });
  });

  it("missing and invalid fields → 400, one message each, everything typed kept", async () => {
    const answer = await post(
      fields({
        "pets.0.name": "",
        "pets.0.species": "dragon",
        "pets.0.weightLb": "heavy",
        contactPhone: "",
        agree: [],
        message: "Hello owner",
      }),
    );
    expect(answer.status).toBe(400);
    const { fieldErrors, values } = formAnswer(answer);
    expect(fieldErrors).toMatchObject({
      "pets.0.name": expect.any(String),
      "pets.0.species": expect.any(String),
      "pets.0.weightLb": expect.any(String),
      contactPhone: expect.any(String),
      agree: expect.any(String),
    });
    expect(values).toMatchObject({
      message: "Hello owner",
      "pets.0.species": "dragon",
      "pets.0.weightLb": "heavy",
    });
  });

  it("non-integer and hostile counts are refused, not coerced (2.9, 0x2, 1e3, -1)", async () => {
    for (const adults of ["2.9", "0x2", "1e3", "-1"]) {
      const answer = await post(fields({ adults }));
      expect(answer.status, adults).toBe(400);
      expect(formAnswer(answer).fieldErrors.adults, adults).toBeTruthy();
    }
  });

  it("impossible dates and an unknown stay → 4xx with a message, never a 500", async () => {
    const cases: Fields[] = [
      { checkIn: "2027-02-30", checkOut: "2027-03-02" },
      { checkIn: checkOut, checkOut: checkIn },
      { listing: "no-such-stay" },
    ];
    for (const over of cases) {
      const answer = await post(fields(over));
      expect(answer.status, JSON.stringify(over)).toBeGreaterThanOrEqual(400);
      expect(answer.status, JSON.stringify(over)).toBeLessThan(500);
    }
  });

  it("signed out → sent to sign in, coming back to the form as typed; nothing booked", async () => {
    const sent = fields();
    const answer = await call(booking.action, formRequest("/hotels/booking", sent), t().context());
    expect(answer.status).toBe(302);
    expect(answer.location).toMatch(/^\/sign-in\?redirectedFrom=/);
    const back = new URL(
      new URL(answer.location!, "http://x").searchParams.get("redirectedFrom")!,
      "http://x",
    );
    expect(back.pathname).toBe("/hotels/booking");
    for (const key of [
      "listing",
      "checkIn",
      "checkOut",
      "adults",
      "pets.0.name",
      "pets.0.weightLb",
      "message",
    ])
      expect(back.searchParams.get(key), key).toBe(sent[key]);
    // Never the consent or the key: both are given again on the page.
    expect(back.searchParams.has("agree")).toBe(false);
    expect(back.searchParams.has("idempotencyKey")).toBe(false);
    const [row] = await db()
      .select()
      .from(bookings)
      .where(eq(bookings.idempotencyKey, String(sent.idempotencyKey)));
    expect(row).toBeUndefined();
  });

  it("someone else's booking is no business of this page: another guest's stay blocks the dates only", async () => {
    const bob = await createUser(t());
    const other = await createBooking(db(), bob.id, {
      listing: stay.slug,
      checkIn: addDays(checkIn, 30),
      checkOut: addDays(checkIn, 33),
    });
    const answer = await post(fields({ checkIn: addDays(checkIn, 30), checkOut: addDays(checkIn, 33) }));
    expect(answer.status).toBe(409);
    expect(JSON.stringify(answer.data)).not.toContain(other.id);
  });

  itRefusesHostileForms(t, {
    name: "hotels/booking",
    action: booking.action,
    path: "/hotels/booking",
    get fields() {
      return { message: "hi", listing: "x", checkIn, checkOut };
    },
    cookie: () => ada.cookie,
  });
});
