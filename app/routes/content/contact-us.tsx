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
import { metaLanguage } from "~/i18n/meta";
import { pageNamespaces } from "~/i18n/page-namespaces";
import { useLocalize, useT } from "~/i18n/react";
import { translatorFor } from "~/i18n/language.server";
import { localizeErrors, messagePatternsFor } from "~/i18n/server-messages.server";
import { readerLocale } from "~/modules/profiles/language.server";

/** A reading page: no framework script (decision 4000). */
export const handle = READING_PAGE;

export const middleware = [pageNamespaces("contact", "formErrors")];

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaLanguage(matches).t("contact");
  return pageMeta(t("metaTitle"), t("metaDescription"));
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const platform = platformOf(context);
  const url = new URL(request.url);
  const user = await getSessionUser(platform, request);
  const { env } = platform;
  const reference = url.searchParams.get("sent");
  const locale = await readerLocale(platform.database.db, request, user?.id);
  return data({
    // For a browser that draws the form itself (after a client navigation) and checks it as typed.
    messagePatterns: messagePatternsFor(locale),
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
  // The page's toast and refusals in the reader's language; the page it goes back to keeps its prefix.
  const locale = await readerLocale(database.db, request, user?.id);
  const t = translatorFor(locale, "contact");
  const toast = translatorFor(locale, "contact.toast");
  const page = new URL(request.url).pathname;
  // A filled-in honeypot is a bot: it sees success, nothing is stored or sent.
  const honeypot = form.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    log.warn("contact.honeypot", {});
    return redirectWithToast(platform, `${page}?sent=`, { type: "success", message: toast("onItsWay") });
  }
  const parsed = parseFields(contactSchema, form);
  const values = parsed.values;
  if (!parsed.ok)
    return data(
      { values, fieldErrors: localizeErrors(locale, parsed.fieldErrors), formError: undefined },
      { status: 400 },
    );
  const input = parsed.data;
  const contactEmail = await contactAddress(database.db, env);
  const result = await submitContactMessage({ db: database.db, mailer, contactEmail }, input, {
    userId: user?.id,
    clientAddress: request.headers.get(CLIENT_IP_HEADER),
  });
  if (!result.ok) {
    const { status, fieldErrors, retryInMinutes, limitedBy } = result;
    const formError = t("paused", {
      limitedBy,
      email: input.email,
      minutes: retryInMinutes,
      urgent: contactEmail ? "yes" : "no",
      contactEmail: contactEmail ?? "",
    });
    return data({ values, fieldErrors, formError }, { status, headers: { "Retry-After": String(retryInMinutes * 60) } });
  }
  return redirectWithToast(platform, `${page}?sent=${result.value.reference}`, {
    type: "success",
    title: toast("sent"),
    message: toast("thanks", { name: input.name.split(" ")[0]!, email: input.email }),
  });
}

/** The other ways to reach us: each one's icon and messages (contact.other.<key>). */
const otherWays = [
  { icon: "mail", key: "email" },
  { icon: "life-buoy", key: "during" },
  { icon: "message-circle-question-mark", key: "guides" },
] as const;

export default function ContactUs({ loaderData, actionData }: Route.ComponentProps) {
  const { sent, reference, contactEmail, defaults } = loaderData;
  const t = useT("contact");
  const other = useT("contact.other");
  const localize = useLocalize();
  return (
    <>
      <div className="border-b border-line bg-gradient-to-b from-primary-soft/60 to-transparent">
        <div className="container-page py-12 sm:py-16">
          <p className="text-sm font-semibold tracking-wide text-accent uppercase">{t("eyebrow")}</p>
          <h1 className="mt-2 max-w-3xl text-3xl text-ink sm:text-5xl">{sent ? t("sentHeading") : t("heading")}</h1>
          <p className="mt-4 max-w-2xl text-lg leading-8 text-muted">{sent ? t("sentLead") : t("lead")}</p>
        </div>
      </div>
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
        <section aria-labelledby="form-heading" className="rounded-3xl border border-line bg-surface p-6 shadow-card sm:p-8">
          {sent ? (
            <div role="status">
              <Icon name="circle-check" className="size-12 text-success" />
              <h2 id="form-heading" className="mt-4 text-2xl text-ink">
                {t("received")}
              </h2>
              {reference && (
                <p className="mt-3 text-muted">
                  {t.rich("reference", {
                    reference,
                    code: (chunks) => <strong className="font-mono text-ink">{chunks}</strong>,
                  })}
                </p>
              )}
              <p className="mt-3 text-muted">{t("fromPerson", { email: contactEmail })}</p>
              <div className="mt-6 flex flex-wrap gap-3">
                <Link to={localize("/contact-us")} className="rounded-full border border-line px-5 py-2.5 font-semibold text-ink hover:bg-surface-2">
                  {t("another")}
                </Link>
                <Link to={localize("/blog")} className="rounded-full bg-primary px-5 py-2.5 font-semibold text-on-primary hover:bg-primary-strong">
                  {t("readGuides")}
                </Link>
              </div>
            </div>
          ) : (
            <>
              <h2 id="form-heading" className="mb-6 text-xl text-ink">
                {t("formHeading")}
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
            {t("other.heading")}
          </h2>
          {otherWays.map(({ icon, key }) => (
            <div key={key} className="flex gap-4 rounded-3xl border border-line bg-surface p-5">
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-2xl bg-primary-soft text-primary">
                <Icon name={icon} className="size-5" />
              </span>
              <div>
                <h3 className="font-semibold text-ink">{t(`other.${key}.title`)}</h3>
                <p className="mt-1 text-sm leading-6 text-muted">{t(`other.${key}.text`)}</p>
                {key === "email" && (
                  <a href={`mailto:${contactEmail}`} className="mt-2 inline-block text-sm font-semibold break-all text-primary hover:underline">
                    {contactEmail}
                  </a>
                )}
                {key === "guides" && (
                  <Link to={localize("/blog")} className="mt-2 inline-block text-sm font-semibold text-primary hover:underline">
                    {other("browseBlog")}
                  </Link>
                )}
              </div>
            </div>
          ))}
          <div className="flex gap-4 rounded-3xl bg-accent-soft p-5">
            <Icon name="clock" className="mt-0.5 size-5 shrink-0 text-accent" />
            <p className="text-sm leading-6 text-ink">{t("hours")}</p>
          </div>
        </aside>
      </div>
    </>
  );
}
