import { Icon, type IconName } from "~/ui/icon";
import { Link } from "react-router";
import { PetDetails, PetPicture } from "~/modules/pets/components/pet-card";
import { speciesOptions } from "~/modules/pets/components/pet-form";
import { capitalize, petFacts, petTraits } from "~/modules/pets/pets";
import { speciesLabel } from "~/modules/pets/species";
import { Field, linkClass, SelectField } from "~/ui/form";
import type { FitVerdict } from "~/modules/pets/fit";
import { FIT_WORDS, type PetSnapshot } from "../pet-resume";

export interface ResumeView {
  pets: (PetSnapshot & { unit: "kg" | "lb" })[];
  fit: { verdict: FitVerdict; reasons: string[] } | null;
}

const fitLooks: Record<FitVerdict, { icon: IconName; className: string }> = {
  fits: { icon: "circle-check", className: "bg-primary-soft text-primary" },
  on_request: { icon: "circle-question-mark", className: "bg-accent-soft text-ink" },
  no: { icon: "circle-x", className: "bg-danger/10 text-danger" },
};

/**
 * A message's pet résumé: each pet as it was when the message was sent (weights in the reader's
 * unit), and for the owner how they fit the home's pet policy.
 */
export function PetResumeCard({ resume, today }: { resume: ResumeView; today: string }) {
  const fit = resume.fit;
  const look = fit ? fitLooks[fit.verdict] : null;
  const names = resume.pets.map((p) => p.name).join(", ");
  return (
    <section
      aria-label={`Pet details: ${names}`}
      data-testid="pet-resume"
      className="mt-2 grid w-full gap-3 rounded-2xl border border-line bg-surface p-3 text-ink shadow-card sm:p-4"
    >
      <p className="inline-flex items-center gap-1.5 text-xs font-semibold tracking-wide text-muted uppercase">
        <Icon name="paw-print" className="size-3.5" /> Pet details, as sent
      </p>
      <ul className="grid gap-3">
        {resume.pets.map((pet, index) => {
          const facts = petFacts(pet, today, { kind: capitalize(speciesLabel(pet.species)), unit: pet.unit });
          const traits = petTraits(pet, { negatives: true }).map(capitalize);
          return (
            <li key={`${pet.name}-${index}`} className="flex gap-3">
              <PetPicture pet={pet} size="size-12" />
              <div className="min-w-0">
                <p className="font-semibold text-ink">{pet.name}</p>
                <PetDetails name={pet.name} facts={facts} traits={traits} serviceAnimal={pet.serviceAnimal} />
              </div>
            </li>
          );
        })}
      </ul>
      {fit && look && (
        <div className="grid gap-1 border-t border-line pt-3" data-testid="pet-resume-fit">
          <p
            className={`inline-flex w-fit items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ${look.className}`}
          >
            <Icon name={look.icon} className="size-3.5" />
            {FIT_WORDS[fit.verdict]}
          </p>
          {fit.reasons.length > 0 && (
            <ul className="text-sm text-muted">
              {fit.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}

/**
 * The composer's pets: the traveller's saved pets to tick (one click each), or, without any, one
 * pet's details typed here, with the way to save them once at /user/pets. Plain fields: works
 * without JavaScript.
 */
export function AttachPetsFields({
  savedPets,
  checked = [],
  values = {},
  fieldErrors = {},
}: {
  savedPets: { id: string; name: string; species: string }[];
  checked?: readonly string[];
  values?: Record<string, string>;
  fieldErrors?: Record<string, string>;
}) {
  if (savedPets.length > 0)
    return (
      <fieldset aria-describedby={fieldErrors.pets ? "attach-pets-error" : undefined}>
        <legend className="text-sm font-semibold text-ink">Attach your pets' details (optional)</legend>
        <p className="mt-1 text-sm text-muted">
          The owner sees a card with each pet as it is now. Change them at{" "}
          <Link to="/user/pets" className={linkClass}>
            Your pets
          </Link>
          .
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          {savedPets.map((pet) => (
            <label
              key={pet.id}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-line px-3.5 text-sm text-ink has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
            >
              <input
                type="checkbox"
                name="pet"
                value={pet.id}
                defaultChecked={checked.includes(pet.id)}
                className="size-5 shrink-0 rounded border-line accent-primary"
              />
              <span>
                {pet.name} <span className="text-muted">({speciesLabel(pet.species)})</span>
              </span>
            </label>
          ))}
        </div>
        {fieldErrors.pets && (
          <p id="attach-pets-error" className="mt-1.5 text-sm text-danger">
            {fieldErrors.pets}
          </p>
        )}
      </fieldset>
    );
  const typed = Object.keys(fieldErrors).some((k) => k.startsWith("pet")) || Boolean(values.petName);
  return (
    <details open={typed || undefined} className="rounded-2xl border border-line p-3 sm:p-4">
      <summary className="cursor-pointer text-sm font-semibold text-ink">
        Attach your pet's details (optional)
      </summary>
      <p className="mt-2 text-sm text-muted">
        Tell the owner who is coming. Or{" "}
        <Link to="/user/pets/new" className={linkClass}>
          save your pets once
        </Link>{" "}
        and attach them with one click.
      </p>
      {fieldErrors.pets && <p className="mt-1.5 text-sm text-danger">{fieldErrors.pets}</p>}
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <Field label="Pet's name" name="petName" defaultValue={values.petName} error={fieldErrors.petName} />
        <SelectField
          label="Species"
          name="petSpecies"
          options={[{ value: "", label: "Choose…" }, ...speciesOptions]}
          defaultValue={values.petSpecies ?? ""}
          error={fieldErrors.petSpecies}
        />
        <Field
          label="Breed"
          name="petBreed"
          defaultValue={values.petBreed}
          error={fieldErrors.petBreed}
          hint="Optional"
        />
        <Field
          label="Age in years"
          name="petAge"
          inputMode="numeric"
          defaultValue={values.petAge}
          error={fieldErrors.petAge}
          hint="Optional"
        />
        <Field
          label="Weight"
          name="petWeight"
          inputMode="decimal"
          defaultValue={values.petWeight}
          error={fieldErrors.petWeight}
          hint="Optional"
        />
        <SelectField
          label="Weighed in"
          name="petWeightUnit"
          options={[
            { value: "kg", label: "Kilograms (kg)" },
            { value: "lb", label: "Pounds (lb)" },
          ]}
          defaultValue={values.petWeightUnit ?? "lb"}
          error={fieldErrors.petWeightUnit}
        />
      </div>
    </details>
  );
}
