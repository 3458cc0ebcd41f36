import type { ListingStatus } from "../../../../db/schema/stays.ts";
import { Badge, type BadgeTone } from "~/ui/badge";
import { useT } from "~/i18n/react";

const TONES: Record<ListingStatus, BadgeTone> = {
  draft: "neutral",
  in_review: "accent",
  published: "primary",
  snoozed: "accent",
  archived: "muted",
};

/** A listing's status as a small label. */
export function ListingStatusBadge({ status }: { status: ListingStatus }) {
  const t = useT("host.listingStatus");
  return <Badge tone={TONES[status]}>{t(status)}</Badge>;
}
