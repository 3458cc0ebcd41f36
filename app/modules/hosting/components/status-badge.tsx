import type { ListingStatus } from "../../../../db/schema/stays.ts";
import { STATUS_LABELS } from "../listing-editor/listing-rules.ts";

const tones: Record<ListingStatus, string> = {
  draft: "bg-surface-2 text-ink",
  published: "bg-primary-soft text-primary",
  snoozed: "bg-accent/15 text-ink",
  archived: "bg-surface-2 text-muted",
};

/** A listing's status as a small label. */
export function StatusBadge({ status }: { status: ListingStatus }) {
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[status]}`}>
      {STATUS_LABELS[status]}
    </span>
  );
}
