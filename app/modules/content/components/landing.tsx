import { Icon } from "~/ui/icon";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { SEARCH_PATH } from "~/site";
import { HeroIllustration } from "~/ui/illustrations";

/* The sections of the landing page (/landing) for travellers with pets and for owners. */

const reasons = [
  {
    icon: "hand-coins",
    title: "No booking fee on top",
    text: "You pay the owner's price: nightly or monthly rate, cleaning, the pet fee and taxes. We don't add a service charge at checkout.",
  },
  {
    icon: "message-square-text",
    title: "You talk to the person who knows the home",
    text: "Ask the owner whether the yard is fenced, where the nearest vet is or if your 70 lb dog is fine. They answer, not a call centre.",
  },
  {
    icon: "shield-check",
    title: "Dates that hold",
    text: "Once your stay is booked, those nights are yours: the calendar can never sell them twice.",
  },
] as const;

const policyChips = [
  { icon: "dog", label: "Dogs welcome" },
  { icon: "cat", label: "Cats welcome" },
  { icon: "paw-print", label: "Up to 2 pets" },
  { icon: "weight", label: "Up to 60 lb each" },
  { icon: "badge-dollar-sign", label: "$75 pet fee per stay" },
  { icon: "fence", label: "Fenced yard" },
] as const;

const stayTypes = [
  {
    icon: "calendar-clock",
    title: "Short-term",
    length: "Under 28 nights",
    text: "Holidays, visits and the first weeks of a move. Weekly discounts start at 7 nights.",
    to: `${SEARCH_PATH}?stayType=short-term`,
  },
  {
    icon: "calendar-range",
    title: "Mid-term",
    length: "28 nights to 6 months",
    text: "Furnished homes for travel nurses, relocations and long projects, with utilities and Wi-Fi in the price.",
    to: `${SEARCH_PATH}?stayType=mid-term`,
  },
  {
    icon: "house",
    title: "Monthly",
    length: "Month to month",
    text: "A monthly rate from 28 nights, so a longer stay costs less per night. Stay as long as you need.",
    to: `${SEARCH_PATH}?stayType=monthly`,
  },
] as const;

const ownerPoints = [
  "Set your own pet rules: species, how many, weight, breeds, and whether pets may be left alone",
  "Charge a pet fee the way you prefer (per stay, per night, per pet or per month) and a refundable deposit",
  "Instant booking or requests you approve, and a calendar that never double-books",
  "Travellers see your rules before they book, so the ones who reach you already fit",
];

/** The landing page's opening: what the site is, for travellers and owners, with the two ways in. */
export function LandingHero() {
  return (
    <section className="overflow-hidden border-b border-line bg-gradient-to-b from-primary-soft to-canvas">
      <div className="container-page grid items-center gap-10 py-14 lg:grid-cols-[1.1fr_1fr] lg:py-20">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-surface px-3 py-1 text-sm font-semibold text-primary shadow-card">
            <Icon name="paw-print" className="size-4" /> For travellers with pets, and the owners who welcome them
          </p>
          <h1 className="mt-5 text-4xl leading-tight text-ink sm:text-5xl lg:text-6xl">
            Pet-friendly stays, <span className="text-primary">straight from the owner</span>
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-8 text-muted">
            Monthly, mid-term and short-term homes where your dog, cat or rabbit is genuinely welcome. Every pet rule
            and every fee is on the listing, before you book.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={SEARCH_PATH} className="rounded-full bg-accent px-6 py-3 font-semibold text-on-accent hover:bg-accent-strong">
              Find a pet-friendly stay
            </Link>
            <Link to="/sign-up" className="rounded-full border border-line bg-surface px-6 py-3 font-semibold text-ink hover:border-primary">
              Create a free account
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
  return (
    <section aria-labelledby="why-heading" className="container-page py-16">
      <h2 id="why-heading" className="text-2xl text-ink sm:text-3xl">
        Why rent by owner?
      </h2>
      <p className="mt-2 max-w-2xl text-muted">
        Renting directly from the person who owns the home is simpler, usually cheaper, and far better for pets.
      </p>
      <div className="mt-8 grid gap-4 md:grid-cols-3">
        {reasons.map(({ icon, title, text }) => (
          <div key={title} className="rounded-3xl border border-line bg-surface p-6 shadow-card">
            <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-primary-soft text-primary">
              <Icon name={icon} className="size-6" />
            </span>
            <h3 className="mt-4 text-lg text-ink">{title}</h3>
            <p className="mt-2 leading-7 text-muted">{text}</p>
          </div>
        ))}
      </div>
    </section>
  );
}

/** How a listing shows its pet policy and price, with an example listing. */
export function PetPolicyExample() {
  return (
    <section aria-labelledby="policy-heading" className="border-y border-line bg-surface">
      <div className="container-page grid items-center gap-10 py-16 lg:grid-cols-2">
        <div>
          <h2 id="policy-heading" className="text-2xl text-ink sm:text-3xl">
            How pet policies are shown
          </h2>
          <p className="mt-3 leading-7 text-muted">
            Every listing answers the questions you'd otherwise have to ask: which animals, how many, how heavy, which
            breeds, what it costs, and whether your pet may stay alone while you're at work. The pet fee is part of the
            total price we show; a refundable deposit is shown separately, so you know what comes back.
          </p>
          <ul className="mt-6 grid gap-3">
            {[
              "Species, number and weight limits, and any breed restrictions",
              "The pet fee and how it's charged: per stay, per night, per pet or per month",
              "The refundable pet deposit, kept apart from what you pay",
              "Pet amenities and the nearest dog park and vet",
              "Service animals are not pets: they never pay a pet fee",
            ].map((line) => (
              <li key={line} className="flex gap-3 text-ink">
                <Icon name="circle-check" className="mt-0.5 size-5 shrink-0 text-primary" />
                <span>{line}</span>
              </li>
            ))}
          </ul>
        </div>
        <figure className="rounded-3xl border border-line bg-canvas p-6 shadow-card sm:p-8">
          <p className="text-sm font-semibold text-muted">Example listing</p>
          <p className="mt-1 text-xl font-semibold text-ink">Garden flat near the river, with a fenced yard</p>
          <ul aria-label="Pet policy" className="mt-4 flex flex-wrap gap-2">
            {policyChips.map(({ icon, label }) => (
              <li key={label} className="inline-flex items-center gap-1.5 rounded-full bg-primary-soft px-3 py-1.5 text-sm font-medium text-primary">
                <Icon name={icon} className="size-4" /> {label}
              </li>
            ))}
          </ul>
          <dl className="mt-6 grid gap-2 border-t border-line pt-4 text-sm tabular">
            <div className="flex justify-between">
              <dt className="text-muted">30 nights at the monthly rate</dt>
              <dd className="text-ink">$2,300</dd>
            </div>
            <div className="flex justify-between">
              <dt className="text-muted">Cleaning</dt>
              <dd className="text-ink">$120</dd>
            </div>
            <div className="flex justify-between">
              <dt className="text-muted">Pet fee (1 dog, per stay)</dt>
              <dd className="text-ink">$75</dd>
            </div>
            <div className="flex justify-between border-t border-line pt-2 text-base font-semibold">
              <dt className="text-ink">Total</dt>
              <dd className="text-ink">$2,495</dd>
            </div>
            <div className="flex justify-between">
              <dt className="text-muted">Refundable pet deposit, shown apart</dt>
              <dd className="text-ink">$250</dd>
            </div>
          </dl>
          <figcaption className="mt-4 text-xs text-muted">An illustration of how a listing shows its pet rules and price.</figcaption>
        </figure>
      </div>
    </section>
  );
}

/** Short, mid-term and monthly stays, each a way into the search. */
export function StayLengths() {
  return (
    <section aria-labelledby="types-heading" className="container-page py-16">
      <h2 id="types-heading" className="text-2xl text-ink sm:text-3xl">
        Short, mid-term or monthly
      </h2>
      <p className="mt-2 max-w-2xl text-muted">The price adapts to how long you stay, and so do the homes.</p>
      <div className="mt-8 grid gap-4 md:grid-cols-3">
        {stayTypes.map(({ icon, title, length, text, to }) => (
          <Link key={title} to={to} className="group rounded-3xl border border-line bg-surface p-6 shadow-card transition hover:-translate-y-0.5 hover:border-primary">
            <Icon name={icon} className="size-7 text-accent" />
            <h3 className="mt-4 text-lg text-ink group-hover:text-primary">{title}</h3>
            <p className="text-sm font-semibold text-primary">{length}</p>
            <p className="mt-2 leading-7 text-muted">{text}</p>
          </Link>
        ))}
      </div>
    </section>
  );
}

/** The call to owners: set your own pet rules, and how to start. */
/** `listYourHome` renders the frame's "List your home" link with the given classes. */
export function ForOwners({ listYourHome }: { listYourHome: (className: string) => ReactNode }) {
  return (
    <section aria-labelledby="owners-heading" className="container-page pb-16">
      <div className="grid gap-8 rounded-3xl bg-primary p-8 text-on-primary sm:p-12 lg:grid-cols-[1.2fr_1fr]">
        <div>
          <p className="inline-flex items-center gap-2 text-sm font-semibold uppercase opacity-90">
            <Icon name="key-round" className="size-4" /> For owners
          </p>
          <h2 id="owners-heading" className="mt-2 text-2xl sm:text-3xl">
            Welcome pets on your terms
          </h2>
          <p className="mt-3 max-w-xl leading-7 opacity-90">
            About two in three households in the US live with a pet, and many of them struggle to find a place that
            takes theirs. Pet owners tend to book longer stays and come back. You set the rules; we make sure every
            traveller sees them before they book.
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            {listYourHome("rounded-full bg-accent px-6 py-3 font-semibold text-on-accent hover:bg-accent-strong")}
            <Link to="/blog?category=for-owners" className="rounded-full border border-current px-6 py-3 font-semibold">
              Read the owner guides
            </Link>
          </div>
        </div>
        <ul className="grid content-center gap-3">
          {ownerPoints.map((line) => (
            <li key={line} className="flex gap-3">
              <Icon name="circle-check" className="mt-0.5 size-5 shrink-0" />
              <span className="leading-7">{line}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
