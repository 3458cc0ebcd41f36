import { Link } from "react-router";
import { FilterCheckboxes } from "~/ui/filter-checkboxes";
import { SPECIES, speciesLabel } from "~/modules/pets/species";
import { useT } from "~/i18n/react";

const labelClass = "mb-1 block text-sm font-semibold text-ink";

export interface PetFilterProps {
  id: (name: string) => string;
  inputClass: string;
  values: Record<string, string>;
  fieldErrors: { pets?: string; weight?: string };
  filters: { species: string[]; petIds: string[]; onRequest: boolean; weightUnit: string };
  /** The signed-in traveller's saved pets (null: not signed in). */
  savedPets: { id: string; name: string; species: string }[] | null;
}

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="mt-1 text-sm font-medium text-danger">
      {message}
    </p>
  ) : null;
}

/**
 * The search's pets: the traveller's saved pets (signed in), or species (several at once),
 * how many and the heaviest weight in kg or lb; and whether stays that take pets on request
 * are shown too. Plain fields of the filters' GET form.
 */
export function PetFilterFields({ id, inputClass, values, fieldErrors, filters, savedPets }: PetFilterProps) {
  const t = useT("search.filter");
  const form = useT("search.form");
  const species = useT("pets.species");
  const counted = useT("pets.counted");
  // A saved pet's species, one of it ("dog"); a species the catalogue does not name keeps its label.
  const oneOf = (value: string) => {
    const key = `${value}Bare` as "dogBare";
    return counted.has(key) ? counted(key, { count: 1 }) : speciesLabel(value);
  };
  return (
    <>
      {savedPets && savedPets.length > 0 && (
        <fieldset>
          <legend className="mb-1 text-sm font-semibold text-ink">{t("myPets")}</legend>
          <div className="grid gap-1.5">
            {savedPets.map((pet) => (
              <label key={pet.id} className="flex items-center gap-2 text-sm text-ink">
                <input
                  type="checkbox"
                  name="pet"
                  value={pet.id}
                  defaultChecked={filters.petIds.includes(pet.id)}
                  className="size-4 accent-primary"
                />
                {t("savedPet", { name: pet.name, species: oneOf(pet.species) })}
              </label>
            ))}
          </div>
          <p className="mt-1 text-xs text-muted">{t("chosenPets")}</p>
        </fieldset>
      )}
      {savedPets && savedPets.length === 0 && (
        <p className="text-xs text-muted">
          {t.rich("savePets", {
            link: (chunks) => (
              <Link to="/user/pets/new" className="font-semibold text-primary hover:underline">
                {chunks}
              </Link>
            ),
          })}
        </p>
      )}
      <FilterCheckboxes
        compact
        legend={form("species")}
        name="species"
        options={SPECIES.map((value) => ({ value, label: species(value) }))}
        checked={filters.species}
      />
      <div className="grid grid-cols-[1fr_1.3fr_5rem] items-end gap-2">
        <div>
          <label htmlFor={id("pets")} className={labelClass}>
            {form("pets")}
          </label>
          <input
            id={id("pets")}
            name="pets"
            type="number"
            min={0}
            max={6}
            inputMode="numeric"
            defaultValue={values.pets ?? ""}
            aria-invalid={fieldErrors.pets ? true : undefined}
            aria-describedby={fieldErrors.pets ? id("pets-error") : undefined}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor={id("weight")} className={labelClass}>
            {form("heaviest")}
          </label>
          <input
            id={id("weight")}
            name="weight"
            type="number"
            min={1}
            inputMode="numeric"
            placeholder={form("weightExample", { weight: 20 })}
            defaultValue={values.weight ?? ""}
            aria-invalid={fieldErrors.weight ? true : undefined}
            aria-describedby={fieldErrors.weight ? id("weight-error") : undefined}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor={id("weightUnit")} className="sr-only">
            {form("weightUnit")}
          </label>
          <select
            id={id("weightUnit")}
            name="weightUnit"
            defaultValue={filters.weightUnit}
            className={inputClass}
          >
            <option value="kg">kg</option>
            <option value="lb">lb</option>
          </select>
        </div>
      </div>
      <FieldError id={id("pets-error")} message={fieldErrors.pets} />
      <FieldError id={id("weight-error")} message={fieldErrors.weight} />
      <label className="flex items-start gap-2 text-sm text-ink">
        <input
          type="checkbox"
          name="onRequest"
          value="1"
          defaultChecked={filters.onRequest}
          className="mt-0.5 size-4 accent-primary"
        />
        <span>
          {t("onRequest")}
          <span className="block text-xs text-muted">{t("onRequestNote")}</span>
        </span>
      </label>
    </>
  );
}
