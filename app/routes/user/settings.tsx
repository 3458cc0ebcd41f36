import { Link } from "react-router";
import { changePasswordSchema } from "~/modules/accounts/accounts.schema";
import {
  ChangePasswordForm,
  SignedInSessions,
  SignInDetails,
} from "~/modules/accounts/components/security-settings";
import { signedInUser } from "~/modules/accounts/guards.server";
import { changePassword } from "~/modules/accounts/security.server";
import { accountSettings, saveNotificationSettings } from "~/modules/accounts/settings.server";
import { NotificationPreferencesForm } from "~/modules/notifications/components/notification-preferences-form";
import { notificationPreferencesSchema } from "~/modules/notifications/notifications.schema";
import { redirectWithToast } from "~/platform/flash.server";
import { AppearanceControls } from "~/ui/appearance-controls";
import { Notice } from "~/ui/form";
import { Panel, UserPageHeading } from "~/ui/page";
import { pageMeta } from "~/site";
import type { Route } from "./+types/settings";
import { parseIntent } from "~/shared/forms";
import { intentReply, readForm } from "~/shared/http.server";
import { platformOf } from "~/platform/context";

export const meta = () => pageMeta("Settings", "Appearance, notifications and account security.");

export async function loader({ context }: Route.LoaderArgs) {
  const platform = platformOf(context);
  const user = signedInUser(context);
  return accountSettings(platform.database.db, user);
}

/** Each section posts its own form (intent), so saving one never touches another. */
export async function action({ request, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const user = signedInUser(context);
  const formData = await readForm(request);
  const form = parseIntent(
    formData,
    { notifications: notificationPreferencesSchema, password: changePasswordSchema },
    "Unknown action.",
  );
  // The password form's fields are never put back.
  if (!form.ok)
    return intentReply(form.intent, 400, form.intent === "password" ? { ...form, values: {} } : form);

  if (form.intent === "notifications") {
    await saveNotificationSettings(platform.database.db, user, form.data);
    return redirectWithToast(platform, "/user/settings#notifications", {
      type: "success",
      message: "Notification settings saved.",
    });
  }

  const { currentPassword, newPassword } = form.data;
  const outcome = await changePassword(platform, request, user, currentPassword, newPassword);
  if (!outcome.ok) return intentReply(form.intent, outcome.status, outcome);
  return redirectWithToast(
    platform,
    "/user/settings#security",
    { type: "success", message: "Your password is changed. Other devices are signed out." },
    { headers: outcome.headers },
  );
}

export default function SettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { preferences, sessions, phoneVerified } = loaderData;
  const password = actionData?.intent === "password" ? actionData : null;

  return (
    <>
      <UserPageHeading title="Settings" lead="Each part saves on its own." />
      {actionData?.intent === null && actionData.formError && <Notice>{actionData.formError}</Notice>}
      <div className="grid gap-6">
        <Panel id="appearance" title="Appearance" description="Saved in this browser; applies at once.">
          <AppearanceControls idPrefix="settings" />
        </Panel>

        <Panel
          id="notifications"
          title="Notifications"
          description="Booking news always appears under Notifications; choose what else reaches you."
        >
          <NotificationPreferencesForm preferences={preferences} phoneVerified={phoneVerified} />
        </Panel>

        <Panel id="security" title="Security" description="Your sign-in details and where you are signed in.">
          <SignInDetails
            email={loaderData.email}
            twoFactorEnabled={loaderData.twoFactorEnabled}
            phoneNumber={loaderData.phoneNumber}
            phoneVerified={phoneVerified}
          />
          <ChangePasswordForm
            fieldErrors={password?.fieldErrors ?? {}}
            formError={password?.formError ?? null}
          />
          <SignedInSessions sessions={sessions} />
        </Panel>

        <Panel id="delete" title="Delete your account" tone="danger">
          <p className="text-sm text-muted">
            Your profile, picture, wishlist and notifications go for good; upcoming stays are cancelled.{" "}
            <Link to="/user/delete-profile" className="font-semibold text-danger hover:underline">
              Delete my account…
            </Link>
          </p>
        </Panel>
      </div>
    </>
  );
}
