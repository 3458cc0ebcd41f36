import { Search } from "lucide-react";
import { data, Form, Link } from "react-router";
import { pageMeta, SEARCH_PATH } from "~/site";

export const meta = () =>
  pageMeta("Page not found", "The page you were looking for is not here.", [
    { name: "robots", content: "noindex" },
  ]);

/** Answers 404, so search engines drop the dead link. */
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return (
    <section className="container-page py-20 text-center sm:py-28">
      <p className="text-sm font-semibold tracking-wide text-accent uppercase">Error 404</p>
      <h1 className="mt-3 text-3xl text-ink sm:text-5xl">This page has wandered off</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-muted">
        The address may be mistyped, or the page has moved. Search for a stay, or head back to familiar
        ground.
      </p>
      <Form method="get" action={SEARCH_PATH} role="search" className="mx-auto mt-10 flex max-w-lg gap-2">
        <label htmlFor="not-found-where" className="sr-only">
          Where are you going?
        </label>
        <div className="relative flex-1">
          <Search
            aria-hidden
            className="pointer-events-none absolute start-4 top-1/2 size-5 -translate-y-1/2 text-muted"
          />
          <input
            id="not-found-where"
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
          Search
        </button>
      </Form>
      <nav aria-label="Helpful links" className="mt-8 flex justify-center gap-6 text-sm font-semibold">
        <Link to="/" className="text-primary hover:underline">
          Home page
        </Link>
        <Link to="/blog" className="text-primary hover:underline">
          Read the blog
        </Link>
        <Link to="/contact-us" className="text-primary hover:underline">
          Contact us
        </Link>
      </nav>
    </section>
  );
}
