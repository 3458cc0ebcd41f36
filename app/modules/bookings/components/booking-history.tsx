import { Panel } from "~/ui/page";
import { useT } from "~/i18n/react";
import type { STATUS_LABELS } from "../booking-view.ts";

export interface HistoryEntry {
  id: number;
  status: keyof typeof STATUS_LABELS;
  /** When, in the home's time zone, naming the zone. */
  when: string;
  note: string;
}

/** Every status a booking went through, oldest first: the same for its guest and its owner. */
export function BookingHistory({ history }: { history: HistoryEntry[] }) {
  const t = useT("trips");
  return (
    <Panel id="history" title={t("history")}>
      <ol className="grid gap-3">
        {history.map((event) => (
          <li key={event.id} className="border-s-2 border-primary ps-3">
            <p className="text-sm font-semibold text-ink">{t(`status.${event.status}`)}</p>
            <p className="text-xs text-muted">{event.when}</p>
            {event.note && <p className="text-sm text-muted">{event.note}</p>}
          </li>
        ))}
      </ol>
    </Panel>
  );
}
