import { Icon } from "~/ui/icon";
import { languageName } from "~/i18n/language-name";
import { useFormat, useLanguage, useT } from "~/i18n/react";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { Avatar } from "~/modules/profiles/components/avatar";
import { PriceBreakdown } from "~/modules/stays/components/price-breakdown";
import { MINIATURE_HORSE, SPECIES } from "~/modules/pets/species";
import type { PriceQuote, PriceTerms } from "~/modules/stays/pricing";
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
  const t = useT("host.guest");
  const format = useFormat();
  return (
    <Panel id="guest" title={t("title")}>
      {!guest ? (
        <p className="text-sm text-muted">{t("gone")}</p>
      ) : (
        <div className="flex items-start gap-4">
          <Avatar name={guest.name} src={guest.avatarUrl} size="md" />
          <div className="min-w-0">
            <p className="font-semibold text-ink">{guest.name}</p>
            <p className="text-sm text-muted">
              {t("memberSince", { date: format.date(guest.memberSince, { day: undefined }) })}
            </p>
            <GuestLanguage code={guest.language} />
            <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
              <Verified
                ok={guest.emailVerified}
                label={t(guest.emailVerified ? "emailVerified" : "emailNotVerified")}
              />
              <Verified
                ok={guest.phoneVerified}
                label={t(guest.phoneVerified ? "phoneVerified" : "phoneNotVerified")}
              />
            </ul>
            <p className="mt-2 text-sm text-ink">
              {t("history", { stays: guest.completedStays, reviews: guest.reviewsWritten })}
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
  const t = useT("host.guest");
  const name = languageName(code, locale);
  if (!name) return null;
  return (
    <p className={`inline-flex items-center gap-1 text-ink ${className}`} data-guest-language={code}>
      <Icon name="languages" className="size-4 text-muted" /> {t("speaks", { language: name })}
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
      {label}
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
  const t = useT("host.pets");
  const kindOf = useKindOf();
  return (
    <Panel id="pets" title={t("title")} description={t("description")}>
      {check.pets.length === 0 ? (
        <p className="text-sm text-muted">{t("none")}</p>
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
                  {pet.name || t("unnamed")}{" "}
                  <span className="font-normal text-muted">
                    ·{" "}
                    {t("facts", {
                      kind: pet.serviceAnimal ? t("service") : kindOf(pet.species),
                      hasBreed: pet.breed ? "yes" : "no",
                      breed: pet.breed ?? "",
                      weight: pet.weightLb ?? 0,
                    })}
                  </span>
                </p>
                <p className={`text-sm ${pet.problems.length ? "text-danger" : "text-muted"}`}>
                  {pet.problems.length
                    ? pet.problems.join(" ")
                    : pet.serviceAnimal
                      ? t("serviceWelcome")
                      : t("fits")}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** A species as the page's language names one ("dog", "perro"); a miniature horse has its own word. */
function useKindOf() {
  const kind = useT("booking.kind");
  const trip = useT("trips.details");
  return (species: string) =>
    (SPECIES as readonly string[]).includes(species)
      ? kind(species)
      : species === MINIATURE_HORSE
        ? trip("horse")
        : species;
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
  const t = useT("host.payout");
  const format = useFormat();
  const money = (cents: number) => format.money(cents, terms.currency, true);
  return (
    <Panel id="price" title={t("title")}>
      <PriceBreakdown quote={quote} terms={terms} />
      {paid.mode !== "direct" && (
        <div className="mt-4 border-t border-line pt-4">
          <BookingMoneyPanel money={paid} side="owner" />
        </div>
      )}
      <div className="mt-4 border-t border-line pt-4 text-sm" hidden={paid.mode !== "direct"}>
        <p className="font-semibold text-ink">
          {t.rich("yours", {
            amount: money(quote.totalCents),
            money: (chunks) => <span className="tabular">{chunks}</span>,
          })}
        </p>
        <p className="text-muted">
          {installments.length === 1
            ? t("atCheckIn", { date: format.date(installments[0]!.dueOn) })
            : t("monthly")}
        </p>
        {installments.length > 1 && (
          <ul className="mt-2 grid gap-1">
            {installments.map((i) => (
              <li key={i.dueOn} className="flex justify-between gap-3">
                <span className="text-muted">
                  {t("installment", { date: format.date(i.dueOn), count: i.nights })}
                </span>
                <span className="text-ink tabular">{money(i.amountCents)}</span>
              </li>
            ))}
          </ul>
        )}
        {quote.taxCents > 0 && (
          <p className="mt-2 text-muted">{t("tax", { amount: money(quote.taxCents) })}</p>
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
  const t = useT("host.answer");
  return (
    <Panel id="answer" title={t("title")} description={t("description")}>
      {formError && <Notice>{formError}</Notice>}
      <Form method="post" className="sm:w-64">
        <SubmitButton intent="accept">{t("accept")}</SubmitButton>
      </Form>
      <Form method="post" className="mt-6 grid max-w-xl gap-4 border-t border-line pt-5">
        <SelectField
          label={t("why")}
          name="reason"
          defaultValue={values.reason ?? ""}
          error={fieldErrors.reason}
          options={[
            { value: "", label: t("chooseReason") },
            ...Object.keys(DECLINE_REASONS).map((value) => ({ value, label: t(`reason.${value}`) })),
          ]}
        />
        <TextAreaField
          label={t("note")}
          name="note"
          rows={3}
          maxLength={NOTE_MAX}
          defaultValue={values.note ?? ""}
          error={fieldErrors.note}
        />
        <div className="sm:w-64">
          <SubmitButton intent="decline" variant="danger">
            {t("decline")}
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
  const t = useT("host.cancel");
  return (
    <Panel id="cancel" title={t(confirming ? "titleConfirm" : "title")} tone="danger">
      {formError && <Notice>{formError}</Notice>}
      <p className="text-sm text-ink">
        {settlement} {t("rule", { count: cancellations })}
      </p>
      {confirming ? (
        <Form method="post" className="mt-4 grid max-w-xl gap-4">
          <p className="text-sm text-muted">{t("nothingYet")}</p>
          <TextAreaField
            label={t("why")}
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
                {t("confirm")}
              </SubmitButton>
            </div>
            <Link
              to={`/host/reservations/${reservationId}`}
              preventScrollReset
              className="inline-flex h-11 items-center rounded-full px-5 text-sm font-semibold text-ink hover:bg-surface-2"
            >
              {t("keep")}
            </Link>
          </div>
        </Form>
      ) : (
        <Link
          to={`/host/reservations/${reservationId}?cancel=confirm#cancel`}
          preventScrollReset
          className="mt-4 inline-flex h-11 items-center justify-center rounded-full border border-danger/60 px-5 text-sm font-semibold text-danger hover:bg-danger/5"
        >
          {t("start")}
        </Link>
      )}
    </Panel>
  );
}

/** Prints the page as the check-in sheet (the frame's navigation is left off the paper). */
export function PrintButton() {
  const t = useT("host.sheet");
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="inline-flex items-center gap-2 rounded-full border border-line px-4 py-2 text-sm font-semibold text-ink hover:bg-surface-2 print:hidden"
    >
      <Icon name="printer" className="size-4" /> {t("print")}
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
  const t = useT("host.sheet");
  const format = useFormat();
  return (
    <Panel
      id="stay"
      title={t("title")}
      description={t("where", { title: r.listing.title, address: r.listing.address || r.listing.city })}
    >
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <Fact label={t("checkIn")}>
          {t("from", { day: format.date(r.checkIn, { weekday: "short" }), time: r.checkInTime })}
        </Fact>
        <Fact label={t("checkOut")}>
          {t("by", { day: format.date(r.checkOut, { weekday: "short" }), time: r.checkOutTime })}
        </Fact>
        <Fact label={t("nights")}>{format.number(r.nights)}</Fact>
        <Fact label={t("guests")}>{t("people", { guests, adults: r.adults, children: r.children })}</Fact>
        <Fact label={t("animals")}>
          {r.pets.pets.length === 0
            ? t("noAnimals")
            : format.list(r.pets.pets.map((p) => p.name || p.species))}
        </Fact>
        {r.contactPhone && <Fact label={t("phone")}>{r.contactPhone}</Fact>}
      </dl>
      {r.checkInInstructions && (
        <div className="mt-4 text-sm">
          <p className="font-semibold text-ink">{t("instructions")}</p>
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
