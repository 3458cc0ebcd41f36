import type { BookingStatus } from "../../../db/schema/stays.ts";
import { addDays } from "../../shared/dates.ts";
import type { Voice } from "../../i18n/voice.ts";
import type { MoneySaid } from "./money-words.ts";
import {
  GUEST_ENDINGS,
  sayDeclineReason,
  sayGuestEnding,
  type GuestEnding,
  type HistoryNoteParts,
  type NoteMoney,
} from "./history-note.ts";
import type { DeclineReason } from "./owner-answers.ts";
import type { NotificationType } from "../notifications/notifications.ts";

/**
 * The life of a booking as data: its statuses, and each transition between them with where it
 * leaves from, where it goes, who may take it and when, what the history records and who is told.
 * One server function applies any of them (process.server.ts); a new state (payments) is a new
 * row here, never a new update of its own. Pure: the pages ask it what may be done.
 */

export const BOOKING_STATUSES = [
  "awaiting_payment",
  "pending",
  "confirmed",
  "declined",
  "cancelled",
  "completed",
  "expired",
] as const satisfies readonly BookingStatus[];

/** Final: nothing more happens to the booking (a traveller who still wants the home books again). */
export const FINAL_STATUSES: ReadonlySet<BookingStatus> = new Set([
  "declined",
  "cancelled",
  "completed",
  "expired",
]);

/**
 * Who takes a transition: the booking's traveller, the owner of its home, the site's own clock, or
 * an operator on the site's behalf (the operator console, decision 3720).
 */
export type Actor = "guest" | "owner" | "system" | "operator";
/** Who is told. */
export type Party = "guest" | "owner";

/** The moments that time a booking's transitions: the answer deadline, check-in and check-out. */
export type Moment = "expiresAt" | "checkIn" | "checkOut";

export type TimeRule =
  /** Only while the moment is ahead. */
  | { before: Moment }
  /** Once the moment has come. */
  | { from: Moment }
  /** In the last hours before the moment, not after it. */
  | { hoursBefore: number; of: Moment }
  /** From that many days before the moment's date to the date itself, on the home's calendar. */
  | { daysBefore: number; of: "checkIn" };

/** How long an owner has to answer a request to book. */
export const REQUEST_ANSWER_HOURS = 24;
/** An unpaid checkout holds its nights this long, then the sweep lets them go (decision 3510). */
export const CHECKOUT_MINUTES = 15;
/** Requests still unanswered this close to their expiry warn the traveller, once. */
const WARN_HOURS_BEFORE_EXPIRY = 6;
/** The owner is warned once when a request they have not answered has this little time left. */
const WARN_HOST_HOURS_BEFORE_EXPIRY = 4;
/** One reminder per confirmed stay, this many days before check-in (days as the home counts them). */
const REMIND_DAYS_BEFORE = 3;

/** What the history and the notices of a transition say, gathered by the server for one booking. */
export interface TransitionFacts {
  bookingId: string;
  /** The listing's title and town. */
  title: string;
  city: string;
  stay: { start: string; end: string };
  /** Why it ended, as its author wrote it (the history, the owner's page). */
  reason: string;
  /** The same as the traveller may read it: the owner's words are masked until a stay between them is accepted. */
  reasonToGuest: string;
  /** What it meant in money: as the history records it, and as the traveller is told (in their language). */
  money: string;
  /** The same for the history, in parts: said in each reader's language (decision 3891). */
  moneyNote?: NoteMoney;
  /**
   * An owner's decline as they answered it: the reason chosen from the site's list and their own
   * words (`reason` is both in English); `wordsToGuest` as the traveller may read them (masked).
   */
  decline?: { reason: DeclineReason; words: string; wordsToGuest?: string };
  moneyToGuest: MoneySaid;
  /** What it meant in money for the owner, when the notice says it (a request's card hold let go). */
  moneyToOwner?: MoneySaid;
}

export interface Notice {
  to: Party;
  /** The kind of notification: its category decides email and SMS by the reader's preferences. */
  type: NotificationType;
  /** In the reader's language (decision 3855): the voice of the recipient, not of the one who acted. */
  title(facts: TransitionFacts, voice: Voice): string;
  body(facts: TransitionFacts, voice: Voice): string;
  /** Where it leads: the trip (traveller) or the reservation (owner) unless said here. */
  link?(facts: TransitionFacts): string;
  /**
   * The booking's own email goes instead of the notice's (the request sent, or the confirmation
   * with its calendar file), whatever the email preferences: it is the booking's receipt.
   */
  bookingEmail?: true;
}

/** A column that records a once-only transition: null before it, its time after. */
export type OnceMark = "expiryWarnedAt" | "hostWarnedAt" | "reminderSentAt";

export interface Transition {
  /** The statuses it leaves from; none for the two that make a booking. */
  from: readonly BookingStatus[];
  to: BookingStatus;
  by: readonly Actor[];
  /** When an actor may take it, or when the site's clock takes it. */
  when?: TimeRule;
  /** Taken once per booking (the status stays: a warning, a reminder). */
  once?: OnceMark;
  /** Who ended the booking: recorded with the time and their reason. */
  endedBy?: Party | "site";
  /** What comes back to the traveller: everything, or what the policy says (worked out by the caller). */
  refund?: "all" | "policy";
  /**
   * What it does with money paid through the site (decision 3500), after the commit: take the
   * card's hold (and schedule the owner's payout), let the hold go, or refund by `refund`. Nothing
   * in the `direct` mode, or for a booking with no money on it.
   */
  money?: "capture" | "release" | "refund";
  /**
   * The booking's deadline (`expires_at`) as the transition leaves it: the owner's time to answer
   * a request from now (a request whose card was just authorised), or none (a paid booking).
   */
  deadline?: "request" | "none";
  /** The history entry; none for a notice that changes nothing the history shows. */
  note: ((facts: TransitionFacts) => string) | null;
  /**
   * The same entry in parts, when it joins a person's words and a money sentence (a cancellation's):
   * kept beside the English note so each reader gets it in their language (decision 3891). None
   * when the money is not known (a sweep's bookings).
   */
  parts?: (facts: TransitionFacts) => HistoryNoteParts | null;
  notices: readonly Notice[];
  /** Said when the booking has moved on (or the time for it has passed): a 409. */
  movedOn: string;
}

const ANSWERED = "This request was already answered, withdrawn or has expired.";
const NOT_CANCELLABLE = "This booking can no longer be cancelled.";
const SWEPT = "This booking has moved on.";

/** A traveller's cancellation in parts: its ending is one of the site's own sentences. */
function guestParts(f: TransitionFacts): HistoryNoteParts | null {
  const ending = (Object.keys(GUEST_ENDINGS) as GuestEnding[]).find((e) => GUEST_ENDINGS[e] === f.reason);
  return ending && f.moneyNote ? { frame: ending, money: f.moneyNote } : null;
}

/** The owner's or the operator's cancellation in parts: their words as written. */
const wordsParts =
  (frame: "ownerCancelled" | "siteCancelled") =>
  (f: TransitionFacts): HistoryNoteParts | null =>
    f.moneyNote ? { frame, words: f.reason, money: f.moneyNote } : null;

/** The ending's own sentence in the reader's language; a reason not one of them as it came. */
function guestEndingSaid(f: TransitionFacts, v: Voice) {
  const ending = (Object.keys(GUEST_ENDINGS) as GuestEnding[]).find((e) => GUEST_ENDINGS[e] === f.reason);
  return ending ? sayGuestEnding(ending, v.history) : f.reason;
}

/** Why the owner declined, as the traveller reads it: the site's reason in their language, the owner's words as written. */
const declineSaid = (f: TransitionFacts, v: Voice) =>
  f.decline
    ? sayDeclineReason(f.decline, v.history, () => f.decline!.wordsToGuest ?? f.decline!.words)
    : f.reasonToGuest;

const guestCancelled = (f: TransitionFacts, v: Voice) => v.notice("guestCancelledTitle", { title: f.title });
const guestCancelledBody = (f: TransitionFacts, v: Voice) => f.moneyToGuest(v);
const nightsOpen = (f: TransitionFacts, v: Voice) =>
  v.notice("nightsOpenBody", { dates: v.dates(f.stay), reason: guestEndingSaid(f, v) }).trim();

const REQUEST_NOTICES: readonly Notice[] = [
  {
    to: "guest",
    type: "booking_requested",
    title: (f, v) => v.notice("requestSentTitle", { title: f.title }),
    body: (_, v) => v.notice("requestSentBody", { hours: REQUEST_ANSWER_HOURS }),
    bookingEmail: true,
  },
  {
    to: "owner",
    type: "host_request_received",
    title: (f, v) => v.notice("newRequestTitle", { title: f.title }),
    body: (f, v) => v.notice("newRequestBody", { dates: v.dates(f.stay), hours: REQUEST_ANSWER_HOURS }),
  },
];

const INSTANT_NOTICES: readonly Notice[] = [
  {
    to: "guest",
    type: "booking_confirmed",
    title: (f, v) => v.notice("bookedTitle", { title: f.title }),
    body: (f, v) => v.notice("bookedBody", { dates: v.dates(f.stay) }),
    bookingEmail: true,
  },
  {
    to: "owner",
    type: "host_booking_received",
    title: (f, v) => v.notice("newBookingTitle", { title: f.title }),
    body: (f, v) => v.notice("newBookingBody", { dates: v.dates(f.stay) }),
  },
];

const PAID = "This checkout was already paid, or its time ran out.";

export const TRANSITIONS = {
  request: {
    from: [],
    to: "pending",
    by: ["guest"],
    note: () => "Request sent to the owner.",
    notices: REQUEST_NOTICES,
    movedOn: SWEPT,
  },
  instantBook: {
    from: [],
    to: "confirmed",
    by: ["guest"],
    note: () => "Booked and confirmed at once (instant book).",
    notices: INSTANT_NOTICES,
    movedOn: SWEPT,
  },
  // Payments through the site (decision 3510): a booking waits for its payment at the checkout,
  // its nights held; nobody is told anything until it is paid (or its card authorised).
  checkout: {
    from: [],
    to: "awaiting_payment",
    by: ["guest"],
    note: () => `Waiting for the payment at the checkout (${CHECKOUT_MINUTES} minutes).`,
    notices: [],
    movedOn: SWEPT,
  },
  pay: {
    from: ["awaiting_payment"],
    to: "confirmed",
    by: ["guest"],
    when: { before: "expiresAt" },
    deadline: "none",
    note: () => "Paid at the checkout: booked and confirmed at once (instant book).",
    notices: INSTANT_NOTICES,
    movedOn: PAID,
  },
  authorise: {
    from: ["awaiting_payment"],
    to: "pending",
    by: ["guest"],
    when: { before: "expiresAt" },
    deadline: "request",
    note: () => "Card authorised at the checkout: request sent to the owner.",
    notices: REQUEST_NOTICES,
    movedOn: PAID,
  },
  abandonCheckout: {
    from: ["awaiting_payment"],
    to: "expired",
    by: ["system"],
    when: { from: "expiresAt" },
    note: () => `Not paid within ${CHECKOUT_MINUTES} minutes: the nights are open again.`,
    notices: [],
    movedOn: SWEPT,
  },
  accept: {
    // Its nights were held since the request: accepting keeps them.
    from: ["pending"],
    to: "confirmed",
    by: ["owner"],
    // A request past its deadline has expired, whether or not the sweep ran yet.
    when: { before: "expiresAt" },
    money: "capture",
    note: () => "Accepted by the owner.",
    notices: [
      {
        to: "guest",
        type: "booking_confirmed",
        title: (f, v) => v.notice("confirmedTitle", { title: f.title }),
        body: (f, v) => v.notice("confirmedBody", { dates: v.dates(f.stay) }),
        bookingEmail: true,
      },
    ],
    movedOn: ANSWERED,
  },
  decline: {
    from: ["pending"],
    to: "declined",
    by: ["owner"],
    when: { before: "expiresAt" },
    endedBy: "owner",
    money: "release",
    note: (f) => `Declined by the owner. ${f.reason}`,
    // The site's reason by its key, the owner's words as written (decision 3891).
    parts: (f) =>
      f.decline ? { frame: "declined", reason: f.decline.reason, words: f.decline.words } : null,
    notices: [
      {
        to: "guest",
        type: "booking_declined",
        title: (f, v) => v.notice("declinedTitle", { title: f.title }),
        body: (f, v) => v.notice("declinedBody", { reason: declineSaid(f, v), city: f.city }).trim(),
      },
    ],
    movedOn: ANSWERED,
  },
  withdraw: {
    from: ["pending"],
    to: "cancelled",
    by: ["guest"],
    when: { before: "checkOut" },
    endedBy: "guest",
    refund: "policy",
    money: "release",
    note: (f) => `${f.reason} ${f.money}`,
    parts: guestParts,
    notices: [
      { to: "guest", type: "booking_cancelled", title: guestCancelled, body: guestCancelledBody },
      {
        to: "owner",
        type: "host_booking_cancelled",
        title: (f, v) => v.notice("withdrawnTitle", { title: f.title }),
        body: nightsOpen,
      },
    ],
    movedOn: NOT_CANCELLABLE,
  },
  cancelByGuest: {
    from: ["confirmed"],
    to: "cancelled",
    by: ["guest"],
    when: { before: "checkOut" },
    endedBy: "guest",
    refund: "policy",
    money: "refund",
    note: (f) => `${f.reason} ${f.money}`,
    parts: guestParts,
    notices: [
      { to: "guest", type: "booking_cancelled", title: guestCancelled, body: guestCancelledBody },
      {
        to: "owner",
        type: "host_booking_cancelled",
        title: (f, v) => v.notice("cancelledTitle", { title: f.title }),
        body: nightsOpen,
      },
    ],
    movedOn: NOT_CANCELLABLE,
  },
  cancelByOwner: {
    // Before check-in only: a stay in progress is a matter for support, not a button.
    from: ["confirmed"],
    to: "cancelled",
    by: ["owner"],
    when: { before: "checkIn" },
    endedBy: "owner",
    refund: "all",
    money: "refund",
    note: (f) => `Cancelled by the owner: ${f.reason} ${f.money}`,
    parts: wordsParts("ownerCancelled"),
    notices: [
      {
        to: "guest",
        type: "booking_cancelled",
        title: (f, v) => v.notice("ownerCancelledTitle", { title: f.title }),
        body: (f, v) =>
          v.notice("ownerCancelledBody", { reason: f.reasonToGuest, money: f.moneyToGuest(v), city: f.city }),
      },
    ],
    movedOn: "Only a confirmed stay that has not started yet can be cancelled.",
  },
  cancelBySite: {
    // An operator, on the site's behalf (decision 3720): a request or a confirmed stay, whatever
    // the policy. The refund is the operator's (operator/site-cancel.ts; refund_cents records it,
    // as "policy" does). No `money` step here: the console lets a hold go and refunds after the
    // commit (operator/site-cancel.server.ts), with the amount only it knows.
    from: ["pending", "confirmed"],
    to: "cancelled",
    by: ["operator"],
    // A stay past its check-out is the sweep's to complete.
    when: { before: "checkOut" },
    endedBy: "site",
    refund: "policy",
    note: (f) => `Cancelled by the site: ${f.reason} ${f.money}`,
    parts: wordsParts("siteCancelled"),
    notices: [
      {
        to: "guest",
        type: "booking_cancelled",
        title: (f, v) => v.notice("siteCancelledTitle", { title: f.title }),
        body: (f, v) =>
          v.notice("siteCancelledBody", { reason: f.reasonToGuest, money: f.moneyToGuest(v) }).trim(),
      },
      {
        to: "owner",
        type: "host_booking_cancelled",
        title: (f, v) => v.notice("siteCancelledOwnerTitle", { title: f.title }),
        body: (f, v) =>
          // Without money to tell of (direct payments), the sentence closes up.
          v
            .notice("siteCancelledOwnerBody", {
              dates: v.dates(f.stay),
              reason: f.reason,
              money: f.moneyToOwner?.(v) ?? "",
            })
            .replace(/ {2,}/g, " "),
      },
    ],
    movedOn: "This booking has already ended or moved on.",
  },
  warnGuestBeforeExpiry: {
    from: ["pending"],
    to: "pending",
    by: ["system"],
    when: { hoursBefore: WARN_HOURS_BEFORE_EXPIRY, of: "expiresAt" },
    once: "expiryWarnedAt",
    note: null,
    notices: [
      {
        to: "guest",
        type: "request_expiring",
        title: (f, v) => v.notice("expiringTitle", { title: f.title }),
        body: (_, v) => v.notice("expiringBody", { hours: WARN_HOURS_BEFORE_EXPIRY }),
      },
    ],
    movedOn: SWEPT,
  },
  warnOwnerBeforeExpiry: {
    from: ["pending"],
    to: "pending",
    by: ["system"],
    when: { hoursBefore: WARN_HOST_HOURS_BEFORE_EXPIRY, of: "expiresAt" },
    once: "hostWarnedAt",
    note: null,
    notices: [
      {
        to: "owner",
        type: "host_request_expiring",
        title: (f, v) =>
          v.notice("ownerExpiringTitle", { title: f.title, hours: WARN_HOST_HOURS_BEFORE_EXPIRY }),
        body: (f, v) => v.notice("ownerExpiringBody", { dates: v.dates(f.stay) }),
      },
    ],
    movedOn: SWEPT,
  },
  expire: {
    from: ["pending"],
    to: "expired",
    by: ["system"],
    when: { from: "expiresAt" },
    money: "release",
    note: () => `The owner did not answer within ${REQUEST_ANSWER_HOURS} hours; nothing is charged.`,
    notices: [
      {
        to: "guest",
        type: "request_expired",
        title: (_, v) => v.notice("expiredTitle"),
        body: (_, v) => v.notice("expiredBody"),
      },
      {
        to: "owner",
        type: "host_request_expired",
        title: (_, v) => v.notice("ownerExpiredTitle"),
        body: (f, v) => v.notice("ownerExpiredBody", { dates: v.dates(f.stay), hours: REQUEST_ANSWER_HOURS }),
      },
    ],
    movedOn: SWEPT,
  },
  remindBeforeCheckIn: {
    from: ["confirmed"],
    to: "confirmed",
    by: ["system"],
    when: { daysBefore: REMIND_DAYS_BEFORE, of: "checkIn" },
    once: "reminderSentAt",
    note: null,
    notices: [
      {
        to: "guest",
        type: "stay_reminder",
        title: (f, v) => v.notice("reminderTitle", { title: f.title }),
        body: (_, v) => v.notice("reminderBody"),
      },
    ],
    movedOn: SWEPT,
  },
  complete: {
    // Once the check-out time has passed where the home is.
    from: ["confirmed"],
    to: "completed",
    by: ["system"],
    when: { from: "checkOut" },
    note: () => "Stay completed.",
    notices: [
      {
        to: "guest",
        type: "review_invitation",
        title: (_, v) => v.notice("reviewTitle"),
        body: (_, v) => v.notice("reviewBody"),
        link: (f) => `${tripPath(f.bookingId)}/review`,
      },
    ],
    movedOn: SWEPT,
  },
} as const satisfies Record<string, Transition>;

export type TransitionName = keyof typeof TRANSITIONS;
export const TRANSITION_NAMES = Object.keys(TRANSITIONS) as TransitionName[];

/** The transitions the site's clock takes, for every booking due. */
export type SweptTransition = {
  [K in TransitionName]: (typeof TRANSITIONS)[K]["by"] extends readonly ["system"] ? K : never;
}[TransitionName];

export const transitionOf = (name: TransitionName): Transition => TRANSITIONS[name];

/** The traveller's trip page, and the owner's page of a booking of their home. */
export const tripPath = (bookingId: string) => `/user/bookings/${bookingId}`;
export const reservationPath = (bookingId: string) => `/host/reservations/${bookingId}`;

/** Where a notice leads its reader. */
export function noticeLink(notice: Notice, facts: TransitionFacts) {
  if (notice.link) return notice.link(facts);
  return notice.to === "guest" ? tripPath(facts.bookingId) : reservationPath(facts.bookingId);
}

/** Where a booking stands in time; a moment left out never holds. */
export interface BookingClock {
  now: Date;
  expiresAt?: Date | null;
  checkInAt?: Date;
  checkOutAt?: Date;
  /** The home's date now and the stay's first night, for rules counted in days. */
  today?: string;
  checkIn?: string;
}

const instantOf = (moment: Moment, clock: BookingClock) =>
  moment === "expiresAt" ? clock.expiresAt : moment === "checkIn" ? clock.checkInAt : clock.checkOutAt;

/** Whether a time rule holds now. */
export function ruleHolds(rule: TimeRule, clock: BookingClock): boolean {
  if ("daysBefore" in rule) {
    if (!clock.today || !clock.checkIn) return false;
    return clock.today <= clock.checkIn && clock.checkIn <= addDays(clock.today, rule.daysBefore);
  }
  const moment = instantOf("before" in rule ? rule.before : "from" in rule ? rule.from : rule.of, clock);
  if (!moment) return false;
  const now = clock.now.getTime();
  if ("before" in rule) return now < moment.getTime();
  if ("from" in rule) return moment.getTime() <= now;
  return now < moment.getTime() && moment.getTime() <= now + rule.hoursBefore * 3_600_000;
}

/** Whether `actor` may take the transition on a booking in `status`, at the clock's time. */
export function mayTake(name: TransitionName, status: BookingStatus, actor: Actor, clock: BookingClock) {
  const transition = transitionOf(name);
  return (
    transition.by.includes(actor) &&
    transition.from.includes(status) &&
    (transition.when === undefined || ruleHolds(transition.when, clock))
  );
}

/** A traveller's "cancel" of a booking: a request is withdrawn, a confirmed stay cancelled. */
export const guestCancellationOf = (status: BookingStatus): "withdraw" | "cancelByGuest" =>
  status === "pending" ? "withdraw" : "cancelByGuest";
