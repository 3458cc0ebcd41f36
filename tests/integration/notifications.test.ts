import { expect, it } from "vitest";
import { users } from "../../db/schema/index.ts";
import {
  createNotification,
  getNotificationPreferences,
  saveNotificationPreferences,
} from "../../app/modules/notifications/notifications.server.ts";
import { DEFAULT_PREFERENCES } from "../../app/modules/notifications/notifications.ts";
import { describeEachDatabase } from "../helpers/database.ts";

describeEachDatabase("notification storage", (database) => {
  const userId = "user-notify-1";

  it("stores a notification inside the caller's transaction, or not at all", async () => {
    const { db } = database();
    await db.insert(users).values({ id: userId, name: "Ada", email: "ada-notify@example.com" });
    const row = await createNotification(db, {
      userId,
      type: "booking_confirmed",
      title: "Your stay is booked",
      link: "/user/bookings/1",
      email: false,
    });
    expect(row).toMatchObject({ emailStatus: "skipped", smsStatus: "pending", readAt: null });

    await expect(
      db.transaction(async (tx) => {
        await createNotification(tx, { userId, type: "stay_reminder", title: "Soon" });
        throw new Error("the booking failed");
      }),
    ).rejects.toThrow("the booking failed");
    const all = await db.query.notifications.findMany();
    expect(all.map((n) => n.type)).toEqual(["booking_confirmed"]);
  });

  it("refuses an off-site link", async () => {
    await expect(
      createNotification(database().db, {
        userId,
        type: "security_sign_in",
        title: "New sign-in",
        link: "//evil.example/x",
      }),
    ).rejects.toThrow();
  });

  it("reads defaults until preferences are saved, then what was saved", async () => {
    const { db } = database();
    expect(await getNotificationPreferences(db, userId)).toEqual(DEFAULT_PREFERENCES);
    const chosen = {
      emailBookingUpdates: false,
      emailReminders: true,
      emailTips: true,
      smsBookingUpdates: true,
      emailHostingUpdates: false,
      smsHostingUpdates: true,
    };
    await saveNotificationPreferences(db, userId, chosen);
    expect(await getNotificationPreferences(db, userId)).toEqual(chosen);
    await saveNotificationPreferences(db, userId, DEFAULT_PREFERENCES);
    expect(await getNotificationPreferences(db, userId)).toEqual(DEFAULT_PREFERENCES);
  });
});
