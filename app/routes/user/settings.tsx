import { Link, useRouteLoaderData } from "react-router";
import { saveLanguage } from "~/modules/profiles/language.server";
import type { PublicUser } from "~/modules/accounts/client-session";
import { isLocale, LOCALE_NAMES, LOCALES } from "~/i18n/locales";
import { languageSchema } from "~/i18n/language.schema";
import { languageCookie, translatorFor } from "~/i18n/language.server";
import { useLanguage, useT } from "~/i18n/react";
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
    {
      notifications: notificationPreferencesSchema,
      password: changePasswordSchema,
      language: languageSchema,
    },
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

  if (form.intent === "language") {
    const { language } = form.data;
    await saveLanguage(platform.database.db, user.id, language);
    return redirectWithToast(
      platform,
      "/user/settings#language",
      { type: "success", message: translatorFor(language, "settings")("saved") },
      { headers: { "Set-Cookie": languageCookie(language) } },
    );
  }

  const { currentPassword, newPassword } = form.data;
  const outcome = await changePassword(platform, request, user, currentPassword, newPassword);
  if (!outcome.ok) return intentReply(form.intent, outcome.status, outcome);
  return redirectWithToast(
    platform,
    "/user/settings#security",
    { type: "success", message: "Your password is changed. Other devices are signed out." },
    { headers: outcome.value.headers },
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

        <LanguagePanel
          error={actionData?.intent === "language" ? actionData.fieldErrors.language : undefined}
        />

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

/** The site's language, saved with the account (decision 3800): it wins over the browser's. */
function LanguagePanel({ error }: { error?: string }) {
  const t = useT("settings");
  const saved = useRouteLoaderData<{ user?: PublicUser | null }>("root")?.user?.language;
  const { locale } = useLanguage();
  return (
    <Panel id="language" title={t("languageTitle")} description={t("languageDescription")}>
      {error && <Notice>{error}</Notice>}
      <form method="post" className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="language" />
        <div>
          <label htmlFor="settings-language" className="mb-2 block text-sm font-semibold text-ink">
            {t("languageField")}
          </label>
          <select
            id="settings-language"
            name="language"
            defaultValue={isLocale(saved) ? saved : locale}
            className="h-10 rounded-full border border-line bg-surface ps-4 pe-8 text-sm text-ink"
          >
            {LOCALES.map((code) => (
              <option key={code} value={code} lang={code}>
                {LOCALE_NAMES[code]}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          className="h-10 rounded-full bg-primary px-5 text-sm font-semibold text-on-primary hover:bg-primary-strong"
        >
          {t("save")}
        </button>
      </form>
    </Panel>
  );
}
