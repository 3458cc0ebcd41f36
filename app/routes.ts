import { type RouteConfig, type RouteConfigEntry, index, layout, route } from "@react-router/dev/routes";
import { SEARCH_PATH } from "./site.ts";
import { PREFIXED_LOCALES } from "./i18n/locales.ts";

/** The stays: search, a stay, booking; one error page for the area. */
const stays = () =>
  layout("routes/stays/layout.tsx", [
    route(SEARCH_PATH.slice(1), "routes/stays/search.tsx", { id: "search" }),
    route("listing", "routes/stays/search.tsx", { id: "search-grid" }),
    route("list", "routes/stays/search.tsx", { id: "search-list" }),
    route("hotels/detail", "routes/stays/detail.tsx"),
    route("hotels/booking", "routes/bookings/booking.tsx"),
    route("hotels/checkout", "routes/bookings/checkout.tsx"),
    route("hotels/checkout/stripe", "routes/bookings/stripe-checkout.tsx"),
    route("hotels/checkout/return", "routes/bookings/stripe-return.tsx"),
    route("hotels/confirm", "routes/bookings/confirm.tsx"),
  ]);

/** The content pages. */
const content = () => [
  route("landing", "routes/content/landing.tsx"),
  route("about-us", "routes/content/about-us.tsx"),
  route("contact-us", "routes/content/contact-us.tsx"),
  route("terms", "routes/content/terms.tsx"),
  route("privacy-policy", "routes/content/privacy-policy.tsx"),
];

/** The blog: one error page for its pages. */
const blog = () =>
  layout("routes/blog/layout.tsx", [
    route("blog", "routes/blog/index.tsx"),
    route("blog/tag/:slug", "routes/blog/tag.tsx"),
    route(":category/:slug", "routes/blog/article.tsx"),
  ]);

/** A route tree under a language prefix, each route with an id of its own ("es:routes/home"). */
function underPrefix(locale: string, entry: RouteConfigEntry): RouteConfigEntry {
  const id = entry.id ?? entry.file.replace(/\.[tj]sx?$/, "");
  return {
    ...entry,
    id: `${locale}:${id}`,
    path: entry.index ? undefined : entry.path,
    children: entry.children?.map((child) => underPrefix(locale, child)),
  };
}

/**
 * The public pages again under each language's prefix (/es/…, /fr/…, /ar/…; decision 3800), so a
 * page in a language can be shared and indexed. English keeps the spec's paths.
 */
const localized = PREFIXED_LOCALES.map((locale) =>
  route(
    locale,
    "routes/localized.tsx",
    { id: `${locale}:localized` },
    [index("routes/home.tsx"), stays(), ...content(), route("not-found", "routes/not-found.tsx"), blog()].map(
      (entry) => underPrefix(locale, entry),
    ),
  ),
);

/**
 * The whole URL map (DESIGN.md §4) in one place. The spec's paths are not
 * file-name friendly, so routes are listed here rather than found by file name.
 */
export default [
  index("routes/home.tsx"),

  // Stays and booking: one error page for the area
  stays(),
  route("hotels/confirm/calendar.ics", "routes/bookings/calendar.ts"),
  // A listing's secret iCal export (<token>.ics), for other sites to import
  route("calendar/:file", "routes/calendar/listing-feed.ts"),

  // The site's staff (STAFF_EMAILS): reported messages; anyone else is answered 404
  route("staff/reports", "routes/staff/reports.tsx"),

  // The operator console: anyone without the operator role is answered 404 (decision 3700)
  layout("routes/operator/layout.tsx", [
    route("operator", "routes/operator/home.tsx"),
    route("operator/confirm", "routes/operator/confirm.tsx"),
    route("operator/audit", "routes/operator/audit.tsx"),
    route("operator/users", "routes/operator/users.tsx"),
    route("operator/users/:id", "routes/operator/user.tsx"),
    route("operator/users/:id/export", "routes/operator/user-export.ts"),
    route("operator/listings", "routes/operator/listings.tsx"),
    route("operator/bookings", "routes/operator/bookings.tsx"),
    route("operator/bookings/:id", "routes/operator/booking.tsx"),
    route("operator/reports", "routes/operator/reports.tsx"),
    route("operator/claims", "routes/operator/claims.tsx"),
    route("operator/claims/:id", "routes/operator/claim.tsx"),
    route("operator/settings", "routes/operator/settings.tsx"),
  ]),

  // User area: the layout's loader sends anonymous visitors to sign in
  layout("routes/user/layout.tsx", [
    route("user/profile", "routes/user/profile.tsx"),
    route("user/delete-profile", "routes/user/delete-profile.tsx"),
    route("user/bookings", "routes/user/bookings.tsx"),
    route("user/bookings/:id", "routes/user/booking-detail.tsx"),
    route("user/bookings/:id/review", "routes/user/review.tsx"),
    route("user/bookings/:id/receipt", "routes/user/receipt.tsx"),
    route("user/bookings/:id/claim", "routes/user/trip-claim.tsx"),
    route("user/bookings/:id/card", "routes/user/trip-card.tsx"),
    route("user/reports/:kind/:id", "routes/user/review-report.tsx"),
    route("user/report/:kind/:ref", "routes/user/content-report.tsx"),
    route("user/notifications", "routes/user/notifications.tsx"),
    route("user/messages", "routes/user/messages.tsx"),
    route("user/messages/new", "routes/user/message-new.tsx"),
    route("user/messages/:threadId", "routes/user/message-thread.tsx"),
    route("user/settings", "routes/user/settings.tsx"),
    route("user/wishlist", "routes/user/wishlist.tsx"),
    route("user/pets", "routes/user/pets.tsx"),
    route("user/pets/new", "routes/user/pet-edit.tsx", { id: "routes/user/pet-new" }),
    route("user/pets/:id", "routes/user/pet-edit.tsx"),
  ]),

  // Hosting: any signed-in user may host; the layout's loader sends anonymous visitors to sign in
  layout("routes/host/layout.tsx", [
    route("host", "routes/host/home.tsx"),
    route("host/profile", "routes/host/host-profile.tsx"),
    route("host/reservations", "routes/host/reservations.tsx"),
    route("host/reservations/:id", "routes/host/reservation.tsx"),
    route("host/reservations/:id/review", "routes/host/guest-review.tsx"),
    route("host/reservations/:id/claim", "routes/host/reservation-claim.tsx"),
    route("host/listings", "routes/host/listings.tsx"),
    route("host/calendar", "routes/host/calendar.tsx"),
    route("host/messages", "routes/host/messages.tsx"),
    route("host/saved-replies", "routes/host/saved-replies.tsx"),
    route("host/earnings", "routes/host/earnings.tsx"),
    route("host/earnings.csv", "routes/host/earnings-csv.ts"),
    route("host/payouts", "routes/host/payouts.tsx"),
    route("host/listings/new", "routes/host/listing-new.tsx"),
    route("host/listings/:id", "routes/host/listing-start.ts"),
    route("host/listings/:id/photos", "routes/host/listing-photos.tsx"),
    route("host/listings/:id/review", "routes/host/listing-review.tsx"),
    route("host/listings/:id/calendar", "routes/host/listing-calendar.tsx"),
    route("host/listings/:id/calendar-sync", "routes/host/listing-calendar-sync.tsx"),
    route("host/listings/:id/pricing-rules", "routes/host/listing-pricing.tsx"),
    route("host/listings/:id/scheduled-messages", "routes/host/listing-scheduled.tsx"),
    route("host/listings/:id/:step", "routes/host/listing-step.tsx"),
  ]),

  // Accounts: guest-only pages (a signed-in user is sent home)
  layout("routes/auth/guest-layout.tsx", [
    route("sign-in", "routes/auth/sign-in.tsx"),
    route("sign-up", "routes/auth/sign-up.tsx"),
    route("forgot-password", "routes/auth/forgot-password.tsx"),
    route("update-password", "routes/auth/update-password.tsx"),
    route("two-factor", "routes/auth/two-factor.tsx"),
    route("email-sent", "routes/auth/email-sent.tsx"),
  ]),
  route("sign-out", "routes/auth/sign-out.tsx"),
  // The language switcher's form (decision 3800)
  route("language", "routes/language.ts"),
  route("api/account/user", "routes/auth/current-user.ts"),
  route("api/account/sessions", "routes/auth/sessions.ts"),
  route("api/account/session", "routes/auth/session.ts"),
  route("api/profile", "routes/api/profile.ts"),
  route("api/profile/avatar", "routes/api/profile-avatar.ts"),
  route("api/host/listings/:id/photos", "routes/api/listing-photos.ts"),
  route("api/wishlist", "routes/api/wishlist.ts"),
  route("api/personal", "routes/api/personal.ts"),
  route("api/stays/map", "routes/api/stays-map.ts"),
  route("api/stays/count", "routes/api/stays-count.ts"),
  route("api/notifications", "routes/api/notifications.ts"),
  route("api/notifications/events", "routes/api/notification-events.ts"),
  // Where emailed links land: they show the result whoever opens them
  route("email-authenticated", "routes/auth/email-authenticated.tsx"),
  route("email-changed", "routes/auth/email-changed.tsx"),
  // Account-security steps need a signed-in user (DESIGN.md §4)
  layout("routes/auth/signed-in-layout.tsx", [
    route("two-factor-setup", "routes/auth/two-factor-setup.tsx"),
    route("phone-verify", "routes/auth/phone-verify.tsx"),
    route("change-email", "routes/auth/change-email.tsx"),
  ]),

  // A traveller's public page, by an opaque handle (decision 3611)
  route("travellers/:handle", "routes/travellers/traveller.tsx"),

  // Content
  ...content(),
  route("not-found", "routes/not-found.tsx"),

  // Blog: one error page for its pages
  blog(),

  // The public pages in the other languages: /es/…, /fr/…, /ar/… (decision 3800)
  ...localized,
  route("blog/rss.xml", "routes/blog/rss.ts"),

  // Resources
  route("robots.txt", "routes/resources/robots.ts"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),

  // Browser-test data (TEST_HOOKS=1 only)
  route("__test/*", "routes/testing/test-hooks.ts"),

  // Anything else
  route("*", "routes/catch-all.ts"),
] satisfies RouteConfig;
