import { Icon } from "~/ui/icon";
import { Link } from "react-router";
import { Panel } from "~/ui/page";
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
  const groups = [
    {
      key: "arriving",
      title: "Arriving",
      rows: glance.arriving,
      none: `No arrivals in the next ${GLANCE_DAYS} days.`,
    },
    { key: "staying", title: "Staying now", rows: glance.staying, none: "Nobody is staying tonight." },
    {
      key: "leaving",
      title: "Checking out",
      rows: glance.leaving,
      none: `No check-outs in the next ${GLANCE_DAYS} days.`,
    },
  ] as const;
  return (
    <Panel
      id="today"
      title="Today at a glance"
      description={`Requests to answer, and guests arriving or leaving today and in the next ${GLANCE_DAYS} days.`}
    >
      <section aria-labelledby="requests-heading">
        <h3 id="requests-heading" className="flex items-center gap-2 font-semibold text-ink">
          <Icon name="inbox" className="size-5 text-primary" /> Requests waiting
          <span className="rounded-full bg-surface-2 px-2 text-sm">{glance.requests.length}</span>
        </h3>
        <div className="mt-3">
          {glance.requests.length === 0 ? (
            <p className="text-sm text-muted">No request is waiting for your answer.</p>
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
              <span className="rounded-full bg-surface-2 px-2 text-sm">{group.rows.length}</span>
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
        All reservations <Icon name="arrow-right" className="size-4 rtl:rotate-180" />
      </Link>
    </Panel>
  );
}
