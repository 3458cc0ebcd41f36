import { Form } from "react-router";
import { FieldError, inputClass, Notice, SubmitButton } from "~/ui/form";
import { REPLY_DAYS, REPLY_MAX } from "../moderation";
import { useT } from "~/i18n/react";

/** The reviewed party's one reply (intent "reply"), kept as typed when refused. */
export function ReplyForm({
  fieldErrors,
  values,
  formError,
}: {
  fieldErrors: Record<string, string>;
  values: Record<string, string>;
  formError: string | null;
}) {
  const t = useT("reviews.reply");
  return (
    <Form method="post" noValidate className="mt-3 grid gap-3">
      <input type="hidden" name="intent" value="reply" />
      {formError && <Notice>{formError}</Notice>}
      <div>
        <label htmlFor="reply" className="text-sm font-semibold text-ink">
          {t("label", { days: REPLY_DAYS })}
        </label>
        <textarea
          id="reply"
          name="reply"
          rows={3}
          maxLength={REPLY_MAX}
          defaultValue={values.reply}
          aria-invalid={fieldErrors.reply ? true : undefined}
          aria-describedby={fieldErrors.reply ? "reply-error" : undefined}
          className={`mt-1.5 ${inputClass} h-auto border-line py-2.5`}
        />
        <FieldError id="reply-error" error={fieldErrors.reply} />
      </div>
      <div className="sm:w-48">
        <SubmitButton>{t("publish")}</SubmitButton>
      </div>
    </Form>
  );
}
