import { useT } from "~/i18n/react";
import { keyOf, type Category } from "./blog.ts";

/** The language the articles are written in (content/blog): other pages mark them with it. */
export const ARTICLES_LANGUAGE = "en";

type CategoryNamed = Pick<Category, "slug" | "name"> & { description?: string };
type Say = ((key: string) => string) & { has: (key: string) => boolean };

/**
 * A category's name and description in the page's language, from the `blogCards` messages (the
 * site's own taxonomy, not what the articles say); a category without messages keeps its English.
 */
export function categoryWords(t: Say, category: CategoryNamed) {
  const key = `category.${keyOf(category.slug)}`;
  return t.has(`${key}.name`)
    ? { name: t(`${key}.name`), description: t(`${key}.description`) }
    : { name: category.name, description: category.description };
}

/** `categoryWords` in a component (the cards, also on the home page: `blogCards` is small). */
export function useCategoryWords() {
  const t = useT("blogCards");
  return (category: CategoryNamed) => categoryWords(t as unknown as Say, category);
}
