import { Icon, type IconName } from "~/ui/icon";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { Notice, SubmitButton } from "~/ui/form";
import type { SessionView } from "../accounts.ts";
import { PasswordField } from "./auth-ui.tsx";
import { useFormat, useT } from "~/i18n/react";

const smallButton =
  "inline-flex h-9 items-center rounded-full border border-line bg-surface px-4 text-sm font-semibold text-ink hover:bg-surface-2";

function SecurityRow({
  icon,
  title,
  status,
  children,
}: {
  icon: IconName;
  title: string;
  status: ReactNode;
  children?: ReactNode;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-4 first:pt-0 last:pb-0">
      <div className="flex min-w-0 items-start gap-3">
        <Icon name={icon} className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="min-w-0">
          <h3 className="text-sm font-semibold text-ink">{title}</h3>
          <p className="text-sm break-words text-muted">{status}</p>
        </div>
      </div>
      {children}
    </li>
  );
}

/** Email, two-factor and phone: each with its state and the page that changes it. */
export function SignInDetails({
  email,
  twoFactorEnabled,
  phoneNumber,
  phoneVerified,
}: {
  email: string;
  twoFactorEnabled: boolean;
  phoneNumber: string | null;
  phoneVerified: boolean;
}) {
  const t = useT("settings.security");
  return (
    <ul className="divide-y divide-line">
      <SecurityRow icon="mail" title={t("email")} status={email}>
        <Link to="/change-email" className={smallButton}>
          {t("changeEmail")}
        </Link>
      </SecurityRow>
      <SecurityRow
        icon="shield-check"
        title={t("twoFactor")}
        status={twoFactorEnabled ? t("twoFactorOn") : t("twoFactorOff")}
      >
        <Link to="/two-factor-setup" className={smallButton}>
          {twoFactorEnabled ? t("manageTwoFactor") : t("turnOn")}
        </Link>
      </SecurityRow>
      <SecurityRow
        icon="phone"
        title={t("phone")}
        status={
          phoneNumber ? (
            <>
              <bdi dir="ltr">{phoneNumber}</bdi> · {phoneVerified ? t("verified") : t("notVerified")}
            </>
          ) : (
            t("noPhone")
          )
        }
      >
        <Link to="/phone-verify" className={smallButton}>
          {phoneNumber ? t("changePhone") : t("addPhone")}
        </Link>
      </SecurityRow>
    </ul>
  );
}

/** Change password (intent "password"): every other device is signed out. */
export function ChangePasswordForm({
  fieldErrors,
  formError,
}: {
  fieldErrors: Record<string, string>;
  formError: string | null;
}) {
  const t = useT("settings.security");
  return (
    <div className="mt-6 border-t border-line pt-6">
      <h3 className="flex items-center gap-2 text-base font-semibold text-ink">
        <Icon name="key-round" className="size-5 text-primary" />
        {t("changePassword")}
      </h3>
      <p className="mt-1 text-sm text-muted">{t("changePasswordLead")}</p>
      {formError && <Notice>{formError}</Notice>}
      <Form method="post" noValidate className="mt-4 grid max-w-md gap-4">
        <PasswordField
          label={t("currentPassword")}
          name="currentPassword"
          autoComplete="current-password"
          error={fieldErrors.currentPassword}
        />
        <PasswordField
          label={t("newPassword")}
          name="newPassword"
          autoComplete="new-password"
          meter
          error={fieldErrors.newPassword}
        />
        <PasswordField
          label={t("newPasswordAgain")}
          name="confirmPassword"
          autoComplete="new-password"
          error={fieldErrors.confirmPassword}
        />
        <div className="sm:w-56">
          <SubmitButton intent="password">{t("changePassword")}</SubmitButton>
        </div>
      </Form>
    </div>
  );
}

/** Where the user is signed in; each session can be ended, or all but this one. */
export function SignedInSessions({ sessions }: { sessions: SessionView[] }) {
  const others = sessions.filter((s) => !s.current).length;
  const t = useT("settings.security");
  // Product names stay as they are; "on" and the generic names are the page's language.
  const deviceName = (parts: SessionView["deviceParts"]) => {
    if (!parts) return t("device.unknown");
    const browser =
      parts.browser === "script"
        ? t("device.script")
        : parts.browser === "browser"
          ? t("device.browser")
          : parts.browser;
    return parts.os ? t("device.on", { browser, os: parts.os }) : browser;
  };
  const format = useFormat();
  return (
    <div className="mt-6 border-t border-line pt-6">
      <h3 className="flex items-center gap-2 text-base font-semibold text-ink">
        <Icon name="monitor-smartphone" className="size-5 text-primary" />
        {t("sessions")}
      </h3>
      <ul className="mt-4 grid gap-3">
        {sessions.map((session) => (
          <li
            key={session.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-line p-4"
          >
            <div className="min-w-0 text-sm">
              <p className="font-semibold text-ink">
                {deviceName(session.deviceParts)}
                {session.current && (
                  <span className="ms-2 rounded-full bg-primary-soft px-2 py-0.5 text-xs text-primary">
                    {t("thisDevice")}
                  </span>
                )}
              </p>
              <p className="text-muted">
                {session.ipAddress && (
                  <>
                    <bdi dir="ltr">{session.ipAddress}</bdi> ·{" "}
                  </>
                )}
                {t("lastActive", { time: format.instant(new Date(session.lastSeenAt), "UTC") })}
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
                {session.current ? t("signOutThis") : t("signOut")}
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
            {t("signOutOthers", { count: others })}
          </button>
        </Form>
      )}
    </div>
  );
}
