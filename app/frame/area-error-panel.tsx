import { isRouteErrorResponse, useRouteLoaderData } from "react-router";
import { ErrorPanel } from "~/ui/error-panel";
import { pageTitle } from "~/site";
import { refusedLanguage, useLocalize, useT } from "~/i18n/react";

/** The areas of the site, each with its own way back when one of its pages fails (`key`: errors.*). */
export const AREAS = {
  site: { to: "/", label: "Go home", key: "goHome" },
  user: { to: "/user/profile", label: "Back to your account", key: "backToAccount" },
  host: { to: "/host", label: "Back to hosting", key: "backToHosting" },
  stays: {
    to: "/monthly-rentals-mid-term-rentals-short-term-month-to-month",
    label: "Back to the stays",
    key: "backToStays",
  },
  blog: { to: "/blog", label: "Back to the blog", key: "backToBlog" },
  account: { to: "/sign-in", label: "Back to sign in", key: "backToSignIn" },
} as const;

/**
 * A failing page inside the site's frame (header, footer and, in the user area,
 * its navigation stay): a friendly message, the request's reference, a way back.
 */
export function AreaErrorPanel({ error, area }: { error: unknown; area: keyof typeof AREAS }) {
  const root = useRouteLoaderData("root") as { requestId?: string } | undefined;
  const t = useT("errors");
  const localize = useLocalize();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const notFound = status === 404;
  const heading = notFound ? t("notFoundHeading") : status === 403 ? t("refusedHeading") : t("failedHeading");
  // A middleware's refusal (decision 3880) is said in the page's language; a loader's own 4xx text as it is.
  const refused = refusedLanguage(error) !== undefined;
  const detail =
    isRouteErrorResponse(error) && typeof error.data === "string" && status < 500
      ? error.data
      : notFound
        ? t("notFoundDetail")
        : refused && status === 403
          ? t("refusedDetail")
          : t("failedDetail");
  const links = [
    AREAS[area],
    ...(area === "site" ? [] : [AREAS.site]),
    { to: "/contact-us", key: "contactUs" },
  ].map((link) => ({ to: localize(link.to), label: t(link.key) }));
  return (
    <>
      <title>{pageTitle(notFound ? t("notFoundTitle") : t("failedTitle"))}</title>
      <ErrorPanel
        status={status}
        heading={heading}
        statusLabel={t("status", { status })}
        referenceLabel={t("referenceLabel")}
        detail={detail}
        links={links}
        reference={status >= 500 ? root?.requestId : undefined}
      />
    </>
  );
}
