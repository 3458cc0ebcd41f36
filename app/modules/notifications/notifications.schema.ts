import { z } from "zod";

const checkbox = z
  .string()
  .optional()
  .transform((v) => v === "on" || v === "true");

/** The notification-preferences form: an unticked box is simply absent. */
export const notificationPreferencesSchema = z.object({
  emailBookingUpdates: checkbox,
  emailReminders: checkbox,
  emailTips: checkbox,
  smsBookingUpdates: checkbox,
  emailHostingUpdates: checkbox,
  smsHostingUpdates: checkbox,
});
