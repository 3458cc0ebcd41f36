import { Link } from "react-router";
import { Panel } from "~/ui/page";
import type { SideState } from "../window";

/** The traveller's review of a completed stay: written, over, or the way to write it. */
export function TripReviewPanel({ tripId, state }: { tripId: string; state: SideState | null }) {
  return (
    <Panel id="review" title="Your review">
      {state === "written" ? (
        <p className="text-sm text-muted">You reviewed this stay. Thank you!</p>
      ) : state === "closed" ? (
        <p className="text-sm text-muted">The time to review this stay is over.</p>
      ) : (
        <Link to={`/user/bookings/${tripId}/review`} className="font-semibold text-primary hover:underline">
          Write a review
        </Link>
      )}
    </Panel>
  );
}
