import { Icon, type IconName } from "~/ui/icon";
import { useId, useState, type ReactNode } from "react";
import { useActionData } from "react-router";
import { FieldError, FieldLabel, inputClass } from "~/ui/form";
import { useT } from "~/i18n/react";
import { PASSWORD_MAX, PASSWORD_MIN, passwordStrength } from "../passwords.ts";

/** The meter's words for each strength, weakest first. */
const STRENGTH_KEYS = ["tooWeak", "weak", "fair", "good", "strong"] as const;

/** The frame of every account page: a centred card under a soft band. */
export function AuthCard({
  icon,
  eyebrow,
  title,
  lead,
  children,
  footer,
  wide = false,
}: {
  icon: IconName;
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
            <Icon name={icon} className="size-6" />
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
  const t = useT("auth.password");
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
      <FieldLabel htmlFor={id} label={label} hint={hint} hintId={hintId} />
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
          aria-label={visible ? t("hide") : t("show")}
          aria-controls={id}
          className="absolute end-1 top-1/2 flex size-9 -translate-y-1/2 items-center justify-center rounded-lg text-muted hover:bg-surface-2 hover:text-ink"
        >
          {visible ? <Icon name="eye-off" className="size-5" /> : <Icon name="eye" className="size-5" />}
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
              ? t("strength", { level: t(STRENGTH_KEYS[strength]) })
              : t("rule", { min: PASSWORD_MIN, max: PASSWORD_MAX })}
          </p>
        </div>
      )}
      <FieldError id={errorId} error={error} />
    </div>
  );
}
