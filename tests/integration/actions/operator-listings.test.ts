import { eq } from "drizzle-orm";
import { beforeAll, expect, it, vi } from "vitest";
import { changeStatus } from "../../../app/modules/hosting/hosting.server.ts";
import * as listingsPage from "../../../app/routes/operator/listings.tsx";
import * as settings from "../../../app/routes/operator/settings.tsx";
import * as hostReview from "../../../app/routes/host/listing-review.tsx";
import { listingPhotos, listings, owners } from "../../../db/schema/index.ts";
import { addListing, createUser, type TestUser } from "../../helpers/factories.ts";
import { auditCount, createOperator, type TestOperator } from "../../helpers/operator.ts";
import { describeWithPlatform } from "../../helpers/platform.ts";
import { call, formRequest, getRequest, type Fields } from "../../helpers/requests.ts";
import { itRefusesHostileForms } from "./hostile.ts";

vi.setConfig({ testTimeout: 60_000 });

describeWithPlatform("the operator console: listing review and settings", (t) => {
  let operator: TestOperator;
  let host: TestUser;
  let ownerId = 0;
  const db = () => t().platform.database.db;
  const decide = (fields: Fields, cookie = operator.cookie) =>
    call(listingsPage.action, formRequest("/operator/listings", fields, { cookie }), t().context());
  const setReview = (value: string, cookie = operator.cookie) =>
    call(
      settings.action,
      formRequest("/operator/settings", { listingReview: value, reason: "" }, { cookie }),
      t().context(),
    );
  const statusOf = async (id: number) => (await db().select().from(listings).where(eq(listings.id, id)))[0]!;
  /** A complete listing of the host, back to draft: ready to publish. */
  const draft = async () => {
    const id = await addListing(db(), { slug: `pending-review-${crypto.randomUUID().slice(0, 8)}`, ownerId });
    await db()
      .update(listings)
      .set({
        status: "draft",
        publishedAt: null,
        address: "12 Lake Street",
        latitude: 43.07,
        longitude: -89.4,
        description:
          "A quiet cottage by the lake with a fenced garden, a dog door and long walks at the door: room for two people and two dogs.",
      })
      .where(eq(listings.id, id));
    const photos = await db().select().from(listingPhotos).where(eq(listingPhotos.listingId, id));
    if (photos.length < 5)
      await db()
        .insert(listingPhotos)
        .values(
          Array.from({ length: 5 }, (_, position) => ({
            listingId: id,
            position: 10 + position,
            storageKey: `t/${id}/${position}`,
            alt: "Room",
          })),
        );
    return id;
  };
  const publishAsOwner = (id: number) =>
    call(
      hostReview.action,
      formRequest(`/host/listings/${id}/review`, { intent: "publish" }, { cookie: host.cookie }),
      t().context(),
      { id: String(id) },
    );

  beforeAll(async () => {
    operator = await createOperator(t());
    host = await createUser(t(), { firstName: "Hana", lastName: "Host" });
    const [owner] = await db().insert(owners).values({ name: "Hana", userId: host.id }).returning();
    ownerId = owner!.id;
  });

  it("answers 404 to anyone without the role on the listings and settings pages and actions", async () => {
    for (const cookie of [host.cookie, ""]) {
      const answers = [
        await call(listingsPage.loader, getRequest("/operator/listings", { cookie }), t().context()),
        await decide({ intent: "approve", listingId: "1" }, cookie),
        await call(settings.loader, getRequest("/operator/settings", { cookie }), t().context()),
        await setReview("on", cookie),
      ];
      expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 404]);
    }
  });

  it("review is off by default: publishing goes live at once", async () => {
    const page = await call(
      settings.loader,
      getRequest("/operator/settings", { cookie: operator.cookie }),
      t().context(),
    );
    expect(page.data).toMatchObject({ settings: { listingReview: false } });
    const id = await draft();
    const published = await changeStatus(db(), host.id, id, "publish");
    expect(published, JSON.stringify(published)).toMatchObject({ ok: true });
    expect((await statusOf(id)).status).toBe("published");
  });

  it("with review on, a published listing waits; rejected with a reason the owner reads; published again; approved — one row each", async () => {
    let before = await auditCount(t());
    expect((await setReview("on")).status).toBe(302);
    expect(await auditCount(t())).toBe(before + 1);
    expect((await setReview("on")).status).toBe(302); // no change, no row
    expect((await setReview("maybe")).status).toBe(400);
    expect(await auditCount(t())).toBe(before + 1);

    const id = await draft();
    const sent = await publishAsOwner(id);
    expect(sent.status).toBe(302);
    expect((await statusOf(id)).status).toBe("in_review");
    const queue = await call(
      listingsPage.loader,
      getRequest("/operator/listings", { cookie: operator.cookie }),
      t().context(),
    );
    expect((queue.data as { queue: { id: number }[] }).queue.map((l) => l.id)).toContain(id);

    before = await auditCount(t());
    expect((await decide({ intent: "reject", listingId: String(id), reason: " " })).status).toBe(400);
    expect(await auditCount(t())).toBe(before);
    expect(
      (
        await decide({
          intent: "reject",
          listingId: String(id),
          reason: "Please show the fenced garden in a photo.",
        })
      ).status,
    ).toBe(302);
    expect(await auditCount(t())).toBe(before + 1);
    expect(await statusOf(id)).toMatchObject({
      status: "draft",
      reviewNote: "Please show the fenced garden in a photo.",
    });
    // The owner reads it on the listing's publish step.
    const editor = await call(
      hostReview.loader,
      getRequest(`/host/listings/${id}/review`, { cookie: host.cookie }),
      t().context(),
      {
        id: String(id),
      },
    );
    expect(editor.data).toMatchObject({
      listing: { reviewNote: "Please show the fenced garden in a photo." },
    });

    // They answer by editing and publishing again: waiting again, the note gone.
    expect((await publishAsOwner(id)).status).toBe(302);
    expect(await statusOf(id)).toMatchObject({ status: "in_review", reviewNote: null });
    before = await auditCount(t());
    expect((await decide({ intent: "approve", listingId: String(id) })).status).toBe(302);
    expect(await auditCount(t())).toBe(before + 1);
    const approved = await statusOf(id);
    expect(approved.status).toBe("published");
    expect(approved.publishedAt).not.toBeNull();
    // Decided once: again is refused, nothing written.
    expect((await decide({ intent: "approve", listingId: String(id) })).status).toBe(409);
    expect((await decide({ intent: "approve", listingId: "999999999" })).status).toBe(404);
    expect(await auditCount(t())).toBe(before + 1);
    expect((await setReview("off")).status).toBe(302);
  });

  it("unpublishes a live listing with a reason its owner reads; one row", async () => {
    const id = await addListing(db(), { slug: `live-${crypto.randomUUID().slice(0, 8)}`, ownerId });
    const found = await call(
      listingsPage.loader,
      getRequest(`/operator/listings?q=${id}`, { cookie: operator.cookie }),
      t().context(),
    );
    expect((found.data as { live: { id: number }[] }).live.map((l) => l.id)).toContain(id);
    const before = await auditCount(t());
    expect((await decide({ intent: "unpublish", listingId: String(id) })).status).toBe(400);
    expect(
      (await decide({ intent: "unpublish", listingId: String(id), reason: "Photos of another house" }))
        .status,
    ).toBe(302);
    expect(await auditCount(t())).toBe(before + 1);
    expect(await statusOf(id)).toMatchObject({ status: "draft", reviewNote: "Photos of another house" });
    expect((await decide({ intent: "unpublish", listingId: String(id), reason: "again" })).status).toBe(409);
    expect(await auditCount(t())).toBe(before + 1);
  });

  itRefusesHostileForms(t, {
    name: "routes/operator/listings.tsx",
    action: listingsPage.action,
    path: "/operator/listings",
    fields: { intent: "approve", listingId: "1" },
    cookie: () => operator.cookie,
  });
  itRefusesHostileForms(t, {
    name: "routes/operator/settings.tsx",
    action: settings.action,
    path: "/operator/settings",
    fields: { listingReview: "on", reason: "" },
    cookie: () => operator.cookie,
  });
});
