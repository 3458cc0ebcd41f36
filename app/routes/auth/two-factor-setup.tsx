import { Check, Copy, Download, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { data, Form, Link } from "react-router";
import { totpSecretFromUri } from "~/modules/accounts/accounts";
import { passwordConfirmSchema, totpCodeSchema } from "~/modules/accounts/accounts.schema";
import { callAuth } from "~/modules/accounts/accounts.server";
import { AuthCard, PasswordField } from "~/modules/accounts/components/auth-ui";
import { Field, Notice, SubmitButton, linkClass } from "~/ui/form";
import { requireUser } from "~/modules/accounts/guards.server";
import { backupCodesOf, qrCodeSvg } from "~/modules/accounts/security.server";
import { redirectWithToast } from "~/platform/flash.server";
import { pageMeta } from "~/site";
import type { Route } from "./+types/two-factor-setup";
import { parseFields } from "~/shared/forms";
import { assertSameOrigin, readForm } from "~/shared/http.server";
import { platformOf } from "~/platform/context";

export const meta = () => pageMeta("Set up two-factor", "Protect your account with an authenticator app.");

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(platformOf(context), request);
  return { enabled: user.twoFactorEnabled };
}

type ActionResult =
  | {
      step: "scan";
      totpURI: string;
      qr: string;
      secret: string;
      errors: Record<string, string>;
      formError: string | null;
    }
  | { step: "codes"; codes: string[]; fresh: boolean }
  | { step: "error"; errors: Record<string, string>; formError: string | null; intent: string };

export async function action({ request, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const user = await requireUser(platform, request);
  assertSameOrigin(request, platform.env.APP_URL);
  const formData = await readForm(request);
  const intent = String(formData.get("intent") ?? "start");
  const fail = (errors: Record<string, string>, formError: string | null, status = 400) =>
    data<ActionResult>({ step: "error", errors, formError, intent }, { status });

  if (intent === "start" || intent === "regenerate" || intent === "disable") {
    const form = parseFields(passwordConfirmSchema, formData);
    if (!form.ok) return fail(form.errors, null);
    const path =
      intent === "start"
        ? "/two-factor/enable"
        : intent === "regenerate"
          ? "/two-factor/generate-backup-codes"
          : "/two-factor/disable";
    const result = await callAuth<{ totpURI?: string; backupCodes?: string[] }>(platform, request, path, {
      body: { password: form.data.password },
    });
    if (!result.ok) {
      const wrongPassword = result.error?.code === "INVALID_PASSWORD";
      return fail(
        wrongPassword ? { password: "That password is not right." } : {},
        wrongPassword ? null : result.error!.message,
        result.status === 429 ? 429 : 400,
      );
    }
    if (intent === "disable") {
      return redirectWithToast(
        platform,
        "/two-factor-setup",
        { type: "info", message: "Two-factor sign-in is off. You can switch it on again at any time." },
        { headers: result.headers },
      );
    }
    if (intent === "regenerate") {
      return data<ActionResult>(
        { step: "codes", codes: result.data?.backupCodes ?? [], fresh: false },
        { headers: result.headers },
      );
    }
    const totpURI = result.data?.totpURI ?? "";
    return data<ActionResult>({
      step: "scan",
      totpURI,
      qr: qrCodeSvg(totpURI),
      secret: totpSecretFromUri(totpURI) ?? "",
      errors: {},
      formError: null,
    });
  }

  if (intent === "confirm") {
    const totpURI = String(formData.get("totpURI") ?? "");
    const scan = (errors: Record<string, string>, formError: string | null, status = 400) =>
      data<ActionResult>(
        {
          step: "scan",
          totpURI,
          qr: qrCodeSvg(totpURI),
          secret: totpSecretFromUri(totpURI) ?? "",
          errors,
          formError,
        },
        { status },
      );
    if (!totpURI.startsWith("otpauth://")) return fail({}, "Please start again.");
    const form = parseFields(totpCodeSchema, formData);
    if (!form.ok) return scan(form.errors, null);
    const result = await callAuth(platform, request, "/two-factor/verify-totp", {
      body: { code: form.data.code },
    });
    if (!result.ok) return scan({ code: result.error!.message }, null, result.status === 429 ? 429 : 400);
    const codes = await backupCodesOf(platform, user.id);
    return data<ActionResult>({ step: "codes", codes, fresh: true }, { headers: result.headers });
  }
  return fail({}, "Unknown action.");
}

function BackupCodes({ codes, fresh }: { codes: string[]; fresh: boolean }) {
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
          {copied ? <Check aria-hidden className="size-4" /> : <Copy aria-hidden className="size-4" />}
          {copied ? "Copied" : "Copy codes"}
        </button>
        <a
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download="pet-friendly-rentals-backup-codes.txt"
          className="inline-flex h-11 items-center justify-center gap-2 rounded-full border border-line px-5 font-semibold text-ink hover:bg-surface-2"
        >
          <Download aria-hidden className="size-4" />
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

export default function TwoFactorSetup({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as ActionResult | undefined;
  const errorFor = (intent: string) => (result?.step === "error" && result.intent === intent ? result : null);

  let body;
  if (result?.step === "codes") {
    body = <BackupCodes codes={result.codes} fresh={result.fresh} />;
  } else if (result?.step === "scan") {
    body = (
      <div className="grid gap-6">
        {result.formError && <Notice>{result.formError}</Notice>}
        <ol className="grid gap-5">
          <li>
            <h2 className="text-base font-semibold text-ink">
              1. Scan this code with your authenticator app
            </h2>
            <p className="mt-1 text-sm text-muted">
              Google Authenticator, 1Password, Authy, Microsoft Authenticator and others all work.
            </p>
            <div
              role="img"
              aria-label="QR code to add your account to an authenticator app"
              className="mx-auto mt-4 w-48 rounded-2xl bg-white p-2 shadow-card [&_svg]:h-auto [&_svg]:w-full"
              dangerouslySetInnerHTML={{ __html: result.qr }}
            />
            <p className="mt-4 text-sm text-muted">Can't scan? Type this key into the app instead:</p>
            <p
              data-testid="totp-secret"
              className="mt-1 rounded-xl bg-surface-2 px-3 py-2 text-center font-mono text-sm break-all text-ink"
            >
              {result.secret}
            </p>
          </li>
          <li>
            <h2 className="text-base font-semibold text-ink">2. Enter the six-digit code the app shows</h2>
            <Form method="post" noValidate className="mt-3 grid gap-4">
              <input type="hidden" name="totpURI" value={result.totpURI} />
              <Field
                label="Six-digit code"
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={7}
                required
                className="[&_input]:font-mono [&_input]:text-lg [&_input]:tracking-widest"
                error={result.errors.code}
              />
              <SubmitButton intent="confirm">Turn on two-factor</SubmitButton>
            </Form>
          </li>
        </ol>
      </div>
    );
  } else if (loaderData.enabled) {
    const regen = errorFor("regenerate");
    const disable = errorFor("disable");
    body = (
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
              error={regen?.errors.password}
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
              error={disable?.errors.password}
            />
            <SubmitButton intent="disable" variant="secondary">
              Turn off two-factor
            </SubmitButton>
          </Form>
        </section>
      </div>
    );
  } else {
    const start = errorFor("start");
    body = (
      <>
        {start?.formError && <Notice>{start.formError}</Notice>}
        <Form method="post" noValidate className="grid gap-5">
          <PasswordField
            label="Your password"
            name="password"
            autoComplete="current-password"
            hint="To make sure it's really you."
            error={start?.errors.password}
          />
          <SubmitButton intent="start">Continue</SubmitButton>
        </Form>
      </>
    );
  }

  return (
    <AuthCard
      icon={ShieldCheck}
      eyebrow="Account security"
      title={
        loaderData.enabled && result?.step !== "codes" ? "Two-factor sign-in" : "Set up two-factor sign-in"
      }
      lead={
        !loaderData.enabled && !result
          ? "Add a second step to sign-in: after your password, a code from an authenticator app on your phone. Someone who learns your password still can't get in."
          : undefined
      }
      footer={
        <Link to="/user/settings" className={linkClass}>
          Back to settings
        </Link>
      }
    >
      {body}
    </AuthCard>
  );
}
