import { Icon } from "~/ui/icon";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { SEARCH_PATH } from "~/site";
import { HeroIllustration } from "~/ui/illustrations";
import { useFormat, useLocalize, useT } from "~/i18n/react";

/* The sections of the landing page (/landing) for travellers with pets and for owners. */

// Each part's icon and its messages (content.landing.<part>.<key>…).
const reasons = [
  { icon: "hand-coins", key: "noFee" },
  { icon: "message-square-text", key: "talk" },
  { icon: "shield-check", key: "dates" },
] as const;

const policyChips = [
  { icon: "dog", key: "dogs" },
  { icon: "cat", key: "cats" },
  { icon: "paw-print", key: "twoPets" },
  { icon: "weight", key: "weight" },
  { icon: "badge-dollar-sign", key: "fee" },
  { icon: "fence", key: "yard" },
] as const;

const stayTypes = [
  { icon: "calendar-clock", key: "short", to: `${SEARCH_PATH}?stayType=short-term` },
  { icon: "calendar-range", key: "mid", to: `${SEARCH_PATH}?stayType=mid-term` },
  { icon: "house", key: "monthly", to: `${SEARCH_PATH}?stayType=monthly` },
] as const;

const policyLines = ["limits", "feeWays", "deposit", "amenities", "service"] as const;
const ownerPoints = ["ownRules", "feeWays", "bookingWays", "fit"] as const;

/** The landing page's opening: what the site is, for travellers and owners, with the two ways in. */
export function LandingHero() {
  const t = useT("content.landing.hero");
  const localize = useLocalize();
  return (
    <section className="overflow-hidden border-b border-line bg-gradient-to-b from-primary-soft to-canvas">
      <div className="container-page grid items-center gap-10 py-14 lg:grid-cols-[1.1fr_1fr] lg:py-20">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-surface px-3 py-1 text-sm font-semibold text-primary shadow-card">
            <Icon name="paw-print" className="size-4" /> {t("eyebrow")}
          </p>
          <h1 className="mt-5 text-4xl leading-tight text-ink sm:text-5xl lg:text-6xl">
            {t.rich("heading", { em: (chunks) => <span className="text-primary">{chunks}</span> })}
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-8 text-muted">{t("lead")}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={localize(SEARCH_PATH)} className="rounded-full bg-accent px-6 py-3 font-semibold text-on-accent hover:bg-accent-strong">
              {t("find")}
            </Link>
            <Link to="/sign-up" className="rounded-full border border-line bg-surface px-6 py-3 font-semibold text-ink hover:border-primary">
              {t("signUp")}
            </Link>
          </div>
        </div>
        <HeroIllustration className="mx-auto w-full max-w-md drop-shadow-xl" />
      </div>
    </section>
  );
}

/** Why renting from the owner is better for travellers with pets. */
export function WhyByOwner() {
  const t = useT("content.landing.why");
  return (
    <section aria-labelledby="why-heading" className="container-page py-16">
      <h2 id="why-heading" className="text-2xl text-ink sm:text-3xl">
        {t("heading")}
      </h2>
      <p className="mt-2 max-w-2xl text-muted">{t("lead")}</p>
      <div className="mt-8 grid gap-4 md:grid-cols-3">
        {reasons.map(({ icon, key }) => (
          <div key={key} className="rounded-3xl border border-line bg-surface p-6 shadow-card">
            <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-primary-soft text-primary">
              <Icon name={icon} className="size-6" />
            </span>
            <h3 className="mt-4 text-lg text-ink">{t(`${key}.title`)}</h3>
            <p className="mt-2 leading-7 text-muted">{t(`${key}.text`)}</p>
          </div>
        ))}
      </div>
    </section>
  );
}

/** How a listing shows its pet policy and price, with an example listing. */
export function PetPolicyExample() {
  const t = useT("content.landing.policy");
  const format = useFormat();
  const usd = (dollars: number) => format.money(dollars * 100, "USD");
  return (
    <section aria-labelledby="policy-heading" className="border-y border-line bg-surface">
      <div className="container-page grid items-center gap-10 py-16 lg:grid-cols-2">
        <div>
          <h2 id="policy-heading" className="text-2xl text-ink sm:text-3xl">
            {t("heading")}
          </h2>
          <p className="mt-3 leading-7 text-muted">{t("lead")}</p>
          <ul className="mt-6 grid gap-3">
            {policyLines.map((line) => (
              <li key={line} className="flex gap-3 text-ink">
                <Icon name="circle-check" className="mt-0.5 size-5 shrink-0 text-primary" />
                <span>{t(`line.${line}`)}</span>
              </li>
            ))}
          </ul>
        </div>
        <figure className="rounded-3xl border border-line bg-canvas p-6 shadow-card sm:p-8">
          <p className="text-sm font-semibold text-muted">{t("example")}</p>
          <p className="mt-1 text-xl font-semibold text-ink">{t("exampleTitle")}</p>
          <ul aria-label={t("chipsLabel")} className="mt-4 flex flex-wrap gap-2">
            {policyChips.map(({ icon, key }) => (
              <li key={key} className="inline-flex items-center gap-1.5 rounded-full bg-primary-soft px-3 py-1.5 text-sm font-medium text-primary">
                <Icon name={icon} className="size-4" /> {t(`chip.${key}`, { fee: usd(75) })}
              </li>
            ))}
          </ul>
          <dl className="mt-6 grid gap-2 border-t border-line pt-4 text-sm tabular">
            <div className="flex justify-between">
              <dt className="text-muted">{t("nights")}</dt>
              <dd className="text-ink">{usd(2300)}</dd>
            </div>
            <div className="flex justify-between">
              <dt className="text-muted">{t("cleaning")}</dt>
              <dd className="text-ink">{usd(120)}</dd>
            </div>
            <div className="flex justify-between">
              <dt className="text-muted">{t("petFee")}</dt>
              <dd className="text-ink">{usd(75)}</dd>
            </div>
            <div className="flex justify-between border-t border-line pt-2 text-base font-semibold">
              <dt className="text-ink">{t("total")}</dt>
              <dd className="text-ink">{usd(2495)}</dd>
            </div>
            <div className="flex justify-between">
              <dt className="text-muted">{t("deposit")}</dt>
              <dd className="text-ink">{usd(250)}</dd>
            </div>
          </dl>
          <figcaption className="mt-4 text-xs text-muted">{t("caption")}</figcaption>
        </figure>
      </div>
    </section>
  );
}

/** Short, mid-term and monthly stays, each a way into the search. */
export function StayLengths() {
  const t = useT("content.landing.lengths");
  const localize = useLocalize();
  return (
    <section aria-labelledby="types-heading" className="container-page py-16">
      <h2 id="types-heading" className="text-2xl text-ink sm:text-3xl">
        {t("heading")}
      </h2>
      <p className="mt-2 max-w-2xl text-muted">{t("lead")}</p>
      <div className="mt-8 grid gap-4 md:grid-cols-3">
        {stayTypes.map(({ icon, key, to }) => (
          <Link key={key} to={localize(to)} className="group rounded-3xl border border-line bg-surface p-6 shadow-card transition hover:-translate-y-0.5 hover:border-primary">
            <Icon name={icon} className="size-7 text-accent" />
            <h3 className="mt-4 text-lg text-ink group-hover:text-primary">{t(`${key}.title`)}</h3>
            <p className="text-sm font-semibold text-primary">{t(`${key}.length`)}</p>
            <p className="mt-2 leading-7 text-muted">{t(`${key}.text`)}</p>
          </Link>
        ))}
      </div>
    </section>
  );
}

/** The call to owners: set your own pet rules, and how to start. */
/** `listYourHome` renders the frame's "List your home" link with the given classes. */
export function ForOwners({ listYourHome }: { listYourHome: (className: string) => ReactNode }) {
  const t = useT("content.landing.owners");
  const localize = useLocalize();
  return (
    <section aria-labelledby="owners-heading" className="container-page pb-16">
      <div className="grid gap-8 rounded-3xl bg-primary p-8 text-on-primary sm:p-12 lg:grid-cols-[1.2fr_1fr]">
        <div>
          <p className="inline-flex items-center gap-2 text-sm font-semibold uppercase opacity-90">
            <Icon name="key-round" className="size-4" /> {t("eyebrow")}
          </p>
          <h2 id="owners-heading" className="mt-2 text-2xl sm:text-3xl">
            {t("heading")}
          </h2>
          <p className="mt-3 max-w-xl leading-7 opacity-90">{t("lead")}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            {listYourHome("rounded-full bg-accent px-6 py-3 font-semibold text-on-accent hover:bg-accent-strong")}
            <Link to={localize("/blog?category=for-owners")} className="rounded-full border border-current px-6 py-3 font-semibold">
              {t("guides")}
            </Link>
          </div>
        </div>
        <ul className="grid content-center gap-3">
          {ownerPoints.map((line) => (
            <li key={line} className="flex gap-3">
              <Icon name="circle-check" className="mt-0.5 size-5 shrink-0" />
              <span className="leading-7">{t(`point.${line}`)}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
