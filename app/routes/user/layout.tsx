import { Icon } from "~/ui/icon";
import type { ReactNode } from "react";
import { NavLink, Outlet, useRouteLoaderData } from "react-router";
import { AreaError } from "~/frame/area-error";
import { signedInArea, signedInUser } from "~/modules/accounts/guards.server";
import { accountNav } from "~/frame/nav-links";
import type { Route } from "./+types/layout";
import { platformOf } from "~/platform/context";
import { unreadMessageCount } from "~/modules/messages/threads.server";
import { useUnreadMessages } from "~/modules/notifications/live-unread";
import { useT } from "~/i18n/react";

/** Every /user/* page needs a signed-in user; checked on the server before any loader or action runs. */
export const middleware: Route.MiddlewareFunction[] = [signedInArea];

export async function loader({ context }: Route.LoaderArgs) {
  const platform = platformOf(context);
  const user = signedInUser(context);
  return { user, unreadMessages: await unreadMessageCount(platform.database.db, user.id) };
}

/**
 * The user area's frame: its pages side by side on a wide screen; on a phone the
 * tabs wrap onto as many rows as they need, so none is ever cut off or hidden
 * off-screen. Each page renders its own heading.
 */
export default function UserLayout() {
  return (
    <UserFrame>
      <Outlet />
    </UserFrame>
  );
}

/** A failing page of the user area keeps the area's navigation. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <UserFrame>
      <AreaError error={error} area="user" />
    </UserFrame>
  );
}

function UserFrame({ children }: { children: ReactNode }) {
  // Absent when the layout's own loader failed (its error boundary draws this frame too).
  const unread = useUnreadMessages(
    useRouteLoaderData<typeof loader>("routes/user/layout")?.unreadMessages ?? 0,
  );
  const t = useT("frame.account");
  return (
    <div className="container-page grid grid-cols-1 gap-6 py-6 sm:py-10 lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-10">
      <nav aria-label={t("yourAccount")} className="min-w-0">
        <ul className="flex flex-wrap gap-1.5 lg:sticky lg:top-24 lg:flex-col lg:flex-nowrap lg:gap-1">
          {accountNav.map(({ to, key, icon }) => (
            <li key={to} className="shrink-0">
              <NavLink
                to={to}
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
                {to === "/user/messages" && unread > 0 && (
                  <span className="ms-auto inline-flex min-w-5 justify-center rounded-full bg-primary px-1.5 text-xs font-bold text-on-primary">
                    {unread}
                    <span className="sr-only">{t("unreadSuffix")}</span>
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
