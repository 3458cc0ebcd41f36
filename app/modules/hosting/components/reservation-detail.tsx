import { Icon } from "~/ui/icon";
import { languageName } from "~/i18n/language-name";
import { useLanguage } from "~/i18n/react";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { Avatar } from "~/modules/profiles/components/avatar";
import { PriceBreakdown } from "~/modules/stays/components/price-breakdown";
import { speciesLabel } from "~/modules/pets/species";
import type { PriceQuote, PriceTerms } from "~/modules/stays/pricing";
import { formatDate, formatMoney } from "~/shared/format";
import { Notice, SelectField, SubmitButton, TextAreaField } from "~/ui/form";
import { Panel } from "~/ui/page";
import type { BookingMoney } from "~/modules/payments/booking-money";
import { BookingMoneyPanel } from "~/modules/payments/components/booking-money";
import { DECLINE_REASONS } from "~/modules/bookings/owner-answers";
import { NOTE_MAX } from "../reservations.ts";

export interface GuestCard {
  name: string;
  avatarUrl: string | null;
  emailVerified: boolean;
  phoneVerified: boolean;
  memberSince: string;
  /** The language the guest reads the site in, or null when never chosen. */
  language: string | null;
  completedStays: number;
  reviewsWritten: number;
}

/** Who is asking: what an owner wants to know before saying yes. */
export function GuestPanel({ guest }: { guest: GuestCard | null }) {
  return (
    <Panel id="guest" title="Guest">
      {!guest ? (
        <p className="text-sm text-muted">This guest's account no longer exists.</p>
      ) : (
        <div className="flex items-start gap-4">
          <Avatar name={guest.name} src={guest.avatarUrl} size="md" />
          <div className="min-w-0">
            <p className="font-semibold text-ink">{guest.name}</p>
            <p className="text-sm text-muted">
              Member since {formatDate(guest.memberSince, { day: undefined })}
            </p>
            <GuestLanguage code={guest.language} />
            <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
              <Verified ok={guest.emailVerified} label="Email" />
              <Verified ok={guest.phoneVerified} label="Phone" />
            </ul>
            <p className="mt-2 text-sm text-ink">
              {guest.completedStays} {guest.completedStays === 1 ? "stay" : "stays"} on the site ·{" "}
              {guest.reviewsWritten} {guest.reviewsWritten === 1 ? "review" : "reviews"} written
            </p>
          </div>
        </div>
      )}
    </Panel>
  );
}

/** The language the guest reads (what the site writes to them in): so the owner can answer in it. */
export function GuestLanguage({ code, className = "text-sm" }: { code: string | null; className?: string }) {
  const { locale } = useLanguage();
  const name = languageName(code, locale);
  if (!name) return null;
  return (
    <p className={`inline-flex items-center gap-1 text-ink ${className}`} data-guest-language={code}>
      <Icon name="languages" className="size-4 text-muted" /> Speaks {name}
    </p>
  );
}

function Verified({ ok, label }: { ok: boolean; label: string }) {
  return (
    <li className={`inline-flex items-center gap-1 ${ok ? "text-success" : "text-muted"}`}>
      {ok ? (
        <Icon name="badge-check" className="size-4" />
      ) : (
        <Icon name="circle-exclamation-point" className="size-4" />
      )}
      {label} {ok ? "verified" : "not verified"}
    </li>
  );
}

export interface PetCheck {
  overall: string | null;
  pets: {
    name?: string;
    species: string;
    breed?: string;
    weightLb?: number;
    serviceAnimal?: boolean;
    problems: string[];
  }[];
}

/** The guest's animals, each against the home's pet policy as it stands today. */
export function PetsPanel({ check }: { check: PetCheck }) {
  return (
    <Panel id="pets" title="Animals" description="Each one against your pet policy.">
      {check.pets.length === 0 ? (
        <p className="text-sm text-muted">No animals on this booking.</p>
      ) : (
        <ul className="grid gap-3">
          {check.overall && <Notice>{check.overall}</Notice>}
          {check.pets.map((pet, i) => (
            <li key={i} className="flex items-start gap-3">
              {pet.problems.length === 0 ? (
                <Icon name="circle-check" className="mt-0.5 size-5 shrink-0 text-success" />
              ) : (
                <Icon name="circle-exclamation-point" className="mt-0.5 size-5 shrink-0 text-danger" />
              )}
              <div>
                <p className="font-semibold text-ink">
                  {pet.name || "Unnamed"}{" "}
                  <span className="font-normal text-muted">
                    · {pet.serviceAnimal ? "service animal" : speciesLabel(pet.species, 1)}
                    {pet.breed ? `, ${pet.breed}` : ""}
                    {pet.weightLb ? `, ${pet.weightLb} lb` : ""}
                  </span>
                </p>
                <p className={`text-sm ${pet.problems.length ? "text-danger" : "text-muted"}`}>
                  {pet.problems.length
                    ? pet.problems.join(" ")
                    : pet.serviceAnimal
                      ? "Service animals are always welcome and pay no pet fee."
                      : "Fits your policy."}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** The price the guest agreed to, and what reaches the owner (no booking fee: all of it). */

export function PayoutPanel({
  quote,
  terms,
  installments,
  money: paid,
}: {
  quote: PriceQuote;
  terms: PriceTerms;
  installments: { dueOn: string; amountCents: number; nights: number }[];
  /** What moved through the site (decision 3510); in the direct mode, the guest pays the owner. */
  money: BookingMoney;
}) {
  const money = (cents: number) => formatMoney(cents, terms.currency, true);
  return (
    <Panel id="price" title="Price and payout">
      <PriceBreakdown quote={quote} terms={terms} />
      {paid.mode !== "direct" && (
        <div className="mt-4 border-t border-line pt-4">
          <BookingMoneyPanel money={paid} side="owner" />
        </div>
      )}
      <div className="mt-4 border-t border-line pt-4 text-sm" hidden={paid.mode !== "direct"}>
        <p className="font-semibold text-ink">
          Your payout: <span className="tabular">{money(quote.totalCents)}</span>
        </p>
        <p className="text-muted">
          No booking fee is taken. The guest pays you directly, as your listing says
          {installments.length === 1
            ? `, at check-in (${formatDate(installments[0]!.dueOn)}).`
            : ", one payment per 30 nights:"}
        </p>
        {installments.length > 1 && (
          <ul className="mt-2 grid gap-1">
            {installments.map((i) => (
              <li key={i.dueOn} className="flex justify-between gap-3">
                <span className="text-muted">
                  {formatDate(i.dueOn)} ({i.nights} nights)
                </span>
                <span className="text-ink tabular">{money(i.amountCents)}</span>
              </li>
            ))}
          </ul>
        )}
        {quote.taxCents > 0 && (
          <p className="mt-2 text-muted">Includes {money(quote.taxCents)} of lodging tax for you to remit.</p>
        )}
      </div>
    </Panel>
  );
}

type Errors = Record<string, string | undefined>;

/** Accept or decline a request: both answers tell the guest at once. */
export function AnswerPanel({
  fieldErrors,
  values,
  formError,
}: {
  fieldErrors: Errors;
  values: Record<string, string>;
  formError: string | null;
}) {
  return (
    <Panel
      id="answer"
      title="Your answer"
      description="Accepting confirms the stay at once. Declining frees the dates; the traveller is told why, with similar stays."
    >
      {formError && <Notice>{formError}</Notice>}
      <Form method="post" className="sm:w-64">
        <SubmitButton intent="accept">Accept request</SubmitButton>
      </Form>
      <Form method="post" className="mt-6 grid max-w-xl gap-4 border-t border-line pt-5">
        <SelectField
          label="Why are you declining?"
          name="reason"
          defaultValue={values.reason ?? ""}
          error={fieldErrors.reason}
          options={[
            { value: "", label: "Choose a reason" },
            ...Object.entries(DECLINE_REASONS).map(([value, label]) => ({ value, label })),
          ]}
        />
        <TextAreaField
          label="A word for the traveller (optional)"
          name="note"
          rows={3}
          maxLength={NOTE_MAX}
          defaultValue={values.note ?? ""}
          error={fieldErrors.note}
        />
        <div className="sm:w-64">
          <SubmitButton intent="decline" variant="danger">
            Decline request
          </SubmitButton>
        </div>
      </Form>
    </Panel>
  );
}

/**
 * An owner's cancellation: whatever was paid comes back, whatever the policy; counted on the host
 * profile; said before it is done, in words that match what was paid (`settlement`).
 */
export function HostCancelPanel({
  reservationId,
  confirming,
  fieldErrors,
  values,
  formError,
  cancellations,
  settlement,
}: {
  reservationId: string;
  /** The second step (`?cancel=confirm`, or a reply to it): the form that cancels. */
  confirming: boolean;
  fieldErrors: Errors;
  values: Record<string, string>;
  formError: string | null;
  cancellations: number;
  settlement: string;
}) {
  return (
    <Panel id="cancel" title={confirming ? "Cancel this stay?" : "Cancel this stay"} tone="danger">
      {formError && <Notice>{formError}</Notice>}
      <p className="text-sm text-ink">
        {settlement} When an owner cancels, the traveller gets back everything they paid, whatever the
        cancellation policy, and is told at once. Cancellations by owners are shown on the host profile (
        {cancellations} in the last 12 months).
      </p>
      {confirming ? (
        <Form method="post" className="mt-4 grid max-w-xl gap-4">
          <p className="text-sm text-muted">Nothing changes until you press “Cancel the stay”.</p>
          <TextAreaField
            label="Why are you cancelling?"
            name="note"
            rows={3}
            required
            maxLength={NOTE_MAX}
            defaultValue={values.note ?? ""}
            error={fieldErrors.note}
          />
          <div className="flex flex-wrap items-center gap-3">
            <div className="sm:w-64">
              <SubmitButton intent="cancel" variant="danger">
                Cancel the stay
              </SubmitButton>
            </div>
            <Link
              to={`/host/reservations/${reservationId}`}
              preventScrollReset
              className="inline-flex h-11 items-center rounded-full px-5 text-sm font-semibold text-ink hover:bg-surface-2"
            >
              Keep the stay
            </Link>
          </div>
        </Form>
      ) : (
        <Link
          to={`/host/reservations/${reservationId}?cancel=confirm#cancel`}
          preventScrollReset
          className="mt-4 inline-flex h-11 items-center justify-center rounded-full border border-danger/60 px-5 text-sm font-semibold text-danger hover:bg-danger/5"
        >
          Cancel this stay…
        </Link>
      )}
    </Panel>
  );
}

/** Prints the page as the check-in sheet (the frame's navigation is left off the paper). */
export function PrintButton() {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="inline-flex items-center gap-2 rounded-full border border-line px-4 py-2 text-sm font-semibold text-ink hover:bg-surface-2 print:hidden"
    >
      <Icon name="printer" className="size-4" /> Print check-in sheet
    </button>
  );
}

/** What the owner needs at the door: dates and times, who comes, the guest's phone, their own instructions. */
export function CheckInSheet({
  sheet: r,
}: {
  sheet: {
    listing: { title: string; address: string; city: string };
    checkIn: string;
    checkOut: string;
    checkInTime: string;
    checkOutTime: string;
    nights: number;
    adults: number;
    children: number;
    pets: PetCheck;
    contactPhone: string;
    checkInInstructions: string;
  };
}) {
  const guests = r.adults + r.children;
  return (
    <Panel
      id="stay"
      title="Check-in sheet"
      description={`${r.listing.title}, ${r.listing.address || r.listing.city}`}
    >
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <Fact label="Check-in">
          {formatDate(r.checkIn, { weekday: "short" })} from {r.checkInTime}
        </Fact>
        <Fact label="Check-out">
          {formatDate(r.checkOut, { weekday: "short" })} by {r.checkOutTime}
        </Fact>
        <Fact label="Nights">{r.nights}</Fact>
        <Fact label="Guests">
          {guests} ({r.adults} {r.adults === 1 ? "adult" : "adults"}
          {r.children ? `, ${r.children} ${r.children === 1 ? "child" : "children"}` : ""})
        </Fact>
        <Fact label="Animals">
          {r.pets.pets.length === 0 ? "None" : r.pets.pets.map((p) => p.name || p.species).join(", ")}
        </Fact>
        {r.contactPhone && <Fact label="Guest's phone">{r.contactPhone}</Fact>}
      </dl>
      {r.checkInInstructions && (
        <div className="mt-4 text-sm">
          <p className="font-semibold text-ink">Your check-in instructions</p>
          <p className="whitespace-pre-line text-muted">{r.checkInInstructions}</p>
        </div>
      )}
      <div className="mt-4">
        <PrintButton />
      </div>
    </Panel>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-muted">{label}</dt>
      <dd className="font-semibold text-ink">{children}</dd>
    </div>
  );
}
