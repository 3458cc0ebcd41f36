import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { verifyPassword } from "better-auth/crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { AUTH_BASE_PATH, CLIENT_IP_HEADER } from "../../app/modules/accounts/auth.server.ts";
import { myListings } from "../../app/modules/hosting/hosting.server.ts";
import { countryNamed } from "../../app/modules/hosting/listing-editor/places.ts";
import { demoMediaInUse, parseDemoPhotoFile, renderDemoMedia } from "../../db/seed/demo-photos.server.ts";
import { DEMO_OWNER, DEMO_PASSWORD } from "../../db/seed/seed-data.ts";
import { seedStays, seedStaysIfEmpty } from "../../db/seed/seed.server.ts";
import { getStay } from "../../app/modules/stays/stay-page.server.ts";
import { queryRows } from "../../app/platform/db.server.ts";
import { createDemoProcessor } from "../../app/modules/payments/demo-processor.server.ts";
import { refundBooking } from "../../app/modules/payments/money.server.ts";
import { reconcileAll } from "../../app/modules/payments/reconcile.server.ts";
import { createLocalStorage, type Storage } from "../../app/platform/storage.server.ts";
import { authWithOutbox } from "../helpers/auth.ts";
import { describeEachDatabase } from "../helpers/database.ts";
import { randomClientIp } from "../helpers/requests.ts";

/** Demo stays belong to owners who can sign in, and their content fits each stay. */
const TODAY = "2027-01-10";
const APP_URL = "http://localhost:3000";

/** Words that name each species: a stay's words may name only species it welcomes. */
const SPECIES_WORDS: Record<string, RegExp> = {
  dog: /\b(dogs?|pupp(?:y|ies)|zoomies)\b/i,
  cat: /\b(cats?|kittens?|litter)\b/i,
  bird: /\b(birds?|parrots?|budgies?)\b/i,
  rabbit: /\b(rabbits?|bunn(?:y|ies))\b/i,
  small_mammal: /\b(guinea pigs?|hamsters?|small mammals?)\b/i,
};
const mentioned = (text: string, allowed: string[]) =>
  Object.entries(SPECIES_WORDS)
    .filter(([species, words]) => !allowed.includes(species) && words.test(text))
    .map(([species]) => species);

describeEachDatabase("demo data", (database) => {
  const db = () => database().db;
  const { getAuth } = authWithOutbox(database, APP_URL);
  let dir = "";
  let storage: Storage;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "pfr-demo-"));
    storage = createLocalStorage(dir);
    const started = performance.now();
    await seedStays(db(), storage, { listings: 40, seed: 42, today: TODAY, payments: true });
    console.info(`seeded 40 demo stays in ${Math.round(performance.now() - started)} ms`);
  }, 120_000);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const signIn = (email: string, password: string) =>
    getAuth().handler(
      new Request(`${APP_URL}${AUTH_BASE_PATH}/sign-in/email`, {
        method: "POST",
        headers: {
          origin: APP_URL,
          "content-type": "application/json",
          [CLIENT_IP_HEADER]: randomClientIp(),
        },
        body: JSON.stringify({ email, password }),
      }),
    );

  it("seeds once: a second start finds the stays and adds nothing", async () => {
    expect(await seedStaysIfEmpty(db(), storage, 40)).toBe(0);
  });

  it("gives every demo stay an owner with a verified account, the demo password and a host profile", async () => {
    const rows = await queryRows<{
      slug: string;
      userId: string | null;
      email: string | null;
      verified: boolean | null;
      hash: string | null;
      fullName: string | null;
      avatarUrl: string | null;
      about: string;
      languages: string[];
    }>(
      db(),
      sql`select l.slug, o.user_id as "userId", u.email, u.email_verified as verified, a.password as hash,
            p.full_name as "fullName", p.avatar_url as "avatarUrl", o.about, o.languages
          from listings l join owners o on o.id = l.owner_id
          left join users u on u.id = o.user_id
          left join accounts a on a.user_id = u.id and a.provider_id = 'credential'
          left join profiles p on p.id = u.id`,
    );
    expect(rows).toHaveLength(40);
    for (const row of rows) {
      expect(row.userId, row.slug).toBeTruthy();
      expect(row.verified, row.slug).toBe(true);
      expect(row.fullName, row.slug).toMatch(/\S+ \S+/);
      expect(row.avatarUrl, row.slug).toMatch(/^\/media\/avatars\/demo-owner-\d+\//);
      expect(row.about.length, row.slug).toBeGreaterThan(20);
      expect(row.languages.length, row.slug).toBeGreaterThan(0);
    }
    // The password check sign-in uses, on every owner's stored hash (one shared hash is checked once).
    expect(rows.every((r) => r.hash)).toBe(true);
    for (const hash of new Set(rows.map((r) => r.hash!)))
      expect(await verifyPassword({ hash, password: DEMO_PASSWORD })).toBe(true);
    expect(rows.map((r) => r.email)).toContain(DEMO_OWNER.email);

    // The stay page shows the owner as their profile has them.
    const stay = await getStay(db(), rows[0]!.slug, TODAY, { areaSecret: "a secret" });
    expect(stay!.owner.name).toBe(rows[0]!.fullName);
    expect(stay!.owner.avatarUrl).toBe(rows[0]!.avatarUrl);
  });

  it("lets the README's demo owner (and any other) sign in through the real form's endpoint", async () => {
    const response = await signIn(DEMO_OWNER.email, DEMO_OWNER.password);
    const body = (await response.json()) as { user?: { id: string } };
    expect(response.status, JSON.stringify(body)).toBe(200);
    expect(response.headers.getSetCookie().join(";")).toMatch(/pfr\.session_token=/);
    const mine = await myListings(db(), body.user!.id);
    expect(mine.length).toBeGreaterThanOrEqual(1);
    expect(mine.every((l) => l.status === "published")).toBe(true);

    const [other] = await queryRows<{ email: string }>(
      db(),
      sql`select email from users where email <> ${DEMO_OWNER.email} order by id desc limit 1`,
    );
    expect((await signIn(other!.email, DEMO_PASSWORD)).status).toBe(200);
    expect((await signIn(other!.email, "not the demo password")).status).toBe(401);
  });

  it("gives every stay five or more pictures of its own, marked as illustrations, with captions", async () => {
    const photos = await queryRows<{
      listingId: number;
      storageKey: string;
      illustration: boolean;
      caption: string;
      alt: string;
      species: string[];
    }>(
      db(),
      sql`select ph.listing_id as "listingId", ph.storage_key as "storageKey", ph.illustration, ph.caption, ph.alt,
            pp.species
          from listing_photos ph join pet_policies pp on pp.listing_id = ph.listing_id`,
    );
    expect(new Set(photos.map((p) => p.storageKey)).size).toBe(photos.length);
    expect(photos.every((p) => p.illustration)).toBe(true);
    expect(photos.every((p) => p.caption.length > 0 && p.alt.startsWith("Illustration: "))).toBe(true);
    const perStay = Map.groupBy(photos, (p) => p.listingId);
    expect(perStay.size).toBe(40);
    for (const [, own] of perStay) expect(own.length).toBeGreaterThanOrEqual(5);
    for (const photo of photos) {
      // The pets drawn (in the key) and named (in the alt text) are ones the stay welcomes.
      const drawn = parseDemoPhotoFile(`${photo.storageKey}-480.webp`)!.shot.pets;
      expect(
        drawn.filter((p) => !photo.species.includes(p)),
        photo.storageKey,
      ).toEqual([]);
      expect(mentioned(photo.alt, photo.species), photo.alt).toEqual([]);
    }
  });

  it("draws a picture the first time it is asked for, keeps it, and draws nothing for made-up names", async () => {
    const [photo] = await queryRows<{ storageKey: string }>(
      db(),
      sql`select storage_key as "storageKey" from listing_photos order by id limit 1`,
    );
    const file = `${photo!.storageKey}-480.webp`;
    expect(await storage.get("listing-photos", file)).toBeNull();
    const inUse = demoMediaInUse(db());
    const drawn = await renderDemoMedia(storage, "listing-photos", file, inUse);
    expect(drawn?.contentType).toBe("image/webp");
    expect(drawn!.body.subarray(8, 12).toString()).toBe("WEBP");
    expect((await storage.get("listing-photos", file))?.body.equals(drawn!.body)).toBe(true);

    const madeUp = photo!.storageKey.replace(/^demo\/v1\/\d+-/, "demo/v1/999999-");
    expect(await renderDemoMedia(storage, "listing-photos", `${madeUp}-480.webp`, inUse)).toBeNull();
    expect(
      await renderDemoMedia(storage, "listing-photos", `${photo!.storageKey}-500.webp`, inUse),
    ).toBeNull();
    expect(await renderDemoMedia(storage, "listing-photos", "../etc/passwd", inUse)).toBeNull();

    const [owner] = await queryRows<{ avatarUrl: string }>(
      db(),
      sql`select avatar_url as "avatarUrl" from profiles order by id limit 1`,
    );
    const avatar = owner!.avatarUrl.replace("/media/avatars/", "");
    expect((await renderDemoMedia(storage, "avatars", avatar, inUse))?.contentType).toBe("image/webp");
    expect(
      await renderDemoMedia(
        storage,
        "avatars",
        avatar.replace(/-\w+\.webp$/, "-dog.webp").replace(/v1-\w{8}/, "v1-00000000"),
        inUse,
      ),
    ).toBeNull();
  });

  it("writes reviews and descriptions that name only the species a stay welcomes", async () => {
    const reviews = await queryRows<{ body: string; petSpecies: string; species: string[] }>(
      db(),
      sql`select r.body, r.pet_species as "petSpecies", pp.species from reviews r
          join pet_policies pp on pp.listing_id = r.listing_id`,
    );
    expect(reviews.length).toBeGreaterThan(40);
    for (const review of reviews) {
      expect(review.species, review.body).toContain(review.petSpecies);
      expect(mentioned(review.body, review.species), review.body).toEqual([]);
    }
    const stays = await queryRows<{ title: string; summary: string; description: string; species: string[] }>(
      db(),
      sql`select l.title, l.summary, l.description, pp.species from listings l join pet_policies pp on pp.listing_id = l.id`,
    );
    for (const stay of stays) {
      const text = `${stay.title}\n${stay.summary}\n${stay.description}`;
      expect(mentioned(text, stay.species), text).toEqual([]);
    }
    // A cats-only stay exists in this demo and never speaks of dogs.
    expect(stays.some((s) => s.species.length === 1 && s.species[0] === "cat")).toBe(true);
  });

  it("rates stays differently, from fair to excellent", async () => {
    const [stats] = await queryRows<{ averages: number; low: string; high: string; stars: number[] }>(
      db(),
      sql`select count(distinct rating_avg)::int as averages, min(rating_avg)::text as low, max(rating_avg)::text as high,
            (select array_agg(distinct rating order by rating) from reviews) as stars
          from listings where rating_count > 0`,
    );
    expect(stats!.averages).toBeGreaterThan(5);
    expect(Number(stats!.low)).toBeLessThan(4.5);
    expect(Number(stats!.high)).toBe(5);
    expect(stats!.stars).toEqual([3, 4, 5]);
  });

  it("prices stays outside the US in their own country's currency, fees and bookings included", async () => {
    const stays = await queryRows<{
      id: number;
      country: string;
      currency: string;
      nightly: number;
      cleaning: number;
    }>(
      db(),
      sql`select id, country, currency, nightly_rate_cents as nightly, cleaning_fee_cents as cleaning from listings`,
    );
    const abroad = stays.filter((s) => s.country !== "United States");
    expect(abroad.length).toBeGreaterThan(0);
    for (const stay of abroad) {
      expect(stay.currency, stay.country).toBe(countryNamed(stay.country)!.currency);
      expect(stay.currency).not.toBe("USD");
      // Whole, round amounts as an owner there would set them, not converted dollars.
      expect(stay.nightly % 500, `${stay.nightly} ${stay.currency}`).toBe(0);
      expect(stay.cleaning % 500).toBe(0);
    }
    expect(stays.filter((s) => s.country === "United States").every((s) => s.currency === "USD")).toBe(true);
    const [mismatched] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from bookings b join listings l on l.id = b.listing_id where b.currency <> l.currency`,
    );
    expect(mismatched!.n).toBe(0);
  });

  it("pays the demo stays through the demo card network: the books reconcile, and the real steps take over", async () => {
    const [counts] = await queryRows<{ stays: number; charged: number; paid: number; scheduled: number }>(
      db(),
      sql`select (select count(*)::int from bookings where status in ('confirmed', 'completed')) as stays,
        (select count(*)::int from payment_ledger where kind = 'charge') as charged,
        (select count(*)::int from payouts where status = 'paid') as paid,
        (select count(*)::int from payouts where status = 'scheduled') as scheduled`,
    );
    expect(counts!.charged).toBe(counts!.stays);
    expect(counts!.paid).toBeGreaterThan(0);
    expect(counts!.scheduled).toBeGreaterThan(0);
    expect((await reconcileAll(db())).mismatches).toEqual([]);

    // A stay still to come, refunded in part through the demo processor as a cancellation would:
    // the bank finds the seeded charge, and its payout is lowered to what is kept.
    const [future] = await queryRows<{ id: string; cents: number }>(
      db(),
      sql`select p.booking_id as id, p.amount_cents as cents from payouts p where p.status = 'scheduled' limit 1`,
    );
    const payments = { processor: createDemoProcessor(db()), commissionPercent: 0 };
    const refund = await refundBooking(db(), payments, { bookingId: future!.id, refundCents: () => 1000 });
    expect(refund).toMatchObject({ ok: true });
    const [payout] = await queryRows<{ cents: number }>(
      db(),
      sql`select amount_cents as cents from payouts where booking_id = ${future!.id}`,
    );
    expect(payout!.cents).toBe(future!.cents - 1000);
    expect((await reconcileAll(db())).mismatches).toEqual([]);
  });
});
