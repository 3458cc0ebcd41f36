import { Icon } from "~/ui/icon";
import { MIN_RATINGS_SHOWN } from "../stays";
import { useFormat, useT } from "~/i18n/react";

/** "★ 4.86 (23)"; "2 reviews" below 3 (no average from one or two, decision 3600); "New" without. */
export function Rating({
  value,
  count,
  className = "",
}: {
  value: number;
  count: number;
  className?: string;
}) {
  const t = useT("stay.rating");
  const format = useFormat();
  if (count === 0)
    return <span className={`text-sm font-semibold text-primary ${className}`}>{t("new")}</span>;
  if (count < MIN_RATINGS_SHOWN)
    return <span className={`text-sm text-muted ${className}`}>{t("reviews", { count })}</span>;
  const average = format.decimal(value, 2);
  return (
    <span className={`inline-flex items-center gap-1 text-sm ${className}`}>
      <Icon name="star" className="size-4 fill-current text-accent" />
      <span className="font-semibold text-ink tabular">{average}</span>
      <span className="text-muted" aria-hidden>
        ({format.number(count)})
      </span>
      <span className="sr-only">{t("rated", { count, average })}</span>
    </span>
  );
}
