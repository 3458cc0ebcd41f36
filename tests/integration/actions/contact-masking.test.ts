import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { createBooking } from "../../../app/modules/bookings/bookings.server.ts";
import { startInquiry } from "../../../app/modules/messages/inquiries.server.ts";
import * as bookingPage from "../../../app/routes/bookings/booking.tsx";
import * as reservation from "../../../app/routes/host/reservation.tsx";
import * as stayPage from "../../../app/routes/stays/detail.tsx";
import * as trip from "../../../app/routes/user/booking-detail.tsx";
import * as inbox from "../../../app/routes/user/messages.tsx";
import * as thread from "../../../app/routes/user/message-thread.tsx";
import * as notificationsPage from "../../../app/routes/user/notifications.tsx";
import { listingPhotos, notifications, owners } from "../../../db/schema/index.ts";
import { addListing, createUser, type TestUser } from "../../helpers/factories.ts";
import { describeWithPlatform } from "../../helpers/platform.ts";
import { call, formRequest, getRequest, type Fields } from "../../helpers/requests.ts";

vi.setConfig({ testTimeout: 90_000 });

/**
 * Contact details are masked on the server, for the reader, until a booking between the two is
 * accepted: what the loaders answer (the pages and their `.data`), the notices and the emails.
 */
const GUEST_EMAIL = "gus.dogs@example.org";
const HOST_PHONE = "(541) 555-0187";
const HOST_PHONE_DIGITS = /541\D{0,3}555\D{0,3}0187/;
const ABOUT = `Dog lover. Text me at ${HOST_PHONE} to book direct.`;
const DESCRIPTION = "Sunny cabin. Photos on maya-cabins.example.com and wa.me/15415550187.";
const RULE = "No parties. Questions? maya (at) cabins (dot) com";
const CAPTION = "The porch — call ٥٤١ ٥٥٥ ٠١٨٧";
const DECLINE_NOTE = "Sorry! Book me direct on 541 555 0187 instead";

const text = (value: unknown) => JSON.stringify(value);
const futureDate = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describeWithPlatform("contact details masked on the server", (t) => {
  let host: TestUser;
  let guest: TestUser;
  let other: TestUser;
  const slug = `masked-cabin-${Date.now()}`;
  const context = () => t().context();
  const db = () => t().platform.database.db;
  const threadPage = (id: string, cookie: string) =>
    call(thread.loader, getRequest(`/user/messages/${id}`, { cookie }), context(), { threadId: id });
  const send = (id: string, body: string, cookie: string) =>
    call(
      thread.action,
      formRequest(`/user/messages/${id}`, { intent: "send", body, enhanced: "1" }, { cookie }),
      context(),
      {
        threadId: id,
      },
    );
  const reservationPage = (id: string, cookie: string) =>
    call(reservation.loader, getRequest(`/host/reservations/${id}`, { cookie }), context(), { id });
  const answer = (id: string, fields: Fields) =>
    call(
      reservation.action,
      formRequest(`/host/reservations/${id}`, fields, { cookie: host.cookie }),
      context(),
      {
        id,
      },
    );
  const stay = (cookie?: string) =>
    call(stayPage.loader, getRequest(`/hotels/detail?listing=${slug}`, { cookie }), context());

  async function requestStay(days: number, message: string) {
    const made = await createBooking(
      db(),
      {
        guestId: guest.id,
        listingSlug: slug,
        request: {
          checkIn: futureDate(days),
          checkOut: futureDate(days + 3),
          adults: 1,
          children: 0,
          pets: [],
        },
        message,
        contactPhone: "+14155550100",
        idempotencyKey: `mask-${days}`,
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
    const [owner] = await db()
      .insert(owners)
      .values({ name: "Hana", userId: host.id, about: ABOUT })
      .returning();
    const listingId = await addListing(db(), {
      slug,
      ownerId: owner!.id,
      description: DESCRIPTION,
      houseRules: [RULE, "Quiet after 10 pm"],
    });
    await db()
      .insert(listingPhotos)
      .values({ listingId, storageKey: "masked/porch", alt: CAPTION, caption: CAPTION });
  });

  describe("the host's public texts on the stay page", () => {
    it("are masked for visitors, travellers and other owners, in the page's data and meta", async () => {
      for (const cookie of [undefined, other.cookie, guest.cookie]) {
        const page = await stay(cookie);
        expect(page.status).toBe(200);
        const sent = text(page.data);
        expect(sent).not.toMatch(HOST_PHONE_DIGITS);
        expect(sent).not.toMatch(/١٨٧|maya-cabins|wa\.me|\(at\)/);
        expect(sent).toContain("Text me at [phone number hidden] to book direct.");
        expect(sent).toContain("No parties. Questions? [email hidden]");
        expect(sent).toContain("Quiet after 10 pm");
      }
    });

    it("are the owner's own words for the owner", async () => {
      const sent = text((await stay(host.cookie)).data);
      expect(sent).toContain(ABOUT);
      expect(sent).toContain(DESCRIPTION);
    });

    it("are masked on the booking page too", async () => {
      const page = await call(
        bookingPage.loader,
        getRequest(`/hotels/booking?listing=${slug}&checkIn=${futureDate(200)}&checkOut=${futureDate(203)}`, {
          cookie: other.cookie,
        }),
        context(),
      );
      expect(text(page.data)).not.toContain("(at) cabins");
    });
  });

  describe("a conversation before and after acceptance", () => {
    let threadId = "";
    let bookingId = "";

    it("the thread's data carries the other side's messages masked, and the sender's own as typed", async () => {
      const asked = await startInquiry(db(), {
        guestId: guest.id,
        listingSlug: slug,
        stay: {} as never,
        body: `Hi! Write to me at ${GUEST_EMAIL} please`,
      });
      if (!asked.ok) throw new Error(JSON.stringify(asked));
      threadId = asked.value.threadId;
      const hostSees = text((await threadPage(threadId, host.cookie)).data);
      expect(hostSees).not.toContain(GUEST_EMAIL);
      expect(hostSees).toContain("Write to me at [email hidden] please");
      const guestSees = text((await threadPage(threadId, guest.cookie)).data);
      expect(guestSees).toContain(GUEST_EMAIL);
    });

    it("a number sent in three messages is masked in each of them, in the thread and its notices", async () => {
      for (const body of ["my cell is 541", "555", "0187"])
        expect((await send(threadId, body, guest.cookie)).status).toBe(200);
      const hostSees = (await threadPage(threadId, host.cookie)).data as {
        thread: { messages: { body: string; mine: boolean }[] };
      };
      expect(hostSees.thread.messages.slice(-3).map((m) => m.body)).toEqual([
        "my cell is [phone number hidden]",
        "[phone number hidden]",
        "[phone number hidden]",
      ]);
      const notices = await db()
        .select({ body: notifications.body })
        .from(notifications)
        .where(and(eq(notifications.userId, host.id), eq(notifications.type, "message_received")));
      // Each notice went before the next part was written: digits at a message's edge wait masked.
      expect(text(notices)).not.toMatch(/0187|541|555|gus\.dogs/);
      expect(text(t().mail(host.email))).not.toContain(GUEST_EMAIL);
      const list = text(
        (await call(inbox.loader, getRequest("/user/messages", { cookie: host.cookie }), context())).data,
      );
      expect(list).not.toMatch(/0187/);
    });

    it("the reservation page shows the guest's booking message masked while the request waits", async () => {
      bookingId = await requestStay(120, `Booked! Mail ${GUEST_EMAIL} or call +1 415 555 0100`);
      const page = text((await reservationPage(bookingId, host.cookie)).data);
      expect(page).not.toContain(GUEST_EMAIL);
      expect(page).not.toMatch(/415\D?555\D?0100/);
      expect(page).toContain("Booked! Mail [email hidden] or call [phone number hidden]");
    });

    it("acceptance reveals what was typed, on every page", async () => {
      expect((await answer(bookingId, { intent: "accept" })).status).toBe(302);
      const hostSees = text((await threadPage(threadId, host.cookie)).data);
      expect(hostSees).toContain(GUEST_EMAIL);
      expect(hostSees).toContain("my cell is 541");
      expect(text((await reservationPage(bookingId, host.cookie)).data)).toContain(GUEST_EMAIL);
      // The guest of an accepted stay reads the host's own words on the stay page.
      expect(text((await stay(guest.cookie)).data)).toContain(ABOUT);
      // Anyone else still does not.
      expect(text((await stay(other.cookie)).data)).not.toMatch(HOST_PHONE_DIGITS);
    });
  });

  describe("the owner's decline note", () => {
    it("is masked on the traveller's trip page, in the notice and in the email", async () => {
      const declined = await createUser(t(), { firstName: "Dora", lastName: "Declined" });
      const made = await createBooking(
        db(),
        {
          guestId: declined.id,
          listingSlug: slug,
          request: { checkIn: futureDate(150), checkOut: futureDate(152), adults: 1, children: 0, pets: [] },
          message: "Hello",
          contactPhone: "",
          idempotencyKey: "mask-decline",
        },
        { mailer: t().platform.mailer, appUrl: "http://localhost:3000" },
      );
      if (!made.ok) throw new Error(JSON.stringify(made));
      expect(
        (await answer(made.bookingId, { intent: "decline", reason: "other", note: DECLINE_NOTE })).status,
      ).toBe(302);

      const page = text(
        (
          await call(
            trip.loader,
            getRequest(`/user/bookings/${made.bookingId}`, { cookie: declined.cookie }),
            context(),
            {
              id: made.bookingId,
            },
          )
        ).data,
      );
      expect(page).not.toMatch(/541\D?555\D?0187/);
      expect(page).toContain("Book me direct on [phone number hidden] instead");
      const notices = text(
        (
          await call(
            notificationsPage.loader,
            getRequest("/user/notifications", { cookie: declined.cookie }),
            context(),
          )
        ).data,
      );
      expect(notices).not.toMatch(/541\D?555\D?0187/);
      const mail = t().mail(declined.email);
      expect(text(mail)).not.toMatch(/541\D?555\D?0187/);
      // The owner reads their own note as they wrote it.
      expect(text((await reservationPage(made.bookingId, host.cookie)).data)).toContain(DECLINE_NOTE);
    });
  });
});
