import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, expect, it, vi } from "vitest";
import * as booking from "../../../app/routes/bookings/booking.tsx";
import * as schedulePage from "../../../app/routes/host/listing-scheduled.tsx";
import * as reservation from "../../../app/routes/host/reservation.tsx";
import * as hostLayout from "../../../app/routes/host/layout.tsx";
import { cancelBooking } from "../../../app/modules/bookings/bookings.server.ts";
import { createSchedule } from "../../../app/modules/hosting/scheduled-messages.server.ts";
import { sweepBookings } from "../../../app/modules/bookings/sweeps.server.ts";
import { addDays, zonedInstant } from "../../../app/shared/dates.ts";
import { formatDate } from "../../../app/shared/format.ts";
import {
  messageThreads,
  messages,
  notifications,
  owners,
  profiles,
  scheduledMessageSends,
  scheduledMessages,
  users,
} from "../../../db/schema/index.ts";
import { addListing, createUser, type TestUser } from "../../helpers/factories.ts";
import { describeWithPlatform } from "../../helpers/platform.ts";
import { call, formRequest, getRequest, type Fields } from "../../helpers/requests.ts";

vi.setConfig({ testTimeout: 60_000 });

const today = () => new Date().toISOString().slice(0, 10);
const ZONE = "America/Chicago";

/**
 * Scheduled messages (decision 3954): the owner's page (their listing only), and the booking sweep
 * sending each one into a confirmed stay's conversation at its moment on the home's clock, once,
 * never to a cancelled stay; the reservation page shows what was sent and what is to go.
 */
describeWithPlatform("scheduled messages", (t) => {
  let host: TestUser;
  let guest: TestUser;
  let other: TestUser;
  let listingId = 0;
  const slug = `scheduled-${crypto.randomBytes(4).toString("hex")}`;
  const context = () => t().context();
  const db = () => t().platform.database.db;
  const path = () => `/host/listings/${listingId}/scheduled-messages`;
  const post = (fields: Fields, cookie = host.cookie) =>
    call(schedulePage.action, formRequest(path(), fields, { cookie }), context(), { id: String(listingId) });
  const page = (cookie = host.cookie, query = "") =>
    call(schedulePage.loader, getRequest(path() + query, { cookie }), context(), { id: String(listingId) });
  const book = async (checkIn: string) => {
    const answer = await call(
      booking.action,
      formRequest(
        "/hotels/booking",
        {
          listing: slug,
          checkIn,
          checkOut: addDays(checkIn, 3),
          adults: "2",
          children: "0",
          contactPhone: "+1 415 555 0100",
          message: "See you soon.",
          agree: "on",
          idempotencyKey: crypto.randomUUID(),
        },
        { cookie: guest.cookie },
      ),
      context(),
    );
    expect(answer.status, JSON.stringify(answer.data)).toBe(302);
    return answer.location!.split("=").pop()!;
  };
  // One conversation per guest and home: both stays of this guest are in it.
  const threadMessages = async () => {
    const [thread] = await db()
      .select()
      .from(messageThreads)
      .where(and(eq(messageThreads.listingId, listingId), eq(messageThreads.guestId, guest.id)));
    return db().select().from(messages).where(eq(messages.threadId, thread!.id));
  };

  beforeAll(async () => {
    host = await createUser(t(), { firstName: "Olive", lastName: "Owner" });
    guest = await createUser(t(), { firstName: "Tess", lastName: "Traveller" });
    other = await createUser(t(), { firstName: "Otto", lastName: "Other" });
    const [owner] = await db().insert(owners).values({ name: "Olive", userId: host.id }).returning();
    listingId = await addListing(db(), {
      slug,
      title: "Lakeside Cabin",
      ownerId: owner!.id,
      instantBook: true,
      timeZone: ZONE,
      checkInTime: "15:00",
    });
  });

  it("the owner adds and deletes scheduled messages; bad input keeps what was typed; anyone else: 404", async () => {
    const bad = await post({
      intent: "create",
      name: "",
      body: "kept",
      anchor: "check_in",
      offsetDays: "99",
      sendTime: "25:00",
    });
    expect(bad.status).toBe(400);
    expect(bad.data).toMatchObject({
      fieldErrors: { name: expect.any(String), offsetDays: expect.any(String), sendTime: expect.any(String) },
      values: { body: "kept" },
    });
    expect((await post({ intent: "rename" })).status).toBe(400);
    const made = await post({
      intent: "create",
      name: "Spare",
      body: "x",
      anchor: "check_out",
      offsetDays: "1",
      sendTime: "09:00",
    });
    expect(made.status).toBe(302);
    const [spare] = ((await page()).data as { schedules: { id: string; timing: string }[] }).schedules;
    expect(spare!.timing).toBe("1 day after check-out at 9:00 AM");
    expect((await page(other.cookie)).status).toBe(404);
    expect(
      (
        await post(
          {
            intent: "create",
            name: "Mine",
            body: "y",
            anchor: "check_in",
            offsetDays: "0",
            sendTime: "08:00",
          },
          other.cookie,
        )
      ).status,
    ).toBe(404);
    expect((await post({ intent: "delete", id: spare!.id }, other.cookie)).status).toBe(404);
    expect((await post({ intent: "delete", id: "00000000-0000-4000-8000-000000000000" })).status).toBe(404);
    expect((await post({ intent: "delete", id: spare!.id })).status).toBe(302);
    expect(((await page()).data as { schedules: unknown[] }).schedules).toEqual([]);
  });

  it("sent at its moment on the home's clock, filled for the stay, once; not to a cancelled stay; shown on the reservation", async () => {
    expect(
      (
        await post({
          intent: "create",
          name: "Check-in details",
          body: "Hi {guest_name}, {listing_title} is yours from {check_in_time} on {check_in}. {unknown} stays.",
          anchor: "check_in",
          offsetDays: "-1",
          sendTime: "10:00",
        })
      ).status,
    ).toBe(302);
    const checkIn = addDays(today(), 30);
    const stay = await book(checkIn);
    const cancelled = await book(addDays(checkIn, 10));
    expect((await cancelBooking(db(), guest.id, cancelled)).ok).toBe(true);
    const moment = zonedInstant(addDays(checkIn, -1), "10:00", ZONE);
    const before = await threadMessages();

    expect(await sweepBookings(db(), new Date(moment.getTime() - 60_000), null, stay)).toMatchObject({
      scheduledSent: 0,
    });
    expect(await sweepBookings(db(), moment, null, stay)).toMatchObject({ scheduledSent: 1 });
    expect(await sweepBookings(db(), new Date(moment.getTime() + 3_600_000), null, stay)).toMatchObject({
      scheduledSent: 0,
    });
    const after = await threadMessages();
    expect(after.length).toBe(before.length + 1);
    const sent = after.find((m) => !before.some((b) => b.id === m.id))!;
    expect(sent.senderId).toBe(host.id);
    expect(sent.body).toMatch(
      /^Hi Tess, Lakeside Cabin is yours from 3:00 PM on \w{3}, \w{3} \d+, \d{4}\. \{unknown\} stays\.$/,
    );
    const told = await db()
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, guest.id), eq(notifications.link, `/user/messages/${sent.threadId}`)),
      );
    expect(told.some((n) => n.body.startsWith("Hi Tess"))).toBe(true);

    // The cancelled stay gets nothing, even long after its moment.
    const cancelledBefore = await threadMessages();
    expect(
      await sweepBookings(db(), zonedInstant(addDays(checkIn, 20), "10:00", ZONE), null, cancelled),
    ).toMatchObject({
      scheduledSent: 0,
    });
    expect((await threadMessages()).length).toBe(cancelledBefore.length);

    const shown = async (id: string) =>
      (
        (
          await call(
            reservation.loader,
            getRequest(`/host/reservations/${id}`, { cookie: host.cookie }),
            context(),
            { id },
          )
        ).data as { scheduled: { items: { state: string; at: string; sent: boolean }[] } }
      ).scheduled.items;
    expect((await shown(stay))[0]).toMatchObject({
      sent: true,
      state: "sent",
      at: expect.stringMatching(/ in /),
    });
    expect((await shown(cancelled))[0]).toMatchObject({ sent: false, state: "unconfirmed" });
  });

  it("the hosting Messages tab counts unread messages about the owner's homes only", async () => {
    const count = async (cookie: string) =>
      (
        (await call(hostLayout.loader, getRequest("/host", { cookie }), context())).data as {
          unreadHosting: number;
        }
      ).unreadHosting;
    // The booking messages the guest wrote are unread by the owner; the guest hosts nothing.
    expect(await count(host.cookie)).toBeGreaterThan(0);
    expect(await count(guest.cookie)).toBe(0);
  });

  it("the owner edits a scheduled message in place: same checks, what was typed kept, anyone else's id 404", async () => {
    const fields = {
      name: "Arrival",
      body: "Hi {guest_name}",
      anchor: "check_in",
      offsetDays: "-2",
      sendTime: "09:30",
    };
    expect((await post({ intent: "create", ...fields })).status).toBe(302);
    type Listed = { schedules: { id: string; name: string; body: string; timing: string }[] };
    const arrival = ((await page()).data as Listed).schedules.find((s) => s.name === "Arrival")!;

    // The form opens on it; made-up, malformed and other listings' ids are 404.
    const opened = await page(host.cookie, `?edit=${arrival.id}`);
    expect(opened.data).toMatchObject({
      editing: { id: arrival.id, name: "Arrival", anchor: "check_in", offsetDays: -2, sendTime: "09:30" },
    });
    const [otherOwner] = await db().insert(owners).values({ name: "Otto", userId: other.id }).returning();
    const otherListing = await addListing(db(), {
      slug: `${slug}-other`,
      title: "Otto's Barn",
      ownerId: otherOwner!.id,
      timeZone: ZONE,
    });
    const theirs = await createSchedule(db(), otherListing, {
      name: "Theirs",
      body: "Not yours",
      anchor: "check_in",
      offsetDays: 0,
      sendTime: "08:00",
    });
    expect(theirs.ok).toBe(true);
    const theirId = theirs.ok ? theirs.value.id : "";
    for (const id of [theirId, "00000000-0000-4000-8000-000000000000", "junk"])
      expect((await page(host.cookie, `?edit=${id}`)).status).toBe(404);
    expect((await page(other.cookie, `?edit=${arrival.id}`)).status).toBe(404);
    expect((await post({ intent: "update", id: theirId, ...fields })).status).toBe(404);
    expect((await post({ intent: "update", id: "junk", ...fields })).status).toBe(404);
    expect((await post({ intent: "update", id: arrival.id, ...fields }, other.cookie)).status).toBe(404);
    const [untouched] = await db().select().from(scheduledMessages).where(eq(scheduledMessages.id, theirId));
    expect(untouched).toMatchObject({ name: "Theirs", body: "Not yours", listingId: otherListing });

    // Bad input: 400 with the same checks as adding, and what was typed kept (nothing stored).
    const bad = await post({
      intent: "update",
      id: arrival.id,
      name: " ",
      body: "Typed and kept",
      anchor: "arrival",
      offsetDays: "15",
      sendTime: "24:00",
    });
    expect(bad.status).toBe(400);
    expect(bad.data).toMatchObject({
      fieldErrors: {
        name: expect.any(String),
        anchor: expect.any(String),
        offsetDays: expect.any(String),
        sendTime: expect.any(String),
      },
      values: { id: arrival.id, body: "Typed and kept", offsetDays: "15" },
    });
    expect(((await page()).data as Listed).schedules.find((s) => s.id === arrival.id)).toMatchObject({
      body: "Hi {guest_name}",
    });

    const saved = await post({
      intent: "update",
      id: arrival.id,
      name: "Arrival, changed",
      body: "See you, {guest_name}",
      anchor: "check_out",
      offsetDays: "1",
      sendTime: "18:15",
    });
    expect(saved.status).toBe(302);
    const after = ((await page()).data as Listed).schedules.filter((s) => s.id === arrival.id);
    expect(after).toEqual([
      expect.objectContaining({
        name: "Arrival, changed",
        body: "See you, {guest_name}",
        timing: "1 day after check-out at 6:15 PM",
      }),
    ]);
  });

  it("a change counts as writing it again: not sent late to a stay whose moment is behind it, never twice", async () => {
    const made = await createSchedule(db(), listingId, {
      name: "Early",
      body: "Early word",
      anchor: "check_in",
      offsetDays: -1,
      sendTime: "10:00",
    });
    if (!made.ok) throw new Error("not made");
    const id = made.value.id;
    // Written a month ago.
    const monthAgo = new Date(Date.now() - 30 * 86_400_000);
    await db()
      .update(scheduledMessages)
      .set({ createdAt: monthAgo, updatedAt: monthAgo })
      .where(eq(scheduledMessages.id, id));
    const sends = async (bookingId: string) =>
      (
        await db()
          .select()
          .from(scheduledMessageSends)
          .where(
            and(
              eq(scheduledMessageSends.scheduledMessageId, id),
              eq(scheduledMessageSends.bookingId, bookingId),
            ),
          )
      ).length;

    // A stay already sent it is not sent it again after a change.
    const sentStay = await book(addDays(today(), 70));
    const moment = zonedInstant(addDays(today(), 69), "10:00", ZONE);
    await sweepBookings(db(), moment, null, sentStay);
    expect(await sends(sentStay)).toBe(1);

    // Changed now to 5 days before check-in: for a stay 3 days away that moment is behind the
    // change (written a month ago, it was not): not sent late.
    const soon = await book(addDays(today(), 3));
    const change = {
      intent: "update",
      id,
      name: "Early",
      body: "Early word, changed",
      anchor: "check_in",
      offsetDays: "-5",
      sendTime: "10:00",
    };
    expect((await post(change)).status).toBe(302);
    await sweepBookings(db(), new Date(), null, soon);
    expect(await sends(soon)).toBe(0);
    await sweepBookings(db(), new Date(moment.getTime() + 86_400_000), null, sentStay);
    expect(await sends(sentStay)).toBe(1);
    const shown = (
      (
        await call(
          reservation.loader,
          getRequest(`/host/reservations/${soon}`, { cookie: host.cookie }),
          context(),
          { id: soon },
        )
      ).data as { scheduled: { items: { name: string; state: string }[] } }
    ).scheduled.items.find((i) => i.name === "Early");
    expect(shown?.state).toBe("passed");
  });

  it("the dates and the home's clock are written in the guest's saved language (decision 3855)", async () => {
    await db()
      .insert(profiles)
      .values({ id: guest.id, language: "es" })
      .onConflictDoUpdate({ target: profiles.id, set: { language: "es" } });
    const made = await createSchedule(db(), listingId, {
      name: "En español",
      body: "{check_in} · {check_in_time}",
      anchor: "check_in",
      offsetDays: 0,
      sendTime: "08:00",
    });
    expect(made.ok).toBe(true);
    const checkIn = addDays(today(), 90);
    const stay = await book(checkIn);
    await sweepBookings(db(), zonedInstant(checkIn, "08:00", ZONE), null, stay);
    const bodies = (await threadMessages()).map((m) => m.body);
    expect(bodies).toContain(`${formatDate(checkIn, { weekday: "short" }, "es-ES")} · 15:00`);
    // Its notice's title too, as the normal new-message notice says it; "your host" without a name.
    const titles = async () =>
      (await db().select().from(notifications).where(eq(notifications.userId, guest.id))).map((n) => n.title);
    expect(await titles()).toContain("Nuevo mensaje de Olive Owner");
    const [named] = await db().select({ name: users.name }).from(users).where(eq(users.id, host.id));
    const [profile] = await db()
      .select({ fullName: profiles.fullName })
      .from(profiles)
      .where(eq(profiles.id, host.id));
    await db().update(users).set({ name: "" }).where(eq(users.id, host.id));
    await db().update(profiles).set({ fullName: "" }).where(eq(profiles.id, host.id));
    const after = await createSchedule(db(), listingId, {
      name: "Al día siguiente",
      body: "{check_out}",
      anchor: "check_in",
      offsetDays: 1,
      sendTime: "08:00",
    });
    expect(after.ok).toBe(true);
    await sweepBookings(db(), zonedInstant(addDays(checkIn, 1), "08:00", ZONE), null, stay);
    expect(await titles()).toContain("Nuevo mensaje de tu anfitrión");
    await db().update(users).set({ name: named!.name }).where(eq(users.id, host.id));
    if (profile)
      await db().update(profiles).set({ fullName: profile.fullName }).where(eq(profiles.id, host.id));
    await db().update(profiles).set({ language: null }).where(eq(profiles.id, guest.id));
  });
});
