import { Icon } from "~/ui/icon";
import { useRef, type ReactNode } from "react";
import { useScrollEdges } from "~/ui/scroll-edges";
import { NavLink, Outlet } from "react-router";
import { AreaError } from "~/frame/area-error";
import { hostNav } from "~/frame/nav-links";
import { signedInArea, signedInUser } from "~/modules/accounts/guards.server";
import { unreadMessageCount } from "~/modules/messages/threads.server";
import { platformOf } from "~/platform/context";
import { useT } from "~/i18n/react";
import type { Route } from "./+types/layout";

/** Every /host/* page needs a signed-in user (any user may host); checked before any loader or action runs. */
export const middleware: Route.MiddlewareFunction[] = [signedInArea];

// A loader, so that every client-side navigation into the area asks the server (and its middleware);
// it brings the unread count of the Messages tab (messages about the owner's homes only).
export async function loader({ context }: Route.LoaderArgs) {
  const user = signedInUser(context);
  return { unreadHosting: await unreadMessageCount(platformOf(context).database.db, user.id, "hosting") };
}

export default function HostLayout({ loaderData }: Route.ComponentProps) {
  return (
    <HostFrame unread={loaderData.unreadHosting}>
      <Outlet />
    </HostFrame>
  );
}

/** A failing hosting page keeps the area's navigation. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <HostFrame>
      <AreaError error={error} area="host" />
    </HostFrame>
  );
}

function HostFrame({ children, unread = 0 }: { children: ReactNode; unread?: number }) {
  const tabs = useRef<HTMLElement>(null);
  const t = useT("host.nav");
  useScrollEdges(tabs);
  return (
    <div className="container-page py-6 sm:py-10">
      <nav
        ref={tabs}
        aria-label={t("label")}
        className="scroll-edges -mx-4 mb-6 overflow-x-auto px-4 sm:mb-8 print:hidden"
      >
        <ul className="flex gap-1">
          {hostNav.map(({ to, key, icon, end }) => (
            <li key={to} className="shrink-0">
              <NavLink
                to={to}
                end={end}
                className={({ isActive }) =>
                  `flex items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap ${
                    isActive ? "bg-primary-soft text-primary" : "text-muted hover:bg-surface-2 hover:text-ink"
                  }`
                }
              >
                <Icon name={icon} className="size-4" />
                {t(key)}
                {to === "/host/messages" && unread > 0 && (
                  <span
                    data-testid="host-unread"
                    className="rounded-full bg-primary px-1.5 text-xs text-on-primary tabular"
                    aria-label={t("unread", { count: unread })}
                  >
                    {unread > 99 ? "99+" : unread}
                  </span>
                )}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0">{children}</div>
    </div>
  );
}
