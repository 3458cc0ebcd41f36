import { and, eq, sql } from "drizzle-orm";
import { beforeAll, expect, it, vi } from "vitest";
import { sweepBookings } from "../../../app/modules/bookings/sweeps.server.ts";
import { homeCounts } from "../../../app/modules/operator/counts.server.ts";
import { ledgerOf } from "../../../app/modules/payments/ledger.server.ts";
import { paymentsContextFor } from "../../../app/modules/payments/processors.server.ts";
import { reconcileAll } from "../../../app/modules/payments/reconcile.server.ts";
import { addDays } from "../../../app/shared/dates.ts";
import * as hostClaim from "../../../app/routes/host/reservation-claim.tsx";
import * as operatorBooking from "../../../app/routes/operator/booking.tsx";
import * as operatorClaim from "../../../app/routes/operator/claim.tsx";
import * as operatorClaims from "../../../app/routes/operator/claims.tsx";
import * as tripClaim from "../../../app/routes/user/trip-claim.tsx";
import * as trip from "../../../app/routes/user/booking-detail.tsx";
import {
  bookingCards,
  bookings,
  damageClaims,
  notifications,
  operatorAudit,
  owners,
  profiles,
} from "../../../db/schema/index.ts";
import { createListing, createUser, type TestUser } from "../../helpers/factories.ts";
import { auditCount, createOperator, type TestOperator } from "../../helpers/operator.ts";
import { bookAndPay } from "../../helpers/checkout.ts";
import { describeWithPlatform } from "../../helpers/platform.ts";
import { call, formRequest, getRequest, multipartRequest, type Fields } from "../../helpers/requests.ts";

vi.setConfig({ testTimeout: 60_000 });
const today = () => new Date().toISOString().slice(0, 10);
const HOUR = 3_600_000;

describeWithPlatform(
  "pet damage claims (demo payments)",
  (t) => {
    let operator: TestOperator;
    let ada: TestUser;
    let host: TestUser;
    let stranger: TestUser;
    let ownerId: number;
    const db = () => t().platform.database.db;

    /**
     * A stay booked with a dog and paid through the checkout (the card kept for the $200 deposit),
     * then moved into the past (it ended `endedDaysAgo` days ago) and completed. A home of its own
     * (the same owner's), so moved stays never share nights.
     */
    async function finishedStay(endedDaysAgo = 2) {
      const stay = await createListing(db(), { instantBook: true, ownerId }, { petDepositCents: 20_000 });
      const id = await bookAndPay(t(), ada.cookie, {
        slug: stay.slug,
        checkIn: addDays(today(), 200),
        fields: { "pets.0.name": "Rex", "pets.0.species": "dog", "pets.0.weightLb": "30" },
      });
      const end = addDays(today(), -endedDaysAgo);
      // The past: the stay happened.
      await db()
        .update(bookings)
        .set({ status: "completed", stay: `[${addDays(end, -2)},${end})` })
        .where(eq(bookings.id, id));
      return id;
    }
    const file = (id: string, fields: Record<string, string | File>, cookie = host.cookie) =>
      call(
        hostClaim.action,
        multipartRequest(`/host/reservations/${id}/claim`, fields, { cookie }),
        t().context(),
        {
          id,
        },
      );
    const answer = (id: string, fields: Fields, cookie = ada.cookie) =>
      call(tripClaim.action, formRequest(`/user/bookings/${id}/claim`, fields, { cookie }), t().context(), {
        id,
      });
    const decide = (claimId: string, fields: Fields, cookie = operator.cookie) =>
      call(
        operatorClaim.action,
        formRequest(`/operator/claims/${claimId}`, fields, { cookie }),
        t().context(),
        { id: claimId },
      );
    const claimOf = async (id: string) =>
      (await db().select().from(damageClaims).where(eq(damageClaims.bookingId, id)))[0]!;
    const claimRows = async (id: string) =>
      (await ledgerOf(db(), id)).filter((row) => row.note === "Pet damage claim");
    const reconciled = async () => expect((await reconcileAll(db())).mismatches).toEqual([]);

    beforeAll(async () => {
      operator = await createOperator(t());
      ada = await createUser(t(), { firstName: "Ada" });
      host = await createUser(t(), { firstName: "Hana" });
      stranger = await createUser(t(), { firstName: "Sam" });
      const [owner] = await db().insert(owners).values({ name: "Hana", userId: host.id }).returning();
      ownerId = owner!.id;
    });

    it("keeps the card at the checkout of a stay with a deposit; filed, accepted → charged and paid to the owner", async () => {
      const id = await finishedStay();
      expect(await db().select().from(bookingCards).where(eq(bookingCards.bookingId, id))).toHaveLength(1);
      // The owner's page offers the form; the trip shows no claim yet.
      const form = await call(
        hostClaim.loader,
        getRequest(`/host/reservations/${id}/claim`, { cookie: host.cookie }),
        t().context(),
        { id },
      );
      expect(form.data).toMatchObject({ claim: null, deposit: "$200" });
      // The lead names the home, and the reference only when the booking has one (no dangling "·").
      const lead = (form.data as { lead: string }).lead;
      expect(lead).not.toMatch(/·\s*$/);
      expect(lead.startsWith("·")).toBe(false);
      expect((form.data as { fileUntil: string | null }).fileUntil).not.toBeNull();

      const filed = await file(id, {
        amount: "120",
        description: "Rex chewed the leg of the dining table.",
        photos: new File([PNG], "table.png", { type: "image/png" }),
      });
      expect(filed.status).toBe(302);
      const claim = await claimOf(id);
      expect(claim).toMatchObject({ status: "open", amountCents: 12_000, currency: "USD" });
      // The photo went through the upload pipeline: re-encoded, stored under a random name.
      expect(claim.photos).toHaveLength(1);
      expect(claim.photos[0]).toMatch(new RegExp(`^/media/claims/${id}/[0-9a-f]{24}\\.png$`));
      const told = await db()
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, ada.id), eq(notifications.type, "damage_claim")));
      expect(
        told.some((n) => n.title.startsWith("A pet damage claim of $120") && n.emailStatus === "pending"),
      ).toBe(true);
      // A second claim for the stay: refused.
      expect((await file(id, { amount: "10", description: "And a scratch on the door." })).status).toBe(409);

      // Both sides see its state.
      const tripPage = await call(
        trip.loader,
        getRequest(`/user/bookings/${id}`, { cookie: ada.cookie }),
        t().context(),
        { id },
      );
      expect(tripPage.data).toMatchObject({
        claim: { claim: { amount: "$120", state: "Waiting for your answer" } },
      });

      const accepted = await answer(id, { intent: "accept" });
      expect(accepted.status).toBe(302);
      expect(await claimOf(id)).toMatchObject({
        status: "charged",
        outcome: "accepted",
        chargeCents: 12_000,
      });
      const rows = await claimRows(id);
      expect(rows.map((r) => [r.kind, r.amountCents, r.idempotencyKey])).toEqual([
        ["claim", 12_000, `booking:${id}:claim`],
        ["payout", 12_000, `booking:${id}:claim:payout`],
      ]);
      expect((await claimOf(id)).paidOutAt).not.toBeNull();
      // Answering again: 409, nothing moves twice.
      expect((await answer(id, { intent: "accept" })).status).toBe(409);
      expect(await claimRows(id)).toHaveLength(2);
      const ownerTold = await db()
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, host.id), eq(notifications.type, "damage_claim")));
      expect(ownerTold.some((n) => n.title.startsWith("Your pet damage claim of $120 was charged"))).toBe(
        true,
      );
      // The operator's timeline shows it.
      const timeline = await call(
        operatorBooking.loader,
        getRequest(`/operator/bookings/${id}`, { cookie: operator.cookie }),
        t().context(),
        { id },
      );
      // Claims' lines come as text; the page words a money movement (operator.booking.moneyLine).
      const whats = (
        timeline.data as {
          timeline: { what: { kind: string; text?: string; movement?: string; amount?: string } }[];
        }
      ).timeline.map((row) => row.what);
      expect(whats).toEqual(
        expect.arrayContaining([
          { kind: "claim", text: "Pet damage claim filed: $120" },
          { kind: "claim", text: "Claim accepted by the traveller" },
          { kind: "money", movement: "claim", amount: "$120" },
        ]),
      );
      await reconciled();
    });

    it("over the deposit → 400 keeping what was typed; after 14 days → refused; a stranger → 404", async () => {
      const id = await finishedStay();
      const over = await file(id, { amount: "250", description: "The sofa is ruined by scratches." });
      expect(over.status).toBe(400);
      expect(over.data).toMatchObject({
        fieldErrors: { amount: "A claim can be at most the pet damage deposit." },
        values: { amount: "250", description: "The sofa is ruined by scratches." },
      });
      // Not a picture: 415 on the photos, what was typed kept, nothing filed.
      const notPicture = await file(id, {
        amount: "50",
        description: "The sofa is ruined by scratches.",
        photos: new File(["<html></html>"], "sofa.png", { type: "image/png" }),
      });
      expect(notPicture.status).toBe(415);
      expect(notPicture.data).toMatchObject({
        fieldErrors: { photos: expect.stringContaining("not a picture") },
        values: { amount: "50" },
      });
      const short = await file(id, { amount: "abc", description: "x" });
      expect(short.status).toBe(400);
      expect(Object.keys((short.data as { fieldErrors: object }).fieldErrors).sort()).toEqual([
        "amount",
        "description",
      ]);
      // Someone else's reservation, or a trip that is not theirs: 404, like none.
      expect(
        (await file(id, { amount: "50", description: "Not my home at all, truly." }, stranger.cookie)).status,
      ).toBe(404);
      expect(
        (await file(id, { amount: "50", description: "The traveller files on themselves." }, ada.cookie))
          .status,
      ).toBe(404);
      expect(
        (
          await call(
            hostClaim.loader,
            getRequest(`/host/reservations/${id}/claim`, { cookie: stranger.cookie }),
            t().context(),
            { id },
          )
        ).status,
      ).toBe(404);
      expect(await db().select().from(damageClaims).where(eq(damageClaims.bookingId, id))).toHaveLength(0);

      const late = await finishedStay(15);
      const refused = await file(late, { amount: "50", description: "Found later: a chewed rug." });
      expect(refused.status).toBe(409);
      expect(refused.data).toMatchObject({
        formError: "Claims can be filed only within 14 days after check-out.",
      });
      // The traveller's side of someone else's claim: 404.
      await file(id, { amount: "50", description: "A chewed rug by the door." });
      expect((await answer(id, { intent: "accept" }, stranger.cookie)).status).toBe(404);
      expect((await answer(id, { intent: "accept" }, host.cookie)).status).toBe(404);
      expect(
        (
          await call(
            tripClaim.loader,
            getRequest(`/user/bookings/${id}/claim`, { cookie: stranger.cookie }),
            t().context(),
            { id },
          )
        ).status,
      ).toBe(404);
      expect((await claimOf(id)).status).toBe("open");
    });

    it("unanswered in 72 hours → charged by the sweep (narrowed to the booking)", async () => {
      const id = await finishedStay();
      // Each side is written to in their saved language (issue 38): the traveller Spanish, the owner Arabic.
      const speak = (user: TestUser, language: string) =>
        db().update(profiles).set({ language }).where(eq(profiles.id, user.id));
      await Promise.all([speak(ada, "es"), speak(host, "ar")]);
      expect((await file(id, { amount: "80.50", description: "Scratched floor in the hall." })).status).toBe(
        302,
      );
      const payments = (await paymentsContextFor(t().platform.env, db()))!;
      // Before the 72 hours: nothing.
      await sweepBookings(db(), new Date(Date.now() + 71 * HOUR), payments, id);
      expect((await claimOf(id)).status).toBe("open");
      await sweepBookings(db(), new Date(Date.now() + 73 * HOUR), payments, id);
      expect(await claimOf(id)).toMatchObject({
        status: "charged",
        outcome: "unanswered",
        chargeCents: 8_050,
      });
      expect((await claimRows(id)).map((r) => r.kind)).toEqual(["claim", "payout"]);
      const titles = async (user: TestUser) =>
        (
          await db()
            .select({ title: notifications.title })
            .from(notifications)
            .where(and(eq(notifications.userId, user.id), eq(notifications.type, "damage_claim")))
        ).map((n) => n.title);
      await Promise.all([speak(ada, "en"), speak(host, "en")]);
      expect(await titles(ada)).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^Una reclamación por daños de mascotas de 80,50\sUS\$/),
          expect.stringMatching(/^Se cobraron 80,50\sUS\$ por daños de mascotas$/),
        ]),
      );
      expect(await titles(host)).toEqual(expect.arrayContaining(["لم يصل ردّ على مطالبتك خلال ٧٢ ساعة"]));
      // Too late to answer now.
      expect((await answer(id, { intent: "dispute", note: "Not us." })).status).toBe(409);
      await reconciled();
    });

    it("disputed → the operator decides a part: one audit row, both told, charged; non-operators get 404", async () => {
      const id = await finishedStay();
      expect((await file(id, { amount: "150", description: "Torn curtains in the bedroom." })).status).toBe(
        302,
      );
      expect((await answer(id, { intent: "dispute", note: "They were torn when we came." })).status).toBe(
        302,
      );
      const claim = await claimOf(id);
      expect(claim).toMatchObject({ status: "disputed", guestNote: "They were torn when we came." });
      const counts = await homeCounts(db());
      expect(counts.find((c) => c.key === "disputes")!.value).toBeGreaterThanOrEqual(1);
      const queue = await call(
        operatorClaims.loader,
        getRequest("/operator/claims", { cookie: operator.cookie }),
        t().context(),
      );
      expect((queue.data as { claims: { id: string }[] }).claims.some((c) => c.id === claim.id)).toBe(true);

      const before = await auditCount(t());
      for (const cookie of [ada.cookie, host.cookie, stranger.cookie, ""]) {
        expect((await decide(claim.id, { decision: "all", reason: "x" }, cookie)).status).toBe(404);
        expect(
          (
            await call(
              operatorClaim.loader,
              getRequest(`/operator/claims/${claim.id}`, { cookie }),
              t().context(),
              { id: claim.id },
            )
          ).status,
        ).toBe(404);
        expect(
          (await call(operatorClaims.loader, getRequest("/operator/claims", { cookie }), t().context()))
            .status,
        ).toBe(404);
      }
      const over = await decide(claim.id, { decision: "part", amount: "151", reason: "Half each." });
      expect(over.status).toBe(400);
      expect(over.data).toMatchObject({ values: { amount: "151", reason: "Half each." } });
      expect((await decide(claim.id, { decision: "part", amount: "75", reason: "" })).status).toBe(400);
      expect(await auditCount(t())).toBe(before);

      const done = await decide(claim.id, {
        decision: "part",
        amount: "75",
        reason: "The check-in photos show a small tear already.",
      });
      expect(done.status).toBe(302);
      expect(await claimOf(id)).toMatchObject({ status: "charged", outcome: "decided", chargeCents: 7_500 });
      expect(await auditCount(t())).toBe(before + 1);
      const [audit] = await db()
        .select()
        .from(operatorAudit)
        .where(and(eq(operatorAudit.objectType, "claim"), eq(operatorAudit.objectId, claim.id)));
      expect(audit).toMatchObject({
        action: "claim.decided",
        reason: "The check-in photos show a small tear already.",
      });
      for (const user of [ada, host]) {
        const told = await db()
          .select()
          .from(notifications)
          .where(
            and(eq(notifications.userId, user.id), sql`${notifications.title} like 'The site decided%'`),
          );
        expect(told).toHaveLength(1);
      }
      // Decided already: 409, no second audit row.
      expect((await decide(claim.id, { decision: "none", reason: "Again." })).status).toBe(409);
      expect(await auditCount(t())).toBe(before + 1);
      expect((await claimRows(id)).map((r) => r.amountCents)).toEqual([7_500, 7_500]);
      await reconciled();
    });

    it("the operator may decide nothing: closed, nothing charged, one audit row", async () => {
      const id = await finishedStay();
      await file(id, { amount: "40", description: "A stain on the rug by the sofa." });
      await answer(id, { intent: "dispute", note: "" });
      const claim = await claimOf(id);
      const before = await auditCount(t());
      expect((await decide(claim.id, { decision: "none", reason: "No proof of damage." })).status).toBe(302);
      expect(await claimOf(id)).toMatchObject({ status: "closed", outcome: "decided", chargeCents: null });
      expect(await claimRows(id)).toHaveLength(0);
      expect(await auditCount(t())).toBe(before + 1);
      await reconciled();
    });
  },
  { PAYMENTS_MODE: "demo" },
);

/** A 4×4 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWM4UWEDRwzEcQBykhfBtvHR2gAAAABJRU5ErkJggg==",
  "base64",
);
