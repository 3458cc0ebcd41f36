import { Icon } from "~/ui/icon";
import { useT } from "~/i18n/react";
import { lazy, Suspense, useState, type MouseEvent, type ReactNode } from "react";
import { photoSources, type PhotoRef } from "../stays";
import { StayPhoto } from "./stay-photo";

// The lightbox (and its styles) load on the first open, not with the page.
const GalleryLightbox = lazy(() => import("./gallery-lightbox.client"));

/**
 * The stay's photos: a grid (a row to swipe on a phone) where each photo opens the
 * full-screen gallery at that photo. Each is a link to the full-size picture, so
 * without JavaScript a photo still opens large.
 */
export function StayGallery({ photos, title }: { photos: PhotoRef[]; title: string }) {
  const t = useT("stay.gallery");
  const [open, setOpen] = useState<number | null>(null);
  const [hero, ...rest] = photos;
  const opener = (index: number, children: ReactNode, className = "") => {
    const photo = photos[index]!;
    const largest = [...photo.widths].sort((a, b) => a - b).at(-1) ?? 960;
    return (
      <a
        href={photoSources(photo).url(largest)}
        onClick={(event: MouseEvent) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          setOpen(index);
        }}
        aria-label={t("openPhoto", { n: index + 1, count: photos.length, alt: photo.alt })}
        className={`group relative block overflow-hidden ${className}`}
      >
        {children}
        <span aria-hidden className="absolute inset-0 bg-black/0 transition-colors group-hover:bg-black/10" />
      </a>
    );
  };
  return (
    <>
      <div
        id="stay-gallery"
        className="relative mt-6 grid gap-2 overflow-hidden rounded-3xl sm:grid-cols-4 sm:grid-rows-2"
      >
        {hero &&
          opener(
            0,
            <StayPhoto
              photo={hero}
              role="lcp"
              sizes="(min-width: 640px) 50vw, 100vw"
              className="aspect-[4/3] h-full w-full"
            />,
            "sm:col-span-2 sm:row-span-2",
          )}
        {rest
          .slice(0, 4)
          .map((photo, i) =>
            opener(
              i + 1,
              <StayPhoto
                photo={photo}
                sizes="(min-width: 640px) 25vw, 100vw"
                className="aspect-[4/3] h-full w-full"
              />,
              "hidden sm:block",
            ),
          )}
        {photos.length > 1 && (
          <button
            type="button"
            onClick={() => setOpen(0)}
            className="absolute end-3 bottom-3 inline-flex h-10 items-center gap-2 rounded-full border border-line bg-surface px-4 text-sm font-semibold text-ink shadow-pop hover:bg-surface-2"
          >
            <Icon name="images" className="size-4 text-primary" />
            {t("showAll", { count: photos.length })}
          </button>
        )}
      </div>
      {rest.length > 0 && (
        <ul className="mt-2 flex snap-x gap-2 overflow-x-auto pb-2 sm:hidden" aria-label={t("morePhotos")}>
          {rest.map((photo, i) => (
            <li
              key={photo.storageKey + photo.alt}
              className="w-64 shrink-0 snap-start overflow-hidden rounded-2xl"
            >
              {opener(i + 1, <StayPhoto photo={photo} sizes="256px" className="aspect-[4/3] w-full" />)}
            </li>
          ))}
        </ul>
      )}
      {open !== null && (
        <Suspense fallback={null}>
          <GalleryLightbox photos={photos} index={open} onClose={() => setOpen(null)} title={title} />
        </Suspense>
      )}
    </>
  );
}
