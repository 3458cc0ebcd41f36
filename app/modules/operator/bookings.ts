/**
 * The status filters of the console's booking search ("expiring" and "payout-failed": the home
 * counts' queues; a failed payout is the stay's or a pet damage claim's, decision 3550).
 */
export const BOOKING_FILTERS = [
  "all",
  "pending",
  "expiring",
  "confirmed",
  "cancelled",
  "completed",
  "payout-failed",
] as const;
export type BookingFilter = (typeof BOOKING_FILTERS)[number];
