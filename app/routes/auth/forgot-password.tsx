import { data, Form, Link } from "react-router";
import { emailOnlySchema } from "~/modules/accounts/accounts.schema";
import { callAuth } from "~/modules/accounts/accounts.server";
import { AuthCard } from "~/modules/accounts/components/auth-ui";
import { Field, Notice, SubmitButton, linkClass } from "~/ui/form";
import { pageMeta } from "~/site";
import type { Route } from "./+types/forgot-password";
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
  const t = metaLanguage(matches).t("auth.forgot");
  return pageMeta(t("metaTitle"), t("metaDescription"));
}

export async function action({ request, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const locale = localeOfRequest(request);
  const form = parseFields(emailOnlySchema, await readForm(request));
  if (!form.ok)
    return data(
      {
        fieldErrors: localizeErrors(locale, form.fieldErrors),
        values: form.values,
        sentTo: null,
        formError: null,
      },
      { status: 400 },
    );
  const result = await callAuth(platform, request, "/request-password-reset", {
    body: { email: form.data.email, redirectTo: "/update-password" },
  });
  if (!result.ok && result.status === 429)
    return data(
      {
        fieldErrors: {},
        values: form.values,
        sentTo: null,
        formError: localizeMessage(locale, result.error!.message),
      },
      { status: 429 },
    );
  // The same answer whether or not an account uses this address.
  return { fieldErrors: {}, values: form.values, sentTo: form.data.email, formError: null };
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const fieldErrors: Record<string, string> = actionData?.fieldErrors ?? {};
  const t = useT("auth.forgot");
  const common = useT("auth.common");
  return (
    <AuthCard
      icon="key-round"
      eyebrow={common("accountHelp")}
      title={t("title")}
      lead={t("lead")}
      footer={t.rich("remembered", {
        link: (chunks) => (
          <Link to="/sign-in" className={linkClass}>
            {chunks}
          </Link>
        ),
      })}
    >
      {actionData?.sentTo ? (
        <Notice tone="success">
          {t.rich("sent", {
            email: actionData.sentTo,
            strong: (chunks) => <strong className="break-all">{chunks}</strong>,
          })}
        </Notice>
      ) : null}
      {actionData?.formError && <Notice>{actionData.formError}</Notice>}
      <Form method="post" noValidate className="grid gap-5">
        <Field
          label={common("email")}
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={actionData?.values?.email}
          error={fieldErrors.email}
        />
        <SubmitButton>{actionData?.sentTo ? t("sendAgain") : t("send")}</SubmitButton>
      </Form>
    </AuthCard>
  );
}
