import { describe, expect, it } from "vitest";
import { TARGETS, targetLines, type Measured, type TargetKey } from "./targets.ts";

describe("targetLines", () => {
  const yardstick = "CPU yardstick: gzip of 3.8 MB of text in 85 ms";

  it("prints every row of the issue's table, each with its figure and verdict", () => {
    const figures = new Map<TargetKey, Measured>([
      ["scale", { figure: "p95 12.0 ms", met: true }],
      ["bookings", { figure: "250/s", met: false }],
      ["personal", { figure: "not built (404)" }],
    ]);
    const lines = targetLines(yardstick, ["scale", "bookings", "pages"], figures);
    expect(lines[0]).toBe(yardstick);
    const rows = lines.filter((line) => line.startsWith("| ") && !line.startsWith("| What"));
    expect(rows).toHaveLength(Object.keys(TARGETS).length);
    expect(rows.find((r) => r.includes("1,000,000"))).toMatch(/\| p95 12\.0 ms \(met\) \|$/);
    expect(rows.find((r) => r.includes("bookings per second"))).toMatch(/250\/s \(NOT met\)/);
    expect(rows.find((r) => r.includes("personal parts"))).toMatch(/not built \(404\) \(see the figure\)/);
  });

  it("says which rows were not run, and which ran without a figure", () => {
    const rows = targetLines(yardstick, ["pages"], new Map());
    expect(rows.find((r) => r.includes("signed-in visitor"))).toMatch(/\| not measured \|$/);
    expect(rows.find((r) => r.includes("1,000,000"))).toMatch(
      /not run \(part `scale`: npm run bench -- --stays 1000000\)/,
    );
    expect(rows.find((r) => r.includes("cold start"))).toMatch(/not run \(part `start`\)/);
  });
});
