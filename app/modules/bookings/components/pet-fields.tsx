import { Icon } from "~/ui/icon";
import { MINIATURE_HORSE, SPECIES } from "~/modules/pets/species";
import { useT } from "~/i18n/react";
import { Checkbox, Field, FieldError, inputClass } from "~/ui/form";
import type { FieldErrors } from "~/shared/forms";
import { MAX_PETS_PER_BOOKING } from "../bookings";
import { type PetRow } from "../booking-form.schema";
import { sectionClass, smallButton } from "./booking-styles";

/** The "Your pets" section: one fieldset per animal, as typed; add and remove keep everything else. */
export function PetFields({
  pets,
  fieldErrors,
  petLine,
  species,
  serviceAnimalNote,
  serviceHorses = false,
  savedPets = [],
}: {
  pets: PetRow[];
  fieldErrors: FieldErrors;
  /** The home's pet policy at a glance, in the page's language. */
  petLine: string;
  species: string[];
  serviceAnimalNote: string;
  /** The home's country counts a miniature horse as a service animal: offer one. */
  serviceHorses?: boolean;
  savedPets?: { id: string; name: string; species: string }[];
}) {
  const fieldError = (key: string) => fieldErrors[key];
  const t = useT("booking.pets");
  const kind = useT("booking.kind");
  return (
    <section aria-labelledby="pets-heading" className={sectionClass}>
      <div>
        <h2 id="pets-heading" className="flex items-center gap-2 text-lg text-ink">
          <Icon name="paw-print" className="size-5 text-primary" />
          {t("heading")}
        </h2>
        <p className="mt-1 text-sm text-muted">{t("thisHome", { policy: petLine })}</p>
        {fieldError("pets") && <FieldError error={fieldError("pets")} />}
      </div>
      {savedPets.length > 0 && pets.length < MAX_PETS_PER_BOOKING && (
        <div className="grid gap-2">
          <p className="text-sm font-semibold text-ink">{t("saved")}</p>
          <div className="flex flex-wrap gap-2">
            {savedPets.map((pet) => (
              <button
                key={pet.id}
                type="submit"
                formMethod="get"
                formAction="/hotels/booking"
                name="addSaved"
                value={pet.id}
                className={smallButton}
                aria-label={t("add", { name: pet.name })}
              >
                <Icon name="plus" className="size-4" />
                {pet.name}
              </button>
            ))}
          </div>
          <p className="text-xs text-muted">{t("savedHint")}</p>
        </div>
      )}
      {pets.length === 0 && <p className="text-sm text-muted">{t("none")}</p>}
      {pets.map((pet, i) => (
        <fieldset key={i} className="grid gap-4 rounded-2xl border border-line p-4 sm:grid-cols-2">
          <legend className="px-1 text-sm font-semibold text-ink">{t("animal", { number: i + 1 })}</legend>
          <Field
            label={t("name")}
            name={`pets.${i}.name`}
            defaultValue={pet.name}
            error={fieldError(`pets.${i}.name`)}
            maxLength={40}
          />
          <div>
            <label htmlFor={`pet-${i}-species`} className="text-sm font-semibold text-ink">
              {t("species")}
            </label>
            <select
              id={`pet-${i}-species`}
              name={`pets.${i}.species`}
              defaultValue={pet.species}
              aria-invalid={fieldError(`pets.${i}.species`) ? true : undefined}
              aria-describedby={fieldError(`pets.${i}.species`) ? `pet-${i}-species-error` : undefined}
              className={`mt-1.5 ${inputClass} border-line`}
            >
              {SPECIES.map((s) => (
                <option key={s} value={s}>
                  {species.includes(s) ? kind(s) : t("notTaken", { species: kind(s) })}
                </option>
              ))}
              {(serviceHorses || pet.species === MINIATURE_HORSE) && (
                <option value={MINIATURE_HORSE}>{t("horse")}</option>
              )}
            </select>
            <FieldError id={`pet-${i}-species-error`} error={fieldError(`pets.${i}.species`)} />
          </div>
          <Field
            label={t("breed")}
            name={`pets.${i}.breed`}
            defaultValue={pet.breed}
            error={fieldError(`pets.${i}.breed`)}
            maxLength={60}
          />
          <Field
            label={t("weight")}
            name={`pets.${i}.weightLb`}
            type="number"
            min={1}
            max={400}
            inputMode="decimal"
            defaultValue={pet.weightLb}
            error={fieldError(`pets.${i}.weightLb`)}
          />
          <div className="sm:col-span-2 flex flex-wrap items-center justify-between gap-3">
            <Checkbox
              name={`pets.${i}.serviceAnimal`}
              label={t("service")}
              description={serviceHorses ? t("serviceHorse") : t("serviceDog")}
              defaultChecked={pet.serviceAnimal}
            />
            <button
              type="submit"
              formMethod="get"
              formAction="/hotels/booking"
              name="removePet"
              value={i}
              className={smallButton}
            >
              <Icon name="trash" className="size-4" />
              {t("remove")}
            </button>
          </div>
        </fieldset>
      ))}
      {pets.length < MAX_PETS_PER_BOOKING && (
        <div>
          <button
            type="submit"
            formMethod="get"
            formAction="/hotels/booking"
            name="addPet"
            value="1"
            className={smallButton}
          >
            <Icon name="plus" className="size-4" />
            {t("addAnimal")}
          </button>
        </div>
      )}
      <p className="flex gap-2 text-sm text-muted">
        <Icon name="shield-check" className="size-4 shrink-0 text-primary" />
        <span dir="auto">{serviceAnimalNote}</span>
      </p>
    </section>
  );
}
