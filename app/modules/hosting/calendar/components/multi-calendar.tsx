import { Icon } from "~/ui/icon";
import { useId, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { Form, Link } from "react-router";
import { addDays, isIsoDate, nightsBetween } from "~/shared/dates";
import { useFormat, useT } from "~/i18n/react";
import { useCalendarWords } from "./calendar-words";
import { useScrollEdges } from "~/ui/scroll-edges";
import { SelectField } from "~/ui/form";
import type { CalendarDay } from "../calendar-rules.ts";
import { selectionOf, type GridColumn, type GridRow } from "../multi-calendar.ts";
import type { MultiCalendar } from "../multi-calendar.server.ts";
import { ChangePanel, type CalendarReply } from "./change-panel";
import { lookKeyOf, lookOf, StaticDay } from "./listing-calendar";

type Selection = { home: number; start: string; last: string };

const pill =
  "inline-flex items-center gap-1 rounded-full border border-line px-3 py-1.5 text-sm font-semibold text-ink hover:bg-surface-2";

/**
 * The calendar of several homes: a row per home, a column per night. The owner selects nights of
 * one home (click a first and a last night, or shift-click; arrow keys move between nights and
 * homes, Enter picks) and changes them with the one-home calendar's form. Without scripts the form
 * works alone: its home and date fields.
 */
export function MultiCalendarPage(props: MultiCalendar & { reply?: CalendarReply }) {
  const { rows, columns, reply } = props;
  const id = useId();
  const t = useT("hostCalendar.multi");
  const format = useFormat();
  const words = useCalendarWords();
  const cal = useT("hostCalendar");
  const untitled = cal("untitled");
  const initial = (): Selection | null => {
    const home = Number(reply?.values.listing);
    const start = reply?.values.start ?? "";
    return rows.some((r) => r.id === home) && isIsoDate(start)
      ? { home, start, last: reply?.values.last ?? start }
      : null;
  };
  const [sel, setSel] = useState<Selection | null>(initial);
  const [anchor, setAnchor] = useState<{ home: number; date: string } | null>(null);
  const [focus, setFocus] = useState<string | null>(null);
  const [shownReply, setShownReply] = useState(reply);
  if (reply !== shownReply) {
    setShownReply(reply);
    setSel(initial());
  }
  const scroller = useRef<HTMLDivElement>(null);
  useScrollEdges(scroller);

  const home = rows.find((r) => r.id === (sel?.home ?? rows[0]?.id));
  function pick(row: GridRow, date: string, extend: boolean) {
    if (extend && picked && sel?.home === row.id) {
      setSel({ home: row.id, ...selectionOf(anchor?.home === row.id ? anchor.date : picked.start, date) });
      setAnchor(null);
    } else if (anchor?.home === row.id) {
      setSel({ home: row.id, ...selectionOf(anchor.date, date) });
      setAnchor(null);
    } else {
      setAnchor({ home: row.id, date });
      setSel({ home: row.id, start: date, last: date });
    }
  }

  function onKey(event: KeyboardEvent<HTMLTableElement>) {
    const cell = (event.target as HTMLElement).closest<HTMLElement>("[data-cell]");
    if (!cell) return;
    const r = rows.findIndex((row) => String(row.id) === cell.dataset.home);
    const c = columns.findIndex((col) => col.date === cell.dataset.date);
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [0, -1],
      ArrowRight: [0, 1],
      ArrowUp: [-1, 0],
      ArrowDown: [1, 0],
      Home: [0, -c],
      End: [0, columns.length - 1 - c],
    };
    if (event.key === "Escape" && anchor) {
      setAnchor(null);
      event.preventDefault();
      return;
    }
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const row = rows[r + move[0]];
    const col = columns[c + move[1]];
    if (!row || !col) return;
    const next = scroller.current?.querySelector<HTMLElement>(
      `[data-cell][data-home="${row.id}"][data-date="${col.date}"]`,
    );
    if (next) {
      setFocus(`${row.id}/${col.date}`);
      next.focus();
    }
  }

  const firstCell =
    rows
      .flatMap((row) => row.nights.map((n) => ({ row, n })))
      .filter(({ n }) => n.selectable || n.booking)
      .map(({ row, n }) => `${row.id}/${n.date}`)[0] ?? null;
  // The nights selected as dates (the fields may hold anything typed, or a refused form's values).
  const picked =
    sel && isIsoDate(sel.start)
      ? { start: sel.start, last: isIsoDate(sel.last) && sel.last >= sel.start ? sel.last : sel.start }
      : null;
  const nights = picked ? nightsBetween(picked.start, addDays(picked.last, 1)) : 0;
  const tabKey = focus ?? (picked ? `${sel!.home}/${picked.start}` : firstCell);
  const status = anchor
    ? t("firstPicked", { home: home?.title || untitled, date: format.date(anchor.date) })
    : picked
      ? t("selected", {
          home: home?.title || untitled,
          nights: words.nights({ start: picked.start, end: addDays(picked.last, 1) }),
        })
      : t("choose");

  if (rows.length === 0)
    return (
      <div>
        <h1 className="text-2xl text-ink sm:text-3xl">{t("title")}</h1>
        <p className="mt-2 text-muted">
          {t("empty")}{" "}
          <Link to="/host/listings/new" className="font-semibold text-primary underline">
            {t("listYourHome")}
          </Link>
        </p>
      </div>
    );

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl text-ink sm:text-3xl">{t("title")}</h1>
          <p className="mt-1 text-sm text-muted">
            {t("lead", { homes: rows.length, nights: columns.length, from: format.date(props.from) })}
          </p>
        </div>
        <nav aria-label={t("dates")} className="flex flex-wrap items-center gap-2">
          {props.earlier && (
            <Link to={`?from=${props.earlier}`} className={pill}>
              <Icon name="chevron-left" className="size-4" /> {t("previous", { count: columns.length })}
            </Link>
          )}
          {props.later && (
            <Link to={`?from=${props.later}`} className={pill}>
              {t("next", { count: columns.length })} <Icon name="chevron-right" className="size-4" />
            </Link>
          )}
          <Form method="get" className="flex items-center gap-2">
            <label htmlFor={`${id}-from`} className="text-sm font-semibold text-ink">
              {t("from")}
            </label>
            <input
              id={`${id}-from`}
              type="date"
              name="from"
              min={props.today}
              max={props.lastNight}
              defaultValue={props.from}
              key={props.from}
              className="h-9 rounded-xl border border-line bg-surface px-2 text-sm text-ink"
            />
            <button type="submit" className={`h-9 ${pill}`}>
              {t("show")}
            </button>
          </Form>
        </nav>
      </div>

      <p className="mt-4 flex items-start gap-1.5 text-sm text-muted" id={`${id}-hint`}>
        <Icon name="arrow-right" className="mt-0.5 size-4 shrink-0" />
        {t("hint", { count: columns.length })}
      </p>
      <div
        ref={scroller}
        className="relative mt-2 overflow-x-auto rounded-2xl border border-line bg-surface data-[more-after=true]:[mask-image:linear-gradient(to_right,black_calc(100%-2.5rem),transparent)]"
      >
        <table
          onKeyDown={onKey}
          className="border-separate border-spacing-0 text-sm"
          aria-describedby={`${id}-hint`}
        >
          <caption className="sr-only">{t("caption", { from: format.date(props.from) })}</caption>
          <thead>
            <tr>
              <th
                scope="col"
                className="sticky start-0 z-20 w-28 min-w-28 border-e border-b border-line bg-surface p-2 text-start text-xs font-semibold text-muted sm:w-52 sm:min-w-52"
              >
                {t("home")}
              </th>
              {columns.map((col) => (
                <ColumnHead key={col.date} col={col} />
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <th
                  scope="row"
                  className="sticky start-0 z-10 w-28 min-w-28 border-e border-b border-line bg-surface p-2 text-start align-top sm:w-52 sm:min-w-52"
                >
                  <Link
                    to={`/host/listings/${row.id}/calendar`}
                    className="line-clamp-2 text-xs font-semibold text-ink [text-align:match-parent] hover:underline sm:text-sm"
                    dir="auto"
                  >
                    {row.title || untitled}
                  </Link>
                  <span className="block written-line text-xs font-normal text-muted" dir="auto">
                    {row.city}
                  </span>
                </th>
                {row.nights.map((night) => (
                  <td key={night.date} className="border-b border-line p-0.5">
                    <NightCell
                      row={row}
                      night={night}
                      tabbable={tabKey === `${row.id}/${night.date}`}
                      selected={
                        !!picked &&
                        sel!.home === row.id &&
                        night.date >= picked.start &&
                        night.date <= picked.last
                      }
                      anchor={anchor?.home === row.id && anchor.date === night.date}
                      onPick={(extend) => pick(row, night.date, extend)}
                      onFocus={() => setFocus(`${row.id}/${night.date}`)}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {picked && (
        <div className="sticky bottom-3 z-30 mt-4 flex justify-center">
          <a
            href="#change-nights"
            className="rounded-full bg-primary px-5 py-2.5 text-sm font-semibold text-on-primary shadow-pop"
          >
            {cal("selectedJump", { count: nights })}
          </a>
        </div>
      )}

      <div className="mt-6 max-w-xl">
        <ChangePanel
          reply={reply}
          today={home?.today ?? props.today}
          lastNight={home ? addDays(home.openUntil, -1) : props.lastNight}
          currency={home?.currency ?? "USD"}
          start={sel?.start ?? ""}
          last={sel?.last ?? ""}
          nights={nights}
          status={status}
          onStart={(start) => {
            setAnchor(null);
            setSel({ home: home!.id, start, last: sel?.last && sel.last >= start ? sel.last : start });
          }}
          onLast={(last) => {
            setAnchor(null);
            setSel({ home: home!.id, start: sel?.start || last, last });
          }}
        >
          <input type="hidden" name="from" value={props.from} />
          <SelectField
            label={t("home")}
            name="listing"
            options={rows.map((r) => ({ value: String(r.id), label: r.title || untitled }))}
            value={String(home?.id ?? "")}
            onChange={(e) => {
              const next = Number(e.target.value);
              setAnchor(null);
              setSel(sel ? { ...sel, home: next } : { home: next, start: "", last: "" });
            }}
          />
        </ChangePanel>
      </div>
    </div>
  );
}

function ColumnHead({ col }: { col: GridColumn }) {
  const format = useFormat();
  return (
    <th
      scope="col"
      className={`relative min-w-14 border-b border-line px-0.5 pt-5 pb-1.5 text-center align-bottom text-xs font-semibold ${col.weekend ? "bg-surface-2 text-ink" : "text-muted"}`}
    >
      {col.monthLabel && (
        // Over the next columns too (a month's name is wider than a night): the column keeps its width.
        <span className="absolute start-1 top-1 z-0 text-[10px] whitespace-nowrap text-primary">
          {format.date(col.date, { month: "long", day: undefined, year: "numeric" })}
        </span>
      )}
      <span className="block">
        {format.date(col.date, { weekday: "short", month: undefined, day: undefined, year: undefined })}
      </span>
      <span className="block text-sm text-ink tabular">{format.number(col.day)}</span>
      <span className="sr-only">{format.date(col.date)}</span>
    </th>
  );
}

function NightCell({
  row,
  night,
  tabbable,
  selected,
  anchor,
  onPick,
  onFocus,
}: {
  row: GridRow;
  night: CalendarDay;
  tabbable: boolean;
  selected: boolean;
  anchor: boolean;
  onPick: (extend: boolean) => void;
  onFocus: () => void;
}) {
  const t = useT("hostCalendar");
  const format = useFormat();
  const words = useCalendarWords();
  const look = lookOf(night);
  const stateWords = words.state(night);
  const priced = night.state !== "past" && night.state !== "closed";
  const booked =
    night.booking && (night.state === "booked" || night.state === "pending" || night.state === "past");
  // The guest's first name on a confirmed stay; a request says so (its page has the details).
  const word = night.booking
    ? night.state === "pending"
      ? t("look.pending")
      : words.guest(night.booking)
    : night.state === "blocked" || night.state === "preparation"
      ? t(`look.${lookKeyOf(night)}`)
      : null;
  const label = format.list(
    [
      row.title,
      format.date(night.date, { weekday: "long", month: "long", day: "numeric", year: "numeric" }),
      stateWords,
      priced
        ? t(night.special ? "dayPriceSpecial" : "dayPrice", {
            price: format.money(night.priceCents, row.currency),
          })
        : null,
      selected ? t("daySelected") : null,
    ].filter((part): part is string => Boolean(part)),
  );
  const body = (
    <>
      <span className="flex items-center justify-between gap-0.5">
        {look.icon ? <Icon name={look.icon} className={`size-3.5 shrink-0 ${look.iconClass}`} /> : <span />}
        {night.special && priced && <Icon name="tag" className="size-3 shrink-0 text-accent-strong" />}
      </span>
      {priced && (
        <span
          className={`block truncate text-[11px] leading-4 tabular ${night.special ? "font-semibold text-accent-strong" : "text-muted"}`}
        >
          {format.money(night.priceCents, row.currency)}
        </span>
      )}
      {word && <span className="block truncate text-[10px] leading-4 font-semibold">{word}</span>}
    </>
  );
  const base = `flex h-14 w-14 flex-col items-stretch overflow-hidden rounded-md border p-1 text-start ${look.cell}`;
  const common = {
    "data-cell": "",
    "data-home": String(row.id),
    "data-date": night.date,
    "data-state": night.state,
    title: stateWords,
    tabIndex: tabbable ? 0 : -1,
    onFocus,
  };
  const focusRing = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink";
  if (booked && night.booking)
    return (
      <Link
        to={`/host/reservations/${night.booking.id}`}
        aria-label={t("openReservation", { label })}
        className={`${base} ${focusRing} hover:underline`}
        {...common}
      >
        {body}
      </Link>
    );
  if (!night.selectable)
    return (
      <StaticDay className={base} day={night} label={label} title={stateWords}>
        {body}
      </StaticDay>
    );
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={selected}
      onClick={(event: MouseEvent) => onPick(event.shiftKey)}
      onKeyDown={(event) => {
        // Shift+Enter extends the selection, as shift-click does.
        if (event.key === "Enter" && event.shiftKey) {
          event.preventDefault();
          onPick(true);
        }
      }}
      className={`${base} cursor-pointer ${focusRing} ${selected ? "ring-[3px] ring-primary" : ""} ${
        anchor ? "outline-2 outline-offset-2 outline-dashed outline-primary" : ""
      }`}
      {...common}
    >
      {body}
    </button>
  );
}
