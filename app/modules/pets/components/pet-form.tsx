import { Icon } from "~/ui/icon";
import { Form } from "react-router";
import { SPECIES, SPECIES_LABELS } from "~/modules/pets/species";
import { Checkbox, Field, Notice, SelectField, SubmitButton, TextAreaField } from "~/ui/form";
import { BREED_MAX, BREED_SUGGESTIONS, NOTES_MAX, PET_NAME_MAX } from "../pets";
import { useT } from "~/i18n/react";

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
export const speciesOptions = SPECIES.map((s) => ({ value: s, label: capital(SPECIES_LABELS[s][0]) }));

/** Why a service animal is not a pet, said where travellers mark one. */
export function ServiceAnimalNote() {
  const t = useT("myPets");
  return (
    <p className="flex gap-2 rounded-2xl bg-primary-soft p-3 text-sm text-ink">
      <Icon name="shield-check" className="mt-0.5 size-4 shrink-0 text-primary" />
      <span>{t("serviceNote")}</span>
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
  const t = useT("myPets");
  const yesNo = [
    { value: "unsure", label: t("unsure") },
    { value: "yes", label: t("yes") },
    { value: "no", label: t("no") },
  ];
  const species = speciesOptions.map((o) => ({ ...o, label: t(`kind.${o.value}`) }));
  return (
    <Form method="post" noValidate className="grid gap-6">
      {formError && <Notice>{formError}</Notice>}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label={t("name")}
          name="name"
          maxLength={PET_NAME_MAX}
          required
          defaultValue={values.name}
          error={fieldErrors.name}
        />
        <SelectField
          label={t("species")}
          name="species"
          options={species}
          defaultValue={values.species || "dog"}
          error={fieldErrors.species}
        />
        <Field
          label={t("breed")}
          name="breed"
          list="pet-breeds"
          maxLength={BREED_MAX}
          defaultValue={values.breed}
          error={fieldErrors.breed}
          hint={t("breedHint")}
        />
        <datalist id="pet-breeds">
          {breeds.map((b) => (
            <option key={b} value={b} />
          ))}
        </datalist>
        <div className="grid grid-cols-[1fr_6rem] items-start gap-3">
          <Field
            label={t("weight")}
            name="weight"
            inputMode="decimal"
            defaultValue={values.weight}
            error={fieldErrors.weight}
          />
          <SelectField
            label={t("unit")}
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
          <legend className="mb-1.5 text-sm font-semibold text-ink">{t("ageLegend")}</legend>
          <Field
            label={t("years")}
            name="ageYears"
            inputMode="numeric"
            defaultValue={values.ageYears}
            error={fieldErrors.ageYears}
          />
          <Field
            label={t("months")}
            name="ageMonths"
            inputMode="numeric"
            defaultValue={values.ageMonths}
            error={fieldErrors.ageMonths}
          />
        </fieldset>
      </div>

      <fieldset className="grid gap-4">
        <legend className="mb-1 text-base font-semibold text-ink">{t("health")}</legend>
        <div className="grid gap-3 sm:grid-cols-[auto_14rem] sm:items-start">
          <Checkbox
            name="vaccinated"
            label={t("vaccinatedField")}
            defaultChecked={values.vaccinated === "on"}
          />
          <Field
            label={t("vaccinatedOnField")}
            name="vaccinatedOn"
            type="date"
            defaultValue={values.vaccinatedOn}
            error={fieldErrors.vaccinatedOn}
          />
        </div>
        <Checkbox
          name="spayedNeutered"
          label={t("spayedField")}
          defaultChecked={values.spayedNeutered === "on"}
        />
        <Checkbox
          name="houseTrained"
          label={t("houseTrainedField")}
          defaultChecked={values.houseTrained === "on"}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label={t("childrenField")}
            name="goodWithChildren"
            options={yesNo}
            defaultValue={values.goodWithChildren || "unsure"}
          />
          <SelectField
            label={t("animalsField")}
            name="goodWithAnimals"
            options={yesNo}
            defaultValue={values.goodWithAnimals || "unsure"}
          />
        </div>
      </fieldset>

      <TextAreaField
        label={t("notes")}
        name="notes"
        maxLength={NOTES_MAX}
        defaultValue={values.notes}
        error={fieldErrors.notes}
        placeholder={t("notesPlaceholder")}
      />

      <div className="grid gap-3">
        <Checkbox
          name="serviceAnimal"
          label={t("serviceField")}
          description={t("serviceFieldHint")}
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
