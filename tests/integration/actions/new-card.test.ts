import crypto from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { beforeAll, expect, it, vi } from "vitest";
import { sweepBookings } from "../../../app/modules/bookings/sweeps.server.ts";
import { ledgerOf } from "../../../app/modules/payments/ledger.server.ts";
import { paymentsContextFor } from "../../../app/modules/payments/processors.server.ts";
import { reconcileAll } from "../../../app/modules/payments/reconcile.server.ts";
import { addDays } from "../../../app/shared/dates.ts";
import * as bookingForm from "../../../app/routes/bookings/booking.tsx";
import * as checkout from "../../../app/routes/bookings/checkout.tsx";
import * as receipt from "../../../app/routes/user/receipt.tsx";
import * as trip from "../../../app/routes/user/booking-detail.tsx";
import * as tripCard from "../../../app/routes/user/trip-card.tsx";
import { bookingCards, instalments, notifications, owners } from "../../../db/schema/index.ts";
import { createListing, createUser, type TestUser } from "../../helpers/factories.ts";
import { describeWithPlatform } from "../../helpers/platform.ts";
import { call, formRequest, getRequest, toastOf } from "../../helpers/requests.ts";

vi.setConfig({ testTimeout: 60_000 });
const DAY = 86_400_000;
const today = () => new Date().toISOString().slice(0, 10);
// Pays at the checkout once the traveller confirms with their bank; saved, it cannot be charged without them.
const ASKS_BANK = "4000002760003184";

/**
 * A traveller's new card after a refused month (decision 3560), demo payments: a 75-night stay
 * paid at the checkout with a card that cannot be charged without the traveller, so its second
 * month is refused by the sweep; the traveller gives a new card from the trip and the month is
 * charged at once under a new key, the stay leaves "at risk", both sides are told.
 */
describeWithPlatform(
  "a new card after a refused month (demo payments)",
  (t) => {
    let ada: TestUser;
    let host: TestUser;
    let stranger: TestUser;
    let ownerId: number;
    const db = () => t().platform.database.db;
    const payments = async () => (await paymentsContextFor(t().platform.env, db()))!;

    beforeAll(async () => {
      ada = await createUser(t(), { firstName: "Ada" });
      host = await createUser(t(), { firstName: "Hana" });
      stranger = await createUser(t(), { firstName: "Sam" });
      const [owner] = await db().insert(owners).values({ name: "Hana", userId: host.id }).returning();
      ownerId = owner!.id;
    });

    /** A long stay of Ada's, paid with the card that asks the bank: its months planned on it. */
    async function longStay(startIn: number) {
      const stay = await createListing(db(), { instantBook: true, ownerId });
      const checkIn = addDays(today(), startIn);
      const booked = await call(
        bookingForm.action,
        formRequest(
          "/hotels/booking",
          {
            listing: stay.slug,
            checkIn,
            checkOut: addDays(checkIn, 75),
            adults: "2",
            children: "0",
            contactPhone: "+1 415 555 0100",
            message: "",
            agree: "on",
            idempotencyKey: crypto.randomUUID(),
          },
          { cookie: ada.cookie },
        ),
        t().context(),
      );
      const id = booked.location!.match(/booking=([0-9a-f-]{36})$/)![1]!;
      const paid = await call(
        checkout.action,
        formRequest(
          `/hotels/checkout?booking=${id}`,
          { booking: id, cardNumber: ASKS_BANK, authenticated: "approved" },
          { cookie: ada.cookie },
        ),
        t().context(),
      );
      expect(paid.status).toBe(302);
      return id;
    }
    const months = (id: string) =>
      db().select().from(instalments).where(eq(instalments.bookingId, id)).orderBy(asc(instalments.part));
    const give = (id: string, cardNumber: string, cookie = ada.cookie) =>
      call(
        tripCard.action,
        formRequest(`/user/bookings/${id}/card`, { cardNumber }, { cookie }),
        t().context(),
        {
          id,
        },
      );
    const titles = async (userId: string) =>
      (await db().select().from(notifications).where(eq(notifications.userId, userId))).map((n) => n.title);
    const chargeKeys = async (id: string) =>
      (await ledgerOf(db(), id))
        .filter((row) => row.kind === "charge")
        .map((row) => row.idempotencyKey.split(":").slice(2).join(":"));

    it("a month at risk is paid with a new card at once, under a new key; the stay leaves at risk and both sides are told", async () => {
      const id = await longStay(40);
      const [month2] = await months(id);
      const due = month2!.dueAt.getTime();
      for (const after of [0, DAY, 3 * DAY])
        await sweepBookings(db(), new Date(due + after), await payments(), id);
      expect((await months(id))[0]).toMatchObject({ status: "at_risk", tries: 3 });

      // The trip offers a new card; someone else, and the owner, find nothing.
      const page = await call(
        trip.loader,
        getRequest(`/user/bookings/${id}`, { cookie: ada.cookie }),
        t().context(),
        {
          id,
        },
      );
      expect(page.data).toMatchObject({ money: { months: [{ part: 2, status: "at_risk" }, { part: 3 }] } });
      const form = await call(
        tripCard.loader,
        getRequest(`/user/bookings/${id}/card`, { cookie: ada.cookie }),
        t().context(),
        { id },
      );
      expect(form.data).toMatchObject({ page: { months: [{ part: 2, atRisk: true }] }, stripe: false });
      for (const cookie of [stranger.cookie, host.cookie]) {
        expect(
          (
            await call(tripCard.loader, getRequest(`/user/bookings/${id}/card`, { cookie }), t().context(), {
              id,
            })
          ).status,
        ).toBe(404);
        expect((await give(id, "4242424242424242", cookie)).status).toBe(404);
        expect((await give(id, "1234", cookie)).status).toBe(404);
      }
      expect((await months(id))[0]!.tries).toBe(3);

      // Not a test card: 400, the number kept. A card with no funds: refused, the try counted, the
      // month still at risk, the stay's card unchanged.
      expect(await give(id, "1234")).toMatchObject({ status: 400, data: { number: "1234" } });
      const [savedBefore] = await db().select().from(bookingCards).where(eq(bookingCards.bookingId, id));
      const poor = await give(id, "4000000000009995");
      expect(poor).toMatchObject({ status: 402, data: { number: "4000000000009995" } });
      expect((poor.data as { error: string }).error).toMatch(/insufficient funds/);
      expect((await months(id))[0]).toMatchObject({ status: "at_risk", tries: 4 });
      expect((await db().select().from(bookingCards).where(eq(bookingCards.bookingId, id)))[0]).toEqual(
        savedBefore,
      );

      // A card that pays: month 2 charged at once under its fifth try's key; the trip again.
      const paid = await give(id, "4242 4242 4242 4242");
      expect(paid.status).toBe(302);
      expect(paid.location).toBe(`/user/bookings/${id}`);
      expect((await toastOf(paid))?.message).toMatch(/Paid with your new card/);
      expect((await months(id))[0]).toMatchObject({
        status: "paid",
        tries: 5,
        failure: null,
        chargingUntil: null,
      });
      expect(await chargeKeys(id)).toEqual(["charge", "charge:2:5"]);
      const [card] = await db().select().from(bookingCards).where(eq(bookingCards.bookingId, id));
      expect(card!.paymentMethod).not.toBe(savedBefore!.paymentMethod);
      expect(
        (
          await db()
            .select()
            .from(notifications)
            .where(and(eq(notifications.userId, ada.id)))
        ).find((n) => n.title.startsWith("Month 2 of your stay"))?.body,
      ).toMatch(/new card.*no longer at risk/);
      expect((await titles(host.id)).filter((title) => title.startsWith("Month 2 paid:"))).toHaveLength(1);

      // A second submit: nothing is waiting, nothing charged again.
      expect(await give(id, "4242424242424242")).toMatchObject({ status: 409 });
      expect(await chargeKeys(id)).toHaveLength(2);
      // The next month is charged to the new card by the sweep.
      const [, month3] = await months(id);
      expect((await sweepBookings(db(), month3!.dueAt, await payments(), id)).instalmentsCharged).toBe(1);
      expect(await chargeKeys(id)).toEqual(["charge", "charge:2:5", "charge:3:1"]);
      expect((await reconcileAll(db())).mismatches.filter((m) => m.bookingId === id)).toEqual([]);
    });

    it("a month being retried: the receipt shows its next try's day; a new card pays it, and the sweep's retry then charges nothing", async () => {
      const id = await longStay(140);
      const [month2] = await months(id);
      await sweepBookings(db(), month2!.dueAt, await payments(), id);
      const [retrying] = await months(id);
      expect(retrying).toMatchObject({ status: "retrying", tries: 1 });
      const shown = await call(
        receipt.loader,
        getRequest(`/user/bookings/${id}/receipt`, { cookie: ada.cookie }),
        t().context(),
        { id },
      );
      const toCome = (
        shown.data as { receipt: { toCome: { part: number; on: string; retryOn: string | null }[] } }
      ).receipt.toCome;
      // Month 2 is shown on its next try's day, a day after it was due; month 3 on its due day.
      expect(toCome[0]).toMatchObject({ part: 2, retryOn: expect.stringMatching(/^\d{4}-\d\d-\d\d$/) });
      expect(toCome[0]!.retryOn! > toCome[0]!.on).toBe(true);
      expect(toCome[1]).toMatchObject({ part: 3, retryOn: null });

      expect((await give(id, "4242424242424242")).status).toBe(302);
      expect(await chargeKeys(id)).toEqual(["charge", "charge:2:2"]);
      // The retry's time comes: the month is paid, the sweep charges nothing.
      const swept = await sweepBookings(db(), retrying!.nextTryAt!, await payments(), id);
      expect(swept.instalmentsCharged).toBe(0);
      expect(await chargeKeys(id)).toHaveLength(2);
      expect((await reconcileAll(db())).mismatches.filter((m) => m.bookingId === id)).toEqual([]);
    });

    it("a month the sweep is charging right now is not charged by a new card at the same time", async () => {
      const id = await longStay(240);
      const [month2] = await months(id);
      await sweepBookings(db(), month2!.dueAt, await payments(), id);
      // The sweep's claim on the month (as while it waits for the card network's answer).
      await db()
        .update(instalments)
        .set({ chargingUntil: new Date(Date.now() + 60_000) })
        .where(eq(instalments.id, month2!.id));
      const busy = await give(id, "4242424242424242");
      expect(busy.status).toBe(409);
      expect(await chargeKeys(id)).toEqual(["charge"]);
      // A claim left by a crash lapses: the new card pays.
      await db()
        .update(instalments)
        .set({ chargingUntil: new Date(Date.now() - 1_000) })
        .where(eq(instalments.id, month2!.id));
      expect((await give(id, "4242424242424242")).status).toBe(302);
      expect(await chargeKeys(id)).toEqual(["charge", "charge:2:2"]);
    });
  },
  { PAYMENTS_MODE: "demo" },
);
