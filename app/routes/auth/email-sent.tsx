import { useEffect, useState } from "react";
import { data, Form, Link, redirect, useSearchParams } from "react-router";
import { maskEmail } from "~/modules/accounts/accounts";
import { emailOnlySchema } from "~/modules/accounts/accounts.schema";
import { callAuth } from "~/modules/accounts/accounts.server";
import { AuthCard } from "~/modules/accounts/components/auth-ui";
import { Field, Notice, SubmitButton, linkClass } from "~/ui/form";
import {
  pendingEmailHeader,
  readPendingEmail,
  RESEND_COOLDOWN_SECONDS,
} from "~/modules/accounts/pending.server";
import { VERIFIED_CALLBACK } from "~/modules/accounts/client-session";
import { pageMeta } from "~/site";
import type { Route } from "./+types/email-sent";
import { parseFields } from "~/shared/forms";
import { readForm } from "~/shared/http.server";
import { platformOf } from "~/platform/context";
import { redirectedFromOf, withRedirectedFrom } from "~/shared/redirects";

export const meta = () => pageMeta("Check your email", "We sent you a verification email.");

export async function loader({ request, context }: Route.LoaderArgs) {
  const pending = await readPendingEmail(platformOf(context), request);
  // Where the new account was going (a booking in progress): every link and new email keeps it.
  const next = redirectedFromOf(request);
  if (!pending) return { email: null, waitSeconds: 0, next };
  const waitSeconds = Math.max(0, Math.ceil(RESEND_COOLDOWN_SECONDS - (Date.now() - pending.sentAt) / 1000));
  return { email: pending.email, waitSeconds, next };
}

export async function action({ request, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const formData = await readForm(request);
  const next = redirectedFromOf(request);
  let pending = await readPendingEmail(platform, request);
  if (!pending) {
    // Opened without a recent sign-up in this browser: the address comes from the form.
    const form = parseFields(emailOnlySchema, formData);
    if (!form.ok)
      return data(
        { sent: false, error: form.fieldErrors.email ?? "Enter your email address." },
        { status: 400 },
      );
    pending = { email: form.data.email, sentAt: 0 };
  }
  const elapsed = (Date.now() - pending.sentAt) / 1000;
  if (elapsed < RESEND_COOLDOWN_SECONDS) {
    return data(
      {
        sent: false,
        error: `Please wait ${Math.ceil(RESEND_COOLDOWN_SECONDS - elapsed)} seconds before asking again.`,
      },
      { status: 429 },
    );
  }
  const result = await callAuth(platform, request, "/send-verification-email", {
    body: { email: pending.email, callbackURL: withRedirectedFrom(VERIFIED_CALLBACK, next) },
  });
  if (!result.ok)
    return data({ sent: false, error: result.error!.message }, { status: result.status === 429 ? 429 : 400 });
  return redirect(withRedirectedFrom("/email-sent?resent=1", next), {
    headers: { "Set-Cookie": await pendingEmailHeader(platform, pending.email) },
  });
}

/** Seconds left of the resend cool-down, ticking once a second. */
function useCountdown(seconds: number) {
  const [start] = useState(() => Date.now());
  const [now, setNow] = useState(start);
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [seconds]);
  return Math.max(0, seconds - Math.floor((now - start) / 1000));
}

export default function EmailSent({ loaderData, actionData }: Route.ComponentProps) {
  const left = useCountdown(loaderData.waitSeconds);
  const [search] = useSearchParams();
  if (!loaderData.email) {
    return (
      <AuthCard
        icon="mail-check"
        eyebrow="Email verification"
        title="Check your email"
        lead="After signing up, we email you a link to confirm your address. Didn't get it? Enter your email and we'll send a new one."
        footer={
          <>
            No account yet?{" "}
            <Link to={withRedirectedFrom("/sign-up", loaderData.next)} className={linkClass}>
              Sign up
            </Link>
          </>
        }
      >
        {actionData?.error && <Notice>{actionData.error}</Notice>}
        <Form method="post" noValidate className="grid gap-5">
          <Field label="Email" name="email" type="email" autoComplete="email" required />
          <SubmitButton>Send me a new link</SubmitButton>
        </Form>
      </AuthCard>
    );
  }
  const resent = search.get("resent") === "1" && !actionData;
  return (
    <AuthCard
      icon="mail-check"
      eyebrow="Almost there"
      title="Check your email"
      lead={
        <>
          We sent a link to <strong className="break-all text-ink">{loaderData.email}</strong>. Open it to
          confirm your address and finish creating your account. It can take a minute to arrive; check your
          spam folder too.
        </>
      }
      footer={
        <div className="grid gap-2">
          <p>
            <strong className="text-ink">Mistyped your address?</strong> Nothing happens to an address that
            never opens the link.{" "}
            <Link to={withRedirectedFrom("/sign-up", loaderData.next)} className={linkClass}>
              Sign up again with the right one
            </Link>
            .
          </p>
          <p>
            Already confirmed?{" "}
            <Link to={withRedirectedFrom("/sign-in", loaderData.next)} className={linkClass}>
              Sign in
            </Link>
          </p>
        </div>
      }
    >
      {resent && <Notice tone="success">We sent a new link to {maskEmail(loaderData.email)}.</Notice>}
      {actionData?.error && <Notice>{actionData.error}</Notice>}
      <Form method="post">
        <SubmitButton variant="secondary" disabled={left > 0}>
          {left > 0 ? `Resend the email in ${left} s` : "Resend the email"}
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}
