import { z } from "zod";
import { checkbox } from "../../shared/forms.ts";

/** The notification-preferences form: an unticked box is simply absent. */
export const notificationPreferencesSchema = z.object({
  emailBookingUpdates: checkbox,
  emailReminders: checkbox,
  emailTips: checkbox,
  smsBookingUpdates: checkbox,
  emailHostingUpdates: checkbox,
  smsHostingUpdates: checkbox,
});
