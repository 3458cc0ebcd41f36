import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldMessage, noFields, parseFields, parseIntent, parseWholeNumber, wholeNumber } from "./forms.ts";
import { assertSameOrigin, intentReply, readForm, readJson, searchParamsOf } from "./http.server.ts";
import { isSlug, isUuid, parseUuid } from "./ids.ts";
import { failure, success } from "./outcome.ts";
import { cleanDisplayText, hasUnstorableCharacters } from "./text.ts";
import { formatDate, formatInstant, formatMoney } from "./format.ts";

/** What a thrown `data(...)` carries. */
async function refusal(promise: Promise<unknown> | (() => unknown)) {
  try {
    await (typeof promise === "function" ? promise() : promise);
  } catch (error) {
    const thrown = error as { init?: { status?: number }; data?: unknown };
    return { status: thrown.init?.status, data: thrown.data };
  }
  throw new Error("expected a refusal");
}

const post = (body: BodyInit, type?: string) =>
  new Request("http://localhost/x", {
    method: "POST",
    body,
    headers: type ? { "content-type": type } : {},
  });

describe("text", () => {
  it("finds NUL bytes and lone surrogates", () => {
    expect(hasUnstorableCharacters("a\u0000b")).toBe(true);
    expect(hasUnstorableCharacters("a\uD800b")).toBe(true);
    expect(hasUnstorableCharacters("a\uDC00")).toBe(true);
    expect(hasUnstorableCharacters("dog 🐕 café")).toBe(false);
  });
  it("strips bidi overrides, zero-width and control characters from names", () => {
    expect(cleanDisplayText("Ada\u202E\u200Bnnam\u2066\uFEFF\u0007")).toBe("Adannam");
    expect(cleanDisplayText("José Ñúñez 李")).toBe("José Ñúñez 李");
  });
});

describe("ids", () => {
  it("accepts only real UUIDs and slugs", () => {
    expect(isUuid("7f1c3f9e-1b2a-4c3d-9e8f-0a1b2c3d4e5f")).toBe(true);
    expect(isUuid("------------------------------------")).toBe(false);
    expect(isUuid("00000000-0000-0000-0000-00000000000g")).toBe(false);
    expect(parseUuid("7F1C3F9E-1B2A-4C3D-9E8F-0A1B2C3D4E5F")).toBe("7f1c3f9e-1b2a-4c3d-9e8f-0a1b2c3d4e5f");
    expect(parseUuid("../etc")).toBeNull();
    expect(isSlug("cosy-cabin-42")).toBe(true);
    expect(isSlug("../x")).toBe(false);
    expect(isSlug("a".repeat(300))).toBe(false);
  });
});

describe("forms", () => {
  const schema = z.object({ guests: wholeNumber("guests", 1, 16), password: z.string().min(1, "Enter it.") });

  it.each(["2.9", "0x2", "1e3", "-1", " ", "NaN", "Infinity", "99999999999"])(
    "refuses %j as a count",
    (v) => {
      const parsed = parseFields(schema, { guests: v, password: "x" });
      expect(parsed.ok).toBe(false);
      expect(parseWholeNumber(v)).toBe(v.trim() === "99999999999" ? null : null);
    },
  );

  it("parses a count, and never echoes passwords", () => {
    const form = new FormData();
    form.set("guests", "3");
    form.set("password", "secret");
    expect(parseFields(schema, form)).toEqual({
      ok: true,
      data: { guests: 3, password: "secret" },
      values: { guests: "3" },
    });
    const bad = parseFields(schema, new URLSearchParams("guests=20&password="));
    expect(bad).toEqual({
      ok: false,
      fieldErrors: { guests: "At most 16 guests.", password: "Enter it." },
      values: { guests: "20" },
    });
  });

  it("gives one field's message for instant feedback", () => {
    expect(fieldMessage(schema, { guests: "0", password: "" }, "guests")).toBe("At least 1 guests.");
    expect(fieldMessage(schema, { guests: "2", password: "" }, "guests")).toBeUndefined();
  });
});

describe("intents", () => {
  const schemas = { rename: z.object({ name: z.string().min(1, "Enter a name.") }), remove: noFields };
  const form = (entries: Record<string, string>) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(entries)) data.set(key, value);
    return data;
  };

  it("parses each intent with its own schema, one typed case per intent", () => {
    const parsed = parseIntent(form({ intent: "rename", name: "Rex" }), schemas);
    expect(parsed).toEqual({
      ok: true,
      intent: "rename",
      data: { name: "Rex" },
      values: { intent: "rename", name: "Rex" },
    });
    if (parsed.ok && parsed.intent === "rename") expect(parsed.data.name).toBe("Rex");
    expect(parseIntent(form({ intent: "remove" }), schemas)).toMatchObject({
      ok: true,
      intent: "remove",
      data: {},
    });
  });

  it("refuses a form of a known intent field by field, and an unknown one as a whole", () => {
    expect(parseIntent(form({ intent: "rename", name: "" }), schemas)).toEqual({
      ok: false,
      intent: "rename",
      fieldErrors: { name: "Enter a name." },
      values: { intent: "rename", name: "" },
      formError: null,
    });
    for (const intent of [undefined, "toString", "constructor", "destroy"]) {
      const parsed = parseIntent(form(intent ? { intent } : {}), schemas, "Choose an action.");
      expect(parsed, String(intent)).toMatchObject({
        ok: false,
        intent: null,
        formError: "Choose an action.",
      });
    }
  });

  it("replies with the intent, the messages and what was typed", async () => {
    const reply = intentReply("rename", 409, { fieldErrors: { name: "Taken." }, values: { name: "Rex" } });
    expect(reply.init?.status).toBe(409);
    expect(reply.data).toEqual({
      intent: "rename",
      fieldErrors: { name: "Taken." },
      values: { name: "Rex" },
      formError: null,
    });
    expect(reply.init?.headers).toBeUndefined();
    const withHeaders = intentReply(
      null,
      400,
      { formError: "Choose." },
      { headers: { "Cache-Control": "no-store" } },
    );
    expect(withHeaders.init?.headers).toEqual({ "Cache-Control": "no-store" });
    expect(withHeaders.data).toMatchObject({ intent: null, formError: "Choose." });
    const withExtra = intentReply(
      "publish",
      409,
      { formError: "Not yet." },
      { extra: { problems: ["photos"] } },
    );
    expect(withExtra.data).toEqual({
      intent: "publish",
      fieldErrors: {},
      values: {},
      formError: "Not yet.",
      problems: ["photos"],
    });
  });
});

describe("reading requests", () => {
  it("reads a form", async () => {
    const form = await readForm(post("a=1&b=two", "application/x-www-form-urlencoded"));
    expect(form.get("b")).toBe("two");
  });
  it.each([undefined, "text/plain", "application/json"])(
    "refuses a form sent as %s with 415",
    async (type) => {
      expect((await refusal(readForm(post("a=1", type)))).status).toBe(415);
    },
  );
  it("refuses a broken multipart body and NUL bytes with 400", async () => {
    expect((await refusal(readForm(post("--x\r\ngarbage", "multipart/form-data; boundary=y")))).status).toBe(
      400,
    );
    expect((await refusal(readForm(post("a=%00", "application/x-www-form-urlencoded")))).status).toBe(400);
  });
  it("reads JSON, refusing other types, bad JSON and unstorable text", async () => {
    expect(await readJson(post('{"a":1}', "application/json"))).toEqual({ a: 1 });
    expect((await refusal(readJson(post("a=1", "application/x-www-form-urlencoded")))).status).toBe(415);
    expect((await refusal(readJson(post("{", "application/json")))).status).toBe(400);
    expect((await refusal(readJson(post('{"a":["\\u0000"]}', "application/json")))).status).toBe(400);
    expect((await refusal(readJson(post('{"a":"\\ud800"}', "application/json")))).status).toBe(400);
  });
  it("refuses query strings with NUL bytes", async () => {
    expect((await refusal(() => searchParamsOf(new Request("http://localhost/?q=%00")))).status).toBe(400);
    expect(searchParamsOf(new Request("http://localhost/?q=dog")).get("q")).toBe("dog");
  });
  it("checks the origin of state changes", async () => {
    const from = (headers: Record<string, string>) =>
      new Request("http://localhost/x", { method: "POST", headers });
    expect(() =>
      assertSameOrigin(from({ origin: "http://localhost:3000" }), "http://localhost:3000/"),
    ).not.toThrow();
    expect(() =>
      assertSameOrigin(from({ referer: "http://localhost:3000/a" }), "http://localhost:3000"),
    ).not.toThrow();
    expect(
      (
        await refusal(() =>
          assertSameOrigin(from({ origin: "https://evil.example" }), "http://localhost:3000"),
        )
      ).status,
    ).toBe(403);
    expect((await refusal(() => assertSameOrigin(from({}), "http://localhost:3000"))).status).toBe(403);
    expect(
      (await refusal(() => assertSameOrigin(from({ referer: "::" }), "http://localhost:3000"))).status,
    ).toBe(403);
  });
});

describe("outcome and format", () => {
  it("has one shape", () => {
    expect(success(3)).toEqual({ ok: true, value: 3 });
    expect(failure(409, "Taken", { checkIn: "Pick another date." })).toEqual({
      ok: false,
      status: 409,
      formError: "Taken",
      fieldErrors: { checkIn: "Pick another date." },
    });
  });
  it("writes money in the listing's currency and instants in its time zone", () => {
    expect(formatMoney(123_456, "USD")).toBe("$1,235");
    expect(formatMoney(123_456, "EUR", true)).toBe("€1,234.56");
    expect(formatDate("2027-03-01")).toBe("Mar 1, 2027");
    expect(formatInstant(new Date("2027-03-01T20:00:00Z"), "America/New_York")).toBe(
      "Mar 1, 2027, 3:00 PM EST",
    );
    expect(formatInstant(new Date("2027-03-01T20:00:00Z"), "Not/AZone")).toBe("Mar 1, 2027, 8:00 PM UTC");
  });
});

describe("page cursors and ids in addresses", () => {
  it("takes only instants the site wrote, in years the database holds", async () => {
    const { parseInstant } = await import("./dates.ts");
    expect(parseInstant("2026-11-24T10:04:34.123Z")?.toISOString()).toBe("2026-11-24T10:04:34.123Z");
    for (const bad of [
      "+275760-09-13",
      "99999-01-01",
      "2026-02-30T00:00:00Z",
      "2026-11-24",
      "1970-01-01T00:00:00Z",
      "",
      null,
    ]) {
      expect(parseInstant(bad)).toBeNull();
    }
  });
  it("answers 404 for a malformed id in an address", async () => {
    const { uuidOrNotFound } = await import("./http.server.ts");
    expect(uuidOrNotFound("7F1C3F9E-1B2A-4C3D-9E8F-0A1B2C3D4E5F", "No such trip.")).toBe(
      "7f1c3f9e-1b2a-4c3d-9e8f-0a1b2c3d4e5f",
    );
    const refused = await refusal(() =>
      uuidOrNotFound("------------------------------------", "No such trip."),
    );
    expect(refused).toEqual({ status: 404, data: "No such trip." });
  });
});
