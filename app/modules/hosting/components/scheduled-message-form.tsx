import { Form } from "react-router";
import {
  OFFSET_CHOICES,
  SCHEDULE_BODY_MAX,
  SCHEDULE_CAP,
  SCHEDULE_NAME_MAX,
  SCHEDULE_PLACEHOLDERS,
} from "~/modules/bookings/scheduled-messages";
import { AddOrSave, PlaceholderHelp } from "~/modules/messages/components/template-form-parts";
import type { FormReply } from "~/shared/forms";
import { Field, Notice, SelectField, TextAreaField } from "~/ui/form";
import { Panel } from "~/ui/page";

/** The scheduled message being changed, as the edit form starts from it. */
export interface EditedSchedule {
  id: string;
  name: string;
  body: string;
  anchor: string;
  offsetDays: number;
  sendTime: string;
}

/**
 * The form that adds a scheduled message, or changes one in place (decision 3959). After a refused
 * post it shows what was typed, not what is stored.
 */
export function ScheduledMessageForm({
  reply,
  editing,
  kept,
  cancelTo,
}: {
  reply: FormReply | undefined;
  editing: EditedSchedule | null;
  kept: number;
  cancelTo: string;
}) {
  const values = reply?.values ?? {};
  const start = (name: string, fallback: string) => values[name] ?? fallback;
  return (
    <Panel
      id="schedule-form"
      title={editing ? `Edit “${editing.name}”` : "New scheduled message"}
      description={<PlaceholderHelp placeholders={SCHEDULE_PLACEHOLDERS} kept={kept} cap={SCHEDULE_CAP} />}
    >
      <Form
        method="post"
        noValidate
        className="grid max-w-2xl gap-5 sm:grid-cols-3"
        key={editing?.id ?? "new"}
      >
        {reply?.formError && (
          <div className="sm:col-span-3">
            <Notice>{reply.formError}</Notice>
          </div>
        )}
        {editing && <input type="hidden" name="id" value={editing.id} />}
        <Field
          label="Name"
          name="name"
          className="sm:col-span-3"
          maxLength={SCHEDULE_NAME_MAX}
          defaultValue={start("name", editing?.name ?? "")}
          error={reply?.fieldErrors.name}
          hint="Only you see it, e.g. “Check-in details”."
        />
        <SelectField
          label="Day"
          name="offsetDays"
          defaultValue={start("offsetDays", String(editing?.offsetDays ?? -1))}
          error={reply?.fieldErrors.offsetDays}
          options={OFFSET_CHOICES}
        />
        <SelectField
          label="Of"
          name="anchor"
          defaultValue={start("anchor", editing?.anchor ?? "check_in")}
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
          defaultValue={start("sendTime", editing?.sendTime ?? "10:00")}
          error={reply?.fieldErrors.sendTime}
        />
        <TextAreaField
          label="Message"
          name="body"
          rows={6}
          className="sm:col-span-3"
          maxLength={SCHEDULE_BODY_MAX}
          defaultValue={start("body", editing?.body ?? "")}
          error={reply?.fieldErrors.body}
          placeholder="Hi {guest_name}, check-in at {listing_title} is from {check_in_time} on {check_in}."
        />
        <AddOrSave
          editing={editing !== null}
          addLabel="Add scheduled message"
          cancelTo={cancelTo}
          className="sm:col-span-3"
        />
      </Form>
      {editing && (
        <p className="mt-4 text-sm text-muted">
          A change applies to the stays still to come: a stay already sent this message is not sent it again,
          and one whose moment is already behind is not sent it late.
        </p>
      )}
    </Panel>
  );
}
