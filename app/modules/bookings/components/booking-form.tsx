import { Icon } from "~/ui/icon";
import { DateRangePicker } from "~/modules/stays/components/date-range-picker";
import type { Nights } from "~/modules/stays/date-picking";
import { stayPicking } from "~/modules/bookings/stay-picking";
import type { PriceTerms } from "~/modules/stays/pricing";
import type { StayRules } from "../rules";
import { Form, Link } from "react-router";
import { formatDate } from "~/shared/format";
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
  const { fieldErrors, onChange } = useErrorsUntilFixed(props.fieldErrors, recheck);
  const fieldError = (key: string) => fieldErrors[key];
  const notice = formNotice(fieldErrors);
  const noticeRef = useFocusOnRejection<HTMLDivElement>(
    props.answer,
    Object.keys(props.fieldErrors).length > 0,
  );
  const ranges = [alternatives?.earlier, alternatives?.later].filter((r): r is DateRange => Boolean(r));
  return (
    <Form method="post" noValidate className="grid gap-6" onChange={onChange}>
      <input type="hidden" name="listing" value={listing.slug} />
      <input type="hidden" name="idempotencyKey" value={props.idempotencyKey} />
      {props.offerId && <input type="hidden" name="offer" value={props.offerId} />}
      {notice && (
        <Notice focusRef={noticeRef}>
          {notice.message}
          {notice.general && ranges.length > 0 && (
            <span className="mt-2 block">
              Nearest free dates:{" "}
              {ranges.map((range, i) => (
                <span key={range.start}>
                  {i > 0 && " or "}
                  <Link to={alternativeLink(listing.slug, values, range)} className="font-semibold underline">
                    {formatDate(range.start)} → {formatDate(range.end)}
                  </Link>
                </span>
              ))}
            </span>
          )}
        </Notice>
      )}

      <section aria-labelledby="when-heading" className={sectionClass}>
        <h2 id="when-heading" className="text-lg text-ink">
          When and who
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Check-in"
            name="checkIn"
            type="date"
            min={props.today}
            defaultValue={stay.checkIn}
            error={fieldError("checkIn")}
            required
          />
          <Field
            label="Check-out"
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
            label="Adults"
            name="adults"
            type="number"
            min={1}
            max={listing.maxGuests}
            defaultValue={stay.adults}
            error={fieldError("adults")}
          />
          <Field
            label="Children"
            name="children"
            type="number"
            min={0}
            max={listing.maxGuests}
            defaultValue={stay.children}
            error={fieldError("children")}
          />
        </div>
        <p className="text-sm text-muted">
          Check-in from {listing.checkInTime}, check-out by {listing.checkOutTime}. Up to {listing.maxGuests}{" "}
          guests.{" "}
          <span data-testid="nights-rule">
            Stays of {listing.minNights} to {listing.maxNights} nights.
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
            Update the price
          </button>
        </div>
      </section>

      <PetFields
        pets={props.pets}
        fieldErrors={fieldErrors}
        petLine={listing.petLine}
        species={listing.species}
        serviceAnimalNote={listing.serviceAnimalNote}
        serviceHorses={listing.serviceHorses}
        savedPets={props.savedPets}
      />

      <section aria-labelledby="owner-heading" className={sectionClass}>
        <h2 id="owner-heading" className="text-lg text-ink">
          For the owner
        </h2>
        <div>
          <label htmlFor="message" className="text-sm font-semibold text-ink">
            Message to the owner <span className="font-normal text-muted">(optional)</span>
          </label>
          <textarea
            id="message"
            name="message"
            rows={4}
            maxLength={MESSAGE_MAX}
            defaultValue={props.message}
            placeholder="Who's coming, what brings you, anything about your pets the owner should know."
            aria-invalid={fieldError("message") ? true : undefined}
            className={`mt-1.5 ${inputClass} h-auto border-line py-2.5`}
          />
          <FieldError error={fieldError("message")} />
        </div>
        <Field
          label="Contact phone"
          name="contactPhone"
          type="tel"
          autoComplete="tel"
          defaultValue={props.phone}
          error={fieldError("contactPhone")}
          hint="For the owner to reach you about check-in."
        />
      </section>

      <section aria-labelledby="rules-heading" className={sectionClass}>
        <h2 id="rules-heading" className="text-lg text-ink">
          Cancellation and house rules
        </h2>
        <p className="text-sm text-ink">{listing.cancellation}</p>
        {listing.houseRules.length > 0 && (
          <ul className="list-disc ps-5 text-sm text-muted">
            {listing.houseRules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        )}
        <Checkbox
          name="agree"
          label="I accept the house rules and the pet policy of this home."
          defaultChecked={values.agree === "on"}
          error={fieldError("agree")}
        />
      </section>

      <div className="sm:w-72">
        <SubmitButton>
          {(listing.instantBook || props.offerId) && <Icon name="zap" className="size-4" />}
          {listing.instantBook || props.offerId ? "Confirm and book" : "Send the request"}
        </SubmitButton>
      </div>
      <p className="text-sm text-muted">
        {props.viaCard
          ? "Nothing is charged on this page: you pay by card at the next step, as shown beside the price."
          : "No card is charged here: you pay the owner directly, as shown beside the price."}
      </p>
    </Form>
  );
}
