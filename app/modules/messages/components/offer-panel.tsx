import { Form, Link } from "react-router";
import { OFFER_HOURS, type OfferState } from "~/modules/bookings/offers";
import { stayPicking } from "~/modules/bookings/stay-picking";
import { DateRangePicker } from "~/modules/stays/components/date-range-picker";
import { useFormat, useT } from "~/i18n/react";
import type { FormReply } from "~/shared/forms";
import { Field, Notice, SelectField, SubmitButton } from "~/ui/form";
import type { OfferPicking, OfferView } from "../offers.server";

/** What the owner's form starts from: the dates and party the traveller asked about, if any. */
type OfferDefaults = {
  checkIn: string | null;
  checkOut: string | null;
  adults: number | null;
  children: number | null;
  pets: number | null;
};

/**
 * Special offers and pre-approvals in a conversation (decision 3953): each offer with where it
 * stands; the traveller books an open one, the owner withdraws it or makes a new one.
 */
export function OfferPanel({
  side,
  offers,
  canOffer,
  defaults,
  picking,
  actionData,
}: {
  side: "guest" | "host";
  offers: OfferView[];
  /** The owner may make an offer (no stay of this conversation is booked or waiting). */
  canOffer: boolean;
  defaults: OfferDefaults;
  /** The home's calendar for the form's date picker; null: the date inputs alone. */
  picking: OfferPicking | null;
  /** The thread's action answer; a refused offer form's is under `offer` (what was typed, the messages). */
  actionData?: unknown;
}) {
  const reply =
    actionData && typeof actionData === "object" && "offer" in actionData
      ? (actionData.offer as FormReply | null)
      : null;
  const t = useT("inbox.offer");
  if (offers.length === 0 && !(side === "host" && canOffer)) return null;
  return (
    <section aria-label={t("label")} className="mb-6 grid gap-3">
      {offers.map((offer) => (
        <OfferCard key={offer.id} offer={offer} side={side} />
      ))}
      {side === "host" && canOffer && <OfferForm defaults={defaults} picking={picking} reply={reply} />}
    </section>
  );
}

function OfferCard({ offer, side }: { offer: OfferView; side: "guest" | "host" }) {
  const guests = offer.adults + offer.children;
  const open = offer.state === "active";
  const t = useT("inbox.offer");
  const format = useFormat();
  const state: OfferState = offer.state;
  const until = format.instantIn(offer.expiresAt, offer.timeZone, offer.city);
  return (
    <article
      data-testid="offer-card"
      className={`rounded-3xl border p-4 sm:p-5 ${open ? "border-primary bg-surface" : "border-line bg-surface-2"}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg text-ink">{t("kind", { kind: offer.kind })}</h2>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${open ? "bg-primary text-on-primary" : "bg-surface text-muted"}`}
        >
          {t("state", { state })}
        </span>
      </div>
      <p className="mt-1 text-sm text-ink">
        {t("party", {
          start: format.date(offer.checkIn, { weekday: "short" }),
          end: format.date(offer.checkOut, { weekday: "short" }),
          guests,
          animals: offer.pets,
        })}
      </p>
      {offer.totalCents !== null ? (
        <p className="mt-2 text-ink">
          <span className="text-xl font-bold tabular" data-testid="offer-total">
            {format.money(offer.totalCents, offer.currency, true)}
          </span>{" "}
          <span className="text-sm text-muted">{t("inTotal")}</span>
          {offer.usualTotalCents !== null && offer.usualTotalCents !== offer.totalCents && (
            <span className="block text-sm text-muted">
              {t("usually", { amount: format.money(offer.usualTotalCents, offer.currency, true) })}
            </span>
          )}
        </p>
      ) : (
        <p className="mt-2 text-sm text-muted">{t("usualPrice")}</p>
      )}
      <p className="mt-2 text-sm text-muted">
        {open
          ? t("openUntil", { time: until })
          : side === "guest"
            ? t("refusal", { state, time: until })
            : `${t("state", { state })}.`}
      </p>
      {offer.bookPath && (
        <Link
          to={offer.bookPath}
          className="mt-3 inline-flex h-11 items-center justify-center rounded-full bg-primary px-5 font-semibold text-on-primary hover:bg-primary-strong"
        >
          {t("book", { kind: offer.kind })}
        </Link>
      )}
      {side === "host" && (open || offer.state === "taken") && (
        <Form method="post" className="mt-3 w-full sm:w-56">
          <input type="hidden" name="offerId" value={offer.id} />
          <SubmitButton intent="withdraw-offer" variant="secondary">
            {t("withdraw")}
          </SubmitButton>
        </Form>
      )}
    </article>
  );
}

/** The form's typed fields: the dates (before the picker), then the party and the price. */
const DATE_FIELDS = [
  { name: "checkIn", label: "checkIn", type: "date" },
  { name: "checkOut", label: "checkOut", type: "date" },
] as const;
const OTHER_FIELDS = [
  { name: "adults", label: "adults", inputMode: "numeric" },
  { name: "children", label: "children", inputMode: "numeric" },
  { name: "pets", label: "animals", inputMode: "numeric" },
  { name: "price", label: "price", inputMode: "decimal", hint: "priceHint" },
] as const;

/**
 * The owner's offer form: the dates as plain date inputs (the form without JavaScript) with the
 * booking page's date picker writing them, the party, the price and how long it stays open.
 */
function OfferForm({
  defaults,
  picking,
  reply,
}: {
  defaults: OfferDefaults;
  picking: OfferPicking | null;
  reply: FormReply | null;
}) {
  const t = useT("inbox.offer");
  const value = (name: string, fallback: string) => reply?.values[name] ?? fallback;
  const error = (name: string) => reply?.fieldErrors[name];
  // What a field starts from: what was typed, else what the traveller asked about, else a default.
  const starts: Record<string, string> = {
    checkIn: defaults.checkIn ?? "",
    checkOut: defaults.checkOut ?? "",
    adults: String(defaults.adults ?? 1),
    children: String(defaults.children ?? 0),
    pets: String(defaults.pets ?? 0),
    price: "",
  };
  const field = (f: (typeof DATE_FIELDS)[number] | (typeof OTHER_FIELDS)[number]) => (
    <Field
      key={f.name}
      {...f}
      label={t(f.label)}
      hint={"hint" in f ? t(f.hint) : undefined}
      min={"type" in f ? picking?.today : undefined}
      defaultValue={value(f.name, starts[f.name]!)}
      error={error(f.name)}
    />
  );
  return (
    <details open={Boolean(reply)} className="rounded-3xl border border-line bg-surface p-4 sm:p-5">
      <summary className="cursor-pointer font-semibold text-ink">{t("formTitle")}</summary>
      <p className="mt-2 text-sm text-muted">{t("formLead")}</p>
      <Form method="post" noValidate className="mt-4 grid gap-4 sm:grid-cols-2">
        {reply?.formError && (
          <div className="sm:col-span-2">
            <Notice>{reply.formError}</Notice>
          </div>
        )}
        {DATE_FIELDS.map(field)}
        {picking && (
          <div className="sm:col-span-2">
            <DateRangePicker
              {...stayPicking(picking.rules, picking.terms, picking.occupied, picking.today)}
            />
          </div>
        )}
        {OTHER_FIELDS.map(field)}
        <SelectField
          label={t("openFor")}
          name="hours"
          defaultValue={value("hours", "24")}
          error={error("hours")}
          options={OFFER_HOURS.map((h) => ({ value: String(h), label: t("hours", { count: h }) }))}
        />
        <div className="self-end">
          <SubmitButton intent="offer">{t("send")}</SubmitButton>
        </div>
      </Form>
    </details>
  );
}
