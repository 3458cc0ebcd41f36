import { Link } from "react-router";
import { Panel } from "~/ui/page";
import type { SideState } from "../window";
import { useT } from "~/i18n/react";

/** The traveller's review of a completed stay: written, over, or the way to write it. */
export function TripReviewPanel({ tripId, state }: { tripId: string; state: SideState | null }) {
  const t = useT("trips.review");
  return (
    <Panel id="review" title={t("title")}>
      {state === "written" ? (
        <p className="text-sm text-muted">{t("written")}</p>
      ) : state === "closed" ? (
        <p className="text-sm text-muted">{t("closed")}</p>
      ) : (
        <Link to={`/user/bookings/${tripId}/review`} className="font-semibold text-primary hover:underline">
          {t("write")}
        </Link>
      )}
    </Panel>
  );
}
