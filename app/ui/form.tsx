import { Icon } from "~/ui/icon";
import {
  useId,
  useRef,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";
import { useSubmitGuard } from "./submit-guard.ts";

/** Generic form pieces shared by every form of the site (accounts, profile, booking, contact…). */

/** A message about the whole form (role=alert for errors so screen readers hear it). */
export function Notice({
  tone = "error",
  children,
  id,
  focusRef,
}: {
  tone?: "error" | "success" | "info";
  children: ReactNode;
  id?: string;
  /** Given, the message can take focus (see useFocusOnRejection). */
  focusRef?: Ref<HTMLDivElement>;
}) {
  const icon = tone === "error" ? "circle-exclamation-point" : tone === "success" ? "circle-check" : "info";
  const colours =
    tone === "error"
      ? "border-danger/40 bg-danger/5 text-danger"
      : tone === "success"
        ? "border-success/40 bg-success/5 text-success"
        : "border-primary/30 bg-primary-soft text-ink";
  return (
    <div
      id={id}
      ref={focusRef}
      tabIndex={focusRef ? -1 : undefined}
      role={tone === "error" ? "alert" : "status"}
      className={`mb-5 flex gap-3 rounded-2xl border px-4 py-3 text-sm leading-6 ${colours}`}
    >
      <Icon name={icon} className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}

export const inputClass =
  "block h-11 w-full rounded-xl border bg-surface px-3.5 text-ink placeholder:text-muted/80 focus:border-primary aria-[invalid=true]:border-danger";

/** A field's label and the hint under it (the input names `hintId` in its aria-describedby). */
export function FieldLabel({
  htmlFor,
  label,
  hint,
  hintId,
}: {
  htmlFor: string;
  label: ReactNode;
  hint?: ReactNode;
  hintId?: string;
}) {
  return (
    <>
      <label htmlFor={htmlFor} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
    </>
  );
}

/** A field's ids, and the attributes that tie its control to its hint and its error. */
function useFieldIds(hint: ReactNode, error: string | undefined) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const control = {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": [errorId, hintId].filter(Boolean).join(" ") || undefined,
  };
  return { id, hintId, errorId, control };
}

/** The message under a field that failed validation (referenced by the input's aria-describedby). */
export function FieldError({ id, error }: { id?: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="mt-1.5 flex gap-1.5 text-sm text-danger">
      <Icon name="circle-exclamation-point" className="mt-0.5 size-4 shrink-0" />
      {error}
    </p>
  );
}

export function Field({
  label,
  name,
  error,
  hint,
  className = "",
  ...input
}: {
  label: string;
  name: string;
  error?: string;
  hint?: ReactNode;
  className?: string;
} & InputHTMLAttributes<HTMLInputElement>) {
  const { id, hintId, errorId, control } = useFieldIds(hint, error);
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} label={label} hint={hint} hintId={hintId} />
      <input
        id={id}
        name={name}
        {...control}
        className={`mt-1.5 ${inputClass} ${error ? "border-danger" : "border-line"}`}
        {...input}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** A drop-down list with its label, hint and error, like `Field`. */
export function SelectField({
  label,
  name,
  error,
  hint,
  options,
  className = "",
  ...select
}: {
  label: string;
  name: string;
  error?: string;
  hint?: ReactNode;
  options: readonly { value: string; label: string }[];
  className?: string;
} & SelectHTMLAttributes<HTMLSelectElement>) {
  const { id, hintId, errorId, control } = useFieldIds(hint, error);
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} label={label} hint={hint} hintId={hintId} />
      <select
        id={id}
        name={name}
        {...control}
        className={`mt-1.5 ${inputClass} ${error ? "border-danger" : "border-line"}`}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** A text area with its label, hint, error and, given `maxLength`, a count of what is left. */
export function TextAreaField({
  label,
  name,
  error,
  hint,
  className = "",
  ...area
}: {
  label: string;
  name: string;
  error?: string;
  hint?: ReactNode;
  className?: string;
} & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { id, hintId, errorId, control } = useFieldIds(hint, error);
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} label={label} hint={hint} hintId={hintId} />
      <textarea
        id={id}
        name={name}
        rows={4}
        {...control}
        className={`mt-1.5 block w-full rounded-xl border bg-surface px-3.5 py-2.5 text-ink placeholder:text-muted/80 focus:border-primary ${error ? "border-danger" : "border-line"}`}
        {...area}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** Several checkboxes of one name (a list), in a fieldset with its legend and error. */
export function CheckboxGroup({
  legend,
  name,
  options,
  checked,
  error,
  columns = 2,
}: {
  legend: string;
  name: string;
  options: readonly { value: string; label: string }[];
  checked: readonly string[];
  error?: string;
  columns?: 1 | 2 | 3;
}) {
  const id = useId();
  const grid = { 1: "", 2: "sm:grid-cols-2", 3: "sm:grid-cols-2 lg:grid-cols-3" }[columns];
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-semibold text-ink">{legend}</legend>
      <div className={`mt-2 grid gap-2 ${grid}`}>
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2.5 text-sm text-ink">
            <input
              type="checkbox"
              name={name}
              value={option.value}
              defaultChecked={checked.includes(option.value)}
              className="size-5 shrink-0 rounded border-line accent-primary"
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}

export function Checkbox({
  name,
  label,
  description,
  error,
  defaultChecked,
  disabled,
}: {
  name: string;
  label: ReactNode;
  /** A line under the label (e.g. why the box is disabled). */
  description?: ReactNode;
  error?: string;
  defaultChecked?: boolean;
  disabled?: boolean;
}) {
  const id = useId();
  const described = [error && `${id}-error`, description && `${id}-description`].filter(Boolean).join(" ");
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          defaultChecked={defaultChecked}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          className="mt-0.5 size-5 shrink-0 rounded border-line accent-primary disabled:opacity-50"
        />
        <div>
          <label htmlFor={id} className={`text-sm leading-6 ${disabled ? "text-muted" : "text-ink"}`}>
            {label}
          </label>
          {description && (
            <p id={`${id}-description`} className="text-sm text-muted">
              {description}
            </p>
          )}
        </div>
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

const buttonVariants = {
  primary: "bg-primary text-on-primary hover:bg-primary-strong",
  secondary: "border border-line bg-surface text-ink hover:bg-surface-2",
  danger: "bg-danger text-surface hover:opacity-90",
} as const;

/** The form's main button; shows progress while the form is submitting. */
export function SubmitButton({
  children,
  intent,
  variant = "primary",
  disabled,
}: {
  children: ReactNode;
  intent?: string;
  variant?: "primary" | "secondary" | "danger";
  disabled?: boolean;
}) {
  const ref = useRef<HTMLButtonElement>(null);
  const busy = useSubmitGuard(ref);
  return (
    <button
      ref={ref}
      type="submit"
      name={intent ? "intent" : undefined}
      value={intent}
      disabled={disabled}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      className={`inline-flex h-11 w-full items-center justify-center gap-2 rounded-full px-5 font-semibold disabled:opacity-70 aria-disabled:cursor-progress aria-disabled:opacity-70 ${buttonVariants[variant]}`}
    >
      {busy && <Icon name="loader-circle" className="size-4 animate-spin motion-reduce:animate-none" />}
      {children}
    </button>
  );
}

export const linkClass = "font-semibold text-primary underline-offset-4 hover:underline";
