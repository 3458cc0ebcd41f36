import type {
  bookingEvents,
  bookings,
  listingPhotos,
  listings,
  petPolicies,
} from "../../../db/schema/index.ts";
import { parseDateRange, zonedInstant } from "../../shared/dates.ts";
import type { CancellationPolicy } from "../stays/listing-features.ts";
import type { PriceQuote } from "../stays/pricing.ts";
import { freeCancellationUntil } from "./cancellation.ts";

/** What the trip pages and the booking's emails show of a booking, from its rows. */
export function tripOf(
  row: {
    booking: typeof bookings.$inferSelect;
    listing: typeof listings.$inferSelect;
    pet: typeof petPolicies.$inferSelect;
  },
  history: (typeof bookingEvents.$inferSelect)[],
  photo: typeof listingPhotos.$inferSelect | null,
) {
  const stay = parseDateRange(row.booking.stay)!;
  const checkInAt = zonedInstant(stay.start, row.listing.checkInTime, row.listing.timeZone);
  const policy = row.listing.cancellationPolicy as CancellationPolicy;
  return {
    ...row,
    stay,
    photo,
    history,
    checkInAt,
    checkOutAt: zonedInstant(stay.end, row.listing.checkOutTime, row.listing.timeZone),
    quote: row.booking.price as unknown as PriceQuote,
    policy,
    freeCancellationUntil: freeCancellationUntil(
      policy,
      checkInAt,
      row.booking.createdAt,
      row.listing.timeZone,
    ),
  };
}
export type GuestBooking = ReturnType<typeof tripOf>;
