import { useState, type ReactNode } from "react";
import { useFormat, useT } from "~/i18n/react";
import { PetPolicyCard, type PetPolicyView } from "~/modules/stays/components/pet-policy-card";
import { PET_FEE_BASES } from "~/modules/pets/pet-fee";
import { SPECIES } from "~/modules/pets/species";
import { PET_AMENITY_KEYS, UNATTENDED_LABELS } from "~/modules/stays/listing-features";
import { parseFields } from "~/shared/forms";
import { CheckboxGroup, Field, SelectField, TextAreaField } from "~/ui/form";
import { listValues, petsSchema } from "../listing-forms.ts";
import { examplePetPrice, type PreviewTerms } from "../listing-rules.ts";
import { listOf } from "../step-values.ts";
import { FieldSet, StepForm, type StepFormProps } from "./step-form";

/** Step 4: the whole pet policy, with a live preview of how travellers will see it. */
export function PetsForm({
  values,
  reply,
  terms,
}: StepFormProps & {
  /** The listing's price terms, for the example price (its pet fee replaced as typed). */
  terms: PreviewTerms;
}) {
  const t = useT("listingEditor.pets");
  const species = useT("pets.species");
  const petAmenity = useT("stay.petAmenity");
  const unattended = useT("stay.petCard.unattended");
  const v = reply?.values ?? values;
  const [preview, setPreview] = useState<PetPolicyView | null>(() => previewOf(v));
  return (
    <div className="grid gap-8 xl:grid-cols-[minmax(0,1fr)_22rem]">
      <StepForm
        schema={petsSchema}
        reply={reply}
        onInput={(form) => setPreview(previewOf(listValues(new FormData(form))))}
      >
        {(fieldErrors) => (
          <>
            <FieldSet legend={t("whoIsWelcome")}>
              <SelectField
                label={t("pets")}
                name="petsAllowed"
                defaultValue={v.petsAllowed ?? "yes"}
                error={fieldErrors.petsAllowed}
                options={[
                  { value: "yes", label: t("welcome") },
                  { value: "on_request", label: t("onRequest") },
                  { value: "no", label: t("notAllowed") },
                ]}
              />
              <CheckboxGroup
                legend={t("species")}
                name="species"
                columns={3}
                checked={listOf(v.species)}
                error={fieldErrors.species}
                options={SPECIES.map((s) => ({ value: s, label: species(s) }))}
              />
              <div className="grid gap-4 sm:grid-cols-3">
                <Field
                  label={t("maxPets")}
                  name="maxPets"
                  type="number"
                  min={1}
                  max={10}
                  defaultValue={v.maxPets ?? "2"}
                  error={fieldErrors.maxPets}
                />
                <Field
                  label={t("maxWeight")}
                  name="maxWeight"
                  type="number"
                  min={1}
                  max={300}
                  defaultValue={v.maxWeight}
                  error={fieldErrors.maxWeight}
                />
                <SelectField
                  label={t("weighedIn")}
                  name="weightUnit"
                  defaultValue={v.weightUnit ?? "lb"}
                  error={fieldErrors.weightUnit}
                  options={[
                    { value: "lb", label: t("pounds") },
                    { value: "kg", label: t("kilograms") },
                  ]}
                />
              </div>
              <TextAreaField
                label={t("breeds")}
                name="breedRestrictions"
                hint={t("breedsHint")}
                rows={3}
                defaultValue={v.breedRestrictions}
                error={fieldErrors.breedRestrictions}
              />
            </FieldSet>
            <FieldSet legend={t("fees")} hint={t("feesHint")}>
              <div className="grid gap-4 sm:grid-cols-3">
                <Field
                  label={t("petFee", { currency: terms.currency })}
                  name="petFee"
                  inputMode="decimal"
                  placeholder="0"
                  defaultValue={v.petFee}
                  error={fieldErrors.petFee}
                />
                <SelectField
                  label={t("charged")}
                  name="petFeeBasis"
                  defaultValue={v.petFeeBasis ?? "per_stay"}
                  error={fieldErrors.petFeeBasis}
                  options={PET_FEE_BASES.map((basis) => ({ value: basis, label: t("basis", { basis }) }))}
                />
                <Field
                  label={t("deposit", { currency: terms.currency })}
                  hint={t("depositHint")}
                  name="petDeposit"
                  inputMode="decimal"
                  placeholder="0"
                  defaultValue={v.petDeposit}
                  error={fieldErrors.petDeposit}
                />
              </div>
            </FieldSet>
            <FieldSet legend={t("whileOut")}>
              <SelectField
                label={t("leftAlone")}
                name="unattended"
                defaultValue={v.unattended ?? "crated"}
                error={fieldErrors.unattended}
                options={(Object.keys(UNATTENDED_LABELS) as (keyof typeof UNATTENDED_LABELS)[]).map(
                  (value) => ({
                    value,
                    label: unattended(value),
                  }),
                )}
              />
              <CheckboxGroup
                legend={t("forPets")}
                name="petAmenities"
                columns={2}
                checked={listOf(v.petAmenities)}
                error={fieldErrors.petAmenities}
                options={PET_AMENITY_KEYS.map((key) => ({ value: key, label: petAmenity(key) }))}
              />
            </FieldSet>
            <FieldSet legend={t("nearby")} hint={t("nearbyHint")}>
              <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_8rem]">
                <Field
                  label={t("dogPark")}
                  name="dogParkName"
                  defaultValue={v.dogParkName}
                  error={fieldErrors.dogParkName}
                />
                <Field
                  label={t("milesAway")}
                  name="dogParkMiles"
                  inputMode="decimal"
                  defaultValue={v.dogParkMiles}
                  error={fieldErrors.dogParkMiles}
                />
                <Field label={t("vet")} name="vetName" defaultValue={v.vetName} error={fieldErrors.vetName} />
                <Field
                  label={t("milesAway")}
                  name="vetMiles"
                  inputMode="decimal"
                  defaultValue={v.vetMiles}
                  error={fieldErrors.vetMiles}
                />
              </div>
            </FieldSet>
            <FieldSet legend={t("notes")}>
              <TextAreaField
                label={t("anythingElse")}
                name="notes"
                maxLength={1000}
                rows={3}
                defaultValue={v.notes}
                error={fieldErrors.notes}
              />
              <TextAreaField
                label={t("serviceAnimals")}
                name="serviceAnimalNote"
                hint={t("serviceHint")}
                maxLength={500}
                rows={2}
                defaultValue={v.serviceAnimalNote}
                error={fieldErrors.serviceAnimalNote}
              />
            </FieldSet>
          </>
        )}
      </StepForm>
      <aside aria-labelledby="pets-preview" className="xl:sticky xl:top-24 xl:self-start">
        <h2 id="pets-preview" className="text-lg text-ink">
          {t("howTravellersSee")}
        </h2>
        <div className="mt-3" aria-live="polite">
          {preview ? (
            <>
              <PetPolicyCard pet={preview} currency={terms.currency} />
              <ExamplePrice terms={terms} pet={preview} />
            </>
          ) : (
            <p className="text-sm text-muted">{t("fixToPreview")}</p>
          )}
        </div>
      </aside>
    </div>
  );
}

function ExamplePrice({ terms, pet }: { terms: PreviewTerms; pet: PetPolicyView }) {
  const t = useT("listingEditor.pets");
  const format = useFormat();
  const example = examplePetPrice(terms, pet);
  const money = (cents: number) => format.money(cents, terms.currency);
  const strong = (chunks: ReactNode) => <strong className="tabular">{chunks}</strong>;
  return (
    <p className="mt-4 rounded-2xl bg-surface-2 p-4 text-sm text-ink" data-testid="example-pet-price">
      {!example.allowed
        ? t("exampleRefused", { why: example.why })
        : t.rich("example", {
            fee: money(example.quote.petFeeCents),
            total: example.priced ? money(example.quote.totalCents) : "",
            deposit: money(example.quote.depositCents),
            withDeposit: example.quote.depositCents > 0 ? "yes" : "no",
            priced: example.priced ? "yes" : "no",
            strong,
          })}
    </p>
  );
}

/** The policy as typed, or null while a field is wrong. */
function previewOf(values: Record<string, string>): PetPolicyView | null {
  const parsed = parseFields(petsSchema, values);
  if (!parsed.ok) return null;
  const { petFee, petDeposit, dogParkName, vetName, ...pet } = parsed.data;
  return {
    ...pet,
    species: pet.petsAllowed === "no" ? [] : pet.species,
    petFeeCents: petFee ?? 0,
    petDepositCents: petDeposit ?? 0,
    dogParkName: dogParkName || null,
    vetName: vetName || null,
  };
}
