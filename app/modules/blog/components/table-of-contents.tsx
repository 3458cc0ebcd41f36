import { Icon } from "~/ui/icon";

/** Contents of a long article or document: links to its sections; sticky beside the text on wide screens. */
export function TableOfContents({
  headings,
  title,
  lang,
}: {
  headings: { id: string; text: string }[];
  /** The contents' heading ("In this article", "Contents"). */
  title: string;
  /** The language the headings are written in, when it may not be the page's. */
  lang?: string;
}) {
  return (
    <nav aria-labelledby="toc-heading" className="lg:sticky lg:top-24 lg:self-start">
      <div className="rounded-3xl border border-line bg-surface p-5">
        <h2 id="toc-heading" className="flex items-center gap-2 text-sm font-semibold text-ink">
          <Icon name="list" className="size-4 text-primary" /> {title}
        </h2>
        <ol lang={lang} className="mt-3 grid gap-1 text-sm">
          {headings.map((h) => (
            <li key={h.id}>
              <a
                href={`#${h.id}`}
                className="block rounded-lg px-2 py-1.5 leading-5 text-muted hover:bg-surface-2 hover:text-primary"
              >
                {h.text}
              </a>
            </li>
          ))}
        </ol>
      </div>
    </nav>
  );
}
