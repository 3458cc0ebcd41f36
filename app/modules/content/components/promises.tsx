import { Icon } from "~/ui/icon";

const promises = [
  {
    icon: "paw-print",
    title: "Every pet rule, up front",
    text: "Which species, how many, what weight and which breeds, on every stay, before you book.",
  },
  {
    icon: "receipt",
    title: "The whole price, no surprises",
    text: "Pet fees, cleaning and taxes are in the total we show. Refundable deposits are shown apart.",
  },
  {
    icon: "shield-check",
    title: "Booked means booked",
    text: "Dates are held the moment you book: a stay can never be booked twice for the same nights.",
  },
] as const;

/** The site's three promises to travellers (home page). */
export function Promises() {
  return (
    <section aria-labelledby="promise" className="border-y border-line bg-surface">
      <div className="container-page py-16">
        <h2 id="promise" className="text-2xl text-ink sm:text-3xl">
          Our promise to you and your pet
        </h2>
        <div className="mt-8 grid gap-8 md:grid-cols-3">
          {promises.map(({ icon, title, text }) => (
            <div key={title}>
              <Icon name={icon} className="size-7 text-accent" />
              <h3 className="mt-3 text-lg text-ink">{title}</h3>
              <p className="mt-2 leading-7 text-muted">{text}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
