import { PlaceSearch } from "~/modules/stays/components/place-search";

/** A search box into stays, for the end of articles and tag pages. */
export function StayCta({ id = "stay-cta" }: { id?: string }) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-3xl bg-primary p-6 text-on-primary shadow-card sm:p-8"
    >
      <h2 id={`${id}-heading`} className="text-xl sm:text-2xl">
        Find a stay where your pet is welcome
      </h2>
      <p className="mt-2 max-w-xl opacity-90">
        Every listing shows which pets are allowed, how many, what weight and what it costs, before you book.
      </p>
      <PlaceSearch id={id} buttonLabel="Search stays" className="mt-5 max-w-xl flex-col sm:flex-row" />
    </section>
  );
}
