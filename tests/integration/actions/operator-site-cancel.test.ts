import { and, eq } from "drizzle-orm";
import { beforeAll, expect, it, vi } from "vitest";
import { ledgerOf } from "../../../app/modules/payments/ledger.server.ts";
import { reconcileAll } from "../../../app/modules/payments/reconcile.server.ts";
import { addDays } from "../../../app/shared/dates.ts";
import * as reservation from "../../../app/routes/host/reservation.tsx";
import * as operatorBooking from "../../../app/routes/operator/booking.tsx";
import * as trip from "../../../app/routes/user/booking-detail.tsx";
import {
  bookingEvents,
  bookings,
  demoPayments,
  notifications,
  operatorAudit,
  owners,
} from "../../../db/schema/index.ts";
import { createListing, createUser, type TestListing, type TestUser } from "../../helpers/factories.ts";
import { auditCount, createOperator, type TestOperator } from "../../helpers/operator.ts";
import { bookToCheckout, payCheckoutForm } from "../../helpers/bookings.ts";
import { describeWithPlatform } from "../../helpers/platform.ts";
import { call, formRequest, getRequest, type Fields } from "../../helpers/requests.ts";

vi.setConfig({ testTimeout: 60_000 });
const today = () => new Date().toISOString().slice(0, 10);

describeWithPlatform(
  "the operator console: cancel on the site's behalf (demo payments)",
  (t) => {
    let operator: TestOperator;
    let ada: TestUser;
    let host: TestUser;
    let stay: TestListing;
    const db = () => t().platform.database.db;
    let week = 0;
    /** A stay booked and paid through the checkout (instant book, demo card). */
    async function paidBooking() {
      const id = await bookToCheckout(t(), ada.cookie, stay.slug, addDays(today(), 60 + 7 * week++));
      const paid = await payCheckoutForm(t(), id, "4242424242424242", ada.cookie);
      expect(paid.location).toBe(`/hotels/confirm?booking=${id}`);
      return id;
    }
    const cancel = (id: string, fields: Fields, cookie = operator.cookie) =>
      call(
        operatorBooking.action,
        formRequest(`/operator/bookings/${id}`, fields, { cookie }),
        t().context(),
        { id },
      );
    const page = async (id: string) =>
      (
        await call(
          operatorBooking.loader,
          getRequest(`/operator/bookings/${id}`, { cookie: operator.cookie }),
          t().context(),
          { id },
        )
      ).data as { cancel: { open: boolean; refundable: { cents: number; typed: string } | null } };
    const refunds = async (id: string) => (await ledgerOf(db(), id)).filter((row) => row.kind === "refund");

    beforeAll(async () => {
      operator = await createOperator(t());
      ada = await createUser(t(), { firstName: "Ada" });
      host = await createUser(t(), { firstName: "Hana" });
      const [owner] = await db().insert(owners).values({ name: "Hana", userId: host.id }).returning();
      stay = await createListing(db(), { instantBook: true, ownerId: owner!.id });
    });

    it("answers 404 to a traveller, the owner and a visitor, and changes nothing", async () => {
      const id = await paidBooking();
      const before = await auditCount(t());
      for (const cookie of [ada.cookie, host.cookie, ""])
        expect((await cancel(id, { reason: "x", amount: "" }, cookie)).status).toBe(404);
      const [row] = await db().select().from(bookings).where(eq(bookings.id, id));
      expect(row!.status).toBe("confirmed");
      expect(await auditCount(t())).toBe(before);
    });

    it("a partial refund: more than paid → 400 keeping what was typed; then cancelled, refunded, told, audited once", async () => {
      const id = await paidBooking();
      const form = await page(id);
      const [booked] = await db().select().from(bookings).where(eq(bookings.id, id));
      expect(form.cancel).toMatchObject({ open: true, refundable: { cents: booked!.totalCents } });
      const before = await auditCount(t());
      const over = await cancel(id, { amount: "999999", reason: "The home flooded." });
      expect(over.status).toBe(400);
      expect(over.data).toMatchObject({ amount: "999999", reason: "The home flooded." });
      const noReason = await cancel(id, { amount: "10", reason: "  " });
      expect(noReason.status).toBe(400);
      expect(noReason.data).toMatchObject({ amount: "10" });
      expect(await auditCount(t())).toBe(before);

      const done = await cancel(id, { amount: "10.50", reason: "The home flooded." });
      expect(done.status).toBe(302);
      const [row] = await db().select().from(bookings).where(eq(bookings.id, id));
      expect(row).toMatchObject({
        status: "cancelled",
        cancelledBy: "site",
        cancellationReason: "The home flooded.",
        refundCents: 1050,
      });
      expect((await refunds(id)).map((r) => r.amountCents)).toEqual([1050]);
      expect(await auditCount(t())).toBe(before + 1);
      const [audit] = await db()
        .select()
        .from(operatorAudit)
        .where(and(eq(operatorAudit.objectType, "booking"), eq(operatorAudit.objectId, id)));
      expect(audit).toMatchObject({ action: "booking.cancelled", reason: "The home flooded." });
      expect(audit!.after).toMatchObject({ status: "cancelled", refundCents: 1050 });
      const history = await db().select().from(bookingEvents).where(eq(bookingEvents.bookingId, id));
      expect(history.some((e) => e.note.startsWith("Cancelled by the site: The home flooded."))).toBe(true);
      expect((await reconcileAll(db())).mismatches).toEqual([]);

      // Both sides are told, and their pages say so.
      const told = await db()
        .select()
        .from(notifications)
        .where(eq(notifications.link, `/user/bookings/${id}`));
      expect(told.some((n) => n.userId === ada.id && n.title.startsWith("The site cancelled"))).toBe(true);
      const ownerTold = await db()
        .select()
        .from(notifications)
        .where(eq(notifications.link, `/host/reservations/${id}`));
      expect(ownerTold.some((n) => n.userId === host.id && n.title.startsWith("The site cancelled"))).toBe(
        true,
      );
      const tripPage = await call(
        trip.loader,
        getRequest(`/user/bookings/${id}`, { cookie: ada.cookie }),
        t().context(),
        { id },
      );
      expect(tripPage.data).toMatchObject({ ending: "cancelled-by-site", money: { refundedCents: 1050 } });
      const hostPage = await call(
        reservation.loader,
        getRequest(`/host/reservations/${id}`, { cookie: host.cookie }),
        t().context(),
        { id },
      );
      expect(hostPage.data).toMatchObject({ status: "cancelled", cancelledBy: "site" });

      // Already cancelled: 409, nothing more moves.
      const again = await cancel(id, { amount: "5", reason: "Again." });
      expect(again.status).toBe(409);
      expect(await auditCount(t())).toBe(before + 1);
      expect((await page(id)).cancel.open).toBe(false);
    });

    it("a full refund by default; a double submit refunds once", async () => {
      const id = await paidBooking();
      const [booked] = await db().select().from(bookings).where(eq(bookings.id, id));
      const before = await auditCount(t());
      const [first, second] = await Promise.all([
        cancel(id, { amount: "", reason: "Owner unreachable." }),
        cancel(id, { amount: "", reason: "Owner unreachable." }),
      ]);
      expect([first.status, second.status].sort()).toEqual([302, 409]);
      expect((await refunds(id)).map((r) => r.amountCents)).toEqual([booked!.totalCents]);
      // The processor gave back once, the whole charge.
      const charge = (await ledgerOf(db(), id)).find((row) => row.kind === "charge")!;
      const processorRefunds = await db()
        .select()
        .from(demoPayments)
        .where(and(eq(demoPayments.kind, "refund"), eq(demoPayments.parent, charge.processorRef)));
      expect(processorRefunds.map((r) => r.amountCents)).toEqual([booked!.totalCents]);
      expect(await auditCount(t())).toBe(before + 1);
      expect((await reconcileAll(db())).mismatches).toEqual([]);
    });
  },
  { PAYMENTS_MODE: "demo" },
);
