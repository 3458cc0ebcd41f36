import { Icon } from "~/ui/icon";
import { Link } from "react-router";
import { AUTHORS } from "~/modules/blog/blog";
import { pageMeta, SEARCH_PATH } from "~/site";
import type { Route } from "./+types/about-us";
import { READING_PAGE } from "~/frame/reading-page";

/** A reading page: no framework script (decision 4000). */
export const handle = READING_PAGE;

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "About us",
    "The story and promise of Pet Friendly Rentals by Owner: pet-friendly stays rented directly by their owners, with every pet rule and fee shown before you book.",
  );

const promises = [
  {
    icon: "eye",
    title: "Everything up front",
    text: "Which pets, how many, what weight, which breeds, and exactly what it costs. If a fee exists, it's on the listing and in the total before you book.",
  },
  {
    icon: "scale",
    title: "Fair to both sides",
    text: "Travellers pay the owner's price with no booking fee on top. Owners set their own rules, and deposits are handled by the rules they published.",
  },
  {
    icon: "heart-handshake",
    title: "People who answer",
    text: "When something goes wrong, you reach a person on our team who reads the whole message and follows it through.",
  },
] as const;

export default function AboutUs() {
  return (
    <>
      <div className="border-b border-line bg-gradient-to-b from-primary-soft/60 to-transparent">
        <div className="container-page py-12 sm:py-16">
          <p className="text-sm font-semibold tracking-wide text-accent uppercase">About us</p>
          <h1 className="mt-2 max-w-3xl text-3xl text-ink sm:text-5xl">A place to stay, for you and your pet</h1>
          <p className="mt-4 max-w-2xl text-lg leading-8 text-muted">
            We started this site because finding a rental that truly welcomes a pet was too hard, and too full of
            surprise fees.
          </p>
        </div>
      </div>

      <div className="container-page grid gap-12 py-12 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="story" className="prose-article">
          <h2 id="story">Our story</h2>
          <p>
            It began with a greyhound called Pilot and a three-month work contract in another city. Listing after
            listing said "pets considered". Some meant cats only. Some meant dogs under 20 pounds. One meant a $500
            non-refundable fee that appeared on the last screen of checkout. By the time we found a place, we had spent
            more evenings writing to owners than packing.
          </p>
          <p>
            The owners weren't the problem. Most of them were happy to welcome a well-behaved dog; they just had no good
            way to say exactly what they allowed and what it cost. So we built one: a site where every listing carries a
            complete pet policy, and every price includes the pet fee before you book.
          </p>
          <h2 id="by-owner">Why "by owner"</h2>
          <p>
            Every home here is rented by the person who owns it. You talk to them directly, they set their own rules, and
            we don't add a booking fee on top of their price. That keeps stays affordable for the people who need them
            most: travel nurses on thirteen-week contracts, families in the middle of a move, and anyone who'd rather not
            leave a pet behind for a month.
          </p>
          <h2 id="how-we-work">How we work with owners</h2>
          <p>
            We ask owners to describe their pet policy in the same, complete way: species, number, weight, breeds, fees
            and how they're charged, the refundable deposit, and whether pets may be left alone. We show it on every
            listing, in search filters and on the booking page, so the travellers who reach an owner already fit their
            home. When a stay ends, both sides can leave a review, including how pet-friendly the stay really was.
          </p>
          <p>
            Questions, ideas or a problem with a stay? <Link to="/contact-us">Write to us</Link>; a person on our team
            will answer within one working day.
          </p>
        </section>
        <aside aria-labelledby="team" className="grid content-start gap-4">
          <h2 id="team" className="text-xl text-ink">
            Some of the people behind the site
          </h2>
          {AUTHORS.map((person) => (
            <div key={person.id} className="rounded-3xl border border-line bg-surface p-5">
              <p className="font-semibold text-ink">{person.name}</p>
              <p className="text-sm text-primary">{person.role}</p>
              <p className="mt-2 text-sm leading-6 text-muted">{person.bio}</p>
            </div>
          ))}
        </aside>
      </div>

      <section aria-labelledby="promise" className="border-y border-line bg-surface">
        <div className="container-page py-16">
          <h2 id="promise" className="flex items-center gap-3 text-2xl text-ink sm:text-3xl">
            <Icon name="paw-print" className="size-7 text-accent" /> Our promise
          </h2>
          <div className="mt-8 grid gap-8 md:grid-cols-3">
            {promises.map(({ icon, title, text }) => (
              <div key={title}>
                <Icon name={icon} className="size-7 text-primary" />
                <h3 className="mt-3 text-lg text-ink">{title}</h3>
                <p className="mt-2 leading-7 text-muted">{text}</p>
              </div>
            ))}
          </div>
          <div className="mt-10 flex flex-wrap gap-3">
            <Link to={SEARCH_PATH} className="rounded-full bg-accent px-6 py-3 font-semibold text-on-accent hover:bg-accent-strong">
              Find a stay
            </Link>
            <Link to="/landing" className="rounded-full border border-line px-6 py-3 font-semibold text-ink hover:border-primary">
              How it works
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
