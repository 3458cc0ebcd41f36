import os from "node:os";
import { reportTarget } from "./targets.ts";
import { performance } from "node:perf_hooks";
import pg from "pg";
import {
  createBooking as createBookingAndMail,
  type NewBooking,
} from "../app/modules/bookings/bookings.server.ts";
import type { Database } from "../app/platform/db.server.ts";
import { applyMigrations } from "../app/platform/migrate.server.ts";
import { postgresHandle, type DatabaseHandle } from "../app/platform/db.server.ts";
import { listings, owners, petPolicies, users } from "../db/schema/index.ts";
import { stats } from "./lib.ts";

/**
 * Booking creation on the Postgres server (the production set-up): sequential
 * and concurrent throughput on free dates, and the contention result when many
 * attempts race for the same dates from several connection pools (as several
 * server processes would). A fresh database each run: BENCH_BOOKINGS_URL names it.
 */
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const URL_ = process.env.BENCH_BOOKINGS_URL ?? "postgres://postgres@127.0.0.1:5432/pfr_bench_bookings";
// The database dropped and made afresh is the one BENCH_BOOKINGS_URL names (so two benches can run apart).
const DB_NAME = new URL(URL_).pathname.slice(1);

async function freshDatabase() {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${pg.escapeIdentifier(DB_NAME)} with (force)`);
  await admin.query(`create database ${pg.escapeIdentifier(DB_NAME)}`);
  await admin.end();
  const handle = postgresHandle(URL_, 10);
  await applyMigrations(handle.sql);
  return handle;
}

async function addListing(handle: DatabaseHandle, slug: string) {
  const [owner] = await handle.db.insert(owners).values({ name: "Bench owner" }).returning({ id: owners.id });
  const [listing] = await handle.db
    .insert(listings)
    .values({
      ownerId: owner!.id,
      slug,
      title: slug,
      propertyType: "house",
      city: "Austin",
      region: "Texas",
      country: "United States",
      nightlyRateCents: 12_000,
      cleaningFeeCents: 6_000,
      maxGuests: 4,
      instantBook: true,
      maxNights: 365,
    })
    .returning({ id: listings.id });
  await handle.db
    .insert(petPolicies)
    .values({ listingId: listing!.id, species: ["dog"], maxPets: 2, serviceAnimalNote: "" });
}

const request = (guestId: string, slug: string, checkIn: string, checkOut: string): NewBooking => ({
  guestId,
  listingSlug: slug,
  request: {
    checkIn,
    checkOut,
    adults: 2,
    children: 0,
    pets: [{ name: "Biscuit", species: "dog", breed: "", weightLb: 30, serviceAnimal: false }],
  },
  message: "",
  contactPhone: "+14155550100",
  idempotencyKey: crypto.randomUUID(),
  // Booked a month ahead of each stay: within the booking horizon, whatever the day the bench runs.
  now: new Date(Date.parse(`${checkIn}T00:00:00Z`) - 30 * 86_400_000),
});

/** Bookings whose confirmation emails go nowhere (the bench measures booking, not mail). */
const createBooking = (db: Database, input: NewBooking) =>
  createBookingAndMail(db, input, { mailer: { send: async () => {} }, appUrl: "http://localhost" });

const day = (offset: number) =>
  new Date(Date.UTC(2030, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);

export async function benchBookings() {
  const lines = [`machine: ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)} at start`];
  const handle = await freshDatabase();
  try {
    await handle.db.insert(users).values(
      Array.from({ length: 400 }, (_, i) => ({
        id: `bench-${i}`,
        name: "Bench",
        email: `bench-${i}@example.com`,
      })),
    );
    for (let i = 0; i < 21; i++) await addListing(handle, `bench-${i}`);

    // Sequential: one traveller after another on one listing, consecutive 3-night stays.
    const times: number[] = [];
    const sequentialStart = performance.now();
    for (let i = 0; i < 200; i++) {
      const t = performance.now();
      const result = await createBooking(
        handle.db,
        request(`bench-${i}`, "bench-0", day(i * 3), day(i * 3 + 3)),
      );
      if (!result.ok) throw new Error(`sequential booking ${i} failed`);
      times.push(performance.now() - t);
    }
    const sequentialSeconds = (performance.now() - sequentialStart) / 1000;
    const s = stats(times);
    lines.push(
      `sequential: 200 bookings in ${sequentialSeconds.toFixed(2)} s = ${(200 / sequentialSeconds).toFixed(0)} bookings/s (per booking p50 ${s.median.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms)`,
    );

    // The budgeted figure: 4 connections (one pool of 4, as one server process with DB_POOL 4),
    // 4 bookings in flight at a time, 400 bookings over 20 listings on free dates.
    const four = postgresHandle(URL_, 4);
    try {
      const perWorker = 100;
      const fourTimes: number[] = [];
      const fourStart = performance.now();
      const booked = await Promise.all(
        Array.from({ length: 4 }, async (_, worker) => {
          let ok = 0;
          for (let i = 0; i < perWorker; i++) {
            const listing = `bench-${1 + worker * 5 + (i % 5)}`;
            const from = 3000 + Math.floor(i / 5) * 3;
            const t = performance.now();
            const result = await createBooking(
              four.db,
              request(`bench-${worker * perWorker + i}`, listing, day(from), day(from + 3)),
            );
            fourTimes.push(performance.now() - t);
            if (result.ok) ok++;
          }
          return ok;
        }),
      );
      const fourSeconds = (performance.now() - fourStart) / 1000;
      const total = booked.reduce((a, b) => a + b, 0);
      const f = stats(fourTimes);
      const rate = 400 / fourSeconds;
      // Issue 40's row asks ≥ 300/s with payments in demo mode; this is the booking service alone
      // (createBookingAndMail, no payment step), so the row says so beside the figure.
      reportTarget(
        "bookings",
        `${rate.toFixed(0)}/s (the booking service, without a payment step)`,
        rate >= 300,
      );
      lines.push(
        `4 connections: 400 bookings on 20 listings, 4 at a time through one pool of 4, in ${fourSeconds.toFixed(2)} s = ${rate.toFixed(0)} bookings/s (target ≥ 500/s: ${rate >= 500 ? "met" : "NOT met"}), ${total} booked; per booking p50 ${f.median.toFixed(1)} ms, p95 ${f.p95.toFixed(1)} ms`,
      );
    } finally {
      await four.close();
    }

    // Concurrent, no conflicts: 200 bookings over 20 listings from 5 pools at once.
    const pools = Array.from({ length: 5 }, () => postgresHandle(URL_, 8));
    try {
      const concurrentStart = performance.now();
      const results = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          createBooking(
            pools[i % 5]!.db,
            request(
              `bench-${200 + i}`,
              `bench-${1 + (i % 20)}`,
              day(Math.floor(i / 20) * 3),
              day(Math.floor(i / 20) * 3 + 3),
            ),
          ),
        ),
      );
      const concurrentSeconds = (performance.now() - concurrentStart) / 1000;
      lines.push(
        `concurrent: 200 bookings on 20 listings from 5 pools (40 connections) in ${concurrentSeconds.toFixed(2)} s = ${(200 / concurrentSeconds).toFixed(0)} bookings/s, ${results.filter((r) => r.ok).length} booked`,
      );

      // Contention: 100 attempts for overlapping dates of one listing at once.
      const contentionStart = performance.now();
      const raced = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          createBooking(pools[i % 5]!.db, request(`bench-${i}`, "bench-0", day(1000 + (i % 4)), day(1010))),
        ),
      );
      const contentionMs = performance.now() - contentionStart;
      const won = raced.filter((r) => r.ok).length;
      const refused = raced.filter((r) => !r.ok && r.status === 409).length;
      lines.push(
        `contention: 100 simultaneous attempts for overlapping dates of one listing → ${won} booking, ${refused} told the dates were taken (with nearest free dates), ${100 - won - refused} other; ${contentionMs.toFixed(0)} ms in all`,
      );

      // Idempotent retries: 100 copies of one submit at once.
      const retry = request("bench-399", "bench-0", day(2000), day(2004));
      const copies = await Promise.all(
        Array.from({ length: 100 }, (_, i) => createBooking(pools[i % 5]!.db, retry)),
      );
      const ids = new Set(copies.map((r) => (r.ok ? r.bookingId : "failed")));
      lines.push(
        `idempotency: 100 simultaneous copies of one submit → ${ids.size} booking${ids.size === 1 ? "" : "s"}`,
      );
    } finally {
      await Promise.all(pools.map((p) => p.close()));
    }
  } finally {
    await handle.close();
  }
  return lines;
}
