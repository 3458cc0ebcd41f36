import { Icon } from "~/ui/icon";
import { useEffect, useId, useRef, useState } from "react";
import { Form } from "react-router";
import { addDays, isIsoDate, nightsBetween } from "~/shared/dates";
import { quoteStay, type PriceTerms } from "~/modules/stays/pricing";
import { DateRangePicker } from "~/modules/stays/components/date-range-picker";
import { stayPicking } from "../stay-picking";
import { useFormat, useLocalize, useT } from "~/i18n/react";
import { useSayMessage } from "~/i18n/say-message";
import { PriceBreakdown } from "~/modules/stays/components/price-breakdown";
import { MAX_GUESTS, MAX_PETS } from "~/modules/stays/search-filters";
import { MAX_PET_WEIGHT_LB } from "~/modules/pets/weight";
import { SPECIES, speciesLabel } from "~/modules/pets/species";
import { estimatePets, minNightsFor, stayProblems, type StayRules } from "../rules";

export interface PriceBoxDefaults {
  checkIn?: string;
  checkOut?: string;
  adults?: number;
  children?: number;
  pets?: number;
  species?: string;
  weight?: number;
  /** Saved pets chosen on the page: the booking page fills them in as they are. */
  petIds?: string[];
}

const inputClass =
  "h-11 w-full rounded-xl border border-line bg-surface px-3 text-ink focus:border-primary aria-invalid:border-danger";
const toInt = (value: string, fallback = 0) => (/^\d{1,3}$/.test(value) ? Number(value) : fallback);

/** The box's fields by the booking form's: one set of rules, the box shows them under its own fields. */
const BOX_FIELD = (key: string) =>
  key === "checkIn" || key === "checkOut"
    ? "dates"
    : key === "adults" || key === "children"
      ? "guests"
      : key.endsWith(".species")
        ? "species"
        : key.endsWith(".weightLb")
          ? "weight"
          : key.startsWith("pets")
            ? "pets"
            : "dates";

/**
 * The booking box: dates, guests and pets → the live price breakdown, computed
 * by the same pure function the server uses (the server recomputes on booking).
 * Without scripts, "Update price" reloads the page with the same fields.
 */
export function PriceBox({
  slug,
  terms,
  rules,
  instantBook,
  occupied,
  today,
  defaults,
}: {
  slug: string;
  terms: PriceTerms;
  rules: StayRules;
  instantBook: boolean;
  occupied: { start: string; end: string }[];
  today: string;
  defaults: PriceBoxDefaults;
}) {
  const id = useId();
  const t = useT("stay.price");
  const fields = useT("search.form");
  const filter = useT("search.filter");
  const speciesNames = useT("pets.counted");
  const format = useFormat();
  const localize = useLocalize();
  // One animal of a species, capitalised as a choice ("Dog"); one the catalogue does not name keeps its label.
  const speciesChoice = (value: string) => {
    const label =
      (SPECIES as readonly string[]).includes(value) && value !== "other"
        ? speciesNames(`${value as "dog"}Bare`, { count: 1 })
        : speciesLabel(value);
    return label.charAt(0).toUpperCase() + label.slice(1);
  };
  const [checkIn, setCheckIn] = useState(defaults.checkIn ?? "");
  const [checkOut, setCheckOut] = useState(defaults.checkOut ?? "");
  const [adults, setAdults] = useState(String(defaults.adults ?? 1));
  const [children, setChildren] = useState(String(defaults.children ?? 0));
  // No pets unless the search or the chosen pets say so.
  const [pets, setPets] = useState(String(defaults.pets ?? 0));
  const allowedSpecies = rules.pet.species.length ? rules.pet.species : ["dog"];
  const [species, setSpecies] = useState(defaults.species ?? allowedSpecies[0]!);
  const [weight, setWeight] = useState(defaults.weight ? String(defaults.weight) : "");
  // What the fields already hold when this code arrives (typed before it did, or put back by the
  // browser on Back) is what the box prices: its HTML came first (decision 2104).
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const fields = form.current?.elements;
    const take = (name: string, set: (value: string) => void) => {
      const field = fields?.namedItem(name);
      if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement) set(field.value);
    };
    take("checkIn", setCheckIn);
    take("checkOut", setCheckOut);
    take("adults", setAdults);
    take("children", setChildren);
    take("pets", setPets);
    take("species", setSpecies);
    take("weight", setWeight);
  }, []);

  const datesValid = isIsoDate(checkIn) && isIsoDate(checkOut);
  const nights = datesValid ? nightsBetween(checkIn, checkOut) : 0;
  const petCount = toInt(pets);
  const request = {
    checkIn: datesValid ? checkIn : undefined,
    checkOut: datesValid ? checkOut : undefined,
    adults: toInt(adults, 1),
    children: toInt(children),
    pets: estimatePets(petCount, species, weight ? toInt(weight) : undefined),
  };
  const byKey = stayProblems(rules, request, { today, taken: occupied, mode: "estimate" });
  // The rules write English; the page says them in its language (decision 3850).
  const say = useSayMessage();
  // The same message for several animals is said once.
  const problems = [
    ...new Set(Object.entries(byKey).map(([key, message]) => `${BOX_FIELD(key)}\u0000${say(message)}`)),
  ].map((entry) => {
    const [field, message] = entry.split("\u0000") as [string, string];
    return { field, message };
  });
  const quote =
    datesValid && nights >= 1 && !byKey.checkIn && !byKey.checkOut
      ? quoteStay(terms, checkIn, checkOut, petCount)
      : null;
  const problemFor = (field: string) => problems.filter((p) => p.field === field).map((p) => p.message);
  const canReserve = quote !== null && problems.length === 0;
  const errorId = (field: string) => `${id}-${field}-error`;

  return (
    <section
      id="book"
      aria-labelledby={`${id}-heading`}
      className="rounded-3xl border border-line bg-surface p-5 shadow-pop sm:p-6"
    >
      <h2 id={`${id}-heading`} className="text-ink">
        <span className="text-2xl font-bold tabular">
          {format.money(terms.nightlyRateCents, terms.currency)}
        </span>
        <span className="text-base font-normal text-muted"> {t("perNight")}</span>
      </h2>
      {terms.monthlyRateCents && (
        <p className="text-sm text-muted tabular">
          {t("monthlyFrom", { amount: format.money(terms.monthlyRateCents, terms.currency) })}
        </p>
      )}
      {/* A document request: the booking page may send the traveller through sign-in. */}
      <Form
        ref={form}
        method="get"
        action={localize("/hotels/booking")}
        reloadDocument
        className="mt-5 grid gap-3"
      >
        <input type="hidden" name="listing" value={slug} />
        {defaults.petIds?.map((petId) => (
          <input key={petId} type="hidden" name="pet" value={petId} />
        ))}
        <div className="grid grid-cols-2 gap-3">
          <div>
            <label htmlFor={`${id}-in`} className="mb-1 block text-sm font-semibold text-ink">
              {fields("checkIn")}
            </label>
            <input
              id={`${id}-in`}
              name="checkIn"
              type="date"
              min={today}
              required
              value={checkIn}
              onChange={(e) => {
                setCheckIn(e.target.value);
                if (isIsoDate(e.target.value) && (!isIsoDate(checkOut) || checkOut <= e.target.value))
                  setCheckOut(addDays(e.target.value, minNightsFor(rules, e.target.value)));
              }}
              aria-invalid={problemFor("dates").length > 0 || undefined}
              aria-describedby={problemFor("dates").length ? errorId("dates") : undefined}
              className={inputClass}
            />
          </div>
          <div>
            <label htmlFor={`${id}-out`} className="mb-1 block text-sm font-semibold text-ink">
              {fields("checkOut")}
            </label>
            <input
              id={`${id}-out`}
              name="checkOut"
              type="date"
              min={checkIn ? addDays(checkIn, 1) : today}
              required
              value={checkOut}
              onChange={(e) => setCheckOut(e.target.value)}
              aria-invalid={problemFor("dates").length > 0 || undefined}
              aria-describedby={problemFor("dates").length ? errorId("dates") : undefined}
              className={inputClass}
            />
          </div>
        </div>
        <DateRangePicker {...stayPicking(rules, terms, occupied, today)} />
        <div className="grid grid-cols-2 gap-3">
          <div>
            <label htmlFor={`${id}-adults`} className="mb-1 block text-sm font-semibold text-ink">
              {filter("adults")}
            </label>
            <input
              id={`${id}-adults`}
              name="adults"
              type="number"
              min={1}
              max={MAX_GUESTS}
              value={adults}
              onChange={(e) => setAdults(e.target.value)}
              aria-invalid={problemFor("guests").length > 0 || undefined}
              aria-describedby={problemFor("guests").length ? errorId("guests") : undefined}
              className={inputClass}
            />
          </div>
          <div>
            <label htmlFor={`${id}-children`} className="mb-1 block text-sm font-semibold text-ink">
              {filter("children")}
            </label>
            <input
              id={`${id}-children`}
              name="children"
              type="number"
              min={0}
              max={MAX_GUESTS}
              value={children}
              onChange={(e) => setChildren(e.target.value)}
              className={inputClass}
            />
          </div>
        </div>
        <div className="grid grid-cols-3 gap-3">
          <div>
            <label htmlFor={`${id}-pets`} className="mb-1 block text-sm font-semibold text-ink">
              {fields("pets")}
            </label>
            <input
              id={`${id}-pets`}
              name="pets"
              type="number"
              min={0}
              max={MAX_PETS}
              value={pets}
              onChange={(e) => setPets(e.target.value)}
              aria-invalid={problemFor("pets").length > 0 || undefined}
              aria-describedby={problemFor("pets").length ? errorId("pets") : undefined}
              className={inputClass}
            />
          </div>
          <div>
            <label htmlFor={`${id}-species`} className="mb-1 block text-sm font-semibold text-ink">
              {fields("species")}
            </label>
            <select
              id={`${id}-species`}
              name="species"
              value={species}
              onChange={(e) => setSpecies(e.target.value)}
              aria-invalid={problemFor("species").length > 0 || undefined}
              className={inputClass}
            >
              {[...new Set([...allowedSpecies, species])].map((s) => (
                <option key={s} value={s}>
                  {speciesChoice(s)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-weight`} className="mb-1 block text-sm font-semibold text-ink">
              {t("heaviestLb")}
            </label>
            <input
              id={`${id}-weight`}
              name="weight"
              type="number"
              min={1}
              max={MAX_PET_WEIGHT_LB}
              step="any"
              value={weight}
              onChange={(e) => setWeight(e.target.value)}
              aria-invalid={problemFor("weight").length > 0 || undefined}
              className={inputClass}
            />
          </div>
        </div>
        <p className="text-xs text-muted">{t("serviceAnimals")}</p>

        <div aria-live="polite" className="grid gap-2">
          {problems.length > 0 && (
            <ul className="grid gap-1.5 rounded-2xl bg-accent-soft p-3 text-sm text-ink">
              {["dates", "guests", "pets", "species", "weight"].map((field) =>
                problemFor(field).length ? (
                  <li key={field} id={errorId(field)} className="flex gap-2">
                    <Icon name="circle-exclamation-point" className="mt-0.5 size-4 shrink-0 text-danger" />
                    <span>{problemFor(field).join(" ")}</span>
                  </li>
                ) : null,
              )}
            </ul>
          )}

          {quote ? (
            <PriceBreakdown quote={quote} terms={terms} />
          ) : (
            <p className="text-sm text-muted">{t("addDates")}</p>
          )}
        </div>

        <button
          type="submit"
          disabled={!canReserve}
          className="mt-1 flex h-12 items-center justify-center gap-2 rounded-xl bg-accent px-6 font-semibold text-on-accent hover:bg-accent-strong disabled:cursor-not-allowed disabled:opacity-60"
        >
          {instantBook && <Icon name="zap" className="size-5" />}
          {instantBook ? t("reserve") : t("request")}
        </button>
        <button
          type="submit"
          formAction={localize("/hotels/detail")}
          className="h-10 rounded-xl border border-line text-sm font-semibold text-ink hover:bg-surface-2"
        >
          {t("update")}
        </button>
        <p className="text-center text-xs text-muted">{instantBook ? t("instantNote") : t("requestNote")}</p>
      </Form>
    </section>
  );
}
