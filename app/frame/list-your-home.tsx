import type { ReactNode } from "react";
import { Link, useRouteLoaderData } from "react-router";
import type { PublicUser } from "~/modules/accounts/client-session";
import { listYourHomeHref } from "./nav-links.ts";

/** "List your home": a new listing for a signed-in user, sign-up first (and back) for a visitor. */
export function ListYourHomeLink({
  className,
  children = "List your home",
}: {
  className: string;
  children?: ReactNode;
}) {
  const user = useRouteLoaderData<{ user?: PublicUser | null }>("root")?.user ?? null;
  return (
    <Link to={listYourHomeHref(Boolean(user))} className={className}>
      {children}
    </Link>
  );
}
