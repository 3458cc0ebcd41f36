import { Icon, type IconName } from "~/ui/icon";
import { useFormat, useT } from "~/i18n/react";
import type { FitSummary, FitVerdict } from "../fit";
import { capital, useFitWords } from "./fit-words";

const looks: Record<FitVerdict, { icon: IconName; className: string }> = {
  fits: { icon: "circle-check", className: "bg-primary-soft text-primary" },
  on_request: { icon: "circle-question-mark", className: "bg-accent-soft text-ink" },
  no: { icon: "circle-x", className: "bg-danger/10 text-danger" },
};

/** "Fits Max and Luna" on a card, with why not when it does not, and the pets' part of the price. */
export function FitBadge({ fit, currency }: { fit: FitSummary; currency: string }) {
  const { icon, className } = looks[fit.verdict];
  const t = useT("pets");
  const verdict = useT("stay.fitVerdict");
  const { reason } = useFitWords();
  const format = useFormat();
  const who = fit.names.length ? format.and(fit.names) : verdict("yourPets", { count: fit.count });
  const reasons = fit.reasons.map(reason);
  return (
    <div className="grid gap-1" data-testid="fit-badge">
      <p
        className={`inline-flex w-fit items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ${className}`}
      >
        <Icon name={icon} className="size-3.5" />
        {capital(verdict("badge", { verdict: fit.verdict, who }))}
      </p>
      {reasons.length > 0 && (
        <ul className="text-xs text-muted">
          {reasons.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
      {fit.feeCents > 0 && (
        <p className="text-xs text-muted tabular">
          {t("includesFees", { amount: format.money(fit.feeCents, currency) })}
        </p>
      )}
    </div>
  );
}
