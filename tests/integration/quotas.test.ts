import { expect, it } from "vitest";
import { sendMessage } from "../../app/modules/messages/threads.server.ts";
import { startInquiry } from "../../app/modules/messages/inquiries.server.ts";
import { takeLiveSlot } from "../../app/frame/live-slots.server.ts";
import { quotaLeft, takeQuota, takeQuotas } from "../../app/platform/quotas.server.ts";
import { QUOTAS } from "../../app/shared/quotas.ts";
import { describeEachDatabase } from "../helpers/database.ts";
import { addAccount, addHostedHome } from "../helpers/factories.ts";

const MINUTE = 60_000;
const rule = { kind: "test-rule", limit: 3, windowMs: 60 * MINUTE };
const other = { kind: "test-other", limit: 5, windowMs: 60 * MINUTE };

/** Per-account quotas, counted in the database. */
describeEachDatabase("quotas", (database) => {
  it("a rate quota: up to its limit in its window, then when there is room again; the window slides", async () => {
    const { db } = database();
    const t0 = new Date("2027-01-10T12:00:00Z");
    const at = (minutes: number) => new Date(t0.getTime() + minutes * MINUTE);
    expect(await takeQuota(db, rule, "user:a", { now: at(0) })).toEqual({ ok: true });
    expect(await takeQuota(db, rule, "user:a", { now: at(10) })).toEqual({ ok: true });
    expect(await takeQuota(db, rule, "user:a", { now: at(20) })).toEqual({ ok: true });
    expect(await quotaLeft(db, rule, "user:a", at(30))).toBe(0);
    // The oldest leaves the window 60 minutes after it came: 30 minutes from now.
    expect(await takeQuota(db, rule, "user:a", { now: at(30) })).toMatchObject({
      ok: false,
      retryAfterMs: 30 * MINUTE,
    });
    // Another subject has its own count.
    expect(await takeQuota(db, rule, "user:b", { now: at(30) })).toEqual({ ok: true });
    expect(await takeQuota(db, rule, "user:a", { now: at(61) })).toEqual({ ok: true });
  });

  it("several quotas are taken all or none: a refused action counts nowhere", async () => {
    const { db } = database();
    const now = new Date("2027-01-11T12:00:00Z");
    for (let i = 0; i < 3; i++) await takeQuota(db, rule, "listing:1", { now });
    const both = [
      { quota: other, subject: "user:c" },
      { quota: rule, subject: "listing:1" },
    ];
    expect(await takeQuotas(db, both, { now })).toMatchObject({ ok: false, quota: rule });
    expect(await quotaLeft(db, other, "user:c", now)).toBe(5);
  });

  it("parallel takes never pass the limit", async () => {
    const { db } = database();
    const now = new Date("2027-01-12T12:00:00Z");
    const takes = await Promise.all(
      Array.from({ length: 12 }, () => takeQuota(db, other, "user:parallel", { now })),
    );
    expect(takes.filter((t) => t.ok)).toHaveLength(other.limit);
  });

  it(`messages: ${QUOTAS.messagesPerHour.limit} an hour per account, beside 20 in 10 minutes`, async () => {
    const { db } = database();
    const guest = "quota-guest";
    await addAccount(db, guest);
    await addHostedHome(db, "quota-host", "quota-cabin");
    const t0 = new Date("2027-02-01T09:00:00Z");
    const made = await startInquiry(db, {
      guestId: guest,
      listingSlug: "quota-cabin",
      stay: {
        checkIn: undefined,
        checkOut: undefined,
        adults: undefined,
        children: undefined,
        pets: undefined,
      },
      body: "Hello! Is the garden fenced?",
      now: t0,
    });
    if (!made.ok) throw new Error(JSON.stringify(made));
    // One a minute: never 20 in 10 minutes, 60 in the hour.
    for (let i = 1; i < QUOTAS.messagesPerHour.limit; i++) {
      const sent = await sendMessage(db, {
        userId: guest,
        threadId: made.value.threadId,
        body: `Question number ${i}`,
        now: new Date(t0.getTime() + i * 59_000),
      });
      expect(sent.ok, `message ${i}`).toBe(true);
    }
    const refused = await sendMessage(db, {
      userId: guest,
      threadId: made.value.threadId,
      body: "One more",
      now: new Date(t0.getTime() + 59 * 60_000 + 30_000),
    });
    expect(refused).toEqual({
      ok: false,
      status: 429,
      formError: expect.stringMatching(/limit of 60 messages in an hour\. Try again in 1 minute\./),
      fieldErrors: {},
    });
  });

  it(`live streams: ${QUOTAS.liveStreams} open at once per account; one that ends gives its place back`, async () => {
    const { db } = database();
    await addAccount(db, "live-many");
    const slots = [];
    for (let i = 0; i < QUOTAS.liveStreams; i++) {
      const slot = await takeLiveSlot(db, "live-many");
      expect(slot.ok).toBe(true);
      slots.push(slot);
    }
    const refused = await takeLiveSlot(db, "live-many");
    expect(refused).toEqual({ ok: false, message: expect.stringMatching(/10 live pages open already/) });
    await addAccount(db, "live-other");
    expect((await takeLiveSlot(db, "live-other")).ok).toBe(true);
    if (slots[0]!.ok) await slots[0]!.release();
    expect((await takeLiveSlot(db, "live-many")).ok).toBe(true);
  });
});
