import { Icon } from "~/ui/icon";
import { useEffect, useSyncExternalStore } from "react";
import { noteSaved, useSaved } from "~/modules/accounts/personal";
import { useFetcher, useLocation } from "react-router";

/**
 * Save or remove a stay. A plain POST form (works without JavaScript, comes back
 * to this page); with JavaScript a fetcher, shown at once. Anonymous visitors
 * are sent to sign in and then asked to confirm the save.
 */
export function WishlistHeart({ slug, title, saved }: { slug: string; title: string; saved: boolean }) {
  const fetcher = useFetcher();
  const location = useLocation();
  // Without scripts the form comes back to this page; with them the fetcher stays put.
  const scripted = useSyncExternalStore(
    () => () => {},
    () => true,
    () => false,
  );
  const pending = fetcher.formData?.get("intent");
  // On a page drawn for everyone the visitor's hearts arrive after it (decision 4010).
  const known = useSaved(slug, saved);
  const shownSaved = pending ? pending === "save" : known;
  useEffect(() => {
    if (pending) noteSaved(slug, pending === "save");
  }, [pending, slug]);
  return (
    <fetcher.Form method="post" action="/api/wishlist">
      <input type="hidden" name="listing" value={slug} />
      {!scripted && <input type="hidden" name="redirectTo" value={location.pathname + location.search} />}
      <button
        type="submit"
        name="intent"
        value={shownSaved ? "remove" : "save"}
        aria-pressed={shownSaved}
        aria-label={shownSaved ? `Remove ${title} from your wishlist` : `Save ${title} to your wishlist`}
        className="flex size-10 items-center justify-center rounded-full bg-surface/90 text-ink shadow-card hover:scale-105"
      >
        <Icon name="heart" className={`size-5 ${shownSaved ? "fill-accent text-accent" : ""}`} />
      </button>
    </fetcher.Form>
  );
}
