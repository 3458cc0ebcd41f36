/** The status filters of the console's booking search ("expiring": the home count's queue). */
export const BOOKING_FILTERS = ["all", "pending", "expiring", "confirmed", "cancelled", "completed"] as const;
export type BookingFilter = (typeof BOOKING_FILTERS)[number];
