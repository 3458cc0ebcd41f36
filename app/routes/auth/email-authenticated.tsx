import { data, Form, Link, redirect } from "react-router";
import { emailOnlySchema } from "~/modules/accounts/accounts.schema";
import { callAuth } from "~/modules/accounts/accounts.server";
import { AuthCard } from "~/modules/accounts/components/auth-ui";
import { Field, Notice, SubmitButton, linkClass } from "~/ui/form";
import { getSessionUser } from "~/modules/accounts/guards.server";
import { pendingEmailHeader } from "~/modules/accounts/pending.server";
import { VERIFIED_CALLBACK } from "~/modules/accounts/client-session";
import { pageMeta } from "~/site";
import type { Route } from "./+types/email-authenticated";
import { parseFields } from "~/shared/forms";
import { readForm } from "~/shared/http.server";
import { platformOf } from "~/platform/context";
import { redirectedFromOf, withRedirectedFrom } from "~/shared/redirects";
import { metaLanguage } from "~/i18n/meta";
import { useT } from "~/i18n/react";
import { localeOfRequest } from "~/i18n/language.server";
import { localizeErrors, localizeMessage } from "~/i18n/server-messages.server";
import { pageNamespaces } from "~/i18n/page-namespaces";

/** The namespaces this page draws on besides the shell's (decision 4040). */
export const middleware: Route.MiddlewareFunction[] = [pageNamespaces("auth")];

export function meta({ matches }: Route.MetaArgs) {
  const t = metaLanguage(matches).t("auth.verified");
  return pageMeta(t("metaTitle"), t("metaDescription"));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const error = url.searchParams.get("error");
  const user = await getSessionUser(platformOf(context), request);
  return {
    status: error
      ? /expired/i.test(error)
        ? "expired"
        : "invalid"
      : url.searchParams.get("verified") === "1" || user?.emailVerified
        ? "verified"
        : "waiting",
    signedIn: Boolean(user),
    next: redirectedFromOf(request),
  } as const;
}

export async function action({ request, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const locale = localeOfRequest(request);
  const form = parseFields(emailOnlySchema, await readForm(request));
  if (!form.ok)
    return data({ fieldErrors: localizeErrors(locale, form.fieldErrors), formError: null }, { status: 400 });
  const result = await callAuth(platform, request, "/send-verification-email", {
    body: {
      email: form.data.email,
      callbackURL: withRedirectedFrom(VERIFIED_CALLBACK, redirectedFromOf(request)),
    },
  });
  if (!result.ok && result.status === 429)
    return data(
      { fieldErrors: {}, formError: localizeMessage(locale, result.error!.message) },
      { status: 429 },
    );
  return redirect(withRedirectedFrom("/email-sent", redirectedFromOf(request)), {
    headers: { "Set-Cookie": await pendingEmailHeader(platform, form.data.email) },
  });
}

export default function EmailAuthenticated({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT("auth.verified");
  const common = useT("auth.common");
  if (loaderData.status === "verified") {
    return (
      <AuthCard
        icon="badge-check"
        eyebrow={t("eyebrow")}
        title={t("title")}
        lead={
          loaderData.next?.startsWith("/host")
            ? t("leadHost")
            : loaderData.next?.startsWith("/hotels/booking")
              ? t("leadBooking")
              : t("lead")
        }
      >
        <Link
          to={
            loaderData.signedIn ? (loaderData.next ?? "/") : withRedirectedFrom("/sign-in", loaderData.next)
          }
          className="inline-flex h-11 w-full items-center justify-center rounded-full bg-primary px-5 font-semibold text-on-primary hover:bg-primary-strong"
        >
          {loaderData.signedIn
            ? loaderData.next?.startsWith("/hotels/booking")
              ? t("continueBooking")
              : loaderData.next
                ? t("continue")
                : t("findStay")
            : t("signIn")}
        </Link>
      </AuthCard>
    );
  }
  const waiting = loaderData.status === "waiting";
  return (
    <AuthCard
      icon={waiting ? "mail-check" : "mail-exclamation-point"}
      eyebrow={waiting ? common("emailVerification") : t("linkInvalid")}
      title={
        waiting ? t("confirmTitle") : loaderData.status === "expired" ? t("expiredTitle") : t("invalidTitle")
      }
      lead={waiting ? t("leadWaiting") : t("leadInvalid", { hours: 24 })}
      footer={common.rich("alreadyConfirmed", {
        link: (chunks) => (
          <Link to={withRedirectedFrom("/sign-in", loaderData.next)} className={linkClass}>
            {chunks}
          </Link>
        ),
      })}
    >
      {actionData?.formError && <Notice>{actionData.formError}</Notice>}
      <Form method="post" noValidate className="grid gap-5">
        <Field
          label={common("email")}
          name="email"
          type="email"
          autoComplete="email"
          required
          error={(actionData?.fieldErrors as Record<string, string> | undefined)?.email}
        />
        <SubmitButton>{t("sendNewLink")}</SubmitButton>
      </Form>
    </AuthCard>
  );
}
