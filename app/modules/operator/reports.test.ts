import { describe, expect, it } from "vitest";
import { INTENTS_OF, parseSubject, reporterNotice } from "./reports.ts";
import { voiceOf } from "../../i18n/voice.server.ts";
import { reportQueueView } from "./report-view.ts";

describe("the reports queue's rules", () => {
  it("parses each kind's subject and refuses anything else", () => {
    expect(parseSubject("message", "0D5C8E2A-1111-4222-8333-944455556666")).toBe(
      "0d5c8e2a-1111-4222-8333-944455556666",
    );
    expect(parseSubject("message", "1")).toBeNull();
    expect(parseSubject("review", "stay:12")).toEqual({ kind: "stay", id: 12 });
    expect(parseSubject("review", "guest:7")).toEqual({ kind: "guest", id: 7 });
    expect(parseSubject("review", "host:7")).toBeNull();
    expect(parseSubject("listing", "42")).toBe(42);
    expect(parseSubject("listing", "0")).toBeNull();
    expect(parseSubject("listing", "4.2")).toBeNull();
    expect(parseSubject("user", "abcDEF_123")).toBe("abcDEF_123");
    expect(parseSubject("user", "a b")).toBeNull();
    expect(parseSubject("user", ["x"])).toBeNull();
  });

  it("lets a listing be unpublished and writing be hidden, never the other way round", () => {
    expect(INTENTS_OF.listing).not.toContain("hide");
    expect(INTENTS_OF.review).not.toContain("remove");
    expect(INTENTS_OF.user).toEqual(["dismiss", "suspend"]);
  });

  it("tells the reporter what was decided", () => {
    const [en, es] = [voiceOf("en"), voiceOf("es")];
    expect(reporterNotice("review", "hide").body(en)).toContain("we hid it");
    expect(reporterNotice("listing", "dismiss").body(en)).toContain("it stays");
    expect(reporterNotice("user", "suspend").body(en)).toContain("suspended");
    // In the reporter's language (decision 3855).
    expect(reporterNotice("listing", "remove").body(es)).toBe(
      "Gracias por avisarnos. El anuncio incumplía las normas del sitio: lo hemos despublicado.",
    );
    expect(reporterNotice("user", "hide").body(en)).toContain("it stays");
  });

  it("shows each item in the reader's language; what people wrote stays theirs (issue 38)", () => {
    const at = new Date("2027-03-01T10:00:00Z");
    const item = {
      kind: "review" as const,
      subject: "stay:12",
      about: { what: "stayReview" as const, name: "Casa Azul" },
      text: "Dirty floors.",
      rating: 2,
      link: null,
      authorId: null,
      authorEmail: null,
      since: at,
      reports: [{ reason: "false", details: "", at, reporterEmail: "a@example.com" }],
    };
    const [en] = reportQueueView([item]);
    expect(en).toMatchObject({
      kindLabel: "Review",
      title: "A traveller's review of Casa Azul",
      text: "2 of 5 · Dirty floors.",
      reports: [{ reason: "It is false or misleading" }],
    });
    const [es] = reportQueueView([item], "es");
    expect(es).toMatchObject({
      kindLabel: "Reseña",
      title: "La reseña de un viajero sobre Casa Azul",
      text: "2 de 5 · Dirty floors.",
      reports: [{ reason: "Es falso o engañoso", at: "1 mar 2027, 10:00 UTC" }],
    });
  });
});
