/**
 * The Targets table of issue 40, printed at the end of every `npm run bench` with each row's
 * measured figure and whether it is met: the parts report into it as they measure, and a row
 * whose part did not run says so (the table is always whole). Figures in seconds and per second
 * move with the machine: the CPU yardstick line that opens the run is printed beside them.
 */
export const TARGETS = {
  signedIn: {
    what: "search and stay page throughput for a signed-in visitor, against the bare page in the same run",
    target: "≥ 0.6×",
    part: "pages",
  },
  personal: {
    what: "personal parts request (p95, Postgres, signed-in, 4 connections)",
    target: "≤ 10 ms",
    part: "pages",
  },
  readingJs: {
    what: "JavaScript by the load event: article, blog index, about",
    target: "0 kB of framework; ≤ 10 kB gz in all",
    part: "js",
  },
  appJs: { what: "JavaScript by the load event: home, search, stay", target: "≤ 120 kB gz", part: "js" },
  lighthouseReading: {
    what: "Lighthouse mobile, article and blog index, simulated",
    target: "within 3 points of the static page",
    part: "lighthouse",
  },
  lighthouseObserved: {
    what: "Lighthouse mobile, home, search, stay, --throttling-method=devtools (observed)",
    target: "≥ 90, LCP ≤ 2.5 s, CLS ≤ 0.02",
    part: "lighthouse",
  },
  scale: {
    what: "search at 1,000,000 stays, city + dates + 2 dogs, Postgres p95",
    target: "≤ 30 ms",
    part: "scale",
  },
  coldStart: { what: "cold start, new / existing data folder", target: "≤ 3 s / ≤ 1.5 s", part: "start" },
  bookings: {
    what: "bookings per second with payments in demo mode, 4 connections",
    target: "≥ 300",
    part: "bookings",
  },
} as const;

export type TargetKey = keyof typeof TARGETS;

/** A row's figure: what was measured, and whether it meets the target (undefined: cannot tell). */
export interface Measured {
  figure: string;
  met?: boolean;
}

const measured = new Map<TargetKey, Measured>();

/** A part records its figure for a row (the last report of a row wins). */
export function reportTarget(key: TargetKey, figure: string, met?: boolean) {
  measured.set(key, { figure, met });
}

const verdict = (m: Measured) => (m.met === undefined ? "see the figure" : m.met ? "met" : "NOT met");

/**
 * The table as lines: every row, in the order, with its figure and verdict, or why it has
 * none (its part was not run, or ran without reporting it). The yardstick line heads it.
 */
export function targetLines(
  yardstick: string,
  ranParts: readonly string[],
  figures: ReadonlyMap<TargetKey, Measured> = measured,
) {
  const rows = (Object.keys(TARGETS) as TargetKey[]).map((key) => {
    const { what, target, part } = TARGETS[key];
    const m = figures.get(key);
    const figure = m
      ? `${m.figure} (${verdict(m)})`
      : ranParts.includes(part)
        ? "not measured"
        : `not run (part \`${part}\`${part === "scale" ? ": npm run bench -- --stays 1000000" : ""})`;
    return `| ${what} | ${target} | ${figure} |`;
  });
  return [yardstick, "", "| What | Target | Measured |", "|---|---|---|", ...rows];
}
