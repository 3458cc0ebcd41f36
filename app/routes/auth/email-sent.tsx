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
import { metaLanguage } from "~/i18n/meta";
import { useT } from "~/i18n/react";
import { localeOfRequest, translatorFor } from "~/i18n/language.server";
import { localizeMessage } from "~/i18n/server-messages.server";
import { pageNamespaces } from "~/i18n/page-namespaces";

/** The namespaces this page draws on besides the shell's (decision 4040). */
export const middleware: Route.MiddlewareFunction[] = [pageNamespaces("auth")];

export function meta({ matches }: Route.MetaArgs) {
  const t = metaLanguage(matches).t("auth.emailSent");
  return pageMeta(t("metaTitle"), t("metaDescription"));
}

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
  const locale = localeOfRequest(request);
  const say = translatorFor(locale, "auth.emailSent");
  const formData = await readForm(request);
  const next = redirectedFromOf(request);
  let pending = await readPendingEmail(platform, request);
  if (!pending) {
    // Opened without a recent sign-up in this browser: the address comes from the form.
    const form = parseFields(emailOnlySchema, formData);
    if (!form.ok)
      return data(
        {
          sent: false,
          error: localizeMessage(locale, form.fieldErrors.email ?? "Enter your email address."),
        },
        { status: 400 },
      );
    pending = { email: form.data.email, sentAt: 0 };
  }
  const elapsed = (Date.now() - pending.sentAt) / 1000;
  if (elapsed < RESEND_COOLDOWN_SECONDS) {
    return data(
      {
        sent: false,
        error: say("wait", { seconds: Math.ceil(RESEND_COOLDOWN_SECONDS - elapsed) }),
      },
      { status: 429 },
    );
  }
  const result = await callAuth(platform, request, "/send-verification-email", {
    body: { email: pending.email, callbackURL: withRedirectedFrom(VERIFIED_CALLBACK, next) },
  });
  if (!result.ok)
    return data(
      { sent: false, error: localizeMessage(locale, result.error!.message) },
      { status: result.status === 429 ? 429 : 400 },
    );
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
  const t = useT("auth.emailSent");
  const common = useT("auth.common");
  if (!loaderData.email) {
    return (
      <AuthCard
        icon="mail-check"
        eyebrow={common("emailVerification")}
        title={t("title")}
        lead={t("leadNoEmail")}
        footer={t.rich("noAccount", {
          link: (chunks) => (
            <Link to={withRedirectedFrom("/sign-up", loaderData.next)} className={linkClass}>
              {chunks}
            </Link>
          ),
        })}
      >
        {actionData?.error && <Notice>{actionData.error}</Notice>}
        <Form method="post" noValidate className="grid gap-5">
          <Field label={common("email")} name="email" type="email" autoComplete="email" required />
          <SubmitButton>{common("sendNewLink")}</SubmitButton>
        </Form>
      </AuthCard>
    );
  }
  const resent = search.get("resent") === "1" && !actionData;
  return (
    <AuthCard
      icon="mail-check"
      eyebrow={t("eyebrow")}
      title={t("title")}
      lead={t.rich("lead", {
        email: loaderData.email,
        strong: (chunks) => <strong className="break-all text-ink">{chunks}</strong>,
      })}
      footer={
        <div className="grid gap-2">
          <p>
            {t.rich("mistyped", {
              strong: (chunks) => <strong className="text-ink">{chunks}</strong>,
              link: (chunks) => (
                <Link to={withRedirectedFrom("/sign-up", loaderData.next)} className={linkClass}>
                  {chunks}
                </Link>
              ),
            })}
          </p>
          <p>
            {common.rich("alreadyConfirmed", {
              link: (chunks) => (
                <Link to={withRedirectedFrom("/sign-in", loaderData.next)} className={linkClass}>
                  {chunks}
                </Link>
              ),
            })}
          </p>
        </div>
      }
    >
      {resent && <Notice tone="success">{t("resent", { email: maskEmail(loaderData.email) })}</Notice>}
      {actionData?.error && <Notice>{actionData.error}</Notice>}
      <Form method="post">
        <SubmitButton variant="secondary" disabled={left > 0}>
          {left > 0 ? t("resendIn", { seconds: left }) : t("resend")}
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}
