import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { acceptRequest } from "../../app/modules/bookings/owner-answers.server.ts";
import { createBooking, type NewBooking } from "../../app/modules/bookings/bookings.server.ts";
import {
  listThreads,
  openThread,
  reportMessage,
  sendMessage,
  threadOf,
  unreadMessageCount,
} from "../../app/modules/messages/threads.server.ts";
import { hostResponseFigures, startInquiry } from "../../app/modules/messages/inquiries.server.ts";
import type { Database } from "../../app/platform/db.server.ts";
import { messageReports, messageThreads, messages, notifications } from "../../db/schema/index.ts";
import { describeEachDatabase } from "../helpers/database.ts";
import { addAccount, addHostedHome } from "../helpers/factories.ts";

const NOW = new Date("2027-01-10T12:00:00Z");
const mail = { mailer: { send: async () => {} }, appUrl: "http://localhost:3999" };

/** An owner account with a cabin, a traveller, and a stranger. */
async function setting(db: Database, tag: string) {
  const host = `mhost-${tag}`;
  const guest = `mguest-${tag}`;
  const stranger = `mstranger-${tag}`;
  for (const id of [guest, stranger]) await addAccount(db, id);
  const slug = `msg-cabin-${tag}`;
  const { listingId } = await addHostedHome(db, host, slug);
  return { host, guest, stranger, slug, listingId };
}

const booking = (guestId: string, listingSlug: string): NewBooking => ({
  guestId,
  listingSlug,
  request: {
    checkIn: "2027-03-01",
    checkOut: "2027-03-05",
    adults: 2,
    children: 0,
    pets: [{ name: "Biscuit", species: "dog", breed: "Beagle", weightLb: 30, serviceAnimal: false }],
  },
  message: "Booked! Biscuit says hi. Mail me at biscuit@example.com",
  contactPhone: "+14155550100",
  idempotencyKey: `key-${Math.random()}`,
  now: NOW,
});

async function ask(
  db: Database,
  guestId: string,
  slug: string,
  body = "Is the yard fenced? Our dog is 38 kg.",
) {
  const made = await startInquiry(db, {
    guestId,
    listingSlug: slug,
    stay: { checkIn: "2027-03-01", checkOut: "2027-03-05", adults: 2, children: undefined, pets: 1 },
    body,
  });
  if (!made.ok) throw new Error(JSON.stringify(made));
  return made.value.threadId;
}

describeEachDatabase("messages between travellers and owners", (database) => {
  it("an inquiry starts a thread; the booking joins it with its message; acceptance reveals details", async () => {
    const { db } = database();
    const s = await setting(db, "flow");
    const threadId = await ask(db, s.guest, s.slug);
    // Asking again is the same thread; a question without dates keeps the dates asked about.
    const again = await startInquiry(db, {
      guestId: s.guest,
      listingSlug: s.slug,
      stay: {
        checkIn: undefined,
        checkOut: undefined,
        adults: undefined,
        children: undefined,
        pets: undefined,
      },
      body: "And is there a dog bed?",
    });
    expect(again).toMatchObject({ ok: true, value: { threadId } });
    expect((await openThread(db, s.guest, threadId))!.checkIn).toBe("2027-03-01");

    const made = await createBooking(db, booking(s.guest, s.slug), mail);
    if (!made.ok) throw new Error(JSON.stringify(made));
    const threads = await db.select().from(messageThreads).where(eq(messageThreads.guestId, s.guest));
    expect(threads).toHaveLength(1);
    expect(threads[0]!.bookingId).toBe(made.bookingId);
    expect(threads[0]!.hostUserId).toBe(s.host);

    const hostView = await openThread(db, s.host, threadId);
    expect(hostView!.side).toBe("host");
    // The guest's words reach the host masked while the request waits.
    expect(hostView!.messages.map((m) => m.body)).toEqual([
      "Is the yard fenced? Our dog is 38 kg.",
      "And is there a dog bed?",
      "Booked! Biscuit says hi. Mail me at [email hidden]",
    ]);
    expect(hostView!.booking!.status).toBe("pending");
    expect(hostView!.revealed).toBe(false);
    expect(hostView!.checkIn).toBe("2027-03-01");
    // The guest reads their own as typed.
    expect((await openThread(db, s.guest, threadId))!.messages.at(-1)!.body).toBe(
      "Booked! Biscuit says hi. Mail me at biscuit@example.com",
    );

    await acceptRequest(db, s.host, made.bookingId, { mail });
    expect((await openThread(db, s.guest, threadId))!.revealed).toBe(true);
    // Acceptance reveals what was sent before.
    expect((await openThread(db, s.host, threadId))!.messages.at(-1)!.body).toBe(
      "Booked! Biscuit says hi. Mail me at biscuit@example.com",
    );
  });

  it("a booking without an inquiry makes the thread", async () => {
    const { db } = database();
    const s = await setting(db, "bookfirst");
    const made = await createBooking(db, booking(s.guest, s.slug), mail);
    if (!made.ok) throw new Error(JSON.stringify(made));
    const [thread] = await db.select().from(messageThreads).where(eq(messageThreads.guestId, s.guest));
    expect(thread!.bookingId).toBe(made.bookingId);
    const list = await listThreads(db, s.host, "hosting");
    expect(list).toHaveLength(1);
    // Masked while the request waits.
    expect(list[0]!.snippet).toBe("Booked! Biscuit says hi. Mail me at [email hidden]");
    expect(list[0]!.otherName).toBe(`User ${s.guest}`);
    expect(list[0]!.bookingStatus).toBe("pending");
  });

  it("only the two members read, write or report; anyone else gets nothing", async () => {
    const { db } = database();
    const s = await setting(db, "members");
    const threadId = await ask(db, s.guest, s.slug);
    expect(await threadOf(db, s.stranger, threadId)).toBeNull();
    expect(await openThread(db, s.stranger, threadId)).toBeNull();
    expect(await sendMessage(db, { userId: s.stranger, threadId, body: "hi" })).toMatchObject({
      ok: false,
      status: 404,
    });
    expect(await sendMessage(db, { userId: s.stranger, threadId: "not-a-uuid", body: "hi" })).toMatchObject({
      status: 404,
    });
    expect(await listThreads(db, s.stranger)).toEqual([]);
    const [first] = await db.select().from(messages).where(eq(messages.threadId, threadId));
    expect(
      await reportMessage(db, { userId: s.stranger, threadId, messageId: first!.id, reason: "spam" }),
    ).toBe(false);
    // Nor one's own message.
    expect(await reportMessage(db, { userId: s.guest, threadId, messageId: first!.id, reason: "spam" })).toBe(
      false,
    );
    expect(await reportMessage(db, { userId: s.host, threadId, messageId: first!.id, reason: "spam" })).toBe(
      true,
    );
    expect(await reportMessage(db, { userId: s.host, threadId, messageId: first!.id, reason: "again" })).toBe(
      true,
    );
    expect(
      await db.select().from(messageReports).where(eq(messageReports.messageId, first!.id)),
    ).toHaveLength(1);
    // Nobody asks about their own home.
    expect(
      await startInquiry(db, { guestId: s.host, listingSlug: s.slug, stay: {} as never, body: "x" }),
    ).toMatchObject({
      status: 400,
    });
    expect(
      await startInquiry(db, { guestId: s.guest, listingSlug: "no-such-home", stay: {} as never, body: "x" }),
    ).toMatchObject({
      status: 404,
    });
  });

  it("stores a send repeated with the same idempotency key once (a retry after a dropped connection)", async () => {
    const { db } = database();
    const s = await setting(db, "idempotent");
    const threadId = await ask(db, s.guest, s.slug);
    const clientKey = "0b7d8f3e-8f0c-4a51-9a8e-5b7f3c2d1e0f";
    const send = () =>
      sendMessage(db, { userId: s.guest, threadId, body: "Are towels provided?", clientKey });
    const [first, second] = await Promise.all([send(), send()]);
    const third = await send();
    expect(first).toMatchObject({ ok: true });
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    const stored = await db.select().from(messages).where(eq(messages.threadId, threadId));
    expect(stored.filter((m) => m.body === "Are towels provided?")).toHaveLength(1);
    // The same words under a new key are a new message; someone else's key is their own.
    const again = await sendMessage(db, {
      userId: s.guest,
      threadId,
      body: "Are towels provided?",
      clientKey: "1c8e9a4f-9a1d-4b62-8b9f-6c8a4d3e2f10",
    });
    expect(again.ok && again.value.messageId).not.toBe(first.ok && first.value.messageId);
    const reply = await sendMessage(db, { userId: s.host, threadId, body: "Yes.", clientKey });
    expect(reply.ok && reply.value.messageId).not.toBe(first.ok && first.value.messageId);
  });

  it("stores an inquiry sent twice with the same key once (a retried or double-sent Contact the owner)", async () => {
    const { db } = database();
    const s = await setting(db, "inquiry-key");
    const clientKey = "2d9fab50-ab2e-4c73-9ca0-7d9b5e4f3a21";
    const inquire = () =>
      startInquiry(db, {
        guestId: s.guest,
        listingSlug: s.slug,
        stay: { checkIn: "2027-03-01", checkOut: "2027-03-05", adults: 2, children: undefined, pets: 1 },
        body: "Is the yard fenced?",
        clientKey,
      });
    const [first, second] = await Promise.all([inquire(), inquire()]);
    const third = await inquire();
    expect(first).toMatchObject({ ok: true });
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    const threads = await db
      .select()
      .from(messageThreads)
      .where(and(eq(messageThreads.guestId, s.guest), eq(messageThreads.listingId, s.listingId)));
    expect(threads).toHaveLength(1);
    const stored = await db.select().from(messages).where(eq(messages.threadId, threads[0]!.id));
    expect(stored).toHaveLength(1);
    // The owner hears of it once too.
    const notices = await db.select().from(notifications).where(eq(notifications.userId, s.host));
    expect(notices.filter((n) => n.type === "message_received")).toHaveLength(1);
    // A new key (the form shown again) is a new message in the same thread.
    const again = await startInquiry(db, {
      guestId: s.guest,
      listingSlug: s.slug,
      stay: {} as never,
      body: "Is the yard fenced?",
      clientKey: "3e0abc61-bc3f-4d84-8db1-8e0c6f5a4b32",
    });
    expect(again.ok && again.value.threadId).toBe(first.ok && first.value.threadId);
    expect(again.ok && again.value.messageId).not.toBe(first.ok && first.value.messageId);
  });

  it("counts unread messages, marks them read on opening, and shows Seen", async () => {
    const { db } = database();
    const s = await setting(db, "unread");
    const threadId = await ask(db, s.guest, s.slug);
    await sendMessage(db, { userId: s.guest, threadId, body: "One more thing" });
    expect(await unreadMessageCount(db, s.host)).toBe(2);
    expect(await unreadMessageCount(db, s.guest)).toBe(0);
    expect((await listThreads(db, s.host))[0]!.unread).toBe(2);
    expect(await listThreads(db, s.host, "travelling")).toEqual([]);
    expect(await listThreads(db, s.guest, "hosting")).toEqual([]);

    const before = await openThread(db, s.guest, threadId);
    expect(before!.seenId).toBeNull();
    await openThread(db, s.host, threadId);
    expect(await unreadMessageCount(db, s.host)).toBe(0);
    const after = await openThread(db, s.guest, threadId);
    expect(after!.seenId).toBe(after!.messages[1]!.id);

    const reply = await sendMessage(db, { userId: s.host, threadId, body: "Yes, fully fenced." });
    expect(reply.ok).toBe(true);
    expect(await unreadMessageCount(db, s.guest)).toBe(1);
    const list = await listThreads(db, s.guest);
    expect(list[0]).toMatchObject({
      snippet: "Yes, fully fenced.",
      unread: 1,
      side: "guest",
      lastFromMe: false,
    });
  });

  it("tells the recipient, one email for a burst; opening the thread reads the notices", async () => {
    const { db } = database();
    const s = await setting(db, "notify");
    const threadId = await ask(db, s.guest, s.slug, "Call me on +1 415 555 0100");
    await sendMessage(db, { userId: s.guest, threadId, body: "Or (415) 555-0100" });
    const notices = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, s.host), eq(notifications.type, "message_received")))
      .orderBy(notifications.createdAt);
    expect(notices).toHaveLength(2);
    expect(notices[0]!.link).toBe(`/user/messages/${threadId}`);
    expect(notices[0]!.title).toBe(`New message from User ${s.guest}`);
    expect(notices[0]!.body).toBe("Call me on [phone number hidden]");
    expect(notices.map((n) => n.emailStatus)).toEqual(["pending", "skipped"]);
    await openThread(db, s.host, threadId);
    const unreadNotices = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, s.host), eq(notifications.type, "message_received")));
    expect(unreadNotices.every((n) => n.readAt !== null)).toBe(true);
  });

  it("limits how many messages a user sends in ten minutes", async () => {
    const { db } = database();
    const s = await setting(db, "rate");
    const threadId = await ask(db, s.guest, s.slug);
    for (let i = 1; i < 20; i++) {
      const sent = await sendMessage(db, { userId: s.guest, threadId, body: `message ${i}` });
      expect(sent.ok).toBe(true);
    }
    const refused = await sendMessage(db, { userId: s.guest, threadId, body: "one too many" });
    expect(refused).toMatchObject({ ok: false, status: 429 });
    expect(await db.select().from(messages).where(eq(messages.threadId, threadId))).toHaveLength(20);
    // The window moves on.
    const later = new Date(Date.now() + 11 * 60_000);
    expect((await sendMessage(db, { userId: s.guest, threadId, body: "later", now: later })).ok).toBe(true);
    // The other side is not limited by the guest's messages.
    expect((await sendMessage(db, { userId: s.host, threadId, body: "ok!" })).ok).toBe(true);
  });

  it("computes the owner's response rate and typical time from their conversations", async () => {
    const { db } = database();
    const s = await setting(db, "figures");
    expect(await hostResponseFigures(db, s.host)).toBeNull();
    const threadId = await ask(db, s.guest, s.slug);
    // An hour later the owner answers; the figures count it (a real clock: the service stamps now).
    const [first] = await db.select().from(messages).where(eq(messages.threadId, threadId));
    await sendMessage(db, {
      userId: s.host,
      threadId,
      body: "Yes, fully fenced.",
      now: new Date(first!.createdAt.getTime() + 3_000_000),
    });
    const figures = await hostResponseFigures(db, s.host, new Date(first!.createdAt.getTime() + 4_000_000));
    expect(figures).toMatchObject({ conversations: 1, ratePct: 100, typical: "within an hour" });
    // Someone else's figures know nothing of it.
    expect(await hostResponseFigures(db, s.guest)).toBeNull();
  });
});
