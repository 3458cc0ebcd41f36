import { CalendarClock, CalendarRange, Cat, Dog, House, PawPrint, Receipt, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { ArticleCard } from "~/modules/blog/components/article-card";
import { newestArticles } from "~/modules/blog/blog.server";
import { StayCard } from "~/modules/stays/components/stay-card";
import { StaySearchForm } from "~/modules/stays/components/stay-search-form";
import { featuredStays } from "~/modules/stays/stays.server";
import { platformOf } from "~/platform/context";
import { pageMeta, SEARCH_PATH } from "~/site";
import { HeroIllustration } from "~/ui/illustrations";
import type { Route } from "./+types/home";
import { stayPath } from "~/modules/stays/stays";

export async function loader({ context }: Route.LoaderArgs) {
  const platform = platformOf(context);
  // Public page: featured stays and the newest articles, for everyone.
  const [featured, articles] = await Promise.all([
    featuredStays(platform.database.db, 8),
    newestArticles(platform.storage, 3),
  ]);
  return { featured, articles };
}

export const meta = () =>
  pageMeta(
    undefined,
    "Monthly, mid-term and short-term pet-friendly rentals, straight from the owner. See exactly which pets are welcome and what it costs before you book.",
  );

const stayTypes = [
  {
    type: "short-term",
    title: "Short-term stays",
    text: "A few nights to a few weeks: weekends away, visits and holidays with your dog or cat.",
    icon: CalendarClock,
  },
  {
    type: "mid-term",
    title: "Mid-term rentals",
    text: "One to six months, furnished: for travelling nurses, relocations and long projects.",
    icon: CalendarRange,
  },
  {
    type: "monthly",
    title: "Monthly rentals",
    text: "Month-to-month at a monthly rate, from 28 nights: room to settle in with your pets.",
    icon: House,
  },
];

const promises = [
  {
    icon: PawPrint,
    title: "Every pet rule, up front",
    text: "Which species, how many, what weight and which breeds, on every stay, before you book.",
  },
  {
    icon: Receipt,
    title: "The whole price, no surprises",
    text: "Pet fees, cleaning and taxes are in the total we show. Refundable deposits are shown apart.",
  },
  {
    icon: ShieldCheck,
    title: "Booked means booked",
    text: "Dates are held the moment you book: a stay can never be booked twice for the same nights.",
  },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { featured } = loaderData;
  return (
    <>
      <section className="relative overflow-hidden border-b border-line bg-gradient-to-b from-primary-soft to-canvas">
        <div className="container-page grid items-center gap-10 pt-12 pb-10 lg:grid-cols-[1.15fr_1fr] lg:pt-20">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-surface px-3 py-1 text-sm font-semibold text-primary shadow-card">
              <PawPrint aria-hidden className="size-4" /> Pets welcome, for real
            </p>
            <h1 className="mt-5 text-4xl leading-tight text-ink sm:text-5xl lg:text-6xl">
              Pet-friendly stays, rented <span className="text-primary">by their owners</span>
            </h1>
            <p className="mt-5 max-w-xl text-lg leading-8 text-muted">
              Monthly, mid-term and short-term homes where your pet is welcome. Know exactly which pets are
              allowed and what it costs, before you book.
            </p>
          </div>
          <HeroIllustration className="mx-auto hidden w-full max-w-md drop-shadow-xl sm:block" />
        </div>
        <div className="container-page pb-12">
          <StaySearchForm />
        </div>
      </section>

      <section aria-labelledby="stay-types" className="container-page py-16">
        <h2 id="stay-types" className="text-2xl text-ink sm:text-3xl">
          Stay as long as you need
        </h2>
        <p className="mt-2 max-w-2xl text-muted">
          Prices adapt to the length of your stay: weekly discounts from 7 nights, monthly rates from 28.
        </p>
        <div className="mt-8 grid gap-4 md:grid-cols-3">
          {stayTypes.map(({ type, title, text, icon: Icon }) => (
            <Link
              key={type}
              to={`${SEARCH_PATH}?stayType=${type}`}
              className="group rounded-3xl border border-line bg-surface p-6 shadow-card transition hover:-translate-y-0.5 hover:border-primary"
            >
              <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-primary-soft text-primary">
                <Icon aria-hidden className="size-6" />
              </span>
              <h3 className="mt-4 text-lg text-ink group-hover:text-primary">{title}</h3>
              <p className="mt-2 text-sm leading-6 text-muted">{text}</p>
            </Link>
          ))}
        </div>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          {[
            {
              species: "dog",
              label: "Stays for dogs",
              text: "Fenced yards, dog doors and parks nearby.",
              icon: Dog,
            },
            {
              species: "cat",
              label: "Stays for cats",
              text: "Quiet homes where cats are welcome to stay in.",
              icon: Cat,
            },
          ].map(({ species, label, text, icon: Icon }) => (
            <Link
              key={species}
              to={`${SEARCH_PATH}?species=${species}`}
              className="flex items-center gap-4 rounded-3xl bg-accent-soft p-5 transition hover:ring-2 hover:ring-accent"
            >
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-surface text-accent">
                <Icon aria-hidden className="size-6" />
              </span>
              <span>
                <span className="block font-semibold text-ink">{label}</span>
                <span className="block text-sm text-muted">{text}</span>
              </span>
            </Link>
          ))}
        </div>
      </section>

      {featured.length > 0 && (
        <section aria-labelledby="featured" className="container-page pb-16">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div>
              <h2 id="featured" className="text-2xl text-ink sm:text-3xl">
                Stays pets and people love
              </h2>
              <p className="mt-2 text-muted">Top rated by travellers and by their pets.</p>
            </div>
            <Link to={`${SEARCH_PATH}?sort=rating`} className="font-semibold text-primary hover:underline">
              See all stays
            </Link>
          </div>
          <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {featured.map((stay) => (
              <li key={stay.id} className="flex">
                <StayCard stay={stay} href={stayPath(stay.slug)} />
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="promise" className="border-y border-line bg-surface">
        <div className="container-page py-16">
          <h2 id="promise" className="text-2xl text-ink sm:text-3xl">
            Our promise to you and your pet
          </h2>
          <div className="mt-8 grid gap-8 md:grid-cols-3">
            {promises.map(({ icon: Icon, title, text }) => (
              <div key={title}>
                <Icon aria-hidden className="size-7 text-accent" />
                <h3 className="mt-3 text-lg text-ink">{title}</h3>
                <p className="mt-2 leading-7 text-muted">{text}</p>
              </div>
            ))}
          </div>
        </div>
      </section>

      {loaderData.articles.length > 0 && (
        <section aria-labelledby="newest-articles" className="container-page pt-16">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div>
              <h2 id="newest-articles" className="text-2xl text-ink sm:text-3xl">
                New on the blog
              </h2>
              <p className="mt-2 text-muted">Practical guides for travelling and renting with pets.</p>
            </div>
            <Link to="/blog" className="text-sm font-semibold text-primary hover:underline">
              All articles
            </Link>
          </div>
          <div className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {loaderData.articles.map((card) => (
              <ArticleCard key={card.url} card={card} />
            ))}
          </div>
        </section>
      )}

      <section aria-labelledby="guides" className="container-page py-16">
        <div className="flex flex-wrap items-end justify-between gap-4 rounded-3xl bg-primary p-8 text-on-primary sm:p-10">
          <div className="max-w-xl">
            <h2 id="guides" className="text-2xl sm:text-3xl">
              Travelling with a pet for a month or more?
            </h2>
            <p className="mt-3 opacity-90">
              Our guides cover pet fees and deposits, moving with a cat, and the best cities for dogs.
            </p>
          </div>
          <Link
            to="/blog"
            className="rounded-full bg-surface px-6 py-3 font-semibold text-primary hover:bg-primary-soft"
          >
            Read the guides
          </Link>
        </div>
      </section>
    </>
  );
}
