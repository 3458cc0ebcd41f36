import { useT } from "~/i18n/react";
import { Icon } from "~/ui/icon";
import { imageLoading, type ImageRole } from "~/ui/image-loading";
import { photoSources, type PhotoRef } from "../stays";

/**
 * A listing photo in its responsive sizes, 4/3, lazy unless it is the page's largest picture
 * (`role="lcp"`: the stay's first photo, the first card of a list), fetched before everything else.
 */
export function StayPhoto({
  photo,
  sizes,
  role = "lazy",
  className = "",
}: {
  photo: PhotoRef | null;
  sizes: string;
  role?: ImageRole;
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
      {...imageLoading(role)}
      className={`bg-surface-2 object-cover ${className}`}
    />
  );
}
