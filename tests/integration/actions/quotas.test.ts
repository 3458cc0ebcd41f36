import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, expect, it, vi } from "vitest";
import { listings, owners } from "../../../db/schema/index.ts";
import { takeQuota } from "../../../app/platform/quotas.server.ts";
import { QUOTAS } from "../../../app/shared/quotas.ts";
import * as avatarApi from "../../../app/routes/api/profile-avatar.ts";
import * as events from "../../../app/routes/api/notification-events.ts";
import * as listingNew from "../../../app/routes/host/listing-new.tsx";
import { createUser, type TestUser } from "../../helpers/factories.ts";
import { describeWithPlatform } from "../../helpers/platform.ts";
import {
  call,
  formAnswer,
  formRequest,
  getRequest,
  multipartRequest,
  type Fields,
} from "../../helpers/requests.ts";

vi.setConfig({ testTimeout: 120_000 });

const PLACE: Fields = {
  propertyType: "cottage",
  placeKind: "entire",
  address: "3 Quota Lane",
  city: "Madison",
  region: "Wisconsin",
  postcode: "53703",
  country: "United States",
  timeZone: "",
  latitude: "43.0731",
  longitude: "-89.4012",
};

/** Per-account quotas at the actions: a clear message and a 429 past each. */
describeWithPlatform("quotas at the actions", (t) => {
  let drafter: TestUser;
  let watcher: TestUser;
  const db = () => t().platform.database.db;

  beforeAll(async () => {
    drafter = await createUser(t(), { firstName: "Dee", lastName: "Drafts" });
    watcher = await createUser(t(), { firstName: "Wes", lastName: "Watcher" });
  });

  it(`at most ${QUOTAS.openDrafts} drafts at once, and ${QUOTAS.newListings.limit} new listings a day; what was typed stays`, async () => {
    const start = () =>
      call(
        listingNew.action,
        formRequest("/host/listings/new", PLACE, { cookie: drafter.cookie }),
        t().context(),
      );
    for (let i = 0; i < QUOTAS.openDrafts; i++) expect((await start()).status, `draft ${i + 1}`).toBe(302);
    const refused = await start();
    expect(refused.status).toBe(429);
    expect(formAnswer(refused)).toMatchObject({
      formError: expect.stringMatching(/You have 10 drafts already/),
      values: { address: "3 Quota Lane", city: "Madison" },
    });
    // Archiving one makes room for a draft, but not for more new listings today.
    const [mine] = await db()
      .select({ id: listings.id })
      .from(listings)
      .innerJoin(owners, eq(owners.id, listings.ownerId))
      .where(eq(owners.userId, drafter.id))
      .limit(1);
    await db().update(listings).set({ status: "archived" }).where(eq(listings.id, mine!.id));
    const daily = await start();
    expect(daily.status).toBe(429);
    expect(formAnswer(daily).formError).toMatch(
      /limit of 10 new listings in a day\. Try again in \d+ hours?\./,
    );
  });

  it(`at most ${QUOTAS.liveStreams} live streams per account: then the page is told to poll; an ended one frees its place`, async () => {
    const open = async () => {
      const controller = new AbortController();
      const asked = getRequest("/api/notifications/events", { cookie: watcher.cookie });
      const headers = new Headers(asked.headers);
      headers.set("accept", "text/event-stream");
      const request = new Request(asked.url, { headers, signal: controller.signal });
      const response = (await events.loader({
        request,
        context: t().context(),
        params: {},
      } as never)) as Response;
      return { controller, response, first: await firstChunk(response) };
    };
    const streams = [];
    for (let i = 0; i < QUOTAS.liveStreams; i++) {
      const stream = await open();
      expect(stream.first).toMatch(/^id: .*\nevent: state\n/);
      streams.push(stream);
    }
    const refused = await open();
    expect(refused.first).toMatch(
      /event: too-many\ndata: \{"message":"This account has 10 live pages open already/,
    );
    // Not an EventSource: a plain 429.
    const plain = await call(
      events.loader,
      getRequest("/api/notifications/events", { cookie: watcher.cookie }),
      t().context(),
    );
    expect(plain.status).toBe(429);
    // One page goes away: its place is free again (given back as its stream ends).
    streams[0]!.controller.abort();
    await vi.waitFor(async () => {
      const again = await open();
      again.controller.abort();
      expect(again.first).toMatch(/event: state/);
    });
    for (const stream of streams) stream.controller.abort();
  });

  it(`pictures: ${QUOTAS.photos.limit} an hour per account`, async () => {
    await takeQuota(db(), QUOTAS.photos, `user:${drafter.id}`, { count: QUOTAS.photos.limit });
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#888" } })
      .png()
      .toBuffer();
    const answer = await call(
      avatarApi.action,
      multipartRequest(
        "/api/profile/avatar",
        { avatar: new File([new Uint8Array(png)], "me.png") },
        {
          cookie: drafter.cookie,
        },
      ),
      t().context(),
    );
    expect(answer.status).toBe(429);
    expect((answer.data as { error: string }).error).toMatch(/limit of 200 pictures in an hour/);
  });
});

/** The first event of a streamed answer, without waiting for its end. */
async function firstChunk(response: Response) {
  const reader = response.body!.getReader();
  const { value } = await reader.read();
  reader.releaseLock();
  return new TextDecoder().decode(value ?? new Uint8Array());
}
