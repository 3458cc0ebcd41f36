import { Icon } from "~/ui/icon";
import { Form, useNavigation } from "react-router";
import { contactSchema, type ContactField } from "../contact.schema.ts";
import { useInstantValidation } from "~/ui/instant-validation";
import { CONTACT_TOPICS, HONEYPOT_FIELD, MESSAGE_MAX } from "../contact.ts";
import { useLocalize, useT } from "~/i18n/react";
import { useSayMessage } from "~/i18n/say-message";

type Values = Partial<Record<ContactField, string>>;
type Errors = Partial<Record<ContactField, string>>;

const input =
  "mt-1.5 block w-full rounded-2xl border bg-surface px-4 py-3 text-ink placeholder:text-muted aria-[invalid=true]:border-danger";

function Field({
  name,
  label,
  hint,
  error,
  children,
}: {
  name: ContactField;
  label: string;
  hint?: string;
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <div>
      <label htmlFor={`contact-${name}`} className="text-sm font-semibold text-ink">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`contact-${name}-hint`} className="mt-1.5 text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`contact-${name}-error`} className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/** The contact form: a plain HTML form (works without scripts), enhanced by the router. */
export function ContactForm({
  values = {},
  fieldErrors: serverErrors,
  formError,
}: {
  values?: Values;
  fieldErrors?: Errors;
  formError?: string | null;
}) {
  const t = useT("contact.form");
  const localize = useLocalize();
  const action = localize("/contact-us");
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction === action;
  const instant = useInstantValidation(contactSchema, serverErrors);
  // The browser's own checks write the schema's English; the server's come in the page's language.
  const say = useSayMessage();
  const fieldErrors = Object.fromEntries(
    Object.entries(instant.fieldErrors as Errors).map(([field, message]) => [field, message && say(message)]),
  ) as Errors;
  const describe = (name: ContactField, hint = false) =>
    [hint ? `contact-${name}-hint` : "", fieldErrors[name] ? `contact-${name}-error` : ""]
      .filter(Boolean)
      .join(" ") || undefined;
  const border = (name: ContactField) => (fieldErrors[name] ? "border-danger" : "border-line");
  return (
    <Form
      method="post"
      action={action}
      noValidate
      className="grid gap-5"
      onPointerDown={instant.onPointerDown}
      onBlur={instant.onBlur}
      onInput={instant.onInput}
      aria-describedby={formError ? "contact-form-error" : undefined}
    >
      {formError && (
        <p
          id="contact-form-error"
          role="alert"
          className="rounded-2xl border border-danger bg-surface p-4 text-sm font-medium text-danger"
        >
          {formError}
        </p>
      )}
      {Object.keys(fieldErrors).length > 0 && !formError && (
        <p
          role="alert"
          className="rounded-2xl border border-danger bg-surface p-4 text-sm font-medium text-danger"
        >
          {t("check", { count: Object.keys(fieldErrors).length })}
        </p>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field name="name" label={t("name")} error={fieldErrors.name}>
          <input
            id="contact-name"
            name="name"
            autoComplete="name"
            required
            maxLength={100}
            defaultValue={values.name}
            aria-invalid={fieldErrors.name ? true : undefined}
            aria-describedby={describe("name")}
            className={`${input} h-12 ${border("name")}`}
          />
        </Field>
        <Field name="email" label={t("email")} error={fieldErrors.email}>
          <input
            id="contact-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            defaultValue={values.email}
            aria-invalid={fieldErrors.email ? true : undefined}
            aria-describedby={describe("email")}
            className={`${input} h-12 ${border("email")}`}
          />
        </Field>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field name="topic" label={t("topic")} error={fieldErrors.topic}>
          <select
            id="contact-topic"
            name="topic"
            required
            defaultValue={values.topic ?? ""}
            aria-invalid={fieldErrors.topic ? true : undefined}
            aria-describedby={describe("topic")}
            className={`${input} h-12 py-0 ${border("topic")}`}
          >
            <option value="" disabled>
              {t("chooseTopic")}
            </option>
            {CONTACT_TOPICS.map((topic) => (
              <option key={topic.value} value={topic.value}>
                {t(`topics.${topic.value}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field
          name="bookingReference"
          label={t("reference")}
          hint={t("referenceHint")}
          error={fieldErrors.bookingReference}
        >
          <input
            id="contact-bookingReference"
            name="bookingReference"
            maxLength={40}
            autoComplete="off"
            defaultValue={values.bookingReference}
            aria-invalid={fieldErrors.bookingReference ? true : undefined}
            aria-describedby={describe("bookingReference", true)}
            className={`${input} h-12 ${border("bookingReference")}`}
          />
        </Field>
      </div>
      <Field name="message" label={t("message")} hint={t("messageHint")} error={fieldErrors.message}>
        <textarea
          id="contact-message"
          name="message"
          required
          rows={7}
          maxLength={MESSAGE_MAX}
          defaultValue={values.message}
          aria-invalid={fieldErrors.message ? true : undefined}
          aria-describedby={describe("message", true)}
          className={`${input} ${border("message")} resize-y leading-7`}
        />
      </Field>
      {/* A field only bots fill in: hidden from people and from assistive technology. */}
      <div aria-hidden="true" className="absolute -start-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">{t("honeypot")}</label>
        <input
          id="contact-website"
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <button
          type="submit"
          disabled={busy}
          className="inline-flex h-12 items-center gap-2 rounded-full bg-accent px-7 font-semibold text-on-accent hover:bg-accent-strong disabled:opacity-70"
        >
          {busy ? (
            <Icon name="loader-circle" className="size-5 animate-spin" />
          ) : (
            <Icon name="send" className="size-5" />
          )}
          {busy ? t("sending") : t("send")}
        </button>
        <p className="text-sm text-muted">{t("answer")}</p>
      </div>
    </Form>
  );
}
