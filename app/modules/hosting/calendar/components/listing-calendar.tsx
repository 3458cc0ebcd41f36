import { Icon, type IconName } from "~/ui/icon";
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { Form, Link } from "react-router";
import { stayPath } from "~/modules/stays/stays";
import { addDays, isIsoDate, nightsBetween } from "~/shared/dates";
import { useFormat, useT } from "~/i18n/react";
import { useCalendarWords } from "./calendar-words";
import { Notice } from "~/ui/form";
import { ChangePanel, type CalendarReply } from "./change-panel";
import type { CalendarDay, CalendarMonth } from "../calendar-rules.ts";
import type { EditorSummary } from "../../listing-editor/editor.server.ts";
import { ListingStatusBadge } from "../../components/listing-status-badge";

export type { CalendarReply };

export interface ListingCalendarProps {
  listing: EditorSummary;
  currency: string;
  nightlyRateCents: number;
  minNights: number;
  /** The home's time zone as the reader's language says it ("Chicago (hora central)"), by the loader. */
  zoneName: string;
  today: string;
  lastNight: string;
  month: string;
  months: CalendarMonth[];
  earlier: string | null;
  later: string | null;
  monthChoices: string[];
  /** Imported nights that fall on a booking here (calendar sync): the other site must free them. */
  conflicts: { id: number; bookingId: string; feedName: string; nights: { start: string; end: string } }[];
  reply?: CalendarReply;
}

/** How each state looks: a colour AND an icon and a word (never colour alone; `hostCalendar.look`). */
export const LOOK: Record<string, { cell: string; icon?: IconName; iconClass?: string }> = {
  free: { cell: "border-line bg-surface text-ink hover:border-primary" },
  booked: {
    cell: "border-primary/50 bg-primary-soft text-ink",
    icon: "calendar-check",
    iconClass: "text-primary",
  },
  pending: {
    cell: "border-dashed border-warning bg-warning/15 text-ink",
    icon: "hourglass",
    iconClass: "text-ink",
  },
  preparation: {
    cell: "border-info/50 bg-info/10 text-ink",
    icon: "sparkles",
    iconClass: "text-info",
  },
  blocked: {
    cell: "border-danger/50 bg-danger/10 text-ink",
    icon: "ban",
    iconClass: "text-danger",
  },
  imported: {
    cell: "border-accent bg-accent-soft text-ink",
    icon: "download",
    iconClass: "text-ink",
  },
  maintenance: {
    cell: "border-danger/50 bg-danger/10 text-ink",
    icon: "wrench",
    iconClass: "text-danger",
  },
  past: { cell: "border-transparent text-muted" },
  closed: { cell: "border-dashed border-line text-muted" },
};

/** The look of a night: its state's, or its block's reason (imported, maintenance). */
export const lookKeyOf = (day: CalendarDay) =>
  day.state === "blocked" && day.block && day.block.reason !== "owner" ? day.block.reason : day.state;
export const lookOf = (day: CalendarDay) => LOOK[lookKeyOf(day)]!;

const LONG_DATE = { weekday: "long", month: "long", day: "numeric", year: "numeric" } as const;

/**
 * The owner's calendar of one listing: months of nights with their state and price, a
 * selection of nights (click or Enter on a first and a last day; arrow keys move between
 * days), and one form to block, open or price them. Without scripts the same form works
 * with its two date fields: the selection only fills them.
 */
export function ListingCalendar(props: ListingCalendarProps) {
  const { listing, currency, reply, months } = props;
  const id = useId();
  const t = useT("hostCalendar");
  const format = useFormat();
  const words = useCalendarWords();
  const money = (cents: number) => format.money(cents, currency);
  const [start, setStart] = useState(reply?.values.start ?? "");
  const [last, setLast] = useState(reply?.values.last ?? "");
  // The first day clicked, waiting for the last one.
  const [anchor, setAnchor] = useState<string | null>(null);
  const [focusDate, setFocusDate] = useState<string | null>(null);
  const grid = useRef<HTMLDivElement>(null);

  // A refused form puts back the dates it was sent with (adjusted while rendering, not in an effect).
  const [shownReply, setShownReply] = useState(reply);
  if (reply !== shownReply) {
    setShownReply(reply);
    if (reply?.values) {
      setStart(reply.values.start ?? "");
      setLast(reply.values.last ?? "");
    }
  }

  const selected =
    isIsoDate(start) && isIsoDate(last) && start <= last
      ? { start, last }
      : isIsoDate(start) && !last
        ? { start, last: start }
        : null;
  const isSelected = (date: string) => selected !== null && date >= selected.start && date <= selected.last;

  function pick(date: string) {
    if (anchor === null) {
      setAnchor(date);
      setStart(date);
      setLast(date);
    } else {
      const [a, b] = anchor <= date ? [anchor, date] : [date, anchor];
      setStart(a);
      setLast(b);
      setAnchor(null);
    }
  }

  // The one day in the tab order: the one last focused, else the selection's start, else the first open day.
  const selectableDates = months.flatMap((m) => m.days.filter((d) => d.selectable).map((d) => d.date));
  const tabDate =
    (focusDate && selectableDates.includes(focusDate) && focusDate) ||
    (selected && selectableDates.includes(selected.start) && selected.start) ||
    selectableDates[0];

  // A day's place in the week, from the language's first day of the week.
  const weekday = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() - words.weekStart + 7) % 7;

  function onGridKey(event: KeyboardEvent<HTMLDivElement>) {
    const target = event.target as HTMLElement;
    const date = target.dataset.date;
    if (!date) return;
    const steps: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
    let next: string | undefined;
    if (event.key in steps) next = addDays(date, steps[event.key]!);
    else if (event.key === "Home") next = addDays(date, -weekday(date));
    else if (event.key === "End") next = addDays(date, 6 - weekday(date));
    else if (event.key === "Escape" && anchor) {
      setAnchor(null);
      event.preventDefault();
      return;
    } else return;
    event.preventDefault();
    const button = grid.current?.querySelector<HTMLButtonElement>(`button[data-date="${next}"]`);
    if (button) {
      setFocusDate(next!);
      button.focus();
    }
  }

  const nights = selected ? nightsBetween(selected.start, addDays(selected.last, 1)) : 0;
  const status = anchor
    ? t("firstPicked", { date: format.date(anchor) })
    : selected && start && last
      ? t("selected", { nights: words.nights({ start: selected.start, end: addDays(selected.last, 1) }) })
      : t("choose");

  const monthHref = (m: string) => `?month=${m}`;

  return (
    <div>
      <Link
        to="/host/listings"
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary hover:underline"
      >
        <Icon name="arrow-left" className="size-4" /> {t("yourListings")}
      </Link>
      <div className="mt-3 flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl text-ink sm:text-3xl">{t("title")}</h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-muted">
            <span className="written-line font-semibold text-ink" dir="auto">
              {listing.title || t("untitled")}
            </span>
            <ListingStatusBadge status={listing.status} />
          </p>
          <p className="mt-1 text-sm text-muted">
            {t("terms", {
              rate: money(props.nightlyRateCents),
              count: props.minNights,
              timeZone: props.zoneName,
            })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link
            to={`/host/listings/${listing.id}`}
            className="inline-flex items-center gap-1.5 rounded-full border border-line px-4 py-2 text-sm font-semibold text-ink hover:bg-surface-2"
          >
            <Icon name="pencil" className="size-4" /> {t("editListing")}
          </Link>
          <Link
            to={`/host/listings/${listing.id}/pricing-rules`}
            className="inline-flex items-center gap-1.5 rounded-full border border-line px-4 py-2 text-sm font-semibold text-ink hover:bg-surface-2"
          >
            <Icon name="tag" className="size-4" /> {t("pricingRules")}
          </Link>
          <Link
            to={`/host/listings/${listing.id}/calendar-sync`}
            className="inline-flex items-center gap-1.5 rounded-full border border-line px-4 py-2 text-sm font-semibold text-ink hover:bg-surface-2"
          >
            <Icon name="calendar-sync" className="size-4" /> {t("sync")}
          </Link>
          <Link
            to={stayPath(listing.slug)}
            className="inline-flex items-center gap-1.5 rounded-full border border-line px-4 py-2 text-sm font-semibold text-ink hover:bg-surface-2"
          >
            <Icon name="eye" className="size-4" /> {t(listing.status === "published" ? "view" : "preview")}
          </Link>
        </div>
      </div>

      {props.conflicts.length > 0 && (
        <div className="mt-6">
          <Notice>
            <p className="font-semibold">{t("clash", { count: props.conflicts.length })}</p>
            <ul className="mt-1 grid gap-1">
              {props.conflicts.map((c) => (
                <li key={c.id}>
                  {t("clashNights", {
                    feed: c.feedName,
                    from: format.date(c.nights.start),
                    to: format.date(c.nights.end),
                  })}{" "}
                  ·{" "}
                  <Link to={`/host/reservations/${c.bookingId}`} className="font-semibold underline">
                    {t("theBooking")}
                  </Link>
                </li>
              ))}
            </ul>
            <Link
              to={`/host/listings/${listing.id}/calendar-sync`}
              className="mt-1 inline-block font-semibold underline"
            >
              {t("sync")}
            </Link>
          </Notice>
        </div>
      )}

      <Legend money={money} nightlyRateCents={props.nightlyRateCents} />

      <div className="mt-6 grid gap-8 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">
          <nav aria-label={t("months")} className="mb-4 flex flex-wrap items-center gap-2">
            {props.earlier ? (
              <Link
                to={monthHref(props.earlier)}
                className="inline-flex items-center gap-1 rounded-full border border-line px-3 py-1.5 text-sm font-semibold text-ink hover:bg-surface-2"
              >
                <Icon name="chevron-left" className="size-4" /> {t("earlier")}
              </Link>
            ) : null}
            {props.later ? (
              <Link
                to={monthHref(props.later)}
                className="inline-flex items-center gap-1 rounded-full border border-line px-3 py-1.5 text-sm font-semibold text-ink hover:bg-surface-2"
              >
                {t("later")} <Icon name="chevron-right" className="size-4" />
              </Link>
            ) : null}
            <Form method="get" className="flex items-center gap-2">
              <label htmlFor={`${id}-month`} className="text-sm font-semibold text-ink">
                {t("from")}
              </label>
              <select
                id={`${id}-month`}
                name="month"
                defaultValue={props.month}
                key={props.month}
                className="h-9 rounded-xl border border-line bg-surface px-2 text-sm text-ink"
              >
                {props.monthChoices.map((m) => (
                  <option key={m} value={m}>
                    {words.month(m)}
                  </option>
                ))}
              </select>
              <button
                type="submit"
                className="h-9 rounded-full border border-line px-3 text-sm font-semibold text-ink hover:bg-surface-2"
              >
                {t("show")}
              </button>
            </Form>
          </nav>
          <p id={`${id}-help`} className="sr-only">
            {t("keys")}
          </p>
          {/* Keys are handled here for every day button inside (arrow keys move focus between them). */}
          <div ref={grid} onKeyDown={onGridKey} className="grid gap-8 md:grid-cols-2">
            {months.map((m) => (
              <MonthGrid
                key={m.key}
                month={m}
                money={money}
                helpId={`${id}-help`}
                tabDate={tabDate}
                isSelected={isSelected}
                anchor={anchor}
                onPick={pick}
                onFocusDay={setFocusDate}
              />
            ))}
          </div>
          {selected && start && last && (
            // On a phone the form is far below the months: a way there once nights are chosen.
            <div className="sticky bottom-3 z-10 mt-4 flex justify-center xl:hidden">
              <a
                href="#change-nights"
                className="rounded-full bg-primary px-5 py-2.5 text-sm font-semibold text-on-primary shadow-pop"
              >
                {t("selectedJump", { count: nights })}
              </a>
            </div>
          )}
        </div>

        <div className="xl:sticky xl:top-24 xl:self-start">
          <ChangePanel
            reply={reply}
            today={props.today}
            lastNight={props.lastNight}
            currency={currency}
            start={start}
            last={last}
            nights={nights}
            status={status}
            onStart={(v) => {
              setStart(v);
              setAnchor(null);
            }}
            onLast={(v) => {
              setLast(v);
              setAnchor(null);
            }}
          >
            <input type="hidden" name="month" value={props.month} />
          </ChangePanel>
        </div>
      </div>
    </div>
  );
}

function Legend({ money, nightlyRateCents }: { money: (cents: number) => string; nightlyRateCents: number }) {
  const t = useT("hostCalendar");
  const items: { key: string }[] = [
    { key: "free" },
    { key: "booked" },
    { key: "pending" },
    { key: "preparation" },
    { key: "blocked" },
    { key: "imported" },
  ];
  return (
    <div className="mt-6">
      <h2 className="sr-only">{t("legend")}</h2>
      <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm text-muted">
        {items.map(({ key }) => {
          const look = LOOK[key]!;
          const icon = look.icon;
          return (
            <li key={key} className="inline-flex items-center gap-1.5">
              <span
                aria-hidden
                className={`inline-flex size-5 items-center justify-center rounded border ${look.cell}`}
              >
                {icon && <Icon name={icon} className={`size-3 ${look.iconClass}`} />}
              </span>
              {t(`look.${key}`)}
            </li>
          );
        })}
        <li className="inline-flex items-center gap-1.5">
          <Icon name="tag" className="size-4 text-accent-strong" />{" "}
          {t("yourPrice", { rate: money(nightlyRateCents) })}
        </li>
      </ul>
    </div>
  );
}

function MonthGrid({
  month,
  money,
  helpId,
  tabDate,
  isSelected,
  anchor,
  onPick,
  onFocusDay,
}: {
  month: CalendarMonth;
  money: (cents: number) => string;
  helpId: string;
  tabDate: string | undefined;
  isSelected: (date: string) => boolean;
  anchor: string | null;
  onPick: (date: string) => void;
  onFocusDay: (date: string) => void;
}) {
  const headingId = `month-${month.key}`;
  const t = useT("hostCalendar");
  const format = useFormat();
  const words = useCalendarWords();
  const notes = monthNotes(month, t, (iso) => format.date(iso, { year: undefined }), words.guest);
  const lead = words.lead(month.key);
  return (
    <section aria-labelledby={headingId} data-month={month.key}>
      <h2 id={headingId} className="mb-2 text-lg font-semibold text-ink">
        {words.month(month.key)}
      </h2>
      <div aria-hidden className="grid grid-cols-7 gap-1 text-center text-xs font-semibold text-muted">
        {words.weekdays.map((d) => (
          <span key={d.short}>
            <span className="sm:hidden">{d.narrow}</span>
            <span className="hidden sm:inline">{d.short}</span>
          </span>
        ))}
      </div>
      <ol className="mt-1 grid grid-cols-7 gap-1">
        {lead > 0 && <li aria-hidden style={{ gridColumn: `span ${lead} / span ${lead}` }} />}
        {month.days.map((day) => (
          <li key={day.date} className="min-w-0">
            <DayCell
              day={day}
              money={money}
              helpId={helpId}
              tabbable={day.date === tabDate}
              selected={isSelected(day.date)}
              anchor={anchor === day.date}
              onPick={onPick}
              onFocusDay={onFocusDay}
            />
          </li>
        ))}
      </ol>
      {notes.length > 0 && (
        <ul className="mt-3 grid gap-1 text-sm">
          {notes.map((note) => (
            <li key={note.key} className="text-muted">
              {note.content}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The month's bookings (with a link to each) and blocks, in words, under its grid. */
function monthNotes(
  month: CalendarMonth,
  t: (key: string, values?: Record<string, string | number>) => string,
  short: (iso: string) => string,
  guest: (booking: { guestFirstName: string }) => string,
) {
  const out: { key: string; content: ReactNode }[] = [];
  const seen = new Set<string>();
  for (const day of month.days) {
    if (day.booking && !seen.has(day.booking.id)) {
      seen.add(day.booking.id);
      const run = month.days.filter((d) => d.booking?.id === day.booking!.id);
      const pending = day.state === "pending";
      out.push({
        key: day.booking.id,
        content: (
          <>
            {pending ? (
              <Icon name="hourglass" className="me-1 inline size-4" />
            ) : (
              <Icon name="calendar-check" className="me-1 inline size-4 text-primary" />
            )}
            <Link
              to={`/host/reservations/${day.booking.id}`}
              className="font-semibold text-primary underline-offset-4 hover:underline"
            >
              {guest(day.booking)}
            </Link>
            {t("bookingNights", {
              pending: pending ? "yes" : "no",
              from: short(run[0]!.date),
              to: short(run.at(-1)!.date),
              count: run.length,
            })}
          </>
        ),
      });
    }
    if (day.block?.first && (day.block.reason !== "owner" || day.block.note)) {
      const nights = month.days.filter((d) => d.block?.id === day.block!.id);
      out.push({
        key: `block-${day.date}`,
        content: (
          <>
            {t("blockNights", {
              kind: t(`look.${day.block.reason === "owner" ? "blocked" : day.block.reason}`),
              from: short(day.date),
              to: short(nights.at(-1)!.date),
              count: nights.length,
              hasNote: day.block.note ? "yes" : "no",
              note: day.block.note,
            })}
          </>
        ),
      });
    }
  }
  return out;
}

function DayCell({
  day,
  money,
  helpId,
  tabbable,
  selected,
  anchor,
  onPick,
  onFocusDay,
}: {
  day: CalendarDay;
  money: (cents: number) => string;
  helpId: string;
  tabbable: boolean;
  selected: boolean;
  anchor: boolean;
  onPick: (date: string) => void;
  onFocusDay: (date: string) => void;
}) {
  const t = useT("hostCalendar");
  const format = useFormat();
  const words = useCalendarWords();
  const look = lookOf(day);
  const icon = look.icon;
  const lookWord = t(`look.${lookKeyOf(day)}`);
  const word =
    day.state === "booked" || day.state === "pending"
      ? day.booking
        ? words.guest(day.booking)
        : lookWord
      : day.state === "free" || day.state === "past" || day.state === "closed"
        ? null
        : lookWord;
  const price = day.state !== "past" && day.state !== "closed";
  const stateWords = words.state(day);
  const label = format.list(
    [
      format.date(day.date, LONG_DATE),
      stateWords,
      price ? t(day.special ? "dayPriceSpecial" : "dayPrice", { price: money(day.priceCents) }) : null,
      day.minNights ? t("dayMinNights", { count: day.minNights }) : null,
      selected ? t("daySelected") : null,
    ].filter((part): part is string => Boolean(part)),
  );
  const body = (
    <>
      <span className="flex items-start justify-between gap-0.5">
        <span className="text-sm font-semibold tabular">{format.number(day.day)}</span>
        {icon ? (
          <Icon name={icon} className={`mt-0.5 size-3.5 shrink-0 ${look.iconClass}`} />
        ) : (
          // On a phone the price has no room for its tag: the tag goes up here.
          day.special &&
          price && <Icon name="tag" className="mt-0.5 size-3.5 shrink-0 text-accent-strong sm:hidden" />
        )}
      </span>
      {price && (
        <span
          className={`flex items-center gap-0.5 text-[11px] leading-4 tabular ${day.special ? "font-semibold text-accent-strong" : "text-muted"}`}
        >
          {day.special && <Icon name="tag" className="hidden size-3 shrink-0 sm:inline" />}
          <span className="truncate">{money(day.priceCents)}</span>
        </span>
      )}
      {(word || day.minNights) && (
        <span className="block truncate text-[10px] leading-4 font-semibold">
          {word ?? t("minShort", { count: day.minNights ?? 0 })}
        </span>
      )}
    </>
  );
  // Past and closed days say little: shorter, so a month's past weeks take little room on a phone.
  const height = day.state === "past" || day.state === "closed" ? "h-10" : "h-16 sm:h-[4.5rem]";
  const base = `flex ${height} w-full min-w-0 flex-col items-stretch overflow-hidden rounded-lg border p-1 text-start sm:p-1.5 ${look.cell}`;
  if (!day.selectable)
    return (
      <StaticDay className={base} day={day} label={label} title={stateWords}>
        {body}
      </StaticDay>
    );
  return (
    <button
      type="button"
      data-date={day.date}
      data-state={day.state}
      aria-label={label}
      aria-describedby={helpId}
      aria-pressed={selected}
      title={stateWords}
      tabIndex={tabbable ? 0 : -1}
      onClick={() => onPick(day.date)}
      onFocus={() => onFocusDay(day.date)}
      className={`${base} cursor-pointer focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink ${
        selected ? "ring-[3px] ring-primary" : ""
      } ${anchor ? "outline-2 outline-offset-2 outline-dashed outline-primary" : ""}`}
    >
      {body}
    </button>
  );
}

/** A night that can't be selected (past, not open yet): its words for screen readers, its look for eyes. */
export function StaticDay({
  className,
  day,
  label,
  title,
  children,
}: {
  className: string;
  day: CalendarDay;
  label: string;
  /** The night's state in words. */
  title: string;
  children: ReactNode;
}) {
  return (
    <div className={className} data-date={day.date} data-state={day.state} title={title}>
      <span className="sr-only">{label}</span>
      <span aria-hidden className="contents">
        {children}
      </span>
    </div>
  );
}
