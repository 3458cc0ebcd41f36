import { Icon } from "~/ui/icon";
import { lazy, Suspense, useEffect, useRef } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import { useUnread, useUnreadMessages } from "~/modules/notifications/live-unread";
import { OfflineBadge } from "~/ui/resilience/components/offline-badge";
import { SEARCH_PATH } from "~/site";
import { Logo } from "./logo.tsx";
import { ListYourHomeLink } from "./list-your-home.tsx";
import { mainNav } from "./nav-links.ts";
import { authLinkFrom } from "~/shared/redirects";
import { hydrateLater } from "~/shared/hydrate-later";
import { useLocalize, useT } from "~/i18n/react";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { useSharedPage, useViewer } from "~/modules/accounts/personal";
import { SITE_HEADER_ID } from "./site-header-id.ts";

// Only signed-in people have the account menu: its code stays off everyone else's first download.
const AccountMenu = hydrateLater("account menu", () =>
  import("./account-menu.tsx").then((m) => m.AccountMenu),
);
// On a page drawn the same for everyone (decision 4010) the menu is drawn in the browser alone, once
// the visitor's parts have come: the same code, asked for then.
const LateAccountMenu = lazy(() => import("./account-menu.tsx").then((m) => ({ default: m.AccountMenu })));

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors ${
    isActive ? "text-primary" : "text-muted hover:bg-surface-2 hover:text-ink"
  }`;

function HeaderSearch({ id, className = "" }: { id: string; className?: string }) {
  const t = useT("frame");
  const localize = useLocalize();
  return (
    <Form method="get" action={localize(SEARCH_PATH)} role="search" className={`relative ${className}`}>
      <label htmlFor={id} className="sr-only">
        {t("searchLabel")}
      </label>
      <Icon
        name="search"

        className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted"
      />
      <input
        id={id}
        name="where"
        type="search"
        placeholder={t("searchPlaceholder")}
        className="h-10 w-full rounded-full border border-line bg-surface-2 ps-9 pe-4 text-sm text-ink placeholder:text-muted focus:border-primary focus:bg-surface"
      />
    </Form>
  );
}

function AccountLinks({ stacked = false }: { stacked?: boolean }) {
  // On a page drawn the same for everyone the user arrives after it (decision 4010).
  const user = useViewer();
  const shared = useSharedPage();
  if (!user) return <SignInLinks stacked={stacked} />;
  const links = (
    <div className={stacked ? "grid gap-2" : "flex items-center gap-1"}>
      {!stacked && <MessagesLink unread={user.unreadMessages} />}
      {shared ? (
        <LateAccountMenu user={user} stacked={stacked} />
      ) : (
        <AccountMenu user={user} stacked={stacked} />
      )}
    </div>
  );
  // Until the menu's code is here, the (hidden) sign-in links keep its place: nothing moves twice.
  return shared ? <Suspense fallback={<SignInLinks stacked={stacked} />}>{links}</Suspense> : links;
}

/**
 * Sign in and sign up. Hidden, its space kept, while a signed-in visitor's parts are on their way:
 * the boot script marks <html data-signed-in> from local storage, so "Sign in" never flashes up.
 */
function SignInLinks({ stacked }: { stacked: boolean }) {
  const location = useLocation();
  const t = useT("frame");
  return (
    <div className={stacked ? "grid gap-2" : "flex items-center gap-2"} data-anon-account>
      <Link
        to={authLinkFrom("/sign-in", location)}
        className="rounded-full px-4 py-2 text-center text-sm font-semibold whitespace-nowrap text-ink hover:bg-surface-2"
      >
        {t("signIn")}
      </Link>
      <Link
        to={authLinkFrom("/sign-up", location)}
        className="rounded-full bg-primary px-4 py-2 text-center text-sm font-semibold whitespace-nowrap text-on-primary hover:bg-primary-strong"
      >
        {t("signUp")}
      </Link>
    </div>
  );
}

/** Messages, beside the account menu, with the count of unread ones. */
function MessagesLink({ unread: rendered }: { unread: number }) {
  const unread = useUnreadMessages(rendered);
  const t = useT("frame");
  return (
    <Link
      to="/user/messages"
      aria-label={unread > 0 ? t("messagesUnread", { count: unread }) : t("messages")}
      className="relative flex size-10 items-center justify-center rounded-full text-ink hover:bg-surface-2"
    >
      <Icon name="messages-square" className="size-5" />
      {unread > 0 && (
        <span
          aria-hidden
          className="absolute -end-0.5 -top-0.5 flex min-w-4 items-center justify-center rounded-full bg-accent px-1 text-[0.65rem] leading-4 font-bold text-on-accent"
        >
          {unread > 99 ? "99+" : unread}
        </span>
      )}
    </Link>
  );
}

/** The owners' way in, on every page. */
function ListYourHome({ className = "" }: { className?: string }) {
  const t = useT("frame");
  return (
    <ListYourHomeLink
      className={`rounded-full px-3 py-2 text-sm font-semibold whitespace-nowrap text-ink hover:bg-surface-2 ${className}`}
    >
      {t("listYourHome")}
    </ListYourHomeLink>
  );
}

/** The main links, in the page's language, keeping a language prefix. */
function MainLinks() {
  const t = useT("frame.nav");
  const localize = useLocalize();
  return mainNav.map((item) => (
    <NavLink key={item.to} to={localize(item.to)} className={navLinkClass}>
      {t(item.key)}
    </NavLink>
  ));
}

export function Header() {
  const location = useLocation();
  const unread = useUnread(useViewer()?.unread ?? 0);
  const menu = useRef<HTMLDetailsElement>(null);
  const t = useT("frame");
  const localize = useLocalize();
  // The mobile menu closes itself after a navigation.
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [location.pathname, location.search]);

  return (
    <header
      id={SITE_HEADER_ID}
      className="sticky top-0 z-40 print:hidden border-b border-line bg-surface/90 backdrop-blur supports-[backdrop-filter]:bg-surface/80"
    >
      <div className="container-page flex h-16 items-center gap-4">
        <Logo to={localize("/")} label={t("homeLink")} />
        <OfflineBadge />
        <nav aria-label={t("mainNav")} className="ms-4 hidden items-center gap-1 lg:flex">
          <MainLinks />
        </nav>
        <HeaderSearch id="header-where" className="ms-auto hidden w-64 md:block xl:w-80" />
        <div className="ms-auto hidden items-center gap-2 md:ms-0 md:flex">
          <LanguageSwitcher compact />
          <ListYourHome />
          <AccountLinks />
        </div>
        {/* A <details> disclosure: the phone menu opens even before scripts load. */}
        <details ref={menu} className="group ms-auto md:hidden">
          <summary
            className="relative flex size-10 cursor-pointer list-none items-center justify-center rounded-xl text-ink hover:bg-surface-2 [&::-webkit-details-marker]:hidden"
            aria-label={unread > 0 ? t("menuUnread", { count: unread }) : t("menu")}
          >
            {unread > 0 && (
              <span
                aria-hidden
                className="absolute end-1.5 top-1.5 size-2.5 rounded-full bg-accent group-open:hidden"
              />
            )}
            <Icon name="menu" className="size-6 group-open:hidden" />
            <Icon name="x" className="hidden size-6 group-open:block" />
          </summary>
          <div className="absolute inset-x-0 top-16 border-b border-line bg-surface px-4 pt-4 pb-6 shadow-pop">
            <HeaderSearch id="mobile-where" />
            <nav aria-label={t("mainNavMobile")} className="mt-4 grid gap-1">
              <MainLinks />
            </nav>
            <div className="mt-4 grid gap-2 border-t border-line pt-4">
              <ListYourHome className="text-center" />
              <AccountLinks stacked />
              <LanguageSwitcher compact />
            </div>
          </div>
        </details>
        <nav aria-label={t("moreNav")} className="hidden md:flex lg:hidden">
          <details className="relative">
            <summary className="flex h-10 cursor-pointer list-none items-center gap-1 rounded-xl px-3 text-sm font-medium text-muted hover:bg-surface-2 [&::-webkit-details-marker]:hidden">
              <Icon name="menu" className="size-5" />
              <span>{t("menu")}</span>
            </summary>
            <div className="absolute end-0 top-12 grid w-48 gap-1 rounded-2xl border border-line bg-surface p-2 shadow-pop">
              <MainLinks />
            </div>
          </details>
        </nav>
      </div>
    </header>
  );
}
