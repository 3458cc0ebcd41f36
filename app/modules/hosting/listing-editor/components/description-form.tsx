import { useState } from "react";
import { useFormat, useT } from "~/i18n/react";
import { Field, SelectField, TextAreaField } from "~/ui/form";
import { directionOf, isLocale, LOCALES, LOCALE_NAMES } from "~/i18n/locales";
import { descriptionSchema } from "../listing-forms.ts";
import { DESCRIPTION_MIN, TITLE_MIN } from "../listing-rules.ts";
import { FieldSet, StepForm, type StepFormProps } from "./step-form";

/** How much is typed against the limits: a count that says what is still needed or left. */
function Counter({ length, min, max }: { length: number; min: number; max: number }) {
  const t = useT("listingEditor.description");
  const format = useFormat();
  return (
    <span className={`tabular text-xs ${length > max ? "text-danger" : "text-muted"}`}>
      {t("counter", {
        length: format.number(length),
        max: format.number(max),
        left: length < min ? min - length : max - length,
        state: length < min ? "short" : "other",
      })}
    </span>
  );
}

/** The languages a listing may be written in: those the site speaks, each by its own name. */
const LANGUAGE_OPTIONS = LOCALES.map((code) => ({ value: code, label: LOCALE_NAMES[code] }));

/** Step 5: title, description, house rules and check-in. */
export function DescriptionForm({ values, reply }: StepFormProps) {
  const t = useT("listingEditor.description");
  const v = reply?.values ?? values;
  // What the owner writes is typed in the language they say it is in, whatever the page's: an
  // English title on an Arabic page reads and scrolls from its own start.
  const [written, setWritten] = useState(isLocale(v.language) ? v.language : "en");
  const writtenIn = { lang: written, dir: directionOf(written) };
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
        const language = data.get("language");
        if (isLocale(language)) setWritten(language);
        setLengths({
          title: String(data.get("title") ?? "").length,
          description: String(data.get("description") ?? "").length,
        });
      }}
    >
      {(fieldErrors) => (
        <>
          <FieldSet legend={t("titleAndDescription")}>
            <SelectField
              label={t("writtenIn")}
              name="language"
              defaultValue={v.language || "en"}
              error={fieldErrors.language}
              options={LANGUAGE_OPTIONS}
              hint={t("writtenInHint")}
            />
            <Field
              label={t("title")}
              name="title"
              {...writtenIn}
              maxLength={80}
              defaultValue={v.title}
              error={fieldErrors.title}
              hint={<Counter length={lengths.title} min={TITLE_MIN} max={80} />}
            />
            <Field
              label={t("summary")}
              name="summary"
              {...writtenIn}
              maxLength={160}
              defaultValue={v.summary}
              error={fieldErrors.summary}
              hint={t("summaryHint")}
            />
            <TextAreaField
              label={t("description")}
              name="description"
              {...writtenIn}
              rows={8}
              maxLength={5000}
              defaultValue={v.description}
              error={fieldErrors.description}
              hint={<Counter length={lengths.description} min={DESCRIPTION_MIN} max={5000} />}
            />
          </FieldSet>
          <FieldSet legend={t("rulesAndCheckIn")}>
            <TextAreaField
              label={t("houseRules")}
              name="houseRules"
              {...writtenIn}
              rows={4}
              defaultValue={v.houseRules}
              error={fieldErrors.houseRules}
              hint={t("houseRulesHint")}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                label={t("checkInFrom")}
                name="checkInTime"
                type="time"
                defaultValue={v.checkInTime ?? "15:00"}
                error={fieldErrors.checkInTime}
              />
              <Field
                label={t("checkOutBy")}
                name="checkOutTime"
                type="time"
                defaultValue={v.checkOutTime ?? "11:00"}
                error={fieldErrors.checkOutTime}
              />
            </div>
            <TextAreaField
              label={t("instructions")}
              name="checkInInstructions"
              {...writtenIn}
              rows={4}
              maxLength={2000}
              defaultValue={v.checkInInstructions}
              error={fieldErrors.checkInInstructions}
              hint={t("instructionsHint")}
            />
          </FieldSet>
        </>
      )}
    </StepForm>
  );
}
