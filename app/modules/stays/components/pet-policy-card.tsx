import { limitAsTyped, LB_PER_KG, type WeightUnit } from "~/modules/pets/weight";
import { Icon, type IconName } from "~/ui/icon";
import type { ReactNode } from "react";
import { useFormat, useT } from "~/i18n/react";
import type { PetFeeBasis } from "../../pets/pet-fee.ts";
import { SPECIES, speciesLabel } from "../../pets/species.ts";
import { PET_AMENITIES, UNATTENDED_LABELS } from "../listing-features.ts";
import { petAmenityIcons, speciesIcons } from "./icons";

/** What a stay's pet policy card reads (a pet_policies row, or the editor's preview of one). */
export interface PetPolicyView {
  petsAllowed: "yes" | "on_request" | "no";
  species: string[];
  maxPets: number;
  maxWeightLb: number | null;
  maxWeightUnit?: WeightUnit;
  breedRestrictions: string[];
  petFeeCents: number;
  petFeeBasis: PetFeeBasis;
  petDepositCents: number;
  unattended: string;
  petAmenities: string[];
  dogParkName: string | null;
  dogParkMiles: number | null;
  vetName: string | null;
  vetMiles: number | null;
  notes: string;
  serviceAnimalNote: string;
}

/** The pet policy as travellers see it on the stay page (and owners in the editor's preview). */
export function PetPolicyCard({
  pet,
  currency,
  lang,
}: {
  pet: PetPolicyView;
  currency: string;
  /** The language the owner wrote the notes in (their `lang`). */
  lang?: string;
}) {
  const t = useT("stay.petCard");
  const policy = useT("stay.policy");
  const speciesNames = useT("pets.species");
  const petAmenity = useT("stay.petAmenity");
  const filter = useT("search.filter");
  const format = useFormat();
  const money = (cents: number) => format.money(cents, currency);
  const b = (chunks: ReactNode) => <strong className="tabular">{chunks}</strong>;
  // "20 kg (44 lb)": the owner's unit first, the other after, in the reader's digits.
  const weight = (lb: number, unit: WeightUnit = "lb") =>
    `${format.weight(limitAsTyped(lb, unit), unit)} (${
      unit === "kg" ? format.weight(lb, "lb") : format.weight(Math.floor(lb / LB_PER_KG), "kg")
    })`;
  return (
    <div className="rounded-3xl border border-line bg-surface p-5 shadow-card">
      {pet.petsAllowed === "no" ? (
        <p className="flex items-center gap-2 text-ink">
          <Icon name="ban" className="size-5 text-danger" /> {t("noPets")}
        </p>
      ) : (
        <>
          <p className="text-ink">
            {t.rich("welcome", {
              allowed: pet.petsAllowed,
              count: pet.maxPets,
              weight: pet.maxWeightLb ? weight(pet.maxWeightLb, pet.maxWeightUnit) : "none",
              b: (chunks) => <strong>{chunks}</strong>,
            })}
          </p>
          <ul className="mt-4 flex flex-wrap gap-2" aria-label={t("speciesAllowed")}>
            {pet.species.map((s) => {
              const icon = speciesIcons[s] ?? "paw-print";
              return (
                <li
                  key={s}
                  className="inline-flex items-center gap-1.5 rounded-full bg-primary-soft px-3 py-1.5 text-sm font-semibold text-primary"
                >
                  <Icon name={icon} className="size-4" />{" "}
                  {(SPECIES as readonly string[]).includes(s)
                    ? speciesNames(s as (typeof SPECIES)[number])
                    : speciesLabel(s, 2).replace(/^./, (c) => c.toUpperCase())}
                </li>
              );
            })}
          </ul>
          <ul className="mt-5 grid gap-3 sm:grid-cols-2">
            <Fact icon="receipt">
              {pet.petFeeCents > 0
                ? t.rich("petFee", { amount: money(pet.petFeeCents), basis: pet.petFeeBasis, b })
                : policy("noFee")}
            </Fact>
            <Fact icon="shield-check">
              {pet.petDepositCents > 0
                ? t.rich("deposit", { amount: money(pet.petDepositCents), b })
                : t("noDeposit")}
            </Fact>
            <Fact icon="weight">
              {pet.maxWeightLb
                ? t("weightLimit", { weight: weight(pet.maxWeightLb, pet.maxWeightUnit) })
                : t("noWeightLimit")}
            </Fact>
            <Fact icon="door-open">
              {pet.unattended in UNATTENDED_LABELS
                ? t(`unattended.${pet.unattended as keyof typeof UNATTENDED_LABELS}`)
                : null}
            </Fact>
            {pet.breedRestrictions.length > 0 && (
              <Fact icon="ban">{t("breedsNotAllowed", { breeds: pet.breedRestrictions.join(", ") })}</Fact>
            )}
            {pet.dogParkName && (
              <Fact icon="trees">
                {t("milesAway", { place: pet.dogParkName, distance: format.number(pet.dogParkMiles ?? 0) })}
              </Fact>
            )}
            {pet.vetName && (
              <Fact icon="stethoscope">
                {t("milesAway", { place: pet.vetName, distance: format.number(pet.vetMiles ?? 0) })}
              </Fact>
            )}
          </ul>
          {pet.petAmenities.length > 0 && (
            <>
              <h3 className="mt-6 font-semibold text-ink">{filter("forYourPet")}</h3>
              <ul className="mt-3 flex flex-wrap gap-2">
                {pet.petAmenities.map((a) => {
                  const icon = petAmenityIcons[a] ?? "paw-print";
                  return (
                    <li
                      key={a}
                      className="inline-flex items-center gap-1.5 rounded-full border border-line px-3 py-1.5 text-sm text-ink"
                    >
                      <Icon name={icon} className="size-4 text-primary" />
                      {a in PET_AMENITIES ? petAmenity(a as keyof typeof PET_AMENITIES) : a}
                    </li>
                  );
                })}
              </ul>
            </>
          )}
          {pet.notes && (
            <p className="mt-4 text-ink" lang={lang} dir="auto">
              {pet.notes}
            </p>
          )}
        </>
      )}
      <p className="mt-5 flex gap-2 rounded-2xl bg-surface-2 p-3 text-sm text-ink" lang={lang} dir="auto">
        <Icon name="heart-handshake" className="mt-0.5 size-4 shrink-0 text-primary" />
        {pet.serviceAnimalNote}
      </p>
    </div>
  );
}

/** One fact of a stay, with its icon (a list item). */
export function Fact({ icon, children }: { icon: IconName; children: ReactNode }) {
  return (
    <li className="flex items-start gap-3">
      <Icon name={icon} className="mt-0.5 size-5 shrink-0 text-primary" />
      <span className="text-ink">{children}</span>
    </li>
  );
}
