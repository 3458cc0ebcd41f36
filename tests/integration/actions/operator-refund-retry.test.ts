import { and, eq } from "drizzle-orm";
import { beforeAll, expect, it, vi } from "vitest";
import { homeCounts } from "../../../app/modules/operator/counts.server.ts";
import { cancelBookingForSite, siteCancelState } from "../../../app/modules/operator/site-cancel.server.ts";
import { ledgerOf } from "../../../app/modules/payments/ledger.server.ts";
import { refundBooking } from "../../../app/modules/payments/money.server.ts";
import { paymentsContextFor } from "../../../app/modules/payments/processors.server.ts";
import { reconcileAll } from "../../../app/modules/payments/reconcile.server.ts";
import { addDays } from "../../../app/shared/dates.ts";
import * as operatorBooking from "../../../app/routes/operator/booking.tsx";
import * as operatorBookings from "../../../app/routes/operator/bookings.tsx";
import { notifications, operatorAudit, owners, payouts } from "../../../db/schema/index.ts";
import { createListing, createUser, type TestUser } from "../../helpers/factories.ts";
import { auditCount, createOperator, type TestOperator } from "../../helpers/operator.ts";
import { bookAndPay } from "../../helpers/checkout.ts";
import { describeWithPlatform } from "../../helpers/platform.ts";
import { call, formRequest, getRequest } from "../../helpers/requests.ts";

vi.setConfig({ testTimeout: 60_000 });
const today = () => new Date().toISOString().slice(0, 10);

describeWithPlatform(
  "the operator's money: refunds in parts, a refused refund tried again, a request's hold (demo payments)",
  (t) => {
    let operator: TestOperator;
    let ada: TestUser;
    let host: TestUser;
    let ownerId: number;
    const db = () => t().platform.database.db;

    /** A stay booked and paid (instant) or authorised (a request) through the checkout. */
    async function booked(instantBook: boolean) {
      const stay = await createListing(db(), { instantBook, ownerId });
      return bookAndPay(t(), ada.cookie, {
        slug: stay.slug,
        checkIn: addDays(today(), 60),
        fields: { message: instantBook ? "" : "We would love to stay." },
      });
    }

    beforeAll(async () => {
      operator = await createOperator(t());
      ada = await createUser(t(), { firstName: "Ada" });
      host = await createUser(t(), { firstName: "Hana" });
      const [owner] = await db().insert(owners).values({ name: "Hana", userId: host.id }).returning();
      ownerId = owner!.id;
    });

    it("a second partial refund of a booking has a key of its own", async () => {
      const id = await booked(true);
      const payments = (await paymentsContextFor(t().platform.env, db()))!;
      expect((await refundBooking(db(), payments, { bookingId: id, refundCents: () => 1_000 }))?.ok).toBe(
        true,
      );
      expect((await refundBooking(db(), payments, { bookingId: id, refundCents: () => 2_500 }))?.ok).toBe(
        true,
      );
      const refunds = (await ledgerOf(db(), id)).filter((row) => row.kind === "refund");
      expect(refunds.map((row) => [row.amountCents, row.idempotencyKey])).toEqual([
        [1_000, `booking:${id}:refund`],
        [2_500, `booking:${id}:refund:1:2`],
      ]);
      expect((await reconcileAll(db())).mismatches).toEqual([]);
    });

    it("a refund refused after the site's cancellation: the page offers a retry, which refunds once with one audit row", async () => {
      const id = await booked(true);
      const payments = (await paymentsContextFor(t().platform.env, db()))!;
      const refusing = {
        ...payments,
        processor: {
          ...payments.processor,
          refund: async () => ({ ok: false as const, code: "unavailable" as const, message: "Try later." }),
        },
      };
      const cancelled = await cancelBookingForSite(
        db(),
        refusing,
        { id: operator.id, email: operator.email },
        { bookingId: id, reason: "The home flooded.", refundCents: 5_000 },
      );
      expect(cancelled.ok && cancelled.value.payment?.ok).toBe(false);
      expect((await siteCancelState(db(), id))!.refundOwedCents).toBe(5_000);
      const page = await call(
        operatorBooking.loader,
        getRequest(`/operator/bookings/${id}`, { cookie: operator.cookie }),
        t().context(),
        { id },
      );
      expect(page.data).toMatchObject({ cancel: { refundOwed: "$50" } });

      const retry = (cookie: string) =>
        call(
          operatorBooking.action,
          formRequest(`/operator/bookings/${id}`, { intent: "retry-refund" }, { cookie }),
          t().context(),
          { id },
        );
      const before = await auditCount(t());
      for (const cookie of [ada.cookie, host.cookie, ""]) expect((await retry(cookie)).status).toBe(404);
      expect(await auditCount(t())).toBe(before);
      expect((await retry(operator.cookie)).status).toBe(302);
      const refunds = (await ledgerOf(db(), id)).filter((row) => row.kind === "refund");
      // The refused refund's own key: the processor never took it, so this is the same call.
      expect(refunds.map((row) => [row.amountCents, row.idempotencyKey])).toEqual([
        [5_000, `booking:${id}:refund`],
      ]);
      expect((await siteCancelState(db(), id))!.refundOwedCents).toBe(0);
      expect(await auditCount(t())).toBe(before + 1);
      const [row] = await db()
        .select()
        .from(operatorAudit)
        .where(and(eq(operatorAudit.objectId, id), eq(operatorAudit.action, "booking.refund_retried")));
      expect(row).toMatchObject({ before: { refundOwedCents: 5_000 }, after: { refundOwedCents: 0 } });
      // Pressed again: nothing is owed, nothing moves, nothing is written.
      expect((await retry(operator.cookie)).status).toBe(302);
      expect(await auditCount(t())).toBe(before + 1);
      expect((await ledgerOf(db(), id)).filter((r) => r.kind === "refund")).toHaveLength(1);
      expect((await reconcileAll(db())).mismatches).toEqual([]);
    });

    it("a request cancelled by the site: the owner is told the card hold was let go", async () => {
      const id = await booked(false);
      const payments = (await paymentsContextFor(t().platform.env, db()))!;
      const done = await cancelBookingForSite(
        db(),
        payments,
        { id: operator.id, email: operator.email },
        { bookingId: id, reason: "Suspected fraud.", refundCents: 0 },
      );
      expect(done.ok).toBe(true);
      const [told] = await db()
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, host.id), eq(notifications.link, `/host/reservations/${id}`)));
      expect(told!.body).toContain("The traveller's card hold is let go: nothing was charged.");
      expect((await ledgerOf(db(), id)).map((row) => row.kind)).toEqual(["hold", "release"]);
    });

    it("a failed payout counts on the home and opens in the bookings filter", async () => {
      const id = await booked(true);
      await db()
        .update(payouts)
        .set({ status: "failed", failure: "No account." })
        .where(eq(payouts.bookingId, id));
      const counts = await homeCounts(db());
      const failed = counts.find((c) => c.key === "failed-payouts")!;
      expect(failed).toMatchObject({ to: "/operator/bookings?status=payout-failed" });
      expect(failed.value).toBeGreaterThanOrEqual(1);
      const list = await call(
        operatorBookings.loader,
        getRequest("/operator/bookings?status=payout-failed", { cookie: operator.cookie }),
        t().context(),
      );
      expect((list.data as { bookings: { id: string }[] }).bookings.map((b) => b.id)).toContain(id);
      expect(counts.map((c) => c.key)).toEqual(expect.arrayContaining(["failed-payments", "disputes"]));
    });
  },
  { PAYMENTS_MODE: "demo" },
);
