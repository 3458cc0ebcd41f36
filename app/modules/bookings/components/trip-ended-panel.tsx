import { Link } from "react-router";
import { MaskedText } from "~/modules/masking/components/masked-text";
import { Panel } from "~/ui/page";
import { useT } from "~/i18n/react";
import type { TripEnding } from "../booking-view";

/** Each ending's heading (`trips.ended`). */
const TITLES: Record<TripEnding, string> = {
  declined: "declined",
  "not-answered": "notAnswered",
  "not-paid": "notPaid",
  "cancelled-by-owner": "cancelledByOwner",
  "cancelled-by-site": "cancelledBySite",
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
  const t = useT("trips.ended");
  return (
    <Panel id="ended" title={t(TITLES[ending])}>
      {ending === "not-paid" && <p className="text-sm text-ink">{t("checkoutOpen")}</p>}
      {reason && ending !== "not-paid" && ending !== "not-answered" && (
        <p className="text-sm text-ink">
          <MaskedText text={reason} />
        </p>
      )}
      <p className="mt-1 text-sm text-muted">
        {ending === "cancelled-by-site" ? t("nothingMoreOwed") : t("nothingOwed")}
      </p>
      <Link
        to={similarHref}
        className="mt-3 inline-flex rounded-full bg-primary px-5 py-2.5 text-sm font-semibold text-on-primary hover:bg-primary-strong"
      >
        {t("similar")}
      </Link>
    </Panel>
  );
}
