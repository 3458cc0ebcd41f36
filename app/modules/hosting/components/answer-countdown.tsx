import { Icon } from "~/ui/icon";
import { useSyncExternalStore } from "react";
import { useLanguage, useT } from "~/i18n/react";
import { intlLocale } from "~/i18n/locales";
import { timeLeft } from "../reservations.ts";

const TICK_MS = 30_000;
const clockTick = () => Math.floor(Date.now() / TICK_MS);
function subscribeToClock(changed: () => void) {
  const timer = window.setInterval(changed, TICK_MS / 6);
  return () => window.clearInterval(timer);
}

/**
 * The time left to answer a request. The server's page says it in the home's time
 * zone; once the page runs, the deadline is said in the owner's own zone (the
 * browser's) and the minutes count down.
 */
export function AnswerCountdown({
  expiresAt,
  serverNow,
  deadline,
}: {
  /** ISO instant. */
  expiresAt: string;
  /** ISO instant the server rendered at (the first render matches the server's). */
  serverNow: string;
  /** The deadline as the server wrote it (the home's time zone). */
  deadline: string;
}) {
  // -1 on the server and in the first render (they match); then the clock, a tick per 30 s.
  const tick = useSyncExternalStore(subscribeToClock, clockTick, () => -1);
  const t = useT("host.countdown");
  const { locale } = useLanguage();
  const running = tick !== -1;
  const now = running ? new Date(tick * TICK_MS) : new Date(serverNow);
  const shownDeadline = running
    ? new Intl.DateTimeFormat(intlLocale(locale), {
        weekday: "short",
        hour: "numeric",
        minute: "2-digit",
        timeZoneName: "short",
      }).format(new Date(expiresAt))
    : deadline;
  const left = timeLeft(new Date(expiresAt), now);
  const hours = Math.floor(left.minutes / 60);
  const minutes = left.minutes % 60;
  return (
    <p
      className={`inline-flex items-center gap-1.5 text-sm font-semibold ${left.urgent ? "text-danger" : "text-ink"}`}
    >
      <Icon name="timer" className="size-4" />
      {left.minutes === 0 ? (
        t("expired")
      ) : (
        <span>
          {hours === 0 ? t("leftMinutes", { minutes }) : t("left", { hours, minutes })}{" "}
          <span className="font-normal text-muted">{t("until", { deadline: shownDeadline })}</span>
        </span>
      )}
    </p>
  );
}
