import { data } from "react-router";
import { z } from "zod";
import { getSessionUser } from "~/modules/accounts/guards.server";
import { createTestStay, TestStayRefused } from "~/modules/bookings/test-data.server";
import { createTestListings } from "~/modules/calendar-sync/test-data.server";
import { isIsoDate } from "~/shared/dates";
import type { Route } from "./+types/test-hooks";
import { platformOf } from "~/platform/context";
import { readJson } from "~/shared/http.server";

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

const listingsInput = z.object({
  count: z.number().int().min(1).max(5),
  city: z.string().regex(/^[A-Za-z][A-Za-z ]{1,40}$/, "letters and spaces"),
});

/**
 * Browser-test data the pages cannot make (TEST_HOOKS=1 only; 404 otherwise):
 *   POST /__test/stays {checkIn, checkOut, status, listing?} → a booking of the signed-in user.
 *   POST /__test/listings {count, city} → that many published listings of the signed-in user.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const { env, database } = platform;
  if (!env.TEST_HOOKS) throw data("Not found", { status: 404 });
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
    const input = listingsInput.safeParse(await readJson(request));
    if (!input.success) return data({ error: input.error.message }, { status: 400 });
    return createTestListings(database.db, user, input.data.count, input.data.city);
  }
  throw data("Not found", { status: 404 });
}

export function loader() {
  throw data("Not found", { status: 404 });
}
