import { useT } from "~/i18n/react";
import { Icon } from "~/ui/icon";
import { photoSources, type PhotoRef } from "../stays";

/**
 * A listing photo in its responsive sizes, 4/3, lazy unless it is above the fold; `main` for the
 * page's largest picture (the stay's first photo), fetched before the other images.
 */
export function StayPhoto({
  photo,
  sizes,
  eager = false,
  main = false,
  className = "",
}: {
  photo: PhotoRef | null;
  sizes: string;
  eager?: boolean;
  main?: boolean;
  className?: string;
}) {
  const t = useT("stay.card");
  if (!photo)
    return (
      <div className={`flex items-center justify-center bg-surface-2 text-muted ${className}`}>
        <Icon name="house" className="size-10" />
        <span className="sr-only">{t("noPhoto")}</span>
      </div>
    );
  const { src, srcSet } = photoSources(photo);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      alt={photo.alt}
      width={960}
      height={720}
      loading={eager || main ? "eager" : "lazy"}
      fetchPriority={main ? "high" : undefined}
      decoding="async"
      className={`bg-surface-2 object-cover ${className}`}
    />
  );
}
