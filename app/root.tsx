import { lazy, Suspense, useEffect, useSyncExternalStore, type ReactNode } from "react";
import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useMatches,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { Route } from "./+types/root";
import appCss from "./app.css?url";
import { platformOf, requestIdContext, sharedPageContext, useNonce } from "./platform/context.ts";
import { sameOriginWrites } from "./platform/same-origin.server.ts";
import { takeFlashToast } from "./platform/flash.server.ts";
import { publicUser } from "./frame/public-user.server.ts";
import { Header } from "./frame/header.tsx";
import { PersonalParts, useViewer } from "./modules/accounts/personal.ts";
import { DEFAULT_THEME, preferencesBootScript } from "./ui/preferences-boot.ts";
import { ToastProvider, useToast } from "./ui/toast/toast.tsx";
import { AreaErrorPage } from "./frame/area-error.tsx";
import { afterLoad } from "./shared/after-load.ts";
import { hydrateLater, partsHydrated } from "./shared/hydrate-later.tsx";
import { pageLanguage } from "./i18n/language.server.ts";
import { pageNamespacesContext } from "./i18n/page-namespaces.ts";
import { LanguageProvider, needsNextPageMessages, usePageLanguage, useT } from "./i18n/react.tsx";
import { DEFAULT_LOCALE, directionOf } from "./i18n/locales.ts";
import { AlternateLanguages } from "./i18n/alternates.tsx";
import { CATEGORIES } from "./modules/blog/blog.ts";
import { isReadingPage, READING_SCRIPT } from "./frame/reading-page.ts";

// Both draw nothing at first: their code loads once the page has loaded (live notices only when signed
// in), so it stays off every page's first download (decisions 2101 and 2201).
const LiveNotifications = lazy(() =>
  afterLoad()
    .then(() => import("./frame/live-notifications.tsx"))
    .then((m) => ({ default: m.LiveNotifications })),
);
// Draws nothing until the connection falters, and puts retries into fetch: browser only, after the
// load event (decision 2104).
const ConnectionNotices = lazy(() =>
  afterLoad()
    .then(() => import("./ui/resilience/components/connection-notices.tsx"))
    .then((m) => ({ default: m.ConnectionNotices })),
);
// The footer's links and its theme and direction controls, at the bottom of every page: drawn by the
// server, their code after the load event (decision 2104).
const Footer = hydrateLater("footer", () =>
  afterLoad()
    .then(() => import("./frame/footer.tsx"))
    .then((m) => m.Footer),
);

// The bar shown while a navigation is pending: hidden until the first one, which follows hydration;
// its code after the load event (decision 4030).
const NavigationProgress = hydrateLater("navigation progress", () =>
  afterLoad()
    .then(() => import("./frame/navigation-progress.tsx"))
    .then((m) => m.NavigationProgress),
);

// A reading page's toasts, drawn by the server (decision 4000): the browser never runs this code, as
// React never runs on a reading page.
const ReadingToasts = import.meta.env.SSR
  ? hydrateLater("reading toasts", () => import("./frame/reading-toasts.tsx").then((m) => m.ReadingToasts))
  : () => null;

/**
 * A document rendered without the framework (decision 4000). Only ever true on the server: a page the
 * browser's React draws (after a client-side navigation into the blog, say) has its scripts already.
 */
function useReadingPage() {
  const matches = useMatches();
  return import.meta.env.SSR && isReadingPage(matches);
}

// Spec §4: the signed-in user's profile goes into the browser's store on app start (browser only,
// after the load event; it draws nothing).
const ProfileLoader = lazy(() =>
  afterLoad()
    .then(() => import("./modules/profiles/components/profile-loader.tsx"))
    .then((m) => ({ default: m.ProfileLoader })),
);
const SessionWatch = lazy(() =>
  afterLoad()
    .then(() => import("./modules/accounts/components/session-watch.tsx"))
    .then((m) => ({ default: m.SessionWatch })),
);

// The stylesheet as a React resource (`precedence`): React writes it at the top of the head,
// before the scripts' modulepreload hints. As a plain link it came after twenty of them, and a
// phone on a slow connection fetched the scripts before the one file the first paint waits for.
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: appCss, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** Before any route's action: a request that may change something must come from this site. */
export const middleware: Route.MiddlewareFunction[] = [sameOriginWrites];

/**
 * A page that holds only its own namespaces (decision 4040) asks the root again when it leaves, so
 * the next page's messages come with the next page.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return defaultShouldRevalidate || needsNextPageMessages(currentUrl, nextUrl);
}

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const platform = platformOf(context);
  const { toast, clear } = await takeFlashToast(platform, request, url);
  // Home, search and stay are drawn the same for everyone (decision 4010): no user here, the
  // visitor's own parts come from /api/personal after the page.
  const shared = context.get(sharedPageContext) !== null;
  const user = shared ? null : await publicUser(platform, request);
  return data(
    {
      toast,
      user,
      shared,
      requestId: context.get(requestIdContext),
      // The page's language (decision 3800): prefix, saved choice, cookie, Accept-Language, English.
      language: pageLanguage(
        request,
        url,
        user?.language ?? null,
        {
          origin: platform.env.APP_URL,
          categorySlugs: CATEGORIES.map((c) => c.slug),
        },
        // The namespaces the page declared (its middleware ran before this loader), else null.
        context.get(pageNamespacesContext),
      ),
    },
    clear ? { headers: { "Set-Cookie": clear } } : undefined,
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const reading = useReadingPage();
  const language = usePageLanguage();
  const locale = language?.locale ?? DEFAULT_LOCALE;
  const direction = directionOf(locale);
  return (
    // The language's direction (Arabic: rtl); the boot script applies a direction the user chose
    // (local storage) over it before paint, with the theme.
    <html
      lang={locale}
      dir={direction}
      data-lang-dir={direction}
      data-theme={DEFAULT_THEME}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f5e5a" />
        <script
          nonce={nonce}
          suppressHydrationWarning
          // Runs once, from the server's HTML: the browser's bundle need not carry it (decision 4030).
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? preferencesBootScript : "" }}
        />
        <Meta />
        <AlternateLanguages />
        <Links />
      </head>
      <body className="min-h-dvh bg-canvas text-ink">
        <LanguageProvider language={language}>{children}</LanguageProvider>
        {reading ? (
          // No entry, route chunks, modulepreload links or router data: one plain script.
          <script src={READING_SCRIPT} nonce={nonce} defer />
        ) : (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

function Shell({ children }: { children: ReactNode }) {
  const t = useT("frame");
  return (
    <ToastProvider>
      <a
        href="#main"
        className="sr-only z-[80] rounded-lg bg-primary px-4 py-2 font-semibold text-on-primary focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
      >
        {t("skipToContent")}
      </a>
      <NavigationProgress />
      <div className="flex min-h-dvh flex-col">
        <Header />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        <Footer />
      </div>
    </ToastProvider>
  );
}

function FlashToast() {
  const { toast } = useLoaderData<typeof loader>();
  const { show } = useToast();
  useEffect(() => {
    if (toast) show(toast);
  }, [toast, show]);
  return null;
}

/** Signed-in pages hear of new notifications as they arrive. */
function LiveNotificationsForUser() {
  const user = useViewer();
  return user ? (
    <Suspense fallback={null}>
      <LiveNotifications userId={user.id} unread={user.unread} />
    </Suspense>
  ) : null;
}

/**
 * Marks <html data-hydrated> once the page's scripts have taken over, so tests know controls now
 * respond: the parts hydrated later (decision 2104) have drawn and fetch retries.
 */
async function markHydrated() {
  await partsHydrated();
  document.documentElement.dataset.hydrated = "true";
}

// False while the server renders and while the page hydrates, then true.
const noChanges = () => () => {};
const browserSnapshot = () => true;
const serverSnapshot = () => false;

/** Retries, the session keep-alive and its events, a session that ends (decision 1200); the profile store. */
function StayingCalm() {
  const user = useViewer();
  const inBrowser = useSyncExternalStore(noChanges, browserSnapshot, serverSnapshot);
  return (
    <>
      <Suspense fallback={null}>
        <SessionWatch user={user} />
      </Suspense>
      {inBrowser && (
        <Suspense fallback={null}>
          <ConnectionNotices signedIn={Boolean(user)} onReady={markHydrated} />
          <ProfileLoader userId={user?.id ?? null} />
        </Suspense>
      )}
    </>
  );
}

export default function App() {
  const location = useLocation();
  const { toast } = useLoaderData<typeof loader>();
  const reading = useReadingPage();
  if (reading)
    return (
      <Shell>
        <ReadingToasts toast={toast} />
        <Outlet />
      </Shell>
    );
  return (
    <Shell>
      <FlashToast />
      <PersonalParts />
      <LiveNotificationsForUser />
      <StayingCalm />
      {/* The page is re-rendered whenever the full path changes (spec §2). */}
      <Outlet key={location.pathname + location.search} />
    </Shell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <Shell>
      <AreaErrorPage error={error} area="site" />
    </Shell>
  );
}
