import type { ReactNode } from "react";
import { Link } from "react-router";
import { AuthCard } from "~/modules/accounts/components/auth-ui";
import { linkClass } from "~/ui/form";
import { getSessionUser } from "~/modules/accounts/guards.server";
import { pageMeta } from "~/site";
import type { Route } from "./+types/email-changed";
import { platformOf } from "~/platform/context";
import { metaLanguage } from "~/i18n/meta";
import { useT } from "~/i18n/react";
import { pageNamespaces } from "~/i18n/page-namespaces";

/** The namespaces this page draws on besides the shell's (decision 4040). */
export const middleware: Route.MiddlewareFunction[] = [pageNamespaces("accountSetup", "auth")];

export function meta({ matches }: Route.MetaArgs) {
  const t = metaLanguage(matches).t("accountSetup.emailChanged");
  return pageMeta(t("metaTitle"), t("metaDescription"));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const error = new URL(request.url).searchParams.get("error");
  const user = await getSessionUser(platformOf(context), request);
  return { ok: !error, email: user?.email ?? null, signedIn: Boolean(user) };
}

export default function EmailChanged({ loaderData }: Route.ComponentProps) {
  const t = useT("accountSetup.emailChanged");
  const reset = (chunks: ReactNode) => (
    <Link to="/forgot-password" className={linkClass}>
      {chunks}
    </Link>
  );
  if (!loaderData.ok) {
    return (
      <AuthCard
        icon="mail-exclamation-point"
        eyebrow={t("invalidEyebrow")}
        title={t("invalidTitle")}
        lead={t("invalidLead")}
        footer={t.rich("invalidFooter", { link: reset })}
      >
        <Link
          to={loaderData.signedIn ? "/change-email" : "/sign-in"}
          className="inline-flex h-11 w-full items-center justify-center rounded-full bg-primary px-5 font-semibold text-on-primary hover:bg-primary-strong"
        >
          {loaderData.signedIn ? t("askNewLink") : t("signIn")}
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      icon="mail-check"
      eyebrow={t("doneEyebrow")}
      title={t("doneTitle")}
      lead={
        loaderData.email
          ? t.rich("doneLead", {
              email: loaderData.email,
              strong: (chunks) => (
                <strong dir="ltr" className="break-all text-ink">
                  {chunks}
                </strong>
              ),
            })
          : t("doneLeadNoEmail")
      }
      footer={t.rich("doneFooter", { link: reset })}
    >
      <Link
        to={loaderData.signedIn ? "/user/settings" : "/sign-in"}
        className="inline-flex h-11 w-full items-center justify-center rounded-full bg-primary px-5 font-semibold text-on-primary hover:bg-primary-strong"
      >
        {loaderData.signedIn ? t("backToSettings") : t("signIn")}
      </Link>
    </AuthCard>
  );
}
