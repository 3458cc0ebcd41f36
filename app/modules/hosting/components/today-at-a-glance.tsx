import { Icon } from "~/ui/icon";
import { Link } from "react-router";
import { Panel } from "~/ui/page";
import { useFormat, useT } from "~/i18n/react";
import { GLANCE_DAYS } from "../reservations.ts";
import { ReservationList, type ReservationRow } from "./reservation-list";

/** The host home's first panel: what needs the owner today and in the days ahead. */
export function TodayAtAGlance({
  glance,
  serverNow,
}: {
  glance: {
    requests: ReservationRow[];
    arriving: ReservationRow[];
    staying: ReservationRow[];
    leaving: ReservationRow[];
  };
  serverNow: string;
}) {
  const t = useT("host.glance");
  const format = useFormat();
  const groups = [
    {
      key: "arriving",
      title: t("arriving"),
      rows: glance.arriving,
      none: t("noArrivals", { days: GLANCE_DAYS }),
    },
    { key: "staying", title: t("staying"), rows: glance.staying, none: t("nobodyStaying") },
    {
      key: "leaving",
      title: t("leaving"),
      rows: glance.leaving,
      none: t("noCheckOuts", { days: GLANCE_DAYS }),
    },
  ] as const;
  return (
    <Panel id="today" title={t("title")} description={t("description", { days: GLANCE_DAYS })}>
      <section aria-labelledby="requests-heading">
        <h3 id="requests-heading" className="flex items-center gap-2 font-semibold text-ink">
          <Icon name="inbox" className="size-5 text-primary" /> {t("requestsWaiting")}
          <span className="rounded-full bg-surface-2 px-2 text-sm">
            {format.number(glance.requests.length)}
          </span>
        </h3>
        <div className="mt-3">
          {glance.requests.length === 0 ? (
            <p className="text-sm text-muted">{t("noRequests")}</p>
          ) : (
            <ReservationList rows={glance.requests} serverNow={serverNow} />
          )}
        </div>
      </section>
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-3">
        {groups.map((group) => (
          <section key={group.key} aria-labelledby={`${group.key}-heading`} className="min-w-0">
            <h3 id={`${group.key}-heading`} className="font-semibold text-ink">
              {group.title}{" "}
              <span className="rounded-full bg-surface-2 px-2 text-sm">
                {format.number(group.rows.length)}
              </span>
            </h3>
            <div className="mt-3">
              {group.rows.length === 0 ? (
                <p className="text-sm text-muted">{group.none}</p>
              ) : (
                <ReservationList rows={group.rows} serverNow={serverNow} compact />
              )}
            </div>
          </section>
        ))}
      </div>
      <Link
        to="/host/reservations"
        className="mt-6 inline-flex items-center gap-1.5 text-sm font-semibold text-primary hover:underline"
      >
        {t("allReservations")} <Icon name="arrow-right" className="size-4" />
      </Link>
    </Panel>
  );
}
