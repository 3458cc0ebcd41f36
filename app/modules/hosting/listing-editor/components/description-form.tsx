import { useState } from "react";
import { Field, SelectField, TextAreaField } from "~/ui/form";
import { LOCALES, LOCALE_NAMES } from "~/i18n/locales";
import { descriptionSchema } from "../listing-forms.ts";
import { DESCRIPTION_MIN, TITLE_MIN } from "../listing-rules.ts";
import { FieldSet, StepForm, type StepFormProps } from "./step-form";

/** How much is typed against the limits: a count that says what is still needed or left. */
function Counter({ length, min, max }: { length: number; min: number; max: number }) {
  const text = length < min ? `${min - length} more to go` : `${max - length} left`;
  return (
    <span className={`tabular text-xs ${length > max ? "text-danger" : "text-muted"}`}>
      {length} / {max} · {text}
    </span>
  );
}

/** The languages a listing may be written in: those the site speaks, each by its own name. */
const LANGUAGE_OPTIONS = LOCALES.map((code) => ({ value: code, label: LOCALE_NAMES[code] }));

/** Step 5: title, description, house rules and check-in. */
export function DescriptionForm({ values, reply }: StepFormProps) {
  const v = reply?.values ?? values;
  const [lengths, setLengths] = useState({
    title: (v.title ?? "").length,
    description: (v.description ?? "").length,
  });
  return (
    <StepForm
      schema={descriptionSchema}
      reply={reply}
      onInput={(form) => {
        const data = new FormData(form);
        setLengths({
          title: String(data.get("title") ?? "").length,
          description: String(data.get("description") ?? "").length,
        });
      }}
    >
      {(fieldErrors) => (
        <>
          <FieldSet legend="Title and description">
            <SelectField
              label="Written in"
              name="language"
              defaultValue={v.language || "en"}
              error={fieldErrors.language}
              options={LANGUAGE_OPTIONS}
              hint="The language of your title, description and rules: pages mark them with it, and travellers see your words as you wrote them."
            />
            <Field
              label="Title"
              name="title"
              maxLength={80}
              defaultValue={v.title}
              error={fieldErrors.title}
              hint={<Counter length={lengths.title} min={TITLE_MIN} max={80} />}
            />
            <Field
              label="Summary (optional)"
              name="summary"
              maxLength={160}
              defaultValue={v.summary}
              error={fieldErrors.summary}
              hint="One line for the search results."
            />
            <TextAreaField
              label="Description"
              name="description"
              rows={8}
              maxLength={5000}
              defaultValue={v.description}
              error={fieldErrors.description}
              hint={<Counter length={lengths.description} min={DESCRIPTION_MIN} max={5000} />}
            />
          </FieldSet>
          <FieldSet legend="House rules and check-in">
            <TextAreaField
              label="House rules (optional)"
              name="houseRules"
              rows={4}
              defaultValue={v.houseRules}
              error={fieldErrors.houseRules}
              hint="One per line, e.g. “No smoking”, “Quiet after 10 pm”."
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                label="Check-in from"
                name="checkInTime"
                type="time"
                defaultValue={v.checkInTime ?? "15:00"}
                error={fieldErrors.checkInTime}
              />
              <Field
                label="Check-out by"
                name="checkOutTime"
                type="time"
                defaultValue={v.checkOutTime ?? "11:00"}
                error={fieldErrors.checkOutTime}
              />
            </div>
            <TextAreaField
              label="Check-in instructions (optional)"
              name="checkInInstructions"
              rows={4}
              maxLength={2000}
              defaultValue={v.checkInInstructions}
              error={fieldErrors.checkInInstructions}
              hint="Shown only to guests whose booking you have accepted."
            />
          </FieldSet>
        </>
      )}
    </StepForm>
  );
}
