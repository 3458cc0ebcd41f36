import { Badge, type BadgeTone } from "~/ui/badge";
import { useT } from "~/i18n/react";
import type { BookingStatus } from "../../../../db/schema/stays.ts";

const TONES: Record<BookingStatus, BadgeTone> = {
  awaiting_payment: "warning",
  pending: "warning",
  confirmed: "success",
  declined: "danger",
  cancelled: "danger",
  completed: "primary",
  expired: "muted",
};

/** A booking's status as a small label (trip, reservation, thread). */
export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const t = useT("trips.status");
  return <Badge tone={TONES[status]}>{t(status)}</Badge>;
}
