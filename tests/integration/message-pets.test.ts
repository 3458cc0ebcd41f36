import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { openThread, sendMessage } from "../../app/modules/messages/threads.server.ts";
import { startInquiry } from "../../app/modules/messages/inquiries.server.ts";
import { snapshotOf } from "../../app/modules/messages/pet-resume.ts";
import { notificationEmail } from "../../app/modules/notifications/delivery.server.ts";
import { savePet } from "../../app/modules/pets/pets.server.ts";
import type { Database } from "../../app/platform/db.server.ts";
import { messages, notifications, pets } from "../../db/schema/index.ts";
import { describeEachDatabase } from "../helpers/database.ts";
import { addAccount, addHostedHome } from "../helpers/factories.ts";

const TODAY = "2026-11-26";

async function setting(db: Database, tag: string) {
  const host = `phost-${tag}`;
  const guest = `pguest-${tag}`;
  const stranger = `pstranger-${tag}`;
  for (const id of [guest, stranger]) await addAccount(db, id);
  const slug = `pet-resume-${tag}`;
  // A home for dogs up to 50 lb, in the United States (its owner reads pounds).
  const { listingId } = await addHostedHome(db, host, slug);
  const pet = async (userId: string, fields: Record<string, string>) => {
    const saved = await savePet(db, userId, null, fields, TODAY);
    if (!saved.ok) throw new Error(JSON.stringify(saved));
    return saved.value;
  };
  const max = await pet(guest, {
    name: "Max",
    species: "dog",
    breed: "Labrador Retriever",
    weight: "38",
    weightUnit: "kg",
    ageYears: "4",
    vaccinated: "on",
    houseTrained: "on",
    goodWithChildren: "yes",
  });
  const luna = await pet(guest, { name: "Luna", species: "cat", weight: "9", weightUnit: "lb" });
  const rex = await pet(stranger, { name: "Rex", species: "dog" });
  return { host, guest, stranger, slug, listingId, max, luna, rex };
}

describeEachDatabase("a message's pet résumé", (database) => {
  it("the traveller attaches their own pets; both sides read the snapshot; the owner sees the fit", async () => {
    const { db } = database();
    const s = await setting(db, "own");
    const asked = await startInquiry(db, {
      guestId: s.guest,
      listingSlug: s.slug,
      stay: { checkIn: undefined, checkOut: undefined, adults: 2, children: undefined, pets: 2 },
      body: "Hello! Here are our two.",
      pets: { petIds: [s.max.id, s.luna.id] },
    });
    expect(asked.ok).toBe(true);
    if (!asked.ok) return;
    const [row] = await db.select().from(messages).where(eq(messages.id, asked.value.messageId));
    expect(row!.pets).toEqual([snapshotOf(s.max), snapshotOf(s.luna)]);

    const guestView = await openThread(db, s.guest, asked.value.threadId);
    const guestResume = guestView!.messages[0]!.resume!;
    expect(guestResume.pets.map((p) => [p.name, p.unit])).toEqual([
      ["Max", "kg"],
      ["Luna", "lb"],
    ]);
    expect(guestResume.fit).toBeNull();

    const hostView = await openThread(db, s.host, asked.value.threadId);
    const hostResume = hostView!.messages[0]!.resume!;
    // The owner's home is in the United States: pounds.
    expect(hostResume.pets.every((p) => p.unit === "lb")).toBe(true);
    expect(hostResume.fit).toEqual({ verdict: "fits", reasons: [] });

    // The owner's notice (and its email and SMS, from the title) says pets were attached.
    const [notice] = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, s.host), eq(notifications.type, "message_received")));
    expect(notice!.title).toBe("New message from User pguest-own, with 2 pets' details");
    expect(notice!.body).toContain("Pet details attached: Max (dog) and Luna (cat).");
    // Its email: the snippet, then the pets, each its own paragraph.
    const email = notificationEmail(
      { ...notice!, attempts: 1, email: "host@example.com", phoneNumber: null, phoneNumberVerified: null },
      "http://localhost:3999",
    );
    expect(email.subject).toBe(notice!.title);
    expect(email.html).toMatch(
      />Hello! Here are our two\.<\/p><p[^>]*>Pet details attached: Max \(dog\) and Luna \(cat\)\.</,
    );
  });

  it("refuses someone else's pet ids, and pets attached by the owner, as a 400 that stores nothing", async () => {
    const { db } = database();
    const s = await setting(db, "foreign");
    const foreign = await startInquiry(db, {
      guestId: s.guest,
      listingSlug: s.slug,
      stay: {
        checkIn: undefined,
        checkOut: undefined,
        adults: undefined,
        children: undefined,
        pets: undefined,
      },
      body: "Hello",
      pets: { petIds: [s.max.id, s.rex.id] },
    });
    expect(foreign).toMatchObject({ ok: false, status: 400 });
    const made = await startInquiry(db, {
      guestId: s.guest,
      listingSlug: s.slug,
      stay: {
        checkIn: undefined,
        checkOut: undefined,
        adults: undefined,
        children: undefined,
        pets: undefined,
      },
      body: "Hello",
    });
    if (!made.ok) throw new Error("no thread");
    for (const petIds of [[s.rex.id], ["not-a-uuid"], [crypto.randomUUID()]]) {
      const sent = await sendMessage(db, {
        userId: s.guest,
        threadId: made.value.threadId,
        body: "Ours",
        pets: { petIds },
      });
      expect(sent).toMatchObject({ ok: false, status: 400 });
    }
    // The owner has no pets to attach in their guest's thread, not even the guest's.
    const byOwner = await sendMessage(db, {
      userId: s.host,
      threadId: made.value.threadId,
      body: "Mine",
      pets: { petIds: [s.max.id] },
    });
    expect(byOwner).toMatchObject({ ok: false, status: 400 });
    // A stranger's send is a 404 before any pet is looked at.
    const stranger = await sendMessage(db, {
      userId: s.stranger,
      threadId: made.value.threadId,
      body: "Hi",
      pets: { petIds: [s.rex.id] },
    });
    expect(stranger).toMatchObject({ ok: false, status: 404 });
    const stored = await db.select().from(messages).where(eq(messages.threadId, made.value.threadId));
    expect(stored).toHaveLength(1);
  });

  it("keeps what was sent when the pet is edited or removed later; a typed pet joins too", async () => {
    const { db } = database();
    const s = await setting(db, "snapshot");
    const made = await startInquiry(db, {
      guestId: s.guest,
      listingSlug: s.slug,
      stay: {
        checkIn: undefined,
        checkOut: undefined,
        adults: undefined,
        children: undefined,
        pets: undefined,
      },
      body: "Max is coming",
      pets: {
        petIds: [s.max.id],
        typed: {
          ...snapshotOf(s.luna),
          petId: null,
          name: "Biscuit",
          species: "rabbit",
          breed: "",
          weightLb: null,
        },
      },
    });
    if (!made.ok) throw new Error("no thread");
    await db
      .update(pets)
      .set({ name: "Maximilian", weightLb: 120, photoUrl: "/x.webp" })
      .where(eq(pets.id, s.max.id));
    let view = await openThread(db, s.host, made.value.threadId);
    let resume = view!.messages[0]!.resume!;
    expect(resume.pets.map((p) => p.name)).toEqual(["Max", "Biscuit"]);
    expect(resume.pets[0]!.weightLb).toBe(s.max.weightLb);
    // Its picture then was none; the pet's new one is not shown on an old message.
    expect(resume.pets[0]!.photoUrl).toBeNull();
    // A rabbit is not welcome in a home for dogs and cats: the owner is told why.
    expect(resume.fit!.verdict).toBe("no");
    expect(resume.fit!.reasons).toContainEqual(
      expect.objectContaining({ code: "species", species: "rabbit" }),
    );
    await db.delete(pets).where(eq(pets.id, s.max.id));
    view = await openThread(db, s.guest, made.value.threadId);
    resume = view!.messages[0]!.resume!;
    expect(resume.pets[0]).toMatchObject({ name: "Max", species: "dog", breed: "Labrador Retriever" });
  });
});
