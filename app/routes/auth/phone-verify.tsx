import { data, Form, Link } from "react-router";
import { phoneCodeSchema, phoneSchema } from "~/modules/accounts/accounts.schema";
import { callAuth } from "~/modules/accounts/accounts.server";
import { AuthCard } from "~/modules/accounts/components/auth-ui";
import { Field, Notice, SubmitButton, linkClass } from "~/ui/form";
import { signedInUser } from "~/modules/accounts/guards.server";
import { redirectWithToast } from "~/platform/flash.server";
import { pageMeta } from "~/site";
import type { Route } from "./+types/phone-verify";
import { parseFields } from "~/shared/forms";
import { readForm } from "~/shared/http.server";
import { platformOf } from "~/platform/context";
import { metaLanguage } from "~/i18n/meta";
import { useT } from "~/i18n/react";
import { translatorFor } from "~/i18n/language.server";
import { localizeErrors, localizeMessage } from "~/i18n/server-messages.server";
import { readerLocale } from "~/modules/profiles/language.server";
import { pageNamespaces } from "~/i18n/page-namespaces";

/** The namespaces this page draws on besides the shell's (decision 4040). */
export const middleware: Route.MiddlewareFunction[] = [pageNamespaces("accountSetup", "auth")];

export function meta({ matches }: Route.MetaArgs) {
  const t = metaLanguage(matches).t("accountSetup.phone");
  return pageMeta(t("metaTitle"), t("metaDescription"));
}

export async function loader({ context }: Route.LoaderArgs) {
  const user = signedInUser(context);
  return { phoneNumber: user.phoneNumberVerified ? user.phoneNumber : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const formData = await readForm(request);
  const locale = await readerLocale(platform.database.db, request, signedInUser(context).id);
  const intent = formData.get("intent");
  if (intent === "verify") {
    const form = parseFields(phoneCodeSchema, formData);
    const phone = String(formData.get("phoneNumber") ?? "");
    if (!form.ok)
      return data(
        {
          step: "code" as const,
          phone,
          fieldErrors: localizeErrors(locale, form.fieldErrors),
          formError: null,
        },
        { status: 400 },
      );
    const result = await callAuth(platform, request, "/phone-number/verify", {
      body: { phoneNumber: form.data.phoneNumber, code: form.data.code, updatePhoneNumber: true },
    });
    if (!result.ok) {
      const taken = result.error?.code === "PHONE_NUMBER_EXIST";
      return data(
        {
          step: taken ? ("number" as const) : ("code" as const),
          phone,
          fieldErrors: localizeErrors(
            locale,
            taken ? { phoneNumber: result.error!.message } : { code: result.error!.message },
          ),
          formError: null,
        },
        { status: result.status === 429 ? 429 : 400 },
      );
    }
    return redirectWithToast(
      platform,
      "/phone-verify",
      {
        type: "success",
        message: translatorFor(locale, "accountSetup.phone")("verified", { phone: form.data.phoneNumber }),
      },
      { headers: result.headers },
    );
  }
  const form = parseFields(phoneSchema, formData);
  if (!form.ok)
    return data(
      {
        step: "number" as const,
        phone: String(formData.get("phoneNumber") ?? ""),
        fieldErrors: localizeErrors(locale, form.fieldErrors),
        formError: null,
      },
      { status: 400 },
    );
  const result = await callAuth(platform, request, "/phone-number/send-otp", {
    body: { phoneNumber: form.data.phoneNumber },
  });
  if (!result.ok) {
    return data(
      {
        step: "number" as const,
        phone: form.data.phoneNumber,
        fieldErrors: {},
        formError: localizeMessage(locale, result.error!.message),
      },
      { status: result.status === 429 ? 429 : 400 },
    );
  }
  return { step: "code" as const, phone: form.data.phoneNumber, fieldErrors: {}, formError: null };
}

export default function PhoneVerify({ loaderData, actionData }: Route.ComponentProps) {
  const fieldErrors: Record<string, string> = actionData?.fieldErrors ?? {};
  const codeStep = actionData?.step === "code";
  const t = useT("accountSetup.phone");
  const common = useT("accountSetup");
  return (
    <AuthCard
      icon="smartphone"
      eyebrow={common("eyebrow")}
      title={codeStep ? t("codeTitle") : t("numberTitle")}
      lead={
        codeStep
          ? t.rich("codeLead", {
              phone: actionData!.phone,
              strong: (chunks) => (
                <strong dir="ltr" className="text-ink">
                  {chunks}
                </strong>
              ),
            })
          : t("numberLead")
      }
      footer={
        <Link to="/user/settings" className={linkClass}>
          {common("backToSettings")}
        </Link>
      }
    >
      {loaderData.phoneNumber && !actionData && (
        <Notice tone="success">
          {t.rich("verifiedNumber", {
            phone: loaderData.phoneNumber,
            strong: (chunks) => <strong dir="ltr">{chunks}</strong>,
          })}
        </Notice>
      )}
      {actionData?.formError && <Notice>{actionData.formError}</Notice>}
      {codeStep ? (
        <div className="grid gap-4">
          <Form method="post" noValidate className="grid gap-5">
            <input type="hidden" name="phoneNumber" value={actionData!.phone} />
            <Field
              label={common("sixDigitCode")}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              required
              className="[&_input]:font-mono [&_input]:text-lg [&_input]:tracking-widest"
              error={fieldErrors.code}
            />
            <SubmitButton intent="verify">{t("verify")}</SubmitButton>
          </Form>
          <Form method="post">
            <input type="hidden" name="phoneNumber" value={actionData!.phone} />
            <SubmitButton intent="send" variant="secondary">
              {t("sendNew")}
            </SubmitButton>
          </Form>
        </div>
      ) : (
        <Form method="post" noValidate className="grid gap-5">
          <Field
            label={t("number")}
            name="phoneNumber"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            required
            maxLength={24}
            placeholder="+1 415 555 0100"
            hint={t("numberHint")}
            defaultValue={actionData?.phone}
            error={fieldErrors.phoneNumber}
          />
          <SubmitButton intent="send">{t("textMe")}</SubmitButton>
        </Form>
      )}
    </AuthCard>
  );
}
