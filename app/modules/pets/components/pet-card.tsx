import { Icon } from "~/ui/icon";
import { Form, Link } from "react-router";
import { speciesLabel } from "~/modules/pets/species";
import { capitalize, petFacts, petTraits, type SavedPet } from "../pets";

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
  return (
    <>
      <p className="text-sm text-muted">{facts.map((f) => f.replace(/ (kg|lb)$/, "\u00a0$1")).join(" · ")}</p>
      {serviceAnimal && (
        <p className="mt-1 inline-flex items-center gap-1.5 rounded-full bg-primary-soft px-2.5 py-0.5 text-xs font-semibold text-primary">
          <Icon name="shield-check" className="size-3.5" /> Service animal — not a pet
        </p>
      )}
      {traits.length > 0 && (
        <ul className="mt-1.5 flex flex-wrap gap-1.5" aria-label={`About ${name}`}>
          {traits.map((t) => (
            <li key={t} className="rounded-full bg-surface-2 px-2.5 py-0.5 text-xs text-ink">
              {t}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** One saved pet on /user/pets: what an owner will read, and the ways to change it. */
export function PetCard({ pet, today }: { pet: SavedPet; today: string }) {
  const facts = petFacts(pet, today, { kind: capitalize(speciesLabel(pet.species)) });
  const traits = petTraits(pet, { negatives: false }).map(capitalize);
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
        <Link to={`/user/pets/${pet.id}`} className={smallButton} aria-label={`Edit ${pet.name}`}>
          <Icon name="pencil" className="size-4" /> Edit
        </Link>
        <Form method="post" action="/user/pets">
          <input type="hidden" name="id" value={pet.id} />
          <button
            type="submit"
            name="intent"
            value="delete"
            className={smallButton}
            aria-label={`Remove ${pet.name}`}
          >
            <Icon name="trash" className="size-4" /> Remove
          </button>
        </Form>
      </div>
    </li>
  );
}

/** The picture of a saved pet: upload one (checked and re-encoded on the server) or remove it. */
export function PetPhotoForm({ pet, error }: { pet: SavedPet; error?: string }) {
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
          {pet.photoUrl ? "Change the picture" : "Add a picture"}
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
          JPEG, PNG, WebP, GIF or AVIF, up to 5 MB. We keep a square from the middle, without its metadata.
        </p>
        {error && (
          <p id="pet-photo-error" className="text-sm font-medium text-danger">
            {error}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <button type="submit" name="intent" value="upload" className={smallButton}>
            Upload
          </button>
          {pet.photoUrl && (
            <button type="submit" name="intent" value="remove" className={smallButton}>
              Remove the picture
            </button>
          )}
        </div>
      </Form>
    </div>
  );
}
