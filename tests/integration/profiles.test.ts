import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { expect, it } from "vitest";
import {
  accountDeletionSteps,
  deleteAccount,
  type DeletionStep,
} from "../../app/modules/account-closure/deletion.server.ts";
import { createNotification } from "../../app/modules/notifications/notifications.server.ts";
import {
  deleteAvatar,
  getProfile,
  updateProfile,
  uploadAvatar,
} from "../../app/modules/profiles/profiles.server.ts";
import type { Database } from "../../app/platform/db.server.ts";
import { createLocalStorage } from "../../app/platform/storage.server.ts";
import {
  bookings,
  listingOccupancy,
  notifications,
  profiles,
  reviews,
  sessions,
  users,
} from "../../db/schema/index.ts";
import { describeEachDatabase } from "../helpers/database.ts";
import { addListing, createTestStay } from "../helpers/factories.ts";

async function addUser(db: Database, id: string, profile: Partial<typeof profiles.$inferInsert> = {}) {
  await db
    .insert(users)
    .values({ id, name: "Ada Lovelace", email: `${id}@example.com`, emailVerified: true });
  await db
    .insert(profiles)
    .values({ id, firstName: "Ada", lastName: "Lovelace", fullName: "Ada Lovelace", ...profile });
}

const picture = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: "#c2410c" } })
    .jpeg()
    .withExif({ IFD0: { Make: "PawCam" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1" } })
    .toBuffer();

describeEachDatabase("profile service", (database) => {
  it("reads the whole row of the user, and creates an empty one for a user without", async () => {
    const { db } = database();
    await addUser(db, "p-read");
    const read = await getProfile(db, "p-read");
    expect(read).toMatchObject({
      error: null,
      data: { id: "p-read", fullName: "Ada Lovelace", username: null },
    });
    await db.insert(users).values({ id: "p-bare", name: "", email: "p-bare@example.com" });
    expect(await getProfile(db, "p-bare")).toMatchObject({
      error: null,
      data: { id: "p-bare", fullName: "" },
    });
  });

  it("writes only the changed fields plus updated_at, recomputing full_name", async () => {
    const { db } = database();
    await addUser(db, "p-update", { updatedAt: new Date("2026-01-01T00:00:00Z") });
    const result = await updateProfile(db, "p-update", { lastName: "  Byron ", username: "  " });
    expect(result.error).toBeNull();
    expect(result.data).toMatchObject({
      firstName: "Ada",
      lastName: "Byron",
      fullName: "Ada Byron",
      username: null,
    });
    expect(result.data!.updatedAt.getTime()).toBeGreaterThan(new Date("2026-01-01T00:00:00Z").getTime());
    const renamed = await updateProfile(db, "p-update", { username: " ada.b " });
    expect(renamed.data?.username).toBe("ada.b");
  });

  it("never throws: refused input and taken usernames come back as messages", async () => {
    const { db } = database();
    await addUser(db, "p-one", { username: "Rover" });
    await addUser(db, "p-two");
    expect(await updateProfile(db, "p-two", { username: "rover" })).toMatchObject({
      data: null,
      error: "That username is taken. Please choose another one.",
      status: 409,
      fieldErrors: { username: "That username is taken. Please choose another one." },
    });
    expect(await updateProfile(db, "p-two", { username: "no spaces" })).toMatchObject({
      data: null,
      status: 400,
      fieldErrors: { username: "Use only letters, digits, _ and . in a username." },
    });
    expect(await updateProfile(db, "p-two", { firstName: "x".repeat(81) })).toMatchObject({
      data: null,
      status: 400,
    });
    expect(await updateProfile(db, "p-two", "not an object")).toMatchObject({ data: null, status: 400 });
    // A broken database is a message too, not an exception.
    const broken = {
      select: () => {
        throw new Error("connection lost");
      },
    } as unknown as Database;
    expect(await getProfile(broken, "p-two")).toMatchObject({ data: null, status: 500 });
    expect(await updateProfile(broken, "p-two", { firstName: "Ada" })).toMatchObject({
      data: null,
      status: 500,
    });
    // Nothing of p-one changed.
    expect((await getProfile(db, "p-one")).data?.username).toBe("Rover");
  });

  it("stores an avatar at {userId}/{timestamp}.{format}, without metadata, and replaces older ones", async () => {
    const { db } = database();
    const storage = createLocalStorage(fs.mkdtempSync(path.join(os.tmpdir(), "pfr-avatars-")));
    await addUser(db, "p-avatar");
    const first = await uploadAvatar(
      db,
      storage,
      "p-avatar",
      { name: "Me.JPG", bytes: await picture() },
      1000,
    );
    expect(first.error).toBeNull();
    expect(first.data?.avatarUrl).toBe("/media/avatars/p-avatar/1000.jpeg");
    const stored = await storage.get("avatars", "p-avatar/1000.jpeg");
    const meta = await sharp(stored!.body).metadata();
    expect([meta.width, meta.height, meta.exif]).toEqual([512, 512, undefined]);
    expect(stored!.body.includes(Buffer.from("PawCam"))).toBe(false);

    const second = await uploadAvatar(
      db,
      storage,
      "p-avatar",
      { name: "new.png", bytes: await picture() },
      2000,
    );
    // Named by what was stored (a JPEG), not by the uploaded name.
    expect(second.data?.avatarUrl).toBe("/media/avatars/p-avatar/2000.jpeg");
    expect(await storage.list("avatars", "p-avatar")).toEqual([{ name: "2000.jpeg" }]);

    const refused = await uploadAvatar(
      db,
      storage,
      "p-avatar",
      { name: "evil.png", bytes: Buffer.from("<?php") },
      3000,
    );
    expect(refused).toMatchObject({ data: null, status: 415 });
    expect((await getProfile(db, "p-avatar")).data?.avatarUrl).toBe("/media/avatars/p-avatar/2000.jpeg");
    expect(await storage.list("avatars", "p-avatar")).toEqual([{ name: "2000.jpeg" }]);

    const removed = await deleteAvatar(db, storage, "p-avatar");
    expect(removed.data?.avatarUrl).toBeNull();
    expect(await storage.list("avatars", "p-avatar")).toEqual([]);
  });
});

describeEachDatabase("account deletion", (database) => {
  async function userWithEverything(db: Database, id: string) {
    await addUser(db, id);
    await db.insert(sessions).values({
      id: `${id}-s`,
      userId: id,
      token: `${id}-token`,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    await createNotification(db, { userId: id, type: "security_sign_in", title: "New sign-in" });
    const listingId = await addListing(
      db,
      { slug: `${id}-cabin`, title: "Cabin", propertyType: "cabin" },
      { species: ["dog"] },
    );
    const slug = `${id}-cabin`;
    const upcoming = await createTestStay(db, id, {
      listing: slug,
      checkIn: "2099-05-01",
      checkOut: "2099-05-05",
      status: "confirmed",
    });
    const past = await createTestStay(db, id, {
      listing: slug,
      checkIn: "2020-05-01",
      checkOut: "2020-05-05",
      status: "completed",
    });
    await db.insert(reviews).values({
      listingId,
      bookingId: past.id,
      authorId: id,
      authorName: "Ada",
      rating: 5,
      petRating: 5,
      body: "Lovely for our dog.",
      publishedAt: new Date(),
    });
    return { upcoming, past };
  }

  it("deletes the user and what cascades, cancels upcoming stays, keeps past stays and anonymous reviews", async () => {
    const { db } = database();
    const { upcoming, past } = await userWithEverything(db, "d-all");
    expect(await deleteAccount(db, "d-all")).toEqual({
      cancelledStays: 1,
      cancelledBookingIds: [expect.any(String)],
      // Read before the profile goes, for the goodbye email (decision 3880): none saved here.
      language: null,
    });
    expect(await db.select().from(users).where(eq(users.id, "d-all"))).toEqual([]);
    expect(await db.select().from(profiles).where(eq(profiles.id, "d-all"))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, "d-all"))).toEqual([]);
    expect(await db.select().from(notifications).where(eq(notifications.userId, "d-all"))).toEqual([]);
    const [cancelled] = await db.select().from(bookings).where(eq(bookings.id, upcoming.id));
    expect(cancelled).toMatchObject({ status: "cancelled" });
    const [kept] = await db.select().from(bookings).where(eq(bookings.id, past.id));
    expect(kept).toMatchObject({ status: "completed" });
    const [review] = await db.select().from(reviews).where(eq(reviews.bookingId, past.id));
    expect(review).toMatchObject({ authorId: null, authorName: "A former guest" });
    // The dates of the cancelled stay are free again.
    expect(
      await db.select().from(listingOccupancy).where(eq(listingOccupancy.bookingId, upcoming.id)),
    ).toEqual([]);
  });

  it("leaves everything as it was when any step fails", async () => {
    const { db } = database();
    const { upcoming, past } = await userWithEverything(db, "d-fail");
    const failing: DeletionStep = {
      name: "a step that fails",
      run: async () => {
        throw new Error("storage is down");
      },
    };
    await expect(deleteAccount(db, "d-fail", [...accountDeletionSteps, failing])).rejects.toThrow(
      "storage is down",
    );
    expect(await db.select().from(users).where(eq(users.id, "d-fail"))).toHaveLength(1);
    expect(await db.select().from(profiles).where(eq(profiles.id, "d-fail"))).toHaveLength(1);
    const [still] = await db.select().from(bookings).where(eq(bookings.id, upcoming.id));
    expect(still).toMatchObject({ status: "confirmed" });
    const [review] = await db.select().from(reviews).where(eq(reviews.bookingId, past.id));
    expect(review).toMatchObject({ authorId: "d-fail", authorName: "Ada" });
  });
});
