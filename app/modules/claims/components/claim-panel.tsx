import { Link } from "react-router";
import { linkClass } from "~/ui/form";
import { Panel } from "~/ui/page";
import type { ClaimSummary } from "../claims.server";

/**
 * A stay's pet damage claim on the trip page and on the owner's reservation (decision 3550): its
 * state for the side reading it and where to act; for the owner, whether one may be filed.
 */
export function ClaimPanel({ summary, side }: { summary: ClaimSummary; side: "guest" | "owner" }) {
  const { claim } = summary;
  return (
    <Panel
      id="damage-claim"
      title="Pet damage claim"
      description={`Refundable pet damage deposit: ${summary.deposit}. No money was held for it; the card used to book backs it.`}
    >
      {claim ? (
        <div className="grid gap-2 text-sm">
          <p className="text-ink">
            <span className="font-semibold">{claim.amount}</span> claimed · {claim.state}
            {claim.charged && claim.charged !== claim.amount && <> · {claim.charged} charged</>}
          </p>
          {claim.answerBy && (
            <p className="text-muted">
              {side === "guest" ? "Accept or dispute by" : "The traveller answers by"} {claim.answerBy}
            </p>
          )}
          <Link to={summary.href} className={linkClass}>
            {side === "guest" && claim.answerBy ? "Answer the claim" : "See the claim"}
          </Link>
        </div>
      ) : summary.fileUntil ? (
        <div className="grid gap-2 text-sm">
          <p className="text-muted">
            Found damage by the pets? You can claim up to the deposit until {summary.fileUntil}.
          </p>
          <Link to={summary.href} className={linkClass}>
            File a claim
          </Link>
        </div>
      ) : (
        <p className="text-sm text-muted">{summary.why}</p>
      )}
    </Panel>
  );
}
