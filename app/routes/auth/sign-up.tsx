import { data, Form, Link, redirect } from "react-router";
import { signUpSchema } from "~/modules/accounts/accounts.schema";
import { callAuth } from "~/modules/accounts/accounts.server";
import { AuthCard, PasswordField } from "~/modules/accounts/components/auth-ui";
import { Checkbox, Field, Notice, SubmitButton, linkClass } from "~/ui/form";
import { pendingEmailHeader } from "~/modules/accounts/pending.server";
import { fullName } from "~/modules/profiles/profiles";
import { VERIFIED_CALLBACK } from "~/modules/accounts/client-session";
import { pageMeta } from "~/site";
import type { Route } from "./+types/sign-up";
import { useInstantValidation } from "~/ui/instant-validation";
import { parseFields } from "~/shared/forms";
import { readForm } from "~/shared/http.server";
import { platformOf } from "~/platform/context";
import { redirectedFromOf, withRedirectedFrom } from "~/shared/redirects";
import { metaLanguage } from "~/i18n/meta";
import { useLanguage, useT } from "~/i18n/react";
import { useSayMessage } from "~/i18n/say-message";
import { localizePath } from "~/i18n/locales";
import { localeOfRequest } from "~/i18n/language.server";
import { localizeErrors, localizeMessage, messagePatternsFor } from "~/i18n/server-messages.server";
import { pageNamespaces } from "~/i18n/page-namespaces";

/** The namespaces this page draws on besides the shell's (decision 4040). */
export const middleware: Route.MiddlewareFunction[] = [pageNamespaces("auth", "formErrors")];

export function meta({ matches }: Route.MetaArgs) {
  const t = metaLanguage(matches).t("auth.signUp");
  return pageMeta(t("metaTitle"), t("metaDescription"));
}

export function loader({ request }: Route.LoaderArgs) {
  // The instant checks say their messages in the page's language (decision 3850).
  return {
    redirectedFrom: redirectedFromOf(request),
    messagePatterns: messagePatternsFor(localeOfRequest(request)),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const locale = localeOfRequest(request);
  const form = parseFields(signUpSchema, await readForm(request));
  if (!form.ok)
    return data(
      { fieldErrors: localizeErrors(locale, form.fieldErrors), values: form.values, formError: null },
      { status: 400 },
    );
  const { firstName, lastName, email, password, redirectedFrom } = form.data;
  const result = await callAuth(platform, request, "/sign-up/email", {
    body: {
      name: fullName(firstName, lastName),
      firstName,
      lastName,
      email,
      password,
      // The verification link brings the new user back to where they were going.
      callbackURL: withRedirectedFrom(VERIFIED_CALLBACK, redirectedFrom),
    },
  });
  if (!result.ok) {
    const passwordError =
      result.error?.code === "WEAK_PASSWORD" || result.error?.code?.startsWith("PASSWORD_");
    return data(
      {
        fieldErrors: (passwordError
          ? { password: localizeMessage(locale, result.error!.message) }
          : {}) as Record<string, string>,
        values: form.values,
        formError: passwordError ? null : localizeMessage(locale, result.error!.message),
      },
      { status: result.status === 429 ? 429 : 400 },
    );
  }
  // The same answer whether or not the address already had an account (no account discovery).
  // The page that can resend the link keeps the destination too.
  return redirect(withRedirectedFrom("/email-sent", redirectedFrom), {
    headers: { "Set-Cookie": await pendingEmailHeader(platform, email) },
  });
}

export default function SignUp({ loaderData, actionData }: Route.ComponentProps) {
  const values: Record<string, string> = actionData?.values ?? {};
  const hosting = loaderData.redirectedFrom?.startsWith("/host") ?? false;
  const t = useT("auth.signUp");
  const common = useT("auth.common");
  // The terms in the reader's language (the content pages have language versions).
  const { locale } = useLanguage();
  const localize = (path: string) => localizePath(path, locale);
  const { fieldErrors, onPointerDown, onBlur, onInput } = useInstantValidation(
    signUpSchema,
    actionData?.fieldErrors,
    useSayMessage(),
  );
  return (
    <AuthCard
      icon="user-plus"
      eyebrow={t("eyebrow")}
      title={t("title")}
      lead={hosting ? t("leadHosting") : t("lead")}
      footer={t.rich("haveAccount", {
        link: (chunks) => (
          <Link to={withRedirectedFrom("/sign-in", loaderData.redirectedFrom)} className={linkClass}>
            {chunks}
          </Link>
        ),
      })}
    >
      {actionData?.formError && <Notice>{actionData.formError}</Notice>}
      <Form
        method="post"
        noValidate
        className="grid gap-5"
        onPointerDown={onPointerDown}
        onBlur={onBlur}
        onInput={onInput}
      >
        <input type="hidden" name="redirectedFrom" value={loaderData.redirectedFrom ?? ""} />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            label={t("firstName")}
            name="firstName"
            autoComplete="given-name"
            required
            maxLength={80}
            defaultValue={values.firstName}
            error={fieldErrors.firstName}
          />
          <Field
            label={t("lastName")}
            name="lastName"
            autoComplete="family-name"
            required
            maxLength={80}
            defaultValue={values.lastName}
            error={fieldErrors.lastName}
          />
        </div>
        <Field
          label={common("email")}
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={values.email}
          error={fieldErrors.email}
        />
        <PasswordField
          label={common("password")}
          name="password"
          autoComplete="new-password"
          meter
          error={fieldErrors.password}
        />
        <Checkbox
          name="acceptTerms"
          defaultChecked={values.acceptTerms === "on"}
          error={fieldErrors.acceptTerms}
          label={t.rich("acceptTerms", {
            terms: (chunks) => (
              <Link to={localize("/terms")} className={linkClass} target="_blank">
                {chunks}
              </Link>
            ),
            privacy: (chunks) => (
              <Link to={localize("/privacy-policy")} className={linkClass} target="_blank">
                {chunks}
              </Link>
            ),
          })}
        />
        <SubmitButton>{t("submit")}</SubmitButton>
      </Form>
    </AuthCard>
  );
}
