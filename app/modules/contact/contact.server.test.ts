import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contactMessages } from "../../../db/schema/content.ts";
import { describeEachDatabase } from "../../../tests/helpers/database.ts";
import type { MailMessage } from "~/platform/mail.server";
import { contactSchema } from "./contact.schema.ts";
import { parseFields } from "../../shared/forms.ts";

/** The contact form as the action reads it: the input, or the errors, and what was typed. */
function parseContactForm(form: FormData) {
  const parsed = parseFields(contactSchema, form);
  return parsed.ok
    ? { input: parsed.data, fieldErrors: null, values: parsed.values }
    : { input: null, fieldErrors: parsed.fieldErrors, values: parsed.values };
}
import { recentMessageCount, storeContactMessage, submitContactMessage } from "./contact.server.ts";
import { translatorFor } from "~/i18n/language.server";
import { localizeMessage, serverMessageKey } from "~/i18n/server-messages.server";
import {
  rateLimitMessage,
  CONTACT_ADDRESS_RATE_LIMIT,
  CONTACT_RATE_LIMIT,
  addressKey,
  minutesUntilAllowed,
} from "./contact.ts";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};
const good = {
  name: "Ana Souza",
  email: "Ana@Example.com ",
  topic: "booking",
  message: "Hello, can I bring a second cat to my stay next month?",
  bookingReference: "bk-1234",
};

describe("the contact form in the reader's language (issue 38)", () => {
  it("says every field error of the contact form in the reader's language, and its pause as the server writes it", () => {
    const bad = [
      { name: "", email: "", topic: "", message: "short", bookingReference: "x" },
      {
        name: "n".repeat(101),
        email: "no",
        topic: "x",
        message: "m".repeat(5001),
        bookingReference: "r".repeat(41),
      },
      {
        name: "A",
        email: `${"e".repeat(250)}@x.io`,
        topic: "other",
        message: "m".repeat(30),
        bookingReference: "a b",
      },
    ];
    const messages = bad.flatMap(
      (input) => contactSchema.safeParse(input).error?.issues.map((i) => i.message) ?? [],
    );
    expect(messages.length).toBeGreaterThan(9);
    expect(messages.filter((m) => serverMessageKey(m) === null)).toEqual([]);
    expect(localizeMessage("ar", "Please keep your message under 5000 characters.")).toBe(
      "يجب أن تكون رسالتك أقل من ٥٬٠٠٠ حرف.",
    );
    // The page writes the pause from the catalogue: in English, word for word the service's message.
    const paused = translatorFor("en", "contact");
    for (const [limitedBy, minutes, contactEmail] of [
      ["email", 1, "help@x.io"],
      ["address", 12, ""],
    ] as const)
      expect(
        paused("paused", {
          limitedBy,
          email: "a@b.co",
          minutes,
          urgent: contactEmail ? "yes" : "no",
          contactEmail,
        }),
      ).toBe(
        rateLimitMessage({
          limitedBy,
          email: "a@b.co",
          retryInMinutes: minutes,
          contactEmail: contactEmail || undefined,
        }),
      );
    expect(
      translatorFor("es", "contact")("paused", {
        limitedBy: "address",
        email: "",
        minutes: 1,
        urgent: "no",
        contactEmail: "",
      }),
    ).toBe(
      "Nos has enviado varios mensajes en la última hora, así que hemos pausado los nuevos desde tu conexión durante más o menos 1 minuto. Tenemos tus mensajes anteriores y los responderemos.",
    );
  });
});

describe("contact form parsing", () => {
  it("accepts a valid message, normalising the booking reference", () => {
    const { input, fieldErrors } = parseContactForm(form(good));
    expect(fieldErrors).toBeNull();
    expect(input).toMatchObject({ email: "Ana@Example.com", bookingReference: "BK-1234", topic: "booking" });
  });

  it("gives a message per field and keeps what was typed", () => {
    const { input, fieldErrors, values } = parseContactForm(
      form({ name: " ", email: "not-an-email", topic: "gossip", message: "short", bookingReference: "a b" }),
    );
    expect(input).toBeNull();
    expect(fieldErrors).toEqual({
      name: "Please tell us your name.",
      email: "Please enter a valid email address, like name@example.com.",
      topic: "Please choose what your message is about.",
      message: "Please write a little more (at least 20 characters), so we can help.",
      bookingReference: "A booking reference has only letters, numbers and hyphens.",
    });
    expect(values.email).toBe("not-an-email");
    expect(values.message).toBe("short");
  });

  it("treats an empty booking reference as none", () => {
    expect(parseContactForm(form({ ...good, bookingReference: "" })).input?.bookingReference).toBeUndefined();
  });
});

describe("rate window", () => {
  it("says how long until the oldest message leaves the window", () => {
    const now = new Date("2026-11-21T12:00:00Z");
    expect(minutesUntilAllowed(new Date("2026-11-21T11:30:00Z"), now)).toBe(30);
    expect(minutesUntilAllowed(new Date("2026-11-21T11:00:30Z"), now)).toBe(1);
  });
});

describe("client address key", () => {
  it("is the address as sent, IPv4-mapped IPv6 as plain IPv4, none when empty", () => {
    expect(addressKey("203.0.113.9")).toBe("203.0.113.9");
    expect(addressKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(addressKey("2001:DB8::1")).toBe("2001:db8::1");
    expect(addressKey("  ")).toBeNull();
    expect(addressKey(null)).toBeNull();
    expect(addressKey(undefined)).toBeNull();
  });
});

describeEachDatabase("contact service", (database) => {
  const input = () => parseContactForm(form(good)).input!;

  it("stores the message and emails it to the team, replying to the sender", async () => {
    const sent: MailMessage[] = [];
    const result = await submitContactMessage(
      {
        db: database().db,
        mailer: { send: async (m) => void sent.push(m) },
        contactEmail: "team@example.com",
      },
      input(),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const [row] = await database()
      .db.select()
      .from(contactMessages)
      .where(eq(contactMessages.id, result.value.id));
    expect(row).toMatchObject({
      name: "Ana Souza",
      emailKey: "ana@example.com",
      topic: "booking",
      bookingReference: "BK-1234",
    });
    expect(row!.emailedAt).toBeInstanceOf(Date);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: "team@example.com", replyTo: "Ana@Example.com" });
    expect(sent[0]!.subject).toContain(result.value.reference);
    expect(sent[0]!.text).toContain("can I bring a second cat");
    expect(sent[0]!.html).not.toContain("<script");
  });

  it("keeps the message when mail delivery fails", async () => {
    const result = await submitContactMessage(
      {
        db: database().db,
        mailer: { send: async () => Promise.reject(new Error("smtp down")) },
        contactEmail: "team@example.com",
      },
      { ...input(), email: "mailfail@example.com" },
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const [row] = await database()
      .db.select()
      .from(contactMessages)
      .where(eq(contactMessages.id, result.value.id));
    expect(row!.emailedAt).toBeNull();
  });

  it("limits messages per address within the window, whatever the letter case", async () => {
    const now = new Date("2026-11-21T10:00:00Z");
    const email = "limit@example.com";
    for (let i = 0; i < CONTACT_RATE_LIMIT; i++) {
      const at = new Date(now.getTime() + i * 60_000);
      expect((await storeContactMessage(database().db, { ...input(), email }, { now: at })).ok).toBe(true);
    }
    const blocked = await storeContactMessage(
      database().db,
      { ...input(), email: "LIMIT@example.com" },
      {
        now: new Date(now.getTime() + 10 * 60_000),
      },
    );
    expect(blocked).toEqual({
      ok: false,
      status: 429,
      formError:
        "You've sent us several messages in the last hour, so we've paused new ones from LIMIT@example.com for about 50 minutes. We have your earlier messages and will answer them.",
      fieldErrors: {},
      retryInMinutes: 50,
      limitedBy: "email",
    });
    // Another address is not affected; after the window the first may write again.
    expect(
      (await storeContactMessage(database().db, { ...input(), email: "other@example.com" }, { now })).ok,
    ).toBe(true);
    expect(
      (
        await storeContactMessage(
          database().db,
          { ...input(), email },
          { now: new Date(now.getTime() + 61 * 60_000) },
        )
      ).ok,
    ).toBe(true);
  });

  it("limits messages per client address too, whatever the email addresses", async () => {
    const now = new Date("2026-11-22T10:00:00Z");
    const clientAddress = "198.51.100.7";
    for (let i = 0; i < CONTACT_ADDRESS_RATE_LIMIT; i++) {
      const at = new Date(now.getTime() + i * 60_000);
      const sent = await storeContactMessage(
        database().db,
        { ...input(), email: `sender${i}@example.com` },
        { now: at, clientAddress },
      );
      expect(sent.ok).toBe(true);
    }
    const [stored] = await database()
      .db.select({ clientAddress: contactMessages.clientAddress })
      .from(contactMessages)
      .where(eq(contactMessages.emailKey, "sender0@example.com"));
    expect(stored?.clientAddress).toBe(clientAddress);
    const blocked = await storeContactMessage(
      database().db,
      { ...input(), email: "fresh@example.com" },
      { now: new Date(now.getTime() + 20 * 60_000), clientAddress: `::ffff:${clientAddress}` },
    );
    expect(blocked).toEqual({
      ok: false,
      status: 429,
      formError:
        "You've sent us several messages in the last hour, so we've paused new ones from your connection for about 40 minutes. We have your earlier messages and will answer them.",
      fieldErrors: {},
      retryInMinutes: 40,
      limitedBy: "address",
    });
    // Another address may write; after the window this one may again.
    const other = { now: new Date(now.getTime() + 20 * 60_000), clientAddress: "198.51.100.8" };
    expect(
      (await storeContactMessage(database().db, { ...input(), email: "fresh@example.com" }, other)).ok,
    ).toBe(true);
    const later = { now: new Date(now.getTime() + 61 * 60_000), clientAddress };
    expect(
      (await storeContactMessage(database().db, { ...input(), email: "later@example.com" }, later)).ok,
    ).toBe(true);
  });

  it("names the team's address in the refusal sent by submitContactMessage", async () => {
    const deps = { db: database().db, mailer: { send: async () => {} }, contactEmail: "team@example.com" };
    const email = "urgent@example.com";
    for (let i = 0; i < CONTACT_RATE_LIMIT; i++)
      expect((await submitContactMessage(deps, { ...input(), email })).ok).toBe(true);
    const blocked = await submitContactMessage(deps, { ...input(), email });
    expect(blocked.ok).toBe(false);
    if (blocked.ok) return;
    expect(blocked.status).toBe(429);
    expect(blocked.retryInMinutes).toBe(60);
    expect(blocked.formError).toMatch(
      /paused new ones from urgent@example\.com for about 60 minutes\..* If it's urgent, email team@example\.com\.$/,
    );
  });

  it("holds the per-address limit under concurrent submissions", async () => {
    const clientAddress = "198.51.100.99";
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        storeContactMessage(database().db, { ...input(), email: `crowd${i}@example.com` }, { clientAddress }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(CONTACT_ADDRESS_RATE_LIMIT);
    expect(results.filter((r) => !r.ok && r.limitedBy === "address")).toHaveLength(
      8 - CONTACT_ADDRESS_RATE_LIMIT,
    );
  });

  it("holds the limit under concurrent submissions", async () => {
    const email = "burst@example.com";
    const results = await Promise.all(
      Array.from({ length: 6 }, () => storeContactMessage(database().db, { ...input(), email })),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(CONTACT_RATE_LIMIT);
    expect(await recentMessageCount(database().db, email)).toBe(CONTACT_RATE_LIMIT);
  });

  it("rejects rows the table's checks forbid", async () => {
    await expect(
      database()
        .db.insert(contactMessages)
        .values({ name: "x", email: "a@b.c", emailKey: "a@b.c", topic: "gossip", message: "m" }),
    ).rejects.toThrow();
  });
});
