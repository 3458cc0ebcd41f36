import { data, Form, Link, redirect } from "react-router";
import { callAuth, consumeRateLimit } from "~/modules/accounts/accounts.server";
import { OPERATOR_HEADERS, operatorOf, recordConfirmation } from "~/modules/operator/guard.server";
import { confirmationState, consoleNext } from "~/modules/operator/guard";
import { platformOf } from "~/platform/context";
import { log } from "~/platform/log.server";
import { readForm } from "~/shared/http.server";
import { unindexedPageMeta } from "~/site";
import { metaLanguage } from "~/i18n/meta";
import { useT } from "~/i18n/react";
import { translatorFor } from "~/i18n/language.server";
import { localizeMessage } from "~/i18n/server-messages.server";
import { readerLocale } from "~/modules/profiles/language.server";
import { Field, Notice, SubmitButton, linkClass } from "~/ui/form";
import { UserPageHeading } from "~/ui/page";
import type { Route } from "./+types/confirm";
import { pageNamespaces } from "~/i18n/page-namespaces";

/** The namespaces this page draws on besides the shell's (decision 4040). */
export const middleware: Route.MiddlewareFunction[] = [pageNamespaces("operator")];

export function meta({ matches }: Route.MetaArgs) {
  const t = metaLanguage(matches).t("operator.confirm");
  return unindexedPageMeta(t("title"), t("metaDescription"));
}
export const headers = () => OPERATOR_HEADERS;

export function loader({ request, context }: Route.LoaderArgs) {
  const operator = operatorOf(context);
  const url = new URL(request.url);
  const state = confirmationState(operator, new Date());
  return {
    twoFactor: operator.twoFactorEnabled,
    next: consoleNext(url.searchParams.get("next")),
    // Asked again for an account action, though the console is open.
    again: state === "console" && url.searchParams.get("recent") === "1",
  };
}

const CODE = /^\d{6}$/;

/** A code from the operator's authenticator app, checked by Better Auth, opens the console for this session. */
export async function action({ request, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const operator = operatorOf(context);
  const locale = await readerLocale(platform.database.db, request, operator.id);
  const say = translatorFor(locale, "operator.confirm");
  const form = await readForm(request);
  const next = consoleNext(form.get("next"));
  if (!operator.twoFactorEnabled)
    return data({ error: say("twoFactorFirst") }, { status: 400, headers: OPERATOR_HEADERS });
  const code = String(form.get("code") ?? "").replace(/\s+/g, "");
  if (!CODE.test(code)) return data({ error: say("sixDigits") }, { status: 400, headers: OPERATOR_HEADERS });
  if (!(await consumeRateLimit(platform.database.db, `operator-confirm:${operator.id}`, 300, 10)))
    return data({ error: say("tooMany") }, { status: 429, headers: OPERATOR_HEADERS });
  const checked = await callAuth(platform, request, "/two-factor/verify-totp", { body: { code } });
  if (!checked.ok) {
    log.warn("operator.confirm_failed", { userId: operator.id, status: checked.status });
    return data(
      {
        error: checked.status === 429 ? localizeMessage(locale, checked.error!.message) : say("wrong"),
      },
      { status: checked.status === 429 ? 429 : 400, headers: OPERATOR_HEADERS },
    );
  }
  await recordConfirmation(platform.database.db, operator);
  log.info("operator.confirmed", { userId: operator.id });
  return redirect(next, { headers: OPERATOR_HEADERS });
}

export default function ConfirmPage({ loaderData, actionData }: Route.ComponentProps) {
  const { twoFactor, next, again } = loaderData;
  const t = useT("operator.confirm");
  if (!twoFactor)
    return (
      <div className="max-w-xl">
        <UserPageHeading title={t("twoFactorFirstTitle")} lead={t("twoFactorFirstLead")} />
        <Notice tone="info">{t("twoFactorFirstDetail")}</Notice>
        <Link
          to="/two-factor-setup"
          className="mt-5 inline-flex rounded-full bg-primary px-5 py-2.5 text-sm font-semibold text-on-primary"
        >
          {t("setUp")}
        </Link>
      </div>
    );
  return (
    <div className="max-w-md">
      <UserPageHeading title={t("title")} lead={t(again ? "leadAgain" : "lead")} />
      <Form method="post" noValidate className="mt-4 grid gap-5">
        <input type="hidden" name="next" value={next} />
        <Field
          label={t("code")}
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="[0-9 ]*"
          maxLength={7}
          required
          autoFocus
          className="[&_input]:font-mono [&_input]:text-lg [&_input]:tracking-widest"
          error={actionData?.error}
        />
        <SubmitButton>{t("submit")}</SubmitButton>
      </Form>
      <p className="mt-4 text-sm text-muted">
        {t("lost")}{" "}
        <Link to="/user/settings" className={linkClass}>
          {t("settings")}
        </Link>
      </p>
    </div>
  );
}
