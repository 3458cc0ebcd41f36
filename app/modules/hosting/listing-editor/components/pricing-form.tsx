import { useState } from "react";
import { Link } from "react-router";
import type { PricingRules } from "~/modules/stays/pricing-rules";
import { parseFields } from "~/shared/forms";
import { formatMoney } from "~/shared/format";
import { Field, SelectField } from "~/ui/form";
import { pricingSchema } from "../listing-forms.ts";
import { pricePreview, type PreviewTerms } from "../listing-rules.ts";
import { CURRENCIES } from "../places.ts";
import { FieldSet, StepForm, type StepFormProps } from "./step-form";

/** Step 6: rates, fees and taxes, with the totals travellers will see for 3, 7 and 30 nights. */
export function PricingForm({
  values,
  reply,
  pet,
  rules,
  rulesPath,
}: StepFormProps & {
  /** The pet fee terms of the listing (set in the pets step), for the "with a pet" column. */
  pet: Pick<PreviewTerms, "petFeeCents" | "petFeeBasis" | "petDepositCents">;
  /** The listing's pricing rules page (weekend price, seasons, monthly discount, timing). */
  rulesPath?: string;
  /** The rules saved there, for the preview (its 30 nights take the monthly discount). */
  rules?: PricingRules;
}) {
  const v = reply?.values ?? values;
  const [terms, setTerms] = useState<PreviewTerms | null>(() => termsOf(v, pet, rules));
  return (
    <div className="grid gap-8 xl:grid-cols-[minmax(0,1fr)_22rem]">
      <StepForm
        schema={pricingSchema}
        reply={reply}
        onInput={(form) =>
          setTerms(termsOf(Object.fromEntries(new FormData(form)) as Record<string, string>, pet, rules))
        }
      >
        {(fieldErrors) => (
          <>
            <FieldSet legend="Rates">
              <SelectField
                label="Currency"
                name="currency"
                defaultValue={v.currency ?? "USD"}
                error={fieldErrors.currency}
                hint="Travellers see prices in the currency of the home."
                options={CURRENCIES.map((c) => ({ value: c, label: c }))}
              />
              <div className="grid gap-4 sm:grid-cols-2">
                <Field
                  label="Nightly rate"
                  name="nightlyRate"
                  inputMode="decimal"
                  defaultValue={v.nightlyRate}
                  error={fieldErrors.nightlyRate}
                />
                <Field
                  label="Weekly discount (%)"
                  name="weeklyDiscountPct"
                  type="number"
                  min={0}
                  max={50}
                  defaultValue={v.weeklyDiscountPct ?? "0"}
                  error={fieldErrors.weeklyDiscountPct}
                  hint="From 7 nights."
                />
                <Field
                  label="Monthly rate (optional)"
                  name="monthlyRate"
                  inputMode="decimal"
                  defaultValue={v.monthlyRate}
                  error={fieldErrors.monthlyRate}
                  hint="For 28 nights or more, per 30 nights."
                />
                <Field
                  label="Cleaning fee (optional)"
                  name="cleaningFee"
                  inputMode="decimal"
                  defaultValue={v.cleaningFee}
                  error={fieldErrors.cleaningFee}
                />
              </div>
              {rulesPath && (
                <p className="text-sm text-muted">
                  A weekend price, seasons, a monthly discount, last-minute or early-bird:{" "}
                  <Link to={rulesPath} className="font-semibold text-primary hover:underline">
                    Pricing rules
                  </Link>
                  .
                </p>
              )}
            </FieldSet>
            <FieldSet legend="Taxes">
              <div className="grid gap-4 sm:grid-cols-2">
                <Field
                  label="Lodging tax (%)"
                  name="lodgingTaxPct"
                  inputMode="decimal"
                  defaultValue={v.lodgingTaxPct ?? "0"}
                  error={fieldErrors.lodgingTaxPct}
                  hint="Added to the nights and fees."
                />
                <Field
                  label="No tax from (nights, optional)"
                  name="taxExemptAfterNights"
                  type="number"
                  min={1}
                  max={365}
                  defaultValue={v.taxExemptAfterNights}
                  error={fieldErrors.taxExemptAfterNights}
                  hint="Many places exempt stays of 30 nights or more."
                />
              </div>
            </FieldSet>
          </>
        )}
      </StepForm>
      <aside aria-labelledby="price-preview" className="xl:sticky xl:top-24 xl:self-start">
        <h2 id="price-preview" className="text-lg text-ink">
          What travellers pay
        </h2>
        <div aria-live="polite" className="mt-3">
          {terms ? (
            <PreviewTable terms={terms} />
          ) : (
            <p className="text-sm text-muted">Enter a nightly rate to see the totals.</p>
          )}
        </div>
      </aside>
    </div>
  );
}

function PreviewTable({ terms }: { terms: PreviewTerms }) {
  const rows = pricePreview(terms);
  const money = (cents: number) => formatMoney(cents, terms.currency);
  return (
    <table className="w-full overflow-hidden rounded-2xl border border-line bg-surface text-sm shadow-card">
      <caption className="sr-only">Totals with every fee and tax</caption>
      <thead className="bg-surface-2 text-start text-muted">
        <tr>
          <th scope="col" className="p-3 text-start font-semibold">
            Stay
          </th>
          <th scope="col" className="p-3 text-end font-semibold">
            No pet
          </th>
          <th scope="col" className="p-3 text-end font-semibold">
            1 pet
          </th>
        </tr>
      </thead>
      <tbody>
        {[3, 7, 30].map((nights) => {
          const [alone, withPet] = rows.filter((r) => r.nights === nights);
          return (
            <tr key={nights} className="border-t border-line">
              <th scope="row" className="p-3 text-start font-semibold text-ink">
                {nights} nights
              </th>
              <td className="tabular p-3 text-end text-ink">{money(alone!.quote.totalCents)}</td>
              <td className="tabular p-3 text-end text-ink">{money(withPet!.quote.totalCents)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The terms as typed, or null while the rate fields are wrong. */
function termsOf(
  values: Record<string, string>,
  pet: Pick<PreviewTerms, "petFeeCents" | "petFeeBasis" | "petDepositCents">,
  rules?: PricingRules,
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
  };
}
