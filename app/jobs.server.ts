import { sweepBookings } from "./modules/bookings/sweeps.server.ts";
import { paymentsContextFor } from "./modules/payments/processors.server.ts";
import { syncDueFeeds } from "./modules/calendar-sync/calendar-sync.server.ts";
import { wakeSnoozedListings } from "./modules/hosting/hosting.server.ts";
import { publishClosedWindows, remindReviewers } from "./modules/reviews/window.server.ts";
import { deliverNotifications } from "./modules/notifications/delivery.server.ts";
import { NOTIFICATION_TOPIC } from "./frame/live.server.ts";
import type { Job } from "./platform/scheduler.server.ts";
import { analyzeStaleTables, vacuumStaleTables } from "./platform/table-statistics.server.ts";
import type { Platform } from "./platform/runtime.server.ts";

/**
 * Every background job a server process runs (see app/platform/scheduler.server.ts).
 * Features add theirs here, one line each.
 */
export function backgroundJobs(platform: Omit<Platform, "close">): Job[] {
  const { database, mailer, sms, env, events } = platform;
  return [
    {
      name: "booking sweeps",
      everyMs: 60_000,
      run: async () => sweepBookings(database.db, new Date(), await paymentsContextFor(env, database.db)),
    },
    // A review window's end publishes what was written (once across processes: the lease, and an
    // update guarded by the window's unpublished state).
    {
      name: "review windows",
      everyMs: 60_000,
      run: async () => ({
        published: await publishClosedWindows(database.db),
        reminded: await remindReviewers(database.db),
      }),
    },
    // A snooze ends on its date (the listing's midnight): the stay is found again.
    { name: "snooze endings", everyMs: 60_000, run: () => wakeSnoozedListings(database.db, new Date()) },
    // Other sites' calendars (a feed is claimed per run, so several processes never import it twice).
    {
      name: "calendar imports",
      everyMs: 30 * 60_000,
      run: () => syncDueFeeds({ db: database.db, appUrl: env.APP_URL, allowPrivate: env.TEST_HOOKS }),
    },
    {
      name: "notification delivery",
      everyMs: 30_000,
      run: () => deliverNotifications({ db: database.db, mailer, sms, appUrl: env.APP_URL }),
      // Every new notification (from any process, announced at commit) wakes the sender.
      wakeOn: (wake) => events.subscribe(NOTIFICATION_TOPIC, (data) => void (data.created && wake())),
    },
    // PGlite has no autovacuum: dead rows, all-visible pages and the planner's statistics are seen to
    // here (Postgres does it itself).
    ...(database.kind === "pglite"
      ? [
          {
            name: "table maintenance",
            everyMs: 5 * 60_000,
            run: async () => [
              ...(await vacuumStaleTables(database.db)),
              ...(await analyzeStaleTables(database.db)),
            ],
          },
        ]
      : []),
  ];
}
