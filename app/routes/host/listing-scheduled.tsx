import { data, Form, Link } from "react-router";
import { scheduleInput } from "~/modules/bookings/scheduled-messages";
import { ScheduledMessageForm } from "~/modules/hosting/components/scheduled-message-form";
import { requireOwnListing } from "~/modules/hosting/listing-editor/editor.server";
import {
  createSchedule,
  deleteSchedule,
  listSchedules,
  scheduleOf,
  updateSchedule,
} from "~/modules/hosting/scheduled-messages.server";
import { platformOf } from "~/platform/context";
import { redirectWithToast } from "~/platform/flash.server";
import { parseFields, type FormReply } from "~/shared/forms";
import { readForm, searchParamsOf } from "~/shared/http.server";
import { pageMeta } from "~/site";
import { linkClass, SubmitButton } from "~/ui/form";
import { UserPageHeading } from "~/ui/page";
import type { Route } from "./+types/listing-scheduled";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(
    `Scheduled messages · ${loaderData?.listing.title ?? "Listing"}`,
    "Messages sent to each guest on time.",
  );

const NOT_FOUND = "We couldn't find that scheduled message.";

/**
 * One listing's scheduled messages (decision 3954): the owner's only; anyone else's listing is a
 * 404. `?edit=<id>` opens one of them in the form (decision 3959); any other id is a 404.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { row } = await requireOwnListing(context, params.id);
  const db = platformOf(context).database.db;
  const editId = searchParamsOf(request).get("edit");
  const editing = editId === null ? null : await scheduleOf(db, row.listing.id, editId);
  if (editId !== null && !editing) throw data(NOT_FOUND, { status: 404 });
  const schedules = await listSchedules(db, row.listing.id);
  return { listing: { id: row.listing.id, title: row.listing.title }, schedules, editing };
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
  if (intent !== "create" && intent !== "update")
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
  if (intent === "update") {
    if (!(await updateSchedule(db, row.listing.id, form.get("id"), parsed.data)))
      throw data(NOT_FOUND, { status: 404 });
    return done("Scheduled message updated. The change applies to the stays still to come.");
  }
  const made = await createSchedule(db, row.listing.id, parsed.data);
  if (!made.ok)
    return data<FormReply>(
      { fieldErrors: {}, values: parsed.values, formError: made.formError },
      { status: made.status },
    );
  return done("Scheduled message added. It goes to every confirmed stay when its time comes.");
}

export default function ScheduledMessages({ loaderData, actionData }: Route.ComponentProps) {
  const { listing, schedules, editing } = loaderData;
  const reply = actionData as FormReply | undefined;
  const path = `/host/listings/${listing.id}/scheduled-messages`;
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
        <ScheduledMessageForm reply={reply} editing={editing} kept={schedules.length} cancelTo={path} />
        {schedules.length > 0 && (
          <ul aria-label="Scheduled messages" className="grid gap-3">
            {schedules.map((s) => (
              <li key={s.id} className="rounded-2xl border border-line bg-surface p-4">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="font-semibold text-ink">{s.name}</p>
                    <p className="text-sm text-muted">{s.timing}</p>
                  </div>
                  <div className="flex items-center gap-4">
                    <Link
                      to={`${path}?edit=${s.id}`}
                      className={`text-sm ${linkClass}`}
                      aria-label={`Edit ${s.name}`}
                    >
                      Edit
                    </Link>
                    <Form method="post">
                      <input type="hidden" name="id" value={s.id} />
                      <SubmitButton intent="delete" variant="secondary">
                        Delete
                      </SubmitButton>
                    </Form>
                  </div>
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
