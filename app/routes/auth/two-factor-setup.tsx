import { data, Link } from "react-router";
import type { TwoFactorStep } from "~/modules/accounts/accounts";
import { AuthCard } from "~/modules/accounts/components/auth-ui";
import {
  BackupCodes,
  ManageTwoFactor,
  ScanCode,
  StartTwoFactor,
} from "~/modules/accounts/components/two-factor-setup";
import { signedInUser } from "~/modules/accounts/guards.server";
import { twoFactorStep } from "~/modules/accounts/two-factor.server";
import { redirectWithToast } from "~/platform/flash.server";
import { linkClass } from "~/ui/form";
import { pageMeta } from "~/site";
import type { Route } from "./+types/two-factor-setup";
import { readForm } from "~/shared/http.server";
import { platformOf } from "~/platform/context";
import { metaLanguage } from "~/i18n/meta";
import { useT } from "~/i18n/react";
import type { Locale } from "~/i18n/locales";
import { translatorFor } from "~/i18n/language.server";
import { localizeErrors, localizeMessage } from "~/i18n/server-messages.server";
import { readerLocale } from "~/modules/profiles/language.server";
import { pageNamespaces } from "~/i18n/page-namespaces";

/** The namespaces this page draws on besides the shell's (decision 4040). */
export const middleware: Route.MiddlewareFunction[] = [pageNamespaces("accountSetup", "auth")];

export function meta({ matches }: Route.MetaArgs) {
  const t = metaLanguage(matches).t("accountSetup.twoFactor");
  return pageMeta(t("metaTitle"), t("metaDescription"));
}

export async function loader({ context }: Route.LoaderArgs) {
  const user = signedInUser(context);
  return { enabled: user.twoFactorEnabled };
}

export async function action({ request, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const user = signedInUser(context);
  const answer = await twoFactorStep(platform, request, user, await readForm(request));
  const locale = await readerLocale(platform.database.db, request, user.id);
  if (answer.off)
    return redirectWithToast(
      platform,
      "/two-factor-setup",
      { type: "info", message: translatorFor(locale, "accountSetup.twoFactor")("turnedOff") },
      { headers: answer.headers },
    );
  return data<TwoFactorStep>(localizedStep(locale, answer.step), {
    status: answer.status,
    headers: answer.headers,
  });
}

/** A step's refusals in the reader's language (decision 3850). */
function localizedStep(locale: Locale, step: TwoFactorStep): TwoFactorStep {
  if (step.step !== "error" && step.step !== "scan") return step;
  return {
    ...step,
    fieldErrors: localizeErrors(locale, step.fieldErrors),
    formError: localizeMessage(locale, step.formError),
  };
}

export default function TwoFactorSetup({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as TwoFactorStep | undefined;
  const errorFor = (intent: string) => (result?.step === "error" && result.intent === intent ? result : null);

  const t = useT("accountSetup.twoFactor");
  const common = useT("accountSetup");
  let body;
  if (result?.step === "codes") body = <BackupCodes codes={result.codes} fresh={result.fresh} />;
  else if (result?.step === "scan") body = <ScanCode scan={result} />;
  else if (loaderData.enabled)
    body = <ManageTwoFactor regen={errorFor("regenerate")} disable={errorFor("disable")} />;
  else body = <StartTwoFactor error={errorFor("start")} />;

  return (
    <AuthCard
      icon="shield-check"
      eyebrow={common("eyebrow")}
      title={loaderData.enabled && result?.step !== "codes" ? t("title") : t("setUpTitle")}
      lead={!loaderData.enabled && !result ? t("lead") : undefined}
      footer={
        <Link to="/user/settings" className={linkClass}>
          {common("backToSettings")}
        </Link>
      }
    >
      {body}
    </AuthCard>
  );
}
