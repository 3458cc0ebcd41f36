import { formatWeightLimit, type WeightUnit } from "~/modules/pets/weight";
import { Icon, type IconName } from "~/ui/icon";
import type { ReactNode } from "react";
import { formatMoney } from "~/shared/format";
import type { PetFeeBasis } from "../../pets/pet-fee.ts";
import { PET_FEE_BASIS_LABELS } from "../stays.ts";
import { speciesLabel } from "../../pets/species.ts";
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
export function PetPolicyCard({ pet, currency }: { pet: PetPolicyView; currency: string }) {
  const money = (cents: number) => formatMoney(cents, currency);
  const petFeeBasis = pet.petFeeBasis;
  return (
    <div className="rounded-3xl border border-line bg-surface p-5 shadow-card">
      {pet.petsAllowed === "no" ? (
        <p className="flex items-center gap-2 text-ink">
          <Icon name="ban" className="size-5 text-danger" /> This place does not take pets (service animals
          are always welcome).
        </p>
      ) : (
        <>
          <p className="text-ink">
            {pet.petsAllowed === "on_request" ? "Pets are considered on request: " : "Welcome here: "}
            up to <strong>{pet.maxPets}</strong> {pet.maxPets === 1 ? "pet" : "pets"}
            {pet.maxWeightLb ? (
              <>
                , each up to <strong>{formatWeightLimit(pet.maxWeightLb, pet.maxWeightUnit, true)}</strong>
              </>
            ) : (
              ", of any size"
            )}
            .
          </p>
          <ul className="mt-4 flex flex-wrap gap-2" aria-label="Species allowed">
            {pet.species.map((s) => {
              const icon = speciesIcons[s] ?? "paw-print";
              return (
                <li
                  key={s}
                  className="inline-flex items-center gap-1.5 rounded-full bg-primary-soft px-3 py-1.5 text-sm font-semibold text-primary"
                >
                  <Icon name={icon} className="size-4" />{" "}
                  {speciesLabel(s, 2).replace(/^./, (c) => c.toUpperCase())}
                </li>
              );
            })}
          </ul>
          <ul className="mt-5 grid gap-3 sm:grid-cols-2">
            <Fact icon="receipt">
              {pet.petFeeCents > 0 ? (
                <>
                  Pet fee: <strong className="tabular">{money(pet.petFeeCents)}</strong>{" "}
                  {PET_FEE_BASIS_LABELS[petFeeBasis]}
                </>
              ) : (
                <>No pet fee</>
              )}
            </Fact>
            <Fact icon="shield-check">
              {pet.petDepositCents > 0 ? (
                <>
                  Refundable pet deposit: <strong className="tabular">{money(pet.petDepositCents)}</strong>,
                  returned after check-out if there's no damage
                </>
              ) : (
                <>No pet deposit</>
              )}
            </Fact>
            <Fact icon="weight">
              {pet.maxWeightLb
                ? `Up to ${formatWeightLimit(pet.maxWeightLb, pet.maxWeightUnit, true)} per pet`
                : "No weight limit"}
            </Fact>
            <Fact icon="door-open">
              {UNATTENDED_LABELS[pet.unattended as keyof typeof UNATTENDED_LABELS]}
            </Fact>
            {pet.breedRestrictions.length > 0 && (
              <Fact icon="ban">Not allowed: {pet.breedRestrictions.join(", ")}</Fact>
            )}
            {pet.dogParkName && (
              <Fact icon="trees">
                {pet.dogParkName}, {pet.dogParkMiles} mi away
              </Fact>
            )}
            {pet.vetName && (
              <Fact icon="stethoscope">
                {pet.vetName}, {pet.vetMiles} mi away
              </Fact>
            )}
          </ul>
          {pet.petAmenities.length > 0 && (
            <>
              <h3 className="mt-6 font-semibold text-ink">For your pet</h3>
              <ul className="mt-3 flex flex-wrap gap-2">
                {pet.petAmenities.map((a) => {
                  const icon = petAmenityIcons[a] ?? "paw-print";
                  return (
                    <li
                      key={a}
                      className="inline-flex items-center gap-1.5 rounded-full border border-line px-3 py-1.5 text-sm text-ink"
                    >
                      <Icon name={icon} className="size-4 text-primary" />
                      {PET_AMENITIES[a as keyof typeof PET_AMENITIES] ?? a}
                    </li>
                  );
                })}
              </ul>
            </>
          )}
          {pet.notes && <p className="mt-4 text-ink">{pet.notes}</p>}
        </>
      )}
      <p className="mt-5 flex gap-2 rounded-2xl bg-surface-2 p-3 text-sm text-ink">
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
