import { Icon } from "~/ui/icon";
import { Form, Link } from "react-router";
import { useFormat, useT } from "~/i18n/react";
import { ageOf, type PetDetails as PetFacts, type SavedPet } from "../pets";
import { fromPounds, type WeightUnit } from "../weight";

const smallButton =
  "inline-flex h-9 items-center gap-1.5 rounded-full border border-line px-3 text-sm font-semibold text-ink hover:bg-surface-2";

/** A pet's picture, or a paw when there is none. */
export function PetPicture({
  pet,
  size = "size-16",
}: {
  pet: Pick<SavedPet, "name" | "photoUrl">;
  size?: string;
}) {
  return pet.photoUrl ? (
    <img src={pet.photoUrl} alt={`${pet.name}`} className={`${size} shrink-0 rounded-2xl object-cover`} />
  ) : (
    <span className={`${size} grid shrink-0 place-items-center rounded-2xl bg-primary-soft text-primary`}>
      <Icon name="paw-print" className="size-1/2" />
    </span>
  );
}

/**
 * What a pet is, under its name: the facts on one line ("38 kg" never broken between the number
 * and its unit), a service animal said so, and its traits as tags. The pets page and a message's
 * pet résumé both show it.
 */
export function PetDetails({
  name,
  facts,
  traits,
  serviceAnimal,
}: {
  name: string;
  facts: string[];
  traits: string[];
  serviceAnimal: boolean;
}) {
  const t = useT("myPets");
  return (
    <>
      <p className="text-sm text-muted">{facts.map((f) => f.replace(/ (kg|lb)$/, "\u00a0$1")).join(" · ")}</p>
      {serviceAnimal && (
        <p className="mt-1 inline-flex items-center gap-1.5 rounded-full bg-primary-soft px-2.5 py-0.5 text-xs font-semibold text-primary">
          <Icon name="shield-check" className="size-3.5" /> {t("serviceAnimal")}
        </p>
      )}
      {traits.length > 0 && (
        <ul className="mt-1.5 flex flex-wrap gap-1.5" aria-label={t("about", { name })}>
          {traits.map((trait) => (
            <li key={trait} className="rounded-full bg-surface-2 px-2.5 py-0.5 text-xs text-ink">
              {trait}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * A pet's facts ("Dog · Labrador Retriever · 38 kg · 4 years") and traits ("Vaccinated (Mar 1,
 * 2026)", "House-trained"…) in the page's language; the breed is the traveller's own words. The
 * weight in `unit` (a message's pet résumé: the reader's), else the pet's own.
 */
export function usePetLines(pet: PetFacts, today: string, unit: WeightUnit = pet.weightUnit) {
  const t = useT("myPets");
  const format = useFormat();
  const age = pet.bornOn ? ageOf(pet.bornOn, today) : null;
  const facts = [
    t(`kind.${pet.species}`),
    pet.breed,
    pet.weightLb === null
      ? ""
      : // The number and its unit ("٣٨ كغم") never broken apart.
        format.weight(Math.round(fromPounds(pet.weightLb, unit) * 100) / 100, unit).replace(/\s/g, "\u00a0"),
    age ? t("age", { years: age.years, months: age.months }) : "",
  ].filter(Boolean);
  // A service animal's health is nobody's business here (as petTraits).
  const traits = pet.serviceAnimal
    ? []
    : [
        pet.vaccinated
          ? pet.vaccinatedOn
            ? t("vaccinatedOn", { date: format.date(pet.vaccinatedOn) })
            : t("vaccinated")
          : "",
        pet.spayedNeutered ? t("spayedNeutered") : "",
        pet.houseTrained ? t("houseTrained") : "",
        pet.goodWithChildren === true ? t("goodWithChildren") : "",
        pet.goodWithAnimals === true ? t("goodWithAnimals") : "",
      ].filter(Boolean);
  return { facts, traits };
}

/** One saved pet on /user/pets: what an owner will read, and the ways to change it. */
export function PetCard({ pet, today }: { pet: SavedPet; today: string }) {
  const { facts, traits } = usePetLines(pet, today);
  const t = useT("myPets");
  return (
    <li
      className="grid gap-4 rounded-3xl border border-line bg-surface p-5 shadow-card"
      aria-labelledby={`pet-${pet.id}`}
    >
      <div className="flex gap-4">
        <PetPicture pet={pet} />
        <div className="min-w-0">
          <h2 id={`pet-${pet.id}`} className="text-lg text-ink">
            {pet.name}
          </h2>
          <PetDetails name={pet.name} facts={facts} traits={traits} serviceAnimal={pet.serviceAnimal} />
          {pet.notes && <p className="mt-2 text-sm whitespace-pre-line text-ink">{pet.notes}</p>}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Link
          to={`/user/pets/${pet.id}`}
          className={smallButton}
          aria-label={t("editLabel", { name: pet.name })}
        >
          <Icon name="pencil" className="size-4" /> {t("edit")}
        </Link>
        <Form method="post" action="/user/pets">
          <input type="hidden" name="id" value={pet.id} />
          <button
            type="submit"
            name="intent"
            value="delete"
            className={smallButton}
            aria-label={t("removeLabel", { name: pet.name })}
          >
            <Icon name="trash" className="size-4" /> {t("remove")}
          </button>
        </Form>
      </div>
    </li>
  );
}

/** The picture of a saved pet: upload one (checked and re-encoded on the server) or remove it. */
export function PetPhotoForm({ pet, error }: { pet: SavedPet; error?: string }) {
  const t = useT("myPets");
  return (
    <div className="flex flex-wrap items-center gap-4">
      <PetPicture pet={pet} size="size-24" />
      <Form
        method="post"
        action={`/user/pets/${pet.id}`}
        encType="multipart/form-data"
        className="grid gap-2"
      >
        <label htmlFor="pet-photo" className="text-sm font-semibold text-ink">
          {pet.photoUrl ? t("changePicture") : t("addPicture")}
        </label>
        <input
          id="pet-photo"
          name="photo"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "pet-photo-error" : "pet-photo-hint"}
          className="text-sm text-ink file:me-3 file:rounded-full file:border file:border-line file:bg-surface file:px-3 file:py-1.5 file:font-semibold file:text-ink"
        />
        <p id="pet-photo-hint" className="text-xs text-muted">
          {t("pictureHint")}
        </p>
        {error && (
          <p id="pet-photo-error" className="text-sm font-medium text-danger">
            {error}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <button type="submit" name="intent" value="upload" className={smallButton}>
            {t("upload")}
          </button>
          {pet.photoUrl && (
            <button type="submit" name="intent" value="remove" className={smallButton}>
              {t("removePicture")}
            </button>
          )}
        </div>
      </Form>
    </div>
  );
}
