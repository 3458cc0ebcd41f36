import { Icon } from "~/ui/icon";
import { useState } from "react";
import { Form, Link } from "react-router";
import { Field, Notice, SubmitButton } from "~/ui/form";
import type { TwoFactorStep } from "../accounts.ts";
import { PasswordField } from "./auth-ui.tsx";

type StepError = Extract<TwoFactorStep, { step: "error" }> | null;

/** The backup codes, shown once: copy, download, then back to settings. */
export function BackupCodes({ codes, fresh }: { codes: string[]; fresh: boolean }) {
  const [copied, setCopied] = useState(false);
  const text = `Pet Friendly Rentals by Owner: backup codes\nEach code works once.\n\n${codes.join("\n")}\n`;
  return (
    <div>
      <Notice tone="success">
        {fresh
          ? "Two-factor sign-in is on."
          : "Your new backup codes are ready; the old ones no longer work."}
      </Notice>
      <h2 className="text-lg text-ink">Save your backup codes</h2>
      <p className="mt-1 text-sm leading-6 text-muted">
        If you lose your phone, each of these codes lets you sign in once. We show them only now: keep them
        somewhere safe, like a password manager.
      </p>
      <ul
        aria-label="Backup codes"
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
          {copied ? "Copied" : "Copy codes"}
        </button>
        <a
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download="pet-friendly-rentals-backup-codes.txt"
          className="inline-flex h-11 items-center justify-center gap-2 rounded-full border border-line px-5 font-semibold text-ink hover:bg-surface-2"
        >
          <Icon name="download" className="size-4" />
          Download
        </a>
      </div>
      <Link
        to="/user/settings"
        className="mt-4 inline-flex h-11 w-full items-center justify-center rounded-full bg-primary px-5 font-semibold text-on-primary hover:bg-primary-strong"
      >
        I saved them
      </Link>
    </div>
  );
}

/** Step two of set-up: scan the QR code (or type the key), then enter the app's first code. */
export function ScanCode({ scan }: { scan: Extract<TwoFactorStep, { step: "scan" }> }) {
  return (
    <div className="grid gap-6">
      {scan.formError && <Notice>{scan.formError}</Notice>}
      <ol className="grid gap-5">
        <li>
          <h2 className="text-base font-semibold text-ink">1. Scan this code with your authenticator app</h2>
          <p className="mt-1 text-sm text-muted">
            Google Authenticator, 1Password, Authy, Microsoft Authenticator and others all work.
          </p>
          <div
            role="img"
            aria-label="QR code to add your account to an authenticator app"
            className="mx-auto mt-4 w-48 rounded-2xl bg-white p-2 shadow-card [&_svg]:h-auto [&_svg]:w-full"
            dangerouslySetInnerHTML={{ __html: scan.qr }}
          />
          <p className="mt-4 text-sm text-muted">Can't scan? Type this key into the app instead:</p>
          <p
            data-testid="totp-secret"
            className="mt-1 rounded-xl bg-surface-2 px-3 py-2 text-center font-mono text-sm break-all text-ink"
          >
            {scan.secret}
          </p>
        </li>
        <li>
          <h2 className="text-base font-semibold text-ink">2. Enter the six-digit code the app shows</h2>
          <Form method="post" noValidate className="mt-3 grid gap-4">
            <input type="hidden" name="totpURI" value={scan.totpURI} />
            <Field
              label="Six-digit code"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              required
              className="[&_input]:font-mono [&_input]:text-lg [&_input]:tracking-widest"
              error={scan.fieldErrors.code}
            />
            <SubmitButton intent="confirm">Turn on two-factor</SubmitButton>
          </Form>
        </li>
      </ol>
    </div>
  );
}

/** Two-factor is on: new backup codes, or switch it off (each asks for the password). */
export function ManageTwoFactor({ regen, disable }: { regen: StepError; disable: StepError }) {
  return (
    <div className="grid gap-8">
      <Notice tone="success">Two-factor sign-in is on for your account.</Notice>
      <section aria-labelledby="regen-title">
        <h2 id="regen-title" className="text-lg text-ink">
          New backup codes
        </h2>
        <p className="mt-1 text-sm text-muted">
          Used some, or lost them? Make a new set; the old codes stop working.
        </p>
        {regen?.formError && <Notice>{regen.formError}</Notice>}
        <Form method="post" noValidate className="mt-3 grid gap-4">
          <PasswordField
            label="Your password"
            name="password"
            autoComplete="current-password"
            error={regen?.fieldErrors.password}
          />
          <SubmitButton intent="regenerate" variant="secondary">
            Make new backup codes
          </SubmitButton>
        </Form>
      </section>
      <section aria-labelledby="disable-title" className="border-t border-line pt-6">
        <h2 id="disable-title" className="text-lg text-ink">
          Turn off two-factor
        </h2>
        <p className="mt-1 text-sm text-muted">Your account will be protected by your password alone.</p>
        {disable?.formError && <Notice>{disable.formError}</Notice>}
        <Form method="post" noValidate className="mt-3 grid gap-4">
          <PasswordField
            label="Your password"
            name="password"
            autoComplete="current-password"
            error={disable?.fieldErrors.password}
          />
          <SubmitButton intent="disable" variant="secondary">
            Turn off two-factor
          </SubmitButton>
        </Form>
      </section>
    </div>
  );
}

/** Step one of set-up: the password, to make sure it's really the account's owner. */
export function StartTwoFactor({ error }: { error: StepError }) {
  return (
    <>
      {error?.formError && <Notice>{error.formError}</Notice>}
      <Form method="post" noValidate className="grid gap-5">
        <PasswordField
          label="Your password"
          name="password"
          autoComplete="current-password"
          hint="To make sure it's really you."
          error={error?.fieldErrors.password}
        />
        <SubmitButton intent="start">Continue</SubmitButton>
      </Form>
    </>
  );
}
