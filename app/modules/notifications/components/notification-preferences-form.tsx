import { Form, Link } from "react-router";
import { Checkbox, SubmitButton } from "~/ui/form";
import type { NotificationPreferences } from "../notifications.ts";

/**
 * What reaches the user besides the notification list: email kinds, and booking
 * texts (only with a verified phone number; the box is disabled without one).
 */
export function NotificationPreferencesForm({
  preferences,
  phoneVerified,
}: {
  preferences: NotificationPreferences;
  phoneVerified: boolean;
}) {
  return (
    <Form method="post" className="grid max-w-xl gap-4">
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-semibold text-ink">By email</legend>
        <Checkbox
          name="emailBookingUpdates"
          label="Booking updates"
          description="Confirmations, requests, cancellations."
          defaultChecked={preferences.emailBookingUpdates}
        />
        <Checkbox
          name="emailReminders"
          label="Reminders"
          description="Before your stay, and an invitation to review it afterwards."
          defaultChecked={preferences.emailReminders}
        />
        <Checkbox
          name="emailHostingUpdates"
          label="Hosting updates"
          description="For the homes you host: new requests, bookings, cancellations and calendar conflicts."
          defaultChecked={preferences.emailHostingUpdates}
        />
        <Checkbox
          name="emailTips"
          label="Tips and news"
          description="Now and then: new pet-friendly places and travel tips."
          defaultChecked={preferences.emailTips}
        />
      </fieldset>
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-semibold text-ink">By text message</legend>
        <Checkbox
          name="smsBookingUpdates"
          label="Booking updates"
          disabled={!phoneVerified}
          description={
            phoneVerified ? (
              "Sent to your verified phone number."
            ) : (
              <>
                <Link to="/phone-verify" className="font-semibold text-primary hover:underline">
                  Verify a phone number
                </Link>{" "}
                to get text messages.
              </>
            )
          }
          defaultChecked={phoneVerified && preferences.smsBookingUpdates}
        />
        <Checkbox
          name="smsHostingUpdates"
          label="Hosting updates"
          disabled={!phoneVerified}
          description="New requests to answer and bookings of your homes."
          defaultChecked={phoneVerified && preferences.smsHostingUpdates}
        />
      </fieldset>
      <p className="text-sm text-muted">Security notices are always emailed: they protect your account.</p>
      <div className="sm:w-56">
        <SubmitButton intent="notifications">Save notifications</SubmitButton>
      </div>
    </Form>
  );
}
