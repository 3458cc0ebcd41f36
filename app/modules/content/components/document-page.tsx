import { Link } from "react-router";
import { TableOfContents } from "~/modules/blog/components/table-of-contents";
import { formatDate } from "~/modules/blog/blog";

/** A long document (terms, privacy policy): title, last-updated date, contents, then the text. */
export function DocumentPage({
  eyebrow,
  title,
  description,
  updated,
  html,
  headings,
  related,
}: {
  eyebrow: string;
  title: string;
  description: string;
  updated: string;
  html: string;
  headings: { id: string; text: string }[];
  related: { to: string; label: string };
}) {
  return (
    <>
      <div className="border-b border-line bg-gradient-to-b from-primary-soft/60 to-transparent">
        <div className="container-page py-12 sm:py-16">
          <p className="text-sm font-semibold tracking-wide text-accent uppercase">{eyebrow}</p>
          <h1 className="mt-2 max-w-3xl text-3xl text-ink sm:text-5xl">{title}</h1>
          <p className="mt-4 max-w-2xl text-lg leading-8 text-muted">{description}</p>
          <p className="mt-4 text-sm text-muted">
            Last updated <time dateTime={updated}>{formatDate(updated)}</time> ·{" "}
            <Link to={related.to} className="font-semibold text-primary hover:underline">
              {related.label}
            </Link>
          </p>
        </div>
      </div>
      <div className="container-page py-12">
        <div className="mx-auto grid max-w-6xl gap-10 lg:grid-cols-[16rem_minmax(0,1fr)]">
          <TableOfContents headings={headings} title="Contents" />
          <div className="prose-article min-w-0" dangerouslySetInnerHTML={{ __html: html }} />
        </div>
      </div>
    </>
  );
}
