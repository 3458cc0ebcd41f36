import { Outlet } from "react-router";
import { AreaErrorPage } from "~/frame/area-error";
import type { Route } from "./+types/layout";
import { READING_PAGE } from "~/frame/reading-page";

/** Every blog page is a reading page: no framework script (decision 4000). */
export const handle = READING_PAGE;

/** The blog: its index, tag pages and articles, under one error page. */
export default function BlogLayout() {
  return <Outlet />;
}

/** A failing blog page keeps the site's frame and leads back to the blog. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AreaErrorPage error={error} area="blog" />;
}
