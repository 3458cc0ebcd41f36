import type { ReactNode } from "react";
import { NavLink, Outlet } from "react-router";
import { AreaErrorPage } from "~/frame/area-error";
import { OPERATOR_HEADERS, operatorArea } from "~/modules/operator/guard.server";
import { OPERATOR_NAV } from "~/modules/operator/nav";
import { Icon } from "~/ui/icon";
import { useT } from "~/i18n/react";
import type { Route } from "./+types/layout";

/**
 * The operator console's frame. Its middleware answers 404 to anyone without the operator role
 * (visitors included) and sends an operator to prove the second factor before any loader or
 * action runs.
 */
export const middleware: Route.MiddlewareFunction[] = [operatorArea];

export const headers = () => OPERATOR_HEADERS;

export default function OperatorLayout() {
  return (
    <OperatorFrame>
      <Outlet />
    </OperatorFrame>
  );
}

/** A failing page (404 included) shows no part of the console: it may not be the visitor's to know of. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AreaErrorPage error={error} area="site" />;
}

function OperatorFrame({ children }: { children: ReactNode }) {
  const t = useT("operator.nav");
  return (
    <div className="container-page grid grid-cols-1 gap-6 py-6 sm:py-10 lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-10">
      <nav aria-label={t("label")} className="min-w-0">
        <p className="mb-2 hidden text-xs font-bold tracking-wide text-muted uppercase lg:block">
          {t("heading")}
        </p>
        <ul className="flex flex-wrap gap-1.5 lg:sticky lg:top-24 lg:flex-col lg:flex-nowrap lg:gap-1">
          {OPERATOR_NAV.map(({ to, key, icon, end }) => (
            <li key={to} className="shrink-0">
              <NavLink
                to={to}
                end={end}
                className={({ isActive }) =>
                  `flex items-center gap-2 rounded-full border px-3 py-1.5 text-sm font-semibold whitespace-nowrap lg:gap-2.5 lg:rounded-xl lg:border-0 lg:px-4 lg:py-2 ${
                    isActive
                      ? "border-primary/30 bg-primary-soft text-primary"
                      : "border-line text-muted hover:bg-surface-2 hover:text-ink"
                  }`
                }
              >
                <Icon name={icon} className="size-4" />
                {t(key)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0">{children}</div>
    </div>
  );
}
