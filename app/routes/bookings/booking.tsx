import crypto from "node:crypto";
import { PawPrint, Plus, ShieldCheck, Trash2, Zap } from "lucide-react";
import { data, Form, Link, redirect, type RouterContextProvider } from "react-router";
import { requireUser } from "~/modules/accounts/guards.server";
import { bookableListing, createBooking, guestBooking, quoteFor } from "~/modules/bookings/bookings.server";
import {
  bookingFormProblems,
  bookingRequestProblems,
  MAX_PETS_PER_BOOKING,
  MESSAGE_MAX,
  readBookingForm,
  type BookingForm,
  type DateRange,
} from "~/modules/bookings/bookings";
import { StaySummary } from "~/modules/bookings/components/stay-summary";
import { PaymentSchedule } from "~/modules/bookings/components/payment-schedule";
import { bookingEmail } from "~/modules/bookings/emails.server";
import { PriceBreakdown } from "~/modules/stays/components/price-breakdown";
import { firstPhoto } from "~/modules/stays/stays.server";
import { formatDate } from "~/shared/format";
import { isIsoDate, nightsBetween, todayIn } from "~/shared/dates";
import { priceTermsOf } from "~/modules/stays/pricing";
import {
  CANCELLATION_POLICIES,
  petPolicyLine,
  SPECIES,
  SPECIES_LABELS,
  type CancellationPolicy,
} from "~/modules/stays/stays";
import { log } from "~/platform/log.server";
import { Checkbox, Field, FieldError, inputClass, Notice, SubmitButton } from "~/ui/form";
import { pageMeta } from "~/site";
import type { Route } from "./+types/booking";
import { assertSameOrigin, readForm } from "~/shared/http.server";
import { platformOf } from "~/platform/context";

export const meta = () => pageMeta("Book your stay", "Book a pet-friendly stay directly with its owner.");

/** Pet rows added or removed by the form's GET buttons (they keep everything typed). */
function adjustPetRows(url: URL, form: BookingForm) {
  const pets = [...form.request.pets];
  const remove = url.searchParams.get("removePet");
  if (remove !== null) pets.splice(Number(remove), 1);
  if (url.searchParams.has("addPet") && pets.length < MAX_PETS_PER_BOOKING)
    pets.push({ name: "", species: "dog", breed: "", weightLb: null, serviceAnimal: false });
  return pets;
}

async function loadPage(context: Readonly<RouterContextProvider>, request: Request, form: BookingForm) {
  const { database } = platformOf(context);
  const row = await bookableListing(database.db, form.listing);
  if (!row || row.listing.status !== "published")
    throw data("This stay is not taking bookings.", { status: 404 });
  const today = todayIn(row.listing.timeZone);
  const { checkIn, checkOut } = form.request;
  const datesOk = isIsoDate(checkIn) && isIsoDate(checkOut) && nightsBetween(checkIn, checkOut) >= 1;
  const photo = await firstPhoto(database.db, row.listing.id);
  return {
    listing: {
      slug: row.listing.slug,
      title: row.listing.title,
      place: `${row.listing.city}, ${row.listing.region}`,
      instantBook: row.listing.instantBook,
      maxGuests: row.listing.maxGuests,
      minNights: row.listing.minNights,
      maxNights: row.listing.maxNights,
      houseRules: row.listing.houseRules,
      checkInTime: row.listing.checkInTime.slice(0, 5),
      checkOutTime: row.listing.checkOutTime.slice(0, 5),
      cancellation: CANCELLATION_POLICIES[row.listing.cancellationPolicy as CancellationPolicy],
      petLine: petPolicyLine(row.pet, row.listing.currency),
      species: row.pet.species,
      serviceAnimalNote: row.pet.serviceAnimalNote,
    },
    photo,
    today,
    terms: priceTermsOf(row.listing, row.pet),
    quote: datesOk ? quoteFor(row, form.request) : null,
    ruleProblems: bookingRequestProblems(form.request, row.listing, row.pet, today),
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const url = new URL(request.url);
  const form = readBookingForm(url.searchParams);
  form.request.pets = adjustPetRows(url, form);
  const page = await loadPage(context, request, form);
  return {
    ...page,
    form: {
      request: form.request,
      message: form.message,
      contactPhone: form.contactPhone || (user.phoneNumber ?? ""),
    },
    // A new key for each showing of the page: every submit of this showing books once.
    idempotencyKey: crypto.randomUUID(),
    // Errors shown only after "Update price", not on arrival.
    checked: url.searchParams.has("update"),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request);
  assertSameOrigin(request, platformOf(context).env.APP_URL);
  const form = readBookingForm(await readForm(request));
  const page = await loadPage(context, request, form);
  const errors = { ...page.ruleProblems, ...bookingFormProblems(form) };
  const answer = (
    status: number,
    extra: {
      errors: Record<string, string>;
      alternatives?: { earlier: DateRange | null; later: DateRange | null };
    },
  ) =>
    data(
      {
        ...extra,
        values: form.values,
        request: form.request,
        idempotencyKey: form.idempotencyKey,
        // The price of what was just sent, so the summary matches the form it sits beside.
        quote: page.quote,
      },
      { status },
    );
  if (Object.keys(errors).length > 0) return answer(400, { errors });

  const { database, mailer, env } = platformOf(context);
  const result = await createBooking(database.db, {
    guestId: user.id,
    listingSlug: form.listing,
    request: form.request,
    message: form.message,
    contactPhone: form.contactPhone,
    idempotencyKey: form.idempotencyKey,
  });
  if (!result.ok)
    return answer(result.status, {
      errors: result.errors,
      alternatives: "alternatives" in result ? result.alternatives : undefined,
    });
  // The seam for a payment step: a card processor would take the first installment of
  // `paymentSchedule` here (bookings/payment.ts). Today the guest pays the owner directly.
  if (!result.replayed) {
    const trip = await guestBooking(database.db, user.id, result.bookingId);
    if (trip)
      await mailer.send(bookingEmail(user.email, trip, env.APP_URL)).catch((error: unknown) => {
        log.error("booking.email_failed", { bookingId: result.bookingId, error: String(error) });
      });
  }
  return redirect(`/hotels/confirm?booking=${result.bookingId}`);
}

const sectionClass = "grid gap-4 rounded-3xl border border-line bg-surface p-5 shadow-card sm:p-7";
const smallButton =
  "inline-flex h-10 items-center gap-2 rounded-full border border-line bg-surface px-4 text-sm font-semibold text-ink hover:bg-surface-2";

function alternativeLink(slug: string, values: Record<string, string>, range: DateRange) {
  const params = new URLSearchParams(values);
  for (const key of ["idempotencyKey", "agree"]) params.delete(key);
  params.set("listing", slug);
  params.set("checkIn", range.start);
  params.set("checkOut", range.end);
  return `/hotels/booking?${params}`;
}

export default function BookingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { listing, terms } = loaderData;
  const quote = actionData ? actionData.quote : loaderData.quote;
  const sent = actionData?.request;
  const request = sent ?? loaderData.form.request;
  const values: Record<string, string> = actionData?.values ?? {};
  const errors: Record<string, string> =
    actionData?.errors ?? (loaderData.checked ? loaderData.ruleProblems : {});
  const message = values.message ?? loaderData.form.message;
  const phone = values.contactPhone ?? loaderData.form.contactPhone;
  const alternatives = actionData?.alternatives;
  const fieldError = (key: string) => errors[key];

  return (
    <div className="container-page py-8 sm:py-12">
      <p className="text-sm font-semibold tracking-wide text-accent uppercase">
        {listing.instantBook ? "Instant book" : "Request to book"}
      </p>
      <h1 className="mt-1 text-3xl text-ink sm:text-4xl">
        {listing.instantBook ? "Book your stay" : "Request your stay"}
      </h1>
      <p className="mt-2 max-w-2xl text-muted">
        {listing.instantBook
          ? "The owner accepts instant bookings: your stay is confirmed as soon as you book."
          : "The owner answers within 24 hours. Nothing is charged until they accept."}
      </p>

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <Form method="post" noValidate className="grid gap-6">
          <input type="hidden" name="listing" value={listing.slug} />
          <input
            type="hidden"
            name="idempotencyKey"
            value={actionData?.idempotencyKey ?? loaderData.idempotencyKey}
          />
          {errors.form && (
            <Notice>
              {errors.form}
              {alternatives && (alternatives.earlier || alternatives.later) && (
                <span className="mt-2 block">
                  Nearest free dates:{" "}
                  {[alternatives.earlier, alternatives.later]
                    .filter((r): r is DateRange => r !== null)
                    .map((range, i) => (
                      <span key={range.start}>
                        {i > 0 && " or "}
                        <Link
                          to={alternativeLink(listing.slug, values, range)}
                          className="font-semibold underline"
                        >
                          {formatDate(range.start)} → {formatDate(range.end)}
                        </Link>
                      </span>
                    ))}
                </span>
              )}
            </Notice>
          )}
          {Object.keys(errors).length > 0 && !errors.form && (
            <Notice>
              Please check the highlighted fields: nothing is booked yet, and what you typed is kept.
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
                min={loaderData.today}
                defaultValue={request.checkIn}
                error={fieldError("checkIn")}
                required
              />
              <Field
                label="Check-out"
                name="checkOut"
                type="date"
                min={loaderData.today}
                defaultValue={request.checkOut}
                error={fieldError("checkOut")}
                required
              />
              <Field
                label="Adults"
                name="adults"
                type="number"
                min={1}
                max={listing.maxGuests}
                defaultValue={String(request.adults)}
                error={fieldError("adults")}
              />
              <Field
                label="Children"
                name="children"
                type="number"
                min={0}
                max={listing.maxGuests}
                defaultValue={String(request.children)}
                error={fieldError("children")}
              />
            </div>
            <p className="text-sm text-muted">
              Check-in from {listing.checkInTime}, check-out by {listing.checkOutTime}. Up to{" "}
              {listing.maxGuests} guests.{" "}
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

          <section aria-labelledby="pets-heading" className={sectionClass}>
            <div>
              <h2 id="pets-heading" className="flex items-center gap-2 text-lg text-ink">
                <PawPrint aria-hidden className="size-5 text-primary" />
                Your pets
              </h2>
              <p className="mt-1 text-sm text-muted">This home: {listing.petLine}.</p>
              {fieldError("pets") && <FieldError error={fieldError("pets")} />}
            </div>
            {request.pets.length === 0 && <p className="text-sm text-muted">No pets on this trip.</p>}
            {request.pets.map((pet, i) => (
              <fieldset key={i} className="grid gap-4 rounded-2xl border border-line p-4 sm:grid-cols-2">
                <legend className="px-1 text-sm font-semibold text-ink">Animal {i + 1}</legend>
                <Field
                  label="Name"
                  name={`pets.${i}.name`}
                  defaultValue={pet.name}
                  error={fieldError(`pets.${i}.name`)}
                  maxLength={40}
                />
                <div>
                  <label htmlFor={`pet-${i}-species`} className="text-sm font-semibold text-ink">
                    Species
                  </label>
                  <select
                    id={`pet-${i}-species`}
                    name={`pets.${i}.species`}
                    defaultValue={pet.species}
                    aria-invalid={fieldError(`pets.${i}.species`) ? true : undefined}
                    aria-describedby={fieldError(`pets.${i}.species`) ? `pet-${i}-species-error` : undefined}
                    className={`mt-1.5 ${inputClass} border-line`}
                  >
                    {SPECIES.map((s) => (
                      <option key={s} value={s}>
                        {SPECIES_LABELS[s][0]}
                        {listing.species.includes(s) ? "" : " (not taken as a pet here)"}
                      </option>
                    ))}
                  </select>
                  <FieldError id={`pet-${i}-species-error`} error={fieldError(`pets.${i}.species`)} />
                </div>
                <Field
                  label="Breed"
                  name={`pets.${i}.breed`}
                  defaultValue={pet.breed}
                  error={fieldError(`pets.${i}.breed`)}
                  maxLength={60}
                />
                <Field
                  label="Weight (lb)"
                  name={`pets.${i}.weightLb`}
                  type="number"
                  min={1}
                  max={400}
                  inputMode="decimal"
                  defaultValue={pet.weightLb === null ? "" : String(pet.weightLb)}
                  error={fieldError(`pets.${i}.weightLb`)}
                />
                <div className="sm:col-span-2 flex flex-wrap items-center justify-between gap-3">
                  <Checkbox
                    name={`pets.${i}.serviceAnimal`}
                    label="This is a service animal"
                    description="Not a pet: always welcome, no pet fee."
                    defaultChecked={pet.serviceAnimal}
                  />
                  <button
                    type="submit"
                    formMethod="get"
                    formAction="/hotels/booking"
                    name="removePet"
                    value={i}
                    className={smallButton}
                  >
                    <Trash2 aria-hidden className="size-4" />
                    Remove
                  </button>
                </div>
              </fieldset>
            ))}
            {request.pets.length < MAX_PETS_PER_BOOKING && (
              <div>
                <button
                  type="submit"
                  formMethod="get"
                  formAction="/hotels/booking"
                  name="addPet"
                  value="1"
                  className={smallButton}
                >
                  <Plus aria-hidden className="size-4" />
                  Add an animal
                </button>
              </div>
            )}
            <p className="flex gap-2 text-sm text-muted">
              <ShieldCheck aria-hidden className="size-4 shrink-0 text-primary" />
              {listing.serviceAnimalNote}
            </p>
          </section>

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
                defaultValue={message}
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
              defaultValue={phone}
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
              {listing.instantBook && <Zap aria-hidden className="size-4" />}
              {listing.instantBook ? "Confirm and book" : "Send the request"}
            </SubmitButton>
          </div>
          <p className="text-sm text-muted">
            No card is charged here: you pay the owner directly, as shown beside the price.
          </p>
        </Form>

        <aside aria-label="Your stay" className="lg:sticky lg:top-24">
          <StaySummary
            photo={loaderData.photo}
            title={listing.title}
            place={listing.place}
            checkIn={request.checkIn}
            checkOut={request.checkOut}
          >
            {quote ? (
              <>
                <PriceBreakdown quote={quote} terms={terms} />
                <div className="mt-4 border-t border-line pt-4">
                  <PaymentSchedule
                    quote={quote}
                    terms={terms}
                    checkIn={request.checkIn}
                    pending={!listing.instantBook}
                  />
                </div>
              </>
            ) : (
              <p className="text-sm text-muted">Choose your dates to see the total, every fee included.</p>
            )}
          </StaySummary>
        </aside>
      </div>
    </div>
  );
}
