import { lazy, Suspense, useEffect, type ReactNode } from "react";
import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
} from "react-router";
import type { Route } from "./+types/root";
import appCss from "./app.css?url";
import { platformOf, requestIdContext, useNonce } from "./platform/context.ts";
import { takeFlashToast } from "./platform/flash.server.ts";
import { publicUser } from "./modules/accounts/public-user.server.ts";
import { useProfileOnStart } from "./modules/profiles/profile-store.ts";
import { ConnectionNotices } from "./modules/resilience/components/connection-notices.tsx";
import { Footer } from "./frame/footer.tsx";
import { Header } from "./frame/header.tsx";
import { NavigationProgress } from "./frame/navigation-progress.tsx";
import { DEFAULT_DIRECTION, DEFAULT_THEME, preferencesBootScript } from "./ui/preferences.ts";
import { ToastProvider, useToast } from "./ui/toast/toast.tsx";
import { AreaError } from "./frame/area-error.tsx";
import { afterLoad } from "./shared/after-load.ts";

// Both draw nothing at first: their code loads once the page has loaded (live notices only when signed
// in), so it stays off every page's first download (decisions 2101 and 2201).
const LiveNotifications = lazy(() =>
  afterLoad()
    .then(() => import("./modules/notifications/components/live-notifications.tsx"))
    .then((m) => ({ default: m.LiveNotifications })),
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

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const platform = platformOf(context);
  const { toast, clear } = await takeFlashToast(platform, request, url);
  return data(
    { toast, user: await publicUser(platform, request), requestId: context.get(requestIdContext) },
    clear ? { headers: { "Set-Cookie": clear } } : undefined,
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    // The boot script sets theme and direction from local storage before paint.
    <html lang="en" dir={DEFAULT_DIRECTION} data-theme={DEFAULT_THEME} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f5e5a" />
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: preferencesBootScript }}
        />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh bg-canvas text-ink">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function Shell({ children }: { children: ReactNode }) {
  return (
    <ToastProvider>
      <a
        href="#main"
        className="sr-only z-[80] rounded-lg bg-primary px-4 py-2 font-semibold text-on-primary focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
      >
        Skip to content
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

/** Spec §4: the signed-in user's profile is loaded into the browser's store on app start. */
function ProfileLoader() {
  const { user } = useLoaderData<typeof loader>();
  useProfileOnStart(user?.id ?? null);
  return null;
}

/** Signed-in pages hear of new notifications as they arrive. */
function LiveNotificationsForUser() {
  const { user } = useLoaderData<typeof loader>();
  return user ? (
    <Suspense fallback={null}>
      <LiveNotifications userId={user.id} unread={user.unread} />
    </Suspense>
  ) : null;
}

/** Retries, the session keep-alive and its events, a session that ends (issue 20). */
function StayingCalm() {
  const { user } = useLoaderData<typeof loader>();
  return (
    <>
      <Suspense fallback={null}>
        <SessionWatch user={user} />
      </Suspense>
      <ConnectionNotices signedIn={Boolean(user)} />
    </>
  );
}

/** Marks <html data-hydrated> once scripts run, so tests know controls now respond. */
function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}

export default function App() {
  const location = useLocation();
  return (
    <Shell>
      <HydrationMarker />
      <FlashToast />
      <ProfileLoader />
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
      <div className="container-page">
        <AreaError error={error} area="site" />
      </div>
    </Shell>
  );
}
