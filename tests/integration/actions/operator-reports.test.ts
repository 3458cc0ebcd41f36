import { and, eq } from "drizzle-orm";
import { beforeAll, expect, it, vi } from "vitest";
import { handleFor } from "../../../app/modules/profiles/public-handle.server.ts";
import { reportReview } from "../../../app/modules/reviews/moderation.server.ts";
import { submitReview } from "../../../app/modules/reviews/reviews.server.ts";
import { submitGuestReview } from "../../../app/modules/reviews/window.server.ts";
import * as reportsPage from "../../../app/routes/operator/reports.tsx";
import * as home from "../../../app/routes/operator/home.tsx";
import * as contentReport from "../../../app/routes/user/content-report.tsx";
import * as travellerPage from "../../../app/routes/travellers/traveller.tsx";
import * as reservationsPage from "../../../app/routes/host/reservations.tsx";
import * as stayPage from "../../../app/routes/stays/detail.tsx";
import * as userPage from "../../../app/routes/operator/user.tsx";
import {
  accountSuspensions,
  contentReports,
  listings,
  notifications,
  operatorAudit,
  owners,
  pets,
  reviewReports,
  reviews,
} from "../../../db/schema/index.ts";
import { addAccount, addListing, createBooking, createUser, type TestUser } from "../../helpers/factories.ts";
import { auditCount, createOperator, type TestOperator } from "../../helpers/operator.ts";
import { describeWithPlatform } from "../../helpers/platform.ts";
import { call, formRequest, getRequest, type Fields } from "../../helpers/requests.ts";
import { itRefusesHostileForms } from "./hostile.ts";

vi.setConfig({ testTimeout: 60_000 });

describeWithPlatform("the operator console: one reports queue", (t) => {
  let operator: TestOperator;
  let host: TestUser;
  let traveller: TestUser;
  let reporter: TestUser;
  let slug = "";
  let listingId = 0;
  let reviewId = 0;
  let travellerHandle = "";
  const db = () => t().platform.database.db;
  const queue = (cookie: string) =>
    call(reportsPage.loader, getRequest("/operator/reports", { cookie }), t().context());
  const decide = (fields: Fields, cookie = operator.cookie) =>
    call(reportsPage.action, formRequest("/operator/reports", fields, { cookie }), t().context());
  const report = (kind: string, ref: string, fields: Fields, cookie = reporter.cookie) =>
    call(
      contentReport.action,
      formRequest(`/user/report/${kind}/${ref}`, fields, { cookie }),
      t().context(),
      { kind, ref },
    );
  const told = async (userId: string, type: "report_reviewed" | "content_moderated") =>
    db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));
  const items = async () =>
    ((await queue(operator.cookie)).data as { items: { kind: string; subject: string }[] }).items;

  beforeAll(async () => {
    operator = await createOperator(t());
    host = await createUser(t(), { firstName: "Hana", lastName: "Host" });
    traveller = await createUser(t(), { firstName: "Tara", lastName: "Traveller" });
    reporter = await createUser(t(), { firstName: "Rita", lastName: "Reporter" });
    const [owner] = await db().insert(owners).values({ name: "Hana", userId: host.id }).returning();
    slug = `reported-${crypto.randomUUID().slice(0, 8)}`;
    listingId = await addListing(db(), { slug, ownerId: owner!.id });
    // A completed stay both sides reviewed: both published.
    const { id } = await createBooking(db(), traveller.id, {
      listing: slug,
      status: "completed",
      checkIn: "2024-03-04",
      checkOut: "2024-03-06",
      pets: [{ name: "Max", species: "dog" }],
    });
    expect(
      (
        await submitReview(db(), {
          guestId: traveller.id,
          bookingId: id,
          rating: 1,
          petRating: 1,
          body: "The owner's neighbour at 12 Elm Street is awful.",
        })
      ).ok,
    ).toBe(true);
    expect(
      (
        await submitGuestReview(db(), {
          ownerId: host.id,
          bookingId: id,
          review: {
            rating: 4,
            cleanliness: 4,
            houseRules: 4,
            communication: 5,
            body: "Friendly guests.",
            privateFeedback: null,
            pets: [{ asDeclared: true, behaviour: 4, note: "" }],
          },
        })
      ).ok,
    ).toBe(true);
    const [review] = await db().select().from(reviews).where(eq(reviews.bookingId, id));
    reviewId = review!.id;
    expect(review!.publishedAt).not.toBeNull();
    travellerHandle = (await handleFor(db(), traveller.id))!;
  });

  it("answers 404 to a traveller, an owner and a visitor on the queue and every decision", async () => {
    for (const cookie of [traveller.cookie, host.cookie, ""]) {
      const answers = [
        await queue(cookie),
        await decide({ kind: "review", subject: `stay:${reviewId}`, intent: "hide", reason: "x" }, cookie),
        await decide({ kind: "user", subject: traveller.id, intent: "suspend", reason: "x" }, cookie),
        await decide({ kind: "listing", subject: String(listingId), intent: "remove", reason: "x" }, cookie),
      ];
      expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 404]);
    }
  });

  it("takes reports of a listing and of a person: a reason, once each, never one's own; what was typed is kept", async () => {
    const missing = await report("listing", slug, { reason: "", details: "Photos of another house" });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.data)).toContain("Photos of another house");
    expect(
      (await report("listing", slug, { reason: "scam", details: "Photos of another house" })).status,
    ).toBe(302);
    expect((await report("listing", slug, { reason: "scam" })).status).toBe(409);
    expect((await report("listing", slug, { reason: "scam" }, host.cookie)).status).toBe(403);
    expect((await report("listing", "no-such-home", { reason: "scam" })).status).toBe(404);
    expect((await report("house", slug, { reason: "scam" })).status).toBe(404);
    expect((await report("user", travellerHandle, { reason: "offensive", details: "Rude" })).status).toBe(
      302,
    );
    expect((await report("user", travellerHandle, { reason: "offensive" }, traveller.cookie)).status).toBe(
      403,
    );
    // The account id is no handle: a person is reported by their public page only.
    expect((await report("user", traveller.id, { reason: "offensive" })).status).toBe(404);
    const page = await call(
      contentReport.loader,
      getRequest(`/user/report/user/${travellerHandle}`, { cookie: reporter.cookie }),
      t().context(),
      { kind: "user", ref: travellerHandle },
    );
    expect(page.data).toEqual({ kind: "user", name: "Tara", back: `/travellers/${travellerHandle}` });
    expect(JSON.stringify(page.data)).not.toContain(traveller.id);
  });

  it("shows a traveller's public page by its handle, field by field; the owner's request list links it", async () => {
    const page = (handle: string, cookie = "") =>
      call(travellerPage.loader, getRequest(`/travellers/${handle}`, { cookie }), t().context(), { handle });
    const seen = await page(travellerHandle, host.cookie);
    expect(seen.status).toBe(200);
    const view = seen.data as {
      traveller: {
        firstName: string;
        stays: number;
        pets: { name: string; stays: number; declared: number }[];
        reviews: { body: string }[];
      };
      reportHref: string | null;
    };
    expect(view.traveller).toMatchObject({
      firstName: "Tara",
      stays: 1,
      // The page says the record in its reader's language ("1 stay with Max · as declared").
      pets: [{ name: "Max", stays: 1, declared: 1 }],
      reviews: [{ body: "Friendly guests." }],
    });
    expect(view.reportHref).toBe(`/user/report/user/${travellerHandle}`);
    const text = JSON.stringify(seen.data);
    for (const secret of [traveller.id, traveller.email, "Traveller", slug])
      expect(text).not.toContain(secret);
    // Their own page has no report link; an unknown handle or an account id is a 404.
    expect(
      ((await page(travellerHandle, traveller.cookie)).data as { reportHref: null }).reportHref,
    ).toBeNull();
    expect((await page("abcdefghijkl")).status).toBe(404);
    expect((await page(traveller.id)).status).toBe(404);
    const list = await call(
      reservationsPage.loader,
      getRequest("/host/reservations?tab=past", { cookie: host.cookie }),
      t().context(),
    );
    expect(JSON.stringify(list.data)).toContain(`/travellers/${travellerHandle}`);
    // A stay whose guest has no account (the demo data's guests) lists without a link, not a 500.
    await createBooking(db(), "demo-guest-7", {
      listing: slug,
      status: "completed",
      checkIn: "2024-05-04",
      checkOut: "2024-05-06",
    });
    const withGhost = await call(
      reservationsPage.loader,
      getRequest("/host/reservations?tab=past", { cookie: host.cookie }),
      t().context(),
    );
    expect(withGhost.status).toBe(200);
    const rows = (withGhost.data as { rows: { guestId?: string; travellerHref?: string }[] }).rows;
    expect(rows.map((r) => r.travellerHref ?? null)).toEqual([null, `/travellers/${travellerHandle}`]);
    expect(await handleFor(db(), "demo-guest-7")).toBeNull();
    // The traveller checking Max against a home reads Max's record, as owners will see it.
    const [max] = await db()
      .insert(pets)
      .values({ userId: traveller.id, name: "Max", species: "dog", weightLb: 30, weightUnit: "lb" })
      .returning();
    const stay = await call(
      stayPage.loader,
      getRequest(`/hotels/detail?listing=${slug}&pet=${max!.id}`, { cookie: traveller.cookie }),
      t().context(),
    );
    expect((stay.data as { petRecords: string[] }).petRecords).toEqual(["1 stay with Max · as declared"]);
  });

  it("rate-limits reports: 10 an hour, the 11th refused with when to try again", async () => {
    const someone = await createUser(t(), { firstName: "Quinn" });
    const answers = [];
    for (let i = 0; i < 11; i++) {
      const id = `rl-${i}-${crypto.randomUUID().slice(0, 8)}`;
      await addAccount(db(), id);
      answers.push(
        (await report("user", (await handleFor(db(), id))!, { reason: "other" }, someone.cookie)).status,
      );
    }
    expect(answers.slice(0, 10).every((s) => s === 302)).toBe(true);
    expect(answers[10]).toBe(429);
  });

  it("shows every kind in one queue, counted on Today", async () => {
    expect(
      (
        await reportReview(db(), {
          ref: { kind: "stay", id: reviewId },
          userId: reporter.id,
          reason: "private",
          details: "An address",
        })
      ).ok,
    ).toBe(true);
    const kinds = (await items()).map((i) => `${i.kind}:${i.subject}`);
    expect(kinds).toEqual(
      expect.arrayContaining([`review:stay:${reviewId}`, `listing:${listingId}`, `user:${traveller.id}`]),
    );
    const today = await call(
      home.loader,
      getRequest("/operator", { cookie: operator.cookie }),
      t().context(),
    );
    const open = (today.data as { counts: { key: string; value: number; to: string }[] }).counts.find(
      (c) => c.key === "open-reports",
    )!;
    expect(open.to).toBe("/operator/reports");
    expect(open.value).toBeGreaterThanOrEqual(3);
  });

  it("hides a reported review: one audit row, the author and the reporter told, the row kept", async () => {
    const before = await auditCount(t());
    expect(
      (await decide({ kind: "review", subject: `stay:${reviewId}`, intent: "remove", reason: "x" })).status,
    ).toBe(400);
    expect((await decide({ kind: "review", subject: `stay:${reviewId}`, intent: "hide" })).status).toBe(400);
    expect(await auditCount(t())).toBe(before);
    const hidden = await decide({
      kind: "review",
      subject: `stay:${reviewId}`,
      intent: "hide",
      reason: "It shares a neighbour's address.",
    });
    expect(hidden.status).toBe(302);
    expect(await auditCount(t())).toBe(before + 1);
    const [row] = await db().select().from(operatorAudit).orderBy(operatorAudit.id).limit(1).offset(before);
    expect(row).toMatchObject({
      action: "review.hidden",
      objectType: "review",
      objectId: `stay:${reviewId}`,
    });
    const [review] = await db().select().from(reviews).where(eq(reviews.id, reviewId));
    expect(review).toMatchObject({ hiddenBy: operator.id, hiddenReason: "It shares a neighbour's address." });
    const [settled] = await db().select().from(reviewReports).where(eq(reviewReports.reviewId, reviewId));
    expect(settled!.status).toBe("hidden");
    expect((await told(reporter.id, "report_reviewed")).map((n) => n.body).join()).toContain("we hid it");
    const author = await told(traveller.id, "content_moderated");
    expect(author).toHaveLength(1);
    expect(author[0]!.body).toContain("It shares a neighbour's address.");
    // Decided once.
    expect(
      (await decide({ kind: "review", subject: `stay:${reviewId}`, intent: "hide", reason: "again" })).status,
    ).toBe(409);
    expect(await auditCount(t())).toBe(before + 1);
    expect((await items()).some((i) => i.subject === `stay:${reviewId}`)).toBe(false);
  });

  it("unpublishes a reported listing with a reason its owner reads; one row; the reporter told", async () => {
    const before = await auditCount(t());
    expect(
      (await decide({ kind: "listing", subject: String(listingId), intent: "hide", reason: "x" })).status,
    ).toBe(400);
    expect(
      (
        await decide({
          kind: "listing",
          subject: String(listingId),
          intent: "remove",
          reason: "Photos of another house.",
        })
      ).status,
    ).toBe(302);
    expect(await auditCount(t())).toBe(before + 1);
    const [listing] = await db().select().from(listings).where(eq(listings.id, listingId));
    expect(listing).toMatchObject({ status: "draft", reviewNote: "Photos of another house." });
    expect((await told(host.id, "content_moderated"))[0]!.title).toBe("We unpublished one of your listings");
    expect((await told(reporter.id, "report_reviewed")).map((n) => n.body).join()).toContain(
      "we unpublished it",
    );
    const [settled] = await db()
      .select()
      .from(contentReports)
      .where(and(eq(contentReports.subjectKind, "listing"), eq(contentReports.subjectId, String(listingId))));
    expect(settled!.status).toBe("removed");
  });

  it("suspends a reported person: one audit row (the suspension), signed out, the reporter told", async () => {
    const before = await auditCount(t());
    expect((await decide({ kind: "user", subject: traveller.id, intent: "hide", reason: "x" })).status).toBe(
      400,
    );
    expect(
      (await decide({ kind: "user", subject: "no-such-user", intent: "suspend", reason: "x" })).status,
    ).toBe(404);
    expect(
      (await decide({ kind: "user", subject: traveller.id, intent: "suspend", reason: "Threats to owners." }))
        .status,
    ).toBe(302);
    expect(await auditCount(t())).toBe(before + 1);
    const [row] = await db().select().from(operatorAudit).orderBy(operatorAudit.id).limit(1).offset(before);
    expect(row).toMatchObject({ action: "user.suspended", objectId: traveller.id });
    expect(
      await db().select().from(accountSuspensions).where(eq(accountSuspensions.userId, traveller.id)),
    ).toHaveLength(1);
    // The suspended traveller's session is gone: the console (and everything else) treats them as a visitor.
    expect((await queue(traveller.cookie)).status).toBe(404);
    expect((await told(reporter.id, "report_reviewed")).map((n) => n.body).join()).toContain("We suspended");
    // Their public page is gone too, so nobody can report them again.
    expect(
      (
        await call(travellerPage.loader, getRequest(`/travellers/${travellerHandle}`), t().context(), {
          handle: travellerHandle,
        })
      ).status,
    ).toBe(404);
    expect((await report("user", travellerHandle, { reason: "other" }, host.cookie)).status).toBe(404);
  });

  it("dismisses: one row, the reporter told it stays", async () => {
    const [owner] = await db().insert(owners).values({ name: "Ola", userId: null }).returning();
    const other = `kept-${crypto.randomUUID().slice(0, 8)}`;
    const otherId = await addListing(db(), { slug: other, ownerId: owner!.id });
    expect((await report("listing", other, { reason: "false" })).status).toBe(302);
    const before = await auditCount(t());
    expect((await decide({ kind: "listing", subject: String(otherId), intent: "dismiss" })).status).toBe(302);
    expect(await auditCount(t())).toBe(before + 1);
    expect((await told(reporter.id, "report_reviewed")).map((n) => n.body).join()).toContain("it stays");
    // An owner without an account: nobody to suspend.
    expect((await report("listing", other, { reason: "false" }, host.cookie)).status).toBe(302);
    expect(
      (await decide({ kind: "listing", subject: String(otherId), intent: "suspend", reason: "x" })).status,
    ).toBe(409);
    expect(await auditCount(t())).toBe(before + 1);
  });

  it("lists on a user's page the reports they made and those about them, of every kind", async () => {
    const pageOf = async (id: string) =>
      (
        await call(
          userPage.loader,
          getRequest(`/operator/users/${id}`, { cookie: operator.cookie }),
          t().context(),
          {
            id,
          },
        )
      ).data as {
        reportsFiled: { kind: string; status: string }[];
        reportsAgainst: { kind: string; status: string }[];
      };
    const about = (await pageOf(traveller.id)).reportsAgainst;
    expect(about).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: "user", status: "suspended" }),
        expect.objectContaining({ kind: "review", status: "hidden" }),
      ]),
    );
    // The page names each kind in its language (operator.user.kind).
    const made = (await pageOf(reporter.id)).reportsFiled.map((r) => r.kind);
    expect(made).toEqual(expect.arrayContaining(["listing", "user", "review"]));
    expect((await pageOf(host.id)).reportsAgainst.map((r) => r.kind)).toContain("listing");
  });

  itRefusesHostileForms(t, {
    name: "routes/operator/reports.tsx",
    action: reportsPage.action,
    path: "/operator/reports",
    fields: { kind: "listing", subject: "1", intent: "dismiss" },
    cookie: () => operator.cookie,
  });
  itRefusesHostileForms(t, {
    name: "routes/user/content-report.tsx",
    action: contentReport.action,
    path: "/user/report/listing/x",
    fields: { reason: "other" },
    cookie: () => reporter.cookie,
    params: () => ({ kind: "listing", ref: "x" }),
  });
});
