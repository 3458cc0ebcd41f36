import { Icon, type IconName } from "~/ui/icon";
import { Form, Link } from "react-router";
import { formatMoney } from "~/shared/format";
import type { FitVerdict } from "../fit";

export interface FitPanelData {
  verdict: FitVerdict;
  /** "Max and Luna", "your 2 dogs". */
  who: string;
  reasons: string[];
  petCount: number;
  serviceAnimals: number;
  /** Null without dates: the fee depends on the nights. */
  feeCents: number | null;
  depositCents: number;
  nights: number | null;
}

const verdicts: Record<FitVerdict, { icon: IconName; tone: string; say: (who: string) => string }> = {
  fits: { icon: "circle-check", tone: "text-primary", say: (who) => `This home takes ${who}.` },
  on_request: {
    icon: "circle-question-mark",
    tone: "text-accent-strong",
    say: (who) =>
      `${who.charAt(0).toUpperCase()}${who.slice(1)}: on request. The owner decides when you ask to book.`,
  },
  no: { icon: "circle-x", tone: "text-danger", say: (who) => `This home can't take ${who}:` },
};

/**
 * The stay's fit panel: the chosen pets (saved ones, or the search's species, count and
 * weight) against the pet policy, every reason when they don't fit, and what they cost.
 * Signed-in travellers with saved pets can check them here (a GET form, dates kept).
 */
export function FitPanel({
  fit,
  currency,
  savedPets,
  chosenIds,
  keep,
  records = [],
}: {
  fit: FitPanelData | null;
  currency: string;
  savedPets: { id: string; name: string }[] | null;
  chosenIds: string[];
  /** The page's query (dates, guests) to keep when checking other pets. */
  keep: [string, string][];
  /** The chosen pets' records from owners' reviews ("3 stays with Max · always as declared"). */
  records?: string[];
}) {
  const look = fit ? verdicts[fit.verdict] : null;
  return (
    <section
      aria-labelledby="fit-heading"
      className="mt-8 rounded-3xl border border-line bg-surface p-5 shadow-card sm:p-6"
      data-testid="fit-panel"
    >
      <h2 id="fit-heading" className="flex items-center gap-2 text-xl text-ink">
        <Icon name="paw-print" className="size-5 text-primary" /> Your pets and this home
      </h2>
      {fit && look ? (
        <div className="mt-3 grid gap-2">
          <p className={`flex items-start gap-2 font-semibold ${look.tone}`}>
            <Icon name={look.icon} className="mt-0.5 size-5 shrink-0" />
            <span>{look.say(fit.who)}</span>
          </p>
          {fit.reasons.length > 0 && (
            <ul className="grid gap-1 ps-7 text-ink" aria-label="Why not">
              {fit.reasons.map((reason) => (
                <li key={reason} className="list-disc">
                  {reason}
                </li>
              ))}
            </ul>
          )}
          {fit.verdict !== "no" && fit.petCount > 0 && (
            <p className="ps-7 text-sm text-muted tabular">
              {fit.feeCents === null
                ? "Add your dates to see the pet fee for them."
                : fit.feeCents > 0
                  ? `Pet fee for them: ${formatMoney(fit.feeCents, currency)} for ${fit.nights} ${fit.nights === 1 ? "night" : "nights"}.`
                  : "No pet fee for them."}
              {fit.depositCents > 0 && ` Refundable deposit: ${formatMoney(fit.depositCents, currency)}.`}
            </p>
          )}
          {records.length > 0 && (
            <p className="ps-7 text-sm text-ink">Owners see beside your request: {records.join(" · ")}</p>
          )}
          {fit.serviceAnimals > 0 && (
            <p className="ps-7 text-sm text-muted">
              Service animals are not pets: always welcome, never charged.
            </p>
          )}
        </div>
      ) : (
        <p className="mt-3 text-sm text-muted">
          Tell us about your pets (in the search, or below) and we check them against this home's rules.
        </p>
      )}
      {savedPets && savedPets.length > 0 && (
        <Form method="get" action="/hotels/detail" className="mt-4 grid gap-2" preventScrollReset>
          {keep.map(([name, value], i) => (
            <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
          ))}
          <fieldset className="flex flex-wrap gap-x-4 gap-y-2">
            <legend className="mb-1 text-sm font-semibold text-ink">Check my pets</legend>
            {savedPets.map((pet) => (
              <label key={pet.id} className="flex items-center gap-2 text-sm text-ink">
                <input
                  type="checkbox"
                  name="pet"
                  value={pet.id}
                  defaultChecked={chosenIds.includes(pet.id)}
                  className="size-4 accent-primary"
                />
                {pet.name}
              </label>
            ))}
          </fieldset>
          <button
            type="submit"
            className="h-10 w-fit rounded-xl border border-line px-4 text-sm font-semibold text-ink hover:bg-surface-2"
          >
            Check these pets
          </button>
        </Form>
      )}
      {savedPets && savedPets.length === 0 && (
        <p className="mt-3 text-sm">
          <Link to="/user/pets/new" className="font-semibold text-primary hover:underline">
            Save your pets
          </Link>{" "}
          <span className="text-muted">to check every stay against them.</span>
        </p>
      )}
    </section>
  );
}
