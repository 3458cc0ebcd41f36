import { Icon, type IconName } from "~/ui/icon";
import { Form, Link } from "react-router";
import { useFormat, useLocalize, useT } from "~/i18n/react";
import type { FitSaid, FitVerdict, FitWho } from "../fit";
import { capital, useFitWords } from "./fit-words";

export interface FitPanelData {
  verdict: FitVerdict;
  /** The chosen pets by name, or how many of which species ("your 2 dogs"). */
  who: FitWho;
  reasons: FitSaid[];
  petCount: number;
  serviceAnimals: number;
  /** Null without dates: the fee depends on the nights. */
  feeCents: number | null;
  depositCents: number;
  nights: number | null;
}

const looks: Record<FitVerdict, { icon: IconName; tone: string; key: "takes" | "onRequest" | "cannot" }> = {
  fits: { icon: "circle-check", tone: "text-primary", key: "takes" },
  on_request: { icon: "circle-question-mark", tone: "text-accent-strong", key: "onRequest" },
  no: { icon: "circle-x", tone: "text-danger", key: "cannot" },
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
  const t = useT("stay.fit");
  const format = useFormat();
  const localize = useLocalize();
  const look = fit ? looks[fit.verdict] : null;
  const { who, reason } = useFitWords();
  const reasons = fit?.reasons.map(reason) ?? [];
  return (
    <section
      aria-labelledby="fit-heading"
      className="mt-8 rounded-3xl border border-line bg-surface p-5 shadow-card sm:p-6"
      data-testid="fit-panel"
    >
      <h2 id="fit-heading" className="flex items-center gap-2 text-xl text-ink">
        <Icon name="paw-print" className="size-5 text-primary" /> {t("heading")}
      </h2>
      {fit && look ? (
        <div className="mt-3 grid gap-2">
          <p className={`flex items-start gap-2 font-semibold ${look.tone}`}>
            <Icon name={look.icon} className="mt-0.5 size-5 shrink-0" />
            <span>{capital(t(look.key, { who: who(fit.who) }))}</span>
          </p>
          {reasons.length > 0 && (
            <ul className="grid gap-1 ps-7 text-ink" aria-label={t("whyNot")}>
              {reasons.map((text) => (
                <li key={text} className="list-disc">
                  {text}
                </li>
              ))}
            </ul>
          )}
          {fit.verdict !== "no" && fit.petCount > 0 && (
            <p className="ps-7 text-sm text-muted tabular">
              {fit.feeCents === null
                ? t("feeNoDates")
                : fit.feeCents > 0
                  ? t("fee", { fee: format.money(fit.feeCents, currency), nights: fit.nights ?? 0 })
                  : t("noFee")}
              {fit.depositCents > 0 &&
                ` ${t("deposit", { deposit: format.money(fit.depositCents, currency) })}`}
            </p>
          )}
          {records.length > 0 && (
            <p className="ps-7 text-sm text-ink">{t("records", { records: records.join(" · ") })}</p>
          )}
          {fit.serviceAnimals > 0 && <p className="ps-7 text-sm text-muted">{t("service")}</p>}
        </div>
      ) : (
        <p className="mt-3 text-sm text-muted">{t("tellUs")}</p>
      )}
      {savedPets && savedPets.length > 0 && (
        <Form method="get" action={localize("/hotels/detail")} className="mt-4 grid gap-2" preventScrollReset>
          {keep.map(([name, value], i) => (
            <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
          ))}
          <fieldset className="flex flex-wrap gap-x-4 gap-y-2">
            <legend className="mb-1 text-sm font-semibold text-ink">{t("checkMine")}</legend>
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
            {t("checkThese")}
          </button>
        </Form>
      )}
      {savedPets && savedPets.length === 0 && (
        <p className="mt-3 text-sm">
          <Link to="/user/pets/new" className="font-semibold text-primary hover:underline">
            {t("savePets")}
          </Link>{" "}
          <span className="text-muted">{t("savePetsWhy")}</span>
        </p>
      )}
    </section>
  );
}
