import { data, Form, Link } from "react-router";
import {
  OFFSET_CHOICES,
  SCHEDULE_BODY_MAX,
  SCHEDULE_CAP,
  SCHEDULE_NAME_MAX,
  SCHEDULE_PLACEHOLDERS,
  scheduleInput,
} from "~/modules/bookings/scheduled-messages";
import { requireOwnListing } from "~/modules/hosting/listing-editor/editor.server";
import { createSchedule, deleteSchedule, listSchedules } from "~/modules/hosting/scheduled-messages.server";
import { platformOf } from "~/platform/context";
import { redirectWithToast } from "~/platform/flash.server";
import { parseFields, type FormReply } from "~/shared/forms";
import { readForm } from "~/shared/http.server";
import { pageMeta } from "~/site";
import { Field, linkClass, Notice, SelectField, SubmitButton, TextAreaField } from "~/ui/form";
import { Panel, UserPageHeading } from "~/ui/page";
import type { Route } from "./+types/listing-scheduled";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(
    `Scheduled messages · ${loaderData?.listing.title ?? "Listing"}`,
    "Messages sent to each guest on time.",
  );

const NOT_FOUND = "We couldn't find that scheduled message.";

/** One listing's scheduled messages (decision 3954): the owner's only; anyone else's listing is a 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { row } = await requireOwnListing(context, params.id);
  const schedules = await listSchedules(platformOf(context).database.db, row.listing.id);
  return { listing: { id: row.listing.id, title: row.listing.title }, schedules };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const { row } = await requireOwnListing(context, params.id);
  const db = platform.database.db;
  const form = await readForm(request);
  const path = `/host/listings/${row.listing.id}/scheduled-messages`;
  const done = (message: string) => redirectWithToast(platform, path, { type: "success", message });
  const intent = form.get("intent");
  if (intent === "delete") {
    if (!(await deleteSchedule(db, row.listing.id, form.get("id")))) throw data(NOT_FOUND, { status: 404 });
    return done("Scheduled message deleted.");
  }
  if (intent !== "create")
    return data<FormReply>(
      { fieldErrors: {}, values: {}, formError: "Choose what to change." },
      { status: 400 },
    );
  const parsed = parseFields(scheduleInput, form);
  if (!parsed.ok)
    return data<FormReply>(
      { fieldErrors: parsed.fieldErrors, values: parsed.values, formError: null },
      { status: 400 },
    );
  const made = await createSchedule(db, row.listing.id, parsed.data);
  if (!made.ok)
    return data<FormReply>(
      { fieldErrors: {}, values: parsed.values, formError: made.formError },
      { status: made.status },
    );
  return done("Scheduled message added. It goes to every confirmed stay when its time comes.");
}

export default function ScheduledMessages({ loaderData, actionData }: Route.ComponentProps) {
  const { listing, schedules } = loaderData;
  const reply = actionData as FormReply | undefined;
  const values = reply?.values ?? {};
  return (
    <>
      <UserPageHeading
        title="Scheduled messages"
        lead={`Sent by us into the conversation of every confirmed stay at ${listing.title}, at the time you choose on your home's clock. Never to a request, a cancelled or a declined stay.`}
      >
        <Link to="/host/messages" className={`text-sm ${linkClass}`}>
          Back to messages
        </Link>
      </UserPageHeading>
      <div className="grid gap-6">
        <Panel
          id="schedule-form"
          title="New scheduled message"
          description={
            <>
              Placeholders:{" "}
              {SCHEDULE_PLACEHOLDERS.map((p, i) => (
                <span key={p.token}>
                  {i > 0 && ", "}
                  <code className="rounded bg-surface-2 px-1 text-ink">{p.token}</code> {p.means}
                </span>
              ))}
              . {schedules.length} of {SCHEDULE_CAP} kept.
            </>
          }
        >
          <Form method="post" noValidate className="grid max-w-2xl gap-5 sm:grid-cols-3">
            {reply?.formError && (
              <div className="sm:col-span-3">
                <Notice>{reply.formError}</Notice>
              </div>
            )}
            <Field
              label="Name"
              name="name"
              className="sm:col-span-3"
              maxLength={SCHEDULE_NAME_MAX}
              defaultValue={values.name ?? ""}
              error={reply?.fieldErrors.name}
              hint="Only you see it, e.g. “Check-in details”."
            />
            <SelectField
              label="Day"
              name="offsetDays"
              defaultValue={values.offsetDays ?? "-1"}
              error={reply?.fieldErrors.offsetDays}
              options={OFFSET_CHOICES}
            />
            <SelectField
              label="Of"
              name="anchor"
              defaultValue={values.anchor ?? "check_in"}
              error={reply?.fieldErrors.anchor}
              options={[
                { value: "check_in", label: "check-in" },
                { value: "check_out", label: "check-out" },
              ]}
            />
            <Field
              label="At (home's time)"
              name="sendTime"
              type="time"
              defaultValue={values.sendTime ?? "10:00"}
              error={reply?.fieldErrors.sendTime}
            />
            <TextAreaField
              label="Message"
              name="body"
              rows={6}
              className="sm:col-span-3"
              maxLength={SCHEDULE_BODY_MAX}
              defaultValue={values.body ?? ""}
              error={reply?.fieldErrors.body}
              placeholder="Hi {guest_name}, check-in at {listing_title} is from {check_in_time} on {check_in}."
            />
            <div className="sm:w-56">
              <SubmitButton intent="create">Add scheduled message</SubmitButton>
            </div>
          </Form>
        </Panel>
        {schedules.length > 0 && (
          <ul aria-label="Scheduled messages" className="grid gap-3">
            {schedules.map((s) => (
              <li key={s.id} className="rounded-2xl border border-line bg-surface p-4">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="font-semibold text-ink">{s.name}</p>
                    <p className="text-sm text-muted">{s.timing}</p>
                  </div>
                  <Form method="post">
                    <input type="hidden" name="id" value={s.id} />
                    <SubmitButton intent="delete" variant="secondary">
                      Delete
                    </SubmitButton>
                  </Form>
                </div>
                <p className="mt-2 text-sm whitespace-pre-line text-ink">{s.body}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
