import { data, Form, Link, redirect } from "react-router";
import { twoFactorSchema } from "~/modules/accounts/accounts.schema";
import { callAuth } from "~/modules/accounts/accounts.server";
import { AuthCard } from "~/modules/accounts/components/auth-ui";
import { Checkbox, Field, Notice, SubmitButton, linkClass } from "~/ui/form";
import { safeRedirectPath } from "~/shared/redirects";
import { pageMeta, SITE_NAME } from "~/site";
import type { Route } from "./+types/two-factor";
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
  const t = metaLanguage(matches).t("auth.twoFactor");
  return pageMeta(t("metaTitle"), t("metaDescription"));
}

const hasChallenge = (request: Request) =>
  /(?:^|;\s*)(?:__Secure-)?pfr\.two_factor=/.test(request.headers.get("cookie") ?? "");

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const from = url.searchParams.get("redirectedFrom");
  return {
    redirectedFrom: from ? safeRedirectPath(from) : null,
    backup: url.searchParams.get("method") === "backup",
    challenge: hasChallenge(request),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const locale = localeOfRequest(request);
  const formData = await readForm(request);
  const next = safeRedirectPath(formData.get("redirectedFrom"));
  const form = parseFields(twoFactorSchema, formData);
  if (!form.ok)
    return data({ fieldErrors: localizeErrors(locale, form.fieldErrors), formError: null }, { status: 400 });
  const { method, code, trustDevice } = form.data;
  const result = await callAuth(
    platform,
    request,
    method === "backup" ? "/two-factor/verify-backup-code" : "/two-factor/verify-totp",
    { body: { code, trustDevice } },
  );
  if (!result.ok) {
    const expired = result.error?.code === "INVALID_TWO_FACTOR_COOKIE";
    return data(
      {
        fieldErrors: (expired ? {} : { code: localizeMessage(locale, result.error!.message) }) as Record<
          string,
          string
        >,
        formError: expired
          ? localizeMessage(locale, "Your sign-in took too long. Please sign in again.")
          : result.status === 429
            ? localizeMessage(locale, result.error!.message)
            : null,
      },
      { status: result.status === 429 ? 429 : 400, headers: result.headers },
    );
  }
  return redirect(next, { headers: result.headers });
}

export default function TwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  const { backup, redirectedFrom, challenge } = loaderData;
  const fieldErrors: Record<string, string> = actionData?.fieldErrors ?? {};
  const t = useT("auth.twoFactor");
  const common = useT("auth.common");
  const other = new URLSearchParams({
    ...(redirectedFrom ? { redirectedFrom } : {}),
    ...(backup ? {} : { method: "backup" }),
  });
  return (
    <AuthCard
      icon="shield-check"
      eyebrow={t("eyebrow")}
      title={t("title")}
      lead={backup ? t("leadBackup") : t("leadApp", { site: SITE_NAME })}
      footer={
        <div className="grid gap-2">
          <Link to={`/two-factor?${other}`} className={linkClass}>
            {backup ? t("useApp") : t("useBackup")}
          </Link>
          <Link to="/sign-in" className={linkClass}>
            {common("backToSignIn")}
          </Link>
        </div>
      }
    >
      {!challenge && !actionData && <Notice tone="info">{t("signInFirst")}</Notice>}
      {actionData?.formError && <Notice>{actionData.formError}</Notice>}
      <Form method="post" noValidate className="grid gap-5">
        <input type="hidden" name="redirectedFrom" value={redirectedFrom ?? ""} />
        <input type="hidden" name="method" value={backup ? "backup" : "totp"} />
        <Field
          label={backup ? t("backupCode") : t("sixDigitCode")}
          name="code"
          autoComplete="one-time-code"
          inputMode={backup ? "text" : "numeric"}
          pattern={backup ? undefined : "[0-9 ]*"}
          maxLength={backup ? 40 : 7}
          required
          autoFocus
          className="[&_input]:font-mono [&_input]:text-lg [&_input]:tracking-widest"
          error={fieldErrors.code}
        />
        <Checkbox
          name="trustDevice"
          label={t.rich("trustDevice", {
            days: 30,
            muted: (chunks) => <span className="text-muted">{chunks}</span>,
          })}
        />
        <SubmitButton>{t("submit")}</SubmitButton>
      </Form>
    </AuthCard>
  );
}
