import { Outlet } from "react-router";
import { AreaErrorPage } from "~/frame/area-error";
import type { Route } from "./+types/layout";

/** The blog: its index, tag pages and articles, under one error page. */
export default function BlogLayout() {
  return <Outlet />;
}

/** A failing blog page keeps the site's frame and leads back to the blog. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AreaErrorPage error={error} area="blog" />;
}
