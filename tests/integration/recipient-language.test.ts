import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { createBooking, type NewBooking } from "../../app/modules/bookings/bookings.server.ts";
import { acceptRequest } from "../../app/modules/bookings/owner-answers.server.ts";
import { deliverNotifications } from "../../app/modules/notifications/delivery.server.ts";
import { hostReservation, hostReservations } from "../../app/modules/hosting/reservations.server.ts";
import { reservationRow } from "../../app/modules/hosting/reservations.ts";
import { languageName } from "../../app/i18n/language-name.ts";
import { createMailer, type MailMessage } from "../../app/platform/mail.server.ts";
import { readOutbox } from "../../app/platform/outbox.server.ts";
import type { Database } from "../../app/platform/db.server.ts";
import { listings, profiles, reviews } from "../../db/schema/index.ts";
import { submitReview } from "../../app/modules/reviews/reviews.server.ts";
import { eq, inArray } from "drizzle-orm";
import { describeEachDatabase } from "../helpers/database.ts";
import { addAccount, addHostedHome, createBooking as createTestBooking } from "../helpers/factories.ts";

const NOW = new Date("2027-01-10T12:00:00Z");
const APP = "http://localhost:3999";

/** An English-speaking owner with a request-to-book cabin, and a traveller who reads `language`. */
async function setting(db: Database, tag: string, language: string) {
  const host = `host-${tag}`;
  const guest = `guest-${tag}`;
  await addAccount(db, guest);
  const slug = `cabin-${tag}`;
  await addHostedHome(db, host, slug, { instantBook: false, title: `Cabin ${tag}` });
  await db.insert(profiles).values([
    { id: guest, language },
    { id: host, language: "en" },
  ]);
  return { host, guest, slug };
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
  message: "¡Hola! Biscuit es muy tranquilo.",
  contactPhone: "+14155550100",
  idempotencyKey: `key-${Math.random()}`,
  now: NOW,
});

/** A mailer that writes the outbox folder, as the site does without SMTP, and reads it back. */
function outboxMailer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pfr-lang-outbox-"));
  const mailer = createMailer({ from: "site@example.com", dataDir });
  return {
    mailer,
    read: () => readOutbox<MailMessage>(dataDir, "email"),
    done: () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

describeEachDatabase("what people are sent is in their own language (decision 3855)", (database) => {
  it("a Spanish-speaking traveller asks an English-speaking owner: each is written to in theirs", async () => {
    const { db } = database();
    const s = await setting(db, "es", "es");
    const box = outboxMailer();
    try {
      const made = await createBooking(db, booking(s.guest, s.slug), { mailer: box.mailer, appUrl: APP });
      if (!made.ok) throw new Error(JSON.stringify(made));
      // The traveller's own email, from the booking: Spanish, dates as Spanish writes them.
      const [request] = box.read();
      expect(request!.to).toBe(`${s.guest}@example.com`);
      expect(request!.subject).toMatch(/^Solicitud enviada: Cabin es, 1 mar 2027 \(/);
      expect(request!.html).toContain('<html lang="es" dir="ltr">');
      expect(request!.text).toContain("Tu solicitud se ha enviado");
      expect(request!.text).toContain("tiene 24 horas para responder");

      // The owner's notice, delivered by the dispatcher: English, whatever the traveller reads.
      await deliverNotifications({
        db,
        mailer: box.mailer,
        sms: { send: async () => {} },
        appUrl: APP,
      });
      const ownerMail = box.read().find((m) => m.to === `${s.host}@example.com`)!;
      expect(ownerMail.subject).toBe("New request to book Cabin es");
      expect(ownerMail.text).toContain("Mar 1, 2027 to Mar 5, 2027. Accept or decline within 24 hours");
      expect(ownerMail.text).toContain("Answer the request: ");
      expect(ownerMail.html).toContain('<html lang="en" dir="ltr">');

      // The owner sees the guest's language on the request, in the list and on its page.
      const [row] = await hostReservations(db, s.host);
      expect(reservationRow(row!).guestLanguage).toBe("es");
      expect(languageName(reservationRow(row!).guestLanguage, "en")).toBe("Spanish");
      const detail = (await hostReservation(db, s.host, made.bookingId))!;
      expect(detail.guest?.language).toBe("es");

      // Accepted: the confirmation and its calendar file in Spanish; the owner's answer changes nothing of that.
      expect(
        await acceptRequest(db, s.host, made.bookingId, {
          mail: { mailer: box.mailer, appUrl: APP },
          now: new Date(NOW.getTime() + 3_600_000),
        }),
      ).toMatchObject({ ok: true });
      const confirmation = box.read().at(-1)!;
      expect(confirmation.to).toBe(`${s.guest}@example.com`);
      expect(confirmation.subject).toMatch(/^Reservado: Cabin es, 1 mar 2027/);
      const ics = confirmation.attachments![0]!.content;
      expect(ics).toContain("SUMMARY:Estancia en Cabin es");
      expect(ics).toContain("Llegada el 1 mar 2027");
    } finally {
      box.done();
    }
  });

  it("an Arabic reader's email runs right to left, with Arabic digits; a reader who chose nothing gets English", async () => {
    const { db } = database();
    const s = await setting(db, "ar", "ar");
    await addAccount(db, "guest-none");
    const box = outboxMailer();
    try {
      const made = await createBooking(db, booking(s.guest, s.slug), { mailer: box.mailer, appUrl: APP });
      expect(made.ok).toBe(true);
      const plain = await createBooking(
        db,
        {
          ...booking("guest-none", s.slug),
          request: { ...booking("", "").request, checkIn: "2027-04-01", checkOut: "2027-04-04" },
        },
        { mailer: box.mailer, appUrl: APP },
      );
      expect(plain.ok).toBe(true);
      const [arabic, english] = box.read();
      expect(arabic!.html).toContain('<html lang="ar" dir="rtl">');
      expect(arabic!.html).toContain('<body dir="rtl"');
      expect(arabic!.subject).toContain("تم إرسال الطلب");
      expect(arabic!.text).toMatch(/[٠-٩]/);
      expect(english!.subject).toMatch(/^Request sent: Cabin ar, Apr 1, 2027/);
      expect(english!.html).toContain('<html lang="en" dir="ltr">');
    } finally {
      box.done();
    }
  });

  it("a review is stored in its author's language, else the listing's", async () => {
    const { db } = database();
    const s = await setting(db, "rv", "fr");
    await addAccount(db, "guest-rv-none");
    await db.update(listings).set({ language: "es" }).where(eq(listings.slug, s.slug));
    const stay = (guestId: string, checkIn: string, checkOut: string) =>
      createTestBooking(db, guestId, {
        listing: s.slug,
        status: "completed",
        checkIn,
        checkOut,
        pets: [{ name: "Max", species: "dog", weightLb: 30 }],
      });
    const said = { rating: 5, petRating: 5 };
    const french = await stay(s.guest, "2024-02-01", "2024-02-03");
    const none = await stay("guest-rv-none", "2024-03-01", "2024-03-03");
    expect(
      await submitReview(db, {
        guestId: s.guest,
        bookingId: french.id,
        ...said,
        body: "Parfait pour notre chien, merci !",
      }),
    ).toMatchObject({ ok: true });
    expect(
      await submitReview(db, {
        guestId: "guest-rv-none",
        bookingId: none.id,
        ...said,
        body: "Perfecto para nuestro perro.",
      }),
    ).toMatchObject({ ok: true });
    const rows = await db
      .select({ body: reviews.body, language: reviews.language })
      .from(reviews)
      .where(inArray(reviews.bookingId, [french.id, none.id]))
      .orderBy(reviews.body);
    expect(rows).toEqual([
      { body: "Parfait pour notre chien, merci !", language: "fr" },
      { body: "Perfecto para nuestro perro.", language: "es" },
    ]);
  });
});
