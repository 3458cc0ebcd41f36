import { useMemo, useState } from "react";
import { DayPicker, type DayButtonProps } from "react-day-picker";
import "react-day-picker/style.css";
import { addDays, isIsoDate, nightsBetween } from "~/shared/dates";
import { useFormat, useLanguage, useT } from "~/i18n/react";
import { directionOf, intlLocale, weekStartOf } from "~/i18n/locales";
import { cachedFormatter } from "~/shared/intl-cache";
import { dayDisabled, monthsStay, nightTaken } from "../date-picking";
import type { DatePickingRules } from "./date-range-picker";
import "./date-range-calendar.css";

const iso = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
const toDate = (value: string) => {
  const [y, m, d] = value.split("-").map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
};
const wide = () => typeof window !== "undefined" && window.matchMedia("(min-width: 40rem)").matches;

/**
 * The calendar of the date picker (loaded on demand): a range of nights, or a number
 * of months from a start day; taken nights struck through, the minimum stay and,
 * where the stay is known, each night's price.
 */
export default function DateRangeCalendar({
  initial,
  today = iso(new Date()),
  occupied = [],
  minNights = () => 1,
  maxNights = 365,
  nightlyCents,
  currency = "USD",
  onDone,
  onCancel,
}: DatePickingRules & {
  initial: { checkIn: string; checkOut: string };
  onDone: (range: { checkIn: string; checkOut: string }) => void;
  onCancel: () => void;
}) {
  const valid =
    isIsoDate(initial.checkIn) && isIsoDate(initial.checkOut) && initial.checkOut > initial.checkIn;
  const [tab, setTab] = useState<"nights" | "months">("nights");
  const [from, setFrom] = useState<string | undefined>(valid ? initial.checkIn : undefined);
  const [to, setTo] = useState<string | undefined>(valid ? initial.checkOut : undefined);
  const [months, setMonths] = useState(1);
  const [monthsStart, setMonthsStart] = useState<string | undefined>(valid ? initial.checkIn : undefined);
  const [two] = useState(wide);
  const first = toDate(today);
  const last = toDate(addDays(today, 730));
  const choosingOut = Boolean(from && !to);
  const minimum = from ? minNights(from) : 1;
  const t = useT("datePicker");
  const format = useFormat();
  const { locale } = useLanguage();
  const formatDate = format.date;

  const disabled = (date: Date) =>
    dayDisabled(iso(date), {
      today,
      occupied,
      checkIn: choosingOut ? from : undefined,
      minNights: minimum,
      maxNights,
    });

  const pick = (date: Date) => {
    const day = iso(date);
    if (!from || to || day <= from) {
      setFrom(day);
      setTo(undefined);
    } else if (nightsBetween(from, day) < minimum || nightsBetween(from, day) > maxNights) {
      // Too short (or long) to end here: a new check-in instead.
      setFrom(day);
      setTo(undefined);
    } else setTo(day);
  };

  const money = format.money;
  const DayButton = useMemo(
    () =>
      function PricedDay({ day, modifiers, children, ...props }: DayButtonProps) {
        const cents =
          nightlyCents && !modifiers.disabled && !modifiers.outside ? nightlyCents(iso(day.date)) : null;
        return (
          <button {...props}>
            <span className="block leading-none">{children}</span>
            {cents !== null && (
              <span className="pfr-day-price block text-[0.625rem] leading-none tabular">
                {money(cents, currency)}
              </span>
            )}
          </button>
        );
      },
    [nightlyCents, currency, money],
  );

  const common = {
    numberOfMonths: two ? 2 : 1,
    startMonth: first,
    endMonth: last,
    defaultMonth: from ? toDate(from) : first,
    modifiers: { taken: (date: Date) => nightTaken(iso(date), occupied) },
    modifiersClassNames: { taken: "pfr-taken" },
    components: { DayButton },
    className: "pfr-rdp",
    // The page's language: its week start, direction, month and day names (decision 3800).
    weekStartsOn: weekStartOf(locale),
    dir: directionOf(locale),
    formatters: {
      formatCaption: (month: Date) => said(locale, { month: "long", year: "numeric" }, month),
      formatWeekdayName: (day: Date) => said(locale, { weekday: "narrow" }, day),
      formatDay: (day: Date) => said(locale, { day: "numeric" }, day),
    },
    labels: {
      labelNext: () => t("nextMonth"),
      labelPrevious: () => t("previousMonth"),
      labelGrid: (month: Date) => said(locale, { month: "long", year: "numeric" }, month),
      labelDayButton: (day: Date) => said(locale, { dateStyle: "full" }, day),
    },
  } as const;

  const monthly = monthsStart ? monthsStay(monthsStart, months, occupied) : null;
  const summary =
    tab === "nights"
      ? from && to
        ? t("range", {
            from: formatDate(from, { year: undefined }),
            to: formatDate(to),
            nights: nightsBetween(from, to),
          })
        : from
          ? t("chooseOut", { date: formatDate(from) })
          : t("chooseIn")
      : monthly
        ? t("range", {
            from: formatDate(monthly.checkIn),
            to: formatDate(monthly.checkOut),
            nights: nightsBetween(monthly.checkIn, monthly.checkOut),
          })
        : t("chooseMoveIn");
  const done =
    tab === "nights" ? (from && to ? { checkIn: from, checkOut: to } : null) : monthly?.free ? monthly : null;

  const tabLook = (current: boolean) =>
    `rounded-full px-4 py-2 text-sm font-semibold ${current ? "bg-primary text-on-primary" : "text-ink hover:bg-surface-2"}`;
  return (
    <div className="p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg text-ink">{t("title")}</h2>
        <div role="group" aria-label={t("stayBy")} className="flex rounded-full border border-line p-1">
          <button
            type="button"
            aria-pressed={tab === "nights"}
            onClick={() => setTab("nights")}
            className={tabLook(tab === "nights")}
          >
            {t("nights")}
          </button>
          <button
            type="button"
            aria-pressed={tab === "months"}
            onClick={() => setTab("months")}
            className={tabLook(tab === "months")}
          >
            {t("months")}
          </button>
        </div>
      </div>
      <div className="mt-4 flex justify-center">
        {tab === "nights" ? (
          <DayPicker
            {...common}
            mode="range"
            selected={from ? { from: toDate(from), to: to ? toDate(to) : undefined } : undefined}
            onSelect={(_range, date) => pick(date)}
            disabled={disabled}
          />
        ) : (
          <DayPicker
            {...common}
            mode="single"
            selected={monthsStart ? toDate(monthsStart) : undefined}
            onSelect={(_day, date) => setMonthsStart(iso(date))}
            disabled={(date: Date) => date < first || nightTaken(iso(date), occupied)}
          />
        )}
      </div>
      {tab === "months" && (
        <label className="mt-2 flex items-center justify-center gap-3 text-sm font-semibold text-ink">
          {t("months")}
          <select
            value={months}
            onChange={(event) => setMonths(Number(event.currentTarget.value))}
            className="h-10 rounded-xl border border-line bg-surface px-3 text-ink"
          >
            {Array.from({ length: 12 }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {t("monthCount", { count: n })}
              </option>
            ))}
          </select>
        </label>
      )}
      <div className="mt-4 grid gap-1 border-t border-line pt-4 text-sm">
        <p role="status" data-testid="picker-summary" className="font-semibold text-ink">
          {summary}
        </p>
        {monthly && !monthly.free && <p className="text-danger">{t("monthsTaken")}</p>}
        {tab === "nights" && minimum > 1 && <p className="text-muted">{t("minimum", { nights: minimum })}</p>}
        {occupied.length > 0 && <p className="text-muted">{t("struck")}</p>}
        {nightlyCents && <p className="text-muted">{t("perNight")}</p>}
      </div>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <button
          type="button"
          onClick={onCancel}
          className="h-11 rounded-full border border-line px-5 text-sm font-semibold text-ink hover:bg-surface-2"
        >
          {t("cancel")}
        </button>
        <button
          type="button"
          disabled={!done}
          onClick={() => done && onDone({ checkIn: done.checkIn, checkOut: done.checkOut })}
          className="h-11 rounded-full bg-primary px-6 text-sm font-semibold text-on-primary disabled:opacity-50"
        >
          {t("use")}
        </button>
      </div>
    </div>
  );
}

/** A local calendar day (the picker's dates are local midnights) as the page's language writes it. */
function said(locale: Parameters<typeof intlLocale>[0], options: Intl.DateTimeFormatOptions, day: Date) {
  const tag = intlLocale(locale);
  return cachedFormatter(
    `picker|${tag}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(tag, options),
  ).format(day);
}
