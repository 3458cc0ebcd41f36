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
import { textFields } from "~/shared/forms";
import { parseUuid } from "~/shared/ids";
import { pageMeta } from "~/site";
import { Field, linkClass, Notice, SubmitButton, TextAreaField } from "~/ui/form";
import { Panel, UserPageHeading } from "~/ui/page";
import type { Route } from "./+types/message-new";
import { metaLanguage } from "~/i18n/meta";
import { useLocalize, useT } from "~/i18n/react";
import { translatorFor } from "~/i18n/language.server";
import { localizeErrors, localizeMessage } from "~/i18n/server-messages.server";
import { readerLocale } from "~/modules/profiles/language.server";
import { pageNamespaces } from "~/i18n/page-namespaces";

/** The namespaces this page draws on besides the shell's (decision 4040). */
export const middleware: Route.MiddlewareFunction[] = [pageNamespaces("inbox", "myPets", "stay")];

export function meta({ matches }: Route.MetaArgs) {
  const t = metaLanguage(matches).t("inbox.new");
  return pageMeta(t("title"), t("metaDescription"));
}

/** The stay takes no messages: a 404 in the reader's language. */
const notFound = (locale: Awaited<ReturnType<typeof readerLocale>>) =>
  data(translatorFor(locale, "inbox.new")("notFound"), { status: 404 });

/** "Contact the owner": the stay asked about comes from the detail page's address (all optional). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const platform = platformOf(context);
  const user = signedInUser(context);
  const params = searchParamsOf(request);
  const db = platform.database.db;
  const listing = await listingForInquiry(db, params.get("listing") ?? "");
  if (!listing || !listing.hostUserId) throw notFound(await readerLocale(db, request, user.id));
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

/** What the form sends back to be kept when it is refused. */
const STAY_FIELDS = ["checkIn", "checkOut", "adults", "pets", "body"] as const;

export async function action({ request, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const user = signedInUser(context);
  const form = await readForm(request);
  const locale = await readerLocale(platform.database.db, request, user.id);
  const typed = textFields(form);
  const [checkIn, checkOut, adults, pets_, body_] = STAY_FIELDS.map((name) => typed[name] ?? "");
  const values = { checkIn: checkIn!, checkOut: checkOut!, adults: adults!, pets: pets_!, body: body_! };
  const attach = readAttachFields(form, todayIn());
  const pets = { values: attach.values, petIds: attach.petIds };
  const body = messageBody.safeParse(values.body);
  if (!body.success || !attach.ok)
    return data(
      {
        fieldErrors: localizeErrors(locale, {
          ...(body.success ? {} : { body: body.error.issues[0]!.message }),
          ...(attach.ok ? {} : attach.fieldErrors),
        }),
        values,
        pets,
        formError: null,
      },
      { status: 400 },
    );
  const result = await startInquiry(platform.database.db, {
    guestId: user.id,
    listingSlug: searchParamsOf(request).get("listing") ?? typed.listing ?? "",
    stay: inquiryStay.parse(values),
    body: body.data,
    pets: { petIds: attach.petIds, typed: attach.typed },
    clientKey: parseUuid(form.get(IDEMPOTENCY_FIELD)),
  });
  if (!result.ok) {
    if (result.status === 404) throw notFound(locale);
    const formError = localizeMessage(locale, result.formError);
    return data({ fieldErrors: {}, values, pets, formError }, { status: result.status });
  }
  return redirect(threadPath(result.value.threadId));
}

export default function NewMessagePage({ loaderData, actionData }: Route.ComponentProps) {
  const { listing, own, threadId, stay, savedPets, chosenPetIds } = loaderData;
  const fieldErrors: Record<string, string> = actionData?.fieldErrors ?? {};
  const values: Record<string, string> = actionData?.values ?? stay;
  const t = useT("inbox.new");
  const localize = useLocalize();
  return (
    <>
      <UserPageHeading
        title={t("title")}
        lead={t.rich("lead", {
          host: listing.hostName,
          city: listing.city,
          stay: () => (
            <Link to={localize(stayPath(listing.slug))} className={linkClass}>
              {listing.title}
            </Link>
          ),
        })}
      />
      {own ? (
        <Notice tone="info">{t("own")}</Notice>
      ) : (
        <Panel id="inquiry" title={t("question")}>
          {threadId && (
            <Notice tone="info">
              {t.rich("existing", {
                open: (chunks) => (
                  <Link to={threadPath(threadId)} className={linkClass}>
                    {chunks}
                  </Link>
                ),
              })}
            </Notice>
          )}
          {actionData?.formError && <Notice>{actionData.formError}</Notice>}
          <Form method="post" noValidate className="grid max-w-xl gap-5">
            <input type="hidden" name="listing" value={listing.slug} />
            <input type="hidden" name={IDEMPOTENCY_FIELD} value={loaderData.formKey} />
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                label={t("checkIn")}
                name="checkIn"
                type="date"
                defaultValue={values.checkIn}
                hint={t("optional")}
              />
              <Field
                label={t("checkOut")}
                name="checkOut"
                type="date"
                defaultValue={values.checkOut}
                hint={t("optional")}
              />
              <Field
                label={t("adults")}
                name="adults"
                type="number"
                min={1}
                max={16}
                inputMode="numeric"
                defaultValue={values.adults}
                hint={t("optional")}
              />
              <Field
                label={t("pets")}
                name="pets"
                type="number"
                min={0}
                max={10}
                inputMode="numeric"
                defaultValue={values.pets}
                hint={t("optional")}
              />
            </div>
            <TextAreaField
              label={t("message")}
              name="body"
              rows={6}
              required
              maxLength={MESSAGE_MAX_LENGTH}
              defaultValue={values.body}
              error={fieldErrors.body}
              placeholder={t("placeholder")}
              hint={t("hidden")}
            />
            <AttachPetsFields
              savedPets={savedPets}
              checked={actionData?.pets?.petIds ?? chosenPetIds}
              values={actionData?.pets?.values ?? {}}
              fieldErrors={actionData?.fieldErrors ?? {}}
            />
            <div className="max-w-xs">
              <SubmitButton>{t("send")}</SubmitButton>
            </div>
          </Form>
        </Panel>
      )}
    </>
  );
}
