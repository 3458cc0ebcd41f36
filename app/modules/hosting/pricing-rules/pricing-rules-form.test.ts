import { describe, expect, it } from "vitest";
import { parseFields } from "../../../shared/forms.ts";
import { NO_RULES, type PricingRules } from "../../stays/pricing-rules.ts";
import {
  changeRules,
  previewCheckIn,
  rulesFormSchema,
  rulesFormValues,
  seasonFormSchema,
} from "./pricing-rules-form.ts";

const TODAY = "2027-03-01"; // a Monday
const summer = { start: "2027-07-01", end: "2027-09-01", nightlyRateCents: 20_000 };

describe("the rules form", () => {
  it("reads a weekend price, a monthly discount and a timing rule", () => {
    const parsed = parseFields(rulesFormSchema, {
      weekendRate: "150.50",
      monthlyDiscountPct: "20",
      timingKind: "last-minute",
      timingDays: "3",
      timingPct: "15",
    });
    expect(parsed.ok && parsed.data).toEqual({
      weekendRate: 15_050,
      monthlyDiscountPct: 20,
      timingKind: "last-minute",
      timingDays: 3,
      timingPct: 15,
    });
  });

  it("empty fields are no rule", () => {
    const parsed = parseFields(rulesFormSchema, {
      weekendRate: "",
      monthlyDiscountPct: "",
      timingKind: "none",
    });
    expect(parsed.ok && parsed.data).toMatchObject({
      weekendRate: null,
      monthlyDiscountPct: null,
      timingKind: "none",
    });
  });

  it("refuses bad input with one message per field, keeping what was typed", () => {
    const parsed = parseFields(rulesFormSchema, {
      weekendRate: "-5",
      monthlyDiscountPct: "95",
      timingKind: "early-bird",
      timingDays: "0",
      timingPct: "",
    });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(Object.keys(parsed.fieldErrors).sort()).toEqual([
      "monthlyDiscountPct",
      "timingDays",
      "timingPct",
      "weekendRate",
    ]);
    expect(parsed.values.weekendRate).toBe("-5");
    // The timing checks come once the fields themselves read
    const timing = parseFields(rulesFormSchema, { timingKind: "early-bird", timingDays: "0" });
    expect(!timing.ok && timing.fieldErrors).toMatchObject({
      timingDays: "Early-bird: at least 1 day ahead.",
      timingPct: "Enter the discount (%).",
    });
    const kind = parseFields(rulesFormSchema, { timingKind: "sometimes" });
    expect(!kind.ok && kind.fieldErrors.timingKind).toBeTruthy();
  });

  it("the season form wants two dates and a price", () => {
    const parsed = parseFields(seasonFormSchema, {
      seasonStart: "2027-07-01",
      seasonLast: "x",
      seasonRate: "",
    });
    expect(!parsed.ok && Object.keys(parsed.fieldErrors).sort()).toEqual(["seasonLast", "seasonRate"]);
  });
});

describe("changeRules", () => {
  it("saves the rules form, keeping the seasons", () => {
    const out = changeRules(
      { ...NO_RULES, seasons: [summer] },
      {
        intent: "rules",
        form: {
          weekendRate: 15_000,
          monthlyDiscountPct: 10,
          timingKind: "early-bird",
          timingDays: 60,
          timingPct: 5,
        },
      },
      TODAY,
    );
    expect(out).toEqual({
      ok: true,
      value: {
        message: "Pricing rules saved.",
        rules: {
          weekendRateCents: 15_000,
          monthlyDiscountPct: 10,
          timing: { kind: "early-bird", days: 60, pct: 5 },
          seasons: [summer],
        },
      },
    });
  });

  it("adds a season in date order, refuses one that overlaps, one that is over, one too long", () => {
    const spring = { start: "2027-04-01", end: "2027-04-15", nightlyRateCents: 9_000 };
    const added = changeRules(
      { ...NO_RULES, seasons: [summer] },
      { intent: "add-season", season: spring },
      TODAY,
    );
    expect(added.ok && added.value.rules.seasons).toEqual([spring, summer]);
    const clash = changeRules(
      { ...NO_RULES, seasons: [summer] },
      { intent: "add-season", season: { ...spring, start: "2027-08-31", end: "2027-09-05" } },
      TODAY,
    );
    expect(clash).toMatchObject({ ok: false, status: 409 });
    expect(!clash.ok && clash.formError).toContain("overlap your season");
    expect(
      changeRules(
        NO_RULES,
        { intent: "add-season", season: { ...spring, start: "2027-01-01", end: "2027-02-01" } },
        TODAY,
      ),
    ).toMatchObject({
      ok: false,
      status: 400,
      formError: null,
      fieldErrors: { seasonLast: "That season is over: choose nights from today on." },
    });
    expect(
      changeRules(NO_RULES, { intent: "add-season", season: { ...spring, end: "2028-06-01" } }, TODAY),
    ).toMatchObject({ ok: false, status: 400 });
  });

  it("at most 12 current seasons; past ones make room", () => {
    const month = (m: number) => ({
      start: `2027-${String(m).padStart(2, "0")}-01`,
      end: `2027-${String(m).padStart(2, "0")}-10`,
      nightlyRateCents: 1_000,
    });
    const full: PricingRules = { ...NO_RULES, seasons: Array.from({ length: 12 }, (_, i) => month(i + 1)) };
    const extra = { start: "2027-12-20", end: "2027-12-25", nightlyRateCents: 1_000 };
    // January to March are over by April: three of twelve make room (and are dropped)
    const later = changeRules(full, { intent: "add-season", season: extra }, "2027-04-01");
    expect(later.ok && later.value.rules.seasons).toHaveLength(10);
    const now = changeRules(full, { intent: "add-season", season: extra }, "2026-12-01");
    expect(now).toMatchObject({ ok: false, status: 409 });
  });

  it("removes a season by its first night; an unknown one is a 404", () => {
    const out = changeRules(
      { ...NO_RULES, seasons: [summer] },
      { intent: "remove-season", start: summer.start },
      TODAY,
    );
    expect(out.ok && out.value.rules.seasons).toEqual([]);
    expect(changeRules(NO_RULES, { intent: "remove-season", start: summer.start }, TODAY)).toMatchObject({
      ok: false,
      status: 404,
    });
  });
});

describe("the preview", () => {
  it("the form shows stored rules back in units", () => {
    expect(
      rulesFormValues({
        ...NO_RULES,
        weekendRateCents: 15_050,
        timing: { kind: "last-minute", days: 2, pct: 5 },
      }),
    ).toEqual({
      weekendRate: "150.5",
      monthlyDiscountPct: "",
      timingKind: "last-minute",
      timingDays: "2",
      timingPct: "5",
    });
  });

  it("checks in on the date asked, else the next Friday a week or more ahead", () => {
    expect(previewCheckIn("2027-05-03", TODAY)).toBe("2027-05-03");
    expect(previewCheckIn("2026-01-01", TODAY)).toBe("2027-03-12");
    expect(previewCheckIn(null, TODAY)).toBe("2027-03-12");
    expect(previewCheckIn("junk", "2027-03-05")).toBe("2027-03-12");
  });
});
