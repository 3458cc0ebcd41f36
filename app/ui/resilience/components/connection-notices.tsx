import { Icon } from "~/ui/icon";
import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { connectionStatus, useConnectionStatus } from "../connection-status.ts";
import { installRetryingFetch } from "../retrying-fetch.ts";
import { useT } from "~/i18n/react";

const panel =
  "pointer-events-auto mx-auto w-full max-w-md rounded-2xl border border-line bg-surface p-4 text-sm text-ink shadow-pop";

/**
 * The connection as the person needs to know it, at the bottom of the page: a quiet
 * "Reconnecting…" while requests are retried; when they give up, a clear message with
 * "Try again" (the page and what was typed stay as they are); and a session that ended.
 */
export function ConnectionNotices({ signedIn, onReady }: { signedIn: boolean; onReady?: () => void }) {
  const { retrying, stalled, sessionEnded } = useConnectionStatus();
  const { pathname, search } = useLocation();
  const t = useT("frame.connection");
  useEffect(() => {
    installRetryingFetch();
    onReady?.();
  }, [onReady]);
  const signIn = `/sign-in?${new URLSearchParams({ redirectedFrom: pathname + search })}`;
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-4 z-[70] grid gap-2 px-4 print:hidden">
      {sessionEnded && signedIn && (
        <div role="alert" className={panel}>
          <p className="font-semibold">{t("ended")}</p>
          <p className="mt-1 text-muted">{t("endedText")}</p>
          <Link
            to={signIn}
            reloadDocument
            className="mt-3 inline-flex h-10 items-center rounded-full bg-primary px-5 font-semibold text-on-primary hover:bg-primary-strong"
          >
            {t("signIn")}
          </Link>
        </div>
      )}
      {stalled > 0 ? (
        <div role="alert" className={panel}>
          <p className="font-semibold">{t("stalled")}</p>
          <p className="mt-1 text-muted">{t("stalledText")}</p>
          <div className="mt-3 flex gap-2">
            <button
              type="button"
              onClick={() => connectionStatus.answer(true)}
              className="inline-flex h-10 items-center rounded-full bg-primary px-5 font-semibold text-on-primary hover:bg-primary-strong"
            >
              {t("retry")}
            </button>
            <button
              type="button"
              onClick={() => connectionStatus.answer(false)}
              className="inline-flex h-10 items-center rounded-full px-4 font-semibold text-ink hover:bg-surface-2"
            >
              {t("dismiss")}
            </button>
          </div>
        </div>
      ) : null}
      {/* Always in the page, so screen readers announce what appears in it. */}
      <div role="status" className="flex justify-center">
        {retrying > 0 && stalled === 0 && (
          <p className="pointer-events-auto inline-flex items-center gap-2 rounded-full border border-line bg-surface px-4 py-2 text-sm text-muted shadow-pop">
            <Icon name="loader-circle" className="size-4 animate-spin motion-reduce:animate-none" />
            {t("reconnecting")}
          </p>
        )}
      </div>
    </div>
  );
}
