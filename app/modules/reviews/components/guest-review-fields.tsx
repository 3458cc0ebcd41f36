import { useT } from "~/i18n/react";
import { FieldError, inputClass } from "~/ui/form";
import { StarsField } from "./stars-field";
import { PET_NOTE_MAX, petField } from "../reviews.ts";

/** One pet's part of the owner's review: as declared, behaviour, a note. */
export function PetFields({
  index,
  pet,
  values,
  fieldErrors,
}: {
  index: number;
  pet: { name: string; declared: string };
  values: Record<string, string>;
  fieldErrors: Record<string, string>;
}) {
  const declared = petField(index, "asDeclared");
  const t = useT("guestReview.pet");
  return (
    <fieldset className="grid gap-4 rounded-2xl border border-line p-4">
      <legend className="px-1 font-semibold text-ink">
        {pet.name} <span className="font-normal text-muted">{t("declared", { declared: pet.declared })}</span>
      </legend>
      <fieldset aria-describedby={fieldErrors[declared] ? `${declared}-error` : undefined}>
        <legend className="text-sm font-semibold text-ink">{t("asDeclaredQuestion")}</legend>
        <div className="mt-2 flex gap-4 text-sm text-ink">
          {(["yes", "no"] as const).map((answer) => (
            <label key={answer} className="flex items-center gap-2">
              <input
                type="radio"
                name={declared}
                value={answer}
                defaultChecked={values[declared] === answer}
              />
              {answer === "yes" ? t("yes") : t("no")}
            </label>
          ))}
        </div>
        <FieldError id={`${declared}-error`} error={fieldErrors[declared]} />
      </fieldset>
      <StarsField
        name={petField(index, "behaviour")}
        legend={t("behaviour", { name: pet.name })}
        value={values[petField(index, "behaviour")]}
        error={fieldErrors[petField(index, "behaviour")]}
      />
      <TextArea
        name={petField(index, "note")}
        label={t("note", { name: pet.name })}
        max={PET_NOTE_MAX}
        rows={2}
        values={values}
        fieldErrors={fieldErrors}
      />
    </fieldset>
  );
}

/** A labelled text box with its message. */
export function TextArea({
  name,
  label,
  max,
  rows,
  placeholder,
  values,
  fieldErrors,
}: {
  name: string;
  label: string;
  max: number;
  rows: number;
  placeholder?: string;
  values: Record<string, string>;
  fieldErrors: Record<string, string>;
}) {
  return (
    <div>
      <label htmlFor={name} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <textarea
        id={name}
        name={name}
        rows={rows}
        maxLength={max}
        defaultValue={values[name]}
        placeholder={placeholder}
        aria-invalid={fieldErrors[name] ? true : undefined}
        aria-describedby={fieldErrors[name] ? `${name}-error` : undefined}
        className={`mt-1.5 ${inputClass} h-auto border-line py-2.5`}
      />
      <FieldError id={`${name}-error`} error={fieldErrors[name]} />
    </div>
  );
}
