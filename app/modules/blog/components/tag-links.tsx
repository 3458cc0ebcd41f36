import { Icon } from "~/ui/icon";
import { Link } from "react-router";
import { useLocalize } from "~/i18n/react";
import { tagPath } from "../blog.ts";

/** Tags as chips, each a link to its tag page (with how many articles carry it, when given). */
export function TagLinks({
  tags,
  className = "mt-3",
}: {
  tags: { slug: string; name: string; count?: number }[];
  className?: string;
}) {
  const localize = useLocalize();
  return (
    <ul className={`${className} flex flex-wrap gap-2`}>
      {tags.map((tag) => (
        <li key={tag.slug}>
          <Link
            to={localize(tagPath(tag.slug))}
            className="inline-flex items-center gap-1.5 rounded-full bg-surface-2 px-3 py-1.5 text-sm text-ink hover:bg-primary-soft hover:text-primary"
          >
            <Icon name="tag" className="size-3.5" />
            {tag.name}
            {tag.count !== undefined && <span className="text-xs text-muted">({tag.count})</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}
