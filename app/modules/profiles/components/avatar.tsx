import { imageLoading } from "~/ui/image-loading";
import { initials as initialsOf } from "../profiles.ts";

const sizes = {
  sm: "size-8 text-xs",
  md: "size-12 text-base",
  lg: "size-28 text-3xl",
} as const;

/**
 * A person's picture, or their initials on the brand colour when they have none.
 * Decorative by default: the name is always written next to it.
 */
export function Avatar({
  name,
  src,
  size = "sm",
  alt = "",
}: {
  name: string;
  src: string | null | undefined;
  size?: keyof typeof sizes;
  alt?: string;
}) {
  const box = `${sizes[size]} shrink-0 rounded-full`;
  if (src)
    return (
      <img src={src} alt={alt} {...imageLoading("lazy")} className={`${box} bg-surface-2 object-cover`} />
    );
  return (
    <span
      aria-hidden={alt ? undefined : true}
      role={alt ? "img" : undefined}
      aria-label={alt || undefined}
      className={`${box} flex items-center justify-center bg-primary font-bold text-on-primary`}
    >
      {initialsOf(name)}
    </span>
  );
}
