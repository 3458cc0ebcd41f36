import { data, Form, Link, redirect } from "react-router";
import { signedInUser } from "~/modules/accounts/guards.server";
import { inquiryStay, MESSAGE_MAX_LENGTH, messageBody, threadPath } from "~/modules/messages/messages";
import { existingThreadId, listingForInquiry, startInquiry } from "~/modules/messages/inquiries.server";
import { AttachPetsFields } from "~/modules/messages/components/pet-resume";
import { readAttachFields } from "~/modules/messages/pet-resume";
import { listPets } from "~/modules/pets/pets.server";
import { stayPath } from "~/modules/stays/stays";
import { todayIn } from "~/shared/dates";
import { platformOf } from "~/platform/context";
import { IDEMPOTENCY_FIELD } from "~/ui/resilience/retrying-fetch";
import { readForm, searchParamsOf } from "~/shared/http.server";
import { parseUuid } from "~/shared/ids";
import { pageMeta } from "~/site";
import { Field, linkClass, Notice, SubmitButton, TextAreaField } from "~/ui/form";
import { Panel, UserPageHeading } from "~/ui/page";
import type { Route } from "./+types/message-new";

export const meta = () => pageMeta("Contact the owner", "Ask the owner a question before you book.");

const NOT_FOUND = "This stay is not taking messages at the moment.";

/** "Contact the owner": the stay asked about comes from the detail page's address (all optional). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const platform = platformOf(context);
  const user = signedInUser(context);
  const params = searchParamsOf(request);
  const db = platform.database.db;
  const listing = await listingForInquiry(db, params.get("listing") ?? "");
  if (!listing || !listing.hostUserId) throw data(NOT_FOUND, { status: 404 });
  const stay = inquiryStay.parse(Object.fromEntries(params));
  const savedPets = await listPets(db, user.id);
  return {
    savedPets: savedPets.map((p) => ({ id: p.id, name: p.name, species: p.species })),
    // The stay's page passes the pets chosen there (`pet=<id>`): ticked here already.
    chosenPetIds: params.getAll("pet").filter((id) => savedPets.some((p) => p.id === id)),
    // Made when the form is shown: the same inquiry sent twice (a retry, a double click) is one message.
    formKey: crypto.randomUUID(),
    listing: { slug: listing.slug, title: listing.title, city: listing.city, hostName: listing.hostName },
    own: listing.hostUserId === user.id,
    threadId: await existingThreadId(db, user.id, listing.id),
    stay: {
      checkIn: stay.checkIn ?? "",
      checkOut: stay.checkOut ?? "",
      adults: stay.adults ? String(stay.adults) : "",
      pets: stay.pets !== undefined ? String(stay.pets) : "",
    },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const user = signedInUser(context);
  const form = await readForm(request);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const values = {
    checkIn: text("checkIn"),
    checkOut: text("checkOut"),
    adults: text("adults"),
    pets: text("pets"),
    body: text("body"),
  };
  const attach = readAttachFields(form, todayIn());
  const pets = { values: attach.values, petIds: attach.petIds };
  const body = messageBody.safeParse(values.body);
  if (!body.success || !attach.ok)
    return data(
      {
        fieldErrors: {
          ...(body.success ? {} : { body: body.error.issues[0]!.message }),
          ...(attach.ok ? {} : attach.fieldErrors),
        },
        values,
        pets,
        formError: null,
      },
      { status: 400 },
    );
  const result = await startInquiry(platform.database.db, {
    guestId: user.id,
    listingSlug: searchParamsOf(request).get("listing") ?? text("listing"),
    stay: inquiryStay.parse(values),
    body: body.data,
    pets: { petIds: attach.petIds, typed: attach.typed },
    clientKey: parseUuid(form.get(IDEMPOTENCY_FIELD)),
  });
  if (!result.ok) {
    if (result.status === 404) throw data(NOT_FOUND, { status: 404 });
    return data({ fieldErrors: {}, values, pets, formError: result.formError }, { status: result.status });
  }
  return redirect(threadPath(result.value.threadId));
}

export default function NewMessagePage({ loaderData, actionData }: Route.ComponentProps) {
  const { listing, own, threadId, stay, savedPets, chosenPetIds } = loaderData;
  const fieldErrors: Record<string, string> = actionData?.fieldErrors ?? {};
  const values: Record<string, string> = actionData?.values ?? stay;
  return (
    <>
      <UserPageHeading
        title="Contact the owner"
        lead={
          <>
            Ask {listing.hostName} about{" "}
            <Link to={stayPath(listing.slug)} className={linkClass}>
              {listing.title}
            </Link>{" "}
            in {listing.city} before you book.
          </>
        }
      />
      {own ? (
        <Notice tone="info">This is your own home: there is nobody to ask.</Notice>
      ) : (
        <Panel id="inquiry" title="Your question">
          {threadId && (
            <Notice tone="info">
              You already have a conversation about this home.{" "}
              <Link to={threadPath(threadId)} className={linkClass}>
                Open it
              </Link>
              , or write here: it joins the same conversation.
            </Notice>
          )}
          {actionData?.formError && <Notice>{actionData.formError}</Notice>}
          <Form method="post" noValidate className="grid max-w-xl gap-5">
            <input type="hidden" name="listing" value={listing.slug} />
            <input type="hidden" name={IDEMPOTENCY_FIELD} value={loaderData.formKey} />
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                label="Check-in"
                name="checkIn"
                type="date"
                defaultValue={values.checkIn}
                hint="Optional"
              />
              <Field
                label="Check-out"
                name="checkOut"
                type="date"
                defaultValue={values.checkOut}
                hint="Optional"
              />
              <Field
                label="Adults"
                name="adults"
                type="number"
                min={1}
                max={16}
                inputMode="numeric"
                defaultValue={values.adults}
                hint="Optional"
              />
              <Field
                label="Pets"
                name="pets"
                type="number"
                min={0}
                max={10}
                inputMode="numeric"
                defaultValue={values.pets}
                hint="Optional"
              />
            </div>
            <TextAreaField
              label="Message"
              name="body"
              rows={6}
              required
              maxLength={MESSAGE_MAX_LENGTH}
              defaultValue={values.body}
              error={fieldErrors.body}
              placeholder="Hi! We'd love to stay with our dog, a calm 38 kg Lab. Is the garden fenced?"
              hint="Email addresses, phone numbers and links are hidden until a booking is accepted."
            />
            <AttachPetsFields
              savedPets={savedPets}
              checked={actionData?.pets?.petIds ?? chosenPetIds}
              values={actionData?.pets?.values ?? {}}
              fieldErrors={actionData?.fieldErrors ?? {}}
            />
            <div className="max-w-xs">
              <SubmitButton>Send message</SubmitButton>
            </div>
          </Form>
        </Panel>
      )}
    </>
  );
}
