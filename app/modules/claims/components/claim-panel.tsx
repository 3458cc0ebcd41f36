import type { ReactNode } from "react";
import { Link } from "react-router";
import { useT } from "~/i18n/react";
import { linkClass } from "~/ui/form";
import { Panel } from "~/ui/page";
import type { ClaimSummary } from "../claims.server";

/**
 * A stay's pet damage claim on the trip page and on the owner's reservation (decision 3550): its
 * state for the side reading it and where to act; for the owner, whether one may be filed.
 */
export function ClaimPanel({ summary, side }: { summary: ClaimSummary; side: "guest" | "owner" }) {
  const { claim } = summary;
  const t = useT("claims.panel");
  const bold = (chunks: ReactNode) => <span className="font-semibold">{chunks}</span>;
  return (
    <Panel id="damage-claim" title={t("title")} description={t("deposit", { deposit: summary.deposit })}>
      {claim ? (
        <div className="grid gap-2 text-sm">
          <p className="text-ink">
            {claim.charged && claim.charged !== claim.amount
              ? t.rich("claimedCharged", {
                  amount: claim.amount,
                  state: claim.state,
                  charged: claim.charged,
                  b: bold,
                })
              : t.rich("claimed", { amount: claim.amount, state: claim.state, b: bold })}
          </p>
          {claim.answerBy && (
            <p className="text-muted">
              {t(side === "guest" ? "answerByGuest" : "answerByOwner", { date: claim.answerBy })}
            </p>
          )}
          <Link to={summary.href} className={linkClass}>
            {t(side === "guest" && claim.answerBy ? "answer" : "see")}
          </Link>
        </div>
      ) : summary.fileUntil ? (
        <div className="grid gap-2 text-sm">
          <p className="text-muted">{t("mayFile", { date: summary.fileUntil })}</p>
          <Link to={summary.href} className={linkClass}>
            {t("file")}
          </Link>
        </div>
      ) : (
        <p className="text-sm text-muted">{summary.why}</p>
      )}
    </Panel>
  );
}
