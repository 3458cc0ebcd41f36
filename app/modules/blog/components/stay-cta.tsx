import { Search } from "lucide-react";
import { Form } from "react-router";
import { SEARCH_PATH } from "~/site";

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
      <Form
        method="get"
        action={SEARCH_PATH}
        role="search"
        className="mt-5 flex max-w-xl flex-col gap-2 sm:flex-row"
      >
        <label htmlFor={`${id}-where`} className="sr-only">
          Where are you going?
        </label>
        <div className="relative flex-1">
          <Search
            aria-hidden
            className="pointer-events-none absolute start-4 top-1/2 size-5 -translate-y-1/2 text-muted"
          />
          <input
            id={`${id}-where`}
            name="where"
            type="search"
            placeholder="City, region or neighbourhood"
            className="h-12 w-full rounded-full border border-line bg-surface ps-12 pe-4 text-ink placeholder:text-muted"
          />
        </div>
        <button
          type="submit"
          className="h-12 rounded-full bg-accent px-6 font-semibold text-on-accent hover:bg-accent-strong"
        >
          Search stays
        </button>
      </Form>
    </section>
  );
}
