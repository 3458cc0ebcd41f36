import Lightbox from "yet-another-react-lightbox";
import Captions from "yet-another-react-lightbox/plugins/captions";
import Counter from "yet-another-react-lightbox/plugins/counter";
import "yet-another-react-lightbox/styles.css";
import "yet-another-react-lightbox/plugins/captions.css";
import "yet-another-react-lightbox/plugins/counter.css";
import { useT } from "~/i18n/react";
import { photoSources, type PhotoRef } from "../stays";

/**
 * The full-screen photo gallery (loaded on demand): arrows, Escape, swipe and
 * pinch come with the lightbox; each photo in its responsive sizes, its caption
 * (the owner's description) under it.
 */
export default function GalleryLightbox({
  photos,
  index,
  onClose,
  title,
}: {
  photos: PhotoRef[];
  index: number;
  onClose: () => void;
  title: string;
}) {
  const t = useT("stay.gallery");
  const slides = photos.map((photo) => {
    const { url } = photoSources(photo);
    const widths = [...photo.widths].sort((a, b) => a - b);
    const largest = widths.at(-1) ?? 960;
    return {
      src: url(largest),
      alt: photo.alt,
      width: largest,
      height: Math.round((largest * 3) / 4),
      srcSet: widths.map((w) => ({ src: url(w), width: w, height: Math.round((w * 3) / 4) })),
      description: photo.alt,
    };
  });
  return (
    <Lightbox
      open
      close={onClose}
      index={index}
      slides={slides}
      plugins={[Captions, Counter]}
      captions={{ descriptionTextAlign: "center", descriptionMaxLines: 3 }}
      carousel={{ finite: photos.length < 3, preload: 1 }}
      controller={{ closeOnBackdropClick: true }}
      labels={{
        Lightbox: t("lightbox", { title }),
        "Photo gallery": t("gallery"),
        Previous: t("previous"),
        Next: t("next"),
        Close: t("close"),
      }}
      styles={{ container: { backgroundColor: "rgb(12 10 9 / 0.96)" } }}
    />
  );
}
