import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { beforeAll, expect, it, vi } from "vitest";
import { createBooking } from "../../../app/modules/bookings/bookings.server.ts";
import * as hostHome from "../../../app/routes/host/home.tsx";
import * as reservation from "../../../app/routes/host/reservation.tsx";
import * as reservations from "../../../app/routes/host/reservations.tsx";
import { platformContext } from "../../../app/platform/context.ts";
import { bookings, owners } from "../../../db/schema/index.ts";
import { addListing, createUser, type TestUser } from "../../helpers/factories.ts";
import { describeWithPlatform } from "../../helpers/platform.ts";
import { countingDatabase } from "../../helpers/statements.ts";
import { call, formAnswer, formRequest, getRequest, toastOf, type Fields } from "../../helpers/requests.ts";
import { itRefusesHostileForms } from "./hostile.ts";

vi.setConfig({ testTimeout: 60_000 });

/** The owner answers requests from the reservations pages; nobody else can. */
describeWithPlatform("host reservation actions", (t) => {
  let host: TestUser;
  let guest: TestUser;
  let other: TestUser;
  let listingId = 0;
  let hostileTarget = "";
  const slug = `host-actions-${Date.now()}`;
  const context = () => t().context();
  const db = () => t().platform.database.db;
  const post = (id: string, fields: Fields, cookie?: string) =>
    call(reservation.action, formRequest(`/host/reservations/${id}`, fields, { cookie }), context(), { id });
  const view = (id: string, cookie?: string) =>
    call(reservation.loader, getRequest(`/host/reservations/${id}`, { cookie }), context(), { id });

  async function requestStay(checkIn: string, checkOut: string) {
    const made = await createBooking(
      db(),
      {
        guestId: guest.id,
        listingSlug: slug,
        request: { checkIn, checkOut, adults: 1, children: 0, pets: [] },
        message: "May I bring my bike inside?",
        contactPhone: "+14155550100",
        idempotencyKey: `k-${checkIn}`,
      },
      { mailer: t().platform.mailer, appUrl: "http://localhost:3000" },
    );
    if (!made.ok) throw new Error(JSON.stringify(made));
    return made.bookingId;
  }

  beforeAll(async () => {
    host = await createUser(t(), { firstName: "Hana", lastName: "Host" });
    guest = await createUser(t(), { firstName: "Gus", lastName: "Guest" });
    other = await createUser(t(), { firstName: "Otto", lastName: "Other" });
    const [owner] = await db().insert(owners).values({ name: "Hana", userId: host.id }).returning();
    listingId = await addListing(db(), { slug, ownerId: owner!.id });
    hostileTarget = await requestStay(futureDate(60), futureDate(62));
  });

  it("the owner sees the request on the host home and its page; anyone else gets 404", async () => {
    const id = await requestStay(futureDate(20), futureDate(23));
    const home = await call(hostHome.loader, getRequest("/host", { cookie: host.cookie }), context());
    expect(JSON.stringify(home.data)).toContain(id);
    const list = await call(
      reservations.loader,
      getRequest("/host/reservations?tab=requests", { cookie: host.cookie }),
      context(),
    );
    expect(JSON.stringify(list.data)).toContain(id);
    expect((await view(id, host.cookie)).status).toBe(200);
    for (const cookie of [other.cookie, guest.cookie]) {
      const answer = await view(id, cookie).catch((e) => e);
      expect(answer.status).toBe(404);
      expect((await post(id, { intent: "accept" }, cookie)).status).toBe(404);
    }
    const foreignFilter = await call(
      reservations.loader,
      getRequest(`/host/reservations?listing=${listingId}`, { cookie: other.cookie }),
      context(),
    );
    expect(foreignFilter.status).toBe(404);
    expect((await view("not-a-booking", host.cookie)).status).toBe(404);
  });

  it("declining without a reason keeps the words typed and changes nothing; with one, the guest is told", async () => {
    const id = await requestStay(futureDate(30), futureDate(33));
    const refused = await post(id, { intent: "decline", reason: "", note: "Family visiting" }, host.cookie);
    expect(refused.status).toBe(400);
    expect(formAnswer(refused)).toMatchObject({ values: { note: "Family visiting" } });
    expect((await db().select().from(bookings).where(eq(bookings.id, id)))[0]!.status).toBe("pending");

    const done = await post(id, { intent: "decline", reason: "other", note: "Family visiting" }, host.cookie);
    expect(done.status).toBe(302);
    expect((await toastOf(done))?.message).toMatch(/Declined/);
    expect((await db().select().from(bookings).where(eq(bookings.id, id)))[0]!.status).toBe("declined");
    // Answering twice: a conflict, said plainly.
    expect((await post(id, { intent: "accept" }, host.cookie)).status).toBe(409);
  });

  it("accepts, then cancels only with a reason", async () => {
    const id = await requestStay(futureDate(40), futureDate(42));
    const accepted = await post(id, { intent: "accept" }, host.cookie);
    expect(accepted.status).toBe(302);
    expect((await post(id, { intent: "cancel", note: "no" }, host.cookie)).status).toBe(400);
    const cancelled = await post(
      id,
      { intent: "cancel", note: "The roof is being repaired that week." },
      host.cookie,
    );
    expect(cancelled.status).toBe(302);
    const [row] = await db().select().from(bookings).where(eq(bookings.id, id));
    expect(row).toMatchObject({ status: "cancelled", cancelledBy: "owner", refundCents: row!.totalCents });
    expect((await post(id, { intent: "nonsense" }, host.cookie)).status).toBe(400);
  });

  it("an accept is the session's read and one transition: at most 3 reads before its writes; the traveller gets the confirmation", async () => {
    const id = await requestStay(futureDate(50), futureDate(53));
    const platform = t().platform;
    const counted = countingDatabase(platform.database);
    // The same platform whose database handle counts every statement (the session's included).
    const context = new RouterContextProvider(
      new Map([[platformContext, { ...platform, database: { ...platform.database, db: counted.db } }]]),
    );
    const answer = await call(
      reservation.action,
      formRequest(`/host/reservations/${id}`, { intent: "accept" }, { cookie: host.cookie }),
      context,
      { id },
    );
    expect(answer.status).toBe(302);
    const { readsBeforeWrites, writes } = counted.tally();
    expect(readsBeforeWrites).toBeLessThanOrEqual(3);
    // The booking's update, its history, the traveller's notice.
    expect(writes).toBe(3);
    const email = t()
      .mail(guest.email)
      .findLast((m) => m.subject.startsWith("Booked: "));
    expect(email?.attachments?.map((a) => a.filename)).toEqual(["stay.ics"]);
    expect(email?.text).toContain(`/user/bookings/${id}`);
  });

  it("a refused answer to someone else's reservation is still a 404", async () => {
    const id = await requestStay(futureDate(70), futureDate(72));
    const refused: Fields[] = [
      { intent: "decline", reason: "" },
      { intent: "cancel", note: "no" },
      { intent: "x" },
    ];
    for (const fields of refused) expect((await post(id, fields, other.cookie)).status).toBe(404);
    expect((await post(id, { intent: "decline", reason: "" }, host.cookie)).status).toBe(400);
  });

  itRefusesHostileForms(t, {
    name: "host/reservation",
    action: reservation.action,
    path: "/host/reservations/00000000-0000-4000-8000-000000000000",
    fields: { intent: "decline", reason: "dates", note: "" },
    cookie: () => host.cookie,
    params: () => ({ id: hostileTarget }),
  });
});

const futureDate = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
