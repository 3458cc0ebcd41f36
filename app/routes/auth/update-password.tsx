import { data, Form, Link } from "react-router";
import { updatePasswordSchema } from "~/modules/accounts/accounts.schema";
import { callAuth } from "~/modules/accounts/accounts.server";
import { AuthCard, PasswordField } from "~/modules/accounts/components/auth-ui";
import { Notice, SubmitButton, linkClass } from "~/ui/form";
import { redirectWithToast } from "~/platform/flash.server";
import { pageMeta } from "~/site";
import type { Route } from "./+types/update-password";
import { parseFields } from "~/shared/forms";
import { readForm } from "~/shared/http.server";
import { platformOf } from "~/platform/context";
import { metaLanguage } from "~/i18n/meta";
import { useT } from "~/i18n/react";
import { localeOfRequest, translatorFor } from "~/i18n/language.server";
import { localizeErrors, localizeMessage } from "~/i18n/server-messages.server";
import { pageNamespaces } from "~/i18n/page-namespaces";

/** The namespaces this page draws on besides the shell's (decision 4040). */
export const middleware: Route.MiddlewareFunction[] = [pageNamespaces("auth")];

export function meta({ matches }: Route.MetaArgs) {
  const t = metaLanguage(matches).t("auth.update");
  return pageMeta(t("metaTitle"), t("metaDescription"));
}

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token");
  const error = url.searchParams.get("error");
  return { token: token && !error ? token.slice(0, 200) : null, invalid: Boolean(error) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const locale = localeOfRequest(request);
  const form = parseFields(updatePasswordSchema, await readForm(request));
  if (!form.ok)
    return data({ fieldErrors: localizeErrors(locale, form.fieldErrors), formError: null }, { status: 400 });
  const result = await callAuth(platform, request, "/reset-password", {
    body: { newPassword: form.data.password, token: form.data.token },
  });
  if (!result.ok) {
    const weak = result.error?.code === "WEAK_PASSWORD" || result.error?.code?.startsWith("PASSWORD_");
    return data(
      {
        fieldErrors: (weak ? { password: localizeMessage(locale, result.error!.message) } : {}) as Record<
          string,
          string
        >,
        formError: weak ? null : localizeMessage(locale, result.error!.message),
      },
      { status: result.status === 429 ? 429 : 400 },
    );
  }
  return redirectWithToast(platform, "/sign-in", {
    type: "success",
    message: translatorFor(locale, "auth.update")("changed"),
  });
}

export default function UpdatePassword({ loaderData, actionData }: Route.ComponentProps) {
  const fieldErrors: Record<string, string> = actionData?.fieldErrors ?? {};
  const usable = loaderData.token && !loaderData.invalid;
  const t = useT("auth.update");
  const common = useT("auth.common");
  return (
    <AuthCard
      icon="lock-keyhole"
      eyebrow={common("accountHelp")}
      title={t("title")}
      lead={usable ? t("lead") : undefined}
      footer={
        <Link to="/sign-in" className={linkClass}>
          {common("backToSignIn")}
        </Link>
      }
    >
      {!usable ? (
        <>
          <Notice>{loaderData.invalid ? t("expired") : t("openFromEmail")}</Notice>
          <Link
            to="/forgot-password"
            className="inline-flex h-11 w-full items-center justify-center rounded-full bg-primary px-5 font-semibold text-on-primary hover:bg-primary-strong"
          >
            {common("sendNewLink")}
          </Link>
        </>
      ) : (
        <>
          {actionData?.formError && (
            <Notice>
              {actionData.formError}{" "}
              <Link to="/forgot-password" className={linkClass}>
                {t("askNewLink")}
              </Link>
            </Notice>
          )}
          <Form method="post" noValidate className="grid gap-5">
            <input type="hidden" name="token" value={loaderData.token ?? ""} />
            <PasswordField
              label={t("newPassword")}
              name="password"
              autoComplete="new-password"
              meter
              error={fieldErrors.password}
            />
            <PasswordField
              label={t("newPasswordAgain")}
              name="confirmPassword"
              autoComplete="new-password"
              error={fieldErrors.confirmPassword}
            />
            <SubmitButton>{t("submit")}</SubmitButton>
          </Form>
        </>
      )}
    </AuthCard>
  );
}
