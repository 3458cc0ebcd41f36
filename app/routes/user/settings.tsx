import { Link, useRouteLoaderData } from "react-router";
import { readerLocale, saveLanguage } from "~/modules/profiles/language.server";
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
import { metaLanguage } from "~/i18n/meta";
import { localizeErrors, localizeMessage } from "~/i18n/server-messages.server";
import { pageNamespaces } from "~/i18n/page-namespaces";

/** The namespaces this page draws on besides the shell's (decision 4040). */
export const middleware: Route.MiddlewareFunction[] = [pageNamespaces("auth", "settings")];

export function meta({ matches }: Route.MetaArgs) {
  const t = metaLanguage(matches).t("settings.page");
  return pageMeta(t("metaTitle"), t("metaDescription"));
}

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
  const locale = await readerLocale(platform.database.db, request, user.id);
  const say = translatorFor(locale, "settings.page");
  const schemas = {
    notifications: notificationPreferencesSchema,
    password: changePasswordSchema,
    language: languageSchema,
  };
  const form = parseIntent(formData, schemas, "Unknown action.");
  // The password form's fields are never put back; the messages are said in the reader's language.
  if (!form.ok) {
    const said = {
      ...form,
      formError: localizeMessage(locale, form.formError),
      fieldErrors: localizeErrors(locale, form.fieldErrors),
    };
    return intentReply(form.intent, 400, form.intent === "password" ? { ...said, values: {} } : said);
  }

  if (form.intent === "notifications") {
    await saveNotificationSettings(platform.database.db, user, form.data);
    return redirectWithToast(platform, "/user/settings#notifications", {
      type: "success",
      message: say("notificationsSaved"),
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
  if (!outcome.ok)
    return intentReply(form.intent, outcome.status, {
      ...outcome,
      formError: localizeMessage(locale, outcome.formError),
      fieldErrors: localizeErrors(locale, outcome.fieldErrors ?? {}),
    });
  return redirectWithToast(
    platform,
    "/user/settings#security",
    { type: "success", message: say("passwordChanged") },
    { headers: outcome.value.headers },
  );
}

export default function SettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { preferences, sessions, phoneVerified } = loaderData;
  const password = actionData?.intent === "password" ? actionData : null;
  const t = useT("settings.page");
  return (
    <>
      <UserPageHeading title={t("title")} lead={t("lead")} />
      {actionData?.intent === null && actionData.formError && <Notice>{actionData.formError}</Notice>}
      <div className="grid gap-6">
        <Panel id="appearance" title={t("appearance")} description={t("appearanceLead")}>
          <AppearanceControls idPrefix="settings" />
        </Panel>

        <LanguagePanel
          error={actionData?.intent === "language" ? actionData.fieldErrors.language : undefined}
        />

        <Panel id="notifications" title={t("notifications")} description={t("notificationsLead")}>
          <NotificationPreferencesForm preferences={preferences} phoneVerified={phoneVerified} />
        </Panel>

        <Panel id="security" title={t("security")} description={t("securityLead")}>
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

        <Panel id="delete" title={t("delete")} tone="danger">
          <p className="text-sm text-muted">
            {t("deleteLead")}{" "}
            <Link to="/user/delete-profile" className="font-semibold text-danger hover:underline">
              {t("deleteLink")}
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
