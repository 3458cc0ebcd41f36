import { Icon, type IconName } from "~/ui/icon";
import { Form } from "react-router";
import { SPECIES } from "../../pets/species";
import { useLocalize, useT } from "~/i18n/react";
import { afterLoadOrReach } from "~/shared/after-load";
import { hydrateLater } from "~/shared/hydrate-later";

// The dates button: drawn by the server, its code after the load event or at once when the visitor
// reaches into it (React replays a press made before it hydrates; decision 4030).
const DateRangePicker = hydrateLater("search dates", () =>
  afterLoadOrReach("search-form-dates")
    .then(() => import("./date-range-picker"))
    .then((m) => m.DateRangePicker),
);
import { SEARCH_PATH } from "~/site";

const fieldClass =
  "h-12 w-full rounded-xl border border-line bg-surface px-3 text-ink placeholder:text-muted focus:border-primary";

function Field({
  id,
  label,
  icon,
  children,
}: {
  id: string;
  label: string;
  icon: IconName;
  children: React.ReactNode;
}) {
  return (
    <div className="min-w-0">
      <label
        htmlFor={id}
        className="mb-1.5 flex items-center gap-1.5 text-xs font-semibold tracking-wide text-muted uppercase"
      >
        <Icon name={icon} className="size-3.5" />
        {label}
      </label>
      {children}
    </div>
  );
}

/**
 * The main stay search (where, dates, guests, pets, species, heaviest weight); a plain GET
 * form, so it works without scripts. Every field arrives on the results page (guests as adults).
 */
export function StaySearchForm({ defaults = {} }: { defaults?: Record<string, string | undefined> }) {
  const t = useT("search.form");
  const species = useT("pets.species");
  const localize = useLocalize();
  return (
    <Form
      method="get"
      action={localize(SEARCH_PATH)}
      role="search"
      aria-label={t("label")}
      className="grid gap-3 rounded-3xl border border-line bg-surface p-4 shadow-pop sm:grid-cols-2 lg:grid-cols-[1.6fr_1fr_1fr_0.7fr_0.7fr] lg:items-end"
    >
      <Field id="search-where" label={t("where")} icon="map-pin">
        <input
          id="search-where"
          name="where"
          type="search"
          placeholder={t("wherePlaceholder")}
          defaultValue={defaults.where}
          className={fieldClass}
        />
      </Field>
      <Field id="search-check-in" label={t("checkIn")} icon="calendar-days">
        <input
          id="search-check-in"
          name="checkIn"
          type="date"
          defaultValue={defaults.checkIn}
          className={fieldClass}
        />
      </Field>
      <Field id="search-check-out" label={t("checkOut")} icon="calendar-days">
        <input
          id="search-check-out"
          name="checkOut"
          type="date"
          defaultValue={defaults.checkOut}
          className={fieldClass}
        />
      </Field>
      <Field id="search-guests" label={t("guests")} icon="users">
        <input
          id="search-guests"
          name="guests"
          type="number"
          min={1}
          max={16}
          inputMode="numeric"
          placeholder={t("any")}
          defaultValue={defaults.guests}
          className={fieldClass}
        />
      </Field>
      <Field id="search-pets" label={t("pets")} icon="paw-print">
        <input
          id="search-pets"
          name="pets"
          type="number"
          min={0}
          max={6}
          inputMode="numeric"
          placeholder={t("none")}
          defaultValue={defaults.pets}
          className={fieldClass}
        />
      </Field>
      <Field id="search-species" label={t("species")} icon="paw-print">
        <select
          id="search-species"
          name="species"
          defaultValue={defaults.species ?? ""}
          className={fieldClass}
        >
          <option value="">{t("any")}</option>
          {SPECIES.map((s) => (
            <option key={s} value={s}>
              {species(s)}
            </option>
          ))}
        </select>
      </Field>
      <div className="grid grid-cols-[1fr_5.5rem] items-end gap-2 lg:col-span-2">
        <Field id="search-weight" label={t("heaviest")} icon="weight">
          <input
            id="search-weight"
            name="weight"
            type="number"
            min={1}
            inputMode="numeric"
            placeholder={t("weightExample", { weight: 20 })}
            defaultValue={defaults.weight}
            className={fieldClass}
          />
        </Field>
        <div>
          <label htmlFor="search-weight-unit" className="sr-only">
            {t("weightUnit")}
          </label>
          <select
            id="search-weight-unit"
            name="weightUnit"
            defaultValue={defaults.weightUnit ?? "kg"}
            className={fieldClass}
          >
            <option value="kg">kg</option>
            <option value="lb">lb</option>
          </select>
        </div>
      </div>
      <DateRangePicker
        id="search-form-dates"
        className="sm:col-span-2 lg:order-last lg:col-span-6 lg:w-auto lg:justify-self-start"
      />
      <button
        type="submit"
        className="flex h-12 items-center justify-center gap-2 rounded-xl bg-accent px-6 font-semibold text-on-accent hover:bg-accent-strong sm:col-span-2 lg:col-span-2"
      >
        <Icon name="search" className="size-5" />
        {t("submit")}
      </button>
    </Form>
  );
}
