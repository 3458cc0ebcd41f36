import { Form, Link } from "react-router";
import { PriceBreakdown } from "~/modules/stays/components/price-breakdown";
import type { PriceQuote, PriceTerms } from "~/modules/stays/pricing";
import type { PricingRules } from "~/modules/stays/pricing-rules";
import { formatDate, formatMoney } from "~/shared/format";
import type { FieldErrors } from "~/shared/forms";
import { Field, Notice, SelectField, SubmitButton } from "~/ui/form";
import { Icon } from "~/ui/icon";
import type { EditorSummary } from "../../listing-editor/editor.server.ts";
import { ListingStatusBadge } from "../../components/listing-status-badge";
import { describeSeason } from "../pricing-rules-form.ts";

export interface PricingRulesReply {
  intent: string | null;
  fieldErrors: FieldErrors;
  values: Record<string, string>;
  formError: string | null;
}

export interface PricingRulesPageProps {
  listing: EditorSummary;
  today: string;
  currency: string;
  rules: PricingRules;
  formValues: Record<string, string>;
  steps: { rule: string; setting: string | null }[];
  checkIn: string;
  terms: PriceTerms;
  examples: { label: string; checkOut: string; quote: PriceQuote }[];
  reply?: PricingRulesReply;
}

const TIMING_OPTIONS = [
  { value: "none", label: "None" },
  { value: "last-minute", label: "Last-minute: off a check-in within some days" },
  { value: "early-bird", label: "Early-bird: off a booking made well ahead" },
] as const;

const pill =
  "inline-flex items-center gap-1.5 rounded-full border border-line px-4 py-2 text-sm font-semibold text-ink hover:bg-surface-2";

export function PricingRulesPage(props: PricingRulesPageProps) {
  const { listing, rules, reply } = props;
  const money = (cents: number) => formatMoney(cents, props.currency, true);
  const mine = (intent: string) => (reply?.intent === intent ? reply : undefined);
  const rulesReply = mine("rules");
  const seasonReply = mine("add-season");
  const v = rulesReply?.values ?? props.formValues;
  const sv = seasonReply?.values ?? {};
  const formError = reply?.formError;
  return (
    <div className="min-w-0">
      <Link
        to="/host/listings"
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary hover:underline"
      >
        <Icon name="arrow-left" className="size-4 rtl:rotate-180" /> Your listings
      </Link>
      <div className="mt-3 flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl text-ink sm:text-3xl">Pricing rules</h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-muted">
            <span className="truncate font-semibold text-ink">{listing.title || "Untitled listing"}</span>
            <ListingStatusBadge status={listing.status} />
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={`/host/listings/${listing.id}/pricing`} className={pill}>
            <Icon name="pencil" className="size-4" /> Rates and fees
          </Link>
          <Link to={`/host/listings/${listing.id}/calendar`} className={pill}>
            <Icon name="calendar-days" className="size-4" /> Calendar
          </Link>
        </div>
      </div>

      {formError && (
        <div className="mt-6">
          <Notice>{formError}</Notice>
        </div>
      )}

      <section aria-labelledby="order-heading" className="mt-8 rounded-2xl border border-line bg-surface p-5">
        <h2 id="order-heading" className="text-lg font-bold text-ink">
          The order prices are worked out in
        </h2>
        <p className="mt-1 text-sm text-muted">
          Each night costs the first of 1 to 4 that applies; then 5, 6 and 7 in turn. Search, your stay page,
          the booking and your payout all use this one calculation.
        </p>
        <ol className="mt-4 grid gap-2 text-sm" data-testid="pricing-order">
          {props.steps.map((s, i) => (
            <li key={s.rule} className="flex gap-3">
              <span className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-surface-2 text-xs font-bold text-ink">
                {i + 1}
              </span>
              <span className="min-w-0">
                <span className="text-ink">{s.rule}</span>
                <span className="block break-words text-muted">{s.setting ?? "Not set"}</span>
              </span>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="rules-heading" className="mt-8">
        <h2 id="rules-heading" className="text-lg font-bold text-ink">
          Weekend, long stays and timing
        </h2>
        <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2" noValidate>
          <input type="hidden" name="intent" value="rules" />
          <Field
            label={`Weekend price a night (${props.currency})`}
            name="weekendRate"
            inputMode="decimal"
            hint="Friday and Saturday nights. Empty: the nightly rate."
            defaultValue={v.weekendRate}
            error={rulesReply?.fieldErrors.weekendRate}
          />
          <Field
            label="Monthly discount (%)"
            name="monthlyDiscountPct"
            inputMode="numeric"
            hint="From 28 nights, on top of your monthly rate (instead of the weekly discount)."
            defaultValue={v.monthlyDiscountPct}
            error={rulesReply?.fieldErrors.monthlyDiscountPct}
          />
          <SelectField
            label="Last-minute or early-bird"
            name="timingKind"
            options={TIMING_OPTIONS}
            defaultValue={v.timingKind}
            error={rulesReply?.fieldErrors.timingKind}
            className="sm:col-span-2"
          />
          <Field
            label="Days"
            name="timingDays"
            inputMode="numeric"
            hint="Last-minute: check-in at most this many days after booking. Early-bird: at least."
            defaultValue={v.timingDays}
            error={rulesReply?.fieldErrors.timingDays}
          />
          <Field
            label="Discount (%)"
            name="timingPct"
            inputMode="numeric"
            defaultValue={v.timingPct}
            error={rulesReply?.fieldErrors.timingPct}
          />
          <div className="sm:col-span-2 sm:max-w-xs">
            <SubmitButton>Save rules</SubmitButton>
          </div>
        </Form>
      </section>

      <section aria-labelledby="seasons-heading" className="mt-10">
        <h2 id="seasons-heading" className="text-lg font-bold text-ink">
          Seasons
        </h2>
        <p className="mt-1 text-sm text-muted">
          A price a night for a range of dates, above the weekend price.
        </p>
        {rules.seasons.length > 0 ? (
          <ul className="mt-4 grid gap-2" data-testid="seasons">
            {rules.seasons.map((s) => (
              <li
                key={s.start}
                className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line px-4 py-3"
              >
                <span className="min-w-0 text-sm text-ink">
                  {describeSeason(s)}: <strong>{money(s.nightlyRateCents)}</strong> a night
                  {s.end <= props.today && <span className="text-muted"> (over)</span>}
                </span>
                <Form method="post">
                  <input type="hidden" name="intent" value="remove-season" />
                  <input type="hidden" name="seasonStart" value={s.start} />
                  <button type="submit" className="text-sm font-semibold text-danger hover:underline">
                    Remove<span className="sr-only"> the season {describeSeason(s)}</span>
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-sm text-muted">No seasons yet.</p>
        )}
        <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-3" noValidate>
          <input type="hidden" name="intent" value="add-season" />
          <Field
            label="First night"
            name="seasonStart"
            type="date"
            min={props.today}
            defaultValue={sv.seasonStart}
            error={seasonReply?.fieldErrors.seasonStart}
          />
          <Field
            label="Last night"
            name="seasonLast"
            type="date"
            min={props.today}
            defaultValue={sv.seasonLast}
            error={seasonReply?.fieldErrors.seasonLast}
          />
          <Field
            label={`Price a night (${props.currency})`}
            name="seasonRate"
            inputMode="decimal"
            defaultValue={sv.seasonRate}
            error={seasonReply?.fieldErrors.seasonRate}
          />
          <div className="sm:col-span-3 sm:max-w-xs">
            <SubmitButton variant="secondary">Add season</SubmitButton>
          </div>
        </Form>
      </section>

      <section aria-labelledby="preview-heading" className="mt-10">
        <h2 id="preview-heading" className="text-lg font-bold text-ink">
          Preview
        </h2>
        <Form method="get" className="mt-3 flex flex-wrap items-end gap-3">
          <Field label="Check-in" name="checkIn" type="date" min={props.today} defaultValue={props.checkIn} />
          <button type="submit" className={pill}>
            Show prices
          </button>
        </Form>
        <p className="mt-2 text-sm text-muted">
          From {formatDate(props.checkIn)}, booked today, no pets — as a traveller would see it.
        </p>
        <div className="mt-4 grid gap-4 md:grid-cols-3" data-testid="pricing-preview">
          {props.examples.map((e) => (
            <div key={e.label} className="min-w-0 rounded-2xl border border-line bg-surface p-4">
              <h3 className="mb-3 font-semibold text-ink">{e.label}</h3>
              <PriceBreakdown quote={e.quote} terms={props.terms} />
            </div>
          ))}
        </div>
      </section>
    </div>
  );
}
