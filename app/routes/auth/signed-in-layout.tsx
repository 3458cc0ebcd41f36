import { Outlet } from "react-router";
import { signedInArea } from "~/modules/accounts/guards.server";
import type { Route } from "./+types/signed-in-layout";
import { AreaErrorPage } from "~/frame/area-error";

/** Account-security steps (two-factor set-up, phone, email change) need a signed-in user. */
export const middleware: Route.MiddlewareFunction[] = [signedInArea];

// A loader, so that every client-side navigation into these steps asks the server (and its middleware).
export const loader = () => null;

export default function SignedInLayout() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AreaErrorPage error={error} area="account" />;
}
