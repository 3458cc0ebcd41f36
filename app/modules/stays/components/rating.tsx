import { Icon } from "~/ui/icon";
import { MIN_RATINGS_SHOWN } from "../stays";

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
  if (count === 0) return <span className={`text-sm font-semibold text-primary ${className}`}>New</span>;
  if (count < MIN_RATINGS_SHOWN)
    return (
      <span className={`text-sm text-muted ${className}`}>
        {count} {count === 1 ? "review" : "reviews"}
      </span>
    );
  return (
    <span className={`inline-flex items-center gap-1 text-sm ${className}`}>
      <Icon name="star" className="size-4 fill-current text-accent" />
      <span className="font-semibold text-ink tabular">{value.toFixed(2)}</span>
      <span className="text-muted">
        ({count}
        <span className="sr-only"> reviews</span>)
      </span>
      <span className="sr-only">, rated {value.toFixed(2)} out of 5</span>
    </span>
  );
}
