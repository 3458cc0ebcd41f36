import { MailCheck } from "lucide-react";
import { useEffect, useState } from "react";
import { data, Form, Link, redirect } from "react-router";
import { maskEmail } from "~/modules/accounts/accounts";
import { assertSameOrigin, callAuth } from "~/modules/accounts/accounts.server";
import { AuthCard, Notice, SubmitButton, linkClass } from "~/modules/accounts/components/auth-ui";
import { pendingEmailHeader, readPendingEmail, RESEND_COOLDOWN_SECONDS } from "~/modules/accounts/pending.server";
import { pageMeta } from "~/site";
import type { Route } from "./+types/email-sent";

export const meta = () => pageMeta("Check your email", "We sent you a verification email.");

export async function loader({ request }: Route.LoaderArgs) {
  const pending = await readPendingEmail(request);
  if (!pending) return redirect("/sign-up");
  const waitSeconds = Math.max(0, Math.ceil(RESEND_COOLDOWN_SECONDS - (Date.now() - pending.sentAt) / 1000));
  return { email: pending.email, waitSeconds };
}

export async function action({ request }: Route.ActionArgs) {
  await assertSameOrigin(request);
  const pending = await readPendingEmail(request);
  if (!pending) return redirect("/sign-up");
  const elapsed = (Date.now() - pending.sentAt) / 1000;
  if (elapsed < RESEND_COOLDOWN_SECONDS) {
    return data(
      { sent: false, error: `Please wait ${Math.ceil(RESEND_COOLDOWN_SECONDS - elapsed)} seconds before asking again.` },
      { status: 429 },
    );
  }
  const result = await callAuth(request, "/send-verification-email", {
    body: { email: pending.email, callbackURL: "/email-authenticated" },
  });
  if (!result.ok) return data({ sent: false, error: result.error!.message }, { status: result.status === 429 ? 429 : 400 });
  return data(
    { sent: true, error: null },
    { headers: { "Set-Cookie": await pendingEmailHeader(pending.email) } },
  );
}

function useCountdown(seconds: number) {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    setLeft(seconds);
    if (seconds <= 0) return;
    const started = Date.now();
    const timer = setInterval(() => {
      const remaining = Math.max(0, seconds - Math.floor((Date.now() - started) / 1000));
      setLeft(remaining);
      if (remaining === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [seconds]);
  return left;
}

export default function EmailSent({ loaderData, actionData }: Route.ComponentProps) {
  const left = useCountdown(loaderData.waitSeconds);
  return (
    <AuthCard
      icon={MailCheck}
      eyebrow="Almost there"
      title="Check your email"
      lead={
        <>
          We sent a link to <strong className="break-all text-ink">{loaderData.email}</strong>. Open it to confirm
          your address and finish creating your account. It can take a minute to arrive; check your spam folder
          too.
        </>
      }
      footer={
        <div className="grid gap-2">
          <p>
            <strong className="text-ink">Mistyped your address?</strong> Nothing happens to an address that
            never opens the link.{" "}
            <Link to="/sign-up" className={linkClass}>
              Sign up again with the right one
            </Link>
            .
          </p>
          <p>
            Already confirmed?{" "}
            <Link to="/sign-in" className={linkClass}>
              Sign in
            </Link>
          </p>
        </div>
      }
    >
      {actionData?.sent && <Notice tone="success">We sent a new link to {maskEmail(loaderData.email)}.</Notice>}
      {actionData?.error && <Notice>{actionData.error}</Notice>}
      <Form method="post">
        <SubmitButton variant="secondary" disabled={left > 0}>
          {left > 0 ? `Resend the email in ${left} s` : "Resend the email"}
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}
