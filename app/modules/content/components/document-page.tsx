import { Link } from "react-router";
import { TableOfContents } from "~/modules/blog/components/table-of-contents";
import { useFormat, useLocalize, useT } from "~/i18n/react";

/** A long document (terms, privacy policy): title, last-updated date, contents, then the text. */
export function DocumentPage({
  eyebrow,
  title,
  description,
  updated,
  html,
  headings,
  related,
  lang,
}: {
  eyebrow: string;
  title: string;
  description: string;
  updated: string;
  html: string;
  headings: { id: string; text: string }[];
  related: { to: string; label: string };
  /** The language the document is written in (its title and description are the page's). */
  lang: string;
}) {
  const t = useT("content.document");
  const format = useFormat();
  const localize = useLocalize();
  return (
    <>
      <div className="border-b border-line bg-gradient-to-b from-primary-soft/60 to-transparent">
        <div className="container-page py-12 sm:py-16">
          <p className="text-sm font-semibold tracking-wide text-accent uppercase">{eyebrow}</p>
          <h1 className="mt-2 max-w-3xl text-3xl text-ink sm:text-5xl">{title}</h1>
          <p className="mt-4 max-w-2xl text-lg leading-8 text-muted">{description}</p>
          <p className="mt-4 text-sm text-muted">
            {t.rich("updated", {
              date: format.date(updated, { month: "long" }),
              time: (chunks) => <time dateTime={updated}>{chunks}</time>,
            })}{" "}
            ·{" "}
            <Link to={localize(related.to)} className="font-semibold text-primary hover:underline">
              {related.label}
            </Link>
          </p>
        </div>
      </div>
      <div className="container-page py-12">
        <div className="mx-auto grid max-w-6xl gap-10 lg:grid-cols-[16rem_minmax(0,1fr)]">
          <TableOfContents headings={headings} title={t("contents")} lang={lang} />
          <div lang={lang} className="prose-article min-w-0" dangerouslySetInnerHTML={{ __html: html }} />
        </div>
      </div>
    </>
  );
}
