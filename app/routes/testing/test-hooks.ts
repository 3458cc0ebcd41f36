import { data } from "react-router";
import { z } from "zod";
import { getSessionUser } from "~/modules/accounts/guards.server";
import { cutLiveStreamsOf } from "~/frame/live.server";
import { createNotification } from "~/modules/notifications/notifications.server";
import { grantOperator } from "~/modules/operator/roles.server";
import { isIsoDate } from "~/shared/dates";
import type { Route } from "./+types/test-hooks";
import { platformOf } from "~/platform/context";
import { readJson } from "~/shared/http.server";
import { paymentsContextFor } from "~/modules/payments/processors.server";
import {
  closeTestReviewWindow,
  createTestListing,
  runTestClock,
  createTestStay,
  signedInTestUser,
  TestStayRefused,
} from "./test-data.server.ts";

const isoDate = z.string().refine(isIsoDate, "a YYYY-MM-DD date");
const stayInput = z
  .object({
    listing: z.string().optional(),
    checkIn: isoDate,
    checkOut: isoDate,
    status: z.enum(["pending", "confirmed", "declined", "completed", "cancelled", "expired"]),
    pets: z
      .array(z.object({ name: z.string(), species: z.string(), weightLb: z.number().optional() }))
      .optional(),
  })
  .refine((stay) => stay.checkOut > stay.checkIn, {
    message: "check-out after check-in",
    path: ["checkOut"],
  });

const listingInput = z.object({
  title: z.string().min(5).max(120).optional(),
  city: z.string().min(2).max(80).optional(),
  region: z.string().min(2).max(80).optional(),
  nightlyRateCents: z.number().int().min(100).max(10_000_000).optional(),
  instantBook: z.boolean().optional(),
  pet: z
    .object({
      petsAllowed: z.enum(["yes", "on_request", "no"]).optional(),
      species: z
        .array(z.enum(["dog", "cat", "bird", "rabbit", "small_mammal", "reptile", "other"]))
        .optional(),
      maxPets: z.number().int().min(0).max(6).optional(),
      maxWeightLb: z.number().int().min(1).max(400).nullable().optional(),
      petFeeCents: z.number().int().min(0).max(1_000_000).optional(),
      petDepositCents: z.number().int().min(0).max(1_000_000).optional(),
    })
    .optional(),
  // A home abroad, with its street and check-in details: what the privacy and time-zone tests need.
  country: z.string().min(2).max(80).optional(),
  timeZone: z.string().min(3).max(60).optional(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional(),
  address: z.string().max(200).optional(),
  postcode: z.string().max(20).optional(),
  latitude: z.number().min(-90).max(90).optional(),
  longitude: z.number().min(-180).max(180).optional(),
  neighborhood: z.string().max(80).optional(),
  checkInInstructions: z.string().max(2000).optional(),
  // A home waiting for an operator's review (the operator console's tests); published by default.
  status: z.enum(["published", "in_review"]).optional(),
});

const userInput = z.object({
  email: z.email().max(200),
  password: z.string().min(8).max(200),
  firstName: z.string().min(1).max(80).default("Ada"),
  lastName: z.string().max(80).default("Lovelace"),
  signedIn: z.boolean().default(true),
});

/**
 * Browser-test data the pages cannot make (TEST_HOOKS=1 only; 404 otherwise):
 *   POST /__test/users {email, password, firstName?, lastName?, signedIn?} → a new account with a
 *   confirmed email, signed in unless `signedIn: false` (the session's cookie is set on the answer).
 *   POST /__test/stays {checkIn, checkOut, status, listing?} → a booking of the signed-in user.
 *   POST /__test/listings {title?, city?, region?, nightlyRateCents?, instantBook?, pet?, status?} → a
 *   published (or, with status "in_review", waiting) listing the signed-in user owns ({id, slug, title}).
 *   POST /__test/review-windows/close {bookingId} → the review window of a stay of the signed-in user
 *   (traveller or owner) closes now and the publication job runs ({published}).
 *   POST /__test/notifications {title} → a notification of the signed-in user.
 *   POST /__test/operator → the signed-in user becomes an operator (as `npm run operator -- add` does).
 *   POST /__test/live/cut → the signed-in user's live streams end, as a dropped connection would.
 *   POST /__test/clock {bookingId, at} → the booking sweeps run at `at` (ISO instant) for that one
 *   booking of the signed-in user (traveller or owner); their counts, or 404 for someone else's.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const { env, database } = platform;
  if (!env.TEST_HOOKS) throw data("Not found", { status: 404 });
  if (params["*"] === "users") {
    const input = userInput.safeParse(await readJson(request));
    if (!input.success) return data({ error: input.error.message }, { status: 400 });
    const signedIn = await signedInTestUser(platform, request, input.data);
    if (!signedIn.ok) return data({ error: signedIn.error?.message }, { status: signedIn.status });
    return data({ email: input.data.email }, { headers: signedIn.headers });
  }
  const user = await getSessionUser(platform, request);
  if (!user) return data({ error: "Auth session missing!" }, { status: 401 });
  if (params["*"] === "stays") {
    const input = stayInput.safeParse(await readJson(request));
    if (!input.success) return data({ error: input.error.message }, { status: 400 });
    try {
      return await createTestStay(database.db, user.id, input.data);
    } catch (error) {
      if (error instanceof TestStayRefused) return data({ error: error.message }, { status: error.status });
      throw error;
    }
  }
  if (params["*"] === "listings") {
    const input = listingInput.safeParse(await readJson(request));
    if (!input.success) return data({ error: input.error.message }, { status: 400 });
    const { pet, ...place } = input.data;
    // A published home in a made-up town, so the demo data's searches never meet it.
    return await createTestListing(
      database.db,
      {
        user,
        summary: "A home made for a browser test.",
        description: "A home made for a browser test, with a fenced garden for dogs.",
        city: "Test Harbor",
        region: "Maine",
        timeZone: "America/New_York",
        instantBook: true,
        publishedAt: place.status === "in_review" ? null : new Date(),
        ...place,
      },
      pet,
    );
  }
  if (params["*"] === "notifications") {
    const input = z.object({ title: z.string().min(1).max(200) }).safeParse(await readJson(request));
    if (!input.success) return data({ error: input.error.message }, { status: 400 });
    const row = await createNotification(database.db, {
      userId: user.id,
      type: "stay_reminder",
      title: input.data.title,
      email: false,
    });
    return { id: row.id };
  }
  if (params["*"] === "operator") {
    // What `npm run operator -- add <email>` does, for the signed-in account (its one audit row too).
    const granted = await grantOperator(database.db, user.email);
    if (!granted.ok) return data({ error: granted.formError }, { status: 400 });
    return { operator: true };
  }
  if (params["*"] === "review-windows/close") {
    const input = z.object({ bookingId: z.uuid() }).safeParse(await readJson(request));
    if (!input.success) return data({ error: input.error.message }, { status: 400 });
    return await closeTestReviewWindow(database.db, user.id, input.data.bookingId);
  }
  if (params["*"] === "clock") {
    const input = z
      .object({ bookingId: z.uuid(), at: z.iso.datetime({ offset: true }) })
      .safeParse(await readJson(request));
    if (!input.success) return data({ error: input.error.message }, { status: 400 });
    const payments = await paymentsContextFor(env, database.db);
    const swept = await runTestClock(database.db, user.id, {
      ...input.data,
      at: new Date(input.data.at),
      payments,
    });
    if (!swept) throw data("Not found", { status: 404 });
    return { swept };
  }
  if (params["*"] === "live/cut") {
    cutLiveStreamsOf(user.id);
    return { cut: true };
  }
  throw data("Not found", { status: 404 });
}

export function loader() {
  throw data("Not found", { status: 404 });
}
