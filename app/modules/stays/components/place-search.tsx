import { Icon } from "~/ui/icon";
import { Form } from "react-router";
import { SEARCH_PATH } from "~/site";
import { useLocalize, useT } from "~/i18n/react";

/**
 * A one-field search into stays ("where"), a plain GET form that works without scripts; in the
 * page's language, and on a prefixed page (/es/…) into that language's results.
 */
export function PlaceSearch({
  id,
  buttonLabel,
  className = "",
}: {
  id: string;
  buttonLabel?: string;
  className?: string;
}) {
  const t = useT("stay.placeSearch");
  const localize = useLocalize();
  return (
    <Form method="get" action={localize(SEARCH_PATH)} role="search" className={`flex gap-2 ${className}`}>
      <label htmlFor={`${id}-where`} className="sr-only">
        {t("label")}
      </label>
      <div className="relative flex-1">
        <Icon
          name="search"
          aria-hidden
          className="pointer-events-none absolute start-4 top-1/2 size-5 -translate-y-1/2 text-muted"
        />
        <input
          id={`${id}-where`}
          name="where"
          type="search"
          placeholder={t("placeholder")}
          className="h-12 w-full rounded-full border border-line bg-surface ps-12 pe-4 text-ink placeholder:text-muted"
        />
      </div>
      <button
        type="submit"
        className="h-12 rounded-full bg-accent px-6 font-semibold text-on-accent hover:bg-accent-strong"
      >
        {buttonLabel ?? t("search")}
      </button>
    </Form>
  );
}
