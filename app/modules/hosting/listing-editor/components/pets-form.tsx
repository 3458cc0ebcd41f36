import { useState } from "react";
import { PetPolicyCard, type PetPolicyView } from "~/modules/stays/components/pet-policy-card";
import { PET_FEE_BASES } from "~/modules/pets/pet-fee";
import { PET_FEE_BASIS_LABELS } from "~/modules/stays/stays";
import { SPECIES, SPECIES_LABELS } from "~/modules/pets/species";
import { PET_AMENITIES, PET_AMENITY_KEYS, UNATTENDED_LABELS } from "~/modules/stays/listing-features";
import { parseFields } from "~/shared/forms";
import { formatMoney } from "~/shared/format";
import { CheckboxGroup, Field, SelectField, TextAreaField } from "~/ui/form";
import { listValues, petsSchema } from "../listing-forms.ts";
import { examplePetPrice, type PreviewTerms } from "../listing-rules.ts";
import { listOf } from "../step-values.ts";
import { FieldSet, StepForm, type StepFormProps } from "./step-form";

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Step 4: the whole pet policy, with a live preview of how travellers will see it. */
export function PetsForm({
  values,
  reply,
  terms,
}: StepFormProps & {
  /** The listing's price terms, for the example price (its pet fee replaced as typed). */
  terms: PreviewTerms;
}) {
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
            <FieldSet legend="Who is welcome">
              <SelectField
                label="Pets"
                name="petsAllowed"
                defaultValue={v.petsAllowed ?? "yes"}
                error={fieldErrors.petsAllowed}
                options={[
                  { value: "yes", label: "Welcome" },
                  { value: "on_request", label: "On request (I decide each time)" },
                  { value: "no", label: "Not allowed (service animals always are)" },
                ]}
              />
              <CheckboxGroup
                legend="Species"
                name="species"
                columns={3}
                checked={listOf(v.species)}
                error={fieldErrors.species}
                options={SPECIES.map((s) => ({ value: s, label: capital(SPECIES_LABELS[s][1]) }))}
              />
              <div className="grid gap-4 sm:grid-cols-3">
                <Field
                  label="Most pets per stay"
                  name="maxPets"
                  type="number"
                  min={1}
                  max={10}
                  defaultValue={v.maxPets ?? "2"}
                  error={fieldErrors.maxPets}
                />
                <Field
                  label="Weight limit per pet (optional)"
                  name="maxWeight"
                  type="number"
                  min={1}
                  max={300}
                  defaultValue={v.maxWeight}
                  error={fieldErrors.maxWeight}
                />
                <SelectField
                  label="Weighed in"
                  name="weightUnit"
                  defaultValue={v.weightUnit ?? "lb"}
                  error={fieldErrors.weightUnit}
                  options={[
                    { value: "lb", label: "Pounds (lb)" },
                    { value: "kg", label: "Kilograms (kg)" },
                  ]}
                />
              </div>
              <TextAreaField
                label="Breed restrictions (optional)"
                name="breedRestrictions"
                hint="One per line. Many owners have none: a dog's manners matter more than its breed."
                rows={3}
                defaultValue={v.breedRestrictions}
                error={fieldErrors.breedRestrictions}
              />
            </FieldSet>
            <FieldSet
              legend="Fees"
              hint="Shown in every price travellers see; the deposit apart, as refundable."
            >
              <div className="grid gap-4 sm:grid-cols-3">
                <Field
                  label={`Pet fee (${terms.currency})`}
                  name="petFee"
                  inputMode="decimal"
                  placeholder="0"
                  defaultValue={v.petFee}
                  error={fieldErrors.petFee}
                />
                <SelectField
                  label="Charged"
                  name="petFeeBasis"
                  defaultValue={v.petFeeBasis ?? "per_stay"}
                  error={fieldErrors.petFeeBasis}
                  options={PET_FEE_BASES.map((b) => ({ value: b, label: PET_FEE_BASIS_LABELS[b] }))}
                />
                <Field
                  label={`Refundable pet damage deposit (${terms.currency})`}
                  hint="No money is held: the card the traveller books with backs it. You may claim up to it within 14 days after check-out."
                  name="petDeposit"
                  inputMode="decimal"
                  placeholder="0"
                  defaultValue={v.petDeposit}
                  error={fieldErrors.petDeposit}
                />
              </div>
            </FieldSet>
            <FieldSet legend="While guests are out">
              <SelectField
                label="Pets left alone"
                name="unattended"
                defaultValue={v.unattended ?? "crated"}
                error={fieldErrors.unattended}
                options={Object.entries(UNATTENDED_LABELS).map(([value, label]) => ({ value, label }))}
              />
              <CheckboxGroup
                legend="For pets"
                name="petAmenities"
                columns={2}
                checked={listOf(v.petAmenities)}
                error={fieldErrors.petAmenities}
                options={PET_AMENITY_KEYS.map((key) => ({ value: key, label: PET_AMENITIES[key] }))}
              />
            </FieldSet>
            <FieldSet legend="Nearby" hint="Optional: what pet owners look up first.">
              <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_8rem]">
                <Field
                  label="Dog park"
                  name="dogParkName"
                  defaultValue={v.dogParkName}
                  error={fieldErrors.dogParkName}
                />
                <Field
                  label="Miles away"
                  name="dogParkMiles"
                  inputMode="decimal"
                  defaultValue={v.dogParkMiles}
                  error={fieldErrors.dogParkMiles}
                />
                <Field label="Vet" name="vetName" defaultValue={v.vetName} error={fieldErrors.vetName} />
                <Field
                  label="Miles away"
                  name="vetMiles"
                  inputMode="decimal"
                  defaultValue={v.vetMiles}
                  error={fieldErrors.vetMiles}
                />
              </div>
            </FieldSet>
            <FieldSet legend="Notes">
              <TextAreaField
                label="Anything else about pets (optional)"
                name="notes"
                maxLength={1000}
                rows={3}
                defaultValue={v.notes}
                error={fieldErrors.notes}
              />
              <TextAreaField
                label="Service animals"
                name="serviceAnimalNote"
                hint="Service animals are not pets: they pay no pet fee and are not counted in the pet limits."
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
          How travellers see it
        </h2>
        <div className="mt-3" aria-live="polite">
          {preview ? (
            <>
              <PetPolicyCard pet={preview} currency={terms.currency} />
              <ExamplePrice terms={terms} pet={preview} />
            </>
          ) : (
            <p className="text-sm text-muted">Fix the fields marked to see the preview.</p>
          )}
        </div>
      </aside>
    </div>
  );
}

function ExamplePrice({ terms, pet }: { terms: PreviewTerms; pet: PetPolicyView }) {
  const example = examplePetPrice(terms, pet);
  return (
    <p className="mt-4 rounded-2xl bg-surface-2 p-4 text-sm text-ink" data-testid="example-pet-price">
      {!example.allowed ? (
        <>Example: 2 dogs for 7 nights could not book: {example.reason}</>
      ) : (
        <>
          Example: 2 dogs, 7 nights — pet fee{" "}
          <strong className="tabular">{formatMoney(example.quote.petFeeCents, terms.currency)}</strong>
          {example.priced ? (
            <>
              , total{" "}
              <strong className="tabular">{formatMoney(example.quote.totalCents, terms.currency)}</strong>
              {example.quote.depositCents > 0 && (
                <> (+ {formatMoney(example.quote.depositCents, terms.currency)} refundable deposit)</>
              )}
              .
            </>
          ) : (
            <>
              {example.quote.depositCents > 0 && (
                <> (+ {formatMoney(example.quote.depositCents, terms.currency)} refundable deposit)</>
              )}
              . The whole stay's price shows here once you set a nightly rate in the Pricing step.
            </>
          )}
        </>
      )}
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
