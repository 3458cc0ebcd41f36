import { CircleAlert, CircleCheck, Eye, EyeOff, Info, LoaderCircle, type LucideIcon } from "lucide-react";
import { useId, useState, type InputHTMLAttributes, type ReactNode } from "react";
import { useActionData, useNavigation } from "react-router";
import { passwordStrength, STRENGTH_LABELS } from "../passwords.ts";

/** The frame of every account page: a centred card under a soft band. */
export function AuthCard({
  icon: Icon,
  eyebrow,
  title,
  lead,
  children,
  footer,
  wide = false,
}: {
  icon: LucideIcon;
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className="bg-gradient-to-b from-primary-soft/70 via-canvas to-canvas">
      <div className={`container-page flex justify-center py-10 sm:py-16`}>
        <section
          aria-labelledby="auth-title"
          className={`w-full ${wide ? "max-w-2xl" : "max-w-md"} rounded-3xl border border-line bg-surface p-6 shadow-card sm:p-8`}
        >
          <div className="flex size-12 items-center justify-center rounded-2xl bg-primary-soft text-primary">
            <Icon aria-hidden className="size-6" />
          </div>
          {eyebrow && (
            <p className="mt-5 text-sm font-semibold tracking-wide text-accent uppercase">{eyebrow}</p>
          )}
          <h1 id="auth-title" className={`${eyebrow ? "mt-1" : "mt-5"} text-2xl text-ink sm:text-3xl`}>
            {title}
          </h1>
          {lead && <div className="mt-3 leading-7 text-muted">{lead}</div>}
          <div className="mt-6">{children}</div>
          {footer && <div className="mt-6 border-t border-line pt-5 text-sm text-muted">{footer}</div>}
        </section>
      </div>
    </div>
  );
}

/** A message about the whole form (role=alert for errors so screen readers hear it). */
export function Notice({
  tone = "error",
  children,
  id,
}: {
  tone?: "error" | "success" | "info";
  children: ReactNode;
  id?: string;
}) {
  const Icon = tone === "error" ? CircleAlert : tone === "success" ? CircleCheck : Info;
  const colours =
    tone === "error"
      ? "border-danger/40 bg-danger/5 text-danger"
      : tone === "success"
        ? "border-success/40 bg-success/5 text-success"
        : "border-primary/30 bg-primary-soft text-ink";
  return (
    <div
      id={id}
      role={tone === "error" ? "alert" : "status"}
      className={`mb-5 flex gap-3 rounded-2xl border px-4 py-3 text-sm leading-6 ${colours}`}
    >
      <Icon aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}

const inputClass =
  "block h-11 w-full rounded-xl border bg-surface px-3.5 text-ink placeholder:text-muted/80 focus:border-primary aria-[invalid=true]:border-danger";

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
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={[errorId, hintId].filter(Boolean).join(" ") || undefined}
        className={`mt-1.5 ${inputClass} ${error ? "border-danger" : "border-line"}`}
        {...input}
      />
      {error && (
        <p id={errorId} className="mt-1.5 flex gap-1.5 text-sm text-danger">
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      )}
    </div>
  );
}

/** A password input with show/hide and, for new passwords, a strength meter. */
export function PasswordField({
  label,
  name,
  error,
  autoComplete,
  meter = false,
  hint,
}: {
  label: string;
  name: string;
  error?: string;
  autoComplete: "current-password" | "new-password";
  meter?: boolean;
  hint?: ReactNode;
}) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  const [value, setValue] = useState("");
  // After a submission comes back, the password is not kept (as without JavaScript).
  const actionData = useActionData();
  const [answered, setAnswered] = useState(actionData);
  if (answered !== actionData) {
    setAnswered(actionData);
    setValue("");
  }
  const strength = passwordStrength(value);
  const errorId = error ? `${id}-error` : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  const meterId = meter ? `${id}-meter` : undefined;
  const barColour = ["bg-danger", "bg-danger", "bg-warning", "bg-primary", "bg-success"][strength];
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
      <div className="relative mt-1.5">
        <input
          id={id}
          name={name}
          type={visible ? "text" : "password"}
          autoComplete={autoComplete}
          required
          maxLength={256}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={[errorId, hintId, meterId].filter(Boolean).join(" ") || undefined}
          className={`${inputClass} pe-12 ${error ? "border-danger" : "border-line"}`}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-label={visible ? "Hide password" : "Show password"}
          aria-controls={id}
          className="absolute end-1 top-1/2 flex size-9 -translate-y-1/2 items-center justify-center rounded-lg text-muted hover:bg-surface-2 hover:text-ink"
        >
          {visible ? <EyeOff aria-hidden className="size-5" /> : <Eye aria-hidden className="size-5" />}
        </button>
      </div>
      {meter && (
        <div id={meterId} className="mt-2" aria-live="polite">
          <div className="grid grid-cols-4 gap-1" aria-hidden>
            {[1, 2, 3, 4].map((step) => (
              <span
                key={step}
                className={`h-1.5 rounded-full ${value && strength >= step ? barColour : "bg-surface-2"}`}
              />
            ))}
          </div>
          <p className="mt-1 text-xs text-muted">
            {value
              ? `Strength: ${STRENGTH_LABELS[strength]}`
              : "8 to 128 characters. A few unrelated words work well."}
          </p>
        </div>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 flex gap-1.5 text-sm text-danger">
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      )}
    </div>
  );
}

export function Checkbox({
  name,
  label,
  error,
  defaultChecked,
}: {
  name: string;
  label: ReactNode;
  error?: string;
  defaultChecked?: boolean;
}) {
  const id = useId();
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          defaultChecked={defaultChecked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5 size-5 shrink-0 rounded border-line accent-primary"
        />
        <label htmlFor={id} className="text-sm leading-6 text-ink">
          {label}
        </label>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 flex gap-1.5 text-sm text-danger">
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      )}
    </div>
  );
}

/** The form's main button; shows progress while the form is submitting. */
export function SubmitButton({
  children,
  intent,
  variant = "primary",
  disabled,
}: {
  children: ReactNode;
  intent?: string;
  variant?: "primary" | "secondary";
  disabled?: boolean;
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" &&
    (intent === undefined || navigation.formData?.get("intent") === intent);
  return (
    <button
      type="submit"
      name={intent ? "intent" : undefined}
      value={intent}
      disabled={disabled || busy}
      className={
        variant === "primary"
          ? "inline-flex h-11 w-full items-center justify-center gap-2 rounded-full bg-primary px-5 font-semibold text-on-primary hover:bg-primary-strong disabled:opacity-70"
          : "inline-flex h-11 w-full items-center justify-center gap-2 rounded-full border border-line bg-surface px-5 font-semibold text-ink hover:bg-surface-2 disabled:opacity-70"
      }
    >
      {busy && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
      {children}
    </button>
  );
}

export const linkClass = "font-semibold text-primary underline-offset-4 hover:underline";
