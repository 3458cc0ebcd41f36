import { caseSeed, Random } from "./random.ts";

/**
 * The fuzz catalogue: every action and API of the site, the loaders worth
 * poking with hostile query strings, and Better Auth's endpoints, with the
 * generators of hostile requests for them.
 *
 * A NEW ACTION (or API, or Better Auth endpoint the site uses) MUST JOIN THIS
 * LIST: tests/fuzz/catalogue.test.ts fails when a route module in app/routes.ts
 * exports an `action` that no entry below names in `file`.
 */

export type Auth = "anon" | "user" | "sacrificial";

/** What a field holds when it is well-formed; the generator mostly sends it ill-formed. */
export type FieldKind =
  | "text"
  | "longtext"
  | "name"
  | "email"
  | "password"
  | "id"
  | "slug"
  | "date"
  | "int"
  | "checkbox"
  | "redirect"
  | "phone"
  | "code"
  | "token"
  | "bool"
  /** A listing's number in a form field: the user's own, another user's (an IDOR try) or junk. */
  | "listing"
  | readonly string[];

export interface Endpoint {
  /** A short name for reports. */
  name: string;
  /** The route module (as in app/routes.ts) whose loader/action this reaches; absent for Better Auth. */
  file?: string;
  /** The React Router route id, for `.data` requests (`_routes=`); absent for non-React-Router paths. */
  routeId?: string;
  /**
   * Path template: `:id` is a booking id (real, another user's, or garbage); `:slug` a listing;
   * `:listing` a hosted listing's id (the user's own, another host's, or garbage).
   */
  path: string;
  /** The natural methods; the generator also sends the wrong ones. */
  methods: readonly string[];
  /** How the natural request body is encoded. */
  body: "form" | "json" | "multipart" | "none";
  fields?: Readonly<Record<string, FieldKind>>;
  query?: Readonly<Record<string, FieldKind>>;
  /**
   * Who sends it signed in: "user" (the main fuzz user), "sacrificial" (a user whose
   * session the request may end: sign-out, session lists, password and email changes),
   * or "anon" (anonymous only).
   */
  signedIn: Auth;
  /** How often it is picked, relative to the others (default 1). */
  weight?: number;
  /** Headers the endpoint reads, each sent (mostly) with one of these values. */
  headers?: Readonly<Record<string, readonly string[]>>;
}

const DATE = "date" as const;
const INT = "int" as const;

/** A message's pet résumé: saved pets picked by id (someone else's, or junk), or one typed pet. */
const PET_RESUME_FIELDS = {
  pet: "id",
  petName: "name",
  petSpecies: ["dog", "cat", "bird", "dragon", ""],
  petBreed: "text",
  petWeight: "text",
  petWeightUnit: ["kg", "lb", "stone"],
  petAge: "int",
} as const satisfies Record<string, FieldKind>;

export const SEARCH_PATH = "/monthly-rentals-mid-term-rentals-short-term-month-to-month";
const searchQuery = {
  where: "text",
  checkIn: DATE,
  checkOut: DATE,
  adults: INT,
  children: INT,
  guests: INT,
  pets: INT,
  weight: INT,
  priceMin: INT,
  priceMax: INT,
  bedrooms: INT,
  page: INT,
  type: "text",
  amenity: "text",
  petAmenity: "text",
  noPetFee: "bool",
  instant: "bool",
  sort: ["relevance", "price-asc", "price-desc", "rating", "newest", "nope"],
  // The map area: west,south,east,north (the antimeridian, inverted, off the map, not numbers).
  bbox: [
    "-98.1,30.1,-97.5,30.5",
    "170,-20,-170,20",
    "-97,31,-98,30",
    "-200,0,10,10",
    "1,2,3",
    "NaN,0,1,1",
    "1e3,0,1,1",
    "-180,-90,180,90",
  ],
  species: ["dog", "cat", "bird", "dragon"],
  weightUnit: ["kg", "lb", "stone"],
  pet: "id",
  onRequest: "bool",
} as const satisfies Record<string, FieldKind>;

const petFields = {
  name: "name",
  species: ["dog", "cat", "small_mammal", "dragon"],
  breed: "text",
  weight: INT,
  weightUnit: ["kg", "lb", "stone"],
  ageYears: INT,
  ageMonths: INT,
  vaccinated: "checkbox",
  vaccinatedOn: DATE,
  spayedNeutered: "checkbox",
  houseTrained: "checkbox",
  goodWithChildren: ["yes", "no", "unsure", "maybe"],
  goodWithAnimals: ["yes", "no", "unsure", "maybe"],
  notes: "longtext",
  serviceAnimal: "checkbox",
} as const satisfies Record<string, FieldKind>;

const bookingFields = {
  listing: "slug",
  checkIn: DATE,
  checkOut: DATE,
  adults: INT,
  children: INT,
  pets: INT,
  "pets.0.name": "name",
  "pets.0.species": ["dog", "cat", "other", "dragon", "miniature_horse"],
  "pets.0.breed": "text",
  "pets.0.weightLb": INT,
  "pets.0.serviceAnimal": "checkbox",
  "pets.1.name": "name",
  "pets.1.weightLb": INT,
  message: "longtext",
  contactPhone: "phone",
  agree: "checkbox",
  idempotencyKey: "token",
  // The owner's special offer or pre-approval (decision 3953): junk or another's: 404.
  offer: "id",
} as const satisfies Record<string, FieldKind>;

const hostPlaceFields = {
  propertyType: ["house", "apartment", "cabin", "cottage", "castle"],
  placeKind: ["entire", "private_room", "shared"],
  address: "text",
  city: "name",
  region: "name",
  postcode: "text",
  country: ["United States", "Canada", "France", "Atlantis"],
  timeZone: ["", "America/Chicago", "Europe/Paris", "Mars/Olympus"],
  latitude: INT,
  longitude: INT,
} as const satisfies Record<string, FieldKind>;

/** Every step's fields in one set: each step reads its own and the rest are noise. */
const hostStepFields = {
  ...hostPlaceFields,
  maxGuests: INT,
  bedrooms: INT,
  beds: INT,
  bathrooms: ["1", "1.5", "2.25", "-1", "x"],
  sizeSqm: INT,
  amenities: ["wifi", "washer", "parking", "moat"],
  accessibilityNotes: "longtext",
  petsAllowed: ["yes", "no", "on_request", "maybe"],
  species: ["dog", "cat", "bird", "dragon"],
  maxPets: INT,
  maxWeight: INT,
  weightUnit: ["lb", "kg", "stone"],
  petFee: INT,
  petFeeBasis: ["per_stay", "per_night", "per_pet_per_stay", "per_pet_per_night", "x"],
  petDeposit: INT,
  unattended: ["allowed", "crated", "not_allowed", "x"],
  breedRestrictions: "text",
  serviceAnimalNote: "longtext",
  title: "text",
  description: "longtext",
  houseRules: "longtext",
  checkInTime: ["15:00", "25:00", "3pm"],
  checkOutTime: ["11:00", "x"],
  checkInInstructions: "longtext",
  language: ["en", "es", "fr", "ar", "de", ""],
  currency: ["USD", "EUR", "CAD", "XXX"],
  nightlyRate: INT,
  weeklyDiscountPct: INT,
  monthlyRate: INT,
  cleaningFee: INT,
  lodgingTaxPct: INT,
  taxExemptAfterNights: INT,
  bookingMode: ["instant", "request", "x"],
  minNights: INT,
  maxNights: INT,
  advanceNoticeDays: INT,
  preparationNights: INT,
  availabilityMonths: INT,
  cancellationPolicy: ["flexible", "moderate", "strict", "x"],
} as const satisfies Record<string, FieldKind>;

export const ENDPOINTS: readonly Endpoint[] = [
  // ---- Actions (forms) ----
  {
    name: "booking",
    file: "routes/bookings/booking.tsx",
    routeId: "routes/bookings/booking",
    path: "/hotels/booking",
    methods: ["POST", "GET"],
    body: "form",
    fields: bookingFields,
    query: { ...bookingFields, removePet: INT, addPet: "text", update: "text" },
    signedIn: "user",
    weight: 4,
  },
  {
    // The demo checkout (decision 3510): someone else's booking or garbage is a 404, a card that is
    // not a test card a 400, a refusal a 402; in the direct mode the page is not there (404).
    name: "checkout",
    file: "routes/bookings/checkout.tsx",
    routeId: "routes/bookings/checkout",
    path: "/hotels/checkout",
    methods: ["POST", "GET"],
    body: "form",
    fields: {
      booking: "id",
      cardNumber: [
        "4242 4242 4242 4242",
        "4000 0000 0000 0002",
        "4000002760003184",
        "4000000000009995",
        "text",
      ],
      authenticated: ["approved", "refused", "x"],
    },
    query: { booking: "id" },
    signedIn: "user",
    weight: 2,
  },
  {
    // Stripe mode's payment step (decision 3520): someone else's booking or garbage is a 404, a
    // booking no longer waiting a 409, a Stripe outage a 503; a 303 to Stripe Checkout otherwise.
    // Not there (404) in the other modes.
    name: "stripe checkout",
    file: "routes/bookings/stripe-checkout.tsx",
    routeId: "routes/bookings/stripe-checkout",
    path: "/hotels/checkout/stripe",
    methods: ["POST", "GET"],
    body: "form",
    fields: { booking: "id" },
    query: { booking: "id" },
    signedIn: "user",
    weight: 1,
  },
  {
    // Back from Stripe Checkout (decision 3520): a session id of someone else's booking, one the
    // site never made, or garbage is a 404; never a 5xx.
    name: "stripe checkout return",
    routeId: "routes/bookings/stripe-return",
    path: "/hotels/checkout/return",
    methods: ["GET"],
    body: "none",
    query: { session_id: ["cs_test_a1b2c3", "cs_", "text", "id"] },
    signedIn: "user",
    weight: 1,
  },
  {
    name: "booking-cancel",
    file: "routes/user/booking-detail.tsx",
    routeId: "routes/user/booking-detail",
    path: "/user/bookings/:id",
    methods: ["POST", "GET"],
    body: "form",
    fields: { intent: ["cancel", "delete", "review"], keptCents: INT },
    signedIn: "user",
    weight: 3,
  },
  {
    name: "review",
    file: "routes/user/review.tsx",
    routeId: "routes/user/review",
    path: "/user/bookings/:id/review",
    methods: ["POST", "GET"],
    body: "form",
    fields: {
      rating: INT,
      petRating: INT,
      body: "longtext",
      intent: ["review", "reply", "x"],
      reply: "longtext",
    },
    signedIn: "user",
    weight: 3,
  },
  {
    // A report on a review (reason list and words); a review not readable by the user is a 404.
    name: "review-report",
    file: "routes/user/review-report.tsx",
    routeId: "routes/user/review-report",
    path: "/user/reports/:review",
    methods: ["POST", "GET"],
    body: "form",
    fields: { reason: ["false", "offensive", "private", "unrelated", "other", "spam"], details: "longtext" },
    signedIn: "user",
    weight: 2,
  },
  {
    // `:id` is a booking id or junk: never a thread of the fuzz user's, so always a 404 (the
    // membership check answers the same for another user's thread and a made-up one).
    name: "message-thread",
    file: "routes/user/message-thread.tsx",
    routeId: "routes/user/message-thread",
    path: "/user/messages/:id",
    methods: ["POST", "GET"],
    body: "form",
    fields: {
      intent: ["send", "report", "use-template", "offer", "withdraw-offer", "x"],
      body: "longtext",
      template: "id",
      // The owner's offer form (decision 3953) and the withdrawal of one.
      checkIn: DATE,
      checkOut: DATE,
      adults: INT,
      children: INT,
      pets: INT,
      price: ["250", "1,200.50", "0", "-5", "1e9", "abc"],
      hours: ["24", "48", "72", "5", "x"],
      offerId: "id",
      reason: "longtext",
      messageId: "id",
      enhanced: ["1", "0"],
      idempotencyKey: "id",
      ...PET_RESUME_FIELDS,
    },
    signedIn: "user",
    weight: 2,
  },
  {
    name: "message-new",
    file: "routes/user/message-new.tsx",
    routeId: "routes/user/message-new",
    path: "/user/messages/new",
    methods: ["POST", "GET"],
    body: "form",
    query: { listing: "slug", checkIn: DATE, checkOut: DATE, adults: INT, pets: INT, pet: "id" },
    fields: {
      listing: "slug",
      checkIn: DATE,
      checkOut: DATE,
      adults: INT,
      pets: INT,
      body: "longtext",
      ...PET_RESUME_FIELDS,
      idempotencyKey: "id",
    },
    signedIn: "user",
    weight: 2,
  },
  {
    // The old staff page only sends operators to the console's queue (decision 3610); the fuzz
    // users are not operators: a 404 (a visitor: sent to sign in).
    name: "staff-reports",
    routeId: "routes/staff/reports",
    path: "/staff/reports",
    methods: ["GET"],
    body: "none",
    signedIn: "user",
    weight: 0.5,
  },
  {
    // A report on a listing (by slug) or a person (by public handle): a reason from the list and
    // words; one's own, unknown or unpublished subjects are refused (403/404), a second report 409,
    // past 10 an hour 429.
    name: "content-report",
    file: "routes/user/content-report.tsx",
    routeId: "routes/user/content-report",
    path: "/user/report/:reported",
    methods: ["POST", "GET"],
    body: "form",
    fields: { reason: ["false", "scam", "unsafe", "offensive", "other", "spam"], details: "longtext" },
    signedIn: "user",
    weight: 2,
  },
  // The operator console (decision 3700): the fuzz users are not operators, so every request meets
  // the role check (404) first (so a light weight: 0.5); the operator side's parsing of hostile input
  // is tried in tests/integration/actions/operator*.test.ts.
  {
    name: "operator-confirm",
    file: "routes/operator/confirm.tsx",
    routeId: "routes/operator/confirm",
    path: "/operator/confirm",
    methods: ["POST", "GET"],
    body: "form",
    fields: { code: "code", next: "redirect" },
    query: { next: "redirect", recent: ["1", "0"] },
    signedIn: "user",
    weight: 0.5,
  },
  {
    name: "operator-users",
    routeId: "routes/operator/users",
    path: "/operator/users",
    methods: ["GET"],
    body: "none",
    query: { q: "text", new: ["1", "0"] },
    signedIn: "user",
    weight: 0.5,
  },
  {
    name: "operator-user",
    file: "routes/operator/user.tsx",
    routeId: "routes/operator/user",
    path: "/operator/users/:id",
    methods: ["POST", "GET"],
    body: "form",
    fields: { intent: ["suspend", "lift", "delete", "x"], reason: "longtext" },
    signedIn: "user",
    weight: 0.5,
  },
  {
    name: "operator-user-export",
    file: "routes/operator/user-export.ts",
    path: "/operator/users/:id/export",
    methods: ["POST"],
    body: "form",
    fields: { confirm: "text" },
    signedIn: "user",
    weight: 0.5,
  },
  {
    // Cancel on the site's behalf with a refund (decision 3720).
    name: "operator-booking",
    file: "routes/operator/booking.tsx",
    routeId: "routes/operator/booking",
    path: "/operator/bookings/:id",
    methods: ["POST", "GET"],
    body: "form",
    fields: {
      intent: ["retry-refund", "cancel", "x"],
      amount: ["10.50", "0", "-1", "1e3", "999999999", "12.345", "text"],
      reason: "longtext",
    },
    signedIn: "user",
    weight: 0.5,
  },
  {
    // The operator's decision of a disputed claim (decision 3550): everyone else gets 404.
    name: "operator-claim",
    file: "routes/operator/claim.tsx",
    routeId: "routes/operator/claim",
    path: "/operator/claims/:id",
    methods: ["POST", "GET"],
    body: "form",
    fields: {
      decision: ["all", "part", "none", "x"],
      amount: ["10.50", "0", "-1", "1e3", "text"],
      reason: "longtext",
    },
    signedIn: "user",
    weight: 0.5,
  },
  {
    name: "operator-claims",
    file: "routes/operator/claims.tsx",
    routeId: "routes/operator/claims",
    path: "/operator/claims",
    methods: ["GET"],
    body: "none",
    query: { status: ["disputed", "failed", "x"] },
    signedIn: "user",
    weight: 0.3,
  },
  {
    name: "operator-listings",
    file: "routes/operator/listings.tsx",
    routeId: "routes/operator/listings",
    path: "/operator/listings",
    methods: ["POST", "GET"],
    body: "form",
    fields: { intent: ["approve", "reject", "unpublish", "x"], listingId: INT, reason: "longtext" },
    query: { q: "text" },
    signedIn: "user",
    weight: 0.5,
  },
  {
    name: "operator-settings",
    file: "routes/operator/settings.tsx",
    routeId: "routes/operator/settings",
    path: "/operator/settings",
    methods: ["POST", "GET"],
    body: "form",
    fields: {
      setting: ["listingReview", "commission", "contact", "x"],
      listingReview: ["on", "off", "x"],
      commissionPercent: ["12.5", "0", "51", "-1", "1e3", "text"],
      contactEmail: ["help@example.com", "text"],
      reason: "text",
    },
    signedIn: "user",
    weight: 0.5,
  },
  {
    name: "operator-reports",
    file: "routes/operator/reports.tsx",
    routeId: "routes/operator/reports",
    path: "/operator/reports",
    methods: ["POST", "GET"],
    body: "form",
    fields: {
      kind: ["message", "review", "listing", "user", "x"],
      subject: "id",
      intent: ["dismiss", "hide", "remove", "suspend", "x"],
      reason: "longtext",
    },
    signedIn: "user",
    weight: 0.5,
  },
  {
    name: "operator-audit",
    routeId: "routes/operator/audit",
    path: "/operator/audit",
    methods: ["GET"],
    body: "none",
    query: { before: INT },
    signedIn: "user",
    weight: 0.5,
  },
  {
    name: "messages",
    routeId: "routes/user/messages",
    path: "/user/messages",
    methods: ["GET"],
    body: "none",
    query: { filter: ["all", "hosting", "travelling", "x"] },
    signedIn: "user",
  },
  {
    name: "notifications",
    file: "routes/user/notifications.tsx",
    routeId: "routes/user/notifications",
    path: "/user/notifications",
    methods: ["POST", "GET"],
    body: "form",
    fields: { intent: ["read", "read-all", "delete"], id: "id" },
    query: { before: DATE, page: INT },
    signedIn: "user",
    weight: 2,
  },
  {
    name: "settings",
    file: "routes/user/settings.tsx",
    routeId: "routes/user/settings",
    path: "/user/settings",
    methods: ["POST", "GET"],
    body: "form",
    fields: {
      intent: ["notifications", "password", "language", "other"],
      language: ["en", "es", "fr", "ar", "xx", ""],
      emailBookingUpdates: "checkbox",
      emailReminders: "checkbox",
      emailTips: "checkbox",
      smsBookingUpdates: "checkbox",
      currentPassword: "password",
      newPassword: "password",
      confirmPassword: "password",
    },
    signedIn: "user",
    weight: 2,
  },
  {
    name: "profile",
    file: "routes/user/profile.tsx",
    routeId: "routes/user/profile",
    path: "/user/profile",
    methods: ["POST", "GET"],
    body: "form",
    fields: { firstName: "name", lastName: "name", username: "name", idempotencyKey: "id" },
    signedIn: "user",
    weight: 2,
  },
  {
    name: "delete-profile",
    file: "routes/user/delete-profile.tsx",
    routeId: "routes/user/delete-profile",
    path: "/user/delete-profile",
    methods: ["POST", "GET"],
    body: "form",
    fields: { password: "password", code: "code", confirmation: ["DELETE", "delete", ""] },
    signedIn: "sacrificial",
  },
  {
    name: "change-email",
    file: "routes/auth/change-email.tsx",
    routeId: "routes/auth/change-email",
    path: "/change-email",
    methods: ["POST", "GET"],
    body: "form",
    fields: { newEmail: "email", password: "password" },
    signedIn: "sacrificial",
  },
  {
    name: "email-authenticated",
    file: "routes/auth/email-authenticated.tsx",
    routeId: "routes/auth/email-authenticated",
    path: "/email-authenticated",
    methods: ["POST", "GET"],
    body: "form",
    fields: { email: "email" },
    query: { error: "text", verified: "bool" },
    signedIn: "user",
  },
  {
    name: "email-sent",
    file: "routes/auth/email-sent.tsx",
    routeId: "routes/auth/email-sent",
    path: "/email-sent",
    methods: ["POST", "GET"],
    body: "form",
    fields: { email: "email" },
    query: { resent: "bool" },
    signedIn: "anon",
  },
  {
    name: "forgot-password",
    file: "routes/auth/forgot-password.tsx",
    routeId: "routes/auth/forgot-password",
    path: "/forgot-password",
    methods: ["POST", "GET"],
    body: "form",
    fields: { email: "email" },
    signedIn: "anon",
  },
  {
    name: "phone-verify",
    file: "routes/auth/phone-verify.tsx",
    routeId: "routes/auth/phone-verify",
    path: "/phone-verify",
    methods: ["POST", "GET"],
    body: "form",
    fields: { intent: ["send", "verify", "x"], phoneNumber: "phone", code: "code" },
    signedIn: "user",
  },
  {
    name: "sessions",
    file: "routes/auth/sessions.ts",
    routeId: "routes/auth/sessions",
    path: "/api/account/sessions",
    methods: ["POST", "GET"],
    body: "form",
    fields: { intent: ["end", "end-others", "x"], sessionId: "id", redirectTo: "redirect" },
    signedIn: "sacrificial",
  },
  {
    name: "account-session",
    file: "routes/auth/session.ts",
    routeId: "routes/auth/session",
    path: "/api/account/session",
    methods: ["GET", "POST"],
    body: "none",
    signedIn: "user",
    weight: 0.5,
  },
  {
    name: "sign-in",
    file: "routes/auth/sign-in.tsx",
    routeId: "routes/auth/sign-in",
    path: "/sign-in",
    methods: ["POST", "GET"],
    body: "form",
    fields: {
      email: "email",
      password: "password",
      rememberMe: "checkbox",
      redirectedFrom: "redirect",
      intent: ["resend", "sign-in"],
    },
    query: { redirectedFrom: "redirect" },
    signedIn: "anon",
    weight: 2,
  },
  {
    name: "sign-out",
    file: "routes/auth/sign-out.tsx",
    routeId: "routes/auth/sign-out",
    path: "/sign-out",
    methods: ["POST", "GET"],
    body: "form",
    fields: { js: ["1", "0"] },
    signedIn: "sacrificial",
  },
  {
    name: "language",
    file: "routes/language.ts",
    routeId: "routes/language",
    path: "/language",
    methods: ["POST", "GET"],
    body: "form",
    fields: { lang: ["en", "es", "fr", "ar", "de", ""], back: "redirect" },
    signedIn: "user",
  },
  {
    name: "sign-up",
    file: "routes/auth/sign-up.tsx",
    routeId: "routes/auth/sign-up",
    path: "/sign-up",
    methods: ["POST", "GET"],
    body: "form",
    fields: {
      firstName: "name",
      lastName: "name",
      email: "email",
      password: "password",
      acceptTerms: "checkbox",
    },
    signedIn: "anon",
    weight: 2,
  },
  {
    name: "two-factor-setup",
    file: "routes/auth/two-factor-setup.tsx",
    routeId: "routes/auth/two-factor-setup",
    path: "/two-factor-setup",
    methods: ["POST", "GET"],
    body: "form",
    fields: {
      intent: ["start", "confirm", "regenerate", "disable", "x"],
      password: "password",
      code: "code",
      totpURI: "text",
    },
    signedIn: "sacrificial",
  },
  {
    name: "two-factor",
    file: "routes/auth/two-factor.tsx",
    routeId: "routes/auth/two-factor",
    path: "/two-factor",
    methods: ["POST", "GET"],
    body: "form",
    fields: {
      code: "code",
      method: ["totp", "backup", "sms"],
      trustDevice: "checkbox",
      redirectedFrom: "redirect",
    },
    query: { redirectedFrom: "redirect" },
    signedIn: "anon",
  },
  {
    name: "update-password",
    file: "routes/auth/update-password.tsx",
    routeId: "routes/auth/update-password",
    path: "/update-password",
    methods: ["POST", "GET"],
    body: "form",
    fields: { token: "token", password: "password", confirmPassword: "password" },
    query: { token: "token", error: "text" },
    signedIn: "anon",
  },
  {
    name: "contact-us",
    file: "routes/content/contact-us.tsx",
    routeId: "routes/content/contact-us",
    path: "/contact-us",
    methods: ["POST", "GET"],
    body: "form",
    fields: {
      name: "name",
      email: "email",
      topic: ["booking", "stay", "owner", "other", "nope"],
      message: "longtext",
      bookingReference: "text",
      website: "text",
    },
    query: { sent: "bool" },
    signedIn: "user",
    weight: 2,
  },
  {
    name: "host-listing-new",
    file: "routes/host/listing-new.tsx",
    routeId: "routes/host/listing-new",
    path: "/host/listings/new",
    methods: ["POST", "GET"],
    body: "form",
    fields: hostPlaceFields,
    signedIn: "user",
  },
  {
    name: "host-listing-step",
    file: "routes/host/listing-step.tsx",
    routeId: "routes/host/listing-step",
    path: "/host/listings/:listing/:step",
    methods: ["POST", "GET"],
    body: "form",
    fields: hostStepFields,
    signedIn: "user",
    weight: 4,
  },
  {
    name: "host-listing-review",
    file: "routes/host/listing-review.tsx",
    routeId: "routes/host/listing-review",
    path: "/host/listings/:listing/review",
    methods: ["POST", "GET"],
    body: "form",
    fields: { intent: ["publish", "snooze", "unsnooze", "archive", "delete"], until: DATE },
    signedIn: "user",
    weight: 2,
  },
  {
    name: "host-listing-calendar",
    file: "routes/host/listing-calendar.tsx",
    routeId: "routes/host/listing-calendar",
    path: "/host/listings/:listing/calendar",
    methods: ["POST", "GET"],
    body: "form",
    fields: {
      intent: ["block", "open", "price", "reset", "delete"],
      start: DATE,
      last: DATE,
      rate: "text",
      minNights: INT,
      month: "text",
    },
    query: { month: "text" },
    signedIn: "user",
    weight: 2,
  },
  {
    // The calendar of several homes: the home is a form field (`listing`), another user's → 404.
    name: "host-calendar",
    file: "routes/host/calendar.tsx",
    routeId: "routes/host/calendar",
    path: "/host/calendar",
    methods: ["POST", "GET"],
    body: "form",
    fields: {
      listing: "listing",
      intent: ["block", "open", "price", "reset", "delete"],
      start: DATE,
      last: DATE,
      rate: "text",
      minNights: INT,
      from: DATE,
    },
    query: { from: DATE },
    signedIn: "user",
    weight: 2,
  },
  {
    name: "host-listing-pricing-rules",
    file: "routes/host/listing-pricing.tsx",
    routeId: "routes/host/listing-pricing",
    path: "/host/listings/:listing/pricing-rules",
    methods: ["POST", "GET"],
    body: "form",
    fields: {
      intent: ["rules", "add-season", "remove-season", "delete"],
      weekendRate: "text",
      monthlyDiscountPct: INT,
      timingKind: ["none", "last-minute", "early-bird", "sometimes"],
      timingDays: INT,
      timingPct: INT,
      seasonStart: DATE,
      seasonLast: DATE,
      seasonRate: "text",
    },
    query: { checkIn: DATE },
    signedIn: "user",
    weight: 2,
  },
  {
    name: "host-listing-start",
    routeId: "routes/host/listing-start",
    path: "/host/listings/:listing",
    methods: ["GET"],
    body: "none",
    signedIn: "user",
  },
  {
    // Calendar sync: feeds are only ever fetched from addresses the fuzz user types.
    name: "host-calendar-sync",
    file: "routes/host/listing-calendar-sync.tsx",
    routeId: "routes/host/listing-calendar-sync",
    path: "/host/listings/:listing/calendar-sync",
    methods: ["POST", "GET"],
    body: "form",
    fields: {
      intent: ["add", "sync", "remove", "regenerate", "x"],
      feedId: INT,
      name: "name",
      url: [
        "https://calendar.invalid/a.ics",
        "webcal://calendar.invalid/b.ics",
        "ftp://x",
        "javascript:alert(1)",
        "text",
      ],
    },
    signedIn: "user",
    weight: 2,
  },
  {
    name: "host-messages",
    routeId: "routes/host/messages",
    path: "/host/messages",
    methods: ["GET"],
    body: "none",
    signedIn: "user",
    weight: 0.5,
  },
  {
    // Scheduled messages of one listing (decisions 3954, 3959): another user's listing or junk is a
    // 404; `id` and `edit` are never one of the listing's scheduled messages (404).
    name: "host-listing-scheduled",
    file: "routes/host/listing-scheduled.tsx",
    routeId: "routes/host/listing-scheduled",
    path: "/host/listings/:listing/scheduled-messages",
    methods: ["POST", "GET"],
    body: "form",
    fields: {
      intent: ["create", "update", "delete", "x"],
      id: "id",
      name: "name",
      body: "longtext",
      anchor: ["check_in", "check_out", "arrival"],
      offsetDays: ["-1", "0", "14", "15", "-99", "1.5", "x"],
      sendTime: ["10:00", "23:59", "24:00", "9am"],
    },
    query: { edit: "id" },
    signedIn: "user",
  },
  {
    // `id` and `edit` are junk or made-up ids: never one of the fuzz user's saved replies (404).
    name: "host-saved-replies",
    file: "routes/host/saved-replies.tsx",
    routeId: "routes/host/saved-replies",
    path: "/host/saved-replies",
    methods: ["POST", "GET"],
    body: "form",
    fields: { intent: ["create", "update", "delete", "x"], id: "id", name: "name", body: "longtext" },
    query: { edit: "id" },
    signedIn: "user",
  },
  {
    name: "host-profile",
    file: "routes/host/host-profile.tsx",
    routeId: "routes/host/host-profile",
    path: "/host/profile",
    methods: ["POST", "GET"],
    body: "form",
    fields: { about: "longtext", languages: "text" },
    signedIn: "user",
  },
  {
    // `:id` is a booking id: the fuzz user's own trips are not theirs to answer as a host (404),
    // another user's booking must answer 404 too.
    name: "host-reservation",
    file: "routes/host/reservation.tsx",
    routeId: "routes/host/reservation",
    path: "/host/reservations/:id",
    methods: ["POST", "GET"],
    body: "form",
    fields: {
      intent: ["accept", "decline", "cancel", "delete", "reply"],
      reason: ["dates", "pets", "guests", "other", "x"],
      note: "longtext",
      reply: "longtext",
    },
    signedIn: "user",
    weight: 3,
  },
  {
    // A pet damage claim (decision 3550): `:id` is a booking id, never one of the fuzz user's homes
    // (404), or junk; photos streamed through the upload pipeline.
    name: "host-reservation-claim",
    file: "routes/host/reservation-claim.tsx",
    routeId: "routes/host/reservation-claim",
    path: "/host/reservations/:id/claim",
    methods: ["POST", "GET"],
    body: "multipart",
    fields: {
      amount: ["120", "120.50", "0", "-1", "1e3", "999999999", "12.345", "text"],
      description: "longtext",
    },
    signedIn: "user",
    weight: 0.5,
  },
  {
    // The traveller's answer to a claim: someone else's trip, or one without a claim → 404.
    name: "trip-claim",
    file: "routes/user/trip-claim.tsx",
    routeId: "routes/user/trip-claim",
    path: "/user/bookings/:id/claim",
    methods: ["POST", "GET"],
    body: "form",
    fields: { intent: ["accept", "dispute", "x"], note: "longtext" },
    signedIn: "user",
    weight: 0.5,
  },
  {
    // A new card after a refused month (decision 3560): someone else's trip → 404; a trip with no
    // refused month → 409; a number that is not a demo test card → 400.
    name: "trip-card",
    file: "routes/user/trip-card.tsx",
    routeId: "routes/user/trip-card",
    path: "/user/bookings/:id/card",
    methods: ["POST", "GET"],
    body: "form",
    fields: {
      cardNumber: ["4242 4242 4242 4242", "4000000000000002", "4000 0000 0000 9995", "1234", "text"],
    },
    signedIn: "user",
    weight: 0.5,
  },
  {
    // The owner's review of a guest and their pets (`pet0-…`: the booking's first pet; pet9: none).
    name: "host-guest-review",
    file: "routes/host/guest-review.tsx",
    routeId: "routes/host/guest-review",
    path: "/host/reservations/:id/review",
    methods: ["POST", "GET"],
    body: "form",
    fields: {
      rating: INT,
      cleanliness: INT,
      houseRules: INT,
      communication: INT,
      body: "longtext",
      privateFeedback: "longtext",
      "pet0-asDeclared": ["yes", "no", "maybe"],
      "pet0-behaviour": INT,
      "pet0-note": "longtext",
      "pet9-asDeclared": ["yes", "no"],
    },
    signedIn: "user",
    weight: 3,
  },
  {
    name: "host-reservations",
    routeId: "routes/host/reservations",
    path: "/host/reservations",
    methods: ["GET"],
    body: "none",
    query: { tab: ["requests", "upcoming", "current", "past", "cancelled", "x"], listing: "int" },
    signedIn: "user",
  },
  {
    name: "host-pages",
    routeId: "routes/host/listings",
    path: "/host/listings",
    methods: ["GET"],
    body: "none",
    signedIn: "user",
    weight: 0.5,
  },
  {
    // Listing ids in the query: another owner's (the demo homes are 1–6) must be 404, never their money.
    name: "host-earnings",
    routeId: "routes/host/earnings",
    path: "/host/earnings",
    methods: ["GET"],
    body: "none",
    query: { listing: INT, year: ["2026", "2025", "recent"] },
    signedIn: "user",
    weight: 0.5,
  },
  {
    // The owner's payout account (decision 3520): Stripe's onboarding link in stripe mode (a 303),
    // 404 in the others; a user with no home listed is told to list one first (404).
    name: "host-payouts",
    file: "routes/host/payouts.tsx",
    routeId: "routes/host/payouts",
    path: "/host/payouts",
    methods: ["POST", "GET"],
    body: "form",
    fields: { intent: ["onboard", "x", ""] },
    query: { back: ["1", "text"], again: ["1", "text"] },
    signedIn: "user",
    weight: 0.5,
  },
  {
    name: "host-earnings-csv",
    path: "/host/earnings.csv",
    methods: ["GET"],
    body: "none",
    query: { listing: INT, year: ["2026", "2025", "recent"] },
    signedIn: "user",
    weight: 0.5,
  },
  {
    name: "pets",
    file: "routes/user/pets.tsx",
    routeId: "routes/user/pets",
    path: "/user/pets",
    methods: ["POST", "GET"],
    body: "form",
    fields: { intent: ["delete", "x"], id: "id" },
    signedIn: "user",
    weight: 0.5,
  },
  {
    name: "pet-new",
    file: "routes/user/pet-edit.tsx",
    routeId: "routes/user/pet-new",
    path: "/user/pets/new",
    methods: ["POST", "GET"],
    body: "form",
    fields: petFields,
    signedIn: "user",
  },
  {
    // `:id` is a booking id or junk: never a pet of the fuzz user's, so always a 404.
    name: "pet-edit",
    file: "routes/user/pet-edit.tsx",
    routeId: "routes/user/pet-edit",
    path: "/user/pets/:id",
    methods: ["POST", "GET"],
    body: "form",
    fields: petFields,
    signedIn: "user",
    weight: 0.5,
  },
  {
    name: "pet-photo",
    file: "routes/user/pet-edit.tsx",
    routeId: "routes/user/pet-edit",
    path: "/user/pets/:id",
    methods: ["POST"],
    body: "multipart",
    fields: { intent: ["upload", "remove", "x"] },
    signedIn: "user",
    weight: 0.5,
  },
  {
    name: "wishlist-api",
    file: "routes/api/wishlist.ts",
    routeId: "routes/api/wishlist",
    path: "/api/wishlist",
    methods: ["POST", "GET"],
    body: "form",
    fields: { listing: "slug", intent: ["save", "remove", "x"], redirectTo: "redirect" },
    signedIn: "user",
    weight: 2,
  },
  {
    name: "avatar-api",
    file: "routes/api/profile-avatar.ts",
    routeId: "routes/api/profile-avatar",
    path: "/api/profile/avatar",
    methods: ["POST", "DELETE"],
    body: "multipart",
    // Streamed to disk once signed in; the square the person framed comes along.
    fields: {
      intent: ["upload", "delete"],
      redirectTo: "redirect",
      cropX: "text",
      cropY: "text",
      cropZoom: "text",
    },
    signedIn: "user",
    weight: 2,
  },
  {
    // Listing ids are numbers: `:slug` gives a listing slug or hostile ids, all 404 for the fuzz user.
    name: "host-photos",
    file: "routes/host/listing-photos.tsx",
    routeId: "routes/host/listing-photos",
    path: "/host/listings/:listing/photos",
    methods: ["POST", "GET"],
    body: "form",
    fields: {
      intent: ["caption", "cover", "delete", "move", "reorder", "upload", "x"],
      photo: INT,
      caption: "text",
      direction: ["earlier", "later", "x"],
      order: "text",
      js: ["1", "0"],
    },
    signedIn: "user",
  },
  {
    name: "host-photos-api",
    file: "routes/api/listing-photos.ts",
    routeId: "routes/api/listing-photos",
    path: "/api/host/listings/:listing/photos",
    methods: ["POST"],
    body: "multipart",
    fields: {},
    signedIn: "user",
  },
  {
    name: "profile-api",
    file: "routes/api/profile.ts",
    routeId: "routes/api/profile",
    path: "/api/profile",
    methods: ["PATCH", "GET"],
    body: "json",
    fields: { first_name: "name", last_name: "name", username: "name" },
    signedIn: "user",
    weight: 2,
  },
  {
    name: "test-stays",
    file: "routes/testing/test-hooks.ts",
    routeId: "routes/testing/test-hooks",
    path: "/__test/stays",
    methods: ["POST"],
    body: "json",
    fields: {
      listing: "slug",
      checkIn: DATE,
      checkOut: DATE,
      status: ["pending", "confirmed", "completed", "cancelled", "expired", "x"],
    },
    signedIn: "user",
    weight: 0.3,
  },
  {
    name: "test-listings",
    file: "routes/testing/test-hooks.ts",
    routeId: "routes/testing/test-hooks",
    path: "/__test/listings",
    methods: ["POST"],
    body: "json",
    fields: {
      title: "name",
      city: "name",
      region: "name",
      nightlyRateCents: INT,
      instantBook: "bool",
      address: "text",
      postcode: "text",
      latitude: INT,
      longitude: INT,
      checkInInstructions: "longtext",
    },
    signedIn: "user",
    weight: 0.2,
  },
  {
    name: "test-notifications",
    file: "routes/testing/test-hooks.ts",
    routeId: "routes/testing/test-hooks",
    path: "/__test/notifications",
    methods: ["POST"],
    body: "json",
    fields: { title: "longtext" },
    signedIn: "user",
    weight: 0.2,
  },
  {
    name: "test-live-cut",
    file: "routes/testing/test-hooks.ts",
    routeId: "routes/testing/test-hooks",
    path: "/__test/live/cut",
    methods: ["POST"],
    body: "json",
    signedIn: "user",
    weight: 0.2,
  },

  // ---- Loaders with hostile query strings ----
  {
    name: "home",
    routeId: "routes/home",
    path: "/",
    methods: ["GET"],
    body: "none",
    query: searchQuery,
    signedIn: "user",
  },
  {
    name: "search",
    routeId: "search",
    path: SEARCH_PATH,
    methods: ["GET"],
    body: "none",
    query: searchQuery,
    signedIn: "user",
    weight: 3,
  },
  {
    name: "stays-map",
    file: "routes/api/stays-map.ts",
    routeId: "routes/api/stays-map",
    path: "/api/stays/map",
    methods: ["GET"],
    body: "none",
    query: searchQuery,
    signedIn: "anon",
  },
  {
    name: "stays-count",
    file: "routes/api/stays-count.ts",
    routeId: "routes/api/stays-count",
    path: "/api/stays/count",
    methods: ["GET"],
    body: "none",
    query: searchQuery,
    signedIn: "anon",
    weight: 2,
  },
  {
    name: "search-grid",
    routeId: "search-grid",
    path: "/listing",
    methods: ["GET"],
    body: "none",
    query: searchQuery,
    signedIn: "anon",
  },
  {
    name: "search-list",
    routeId: "search-list",
    path: "/list",
    methods: ["GET"],
    body: "none",
    query: searchQuery,
    signedIn: "anon",
  },
  {
    name: "detail",
    routeId: "routes/stays/detail",
    path: "/hotels/detail",
    methods: ["GET"],
    body: "none",
    query: { listing: "slug", ...searchQuery },
    signedIn: "user",
    weight: 3,
  },
  {
    name: "confirm",
    routeId: "routes/bookings/confirm",
    path: "/hotels/confirm",
    methods: ["GET"],
    body: "none",
    query: { booking: "id" },
    signedIn: "user",
    weight: 2,
  },
  {
    // A listing's secret iCal export: hostile tokens get a 404, never a 500.
    name: "listing-calendar-feed",
    path: "/calendar/:slug.ics",
    methods: ["GET"],
    body: "none",
    signedIn: "anon",
    weight: 0.5,
  },
  {
    name: "calendar",
    path: "/hotels/confirm/calendar.ics",
    methods: ["GET"],
    body: "none",
    query: { booking: "id" },
    signedIn: "user",
  },
  {
    // The printable receipt of a trip: the traveller's own only (someone else's id → 404).
    name: "receipt",
    routeId: "routes/user/receipt",
    path: "/user/bookings/:id/receipt",
    methods: ["GET"],
    body: "none",
    signedIn: "user",
  },
  {
    name: "bookings",
    routeId: "routes/user/bookings",
    path: "/user/bookings",
    methods: ["GET"],
    body: "none",
    query: { tab: ["upcoming", "past", "x"], page: INT },
    signedIn: "user",
  },
  {
    name: "wishlist",
    routeId: "routes/user/wishlist",
    path: "/user/wishlist",
    methods: ["GET"],
    body: "none",
    query: { save: "slug" },
    signedIn: "user",
  },
  {
    name: "email-changed",
    routeId: "routes/auth/email-changed",
    path: "/email-changed",
    methods: ["GET"],
    body: "none",
    query: { error: "text" },
    signedIn: "user",
  },
  {
    name: "current-user",
    routeId: "routes/auth/current-user",
    path: "/api/account/user",
    methods: ["GET"],
    body: "none",
    signedIn: "user",
  },
  {
    // One visitor's parts of the pages shared by everyone (decision 4010): theirs alone, or nothing.
    name: "personal-parts",
    file: "routes/api/personal.ts",
    routeId: "routes/api/personal",
    path: "/api/personal",
    methods: ["GET"],
    body: "none",
    signedIn: "user",
  },
  {
    name: "notifications-api",
    routeId: "routes/api/notifications",
    path: "/api/notifications",
    methods: ["GET"],
    body: "none",
    query: { before: DATE, limit: INT, unread: "bool" },
    signedIn: "user",
  },
  {
    name: "notification-events",
    path: "/api/notifications/events",
    methods: ["GET"],
    body: "none",
    query: { lastEventId: "text" },
    signedIn: "user",
    weight: 0.3,
  },
  {
    name: "blog",
    routeId: "routes/blog/index",
    path: "/blog",
    methods: ["GET"],
    body: "none",
    query: { category: "slug", q: "text", page: INT },
    signedIn: "anon",
  },
  {
    name: "blog-tag",
    routeId: "routes/blog/tag",
    path: "/blog/tag/:slug",
    methods: ["GET"],
    body: "none",
    query: { page: INT },
    signedIn: "anon",
  },
  {
    name: "blog-article",
    routeId: "routes/blog/article",
    path: "/:slug/:slug",
    methods: ["GET"],
    body: "none",
    signedIn: "anon",
  },
  { name: "rss", path: "/blog/rss.xml", methods: ["GET"], body: "none", signedIn: "anon", weight: 0.3 },
  {
    name: "content",
    routeId: "routes/content/landing",
    path: "/landing",
    methods: ["GET"],
    body: "none",
    query: { ref: "text" },
    signedIn: "anon",
    weight: 0.5,
  },
  {
    name: "about",
    routeId: "routes/content/about-us",
    path: "/about-us",
    methods: ["GET"],
    body: "none",
    signedIn: "anon",
    weight: 0.3,
  },
  {
    name: "terms",
    routeId: "routes/content/terms",
    path: "/terms",
    methods: ["GET"],
    body: "none",
    signedIn: "anon",
    weight: 0.3,
  },
  {
    name: "privacy",
    routeId: "routes/content/privacy-policy",
    path: "/privacy-policy",
    methods: ["GET"],
    body: "none",
    signedIn: "anon",
    weight: 0.3,
  },
  { name: "robots", path: "/robots.txt", methods: ["GET"], body: "none", signedIn: "anon", weight: 0.2 },
  { name: "sitemap", path: "/sitemap.xml", methods: ["GET"], body: "none", signedIn: "anon", weight: 0.2 },
  {
    name: "catch-all",
    routeId: "routes/catch-all",
    path: "/:slug",
    methods: ["GET"],
    body: "none",
    signedIn: "anon",
    weight: 0.5,
  },
  {
    name: "media",
    path: "/media/:slug/:slug",
    methods: ["GET"],
    body: "none",
    signedIn: "anon",
    weight: 0.5,
  },
  { name: "healthz", path: "/healthz", methods: ["GET"], body: "none", signedIn: "anon", weight: 0.2 },
  {
    // Stripe's webhooks (decision 3540): 404 unless the site runs PAYMENTS_MODE=stripe; in that
    // mode tests/integration/stripe-webhooks.test.ts sends these cases, signed and not.
    name: "stripe webhook",
    path: "/webhooks/stripe",
    methods: ["POST"],
    body: "json",
    fields: {
      id: ["evt_1NfuzzAAAAAAAAAA", "evt_", "x", ""],
      object: ["event", "charge"],
      type: [
        "checkout.session.completed",
        "checkout.session.expired",
        "account.updated",
        "charge.refunded",
        "x",
      ],
      created: INT,
      data: "text",
    },
    headers: {
      "stripe-signature": [
        "t=1,v1=00",
        `t=4102444799,v1=${"a".repeat(64)}`,
        "garbage",
        "t=,v1=,v0=",
        `t=1,${"v1=ab,".repeat(500)}`,
      ],
    },
    signedIn: "anon",
    weight: 0.3,
  },

  // ---- Better Auth's endpoints (JSON) ----
  {
    name: "auth sign-up",
    path: "/api/auth/sign-up/email",
    methods: ["POST"],
    body: "json",
    fields: {
      name: "name",
      firstName: "name",
      lastName: "name",
      email: "email",
      password: "password",
      callbackURL: "redirect",
    },
    signedIn: "anon",
    weight: 1.5,
  },
  {
    name: "auth sign-in",
    path: "/api/auth/sign-in/email",
    methods: ["POST"],
    body: "json",
    fields: { email: "email", password: "password", rememberMe: "bool", callbackURL: "redirect" },
    signedIn: "anon",
    weight: 1.5,
  },
  {
    name: "auth request-password-reset",
    path: "/api/auth/request-password-reset",
    methods: ["POST"],
    body: "json",
    fields: { email: "email", redirectTo: "redirect" },
    signedIn: "anon",
  },
  {
    name: "auth reset-password",
    path: "/api/auth/reset-password",
    methods: ["POST"],
    body: "json",
    fields: { newPassword: "password", token: "token" },
    query: { token: "token" },
    signedIn: "anon",
  },
  {
    name: "auth reset-password link",
    path: "/api/auth/reset-password/:slug",
    methods: ["GET"],
    body: "none",
    query: { callbackURL: "redirect" },
    signedIn: "anon",
    weight: 0.5,
  },
  {
    name: "auth update-user",
    path: "/api/auth/update-user",
    methods: ["POST"],
    body: "json",
    fields: { name: "name", image: "redirect", firstName: "name", lastName: "name", email: "email" },
    signedIn: "user",
  },
  {
    name: "auth send-verification-email",
    path: "/api/auth/send-verification-email",
    methods: ["POST"],
    body: "json",
    fields: { email: "email", callbackURL: "redirect" },
    signedIn: "anon",
  },
  {
    name: "auth verify-email",
    path: "/api/auth/verify-email",
    methods: ["GET"],
    body: "none",
    query: { token: "token", callbackURL: "redirect" },
    signedIn: "anon",
  },
  {
    name: "auth change-email",
    path: "/api/auth/change-email",
    methods: ["POST"],
    body: "json",
    fields: { newEmail: "email", callbackURL: "redirect" },
    signedIn: "sacrificial",
  },
  {
    name: "auth change-password",
    path: "/api/auth/change-password",
    methods: ["POST"],
    body: "json",
    fields: { currentPassword: "password", newPassword: "password", revokeOtherSessions: "bool" },
    signedIn: "sacrificial",
  },
  {
    name: "auth sign-out",
    path: "/api/auth/sign-out",
    methods: ["POST"],
    body: "json",
    fields: {},
    signedIn: "sacrificial",
    weight: 0.5,
  },
  {
    name: "auth two-factor",
    path: "/api/auth/two-factor/verify-totp",
    methods: ["POST"],
    body: "json",
    fields: { code: "code", trustDevice: "bool" },
    signedIn: "anon",
    weight: 0.5,
  },
  {
    name: "auth phone send-otp",
    path: "/api/auth/phone-number/send-otp",
    methods: ["POST"],
    body: "json",
    fields: { phoneNumber: "phone" },
    signedIn: "user",
    weight: 0.5,
  },
  {
    name: "auth phone verify",
    path: "/api/auth/phone-number/verify",
    methods: ["POST"],
    body: "json",
    fields: { phoneNumber: "phone", code: "code" },
    signedIn: "user",
    weight: 0.5,
  },
  {
    name: "auth delete-user",
    path: "/api/auth/delete-user",
    methods: ["POST"],
    body: "json",
    fields: { password: "password", callbackURL: "redirect" },
    signedIn: "sacrificial",
    weight: 0.3,
  },
  {
    name: "auth get-session",
    path: "/api/auth/get-session",
    methods: ["GET"],
    body: "none",
    signedIn: "user",
    weight: 0.3,
  },
  {
    name: "auth error",
    path: "/api/auth/error",
    methods: ["GET"],
    body: "none",
    query: { error: "text" },
    signedIn: "anon",
    weight: 0.3,
  },
];

// ---------------------------------------------------------------------------
// Hostile values
// ---------------------------------------------------------------------------

export const HOSTILE_IDS = [
  "../",
  "../../etc/passwd",
  "..%2F..%2F",
  "00000000-0000-0000-0000-00000000000g",
  "------------------------------------",
  "00000000-0000-0000-0000-000000000000",
  "ffffffff-ffff-ffff-ffff-ffffffffffff",
  "0",
  "-1",
  "1",
  "null",
  "undefined",
  "",
  " ",
  "'; drop table bookings; --",
  "1 OR 1=1",
  "%00",
  "\u0000",
  "\uD800",
  "{00000000-0000-0000-0000-000000000000}",
  "0".repeat(300),
];
export const HOSTILE_DATES = [
  "2026-02-30",
  "99999-01-01",
  "0000-00-00",
  "2026-13-01",
  "2026-00-10",
  "2026-1-1",
  "2026-02-29",
  "1970-01-01",
  "9999-12-31",
  "-001-01-01",
  "+275760-09-13",
  "2026-06-01T00:00:00Z",
  "today",
  "NaN",
  "",
  "2026-06-01\u0000",
  "2026-06-31",
];
export const HOSTILE_INTS = [
  "2.9",
  "0x2",
  "1e3",
  "-1",
  "NaN",
  "Infinity",
  "-Infinity",
  "99999999999999999999999",
  "1e308",
  "9007199254740993",
  "",
  " 3 ",
  "٣",
  "0",
  "-0",
  "2147483648",
  "0b11",
  "1_000",
];
export const HOSTILE_REDIRECTS = [
  "/.//evil.example",
  "/\\evil",
  "%2F%2Fevil",
  "https://evil",
  "//evil.example",
  "/\t/evil.example",
  "javascript:alert(1)",
  "/%5Cevil.example",
  "\\\\evil.example",
  "/..;/evil",
  "/%2e%2e/%2e%2e/evil",
  "http:evil.example",
  "/user/profile",
  "/hotels/detail?listing=x",
  "",
];
const HOSTILE_TEXT = [
  "\u0000",
  "a\u0000b",
  "\uD800",
  "x\uDFFFy",
  "\uDBFF\uDBFF",
  "<script>alert(1)</script>",
  "{{7*7}}",
  "${7*7}",
  "\r\nSet-Cookie: owned=1",
  "🐶🐱".repeat(20),
  "\u202Eevil",
  "null",
  "[]",
  "{}",
  "true",
  "%00",
  "%E0%A4%A",
  "' OR '1'='1",
  "\\",
  " ",
];

/** Contact details written to slip past a filter (the masking reads every text sent to the other side). */
const CONTACT_EVASIONS = [
  "Call me on 555\u00a0123\u00a04567",
  "٥٥٥ ١٢٣ ٤٥٦٧",
  "５５５－１２３－４５６７",
  "$555 123 4567",
  "five five five, one two three, four five six seven",
  "maya (at) example (dot) com",
  "maya＠gmаil。com",
  "wa.me/15551234567 or t.me/maya_rentals",
  "WeChat ID: maya_1990 / 加我微信maya123",
  "5\u200b5\u200b5 1\u200b2\u200b3 4567",
  "my number is 555",
  "4567",
  "soixante-dix-huit, douze, trente-quatre, cinquante-six",
  "1".repeat(3000),
  "a.".repeat(1500),
  "(at)".repeat(800),
  "five ".repeat(700),
];

const now = Date.UTC(2026, 5, 1);
function isoDay(offset: number) {
  return new Date(now + offset * 86_400_000).toISOString().slice(0, 10);
}

/** What the runner learned from the site before the run: real ids and slugs. */
export interface Fixtures {
  /** Published listing slugs (the last one is the main fuzz user's own home). */
  listings: string[];
  /** Booking ids of the main fuzz user. */
  own: string[];
  /** Booking ids of another user: asking for them must answer 404. */
  other: string[];
  /** Listing ids (drafts) the main fuzz user hosts. */
  ownListings: string[];
  /** Listing ids of another host: the editor must answer 404. */
  otherListings: string[];
}

/** One generated request. The body is raw bytes so nothing "fixes" it on the way. */
export interface FuzzCase {
  index: number;
  endpoint: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  auth: Auth;
  /** Uses another user's booking id: must not answer 2xx (or 3xx elsewhere than sign-in). */
  idor: boolean;
  /** A few words on what is hostile in it, for reports. */
  notes: string[];
}

function longString(rng: Random) {
  const size = rng.logSize(10_000, 200_000);
  const unit = rng.pick(["a", "é", "🐶", "\u0000", "<", "%", "x\uD800"]);
  return unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
}

/** A value for a field: mostly hostile, sometimes plausible (so deeper code runs too). */
export function valueFor(rng: Random, kind: FieldKind, fx: Fixtures, notes: string[]): string {
  if (rng.chance(0.04)) {
    notes.push("long");
    return longString(rng);
  }
  if (rng.chance(0.12)) {
    const v = rng.pick(HOSTILE_TEXT);
    notes.push("junk");
    return rng.chance(0.5) ? v : `${plausible(rng, kind, fx)}${v}`;
  }
  if (rng.chance(0.4)) return plausible(rng, kind, fx);
  switch (kind) {
    case "date":
      return rng.pick(HOSTILE_DATES);
    case "int":
    case "listing":
      return rng.pick(HOSTILE_INTS);
    case "id":
      return rng.pick(HOSTILE_IDS);
    case "redirect":
      notes.push("redirect");
      return rng.pick(HOSTILE_REDIRECTS);
    case "email":
      return rng.pick([
        "a@b",
        "@",
        `${"x".repeat(300)}@example.com`,
        "ada@exa mple.com",
        "ADA@EXAMPLE.COM\u0000",
        "ada@example.com, eve@example.com",
        "<ada@example.com>",
        "ada@[127.0.0.1]",
      ]);
    case "slug":
      return rng.pick([...HOSTILE_IDS, "UPPER-case", "a".repeat(201), "--", "a/b", "a%2Fb"]);
    case "phone":
      return rng.pick([
        "+",
        "+1",
        "+1415555010000000000000",
        "555-0100",
        "+1 (415) 555-0100 ext 9",
        "+0000000000",
      ]);
    case "code":
      return rng.pick(["", "12345", "1234567", "abcdef", "000000", "-00000", "1e5000", "12 34 56"]);
    case "token":
      return rng.pick(["", "x", "../", "a".repeat(64), "%", "0".repeat(4096), "null"]);
    case "checkbox":
    case "bool":
      return rng.pick(["on", "off", "true", "false", "1", "0", "", "yes", "ON"]);
    case "password":
      return rng.pick([
        "",
        "a",
        "x".repeat(1000),
        "pass\u0000word",
        "\uD800\uD800\uD800\uD800\uD800\uD800\uD800\uD800",
      ]);
    default:
      if (Array.isArray(kind)) return rng.pick(["", "X", kind[0]!.toUpperCase(), `${kind[0]} `, "__proto__"]);
      return rng.pick(HOSTILE_TEXT);
  }
}

function plausible(rng: Random, kind: FieldKind, fx: Fixtures): string {
  if (Array.isArray(kind)) return rng.pick(kind);
  switch (kind) {
    case "date":
      return isoDay(rng.int(-30, 400));
    case "int":
    case "listing":
      return String(rng.int(0, 6));
    case "id":
      return fx.own.length && rng.chance(0.5) ? rng.pick(fx.own) : rng.uuid();
    case "slug":
      return fx.listings.length ? rng.pick(fx.listings) : "cozy-cabin";
    case "email":
      return `fuzz-${rng.hex(8)}@example.com`;
    case "password":
      return `pw ${rng.hex(12)}`;
    case "phone":
      return `+1415555${rng.int(1000, 9999)}`;
    case "code":
      return String(rng.int(0, 999_999)).padStart(6, "0");
    case "token":
      return rng.hex(32);
    case "checkbox":
    case "bool":
      return "on";
    case "redirect":
      return rng.pick(["/user/profile", "/user/wishlist", "/"]);
    case "name":
      return rng.pick(["Ada", "Grace", "O'Brien", "Zoë", "李"]);
    case "longtext":
      // Messages, notes and owners' texts go through the contact masking when read: its evasions too.
      if (rng.chance(0.3)) return rng.pick(CONTACT_EVASIONS);
      return "Lovely stay, the dog loved the garden and the owner was kind.".slice(0, rng.int(5, 60));
    default:
      return rng.pick(["hello", "Austin", "dog", "cat"]);
  }
}

// ---------------------------------------------------------------------------
// Encoding
// ---------------------------------------------------------------------------

/** Percent-encodes like a browser would, but lone surrogates become the bytes of their CESU-8 form. */
export function formEncode(value: string) {
  if (value.isWellFormed()) return encodeURIComponent(value).replace(/%20/g, "+");
  // Odd parts are the lone surrogates (the regex works on UTF-16 code units: no `u` flag).
  return value
    .split(/([\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF])/)
    .map((part, i) => {
      if (i % 2 === 0) return encodeURIComponent(part).replace(/%20/g, "+");
      // What encodeURIComponent refuses: a lone surrogate, encoded anyway.
      const code = part.charCodeAt(0);
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join("");
    })
    .join("");
}

const BROKEN_PERCENT = ["%E0%A4%A", "%", "%zz", "%u0041", "%ED%A0%80", "%C0%AF", "%FF%FE", "%%"];

type Pairs = [string, string | string[] | number | boolean | null | object][];

function urlencoded(rng: Random, pairs: Pairs, notes: string[]) {
  const parts = pairs.map(
    ([k, v]) => `${formEncode(k)}=${formEncode(typeof v === "string" ? v : JSON.stringify(v))}`,
  );
  if (rng.chance(0.15)) {
    notes.push("broken %");
    const at = rng.int(0, parts.length);
    parts.splice(at, 0, `${rng.pick(BROKEN_PERCENT)}=${rng.pick(BROKEN_PERCENT)}`);
    if (parts.length > 1 && rng.chance(0.5)) parts[0] = `${parts[0]}${rng.pick(BROKEN_PERCENT)}`;
  }
  if (rng.chance(0.05)) parts.push("&&=&=x&novalue&");
  return Buffer.from(parts.join("&"), "latin1");
}

function multipart(rng: Random, pairs: Pairs, notes: string[], withFile: boolean, fileField?: string) {
  const boundary = `----fuzz${rng.hex(16)}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of pairs) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${k.replace(/"/g, "%22")}"\r\n\r\n${typeof v === "string" ? v : JSON.stringify(v)}\r\n`,
      ),
    );
  }
  if (withFile) {
    const name = fileField ?? rng.pick(["avatar", "avatar", "file", "avatar[]"]);
    const filename = rng.pick([
      "me.png",
      "../../etc/passwd",
      "a\u0000.png",
      "x.svg",
      "",
      "é.jpg",
      "a".repeat(5000),
    ]);
    const type = rng.pick([
      "image/png",
      "image/jpeg",
      "image/svg+xml",
      "text/html",
      "application/octet-stream",
      "",
    ]);
    const size = rng.pick([0, 1, 8, 100, rng.int(1_000, 60_000)]);
    const content =
      rng.chance(0.3) && size >= 8
        ? Buffer.concat([
            Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
            randomBytes(rng, size - 8),
          ])
        : randomBytes(rng, size);
    notes.push(`file ${type || "untyped"} ${size} B`);
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\n${type ? `Content-Type: ${type}\r\n` : ""}\r\n`,
      ),
      content,
      Buffer.from("\r\n"),
    );
  }
  const truncated = rng.chance(0.08);
  if (truncated) notes.push("truncated multipart");
  else chunks.push(Buffer.from(`--${boundary}--\r\n`));
  let type = `multipart/form-data; boundary=${boundary}`;
  if (rng.chance(0.15)) {
    notes.push("bad boundary");
    type = rng.pick([
      "multipart/form-data",
      "multipart/form-data; boundary=",
      `multipart/form-data; boundary=${"x".repeat(200)}`,
      'multipart/form-data; boundary="unterminated',
      `multipart/form-data; boundary=other${rng.hex(4)}`,
      "multipart/mixed; boundary=abc",
    ]);
  }
  return { body: Buffer.concat(chunks), type };
}

function randomBytes(rng: Random, size: number) {
  const out = Buffer.alloc(size);
  for (let i = 0; i < size; i++) out[i] = rng.int(0, 255);
  return out;
}

const WRONG_TYPES = [
  "text/plain",
  "application/json",
  "application/x-www-form-urlencoded",
  "application/x-www-form-urlencoded; charset=utf-16",
  "multipart/form-data",
  "application/octet-stream",
  "application/xml",
  "text/html; charset=iso-8859-1",
  "application/json; charset=latin1",
  "*/*",
  "x",
];

const UNKNOWN_FIELDS = [
  "__proto__",
  "constructor",
  "prototype",
  "pets.99.name",
  "pets.07.weightLb",
  "_data",
  "_routes",
  "a[b][c]",
  "",
  "x".repeat(1000),
  "toString",
  "\u0000",
];

// ---------------------------------------------------------------------------
// Cases
// ---------------------------------------------------------------------------

const ORIGIN_CHOICES = [
  [0.86, "same"],
  [0.05, "none"],
  [0.04, "evil"],
  [0.03, "null"],
  [0.02, "referer"],
] as const;

function pickEndpoint(rng: Random) {
  return rng.weighted(ENDPOINTS.map((e) => [e.weight ?? 1, e] as const));
}

/** Generates case `index` of the run with seed `seed`; the same inputs always give the same case. */
export function generateCase(
  seed: number,
  index: number,
  fx: Fixtures,
  origin: string,
  /** Only this endpoint (by name): a module's own test fuzzes its endpoint in a mode the site's server does not run. */
  only?: string,
): FuzzCase {
  const rng = new Random(caseSeed(seed, index));
  const ep = only ? ENDPOINTS.find((e) => e.name === only) : pickEndpoint(rng);
  if (!ep) throw new Error(`fuzz: no endpoint named ${only}`);
  const notes: string[] = [];

  // Who asks.
  const auth: Auth =
    ep.signedIn === "anon" ? (rng.chance(0.2) ? "user" : "anon") : rng.chance(0.65) ? ep.signedIn : "anon";

  // The path, with ids and slugs.
  let idor = false;
  /** A real id of the user's, another user's (an IDOR try when signed in), or junk. */
  const pickId = (own: string[], other: string[], whose: string, junk: readonly string[]) => {
    const which = rng.weighted([
      [auth === "anon" ? 0.2 : 0.35, "own"],
      [0.25, "other"],
      [0.4, "junk"],
    ] as const);
    if (which === "own" && own.length) return rng.pick(own);
    if (which === "other" && other.length) {
      if (auth === "user") idor = true;
      notes.push(`another user's ${whose}`);
      return rng.pick(other);
    }
    notes.push(`bad ${whose} id`);
    return encodeURIComponentLoose(rng.pick(junk));
  };
  let path = ep.path.replace(/:id/g, () => pickId(fx.own, fx.other, "booking", HOSTILE_IDS));
  path = path.replace(/:listing/g, () =>
    pickId(fx.ownListings, fx.otherListings, "listing", [
      ...HOSTILE_IDS,
      "0",
      "-1",
      "1.5",
      "99999999999999999999",
      "1e3",
    ]),
  );
  // A review: its kind and number (demo reviews are numbered from 1; a guest's review is its guest's only).
  path = path.replace(/:review/g, () =>
    [
      rng.pick(["stay", "guest", "Stay", "x", "..", "%00"]),
      encodeURIComponentLoose(
        rng.pick(["1", "2", "3", "40", "0", "-1", "1.5", "1e3", "99999999999999999999", ...HOSTILE_IDS]),
      ),
    ].join("/"),
  );
  // A reported subject: a listing by slug (a real one or junk) or a person by handle (12 letters or junk).
  path = path.replace(/:reported/g, () =>
    rng.chance(0.5)
      ? `listing/${rng.chance(0.5) && fx.listings.length ? rng.pick(fx.listings) : encodeURIComponentLoose(rng.pick(HOSTILE_IDS))}`
      : `${rng.pick(["user", "User", "x"])}/${encodeURIComponentLoose(rng.pick(["abcdefghijkl", "000000000000", "ABCDEFGHIJKL", ...HOSTILE_IDS]))}`,
  );
  path = path.replace(/:step/g, () =>
    rng.pick([
      "place",
      "space",
      "photos",
      "pets",
      "description",
      "pricing",
      "booking",
      "review",
      "nope",
      "Place",
    ]),
  );
  path = path.replace(/:slug/g, () =>
    rng.chance(0.4) && fx.listings.length
      ? rng.pick(fx.listings)
      : encodeURIComponentLoose(
          rng.pick([...HOSTILE_IDS, "a.meta.json", "x.png.meta.json", "%2e%2e", "..%2fetc"]),
        ),
  );

  // The method: mostly a natural one, sometimes a mismatch.
  let method = rng.pick(ep.methods);
  if (rng.chance(0.1)) {
    method = rng.pick(["PUT", "DELETE", "PATCH", "POST", "GET", "OPTIONS", "HEAD"]);
    notes.push(`method ${method}`);
  }

  // React Router's data requests.
  const query: string[] = [];
  if (ep.routeId && rng.chance(0.25)) {
    path = path === "/" ? "/_root.data" : `${path.replace(/\/$/, "")}.data`;
    notes.push(".data");
    if (rng.chance(0.6))
      query.push(
        `_routes=${rng.chance(0.7) ? `root,${ep.routeId}` : formEncode(rng.pick(["x", "root,root", "", "routes/nope", "\u0000", ep.routeId + "\uD800"]))}`,
      );
  }

  // Query strings (all GETs, and some other requests).
  const queryFields = ep.query ?? (method === "GET" ? ep.fields : undefined);
  if (queryFields && (method === "GET" || rng.chance(0.2))) {
    for (const [k, kind] of Object.entries(queryFields)) {
      if (!rng.chance(0.45)) continue;
      let v = valueFor(rng, kind, fx, notes);
      if (k === "booking" && rng.chance(0.4)) {
        // Booking ids in query strings: own, another user's, or junk.
        const which = rng.pick(["own", "other", "junk"] as const);
        if (which === "own" && fx.own.length) v = rng.pick(fx.own);
        else if (which === "other" && fx.other.length) {
          v = rng.pick(fx.other);
          if (auth === "user") idor = true;
          notes.push("another user's booking");
        }
      }
      if (v.length > 20_000) v = v.slice(0, 20_000); // URLs stay under the server's header limit most of the time
      query.push(`${formEncode(k)}=${formEncode(v)}`);
      if (rng.chance(0.1)) query.push(`${formEncode(k)}=${formEncode(valueFor(rng, kind, fx, notes))}`);
    }
    if (rng.chance(0.15)) {
      notes.push("broken % in query");
      query.push(`${rng.pick(BROKEN_PERCENT)}=${rng.pick(BROKEN_PERCENT)}`);
    }
  }
  if (query.length) path += `?${query.join("&")}`;

  // Headers.
  const headers: Record<string, string> = {};
  const originKind = rng.weighted(ORIGIN_CHOICES);
  if (originKind === "same") headers.origin = origin;
  else if (originKind === "evil")
    headers.origin = rng.pick([
      "https://evil.example",
      "http://localhost.evil.example",
      origin.replace("localhost", "127.0.0.1"),
    ]);
  else if (originKind === "null") headers.origin = "null";
  else if (originKind === "referer")
    headers.referer = rng.pick([`${origin}/`, "https://evil.example/", "not a url"]);
  if (originKind !== "same") notes.push(`origin ${originKind}`);
  // A handful of clients share addresses (so rate limits do bite sometimes); most are distinct.
  headers["x-forwarded-for"] = rng.chance(0.25)
    ? `10.9.0.${rng.int(1, 8)}`
    : `10.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`;
  if (rng.chance(0.05))
    headers.accept = rng.pick(["application/json", "text/event-stream", "*/*", "image/png", ""]);
  // Uploads and JSON writes read an idempotency key header: one repeated, junk, too long.
  if (rng.chance(0.2))
    headers["idempotency-key"] = rng.pick([
      "5a1bcd72-cd40-4e95-9fa1-9f1d7a6b5c43",
      "not-a-key",
      "x".repeat(300),
      "' or 1=1 --",
    ]);

  // Headers an endpoint reads (a webhook's signature): one of the endpoint's hostile values, or none.
  for (const [name, values] of Object.entries(ep.headers ?? {}))
    if (rng.chance(0.85)) headers[name] = rng.pick(values);

  // The body.
  let body: Buffer | undefined;
  if (method !== "GET" && method !== "HEAD") {
    const fields = ep.fields ?? {};
    const pairs: Pairs = [];
    for (const [k, kind] of Object.entries(fields)) {
      if (rng.chance(0.1)) {
        notes.push(`no ${k}`);
        continue;
      }
      const v =
        kind === "listing"
          ? pickId(fx.ownListings, fx.otherListings, "listing", [...HOSTILE_IDS, "0", "-1", "1e3"])
          : valueFor(rng, kind, fx, notes);
      const shape = rng.weighted([
        [0.85, "scalar"],
        [0.06, "repeat"],
        [0.05, "array"],
        [0.04, "other"],
      ] as const);
      if (shape === "repeat") {
        pairs.push([k, v], [k, valueFor(rng, kind, fx, notes)]);
        notes.push(`repeated ${k}`);
      } else if (shape === "array") {
        pairs.push([k, [v, valueFor(rng, kind, fx, notes)]]);
        notes.push(`array ${k}`);
      } else if (shape === "other") {
        pairs.push([
          k,
          rng.pick<string | number | boolean | null | object>([1e308, -1, 2.5, true, null, { $ne: 1 }, {}]),
        ]);
        notes.push(`non-string ${k}`);
      } else pairs.push([k, v]);
    }
    if (rng.chance(0.2)) {
      const k = rng.pick(UNKNOWN_FIELDS);
      pairs.push([k, valueFor(rng, "text", fx, notes)]);
      notes.push("unknown field");
    }
    if (rng.chance(0.012)) {
      // A very large body (~200 kB to 2 MB): must be refused cleanly, never crash.
      const size = rng.logSize(200_000, 2_000_000);
      pairs.push([rng.pick(Object.keys(fields).concat("filler")), "x".repeat(size)]);
      notes.push(`big body ${Math.round(size / 1024)} kB`);
    }

    const natural = ep.body === "none" ? "form" : ep.body;
    const encoding = rng.weighted([
      [natural === "form" ? 0.55 : 0.12, "form"],
      [natural === "multipart" ? 0.55 : 0.12, "multipart"],
      [natural === "json" ? 0.55 : 0.12, "json"],
      [0.05, "bad-json"],
      [0.04, "text"],
      [0.04, "empty"],
      [0.03, "binary"],
    ] as const);
    let type: string | undefined;
    switch (encoding) {
      case "form":
        body = urlencoded(rng, pairs, notes);
        type = "application/x-www-form-urlencoded";
        break;
      case "multipart": {
        const upload = [
          "avatar-api",
          "host-photos-api",
          "host-photos",
          "pet-photo",
          "host-reservation-claim",
        ].includes(ep.name);
        const m = multipart(
          rng,
          pairs,
          notes,
          upload ? rng.chance(0.8) : rng.chance(0.1),
          ["host-photos-api", "host-photos", "pet-photo"].includes(ep.name)
            ? "photo"
            : ep.name === "host-reservation-claim"
              ? "photos"
              : undefined,
        );
        body = m.body;
        type = m.type;
        break;
      }
      case "json": {
        const object: Record<string, unknown> = {};
        for (const [k, v] of pairs) object[k] = k in object ? [object[k], v].flat() : v;
        const json = rng.chance(0.1)
          ? JSON.stringify(rng.pick([[object], "text", 1, null, true]))
          : JSON.stringify(object);
        body = Buffer.from(json);
        type = "application/json";
        break;
      }
      case "bad-json":
        body = Buffer.from(
          rng.pick([
            "{",
            '{"a":',
            "[1,2",
            "nul",
            '{"__proto__":{"x":1}}',
            '{"a":"\\uD800"}',
            "\u0000",
            '{"a":1}garbage',
            "".padEnd(5000, "["),
          ]),
        );
        type = "application/json";
        notes.push("bad JSON");
        break;
      case "text":
        body = Buffer.from(pairs.map(([k, v]) => `${k}=${String(v)}`).join("\r\n"));
        type = "text/plain";
        break;
      case "empty":
        body = Buffer.alloc(0);
        type = rng.pick([
          "application/x-www-form-urlencoded",
          "application/json",
          "multipart/form-data; boundary=x",
        ]);
        notes.push("empty body");
        break;
      case "binary":
        body = randomBytes(rng, rng.int(1, 4096));
        type = rng.pick([
          "application/x-www-form-urlencoded",
          "application/json",
          "application/octet-stream",
        ]);
        notes.push("random bytes");
        break;
    }
    if (encoding !== natural) notes.push(`${encoding} body`);
    if (rng.chance(0.1)) {
      type = rng.chance(0.3) ? undefined : rng.pick(WRONG_TYPES);
      notes.push(`content-type ${type ?? "missing"}`);
    }
    if (type !== undefined) headers["content-type"] = type;
  }

  return { index, endpoint: ep.name, method, path, headers, body, auth, idor, notes: [...new Set(notes)] };
}

/** Like encodeURIComponent, but lone surrogates are encoded anyway (as CESU-8 bytes). */
function encodeURIComponentLoose(value: string) {
  return formEncode(value).replace(/\+/g, "%20");
}
