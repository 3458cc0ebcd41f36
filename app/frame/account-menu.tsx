import { Icon } from "~/ui/icon";
import { useEffect, useRef } from "react";
import { Form, Link, useLocation } from "react-router";
import { forgetClientSession, type PublicUser } from "~/modules/accounts/client-session";
import { useUnread } from "~/modules/notifications/live-unread";
import { Avatar } from "~/modules/profiles/components/avatar";
import { accountNav, hostingEntry, operatorEntries } from "./nav-links.ts";
import { useT } from "~/i18n/react";

/**
 * The signed-in user's menu: a <details> disclosure, so it opens before
 * scripts load; sign-out is a POST form (works without JavaScript).
 */
export function AccountMenu({ user, stacked = false }: { user: PublicUser; stacked?: boolean }) {
  const unread = useUnread(user.unread);
  const t = useT("frame.account");
  const menu = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  // A navigation closes the menu; its first drawing does not (opened before its code arrived, it
  // stays open: decision 2104).
  const place = location.pathname + location.search;
  const drawnAt = useRef(place);
  useEffect(() => {
    if (drawnAt.current === place) return;
    drawnAt.current = place;
    if (menu.current) menu.current.open = false;
  }, [place]);
  // Escape closes the menu and gives focus back to its button; so does a click elsewhere.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && menu.current?.open) {
        menu.current.open = false;
        menu.current.querySelector("summary")?.focus();
      }
    };
    const onClick = (event: MouseEvent) => {
      if (menu.current?.open && !menu.current.contains(event.target as Node)) menu.current.open = false;
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("click", onClick);
    };
  }, []);

  const avatar = (
    <span className="relative">
      <Avatar name={user.name} src={user.avatarUrl} />
      {unread > 0 && (
        <span
          data-testid="unread-badge"
          className="absolute -end-1 -top-1 flex min-w-4 items-center justify-center rounded-full bg-accent px-1 text-[0.65rem] leading-4 font-bold text-on-accent"
        >
          {unread > 99 ? "99+" : unread}
        </span>
      )}
    </span>
  );

  const panel = (
    <div className={stacked ? "grid gap-1" : "grid gap-1"}>
      <div className="px-3 py-2">
        <p className="written-line text-sm font-semibold text-ink" dir="auto">
          {user.name}
        </p>
        <p className="written-line text-xs text-muted" dir="ltr">
          {user.email}
        </p>
      </div>
      <nav aria-label={t("yourAccount")} className="grid gap-0.5 border-t border-line pt-1">
        {[...accountNav, hostingEntry, ...(user.operator ? operatorEntries : [])].map(({ to, key, icon }) => (
          <Link
            key={to}
            to={to}
            className="flex items-center gap-3 rounded-xl px-3 py-2 text-sm font-medium text-ink hover:bg-surface-2"
          >
            <Icon name={icon} className="size-4 text-muted" />
            {t(key)}
            {to === "/user/notifications" && unread > 0 && (
              <span className="ms-auto rounded-full bg-accent px-2 text-xs font-bold text-on-accent">
                {t("newCount", { count: unread })}
              </span>
            )}
          </Link>
        ))}
      </nav>
      <Form
        method="post"
        action="/sign-out"
        onSubmit={(event) => {
          forgetClientSession();
          // With scripts, the sign-in page shows the message from the just_logged_out flag.
          const js = event.currentTarget.elements.namedItem("js");
          if (js instanceof HTMLInputElement) js.value = "1";
        }}
        className="border-t border-line pt-1"
      >
        <input type="hidden" name="js" defaultValue="0" />
        <button
          type="submit"
          className="flex w-full items-center gap-3 rounded-xl px-3 py-2 text-start text-sm font-medium text-ink hover:bg-surface-2"
        >
          <Icon name="log-out" className="size-4 text-muted" />
          {t("signOut")}
        </button>
      </Form>
    </div>
  );

  if (stacked) {
    return (
      <div className="grid gap-2">
        <div className="flex items-center gap-3 px-3">{avatar}</div>
        {panel}
      </div>
    );
  }

  return (
    <details ref={menu} className="relative">
      <summary
        aria-label={
          unread > 0
            ? t("menuForUnread", { name: user.name, count: unread })
            : t("menuFor", { name: user.name })
        }
        className="flex h-10 cursor-pointer list-none items-center gap-2 rounded-full border border-line bg-surface ps-1 pe-3 text-sm font-semibold text-ink hover:bg-surface-2 [&::-webkit-details-marker]:hidden"
      >
        {avatar}
        <span className="max-w-32 truncate">{user.name.split(" ")[0]}</span>
        <Icon name="chevron-down" className="size-4 text-muted" />
      </summary>
      <div className="absolute end-0 top-12 z-50 w-64 rounded-2xl border border-line bg-surface p-2 shadow-pop">
        {panel}
      </div>
    </details>
  );
}
