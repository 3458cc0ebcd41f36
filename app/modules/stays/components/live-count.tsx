import { useEffect, useRef, useState, type RefObject } from "react";

/**
 * "Show 24 stays" for the filters as they stand, not as they were submitted: on each
 * change the form's query goes to /api/stays/count (debounced; the latest answer
 * wins). Without JavaScript the button keeps the count of the page shown.
 */
export function useLiveCount(
  form: RefObject<HTMLFormElement | null>,
  initial: string,
  /** "24 stays" in the page's language, from the count the server answers. */
  describe: (total: number, capped: boolean) => string,
) {
  const describeRef = useRef(describe);
  useEffect(() => {
    describeRef.current = describe;
  });
  const [label, setLabel] = useState(initial);
  const [pending, setPending] = useState(false);
  const latest = useRef(0);
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      clearTimeout(timer);
      setPending(true);
      timer = setTimeout(async () => {
        const ticket = ++latest.current;
        const query = new URLSearchParams(
          [...new FormData(element).entries()].filter(
            (entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== "",
          ),
        );
        try {
          const answer = await fetch(`/api/stays/count?${query}`);
          const body = (await answer.json()) as { total?: number; capped?: boolean };
          if (ticket === latest.current && typeof body.total === "number")
            setLabel(describeRef.current(body.total, body.capped === true));
        } catch {
          // Offline or refused: the button still submits; it just keeps the last count.
        } finally {
          if (ticket === latest.current) setPending(false);
        }
      }, 300);
    };
    element.addEventListener("input", update);
    element.addEventListener("change", update);
    return () => {
      clearTimeout(timer);
      element.removeEventListener("input", update);
      element.removeEventListener("change", update);
    };
  }, [form]);
  return { label, pending };
}
