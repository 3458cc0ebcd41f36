import { data, Link } from "react-router";
import { PlaceSearch } from "~/modules/stays/components/place-search";
import { pageMeta } from "~/site";

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
      <PlaceSearch id="not-found" className="mx-auto mt-10 max-w-lg" />
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
