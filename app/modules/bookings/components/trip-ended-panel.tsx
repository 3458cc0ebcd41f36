import { Link } from "react-router";
import { MaskedText } from "~/modules/masking/components/masked-text";
import { Panel } from "~/ui/page";
import type { TripEnding } from "../booking-view";

const TITLES: Record<TripEnding, string> = {
  declined: "The owner declined your request",
  "not-answered": "The owner did not answer in time",
  "not-paid": "Not paid in time",
  "cancelled-by-owner": "The owner cancelled this stay",
  "cancelled-by-site": "The site cancelled this stay",
};

/** A trip that ended without a stay: why, what is owed (nothing), and similar homes for the same dates. */
export function TripEndedPanel({
  ending,
  reason,
  similarHref,
}: {
  ending: TripEnding;
  reason: string | null;
  similarHref: string;
}) {
  return (
    <Panel id="ended" title={TITLES[ending]}>
      {ending === "not-paid" && (
        <p className="text-sm text-ink">The checkout was not completed, so its nights are open again.</p>
      )}
      {reason && ending !== "not-paid" && ending !== "not-answered" && (
        <p className="text-sm text-ink">
          <MaskedText text={reason} />
        </p>
      )}
      <p className="mt-1 text-sm text-muted">
        {ending === "cancelled-by-site"
          ? "Nothing more is owed for this stay; any refund shows under the payment."
          : "Nothing is owed for this stay."}
      </p>
      <Link
        to={similarHref}
        className="mt-3 inline-flex rounded-full bg-primary px-5 py-2.5 text-sm font-semibold text-on-primary hover:bg-primary-strong"
      >
        Find similar stays
      </Link>
    </Panel>
  );
}
