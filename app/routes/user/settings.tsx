import { KeyRound, Mail, MonitorSmartphone, Phone, ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { data, Form, Link } from "react-router";
import { listActiveSessions } from "~/modules/accounts/accounts.server";
import { changePasswordSchema } from "~/modules/accounts/accounts.schema";
import { PasswordField } from "~/modules/accounts/components/auth-ui";
import { requireUser } from "~/modules/accounts/guards.server";
import { changePassword } from "~/modules/accounts/security.server";
import { notificationPreferencesSchema } from "~/modules/notifications/notifications.schema";
import {
  getNotificationPreferences,
  saveNotificationPreferences,
} from "~/modules/notifications/notifications.server";
import { redirectWithToast } from "~/platform/flash.server";
import { AppearanceControls } from "~/ui/appearance-controls";
import { Checkbox, Notice, SubmitButton } from "~/ui/form";
import { Panel, UserPageHeading } from "~/ui/page";
import { pageMeta } from "~/site";
import type { Route } from "./+types/settings";
import { parseFields } from "~/shared/forms";
import { assertSameOrigin, readForm } from "~/shared/http.server";
import { platformOf } from "~/platform/context";

export const meta = () => pageMeta("Settings", "Appearance, notifications and account security.");

export async function loader({ request, context }: Route.LoaderArgs) {
  const platform = platformOf(context);
  const user = await requireUser(platform, request);
  const db = platform.database.db;
  const [preferences, sessions] = await Promise.all([
    getNotificationPreferences(db, user.id),
    listActiveSessions(db, user.id, user.sessionId),
  ]);
  return {
    email: user.email,
    phoneNumber: user.phoneNumber,
    phoneVerified: user.phoneNumberVerified,
    twoFactorEnabled: user.twoFactorEnabled,
    preferences,
    sessions: sessions.map((s) => ({
      ...s,
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
    })),
  };
}

/** Each section posts its own form (intent), so saving one never touches another. */
export async function action({ request, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const user = await requireUser(platform, request);
  assertSameOrigin(request, platform.env.APP_URL);
  const formData = await readForm(request);
  const intent = formData.get("intent");
  const db = platform.database.db;

  if (intent === "notifications") {
    const form = parseFields(notificationPreferencesSchema, formData);
    if (!form.ok)
      return data({ intent, errors: form.errors, values: form.values, formError: null }, { status: 400 });
    // SMS needs a verified phone: the box is disabled without one, and refused here too.
    const preferences = {
      ...form.data,
      smsBookingUpdates: form.data.smsBookingUpdates && user.phoneNumberVerified,
    };
    await saveNotificationPreferences(db, user.id, preferences);
    return redirectWithToast(platform, "/user/settings#notifications", {
      type: "success",
      message: "Notification settings saved.",
    });
  }

  if (intent === "password") {
    const form = parseFields(changePasswordSchema, formData);
    if (!form.ok) return data({ intent, errors: form.errors, values: {}, formError: null }, { status: 400 });
    const outcome = await changePassword(
      platform,
      request,
      user,
      form.data.currentPassword,
      form.data.newPassword,
    );
    if (!outcome.ok)
      return data(
        { intent, errors: outcome.fieldErrors, values: {}, formError: outcome.formError },
        { status: outcome.status },
      );
    return redirectWithToast(
      platform,
      "/user/settings#security",
      { type: "success", message: "Your password is changed. Other devices are signed out." },
      { headers: outcome.headers },
    );
  }

  return data({ intent: null, errors: {}, values: {}, formError: "Unknown action." }, { status: 400 });
}

const timeFormat = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});

function SecurityRow({
  icon: Icon,
  title,
  status,
  children,
}: {
  icon: typeof Mail;
  title: string;
  status: ReactNode;
  children?: ReactNode;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-4 first:pt-0 last:pb-0">
      <div className="flex min-w-0 items-start gap-3">
        <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="min-w-0">
          <h3 className="text-sm font-semibold text-ink">{title}</h3>
          <p className="text-sm break-words text-muted">{status}</p>
        </div>
      </div>
      {children}
    </li>
  );
}

const smallButton =
  "inline-flex h-9 items-center rounded-full border border-line bg-surface px-4 text-sm font-semibold text-ink hover:bg-surface-2";

export default function SettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { preferences, sessions, phoneVerified } = loaderData;
  const errorsFor = (intent: string): Record<string, string> =>
    actionData?.intent === intent ? actionData.errors : {};
  const formErrorFor = (intent: string) => (actionData?.intent === intent ? actionData.formError : null);
  const others = sessions.filter((s) => !s.current).length;

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
            </fieldset>
            <p className="text-sm text-muted">
              Security notices are always emailed: they protect your account.
            </p>
            <div className="sm:w-56">
              <SubmitButton intent="notifications">Save notifications</SubmitButton>
            </div>
          </Form>
        </Panel>

        <Panel id="security" title="Security" description="Your sign-in details and where you are signed in.">
          <ul className="divide-y divide-line">
            <SecurityRow icon={Mail} title="Email" status={loaderData.email}>
              <Link to="/change-email" className={smallButton}>
                Change email
              </Link>
            </SecurityRow>
            <SecurityRow
              icon={ShieldCheck}
              title="Two-factor authentication"
              status={
                loaderData.twoFactorEnabled
                  ? "On: a code from your authenticator app is asked at sign-in."
                  : "Off. Turn it on so a stolen password is not enough."
              }
            >
              <Link to="/two-factor-setup" className={smallButton}>
                {loaderData.twoFactorEnabled ? "Manage, backup codes" : "Turn on"}
              </Link>
            </SecurityRow>
            <SecurityRow
              icon={Phone}
              title="Phone number"
              status={
                loaderData.phoneNumber
                  ? `${loaderData.phoneNumber} · ${phoneVerified ? "verified" : "not verified"}`
                  : "None yet. Owners can reach you faster with one."
              }
            >
              <Link to="/phone-verify" className={smallButton}>
                {loaderData.phoneNumber ? "Change number" : "Add a number"}
              </Link>
            </SecurityRow>
          </ul>

          <div className="mt-6 border-t border-line pt-6">
            <h3 className="flex items-center gap-2 text-base font-semibold text-ink">
              <KeyRound aria-hidden className="size-5 text-primary" />
              Change password
            </h3>
            <p className="mt-1 text-sm text-muted">Every other device is signed out when you change it.</p>
            {formErrorFor("password") && <Notice>{formErrorFor("password")}</Notice>}
            <Form method="post" noValidate className="mt-4 grid max-w-md gap-4">
              <PasswordField
                label="Current password"
                name="currentPassword"
                autoComplete="current-password"
                error={errorsFor("password").currentPassword}
              />
              <PasswordField
                label="New password"
                name="newPassword"
                autoComplete="new-password"
                meter
                error={errorsFor("password").newPassword}
              />
              <PasswordField
                label="New password again"
                name="confirmPassword"
                autoComplete="new-password"
                error={errorsFor("password").confirmPassword}
              />
              <div className="sm:w-56">
                <SubmitButton intent="password">Change password</SubmitButton>
              </div>
            </Form>
          </div>

          <div className="mt-6 border-t border-line pt-6">
            <h3 className="flex items-center gap-2 text-base font-semibold text-ink">
              <MonitorSmartphone aria-hidden className="size-5 text-primary" />
              Where you're signed in
            </h3>
            <ul className="mt-4 grid gap-3">
              {sessions.map((session) => (
                <li
                  key={session.id}
                  className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-line p-4"
                >
                  <div className="min-w-0 text-sm">
                    <p className="font-semibold text-ink">
                      {session.device}
                      {session.current && (
                        <span className="ms-2 rounded-full bg-primary-soft px-2 py-0.5 text-xs text-primary">
                          This device
                        </span>
                      )}
                    </p>
                    <p className="text-muted">
                      {session.ipAddress ? `${session.ipAddress} · ` : ""}last active{" "}
                      {timeFormat.format(new Date(session.lastSeenAt))} UTC
                    </p>
                  </div>
                  <Form method="post" action="/api/account/sessions" reloadDocument={session.current}>
                    <input type="hidden" name="intent" value="end" />
                    <input type="hidden" name="sessionId" value={session.id} />
                    <input
                      type="hidden"
                      name="redirectTo"
                      value={session.current ? "/sign-in" : "/user/settings#security"}
                    />
                    <button type="submit" className={smallButton}>
                      {session.current ? "Sign out this device" : "Sign out"}
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
            {others > 0 && (
              <Form method="post" action="/api/account/sessions" className="mt-4">
                <input type="hidden" name="intent" value="end-others" />
                <input type="hidden" name="redirectTo" value="/user/settings#security" />
                <button type="submit" className={smallButton}>
                  Sign out everywhere else ({others})
                </button>
              </Form>
            )}
          </div>
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
