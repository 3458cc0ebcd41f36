import { Icon } from "~/ui/icon";
import { FieldError } from "~/ui/form";
import { useT } from "~/i18n/react";

/** One rating of 1 to 5 stars, as radio buttons (the value kept as typed when the form is refused). */
export function StarsField({
  name,
  legend,
  value,
  error,
}: {
  name: string;
  legend: string;
  value?: string;
  error?: string;
}) {
  const t = useT("reviews");
  return (
    <fieldset aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="text-sm font-semibold text-ink">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className="flex cursor-pointer items-center gap-1 rounded-full border border-line px-3 py-1.5 text-sm text-ink has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-[var(--focus)]"
          >
            <input
              type="radio"
              name={name}
              value={n}
              defaultChecked={value === String(n)}
              className="sr-only"
            />
            <Icon name="star" className="size-4 text-accent" />
            {n}
            <span className="sr-only">{t("stars", { count: n })}</span>
          </label>
        ))}
      </div>
      <FieldError id={`${name}-error`} error={error} />
    </fieldset>
  );
}
