import { describe, expect, it } from "vitest";
import { clampPage, pageCountOf, pageOffset, pageWindow, readPage } from "./pagination.ts";

describe("readPage", () => {
  it("reads plain page numbers", () => {
    expect(readPage("1")).toEqual({ page: 1, exact: true });
    expect(readPage("7", 200)).toEqual({ page: 7, exact: true });
    expect(readPage("200", 200)).toEqual({ page: 200, exact: true });
    expect(readPage("02")).toEqual({ page: 2, exact: true });
  });

  it("treats an absent or empty value as page 1", () => {
    expect(readPage(null)).toEqual({ page: 1, exact: true });
    expect(readPage(undefined)).toEqual({ page: 1, exact: true });
    expect(readPage("")).toEqual({ page: 1, exact: true });
  });

  it("refuses what is not a plain whole number from 1, instead of coercing it", () => {
    for (const value of [
      "2.9",
      "0x2",
      "1e3",
      "-1",
      "+2",
      " 2",
      "2 ",
      "0",
      "000",
      "two",
      "Infinity",
      "NaN",
      "٢",
    ])
      expect(readPage(value, 200), value).toEqual({ page: 1, exact: false });
  });

  it("clamps a page past the bound to the bound", () => {
    expect(readPage("99999999", 200)).toEqual({ page: 200, exact: false });
    expect(readPage("201", 200)).toEqual({ page: 200, exact: false });
    expect(readPage("9".repeat(400), 200)).toEqual({ page: 200, exact: false });
    expect(readPage("9".repeat(400))).toEqual({ page: Number.MAX_SAFE_INTEGER, exact: false });
    expect(readPage("5", 0)).toEqual({ page: 1, exact: false });
  });
});

describe("page count, clamp and offset", () => {
  it("counts pages, at least one, at most the cap", () => {
    expect(pageCountOf(0, 24)).toBe(1);
    expect(pageCountOf(24, 24)).toBe(1);
    expect(pageCountOf(25, 24)).toBe(2);
    expect(pageCountOf(10_000, 24, 200)).toBe(200);
    expect(pageCountOf(-3, 24)).toBe(1);
  });

  it("clamps a page within the pages there are", () => {
    expect(clampPage(3, 2)).toBe(2);
    expect(clampPage(-2, 5)).toBe(1);
    expect(clampPage(2.9, 5)).toBe(2);
    expect(clampPage(Number.NaN, 5)).toBe(1);
    expect(clampPage(4, 0)).toBe(1);
  });

  it("gives the offset of a page", () => {
    expect(pageOffset(1, 24)).toBe(0);
    expect(pageOffset(3, 24)).toBe(48);
    expect(pageOffset(0, 24)).toBe(0);
  });
});

describe("pageWindow", () => {
  it("shows nothing for a single page", () => {
    expect(pageWindow(1, 1)).toEqual([]);
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it("shows every page of a short list", () => {
    expect(pageWindow(1, 2)).toEqual([1, 2]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 4)).toEqual([1, 2, 3, 4]);
  });

  it("keeps the first, the last and the neighbours, with gaps between", () => {
    expect(pageWindow(1, 200)).toEqual([1, 2, "gap", 200]);
    expect(pageWindow(10, 200)).toEqual([1, "gap", 9, 10, 11, "gap", 200]);
    expect(pageWindow(200, 200)).toEqual([1, "gap", 199, 200]);
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, "gap", 10]);
    expect(pageWindow(10, 200, 2)).toEqual([1, "gap", 8, 9, 10, 11, 12, "gap", 200]);
  });

  it("clamps a current page out of range", () => {
    expect(pageWindow(99, 5)).toEqual([1, "gap", 4, 5]);
  });
});
