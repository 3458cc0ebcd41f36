/**
 * Notification vocabulary and the rules of who hears what, on which channel.
 * Pure: used by the settings page, the notification list and the dispatcher.
 */
export const NOTIFICATION_TYPES = [
  "booking_confirmed",
  "booking_requested",
  "booking_cancelled",
  "booking_declined",
  "request_expiring",
  "request_expired",
  "stay_reminder",
  "review_invitation",
  "review_reminder",
  "host_request_received",
  "host_request_expiring",
  "host_request_expired",
  "host_booking_received",
  "host_booking_cancelled",
  "host_calendar_conflict",
  "host_review_received",
  "message_received",
  "message_removed",
  "report_reviewed",
  "content_moderated",
  "security_password",
  "security_email",
  "security_two_factor",
  "security_sign_in",
  // A pet damage claim, for either side: filed, answered, decided, charged (decision 3550).
  "damage_claim",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export type DeliveryStatus = "pending" | "sent" | "skipped" | "failed";

/** Which preference governs a type. Security notices are always emailed (they protect the account). */
export type NotificationCategory = "booking" | "reminder" | "hosting" | "security" | "money";
export const CATEGORY_OF: Record<NotificationType, NotificationCategory> = {
  booking_confirmed: "booking",
  booking_requested: "booking",
  booking_cancelled: "booking",
  booking_declined: "booking",
  request_expiring: "booking",
  request_expired: "booking",
  stay_reminder: "reminder",
  review_invitation: "reminder",
  // Either side's days left to review a stay: by the reminders choice.
  review_reminder: "reminder",
  host_request_received: "hosting",
  host_request_expiring: "hosting",
  host_request_expired: "hosting",
  host_booking_received: "hosting",
  host_booking_cancelled: "hosting",
  host_calendar_conflict: "hosting",
  host_review_received: "hosting",
  // A message is about a stay, for either side: it follows the booking-updates choice.
  message_received: "booking",
  // What the site's staff decided about a message: it follows the same choice as messages.
  message_removed: "booking",
  report_reviewed: "booking",
  // An operator hid what one wrote (a review): told why, like a removed message.
  content_moderated: "booking",
  security_password: "security",
  security_email: "security",
  security_two_factor: "security",
  security_sign_in: "security",
  // Money taken from a card or owed to an owner: always emailed, like a receipt.
  damage_claim: "money",
};

/**
 * The button of a notice's email: what the reader does next on the site, as its key in the "email"
 * namespace of the catalogue (decision 3855; the delivery writes it in the reader's language).
 */
export function emailActionLabel(type: NotificationType): string {
  switch (type) {
    case "message_received":
      return "reply";
    case "message_removed":
      return "openConversation";
    case "report_reviewed":
    case "content_moderated":
      return "seeOnSite";
    case "host_request_received":
    case "host_request_expiring":
      return "answerRequest";
    case "review_invitation":
    case "review_reminder":
      return "writeReview";
    case "damage_claim":
      return "seeClaim";
    default:
      return "openAccount";
  }
}

export interface NotificationPreferences {
  emailBookingUpdates: boolean;
  emailReminders: boolean;
  /** Tips and news: opt-in, never on by default. */
  emailTips: boolean;
  /** Booking updates by SMS; honoured only while the phone number is verified. */
  smsBookingUpdates: boolean;
  /** What happens to the homes the user hosts: requests, bookings, cancellations, calendar conflicts. */
  emailHostingUpdates: boolean;
  smsHostingUpdates: boolean;
}

export const DEFAULT_PREFERENCES: NotificationPreferences = {
  emailBookingUpdates: true,
  emailReminders: true,
  emailTips: false,
  smsBookingUpdates: false,
  emailHostingUpdates: true,
  smsHostingUpdates: false,
};

/** The channels a notification of `type` goes out on, besides the in-app list. */
export function channelsFor(
  type: NotificationType,
  preferences: NotificationPreferences,
  phoneVerified: boolean,
): { email: boolean; sms: boolean } {
  switch (CATEGORY_OF[type]) {
    case "security":
      return { email: true, sms: false };
    case "booking":
      return {
        email: preferences.emailBookingUpdates,
        sms: preferences.smsBookingUpdates && phoneVerified,
      };
    case "reminder":
      return { email: preferences.emailReminders, sms: false };
    case "money":
      return { email: true, sms: preferences.smsBookingUpdates && phoneVerified };
    case "hosting":
      return {
        email: preferences.emailHostingUpdates,
        sms: preferences.smsHostingUpdates && phoneVerified,
      };
  }
}

/* ------------------------------------------------------------------ *
 * Delivery by email and SMS (app/modules/notifications/delivery.server.ts)
 * ------------------------------------------------------------------ */

/** A failed email or SMS is tried this many times in all, then marked failed. */
export const MAX_DELIVERY_ATTEMPTS = 3;

export interface Recipient {
  email: string;
  phoneNumber: string | null;
  phoneNumberVerified: boolean;
}

/**
 * Which channels a claimed notification still has to go out on: the user's
 * choices, only channels still pending, and SMS only to a verified number.
 */
export function deliveryPlan(
  notification: { type: NotificationType; emailStatus: DeliveryStatus; smsStatus: DeliveryStatus },
  preferences: NotificationPreferences,
  recipient: Recipient,
): { email: boolean; sms: boolean } {
  const verifiedPhone = Boolean(recipient.phoneNumber) && recipient.phoneNumberVerified;
  const wanted = channelsFor(notification.type, preferences, verifiedPhone);
  return {
    email: notification.emailStatus === "pending" && wanted.email,
    sms: notification.smsStatus === "pending" && wanted.sms,
  };
}

/** The status a channel ends in after one try. */
export function statusAfterTry(
  planned: boolean,
  current: DeliveryStatus,
  outcome: "sent" | "failed" | null,
  attempts: number,
): DeliveryStatus {
  if (current !== "pending") return current;
  if (!planned) return "skipped";
  if (outcome === "sent") return "sent";
  return attempts >= MAX_DELIVERY_ATTEMPTS ? "failed" : "pending";
}

/** SMS: one segment where possible, the title and the link, framed in the reader's language. */
export function smsText(
  title: string,
  url: string | null,
  voice?: { sms(key: string, values: Record<string, string>): string },
): string {
  const prefix = voice ? voice.sms("line", { text: "" }) : "Pet Friendly Rentals: ";
  const tail = url ? ` ${url}` : "";
  const room = 160 - prefix.length - tail.length;
  const shown = title.length > room ? `${title.slice(0, Math.max(room - 1, 10)).trimEnd()}…` : title;
  return `${prefix}${shown}${tail}`;
}

/* ------------------------------------------------------------------ *
 * Live updates in the browser (server-sent events, or polling)
 * ------------------------------------------------------------------ */

/** What the browser is told: the unread counts (notifications, messages) and the newest notification. */
export interface NotificationState {
  unread: number;
  unreadMessages: number;
  latest: { id: string; title: string; link: string | null; read: boolean } | null;
}

/**
 * What an open page does with a state it receives: the first one only sets the
 * baseline; a newer unread notification is announced; any change in the count
 * asks for a refresh of the list (done only on the notifications page).
 */
export function liveUpdate(
  previous: NotificationState | null,
  next: NotificationState,
  shownUnread: number,
): { announce: string | null; refresh: boolean } {
  const isNew = previous !== null && next.latest !== null && next.latest.id !== previous.latest?.id;
  const announce = isNew && !next.latest!.read ? next.latest!.title : null;
  return { announce, refresh: announce !== null || next.unread !== shownUnread };
}

/**
 * Whether the open page shows what a notification is about, so it reloads its data when the
 * notice arrives (a trip page whose request was just accepted, the owner's reservations when a
 * request comes in): the notification list, the linked page itself, or the list it belongs to.
 */
export function pageShowsNotice(pathname: string, link: string | null): boolean {
  if (pathname === "/user/notifications") return true;
  if (!link) return false;
  const path = link.split(/[?#]/)[0]!;
  if (path === pathname) return true;
  if (path.startsWith("/user/bookings/")) return pathname === "/user/bookings";
  if (path.startsWith("/host/reservations/"))
    return pathname === "/host" || pathname === "/host/reservations";
  // The host home shows the latest conversations too.
  if (path.startsWith("/user/messages/")) return pathname === "/user/messages" || pathname === "/host";
  return false;
}

/** A new notification as the live stream delivers it (with the count it leaves unread). */
export interface LiveNotice {
  id: string;
  title: string;
  link: string | null;
  read: boolean;
  unread: number;
  unreadMessages: number;
}

/**
 * The live stream's event id: where a page stands in its user's notifications (the newest one it
 * was sent: its time in ms and its id). A reconnecting page sends it back (Last-Event-ID).
 */
export const liveCursor = (createdAt: Date, id: string) => `${createdAt.getTime()}_${id}`;

export function parseLiveCursor(value: string | null | undefined): { at: Date; id: string } | null {
  const match = /^(\d{1,15})_([0-9a-f-]{36})$/i.exec(value?.trim() ?? "");
  if (!match) return null;
  const at = new Date(Number(match[1]));
  return Number.isNaN(at.getTime()) ? null : { at, id: match[2]!.toLowerCase() };
}

/**
 * Notifications are replayed from a little before the cursor: a transaction that began earlier
 * can commit after a later one was sent. The page drops the ones it already has (by id).
 */
export const LIVE_REPLAY_SLACK_MS = 5_000;
