import { Form, Link } from "react-router";
import { OFFER_HOURS, type OfferState } from "~/modules/bookings/offers";
import { formatDate, formatMoney } from "~/shared/format";
import { Field, Notice, SelectField, SubmitButton } from "~/ui/form";

/** An offer as the thread shows it (messages/offers.server.ts: OfferView). */
export interface OfferCardData {
  id: string;
  kind: "preapproval" | "offer";
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  pets: number;
  totalCents: number | null;
  usualTotalCents: number | null;
  currency: string;
  expiresAt: string;
  state: OfferState;
  refusal: string | null;
  bookPath: string | null;
}

export interface OfferFormValues {
  fieldErrors: Record<string, string>;
  values: Record<string, string>;
  formError: string | null;
}

const STATE_WORDS: Record<OfferState, string> = {
  active: "Open",
  expired: "Expired",
  withdrawn: "Withdrawn",
  booked: "Booked",
  taken: "Nights taken",
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
  reply,
}: {
  side: "guest" | "host";
  offers: OfferCardData[];
  /** The owner may make an offer (no stay of this conversation is booked or waiting). */
  canOffer: boolean;
  defaults: {
    checkIn: string | null;
    checkOut: string | null;
    adults: number | null;
    children: number | null;
    pets: number | null;
  };
  reply?: OfferFormValues | null;
}) {
  if (offers.length === 0 && !(side === "host" && canOffer)) return null;
  return (
    <section aria-label="Offers" className="mb-6 grid gap-3">
      {offers.map((offer) => (
        <OfferCard key={offer.id} offer={offer} side={side} />
      ))}
      {side === "host" && canOffer && <OfferForm defaults={defaults} reply={reply ?? null} />}
    </section>
  );
}

function OfferCard({ offer, side }: { offer: OfferCardData; side: "guest" | "host" }) {
  const guests = offer.adults + offer.children;
  const open = offer.state === "active";
  return (
    <article
      data-testid="offer-card"
      className={`rounded-3xl border p-4 sm:p-5 ${open ? "border-primary bg-surface" : "border-line bg-surface-2"}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg text-ink">{offer.kind === "offer" ? "Special offer" : "Pre-approval"}</h2>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${open ? "bg-primary text-on-primary" : "bg-surface text-muted"}`}
        >
          {STATE_WORDS[offer.state]}
        </span>
      </div>
      <p className="mt-1 text-sm text-ink">
        {formatDate(offer.checkIn, { weekday: "short" })} → {formatDate(offer.checkOut, { weekday: "short" })}{" "}
        · {guests} {guests === 1 ? "guest" : "guests"}
        {offer.pets > 0 ? `, ${offer.pets} ${offer.pets === 1 ? "animal" : "animals"}` : ""}
      </p>
      {offer.totalCents !== null ? (
        <p className="mt-2 text-ink">
          <span className="text-xl font-bold tabular" data-testid="offer-total">
            {formatMoney(offer.totalCents, offer.currency, true)}
          </span>{" "}
          <span className="text-sm text-muted">in total, every fee and tax included</span>
          {offer.usualTotalCents !== null && offer.usualTotalCents !== offer.totalCents && (
            <span className="block text-sm text-muted">
              Usually {formatMoney(offer.usualTotalCents, offer.currency, true)}
            </span>
          )}
        </p>
      ) : (
        <p className="mt-2 text-sm text-muted">
          At the home&apos;s usual price, booked at once without a request.
        </p>
      )}
      <p className="mt-2 text-sm text-muted">
        {open
          ? `Open until ${offer.expiresAt}.`
          : side === "guest"
            ? offer.refusal
            : STATE_WORDS[offer.state] + "."}
      </p>
      {offer.bookPath && (
        <Link
          to={offer.bookPath}
          className="mt-3 inline-flex h-11 items-center justify-center rounded-full bg-primary px-5 font-semibold text-on-primary hover:bg-primary-strong"
        >
          {offer.kind === "offer" ? "Book this offer" : "Book these dates"}
        </Link>
      )}
      {side === "host" && (open || offer.state === "taken") && (
        <Form method="post" className="mt-3 w-full sm:w-56">
          <input type="hidden" name="offerId" value={offer.id} />
          <SubmitButton intent="withdraw-offer" variant="secondary">
            Withdraw
          </SubmitButton>
        </Form>
      )}
    </article>
  );
}

function OfferForm({
  defaults,
  reply,
}: {
  defaults: {
    checkIn: string | null;
    checkOut: string | null;
    adults: number | null;
    children: number | null;
    pets: number | null;
  };
  reply: OfferFormValues | null;
}) {
  const value = (name: string, fallback: string) => reply?.values[name] ?? fallback;
  const error = (name: string) => reply?.fieldErrors[name];
  return (
    <details open={Boolean(reply)} className="rounded-3xl border border-line bg-surface p-4 sm:p-5">
      <summary className="cursor-pointer font-semibold text-ink">Pre-approve or make a special offer</summary>
      <p className="mt-2 text-sm text-muted">
        The traveller can then book these dates at once, without a request. Leave the price blank to
        pre-approve at your usual price.
      </p>
      <Form method="post" noValidate className="mt-4 grid gap-4 sm:grid-cols-2">
        {reply?.formError && (
          <div className="sm:col-span-2">
            <Notice>{reply.formError}</Notice>
          </div>
        )}
        <Field
          label="Check-in"
          name="checkIn"
          type="date"
          defaultValue={value("checkIn", defaults.checkIn ?? "")}
          error={error("checkIn")}
        />
        <Field
          label="Check-out"
          name="checkOut"
          type="date"
          defaultValue={value("checkOut", defaults.checkOut ?? "")}
          error={error("checkOut")}
        />
        <Field
          label="Adults"
          name="adults"
          inputMode="numeric"
          defaultValue={value("adults", String(defaults.adults ?? 1))}
          error={error("adults")}
        />
        <Field
          label="Children"
          name="children"
          inputMode="numeric"
          defaultValue={value("children", String(defaults.children ?? 0))}
          error={error("children")}
        />
        <Field
          label="Animals"
          name="pets"
          inputMode="numeric"
          defaultValue={value("pets", String(defaults.pets ?? 0))}
          error={error("pets")}
        />
        <Field
          label="Total price (optional)"
          name="price"
          inputMode="decimal"
          defaultValue={value("price", "")}
          error={error("price")}
          hint="Everything included: fees and tax. Blank: pre-approve."
        />
        <SelectField
          label="Open for"
          name="hours"
          defaultValue={value("hours", "24")}
          error={error("hours")}
          options={OFFER_HOURS.map((h) => ({ value: String(h), label: `${h} hours` }))}
        />
        <div className="self-end">
          <SubmitButton intent="offer">Send to the traveller</SubmitButton>
        </div>
      </Form>
    </details>
  );
}
