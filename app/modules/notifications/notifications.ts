/**
 * Notification vocabulary and the rules of who hears what, on which channel.
 * Pure: used by the settings page, the notification list and the dispatcher.
 */
export const NOTIFICATION_TYPES = [
  "booking_confirmed",
  "booking_requested",
  "booking_cancelled",
  "request_expiring",
  "request_expired",
  "stay_reminder",
  "review_invitation",
  "security_password",
  "security_email",
  "security_two_factor",
  "security_sign_in",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export type DeliveryStatus = "pending" | "sent" | "skipped" | "failed";

/** Which preference governs a type. Security notices are always emailed (they protect the account). */
export type NotificationCategory = "booking" | "reminder" | "security";
export const CATEGORY_OF: Record<NotificationType, NotificationCategory> = {
  booking_confirmed: "booking",
  booking_requested: "booking",
  booking_cancelled: "booking",
  request_expiring: "booking",
  request_expired: "booking",
  stay_reminder: "reminder",
  review_invitation: "reminder",
  security_password: "security",
  security_email: "security",
  security_two_factor: "security",
  security_sign_in: "security",
};

export interface NotificationPreferences {
  emailBookingUpdates: boolean;
  emailReminders: boolean;
  /** Tips and news: opt-in, never on by default. */
  emailTips: boolean;
  /** Booking updates by SMS; honoured only while the phone number is verified. */
  smsBookingUpdates: boolean;
}

export const DEFAULT_PREFERENCES: NotificationPreferences = {
  emailBookingUpdates: true,
  emailReminders: true,
  emailTips: false,
  smsBookingUpdates: false,
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
  }
}
