/** A search filter's checkboxes of one name, two to a row (the search panel's compact style). */
export function FilterCheckboxes({
  legend,
  name,
  options,
  checked,
  compact = false,
}: {
  legend: string;
  name: string;
  options: readonly { value: string; label: string }[];
  checked: readonly string[];
  /** A group inside another group of fields (smaller legend, tighter rows). */
  compact?: boolean;
}) {
  return (
    <fieldset>
      <legend className={`font-semibold text-ink ${compact ? "mb-1 text-sm" : "mb-2 text-base"}`}>
        {legend}
      </legend>
      <div className={`grid grid-cols-2 gap-x-3 ${compact ? "gap-y-1.5" : "gap-y-2"}`}>
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2 text-sm text-ink">
            <input
              type="checkbox"
              name={name}
              value={option.value}
              defaultChecked={checked.includes(option.value)}
              className="size-4 accent-primary"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
