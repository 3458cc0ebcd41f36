import { Form, Link } from "react-router";
import { useFormat, useT } from "~/i18n/react";
import { PriceBreakdown } from "~/modules/stays/components/price-breakdown";
import type { PriceQuote, PriceTerms } from "~/modules/stays/pricing";
import type { PRICING_ORDER, PricingRules, Season } from "~/modules/stays/pricing-rules";
import { addDays } from "~/shared/dates";
import type { FieldErrors } from "~/shared/forms";
import { Field, Notice, SelectField, SubmitButton } from "~/ui/form";
import { Icon } from "~/ui/icon";
import type { EditorSummary } from "../../listing-editor/editor.server.ts";
import { ListingStatusBadge } from "../../components/listing-status-badge";
import type { PREVIEW_STAYS } from "../pricing-rules-form.ts";

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
  /** The listing's own rates, for the order's steps 4 to 6. */
  rates: { nightlyRateCents: number; weeklyDiscountPct: number; monthlyRateCents: number | null };
  checkIn: string;
  terms: PriceTerms;
  examples: { kind: (typeof PREVIEW_STAYS)[number]["kind"]; checkOut: string; quote: PriceQuote }[];
  reply?: PricingRulesReply;
}

const pill =
  "inline-flex items-center gap-1.5 rounded-full border border-line px-4 py-2 text-sm font-semibold text-ink hover:bg-surface-2";

/** The order's steps (PRICING_ORDER) with what the owner set for each, or null: not set. */
function useOrder(rules: PricingRules, rates: PricingRulesPageProps["rates"], currency: string) {
  const t = useT("pricingRules.order");
  const format = useFormat();
  const season = useSeasonWords();
  const money = (cents: number) => format.money(cents, currency, true);
  const discounts = [
    rules.monthlyDiscountPct > 0 ? t("monthly", { pct: format.percent(rules.monthlyDiscountPct) }) : null,
    rates.weeklyDiscountPct > 0 ? t("weekly", { pct: format.percent(rates.weeklyDiscountPct) }) : null,
  ].filter((part): part is string => part !== null);
  const settings = [
    t("calendarSetting"),
    rules.seasons.length
      ? rules.seasons
          .map((s) => t("seasonSetting", { season: season(s), price: money(s.nightlyRateCents) }))
          .join("; ")
      : null,
    rules.weekendRateCents !== null ? t("aNight", { price: money(rules.weekendRateCents) }) : null,
    t("aNight", { price: money(rates.nightlyRateCents) }),
    rates.monthlyRateCents !== null ? t("aMonth", { price: money(rates.monthlyRateCents) }) : null,
    discounts.length ? format.list(discounts) : null,
    rules.timing
      ? t(rules.timing.kind === "last-minute" ? "lastMinute" : "earlyBird", {
          pct: format.percent(rules.timing.pct),
          count: rules.timing.days,
        })
      : null,
  ];
  return STEP_KEYS.map((key, i) => ({ key, rule: t(key), setting: settings[i] ?? null }));
}

/** One message per step of PRICING_ORDER, in its order. */
const STEP_KEYS = [
  "calendar",
  "season",
  "weekend",
  "nightly",
  "monthlyRate",
  "lengthOfStay",
  "timing",
] as const satisfies { length: (typeof PRICING_ORDER)["length"] };

/** "Jul 1, 2027 to Jul 31, 2027": a season's first and last night in the reader's words. */
function useSeasonWords() {
  const t = useT("pricingRules");
  const format = useFormat();
  return (s: Pick<Season, "start" | "end">) =>
    t("season", { start: format.date(s.start), last: format.date(addDays(s.end, -1)) });
}

export function PricingRulesPage(props: PricingRulesPageProps) {
  const { listing, rules, reply } = props;
  const t = useT("pricingRules");
  const stayLabel = useT("listingEditor.pricing");
  const format = useFormat();
  const season = useSeasonWords();
  const steps = useOrder(rules, props.rates, props.currency);
  const money = (cents: number) => format.money(cents, props.currency, true);
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
        <Icon name="arrow-left" className="size-4" /> {t("yourListings")}
      </Link>
      <div className="mt-3 flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl text-ink sm:text-3xl">{t("heading")}</h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-muted">
            <span className="written-line font-semibold text-ink" dir="auto">
              {listing.title || t("untitled")}
            </span>
            <ListingStatusBadge status={listing.status} />
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={`/host/listings/${listing.id}/pricing`} className={pill}>
            <Icon name="pencil" className="size-4" /> {t("ratesAndFees")}
          </Link>
          <Link to={`/host/listings/${listing.id}/calendar`} className={pill}>
            <Icon name="calendar-days" className="size-4" /> {t("calendar")}
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
          {t("orderHeading")}
        </h2>
        <p className="mt-1 text-sm text-muted">{t("orderLead")}</p>
        <ol className="mt-4 grid gap-2 text-sm" data-testid="pricing-order">
          {steps.map((s, i) => (
            <li key={s.key} className="flex gap-3">
              <span className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-surface-2 text-xs font-bold text-ink">
                {format.number(i + 1)}
              </span>
              <span className="min-w-0">
                <span className="text-ink">{s.rule}</span>
                <span className="block break-words text-muted">{s.setting ?? t("notSet")}</span>
              </span>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="rules-heading" className="mt-8">
        <h2 id="rules-heading" className="text-lg font-bold text-ink">
          {t("rulesHeading")}
        </h2>
        <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2" noValidate>
          <input type="hidden" name="intent" value="rules" />
          <Field
            label={t("weekendPrice", { currency: props.currency })}
            name="weekendRate"
            inputMode="decimal"
            hint={t("weekendHint")}
            defaultValue={v.weekendRate}
            error={rulesReply?.fieldErrors.weekendRate}
          />
          <Field
            label={t("monthlyDiscount")}
            name="monthlyDiscountPct"
            inputMode="numeric"
            hint={t("monthlyHint")}
            defaultValue={v.monthlyDiscountPct}
            error={rulesReply?.fieldErrors.monthlyDiscountPct}
          />
          <SelectField
            label={t("timing")}
            name="timingKind"
            options={(["none", "last-minute", "early-bird"] as const).map((value) => ({
              value,
              label: t("timingOption", {
                kind: value === "none" ? "none" : value === "last-minute" ? "lastMinute" : "earlyBird",
              }),
            }))}
            defaultValue={v.timingKind}
            error={rulesReply?.fieldErrors.timingKind}
            className="sm:col-span-2"
          />
          <Field
            label={t("days")}
            name="timingDays"
            inputMode="numeric"
            hint={t("daysHint")}
            defaultValue={v.timingDays}
            error={rulesReply?.fieldErrors.timingDays}
          />
          <Field
            label={t("discount")}
            name="timingPct"
            inputMode="numeric"
            defaultValue={v.timingPct}
            error={rulesReply?.fieldErrors.timingPct}
          />
          <div className="sm:col-span-2 sm:max-w-xs">
            <SubmitButton>{t("saveRules")}</SubmitButton>
          </div>
        </Form>
      </section>

      <section aria-labelledby="seasons-heading" className="mt-10">
        <h2 id="seasons-heading" className="text-lg font-bold text-ink">
          {t("seasons")}
        </h2>
        <p className="mt-1 text-sm text-muted">{t("seasonsLead")}</p>
        {rules.seasons.length > 0 ? (
          <ul className="mt-4 grid gap-2" data-testid="seasons">
            {rules.seasons.map((s) => (
              <li
                key={s.start}
                className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line px-4 py-3"
              >
                <span className="min-w-0 text-sm text-ink">
                  {t.rich("seasonLine", {
                    season: season(s),
                    price: money(s.nightlyRateCents),
                    strong: (chunks) => <strong>{chunks}</strong>,
                  })}
                  {s.end <= props.today && <span className="text-muted"> {t("over")}</span>}
                </span>
                <Form method="post">
                  <input type="hidden" name="intent" value="remove-season" />
                  <input type="hidden" name="seasonStart" value={s.start} />
                  <button type="submit" className="text-sm font-semibold text-danger hover:underline">
                    {t.rich("remove", {
                      season: season(s),
                      hidden: (chunks) => <span className="sr-only">{chunks}</span>,
                    })}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-sm text-muted">{t("noSeasons")}</p>
        )}
        <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-3" noValidate>
          <input type="hidden" name="intent" value="add-season" />
          <Field
            label={t("firstNight")}
            name="seasonStart"
            type="date"
            min={props.today}
            defaultValue={sv.seasonStart}
            error={seasonReply?.fieldErrors.seasonStart}
          />
          <Field
            label={t("lastNight")}
            name="seasonLast"
            type="date"
            min={props.today}
            defaultValue={sv.seasonLast}
            error={seasonReply?.fieldErrors.seasonLast}
          />
          <Field
            label={t("seasonPrice", { currency: props.currency })}
            name="seasonRate"
            inputMode="decimal"
            defaultValue={sv.seasonRate}
            error={seasonReply?.fieldErrors.seasonRate}
          />
          <div className="sm:col-span-3 sm:max-w-xs">
            <SubmitButton variant="secondary">{t("addSeason")}</SubmitButton>
          </div>
        </Form>
      </section>

      <section aria-labelledby="preview-heading" className="mt-10">
        <h2 id="preview-heading" className="text-lg font-bold text-ink">
          {t("preview")}
        </h2>
        <Form method="get" className="mt-3 flex flex-wrap items-end gap-3">
          <Field
            label={t("checkIn")}
            name="checkIn"
            type="date"
            min={props.today}
            defaultValue={props.checkIn}
          />
          <button type="submit" className={pill}>
            {t("showPrices")}
          </button>
        </Form>
        <p className="mt-2 text-sm text-muted">{t("previewLead", { date: format.date(props.checkIn) })}</p>
        <div className="mt-4 grid gap-4 md:grid-cols-3" data-testid="pricing-preview">
          {props.examples.map((e) => (
            <div key={e.kind} className="min-w-0 rounded-2xl border border-line bg-surface p-4">
              <h3 className="mb-3 font-semibold text-ink">{stayLabel("stayLabel", { kind: e.kind })}</h3>
              <PriceBreakdown quote={e.quote} terms={props.terms} />
            </div>
          ))}
        </div>
      </section>
    </div>
  );
}
