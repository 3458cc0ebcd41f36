import { eq } from "drizzle-orm";
import { expect, it, vi } from "vitest";
import { recordSignIn } from "../../app/modules/accounts/security-notices.server.ts";
import { deliverNotifications } from "../../app/modules/notifications/delivery.server.ts";
import { notificationStream, publishRead } from "../../app/frame/live.server.ts";
import {
  createNotification,
  markAllNotificationsRead,
  saveNotificationPreferences,
} from "../../app/modules/notifications/notifications.server.ts";
import { DEFAULT_PREFERENCES, MAX_DELIVERY_ATTEMPTS } from "../../app/modules/notifications/notifications.ts";
import { createEventBus } from "../../app/platform/events.server.ts";
import { postgresHandle } from "../../app/platform/db.server.ts";
import type { MailMessage } from "../../app/platform/mail.server.ts";
import type { SmsMessage } from "../../app/platform/sms.server.ts";
import { notifications, users } from "../../db/schema/index.ts";
import { describeEachDatabase } from "../helpers/database.ts";

const APP = "http://localhost:3000";
const CHROME_MAC =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
const FIREFOX_WIN = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0";

function outbox() {
  const mail: MailMessage[] = [];
  const texts: SmsMessage[] = [];
  return {
    mail,
    texts,
    mailer: { send: async (m: MailMessage) => void mail.push(m) },
    sms: { send: async (m: SmsMessage) => void texts.push(m) },
  };
}

describeEachDatabase("notification delivery", (database) => {
  it("emails and texts as each user chose; security notices always by email; each once", async () => {
    const { db } = database();
    await db.insert(users).values([
      {
        id: "d1",
        name: "Ada",
        email: "d1@example.com",
        phoneNumber: "+14155550101",
        phoneNumberVerified: true,
      },
      {
        id: "d2",
        name: "Bo",
        email: "d2@example.com",
        phoneNumber: "+14155550102",
        phoneNumberVerified: false,
      },
    ]);
    await saveNotificationPreferences(db, "d1", { ...DEFAULT_PREFERENCES, smsBookingUpdates: true });
    await saveNotificationPreferences(db, "d2", {
      ...DEFAULT_PREFERENCES,
      emailBookingUpdates: false,
      emailReminders: false,
      smsBookingUpdates: true,
    });
    const cancelled = {
      type: "booking_cancelled" as const,
      title: "Your stay is cancelled",
      link: "/user/bookings/x",
    };
    await createNotification(db, { userId: "d1", ...cancelled });
    await createNotification(db, { userId: "d2", ...cancelled });
    await createNotification(db, { userId: "d2", type: "stay_reminder", title: "Soon" });
    await createNotification(db, {
      userId: "d2",
      type: "security_sign_in",
      title: "New sign-in on Chrome on macOS",
    });

    const box = outbox();
    const deps = { db, mailer: box.mailer, sms: box.sms, appUrl: APP };
    await deliverNotifications(deps);
    expect(box.mail.map((m) => [m.to, m.subject]).sort()).toEqual([
      ["d1@example.com", "Your stay is cancelled"],
      ["d2@example.com", "New sign-in on Chrome on macOS"],
    ]);
    expect(box.mail.find((m) => m.to === "d1@example.com")!.text).toContain(`${APP}/user/bookings/x`);
    // SMS only to the verified phone of the user who chose it.
    expect(box.texts).toEqual([
      { to: "+14155550101", text: `Pet Friendly Rentals: Your stay is cancelled ${APP}/user/bookings/x` },
    ]);
    const rows = await db.select().from(notifications);
    expect(rows.every((n) => n.emailStatus !== "pending" && n.smsStatus !== "pending")).toBe(true);
    expect(rows.filter((n) => n.userId === "d2" && n.type === "stay_reminder")[0]).toMatchObject({
      emailStatus: "skipped",
      smsStatus: "skipped",
    });

    // Nothing is sent twice.
    await deliverNotifications(deps);
    expect(box.mail).toHaveLength(2);
    expect(box.texts).toHaveLength(1);
  });

  it("retries a failed email after the claim times out, then marks it failed", async () => {
    const { db } = database();
    await db.insert(users).values({ id: "d3", name: "Cy", email: "d3@example.com" });
    const row = await createNotification(db, {
      userId: "d3",
      type: "security_password",
      title: "Password changed",
    });
    let tries = 0;
    const failing = {
      db,
      appUrl: APP,
      sms: outbox().sms,
      mailer: {
        send: async () => {
          tries++;
          throw new Error("SMTP down");
        },
      },
    };
    for (let attempt = 1; attempt <= MAX_DELIVERY_ATTEMPTS; attempt++) {
      await deliverNotifications(failing);
      expect(tries).toBe(attempt);
      // Claimed: not tried again until the claim times out (here: made old).
      await deliverNotifications(failing);
      expect(tries).toBe(attempt);
      await db
        .update(notifications)
        .set({ deliveryClaimedAt: new Date(Date.now() - 3_600_000) })
        .where(eq(notifications.id, row.id));
    }
    const [after] = await db.select().from(notifications).where(eq(notifications.id, row.id));
    expect(after).toMatchObject({ emailStatus: "failed", deliveryAttempts: MAX_DELIVERY_ATTEMPTS });
  });
});

describeEachDatabase("live notifications", (database, kind) => {
  it("streams the state at once and again when a notification is created or read", async () => {
    const handle = database();
    const { db } = handle;
    await db.insert(users).values({ id: "l1", name: "Lu", email: "l1@example.com" });
    const events = await createEventBus(handle);
    const stop = new AbortController();
    const response = notificationStream({ db, events }, { userId: "l1", sessionId: "s-l1" }, stop.signal);
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    const states: { unread: number; latest: { title: string } | null }[] = [];
    const notices: { title: string; unread: number }[] = [];
    const pump = (async () => {
      let buffer = "";
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        for (const match of buffer.matchAll(/event: (state|notification)\ndata: (.*)\n\n/g))
          (match[1] === "state" ? states : notices).push(JSON.parse(match[2]!));
        buffer = buffer.slice(buffer.lastIndexOf("\n\n") + 2);
      }
    })();
    await vi.waitFor(() => expect(states).toEqual([{ unread: 0, unreadMessages: 0, latest: null }]));

    // Written by any process, in a transaction: announced by the database trigger at commit.
    await db.transaction(async (tx) => {
      await createNotification(tx, { userId: "l1", type: "stay_reminder", title: "Your stay is soon" });
    });
    // Someone else's notification is not streamed to this user.
    await db.insert(users).values({ id: "l2", name: "Mo", email: "l2@example.com" });
    await createNotification(db, { userId: "l2", type: "stay_reminder", title: "Not yours" });
    await vi.waitFor(() => expect(notices).toMatchObject([{ unread: 1, title: "Your stay is soon" }]));
    expect(states).toHaveLength(1);

    await markAllNotificationsRead(db, "l1");
    await publishRead(events, "l1");
    await vi.waitFor(() => expect(states.at(-1)).toMatchObject({ unread: 0 }));

    stop.abort();
    await pump;
    await events.close();
  });

  it.skipIf(kind === "pglite")("reaches a page held by another server process", async () => {
    const { db, url } = database();
    await db.insert(users).values({ id: "l3", name: "Ny", email: "l3@example.com" });
    // Two "processes": each its own pool and its own listening connection.
    const holder = postgresHandle(url!, 2);
    const writer = postgresHandle(url!, 2);
    const events = await createEventBus(holder);
    const stop = new AbortController();
    const response = notificationStream(
      { db: holder.db, events },
      { userId: "l3", sessionId: "s-l3" },
      stop.signal,
    );
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let received = "";
    const pump = (async () => {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        received += value;
      }
    })();
    await vi.waitFor(() => expect(received).toContain('"unread":0'));
    await createNotification(writer.db, {
      userId: "l3",
      type: "stay_reminder",
      title: "From the other process",
    });
    await vi.waitFor(() => expect(received).toContain("From the other process"));
    stop.abort();
    await pump;
    await events.close();
    await holder.close();
    await writer.close();
  });
});

describeEachDatabase("security notices", (database) => {
  it("reports a sign-in from a device the account never used, not the first one", async () => {
    const { db } = database();
    await db.insert(users).values({ id: "s9", name: "Sam", email: "s9@example.com" });
    await recordSignIn(db, "s9", CHROME_MAC);
    await recordSignIn(db, "s9", CHROME_MAC);
    expect(await db.select().from(notifications).where(eq(notifications.userId, "s9"))).toEqual([]);
    await recordSignIn(db, "s9", FIREFOX_WIN);
    await recordSignIn(db, "s9", FIREFOX_WIN);
    const rows = await db.select().from(notifications).where(eq(notifications.userId, "s9"));
    expect(rows.map((n) => [n.type, n.title])).toEqual([
      ["security_sign_in", "New sign-in on Firefox on Windows"],
    ]);
  });
});
