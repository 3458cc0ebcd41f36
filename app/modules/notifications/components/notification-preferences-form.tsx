import { Form, Link } from "react-router";
import { Checkbox, SubmitButton } from "~/ui/form";
import type { NotificationPreferences } from "../notifications.ts";
import { useT } from "~/i18n/react";

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
  const t = useT("settings.notifications");
  return (
    <Form method="post" className="grid max-w-xl gap-4">
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-semibold text-ink">{t("byEmail")}</legend>
        <Checkbox
          name="emailBookingUpdates"
          label={t("booking")}
          description={t("bookingEmail")}
          defaultChecked={preferences.emailBookingUpdates}
        />
        <Checkbox
          name="emailReminders"
          label={t("reminders")}
          description={t("remindersEmail")}
          defaultChecked={preferences.emailReminders}
        />
        <Checkbox
          name="emailHostingUpdates"
          label={t("hosting")}
          description={t("hostingEmail")}
          defaultChecked={preferences.emailHostingUpdates}
        />
        <Checkbox
          name="emailTips"
          label={t("tips")}
          description={t("tipsEmail")}
          defaultChecked={preferences.emailTips}
        />
      </fieldset>
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-semibold text-ink">{t("bySms")}</legend>
        <Checkbox
          name="smsBookingUpdates"
          label={t("booking")}
          disabled={!phoneVerified}
          description={
            phoneVerified
              ? t("smsVerified")
              : t.rich("smsVerify", {
                  link: (chunks) => (
                    <Link to="/phone-verify" className="font-semibold text-primary hover:underline">
                      {chunks}
                    </Link>
                  ),
                })
          }
          defaultChecked={phoneVerified && preferences.smsBookingUpdates}
        />
        <Checkbox
          name="smsHostingUpdates"
          label={t("hosting")}
          disabled={!phoneVerified}
          description={t("hostingSms")}
          defaultChecked={phoneVerified && preferences.smsHostingUpdates}
        />
      </fieldset>
      <p className="text-sm text-muted">{t("security")}</p>
      <div className="sm:w-56">
        <SubmitButton intent="notifications">{t("save")}</SubmitButton>
      </div>
    </Form>
  );
}
