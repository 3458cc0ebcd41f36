import { Fragment } from "react";
import { Panel } from "~/ui/page";
import { useT } from "~/i18n/react";
import type { STATUS_LABELS } from "../booking-view.ts";
import type { NotePiece } from "../history-note.ts";

export interface HistoryEntry {
  id: number;
  status: keyof typeof STATUS_LABELS;
  /** When, in the home's time zone, naming the zone. */
  when: string;
  note: string;
  /** The note in pieces when it quotes a person (a cancellation's): their words shown as written. */
  pieces?: NotePiece[];
}

/** A note; a person's own words isolated (their direction kept in a page of the other) and marked. */
export function HistoryNote({ note, pieces }: { note: string; pieces?: NotePiece[] }) {
  if (!pieces) return <>{note}</>;
  return pieces.map((piece, i) =>
    piece.own ? (
      <bdi key={i} data-own-words className="italic">
        {piece.text}
      </bdi>
    ) : (
      <Fragment key={i}>{piece.text}</Fragment>
    ),
  );
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
            {event.note && (
              <p className="text-sm text-muted">
                <HistoryNote note={event.note} pieces={event.pieces} />
              </p>
            )}
          </li>
        ))}
      </ol>
    </Panel>
  );
}
