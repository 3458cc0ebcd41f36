import { useEffect, useState } from "react";
import { data, Form, Link, redirect } from "react-router";
import { emailOnlySchema, signInSchema } from "~/modules/accounts/accounts.schema";
import { callAuth } from "~/modules/accounts/accounts.server";
import { AuthCard, PasswordField } from "~/modules/accounts/components/auth-ui";
import { Checkbox, Field, Notice, SubmitButton, linkClass } from "~/ui/form";
import { JUST_LOGGED_OUT_KEY, VERIFIED_CALLBACK } from "~/modules/accounts/client-session";
import { pendingEmailHeader } from "~/modules/accounts/pending.server";
import { redirectedFromOf, safeRedirectPath, withRedirectedFrom } from "~/shared/redirects";
import { pageMeta } from "~/site";
import type { Route } from "./+types/sign-in";
import { parseFields } from "~/shared/forms";
import { readForm } from "~/shared/http.server";
import { platformOf } from "~/platform/context";
import { metaLanguage } from "~/i18n/meta";
import { useT } from "~/i18n/react";
import { localeOfRequest } from "~/i18n/language.server";
import { localizeErrors, localizeMessage } from "~/i18n/server-messages.server";
import { pageNamespaces } from "~/i18n/page-namespaces";

/** The namespaces this page draws on besides the shell's (decision 4040). */
export const middleware: Route.MiddlewareFunction[] = [pageNamespaces("auth")];

export function meta({ matches }: Route.MetaArgs) {
  const t = metaLanguage(matches).t("auth.signIn");
  return pageMeta(t("metaTitle"), t("metaDescription"));
}

export function loader({ request }: Route.LoaderArgs) {
  return { redirectedFrom: redirectedFromOf(request) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const locale = localeOfRequest(request);
  const formData = await readForm(request);
  if (formData.get("intent") === "resend") {
    const form = parseFields(emailOnlySchema, formData);
    if (!form.ok)
      return data(
        {
          fieldErrors: localizeErrors(locale, form.fieldErrors),
          values: form.values,
          formError: null,
          unverified: false,
        },
        { status: 400 },
      );
    const result = await callAuth(platform, request, "/send-verification-email", {
      body: {
        email: form.data.email,
        callbackURL: withRedirectedFrom(VERIFIED_CALLBACK, formData.get("redirectedFrom")?.toString()),
      },
    });
    if (!result.ok && result.status === 429)
      return data(
        {
          fieldErrors: {},
          values: form.values,
          formError: localizeMessage(locale, result.error!.message),
          unverified: true,
        },
        { status: 429 },
      );
    return redirect(withRedirectedFrom("/email-sent", formData.get("redirectedFrom")?.toString()), {
      headers: { "Set-Cookie": await pendingEmailHeader(platform, form.data.email) },
    });
  }
  const form = parseFields(signInSchema, formData);
  if (!form.ok)
    return data(
      {
        fieldErrors: localizeErrors(locale, form.fieldErrors),
        values: form.values,
        formError: null,
        unverified: false,
      },
      { status: 400 },
    );
  const { email, password, rememberMe, redirectedFrom } = form.data;
  const next = safeRedirectPath(redirectedFrom);
  const result = await callAuth<{ twoFactorRedirect?: boolean }>(platform, request, "/sign-in/email", {
    body: { email, password, rememberMe },
  });
  if (!result.ok) {
    const unverified = result.error?.code === "EMAIL_NOT_VERIFIED";
    return data(
      {
        fieldErrors: {},
        values: form.values,
        formError: localizeMessage(locale, result.error!.message),
        unverified,
      },
      { status: result.status === 429 ? 429 : unverified ? 403 : 401, headers: result.headers },
    );
  }
  if (result.data?.twoFactorRedirect) {
    return redirect(withRedirectedFrom("/two-factor", next), { headers: result.headers });
  }
  return redirect(next, { headers: result.headers });
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const fieldErrors: Record<string, string> = actionData?.fieldErrors ?? {};
  const values: Record<string, string> = actionData?.values ?? {};
  const [signedOut, setSignedOut] = useState(false);
  const t = useT("auth.signIn");
  const common = useT("auth.common");
  // Spec §4: sign-out leaves a just_logged_out flag; this page says so once.
  useEffect(() => {
    const timer = setTimeout(() => {
      if (sessionStorage.getItem(JUST_LOGGED_OUT_KEY)) {
        sessionStorage.removeItem(JUST_LOGGED_OUT_KEY);
        setSignedOut(true);
      }
    }, 0);
    return () => clearTimeout(timer);
  }, []);
  return (
    <AuthCard
      icon="log-in"
      eyebrow={t("eyebrow")}
      title={t("title")}
      lead={t("lead")}
      footer={t.rich("newHere", {
        link: (chunks) => (
          <Link to={withRedirectedFrom("/sign-up", loaderData.redirectedFrom)} className={linkClass}>
            {chunks}
          </Link>
        ),
      })}
    >
      {signedOut && <Notice tone="info">{t("signedOut")}</Notice>}
      {loaderData.redirectedFrom && !actionData && <Notice tone="info">{t("pleaseSignIn")}</Notice>}
      {actionData?.formError && (
        <Notice>
          <p>{actionData.formError}</p>
          {actionData.unverified && (
            <Form method="post" className="mt-2">
              <input type="hidden" name="email" value={values.email ?? ""} />
              <input type="hidden" name="redirectedFrom" value={loaderData.redirectedFrom ?? ""} />
              <button type="submit" name="intent" value="resend" className={`${linkClass} text-danger`}>
                {t("resend")}
              </button>
            </Form>
          )}
        </Notice>
      )}
      <Form method="post" noValidate className="grid gap-5">
        <input type="hidden" name="redirectedFrom" value={loaderData.redirectedFrom ?? ""} />
        <Field
          label={common("email")}
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={values.email}
          error={fieldErrors.email}
        />
        <div>
          <PasswordField
            label={common("password")}
            name="password"
            autoComplete="current-password"
            error={fieldErrors.password}
          />
          <p className="mt-2 text-end text-sm">
            <Link to="/forgot-password" className={linkClass}>
              {t("forgot")}
            </Link>
          </p>
        </div>
        <Checkbox
          name="rememberMe"
          defaultChecked={values.rememberMe === "on"}
          label={t.rich("rememberMe", { muted: (chunks) => <span className="text-muted">{chunks}</span> })}
        />
        <SubmitButton>{t("submit")}</SubmitButton>
      </Form>
    </AuthCard>
  );
}
