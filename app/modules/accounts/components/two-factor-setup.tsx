import { Icon } from "~/ui/icon";
import { useState } from "react";
import { Form, Link } from "react-router";
import { Field, Notice, SubmitButton } from "~/ui/form";
import type { TwoFactorStep } from "../accounts.ts";
import { PasswordField } from "./auth-ui.tsx";
import { useT } from "~/i18n/react";
import { SITE_NAME } from "~/site";

type StepError = Extract<TwoFactorStep, { step: "error" }> | null;

/** The backup codes, shown once: copy, download, then back to settings. */
export function BackupCodes({ codes, fresh }: { codes: string[]; fresh: boolean }) {
  const [copied, setCopied] = useState(false);
  const t = useT("accountSetup.twoFactor");
  const text = `${t("codesFile", { site: SITE_NAME })}\n\n${codes.join("\n")}\n`;
  return (
    <div>
      <Notice tone="success">{fresh ? t("nowOn") : t("newCodesReady")}</Notice>
      <h2 className="text-lg text-ink">{t("saveCodes")}</h2>
      <p className="mt-1 text-sm leading-6 text-muted">{t("saveCodesLead")}</p>
      <ul
        aria-label={t("codesLabel")}
        className="mt-4 grid grid-cols-2 gap-2 rounded-2xl bg-surface-2 p-4 font-mono text-ink"
      >
        {codes.map((code) => (
          <li key={code} className="tracking-wider">
            {code}
          </li>
        ))}
      </ul>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <button
          type="button"
          onClick={() => void navigator.clipboard?.writeText(text).then(() => setCopied(true))}
          className="inline-flex h-11 items-center justify-center gap-2 rounded-full border border-line px-5 font-semibold text-ink hover:bg-surface-2"
        >
          {copied ? <Icon name="check" className="size-4" /> : <Icon name="copy" className="size-4" />}
          {copied ? t("copied") : t("copy")}
        </button>
        <a
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download="pet-friendly-rentals-backup-codes.txt"
          className="inline-flex h-11 items-center justify-center gap-2 rounded-full border border-line px-5 font-semibold text-ink hover:bg-surface-2"
        >
          <Icon name="download" className="size-4" />
          {t("download")}
        </a>
      </div>
      <Link
        to="/user/settings"
        className="mt-4 inline-flex h-11 w-full items-center justify-center rounded-full bg-primary px-5 font-semibold text-on-primary hover:bg-primary-strong"
      >
        {t("saved")}
      </Link>
    </div>
  );
}

/** Step two of set-up: scan the QR code (or type the key), then enter the app's first code. */
export function ScanCode({ scan }: { scan: Extract<TwoFactorStep, { step: "scan" }> }) {
  const t = useT("accountSetup.twoFactor");
  const common = useT("accountSetup");
  return (
    <div className="grid gap-6">
      {scan.formError && <Notice>{scan.formError}</Notice>}
      <ol className="grid gap-5">
        <li>
          <h2 className="text-base font-semibold text-ink">{t("scanTitle")}</h2>
          <p className="mt-1 text-sm text-muted">{t("scanApps")}</p>
          <div
            role="img"
            aria-label={t("qrLabel")}
            className="mx-auto mt-4 w-48 rounded-2xl bg-white p-2 shadow-card [&_svg]:h-auto [&_svg]:w-full"
            dangerouslySetInnerHTML={{ __html: scan.qr }}
          />
          <p className="mt-4 text-sm text-muted">{t("cantScan")}</p>
          <p
            data-testid="totp-secret"
            className="mt-1 rounded-xl bg-surface-2 px-3 py-2 text-center font-mono text-sm break-all text-ink"
          >
            {scan.secret}
          </p>
        </li>
        <li>
          <h2 className="text-base font-semibold text-ink">{t("enterTitle")}</h2>
          <Form method="post" noValidate className="mt-3 grid gap-4">
            <input type="hidden" name="totpURI" value={scan.totpURI} />
            <Field
              label={common("sixDigitCode")}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              required
              className="[&_input]:font-mono [&_input]:text-lg [&_input]:tracking-widest"
              error={scan.fieldErrors.code}
            />
            <SubmitButton intent="confirm">{t("turnOn")}</SubmitButton>
          </Form>
        </li>
      </ol>
    </div>
  );
}

/** Two-factor is on: new backup codes, or switch it off (each asks for the password). */
export function ManageTwoFactor({ regen, disable }: { regen: StepError; disable: StepError }) {
  const t = useT("accountSetup.twoFactor");
  const common = useT("accountSetup");
  return (
    <div className="grid gap-8">
      <Notice tone="success">{t("isOn")}</Notice>
      <section aria-labelledby="regen-title">
        <h2 id="regen-title" className="text-lg text-ink">
          {t("newCodes")}
        </h2>
        <p className="mt-1 text-sm text-muted">{t("newCodesLead")}</p>
        {regen?.formError && <Notice>{regen.formError}</Notice>}
        <Form method="post" noValidate className="mt-3 grid gap-4">
          <PasswordField
            label={common("yourPassword")}
            name="password"
            autoComplete="current-password"
            error={regen?.fieldErrors.password}
          />
          <SubmitButton intent="regenerate" variant="secondary">
            {t("makeNewCodes")}
          </SubmitButton>
        </Form>
      </section>
      <section aria-labelledby="disable-title" className="border-t border-line pt-6">
        <h2 id="disable-title" className="text-lg text-ink">
          {t("turnOff")}
        </h2>
        <p className="mt-1 text-sm text-muted">{t("turnOffLead")}</p>
        {disable?.formError && <Notice>{disable.formError}</Notice>}
        <Form method="post" noValidate className="mt-3 grid gap-4">
          <PasswordField
            label={common("yourPassword")}
            name="password"
            autoComplete="current-password"
            error={disable?.fieldErrors.password}
          />
          <SubmitButton intent="disable" variant="secondary">
            {t("turnOff")}
          </SubmitButton>
        </Form>
      </section>
    </div>
  );
}

/** Step one of set-up: the password, to make sure it's really the account's owner. */
export function StartTwoFactor({ error }: { error: StepError }) {
  const t = useT("accountSetup.twoFactor");
  const common = useT("accountSetup");
  return (
    <>
      {error?.formError && <Notice>{error.formError}</Notice>}
      <Form method="post" noValidate className="grid gap-5">
        <PasswordField
          label={common("yourPassword")}
          name="password"
          autoComplete="current-password"
          hint={common("reallyYou")}
          error={error?.fieldErrors.password}
        />
        <SubmitButton intent="start">{t("continue")}</SubmitButton>
      </Form>
    </>
  );
}
