import { useRef } from "react";
import { useT } from "~/i18n/react";
import { Form, Link } from "react-router";
import { PetFilterFields, type PetFilterProps } from "~/modules/pets/components/pet-filter-fields";
import type { FilterField, SearchFilters } from "../search-filters";
import { FilterCheckboxes } from "~/ui/filter-checkboxes";
import { DateRangePicker } from "./date-range-picker";
import { useLiveCount } from "./live-count";
import { MAX_GUESTS, pricesPerMonth, STAY_TYPES } from "../search-filters";
import { PROPERTY_TYPES } from "../stays";
import { PET_AMENITY_KEYS, type Amenity } from "../listing-features";

export const inputClass =
  "h-11 w-full rounded-xl border border-line bg-surface px-3 text-ink placeholder:text-muted focus:border-primary aria-invalid:border-danger";
const labelClass = "mb-1 block text-sm font-semibold text-ink";

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-danger">
      {message}
    </p>
  );
}

const popularAmenities: Amenity[] = [
  "wifi",
  "kitchen",
  "washer",
  "parking",
  "ac",
  "workspace",
  "pool",
  "hot_tub",
];

/**
 * Every search filter in one GET form (works without scripts; with scripts the
 * router navigates). `values` holds what the traveller typed, even when invalid.
 */
export function SearchFiltersForm({
  idPrefix,
  action,
  filters,
  values,
  fieldErrors,
  savedPets = null,
  count = "",
}: {
  idPrefix: string;
  action: string;
  filters: SearchFilters;
  values: Record<string, string>;
  fieldErrors: Partial<Record<FilterField, string>>;
  /** The signed-in traveller's saved pets, to search by (null: not signed in). */
  savedPets?: PetFilterProps["savedPets"];
  /** "24 stays": the results the filters give (kept up to date as they change, with JavaScript). */
  count?: string;
}) {
  const t = useT("search.filter");
  const search = useT("search");
  const stayType = useT("search.stayType");
  const type = useT("stay.card.type");
  const amenity = useT("stay.amenity");
  const petAmenity = useT("stay.petAmenity");
  const form = useRef<HTMLFormElement>(null);
  const live = useLiveCount(form, count, (total, capped) =>
    search("count", { count: total, capped: capped ? "yes" : "no" }),
  );
  const id = (name: string) => `${idPrefix}-${name}`;
  const field = (name: FilterField) => ({
    id: id(name),
    name,
    defaultValue: values[name] ?? "",
    "aria-invalid": fieldErrors[name] ? true : undefined,
    "aria-describedby": fieldErrors[name] ? id(`${name}-error`) : undefined,
  });
  const perMonth = pricesPerMonth(filters);
  return (
    // autoComplete off: a page restored by the back button shows the filters of its own address, not
    // the boxes ticked before leaving it (the browser restores form state otherwise).
    <Form
      ref={form}
      method="get"
      action={action}
      aria-label={t("label")}
      autoComplete="off"
      className="grid gap-6"
    >
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-base font-semibold text-ink">{t("whereWhen")}</legend>
        <div>
          <label htmlFor={id("where")} className={labelClass}>
            {search("form.where")}
          </label>
          <input
            {...field("where")}
            type="search"
            placeholder={search("form.wherePlaceholder")}
            className={inputClass}
          />
          <FieldError id={id("where-error")} message={fieldErrors.where} />
        </div>
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-1">
          <div>
            <label htmlFor={id("checkIn")} className={labelClass}>
              {search("form.checkIn")}
            </label>
            <input {...field("checkIn")} type="date" className={inputClass} />
          </div>
          <div>
            <label htmlFor={id("checkOut")} className={labelClass}>
              {search("form.checkOut")}
            </label>
            <input {...field("checkOut")} type="date" className={inputClass} />
          </div>
        </div>
        <DateRangePicker />
        <FieldError id={id("checkIn-error")} message={fieldErrors.checkIn} />
        <FieldError id={id("checkOut-error")} message={fieldErrors.checkOut} />
        <div>
          <label htmlFor={id("stayType")} className={labelClass}>
            {t("lengthOfStay")}
          </label>
          <select
            id={id("stayType")}
            name="stayType"
            defaultValue={filters.checkIn ? "" : (filters.stayType ?? "")}
            className={inputClass}
          >
            <option value="">{t("anyLength")}</option>
            {(Object.keys(STAY_TYPES) as (keyof typeof STAY_TYPES)[]).map((value) => (
              <option key={value} value={value}>
                {stayType(value)}
              </option>
            ))}
          </select>
          {filters.checkIn && <p className="mt-1 text-xs text-muted">{t("setByDates")}</p>}
        </div>
      </fieldset>

      <fieldset className="grid gap-3">
        <legend className="mb-2 text-base font-semibold text-ink">{t("guestsPets")}</legend>
        <div className="grid grid-cols-2 gap-3">
          <div>
            <label htmlFor={id("adults")} className={labelClass}>
              {t("adults")}
            </label>
            <input
              {...field("adults")}
              type="number"
              min={1}
              max={MAX_GUESTS}
              inputMode="numeric"
              className={inputClass}
            />
          </div>
          <div>
            <label htmlFor={id("children")} className={labelClass}>
              {t("children")}
            </label>
            <input
              {...field("children")}
              type="number"
              min={0}
              max={MAX_GUESTS}
              inputMode="numeric"
              className={inputClass}
            />
          </div>
        </div>
        <FieldError id={id("adults-error")} message={fieldErrors.adults} />
        <FieldError id={id("children-error")} message={fieldErrors.children} />
        <PetFilterFields
          id={id}
          inputClass={inputClass}
          values={values}
          fieldErrors={fieldErrors}
          filters={filters}
          savedPets={savedPets}
        />
        <label className="flex items-center gap-2 text-sm text-ink">
          <input
            type="checkbox"
            name="noPetFee"
            value="1"
            defaultChecked={filters.noPetFee}
            className="size-4 accent-primary"
          />
          {t("noPetFee")}
        </label>
      </fieldset>

      <fieldset className="grid gap-3">
        <legend className="mb-2 text-base font-semibold text-ink">
          {t("price", { unit: perMonth ? "month" : "night", currency: "USD" })}
        </legend>
        <p className="-mt-2 text-xs text-muted">{t("priceNote")}</p>
        <div className="grid grid-cols-2 gap-3">
          <div>
            <label htmlFor={id("priceMin")} className={labelClass}>
              {t("minimum")}
            </label>
            <input
              {...field("priceMin")}
              type="number"
              min={0}
              inputMode="numeric"
              placeholder={t("noMinimum")}
              className={inputClass}
            />
          </div>
          <div>
            <label htmlFor={id("priceMax")} className={labelClass}>
              {t("maximum")}
            </label>
            <input
              {...field("priceMax")}
              type="number"
              min={0}
              inputMode="numeric"
              placeholder={t("noMaximum")}
              className={inputClass}
            />
          </div>
        </div>
        <FieldError id={id("priceMin-error")} message={fieldErrors.priceMin} />
        <FieldError id={id("priceMax-error")} message={fieldErrors.priceMax} />
      </fieldset>

      <fieldset>
        <legend className="mb-2 text-base font-semibold text-ink">{t("propertyType")}</legend>
        <div className="grid grid-cols-2 gap-x-3 gap-y-2">
          {PROPERTY_TYPES.map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm text-ink">
              <input
                type="checkbox"
                name="type"
                value={value}
                defaultChecked={filters.types.includes(value)}
                className="size-4 accent-primary"
              />
              {type(value)}
            </label>
          ))}
        </div>
      </fieldset>

      <div>
        <label htmlFor={id("bedrooms")} className={labelClass}>
          {t("bedrooms")}
        </label>
        <select
          id={id("bedrooms")}
          name="bedrooms"
          defaultValue={String(filters.bedrooms ?? "")}
          className={inputClass}
        >
          <option value="">{search("form.any")}</option>
          {[1, 2, 3, 4, 5].map((n) => (
            <option key={n} value={n}>
              {t("atLeast", { count: n })}
            </option>
          ))}
        </select>
        <FieldError id={id("bedrooms-error")} message={fieldErrors.bedrooms} />
      </div>

      <FilterCheckboxes
        legend={t("forYourPet")}
        name="petAmenity"
        options={PET_AMENITY_KEYS.map((value) => ({ value, label: petAmenity(value) }))}
        checked={filters.petAmenities}
      />

      <FilterCheckboxes
        legend={t("amenities")}
        name="amenity"
        options={popularAmenities.map((value) => ({ value, label: amenity(value) }))}
        checked={filters.amenities}
      />

      <label className="flex items-center gap-2 text-sm text-ink">
        <input
          type="checkbox"
          name="instant"
          value="1"
          defaultChecked={filters.instant}
          className="size-4 accent-primary"
        />
        {t("instantOnly")}
      </label>

      {filters.sort !== "relevance" && <input type="hidden" name="sort" value={filters.sort} />}

      {/* Always in reach: the panel scrolls under it (and the page, on a phone). */}
      <div className="sticky bottom-0 z-10 -mx-1 flex items-center gap-3 border-t border-line bg-surface px-1 py-3">
        <button
          type="submit"
          aria-busy={live.pending || undefined}
          className="h-11 flex-1 rounded-xl bg-accent px-5 font-semibold text-on-accent hover:bg-accent-strong"
        >
          {live.label ? t("showCount", { count: live.label }) : t("showStays")}
        </button>
        <Link
          to={action}
          className="rounded-lg px-3 py-2 text-sm font-semibold text-primary underline-offset-4 hover:underline"
        >
          {t("clearAll")}
        </Link>
      </div>
    </Form>
  );
}
