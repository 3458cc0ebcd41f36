import type { ListingStatus } from "../../../../db/schema/stays.ts";
import { Badge, type BadgeTone } from "~/ui/badge";
import { STATUS_LABELS } from "../listing-editor/listing-rules.ts";

const TONES: Record<ListingStatus, BadgeTone> = {
  draft: "neutral",
  in_review: "accent",
  published: "primary",
  snoozed: "accent",
  archived: "muted",
};

/** A listing's status as a small label. */
export function ListingStatusBadge({ status }: { status: ListingStatus }) {
  return <Badge tone={TONES[status]}>{STATUS_LABELS[status]}</Badge>;
}
