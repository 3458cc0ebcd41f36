import { Icon, type IconName } from "~/ui/icon";
import { Link } from "react-router";
import type { ReactNode } from "react";
import { PetDetails, PetPicture, usePetLines } from "~/modules/pets/components/pet-card";
import { speciesOptions } from "~/modules/pets/components/pet-form";
import { Field, linkClass, SelectField } from "~/ui/form";
import type { FitSaid, FitVerdict } from "~/modules/pets/fit";
import { useFitWords } from "~/modules/pets/components/fit-words";
import { useFormat, useT } from "~/i18n/react";
import type { PetSnapshot } from "../pet-resume";

export interface ResumeView {
  pets: (PetSnapshot & { unit: "kg" | "lb" })[];
  fit: { verdict: FitVerdict; reasons: FitSaid[] } | null;
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
  const t = useT("inbox.petResume");
  const format = useFormat();
  const { reason } = useFitWords();
  const reasons = fit?.reasons.map(reason) ?? [];
  return (
    <section
      aria-label={t("label", { names: format.list(resume.pets.map((p) => p.name)) })}
      data-testid="pet-resume"
      className="mt-2 grid w-full gap-3 rounded-2xl border border-line bg-surface p-3 text-ink shadow-card sm:p-4"
    >
      <p className="inline-flex items-center gap-1.5 text-xs font-semibold tracking-wide text-muted uppercase">
        <Icon name="paw-print" className="size-3.5" /> {t("asSent")}
      </p>
      <ul className="grid gap-3">
        {resume.pets.map((pet, index) => (
          <ResumePet key={`${pet.name}-${index}`} pet={pet} today={today} />
        ))}
      </ul>
      {fit && look && (
        <div className="grid gap-1 border-t border-line pt-3" data-testid="pet-resume-fit">
          <p
            className={`inline-flex w-fit items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ${look.className}`}
          >
            <Icon name={look.icon} className="size-3.5" />
            {t("fit", { verdict: fit.verdict })}
          </p>
          {reasons.length > 0 && (
            <ul className="text-sm text-muted">
              {reasons.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}

/** One pet of a résumé in the page's language; for the owner, a "no" is said too (not a service animal's). */
function ResumePet({ pet, today }: { pet: ResumeView["pets"][number]; today: string }) {
  const t = useT("inbox.petResume");
  const lines = usePetLines(pet, today, pet.unit);
  const traits = pet.serviceAnimal
    ? lines.traits
    : [
        ...lines.traits,
        pet.goodWithChildren === false ? t("notWithChildren") : "",
        pet.goodWithAnimals === false ? t("notWithAnimals") : "",
      ].filter(Boolean);
  return (
    <li className="flex gap-3">
      <PetPicture pet={pet} size="size-12" />
      <div className="min-w-0">
        <p className="font-semibold text-ink">{pet.name}</p>
        <PetDetails name={pet.name} facts={lines.facts} traits={traits} serviceAnimal={pet.serviceAnimal} />
      </div>
    </li>
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
  const t = useT("inbox.petResume");
  const kinds = useT("myPets");
  const yourPets = (chunks: ReactNode) => (
    <Link to="/user/pets" className={linkClass}>
      {chunks}
    </Link>
  );
  if (savedPets.length > 0)
    return (
      <fieldset aria-describedby={fieldErrors.pets ? "attach-pets-error" : undefined}>
        <legend className="text-sm font-semibold text-ink">{t("attachSaved")}</legend>
        <p className="mt-1 text-sm text-muted">{t.rich("attachSavedLead", { link: yourPets })}</p>
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
                {pet.name} <span className="text-muted">({t("species", { species: pet.species })})</span>
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
      <summary className="cursor-pointer text-sm font-semibold text-ink">{t("attachOne")}</summary>
      <p className="mt-2 text-sm text-muted">
        {t.rich("attachOneLead", {
          link: (chunks) => (
            <Link to="/user/pets/new" className={linkClass}>
              {chunks}
            </Link>
          ),
        })}
      </p>
      {fieldErrors.pets && <p className="mt-1.5 text-sm text-danger">{fieldErrors.pets}</p>}
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <Field
          label={t("petName")}
          name="petName"
          defaultValue={values.petName}
          error={fieldErrors.petName}
        />
        <SelectField
          label={kinds("species")}
          name="petSpecies"
          options={[
            { value: "", label: t("choose") },
            ...speciesOptions.map((o) => ({ ...o, label: kinds(`kind.${o.value}`) })),
          ]}
          defaultValue={values.petSpecies ?? ""}
          error={fieldErrors.petSpecies}
        />
        <Field
          label={kinds("breed")}
          name="petBreed"
          defaultValue={values.petBreed}
          error={fieldErrors.petBreed}
          hint={t("optional")}
        />
        <Field
          label={t("ageYears")}
          name="petAge"
          inputMode="numeric"
          defaultValue={values.petAge}
          error={fieldErrors.petAge}
          hint={t("optional")}
        />
        <Field
          label={kinds("weight")}
          name="petWeight"
          inputMode="decimal"
          defaultValue={values.petWeight}
          error={fieldErrors.petWeight}
          hint={t("optional")}
        />
        <SelectField
          label={t("weighedIn")}
          name="petWeightUnit"
          options={[
            { value: "kg", label: t("kilograms") },
            { value: "lb", label: t("pounds") },
          ]}
          defaultValue={values.petWeightUnit ?? "lb"}
          error={fieldErrors.petWeightUnit}
        />
      </div>
    </details>
  );
}
