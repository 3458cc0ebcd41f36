import { expect, it } from "vitest";
import corpus from "../../../tests/fixtures/masking-corpus.json";
import { findContactDetails, maskContactDetails, maskSpans, splitNumberSpans } from "./contact-details.ts";

/** The masking corpus (tests/fixtures/masking-corpus.json): the figures the issue asks for. */

const MARKER = /\[(?:email|phone number|link) hidden\]/;

/**
 * An evasion counts as masked when a marker stands in it and what is left shows no contact
 * detail any more (a number half hidden is not masked).
 */
function masked(output: string) {
  return MARKER.test(output) && findContactDetails(output.replace(new RegExp(MARKER, "g"), " ")).length === 0;
}

const percent = (n: number, of: number) => Math.round((n / of) * 1000) / 10;

it("masks at least 97% of the evasions and changes at most 2% of the innocent texts", () => {
  const missed: string[] = [];
  for (const { text } of corpus.evasions) if (!masked(maskContactDetails(text))) missed.push(text);
  for (const { messages } of corpus.split) {
    const at = (i: number) => new Date(Date.UTC(2027, 0, 10, 12, i));
    const spans = splitNumberSpans(messages.map((body, i) => ({ body, at: at(i) })));
    const outputs = messages.map((body, i) => maskSpans(body, [...findContactDetails(body), ...spans[i]!]));
    // Every message that carried a part of the number shows a marker instead.
    if (!outputs.every((out) => MARKER.test(out))) missed.push(messages.join(" | "));
  }
  const changed = corpus.innocent.filter(({ text }) => maskContactDetails(text) !== text).map((t) => t.text);

  const evasions = corpus.evasions.length + corpus.split.length;
  const maskedShare = percent(evasions - missed.length, evasions);
  const changedShare = percent(changed.length, corpus.innocent.length);
  console.log(
    `masking corpus: ${evasions - missed.length}/${evasions} evasions masked (${maskedShare}%), ` +
      `${changed.length}/${corpus.innocent.length} innocent texts changed (${changedShare}%)`,
  );
  if (missed.length) console.log(`evasions let through:\n  ${missed.join("\n  ")}`);
  if (changed.length) console.log(`innocent texts changed:\n  ${changed.join("\n  ")}`);

  expect(corpus.evasions.length + corpus.split.length + corpus.innocent.length).toBeGreaterThanOrEqual(150);
  expect(corpus.innocent.length).toBeGreaterThanOrEqual(50);
  expect(maskedShare).toBeGreaterThanOrEqual(97);
  expect(changedShare).toBeLessThanOrEqual(2);
});

it("keeps each innocent text's numbers and each evasion's surrounding words", () => {
  // The masking replaces the detail in place: words around it stay.
  expect(maskContactDetails("Call me on 555 123 4567 tomorrow")).toBe(
    "Call me on [phone number hidden] tomorrow",
  );
  expect(maskContactDetails("Rent is $1,250/month, from 2027-03-01 at 3:00 pm.")).toBe(
    "Rent is $1,250/month, from 2027-03-01 at 3:00 pm.",
  );
});
