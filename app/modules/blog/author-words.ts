import { useT } from "~/i18n/react";
import { keyOf, type Author } from "./blog.ts";

/** An author's role and bio in the page's language (the `blog` messages), else as AUTHORS writes them. */
export function useAuthorWords() {
  const t = useT("blog");
  return (author: Author) => {
    const key = `author.${keyOf(author.id)}`;
    return t.has(`${key}.role`) ? { role: t(`${key}.role`), bio: t(`${key}.bio`) } : author;
  };
}
