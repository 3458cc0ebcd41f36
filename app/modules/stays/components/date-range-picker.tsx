import { useFormat, useT } from "~/i18n/react";
import { Icon } from "~/ui/icon";
import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { createPortal } from "react-dom";
import { isIsoDate, nightsBetween } from "~/shared/dates";
import type { Nights } from "../date-picking";

// The calendar (react-day-picker and its styles) loads on the first open, not with the page.
const DateRangeCalendar = lazy(() => import("./date-range-calendar.client"));

export interface DatePickingRules {
  /** The first day that can be picked (the home's today); the browser's today when not given. */
  today?: string;
  /** Taken nights [start, end) (the stay's page and the booking page know them). */
  occupied?: Nights;
  /** The minimum stay for a check-in day (the owner's, or a price override's). */
  minNights?: (checkIn: string) => number;
  maxNights?: number;
  /** The night's price in cents, shown under each day (where a stay is known). */
  nightlyCents?: (date: string) => number;
  currency?: string;
}

/**
 * One date-range picker for the plain check-in and check-out inputs of the form it
 * sits in (named checkIn and checkOut): a button that opens a calendar (ranges, or 1–12 months from a start date),
 * and writes both inputs as if typed, so the form and its live price follow. Without
 * JavaScript there is no button: the date inputs are the picker.
 */
export function DateRangePicker({
  className = "",
  id,
  ...rules
}: DatePickingRules & { className?: string; id?: string }) {
  const t = useT("search.dates");
  const format = useFormat();
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const anchor = useRef<HTMLSpanElement>(null);
  // The form's own inputs, by name: checkIn and checkOut.
  const inputs = () => {
    const form = anchor.current?.closest("form");
    const named = (name: string) => {
      const element = form?.elements.namedItem(name);
      return element instanceof HTMLInputElement ? element : null;
    };
    return { checkIn: named("checkIn"), checkOut: named("checkOut") };
  };
  // What the inputs hold, typed or picked (null on the server: no button without scripts).
  const snapshot = useSyncExternalStore(
    (changed) => {
      document.addEventListener("input", changed);
      return () => document.removeEventListener("input", changed);
    },
    () => {
      const { checkIn, checkOut } = inputs();
      return `${checkIn?.value ?? ""}|${checkOut?.value ?? ""}`;
    },
    () => null,
  );
  const [checkInValue = "", checkOutValue = ""] = snapshot?.split("|") ?? [];
  const range = { checkIn: checkInValue, checkOut: checkOutValue };

  useEffect(() => {
    if (open) dialog.current?.showModal();
  }, [open]);

  const write = (picked: { checkIn: string; checkOut: string }) => {
    const { checkIn, checkOut } = inputs();
    // As if typed: React's handlers and any listener of the form see the change.
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
    for (const [input, value] of [
      [checkIn, picked.checkIn],
      [checkOut, picked.checkOut],
    ] as const) {
      if (!input) continue;
      setValue.call(input, value);
      input.dispatchEvent(new Event("input", { bubbles: true }));
      input.dispatchEvent(new Event("change", { bubbles: true }));
    }
  };

  const close = () => {
    dialog.current?.close();
    setOpen(false);
  };

  if (snapshot === null) return <span ref={anchor} hidden />;
  const chosen = isIsoDate(range.checkIn) && isIsoDate(range.checkOut) && range.checkOut > range.checkIn;
  return (
    <span ref={anchor} id={id} className="contents">
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        className={`inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-xl border border-primary/40 bg-primary-soft px-3 py-2 text-sm font-semibold text-primary hover:border-primary ${className}`}
      >
        <Icon name="calendar-days" className="size-4 shrink-0" />
        {chosen ? (
          <span>
            {t("range", {
              from: format.date(range.checkIn, { year: undefined }),
              to: format.date(range.checkOut),
              nights: nightsBetween(range.checkIn, range.checkOut),
            })}
            <span className="sr-only">{t("change")}</span>
          </span>
        ) : (
          t("choose")
        )}
      </button>
      {open &&
        createPortal(
          <dialog
            ref={dialog}
            aria-label={t("dialog")}
            onClose={() => setOpen(false)}
            onClick={(event) => {
              if (event.target === dialog.current) close();
            }}
            className="m-auto max-h-[calc(100dvh-2rem)] w-[min(100vw-1rem,44rem)] overflow-y-auto rounded-3xl border border-line bg-surface p-0 text-ink shadow-pop backdrop:bg-black/50"
          >
            <Suspense fallback={<p className="p-8 text-center text-muted">{t("loading")}</p>}>
              <DateRangeCalendar
                {...rules}
                initial={range}
                onDone={(picked) => {
                  write(picked);
                  close();
                }}
                onCancel={close}
              />
            </Suspense>
          </dialog>,
          document.body,
        )}
    </span>
  );
}
