import { Icon } from "~/ui/icon";
import { Link } from "react-router";
import { SEARCH_PATH } from "~/site";

const stayTypes = [
  {
    type: "short-term",
    title: "Short-term stays",
    text: "A few nights to a few weeks: weekends away, visits and holidays with your dog or cat.",
    icon: "calendar-clock",
  },
  {
    type: "mid-term",
    title: "Mid-term rentals",
    text: "One to six months, furnished: for travelling nurses, relocations and long projects.",
    icon: "calendar-range",
  },
  {
    type: "monthly",
    title: "Monthly rentals",
    text: "Month-to-month at a monthly rate, from 28 nights: room to settle in with your pets.",
    icon: "house",
  },
] as const;

const speciesLinks = [
  { species: "dog", label: "Stays for dogs", text: "Fenced yards, dog doors and parks nearby.", icon: "dog" },
  {
    species: "cat",
    label: "Stays for cats",
    text: "Quiet homes where cats are welcome to stay in.",
    icon: "cat",
  },
] as const;

/** Ways into the search by length of stay and by species. */
export function StayTypeLinks() {
  return (
    <section aria-labelledby="stay-types" className="container-page py-16">
      <h2 id="stay-types" className="text-2xl text-ink sm:text-3xl">
        Stay as long as you need
      </h2>
      <p className="mt-2 max-w-2xl text-muted">
        Prices adapt to the length of your stay: weekly discounts from 7 nights, monthly rates from 28.
      </p>
      <div className="mt-8 grid gap-4 md:grid-cols-3">
        {stayTypes.map(({ type, title, text, icon }) => (
          <Link
            key={type}
            to={`${SEARCH_PATH}?stayType=${type}`}
            className="group rounded-3xl border border-line bg-surface p-6 shadow-card transition hover:-translate-y-0.5 hover:border-primary"
          >
            <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-primary-soft text-primary">
              <Icon name={icon} className="size-6" />
            </span>
            <h3 className="mt-4 text-lg text-ink group-hover:text-primary">{title}</h3>
            <p className="mt-2 text-sm leading-6 text-muted">{text}</p>
          </Link>
        ))}
      </div>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {speciesLinks.map(({ species, label, text, icon }) => (
          <Link
            key={species}
            to={`${SEARCH_PATH}?species=${species}`}
            className="flex items-center gap-4 rounded-3xl bg-accent-soft p-5 transition hover:ring-2 hover:ring-accent"
          >
            <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-surface text-accent">
              <Icon name={icon} className="size-6" />
            </span>
            <span>
              <span className="block font-semibold text-ink">{label}</span>
              <span className="block text-sm text-muted">{text}</span>
            </span>
          </Link>
        ))}
      </div>
    </section>
  );
}
