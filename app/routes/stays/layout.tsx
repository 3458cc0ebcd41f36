import { Outlet } from "react-router";
import { AreaErrorPage } from "~/frame/area-error";
import type { Route } from "./+types/layout";

/** The stays: search, a stay's page, booking and its confirmation, under one error page. */
export default function StaysLayout() {
  return <Outlet />;
}

/** A failing stay or booking page keeps the site's frame and leads back to the stays. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AreaErrorPage error={error} area="stays" />;
}
