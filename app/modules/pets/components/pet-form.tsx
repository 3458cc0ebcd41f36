import { Icon } from "~/ui/icon";
import { Form } from "react-router";
import { SPECIES, SPECIES_LABELS } from "~/modules/pets/species";
import { Checkbox, Field, Notice, SelectField, SubmitButton, TextAreaField } from "~/ui/form";
import { BREED_MAX, BREED_SUGGESTIONS, NOTES_MAX, PET_NAME_MAX } from "../pets";

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
export const speciesOptions = SPECIES.map((s) => ({ value: s, label: capital(SPECIES_LABELS[s][0]) }));
const yesNo = [
  { value: "unsure", label: "Not sure" },
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
];

/** Why a service animal is not a pet, said where travellers mark one. */
export function ServiceAnimalNote() {
  return (
    <p className="flex gap-2 rounded-2xl bg-primary-soft p-3 text-sm text-ink">
      <Icon name="shield-check" className="mt-0.5 size-4 shrink-0 text-primary" />
      <span>
        A service animal is trained to do work for a person with a disability. It is not a pet: it is welcome
        in every home here, with no pet fee, no deposit and no pet limits. We never ask about your health or
        what the animal does for you.
      </span>
    </p>
  );
}

/** The pet form (add or edit): a plain form that works without scripts; the server checks everything. */
export function PetForm({
  values,
  fieldErrors,
  formError,
  submitLabel,
}: {
  values: Record<string, string>;
  fieldErrors: Record<string, string>;
  formError?: string | null;
  submitLabel: string;
}) {
  const breeds = [...(BREED_SUGGESTIONS.dog ?? []), ...(BREED_SUGGESTIONS.cat ?? [])];
  return (
    <Form method="post" noValidate className="grid gap-6">
      {formError && <Notice>{formError}</Notice>}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label="Name"
          name="name"
          maxLength={PET_NAME_MAX}
          required
          defaultValue={values.name}
          error={fieldErrors.name}
        />
        <SelectField
          label="Species"
          name="species"
          options={speciesOptions}
          defaultValue={values.species || "dog"}
          error={fieldErrors.species}
        />
        <Field
          label="Breed"
          name="breed"
          list="pet-breeds"
          maxLength={BREED_MAX}
          defaultValue={values.breed}
          error={fieldErrors.breed}
          hint="Type any breed; suggestions for dogs and cats."
        />
        <datalist id="pet-breeds">
          {breeds.map((b) => (
            <option key={b} value={b} />
          ))}
        </datalist>
        <div className="grid grid-cols-[1fr_6rem] items-start gap-3">
          <Field
            label="Weight"
            name="weight"
            inputMode="decimal"
            defaultValue={values.weight}
            error={fieldErrors.weight}
          />
          <SelectField
            label="Unit"
            name="weightUnit"
            options={[
              { value: "kg", label: "kg" },
              { value: "lb", label: "lb" },
            ]}
            defaultValue={values.weightUnit || "lb"}
            error={fieldErrors.weightUnit}
          />
        </div>
        <fieldset className="grid grid-cols-2 gap-3 sm:col-span-2 sm:max-w-sm">
          <legend className="mb-1.5 text-sm font-semibold text-ink">Age</legend>
          <Field
            label="Years"
            name="ageYears"
            inputMode="numeric"
            defaultValue={values.ageYears}
            error={fieldErrors.ageYears}
          />
          <Field
            label="Months"
            name="ageMonths"
            inputMode="numeric"
            defaultValue={values.ageMonths}
            error={fieldErrors.ageMonths}
          />
        </fieldset>
      </div>

      <fieldset className="grid gap-4">
        <legend className="mb-1 text-base font-semibold text-ink">Health and habits</legend>
        <div className="grid gap-3 sm:grid-cols-[auto_14rem] sm:items-start">
          <Checkbox
            name="vaccinated"
            label="Vaccinations are up to date"
            defaultChecked={values.vaccinated === "on"}
          />
          <Field
            label="Last vaccinated on"
            name="vaccinatedOn"
            type="date"
            defaultValue={values.vaccinatedOn}
            error={fieldErrors.vaccinatedOn}
          />
        </div>
        <Checkbox
          name="spayedNeutered"
          label="Spayed or neutered"
          defaultChecked={values.spayedNeutered === "on"}
        />
        <Checkbox name="houseTrained" label="House-trained" defaultChecked={values.houseTrained === "on"} />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label="Good with children"
            name="goodWithChildren"
            options={yesNo}
            defaultValue={values.goodWithChildren || "unsure"}
          />
          <SelectField
            label="Good with other animals"
            name="goodWithAnimals"
            options={yesNo}
            defaultValue={values.goodWithAnimals || "unsure"}
          />
        </div>
      </fieldset>

      <TextAreaField
        label="Notes for the owner"
        name="notes"
        maxLength={NOTES_MAX}
        defaultValue={values.notes}
        error={fieldErrors.notes}
        placeholder="Habits, routines, anything an owner should know."
      />

      <div className="grid gap-3">
        <Checkbox
          name="serviceAnimal"
          label="This is a service animal"
          description="Not a pet: always welcome, never charged a pet fee."
          defaultChecked={values.serviceAnimal === "on"}
        />
        <ServiceAnimalNote />
      </div>

      <div className="sm:w-64">
        <SubmitButton intent="save">{submitLabel}</SubmitButton>
      </div>
    </Form>
  );
}
