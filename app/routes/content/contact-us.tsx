import { Icon } from "~/ui/icon";
import { data, Link } from "react-router";
import { CLIENT_IP_HEADER } from "~/modules/accounts/auth.server";
import { getSessionUser } from "~/modules/accounts/guards.server";
import { ContactForm } from "~/modules/contact/components/contact-form";
import { contactSchema, HONEYPOT_FIELD } from "~/modules/contact/contact.schema";
import { parseFields } from "~/shared/forms";
import { submitContactMessage } from "~/modules/contact/contact.server";
import { redirectWithToast } from "~/platform/flash.server";
import { log } from "~/platform/log.server";
import { pageMeta } from "~/site";
import type { Route } from "./+types/contact-us";
import { readForm } from "~/shared/http.server";
import { platformOf } from "~/platform/context";
import { contactAddress } from "~/platform/site-settings.server";
import { READING_PAGE } from "~/frame/reading-page";

/** A reading page: no framework script (decision 4000). */
export const handle = READING_PAGE;

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Contact us",
    "Questions about a stay, a booking, a pet policy or listing your home? Write to the Pet Friendly Rentals by Owner team: we answer within one working day.",
  );

export async function loader({ request, context }: Route.LoaderArgs) {
  const platform = platformOf(context);
  const url = new URL(request.url);
  const user = await getSessionUser(platform, request);
  const { env } = platform;
  const reference = url.searchParams.get("sent");
  return data({
    sent: reference !== null,
    reference: reference && /^[A-Z0-9]{8}$/.test(reference) ? reference : null,
    contactEmail: await contactAddress(platform.database.db, env),
    defaults: { name: user?.name ?? "", email: user?.email ?? "" },
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const { env, database, mailer } = platform;
  const form = await readForm(request);
  const user = await getSessionUser(platform, request);
  // A filled-in honeypot is a bot: it sees success, nothing is stored or sent.
  const honeypot = form.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    log.warn("contact.honeypot", {});
    return redirectWithToast(platform, "/contact-us?sent=", { type: "success", message: "Thanks, your message is on its way." });
  }
  const parsed = parseFields(contactSchema, form);
  const values = parsed.values;
  if (!parsed.ok) return data({ values, fieldErrors: parsed.fieldErrors, formError: undefined }, { status: 400 });
  const input = parsed.data;
  const contactEmail = await contactAddress(database.db, env);
  const result = await submitContactMessage({ db: database.db, mailer, contactEmail }, input, {
    userId: user?.id,
    clientAddress: request.headers.get(CLIENT_IP_HEADER),
  });
  if (!result.ok) {
    const { status, fieldErrors, formError, retryInMinutes } = result;
    return data({ values, fieldErrors, formError }, { status, headers: { "Retry-After": String(retryInMinutes * 60) } });
  }
  return redirectWithToast(platform, `/contact-us?sent=${result.value.reference}`, {
    type: "success",
    title: "Message sent",
    message: `Thanks, ${input.name.split(" ")[0]}. We'll reply to ${input.email} within one working day.`,
  });
}

const otherWays = [
  {
    icon: "mail",
    title: "Email",
    text: "Prefer your own mail app? Write to us directly.",
  },
  {
    icon: "life-buoy",
    title: "During a stay",
    text: "For anything urgent at the home (access, safety, a problem with the place), call the owner first: their number is in your booking confirmation. Then tell us, and we'll follow up.",
  },
  {
    icon: "message-circle-question-mark",
    title: "Guides and answers",
    text: "Pet fees, deposits and what to pack are covered in our guides.",
  },
] as const;

export default function ContactUs({ loaderData, actionData }: Route.ComponentProps) {
  const { sent, reference, contactEmail, defaults } = loaderData;
  return (
    <>
      <div className="border-b border-line bg-gradient-to-b from-primary-soft/60 to-transparent">
        <div className="container-page py-12 sm:py-16">
          <p className="text-sm font-semibold tracking-wide text-accent uppercase">Contact</p>
          <h1 className="mt-2 max-w-3xl text-3xl text-ink sm:text-5xl">{sent ? "Thanks, we have your message" : "Contact us"}</h1>
          <p className="mt-4 max-w-2xl text-lg leading-8 text-muted">
            {sent
              ? "A real person on our team will read it and reply by email, within one working day."
              : "Questions about a stay, a booking, a pet policy or listing your home? We read every message and answer within one working day."}
          </p>
        </div>
      </div>
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
        <section aria-labelledby="form-heading" className="rounded-3xl border border-line bg-surface p-6 shadow-card sm:p-8">
          {sent ? (
            <div role="status">
              <Icon name="circle-check" className="size-12 text-success" />
              <h2 id="form-heading" className="mt-4 text-2xl text-ink">
                Message received
              </h2>
              {reference && (
                <p className="mt-3 text-muted">
                  Your reference is <strong className="font-mono text-ink">{reference}</strong>. Quote it if you write
                  to us again about the same thing.
                </p>
              )}
              <p className="mt-3 text-muted">
                We've sent nothing automatic to your inbox: our answer will come from a person, from {contactEmail}. If
                you don't see it within a day, check your spam folder.
              </p>
              <div className="mt-6 flex flex-wrap gap-3">
                <Link to="/contact-us" className="rounded-full border border-line px-5 py-2.5 font-semibold text-ink hover:bg-surface-2">
                  Send another message
                </Link>
                <Link to="/blog" className="rounded-full bg-primary px-5 py-2.5 font-semibold text-on-primary hover:bg-primary-strong">
                  Read our guides
                </Link>
              </div>
            </div>
          ) : (
            <>
              <h2 id="form-heading" className="mb-6 text-xl text-ink">
                Send us a message
              </h2>
              <ContactForm
                values={actionData?.values ?? defaults}
                fieldErrors={actionData?.fieldErrors}
                formError={actionData?.formError}
              />
            </>
          )}
        </section>
        <aside aria-labelledby="other-ways" className="grid content-start gap-4">
          <h2 id="other-ways" className="text-xl text-ink">
            Other ways to reach us
          </h2>
          {otherWays.map(({ icon, title, text }) => (
            <div key={title} className="flex gap-4 rounded-3xl border border-line bg-surface p-5">
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-2xl bg-primary-soft text-primary">
                <Icon name={icon} className="size-5" />
              </span>
              <div>
                <h3 className="font-semibold text-ink">{title}</h3>
                <p className="mt-1 text-sm leading-6 text-muted">{text}</p>
                {title === "Email" && (
                  <a href={`mailto:${contactEmail}`} className="mt-2 inline-block text-sm font-semibold break-all text-primary hover:underline">
                    {contactEmail}
                  </a>
                )}
                {title === "Guides and answers" && (
                  <Link to="/blog" className="mt-2 inline-block text-sm font-semibold text-primary hover:underline">
                    Browse the blog
                  </Link>
                )}
              </div>
            </div>
          ))}
          <div className="flex gap-4 rounded-3xl bg-accent-soft p-5">
            <Icon name="clock" className="mt-0.5 size-5 shrink-0 text-accent" />
            <p className="text-sm leading-6 text-ink">
              Our team answers Monday to Saturday, 8am to 8pm US Eastern time. Messages sent on Sunday are answered first
              thing Monday.
            </p>
          </div>
        </aside>
      </div>
    </>
  );
}
