import { Icon } from "~/ui/icon";
import { useEffect, useRef, type ReactNode } from "react";
import { useScrollEdges } from "~/ui/scroll-edges";
import { Link } from "react-router";
import { useT } from "~/i18n/react";
import { stayPath } from "~/modules/stays/stays";
import type { EditorSummary } from "../editor.server.ts";
import { LISTING_STEPS, stepPath, type StepKey } from "../listing-steps.ts";
import { ListingStatusBadge } from "../../components/listing-status-badge";

/**
 * Every step of the listing editor: the listing's name and status, the steps (done, to do,
 * this one), and the step's own form. A new listing goes through them in order; a listing
 * already made uses them as sections to edit.
 */
export function EditorFrame({
  listing,
  step,
  children,
}: {
  /** null on /host/listings/new, before the draft exists. */
  listing: EditorSummary | null;
  step: StepKey;
  children: ReactNode;
}) {
  const t = useT("listingEditor");
  const say = useT("listingEditor.frame");
  const current = LISTING_STEPS.find((s) => s.key === step)!;
  const index = LISTING_STEPS.indexOf(current);
  const missingSteps = new Set(listing?.missing.map((m) => m.step) ?? []);
  // On a phone the steps scroll sideways: keep this one in sight.
  const steps = useRef<HTMLOListElement>(null);
  const stepsRow = useRef<HTMLElement>(null);
  useScrollEdges(stepsRow);
  useEffect(() => {
    const here = steps.current?.querySelector<HTMLElement>("[aria-current=step]");
    const list = steps.current?.parentElement;
    if (here && list && list.scrollWidth > list.clientWidth)
      list.scrollLeft = here.offsetLeft - (list.clientWidth - here.offsetWidth) / 2;
  }, [step]);
  return (
    <div className="grid gap-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10">
      <div className="min-w-0">
        <p className="text-sm font-semibold text-primary">
          {listing ? say("yourListing") : say("newListing")}
        </p>
        <p className="mt-1 written-line text-lg font-semibold text-ink" dir="auto">
          {listing?.title || say("untitled")}
        </p>
        {listing && (
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <ListingStatusBadge status={listing.status} />
            <Link
              to={stayPath(listing.slug)}
              className="inline-flex items-center gap-1 text-sm font-semibold text-primary hover:underline"
            >
              <Icon name="eye" className="size-4" />{" "}
              {listing.status === "published" ? say("view") : say("preview")}
            </Link>
            {listing.status !== "archived" && (
              <Link
                to={`/host/listings/${listing.id}/calendar`}
                className="inline-flex items-center gap-1 text-sm font-semibold text-primary hover:underline"
              >
                <Icon name="calendar-days" className="size-4" /> {say("calendar")}
              </Link>
            )}
            <Link
              to={`/host/listings/${listing.id}/calendar-sync`}
              className="inline-flex items-center gap-1 text-sm font-semibold text-primary hover:underline"
            >
              <Icon name="calendar-sync" className="size-4" /> {say("calendarSync")}
            </Link>
          </div>
        )}
        {/* Before the first save the steps are plain text: the list itself takes focus, so the
            keyboard can scroll it where it is wider than a phone. */}
        <nav
          aria-label={say("steps")}
          tabIndex={listing ? undefined : 0}
          ref={stepsRow}
          className="scroll-edges relative -mx-4 mt-5 overflow-x-auto px-4 lg:mx-0 lg:px-0"
        >
          <ol ref={steps} className="flex gap-1 lg:flex-col">
            {LISTING_STEPS.map((s, i) => {
              const here = s.key === step;
              const done =
                listing !== null &&
                (s.key === "photos" ? !missingSteps.has("photos") : listing.savedSteps.includes(s.key)) &&
                !missingSteps.has(s.key);
              const label = (
                <>
                  <span
                    aria-hidden
                    className={`flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-bold ${
                      done
                        ? "bg-primary text-on-primary"
                        : here
                          ? "border-2 border-primary text-primary"
                          : "border border-line text-muted"
                    }`}
                  >
                    {done ? <Icon name="check" className="size-3.5" /> : i + 1}
                  </span>
                  {t(`step.${s.key}`)}
                  <span className="sr-only">
                    {done ? ` ${say("done")}` : missingSteps.has(s.key) ? ` ${say("toDo")}` : ""}
                  </span>
                </>
              );
              const className = `flex items-center gap-2.5 rounded-xl px-3 py-2 text-sm font-semibold whitespace-nowrap ${
                here ? "bg-primary-soft text-primary" : "text-muted hover:bg-surface-2 hover:text-ink"
              }`;
              return (
                <li key={s.key} className="shrink-0">
                  {listing ? (
                    <Link
                      to={stepPath(listing.id, s.key)}
                      aria-current={here ? "step" : undefined}
                      className={className}
                    >
                      {label}
                    </Link>
                  ) : (
                    // Not reachable before the first step is saved: plain text, muted (full contrast).
                    <span aria-current={here ? "step" : undefined} className={className}>
                      {label}
                    </span>
                  )}
                </li>
              );
            })}
          </ol>
        </nav>
      </div>
      <section aria-labelledby="step-heading" className="min-w-0">
        <p className="text-sm text-muted">
          {say("stepOf", { step: index + 1, count: LISTING_STEPS.length })}
        </p>
        <h1 id="step-heading" className="mt-1 text-2xl text-ink sm:text-3xl">
          {t(`step.${current.key}`)}
        </h1>
        <p className="mt-2 text-muted">{t(`lead.${current.key}`)}</p>
        {listing && listing.status !== "draft" && missingSteps.size > 0 && (
          <p className="mt-3 flex items-center gap-2 text-sm text-danger">
            <Icon name="circle-dot" className="size-4" /> {say("needsAttention")}
          </p>
        )}
        <div className="mt-6">{children}</div>
      </section>
    </div>
  );
}
