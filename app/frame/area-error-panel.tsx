import { isRouteErrorResponse, useRouteLoaderData } from "react-router";
import { ErrorPanel } from "~/ui/error-panel";
import { pageTitle } from "~/site";

/** The areas of the site, each with its own way back when one of its pages fails. */
export const AREAS = {
  site: { to: "/", label: "Go home" },
  user: { to: "/user/profile", label: "Back to your account" },
  host: { to: "/host", label: "Back to hosting" },
  stays: { to: "/monthly-rentals-mid-term-rentals-short-term-month-to-month", label: "Back to the stays" },
  blog: { to: "/blog", label: "Back to the blog" },
  account: { to: "/sign-in", label: "Back to sign in" },
} as const;

/**
 * A failing page inside the site's frame (header, footer and, in the user area,
 * its navigation stay): a friendly message, the request's reference, a way back.
 */
export function AreaErrorPanel({ error, area }: { error: unknown; area: keyof typeof AREAS }) {
  const root = useRouteLoaderData("root") as { requestId?: string } | undefined;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const notFound = status === 404;
  const detail =
    isRouteErrorResponse(error) && typeof error.data === "string" && status < 500
      ? error.data
      : notFound
        ? "It may have moved, or the address may be mistyped."
        : "Please try again in a moment. If it keeps happening, tell us through the contact page.";
  const links = [
    AREAS[area],
    ...(area === "site" ? [] : [AREAS.site]),
    { to: "/contact-us", label: "Contact us" },
  ];
  return (
    <>
      <title>{pageTitle(notFound ? "Page not found" : "Something went wrong")}</title>
      <ErrorPanel
        status={status}
        heading={notFound ? "We couldn't find that page" : "Something went wrong on our side"}
        detail={detail}
        links={links}
        reference={status >= 500 ? root?.requestId : undefined}
      />
    </>
  );
}
