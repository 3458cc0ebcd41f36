import { expect } from "@playwright/test";
import { readOutbox } from "../../app/platform/outbox.server.ts";

/** The data folder of the server under test (playwright.config.ts). */
export const e2eDataDir = process.env.E2E_DATA_DIR ?? "test-results/e2e-data";

export interface OutboxEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  file: string;
}

/** Waits for the newest email to `to` whose subject matches, and returns it. */
export async function waitForEmail(to: string, subject: RegExp = /./): Promise<OutboxEmail> {
  let found: OutboxEmail | undefined;
  await expect
    .poll(
      () => {
        found = readOutbox<OutboxEmail>(e2eDataDir, "email")
          .filter((m) => m.to.toLowerCase() === to.toLowerCase() && subject.test(m.subject))
          .at(-1);
        return Boolean(found);
      },
      { message: `an email to ${to} matching ${subject}`, timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

export async function waitForSms(to: string): Promise<{ to: string; text: string }> {
  let found: { to: string; text: string } | undefined;
  await expect
    .poll(
      () => {
        found = readOutbox<{ to: string; text: string }>(e2eDataDir, "sms")
          .filter((m) => m.to === to)
          .at(-1);
        return Boolean(found);
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

/** The first absolute link in an email's text that points at the site. */
export function linkIn(email: OutboxEmail, pathPart: RegExp | string = "") {
  const links = email.text.match(/https?:\/\/[^\s)]+/g) ?? [];
  const link = links.find((l) => (typeof pathPart === "string" ? l.includes(pathPart) : pathPart.test(l)));
  if (!link) throw new Error(`no link matching ${pathPart} in: ${email.text}`);
  return link;
}
