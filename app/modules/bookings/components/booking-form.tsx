import { Icon } from "~/ui/icon";
import { DateRangePicker } from "~/modules/stays/components/date-range-picker";
import type { Nights } from "~/modules/stays/date-picking";
import { stayPicking } from "~/modules/bookings/stay-picking";
import type { PriceTerms } from "~/modules/stays/pricing";
import type { StayRules } from "../rules";
import { Form, Link } from "react-router";
import { useFormat, useT } from "~/i18n/react";
import { useSayMessage } from "~/i18n/say-message";
import { usePetPolicyText } from "~/modules/stays/components/pet-policy-line";
import { CANCELLATION_POLICIES, type CancellationPolicy } from "~/modules/stays/listing-features";
import { Checkbox, Field, FieldError, inputClass, Notice, SubmitButton } from "~/ui/form";
import { alternativeLink, formNotice, type BookingPageListing, type TypedStay } from "../booking-page-view";
import type { FieldErrors } from "~/shared/forms";
import { useErrorsUntilFixed, useFocusOnRejection } from "~/ui/errors-until-fixed";
import { type DateRange } from "../bookings";
import { bookingFormProblems, MESSAGE_MAX, readBookingForm, type PetRow } from "../booking-form.schema";
import { sectionClass, smallButton } from "./booking-styles";
import { PetFields } from "./pet-fields";

export interface BookingFormProps {
  listing: BookingPageListing;
  today: string;
  /** The stay's calendar, as its detail page shows it: taken nights, minimum stays, prices. */
  picking: { rules: StayRules; terms: PriceTerms; occupied: Nights };
  stay: TypedStay;
  pets: PetRow[];
  fieldErrors: FieldErrors;
  values: Record<string, string>;
  message: string;
  phone: string;
  idempotencyKey: string;
  alternatives?: { earlier: DateRange | null; later: DateRange | null };
  /** The traveller's saved pets, each picked with one click. */
  savedPets?: { id: string; name: string; species: string }[];
  /** The server's answer to a submit (its identity changes with each answer). */
  answer?: unknown;
  /** The owner's offer being booked (decision 3953): kept by every submit of the form. */
  offerId?: string;
  /** Paid by card at the next step (demo and stripe modes) rather than to the owner directly. */
  viaCard?: boolean;
}

/** The rules the browser can run again as a field changes (the server runs them all on submit). */
function recheck(form: HTMLFormElement) {
  const read = readBookingForm(new FormData(form));
  return { ...read.fieldErrors, ...bookingFormProblems(read) };
}

/** The booking form: works without scripts (its GET buttons update the price and the pet rows). */
export function BookingForm(props: BookingFormProps) {
  const { listing, stay, values, alternatives } = props;
  const say = useSayMessage();
  const { fieldErrors, onChange } = useErrorsUntilFixed(props.fieldErrors, (form) =>
    Object.fromEntries(Object.entries(recheck(form)).map(([key, message]) => [key, say(message)])),
  );
  const fieldError = (key: string) => fieldErrors[key];
  const notice = formNotice(fieldErrors);
  const noticeRef = useFocusOnRejection<HTMLDivElement>(
    props.answer,
    Object.keys(props.fieldErrors).length > 0,
  );
  const ranges = [alternatives?.earlier, alternatives?.later].filter((r): r is DateRange => Boolean(r));
  const t = useT("booking.form");
  const aside = useT("booking.aside");
  const stayPage = useT("stay.page");
  const terms = useT("stay.page.cancellationTerms");
  const format = useFormat();
  const policy = listing.cancellationPolicy;
  const petLine = usePetPolicyText(listing.petPolicy, listing.currency);
  return (
    <Form method="post" noValidate className="grid gap-6" onChange={onChange}>
      <input type="hidden" name="listing" value={listing.slug} />
      <input type="hidden" name="idempotencyKey" value={props.idempotencyKey} />
      {props.offerId && <input type="hidden" name="offer" value={props.offerId} />}
      {notice && (
        <Notice focusRef={noticeRef}>
          {notice.general ? notice.message : t("checkFields")}
          {notice.general && ranges.length > 0 && (
            <span className="mt-2 block">
              {t.rich("nearest", {
                ranges: () =>
                  ranges.map((range, i) => (
                    <span key={range.start}>
                      {i > 0 && ` ${t("or")} `}
                      <Link
                        to={alternativeLink(listing.slug, values, range)}
                        className="font-semibold underline"
                      >
                        {aside("dates", {
                          checkIn: format.date(range.start),
                          checkOut: format.date(range.end),
                        })}
                      </Link>
                    </span>
                  )),
              })}
            </span>
          )}
        </Notice>
      )}

      <section aria-labelledby="when-heading" className={sectionClass}>
        <h2 id="when-heading" className="text-lg text-ink">
          {t("whenWho")}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t("checkIn")}
            name="checkIn"
            type="date"
            min={props.today}
            defaultValue={stay.checkIn}
            error={fieldError("checkIn")}
            required
          />
          <Field
            label={t("checkOut")}
            name="checkOut"
            type="date"
            min={props.today}
            defaultValue={stay.checkOut}
            error={fieldError("checkOut")}
            required
          />
          <div className="sm:col-span-2">
            <DateRangePicker
              {...stayPicking(props.picking.rules, props.picking.terms, props.picking.occupied, props.today)}
            />
          </div>
          <Field
            label={t("adults")}
            name="adults"
            type="number"
            min={1}
            max={listing.maxGuests}
            defaultValue={stay.adults}
            error={fieldError("adults")}
          />
          <Field
            label={t("children")}
            name="children"
            type="number"
            min={0}
            max={listing.maxGuests}
            defaultValue={stay.children}
            error={fieldError("children")}
          />
        </div>
        <p className="text-sm text-muted">
          {t("times", {
            checkIn: format.clock(listing.checkInTime, listing.city),
            checkOut: format.clock(listing.checkOutTime),
          })}{" "}
          {t("upTo", { count: listing.maxGuests })}{" "}
          <span data-testid="nights-rule">
            {stayPage("staysRange", { min: format.number(listing.minNights), max: listing.maxNights })}.
          </span>
        </p>
        <div>
          <button
            type="submit"
            formMethod="get"
            formAction="/hotels/booking"
            name="update"
            value="1"
            className={smallButton}
          >
            {t("update")}
          </button>
        </div>
      </section>

      <PetFields
        pets={props.pets}
        fieldErrors={fieldErrors}
        petLine={petLine}
        species={listing.species}
        serviceAnimalNote={listing.serviceAnimalNote}
        serviceHorses={listing.serviceHorses}
        savedPets={props.savedPets}
      />

      <section aria-labelledby="owner-heading" className={sectionClass}>
        <h2 id="owner-heading" className="text-lg text-ink">
          {t("forOwner")}
        </h2>
        <div>
          <label htmlFor="message" className="text-sm font-semibold text-ink">
            {t.rich("message", {
              muted: (chunks) => <span className="font-normal text-muted">{chunks}</span>,
            })}
          </label>
          <textarea
            id="message"
            name="message"
            rows={4}
            maxLength={MESSAGE_MAX}
            defaultValue={props.message}
            placeholder={t("messagePlaceholder")}
            aria-invalid={fieldError("message") ? true : undefined}
            className={`mt-1.5 ${inputClass} h-auto border-line py-2.5`}
          />
          <FieldError error={fieldError("message")} />
        </div>
        <Field
          label={t("phone")}
          name="contactPhone"
          type="tel"
          autoComplete="tel"
          defaultValue={props.phone}
          error={fieldError("contactPhone")}
          hint={t("phoneHint")}
        />
      </section>

      <section aria-labelledby="rules-heading" className={sectionClass}>
        <h2 id="rules-heading" className="text-lg text-ink">
          {t("rulesHeading")}
        </h2>
        <p className="text-sm text-ink">
          <strong>{stayPage("cancellationName", { policy })}: </strong>
          {policy in CANCELLATION_POLICIES ? terms(policy as CancellationPolicy) : null}
        </p>
        {listing.houseRules.length > 0 && (
          <ul className="list-disc ps-5 text-sm text-muted">
            {listing.houseRules.map((rule) => (
              // The owner's words, in the language they wrote them in.
              <li key={rule} dir="auto">
                {rule}
              </li>
            ))}
          </ul>
        )}
        <Checkbox
          name="agree"
          label={t("agree")}
          defaultChecked={values.agree === "on"}
          error={fieldError("agree")}
        />
      </section>

      <div className="sm:w-72">
        <SubmitButton>
          {(listing.instantBook || props.offerId) && <Icon name="zap" className="size-4" />}
          {listing.instantBook || props.offerId ? t("confirmBook") : t("sendRequest")}
        </SubmitButton>
      </div>
      <p className="text-sm text-muted">{props.viaCard ? t("noCardViaCard") : t("noCard")}</p>
    </Form>
  );
}
