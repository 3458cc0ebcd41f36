import type { ReactNode } from "react";
import { data, Form, Link } from "react-router";
import { changeEmailSchema } from "~/modules/accounts/accounts.schema";
import { requestEmailChange } from "~/modules/accounts/security.server";
import { AuthCard, PasswordField } from "~/modules/accounts/components/auth-ui";
import { Field, Notice, SubmitButton, linkClass } from "~/ui/form";
import { signedInUser } from "~/modules/accounts/guards.server";
import { pageMeta } from "~/site";
import type { Route } from "./+types/change-email";
import { parseFields } from "~/shared/forms";
import { readForm } from "~/shared/http.server";
import { platformOf } from "~/platform/context";
import { metaLanguage } from "~/i18n/meta";
import { useT } from "~/i18n/react";
import { localizeErrors, localizeMessage } from "~/i18n/server-messages.server";
import { readerLocale } from "~/modules/profiles/language.server";
import { pageNamespaces } from "~/i18n/page-namespaces";

/** The namespaces this page draws on besides the shell's (decision 4040). */
export const middleware: Route.MiddlewareFunction[] = [pageNamespaces("accountSetup", "auth")];

export function meta({ matches }: Route.MetaArgs) {
  const t = metaLanguage(matches).t("accountSetup.changeEmail");
  return pageMeta(t("metaTitle"), t("metaDescription"));
}

export async function loader({ context }: Route.LoaderArgs) {
  const user = signedInUser(context);
  return { email: user.email };
}

export async function action({ request, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const user = signedInUser(context);
  const locale = await readerLocale(platform.database.db, request, user.id);
  const form = parseFields(changeEmailSchema, await readForm(request));
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
  const outcome = await requestEmailChange(platform, request, user, form.data.newEmail, form.data.password);
  if (!outcome.ok)
    return data(
      {
        fieldErrors: localizeErrors(locale, outcome.fieldErrors ?? {}),
        values: form.values,
        sentTo: null,
        formError: localizeMessage(locale, outcome.formError),
      },
      { status: outcome.status },
    );
  return { fieldErrors: {}, values: {}, sentTo: form.data.newEmail, formError: null };
}

export default function ChangeEmail({ loaderData, actionData }: Route.ComponentProps) {
  const fieldErrors: Record<string, string> = actionData?.fieldErrors ?? {};
  const values: Record<string, string> = actionData?.values ?? {};
  const t = useT("accountSetup.changeEmail");
  const common = useT("accountSetup");
  const strong = (chunks: ReactNode) => (
    <strong dir="ltr" className="break-all text-ink">
      {chunks}
    </strong>
  );
  return (
    <AuthCard
      icon="at-sign"
      eyebrow={common("eyebrow")}
      title={t("title")}
      lead={t.rich("lead", { email: loaderData.email, strong })}
      footer={
        <Link to="/user/settings" className={linkClass}>
          {common("backToSettings")}
        </Link>
      }
    >
      {actionData?.sentTo && (
        <Notice tone="success">
          {t.rich("sent", {
            email: actionData.sentTo,
            strong: (chunks) => (
              <strong dir="ltr" className="break-all">
                {chunks}
              </strong>
            ),
          })}
        </Notice>
      )}
      {actionData?.formError && <Notice>{actionData.formError}</Notice>}
      <Form method="post" noValidate className="grid gap-5">
        <Field
          label={t("newEmail")}
          name="newEmail"
          type="email"
          autoComplete="email"
          required
          defaultValue={values.newEmail}
          error={fieldErrors.newEmail}
        />
        <PasswordField
          label={t("currentPassword")}
          name="password"
          autoComplete="current-password"
          hint={common("reallyYou")}
          error={fieldErrors.password}
        />
        <SubmitButton>{t("submit")}</SubmitButton>
      </Form>
    </AuthCard>
  );
}
