import { Form } from "react-router";
import {
  OFFSETS,
  SCHEDULE_BODY_MAX,
  SCHEDULE_CAP,
  SCHEDULE_NAME_MAX,
  SCHEDULE_PLACEHOLDERS,
  sideOf,
} from "~/modules/bookings/scheduled-messages";
import { useT } from "~/i18n/react";
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
  const t = useT("scheduledMessages.form");
  return (
    <Panel
      id="schedule-form"
      title={editing ? t("editTitle", { name: editing.name }) : t("newTitle")}
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
          label={t("name")}
          name="name"
          className="sm:col-span-3"
          maxLength={SCHEDULE_NAME_MAX}
          defaultValue={start("name", editing?.name ?? "")}
          error={reply?.fieldErrors.name}
          hint={t("nameHint")}
        />
        <SelectField
          label={t("day")}
          name="offsetDays"
          defaultValue={start("offsetDays", String(editing?.offsetDays ?? -1))}
          error={reply?.fieldErrors.offsetDays}
          options={OFFSETS.map((n) => ({
            value: String(n),
            label: t("offset", { side: sideOf(n), days: Math.abs(n) }),
          }))}
        />
        <SelectField
          label={t("of")}
          name="anchor"
          defaultValue={start("anchor", editing?.anchor ?? "check_in")}
          error={reply?.fieldErrors.anchor}
          options={[
            { value: "check_in", label: t("checkIn") },
            { value: "check_out", label: t("checkOut") },
          ]}
        />
        <Field
          label={t("at")}
          name="sendTime"
          type="time"
          defaultValue={start("sendTime", editing?.sendTime ?? "10:00")}
          error={reply?.fieldErrors.sendTime}
        />
        <TextAreaField
          label={t("message")}
          name="body"
          rows={6}
          className="sm:col-span-3"
          maxLength={SCHEDULE_BODY_MAX}
          defaultValue={start("body", editing?.body ?? "")}
          error={reply?.fieldErrors.body}
          placeholder={t("messageExample")}
        />
        <AddOrSave
          editing={editing !== null}
          addLabel={t("add")}
          cancelTo={cancelTo}
          className="sm:col-span-3"
        />
      </Form>
      {editing && <p className="mt-4 text-sm text-muted">{t("changeApplies")}</p>}
    </Panel>
  );
}
