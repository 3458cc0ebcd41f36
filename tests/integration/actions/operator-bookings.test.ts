import { eq } from "drizzle-orm";
import { beforeAll, expect, it, vi } from "vitest";
import * as booking from "../../../app/routes/operator/booking.tsx";
import * as bookingsPage from "../../../app/routes/operator/bookings.tsx";
import { bookingEvents, bookings, owners } from "../../../db/schema/index.ts";
import { addListing, createTestStay, createUser, type TestUser } from "../../helpers/factories.ts";
import { createOperator, type TestOperator } from "../../helpers/operator.ts";
import { describeWithPlatform } from "../../helpers/platform.ts";
import { call, getRequest } from "../../helpers/requests.ts";

vi.setConfig({ testTimeout: 60_000 });

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describeWithPlatform("the operator console: bookings", (t) => {
  let operator: TestOperator;
  let traveller: TestUser;
  let bookingId = "";
  const db = () => t().platform.database.db;
  const list = (query: string, cookie = operator.cookie) =>
    call(bookingsPage.loader, getRequest(`/operator/bookings${query}`, { cookie }), t().context());
  const timeline = (id: string, cookie = operator.cookie) =>
    call(booking.loader, getRequest(`/operator/bookings/${id}`, { cookie }), t().context(), { id });

  beforeAll(async () => {
    operator = await createOperator(t());
    traveller = await createUser(t(), { firstName: "Tess" });
    const host = await createUser(t(), { firstName: "Hana" });
    const [owner] = await db().insert(owners).values({ name: "Hana", userId: host.id }).returning();
    const slug = `timeline-${Date.now()}`;
    await addListing(db(), { slug, ownerId: owner!.id });
    const stay = await createTestStay(db(), traveller.id, {
      listing: slug,
      checkIn: day(40),
      checkOut: day(44),
      status: "pending",
    });
    bookingId = stay.id;
    // Its time to answer ends within the day: the home count's queue.
    await db()
      .update(bookings)
      .set({ expiresAt: new Date(Date.now() + 3 * 3_600_000) })
      .where(eq(bookings.id, bookingId));
  });

  it("answers 404 to anyone without the role", async () => {
    for (const cookie of [traveller.cookie, ""]) {
      expect((await list("?status=expiring", cookie)).status).toBe(404);
      expect((await timeline(bookingId, cookie)).status).toBe(404);
    }
  });

  it("finds requests about to expire, and bookings by the traveller's email", async () => {
    const expiring = await list("?status=expiring");
    expect((expiring.data as { bookings: { id: string }[] }).bookings.map((b) => b.id)).toContain(bookingId);
    const byEmail = await list(`?q=${encodeURIComponent(traveller.email)}`);
    expect((byEmail.data as { bookings: { id: string }[] }).bookings.map((b) => b.id)).toEqual([bookingId]);
    const unknown = await list("?status=nonsense");
    expect(unknown.data).toMatchObject({ filter: "all", searched: false, bookings: [] });
  });

  it("shows a booking's timeline from its history, with its message count", async () => {
    await db().insert(bookingEvents).values({ bookingId, status: "pending", note: "asked by the traveller" });
    const page = await timeline(bookingId);
    expect(page.status).toBe(200);
    const data = page.data as {
      timeline: { what: { kind: string; status?: string }; note: string }[];
      messageCount: number;
      booking: { status: string };
    };
    expect(data.booking.status).toBe("pending");
    expect(
      data.timeline.some(
        (row) =>
          row.what.kind === "status" &&
          row.what.status === "pending" &&
          row.note === "asked by the traveller",
      ),
    ).toBe(true);
    expect(data.messageCount).toBe(0);
    expect((await timeline("00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await timeline("not-a-uuid")).status).toBe(404);
  });
});
