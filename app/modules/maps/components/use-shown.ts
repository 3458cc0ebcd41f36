import { useEffect, useRef, useState } from "react";

/**
 * A ref for an element and whether it has been on screen yet (stays true once it
 * has): heavy parts (a map, a gallery) load only when someone can see them. An
 * element hidden with `display: none` never counts as shown.
 */
export function useShownOnce<T extends Element>(margin = "200px") {
  const ref = useRef<T>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || shown) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setShown(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown, margin]);
  return [ref, shown] as const;
}
