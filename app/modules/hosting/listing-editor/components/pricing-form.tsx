import { useState } from "react";
import { useFormat, useT } from "~/i18n/react";
import { Link } from "react-router";
import type { PricingRules } from "~/modules/stays/pricing-rules";
import type { PriceOverride } from "~/modules/stays/pricing";
import { parseFields } from "~/shared/forms";
import { Field, SelectField } from "~/ui/form";
import { pricingSchema } from "../listing-forms.ts";
import { pricePreview, type PreviewTerms } from "../listing-rules.ts";
import { CURRENCIES } from "../places.ts";
import { PREVIEW_STAYS, previewCheckIn } from "../../pricing-rules/pricing-rules-form.ts";
import { FieldSet, StepForm, type StepFormProps } from "./step-form";

/** Step 6: rates, fees and taxes, with the totals travellers will see for a weekend, a week and a month. */
export function PricingForm({
  values,
  reply,
  pet,
  rules,
  rulesPath,
  example,
}: StepFormProps & {
  /** The examples' check-in, today where the home is and the calendar prices from it (real dates). */
  example?: { checkIn: string; today: string; overrides: PriceOverride[] };
  /** The pet fee terms of the listing (set in the pets step), for the "with a pet" column. */
  pet: Pick<PreviewTerms, "petFeeCents" | "petFeeBasis" | "petDepositCents">;
  /** The listing's pricing rules page (weekend price, seasons, monthly discount, timing). */
  rulesPath?: string;
  /** The rules saved there, for the preview (its 30 nights take the monthly discount). */
  rules?: PricingRules;
}) {
  const t = useT("listingEditor.pricing");
  const v = reply?.values ?? values;
  const dated = example ? { today: example.today, overrides: example.overrides } : {};
  const [terms, setTerms] = useState<PreviewTerms | null>(() => termsOf(v, pet, rules, dated));
  return (
    <div className="grid gap-8 xl:grid-cols-[minmax(0,1fr)_22rem]">
      <StepForm
        schema={pricingSchema}
        reply={reply}
        onInput={(form) =>
          setTerms(
            termsOf(Object.fromEntries(new FormData(form)) as Record<string, string>, pet, rules, dated),
          )
        }
      >
        {(fieldErrors) => (
          <>
            <FieldSet legend={t("rates")}>
              <SelectField
                label={t("currency")}
                name="currency"
                defaultValue={v.currency ?? "USD"}
                error={fieldErrors.currency}
                hint={t("currencyHint")}
                options={CURRENCIES.map((c) => ({ value: c, label: c }))}
              />
              <div className="grid gap-4 sm:grid-cols-2">
                <Field
                  label={t("nightlyRate")}
                  name="nightlyRate"
                  inputMode="decimal"
                  defaultValue={v.nightlyRate}
                  error={fieldErrors.nightlyRate}
                />
                <Field
                  label={t("weeklyDiscount")}
                  name="weeklyDiscountPct"
                  type="number"
                  min={0}
                  max={50}
                  defaultValue={v.weeklyDiscountPct ?? "0"}
                  error={fieldErrors.weeklyDiscountPct}
                  hint={t("weeklyHint")}
                />
                <Field
                  label={t("monthlyRate")}
                  name="monthlyRate"
                  inputMode="decimal"
                  defaultValue={v.monthlyRate}
                  error={fieldErrors.monthlyRate}
                  hint={t("monthlyHint")}
                />
                <Field
                  label={t("cleaningFee")}
                  name="cleaningFee"
                  inputMode="decimal"
                  defaultValue={v.cleaningFee}
                  error={fieldErrors.cleaningFee}
                />
              </div>
              {rulesPath && (
                <p className="text-sm text-muted">
                  {t.rich("rulesLink", {
                    link: (chunks) => (
                      <Link to={rulesPath} className="font-semibold text-primary hover:underline">
                        {chunks}
                      </Link>
                    ),
                  })}
                </p>
              )}
            </FieldSet>
            <FieldSet legend={t("taxes")}>
              <div className="grid gap-4 sm:grid-cols-2">
                <Field
                  label={t("lodgingTax")}
                  name="lodgingTaxPct"
                  inputMode="decimal"
                  defaultValue={v.lodgingTaxPct ?? "0"}
                  error={fieldErrors.lodgingTaxPct}
                  hint={t("lodgingHint")}
                />
                <Field
                  label={t("taxExempt")}
                  name="taxExemptAfterNights"
                  type="number"
                  min={1}
                  max={365}
                  defaultValue={v.taxExemptAfterNights}
                  error={fieldErrors.taxExemptAfterNights}
                  hint={t("taxExemptHint")}
                />
              </div>
            </FieldSet>
          </>
        )}
      </StepForm>
      <aside aria-labelledby="price-preview" className="xl:sticky xl:top-24 xl:self-start">
        <h2 id="price-preview" className="text-lg text-ink">
          {t("whatTravellersPay")}
        </h2>
        <div aria-live="polite" className="mt-3">
          {terms ? (
            <PreviewTable terms={terms} checkIn={example?.checkIn ?? nextFriday()} />
          ) : (
            <p className="text-sm text-muted">{t("enterRate")}</p>
          )}
        </div>
      </aside>
    </div>
  );
}

function PreviewTable({ terms, checkIn }: { terms: PreviewTerms; checkIn: string }) {
  const t = useT("listingEditor.pricing");
  const format = useFormat();
  const rows = pricePreview(terms, checkIn);
  const money = (cents: number) => format.money(cents, terms.currency);
  const day = (iso: string) =>
    format.date(iso, { weekday: "short", month: "short", day: "numeric", year: undefined });
  return (
    <>
      <table className="w-full overflow-hidden rounded-2xl border border-line bg-surface text-sm shadow-card">
        <caption className="sr-only">{t("caption", { date: format.date(checkIn) })}</caption>
        <thead className="bg-surface-2 text-start text-muted">
          <tr>
            <th scope="col" className="p-3 text-start font-semibold">
              {t("stay")}
            </th>
            <th scope="col" className="p-3 text-end font-semibold">
              {t("noPet")}
            </th>
            <th scope="col" className="p-3 text-end font-semibold">
              {t("onePet")}
            </th>
          </tr>
        </thead>
        <tbody>
          {PREVIEW_STAYS.map((stay) => {
            const [alone, withPet] = rows.filter((r) => r.label === stay.label);
            const { quote } = alone!;
            const details = [
              t("dates", { from: day(alone!.checkIn), to: day(alone!.checkOut) }),
              quote.weekendNights ? t("weekendNights", { count: quote.weekendNights }) : null,
              quote.seasonNights ? t("seasonNights", { count: quote.seasonNights }) : null,
              quote.discounts?.length
                ? t("off", {
                    discounts: format.list(
                      quote.discounts.map((d) =>
                        t("discount", { pct: format.percent(d.pct), rule: SELECTOR[d.rule] }),
                      ),
                    ),
                  })
                : null,
            ].filter((part): part is string => part !== null);
            return (
              <tr key={stay.label} className="border-t border-line">
                <th scope="row" className="p-3 text-start font-semibold text-ink">
                  {t("stayLabel", { kind: stay.kind })}
                  <span className="block text-xs font-normal text-muted">{details.join(" · ")}</span>
                </th>
                <td className="tabular p-3 text-end text-ink">{money(alone!.quote.totalCents)}</td>
                <td className="tabular p-3 text-end text-ink">{money(withPet!.quote.totalCents)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="mt-2 text-xs text-muted">
        {t("from", {
          date: format.date(checkIn, { weekday: "long", month: "long", day: "numeric", year: "numeric" }),
        })}
      </p>
    </>
  );
}

/** ICU selectors take no hyphen. */
const SELECTOR = {
  weekly: "weekly",
  monthly: "monthly",
  "last-minute": "lastMinute",
  "early-bird": "earlyBird",
} as const;
/** Without the loader's dates (never on the page): a Friday a week or more from the browser's today. */
const nextFriday = () => previewCheckIn(null, new Date().toISOString().slice(0, 10));

/** The terms as typed, or null while the rate fields are wrong. */
function termsOf(
  values: Record<string, string>,
  pet: Pick<PreviewTerms, "petFeeCents" | "petFeeBasis" | "petDepositCents">,
  rules: PricingRules | undefined,
  dated: Pick<PreviewTerms, "today" | "overrides">,
): PreviewTerms | null {
  const parsed = parseFields(pricingSchema, values);
  if (!parsed.ok || !parsed.data.nightlyRate) return null;
  const p = parsed.data;
  return {
    ...pet,
    nightlyRateCents: p.nightlyRate!,
    weeklyDiscountPct: p.weeklyDiscountPct,
    monthlyRateCents: p.monthlyRate,
    cleaningFeeCents: p.cleaningFee ?? 0,
    lodgingTaxBps: p.lodgingTaxBps,
    taxExemptAfterNights: p.taxExemptAfterNights,
    currency: p.currency,
    ...(rules ? { rules } : {}),
    ...dated,
  };
}
