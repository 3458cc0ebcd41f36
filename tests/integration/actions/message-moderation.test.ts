import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, expect, it, vi } from "vitest";
import { REMOVED_MESSAGE } from "../../../app/modules/messages/messages.ts";
import { listThreads } from "../../../app/modules/messages/threads.server.ts";
import * as inquiry from "../../../app/routes/user/message-new.tsx";
import * as thread from "../../../app/routes/user/message-thread.tsx";
import * as staffReports from "../../../app/routes/staff/reports.tsx";
import * as reports from "../../../app/routes/operator/reports.tsx";
import { DECISION_NOTICES } from "../../../app/modules/messages/moderation.server.ts";
import { voiceOf } from "../../../app/i18n/voice.server.ts";

const english = voiceOf("en");
import { messageReports, messages, notifications, owners, pets } from "../../../db/schema/index.ts";
import { addListing, createUser, type TestUser } from "../../helpers/factories.ts";
import { auditCount, createOperator } from "../../helpers/operator.ts";
import { describeWithPlatform } from "../../helpers/platform.ts";
import { call, formRequest, getRequest, type Fields } from "../../helpers/requests.ts";

vi.setConfig({ testTimeout: 60_000 });

/** Reported messages are reviewed by the site's operators in the one reports queue (decisions 3700, 3610). */
describeWithPlatform("review of reported messages", (t) => {
  let host: TestUser;
  let guest: TestUser;
  let staff: TestUser;
  let threadId = "";
  const slug = `moderation-${Date.now()}`;
  const context = () => t().context();
  const db = () => t().platform.database.db;
  const queue = (cookie: string) =>
    call(reports.loader, getRequest("/operator/reports", { cookie }), context());
  const decide = (fields: Fields, cookie: string) =>
    call(
      reports.action,
      formRequest("/operator/reports", { kind: "message", ...fields }, { cookie }),
      context(),
    );
  const report = (messageId: string, reason: string) =>
    call(
      thread.action,
      formRequest(
        `/user/messages/${threadId}`,
        { intent: "report", messageId, reason },
        { cookie: host.cookie },
      ),
      context(),
      { threadId },
    );
  const say = async (body: string) => {
    const sent = await call(
      thread.action,
      formRequest(`/user/messages/${threadId}`, { intent: "send", body }, { cookie: guest.cookie }),
      context(),
      { threadId },
    );
    expect(sent.status).toBe(302);
    const [row] = await db().select().from(messages).where(eq(messages.body, body));
    return row!.id;
  };
  const openIds = async () =>
    ((await queue(staff.cookie)).data as { items: { kind: string; subject: string }[] }).items
      .filter((m) => m.kind === "message")
      .map((m) => m.subject);

  beforeAll(async () => {
    host = await createUser(t(), { firstName: "Hana", lastName: "Host" });
    guest = await createUser(t(), { firstName: "Gus", lastName: "Guest" });
    staff = await createOperator(t(), { email: `mod-${Date.now()}@staff.example`, firstName: "Mo" });
    const [owner] = await db().insert(owners).values({ name: "Hana", userId: host.id }).returning();
    await addListing(db(), { slug, ownerId: owner!.id });
    const asked = await call(
      inquiry.action,
      formRequest(`/user/messages/new?listing=${slug}`, { body: "Hello there" }, { cookie: guest.cookie }),
      context(),
    );
    expect(asked.status).toBe(302);
    threadId = asked.location!.split("/").pop()!;
  });

  it("is for operators only: anyone else is answered 404; the old staff page sends operators to the queue", async () => {
    expect((await queue(guest.cookie)).status).toBe(404);
    expect((await queue("")).status).toBe(404);
    expect((await decide({ intent: "dismiss", subject: crypto.randomUUID() }, host.cookie)).status).toBe(404);
    expect((await queue(staff.cookie)).status).toBe(200);
    const old = (cookie: string) =>
      call(staffReports.loader, getRequest("/staff/reports", { cookie }), context());
    expect((await old(guest.cookie)).status).toBe(404);
    const anonymous = await old("");
    expect(anonymous.status).toBe(302);
    expect(anonymous.location).toMatch(/^\/sign-in/);
    const moved = await old(staff.cookie);
    expect(moved.status).toBe(301);
    expect(moved.location).toBe("/operator/reports");
  });

  it("dismissing settles that report and leaves the message", async () => {
    const messageId = await say("Let's talk, friend");
    expect((await report(messageId, "Feels pushy")).status).toBe(302);
    expect(await openIds()).toContain(messageId);
    const [row] = await db().select().from(messageReports).where(eq(messageReports.messageId, messageId));
    const before = await auditCount(t());
    expect((await decide({ intent: "dismiss", subject: messageId }, staff.cookie)).status).toBe(302);
    expect(await auditCount(t())).toBe(before + 1);
    expect(await openIds()).not.toContain(messageId);
    const [settled] = await db().select().from(messageReports).where(eq(messageReports.id, row!.id));
    expect(settled).toMatchObject({ resolution: "dismissed", resolvedBy: staff.id });
    // Decided once: a second decision finds nothing waiting, and writes nothing.
    expect((await decide({ intent: "hide", subject: messageId, reason: "Rude" }, staff.cookie)).status).toBe(
      409,
    );
    expect(await auditCount(t())).toBe(before + 1);
    const [message] = await db().select().from(messages).where(eq(messages.id, messageId));
    expect(message!.removedAt).toBeNull();
    // The reporter hears their report was read; the sender hears nothing.
    const told = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, host.id), eq(notifications.type, "report_reviewed")));
    expect(told.map((n) => n.body)).toContain(DECISION_NOTICES.reportDismissed.body(english));
    const sender = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, guest.id), eq(notifications.type, "message_removed")));
    expect(sender).toHaveLength(0);
  });

  it("removing hides the message from both sides, kept for the record", async () => {
    const messageId = await say("Pay me outside the site, cheaper!");
    expect((await report(messageId, "Asks to pay outside the site")).status).toBe(302);
    const waiting = (await queue(staff.cookie)).data as {
      items: { subject: string; text: string; reports: { reason: string }[] }[];
    };
    const item = waiting.items.find((m) => m.subject === messageId)!;
    expect(item.text).toBe("Pay me outside the site, cheaper!");
    expect(item.reports[0]!.reason).toBe("Asks to pay outside the site");
    // Hiding needs a reason (the audit log keeps it).
    expect((await decide({ intent: "hide", subject: messageId }, staff.cookie)).status).toBe(400);
    expect(
      (await decide({ intent: "hide", subject: messageId, reason: "Payment outside the site" }, staff.cookie))
        .status,
    ).toBe(302);

    for (const who of [guest, host]) {
      const view = await call(
        thread.loader,
        getRequest(`/user/messages/${threadId}`, { cookie: who.cookie }),
        context(),
        {
          threadId,
        },
      );
      const shown = (view.data as { thread: { messages: { id: string; body: string; removed: boolean }[] } })
        .thread.messages;
      expect(shown.find((m) => m.id === messageId)).toMatchObject({ body: "", removed: true });
      expect(JSON.stringify(view.data)).not.toContain("cheaper");
    }
    const [inbox] = await listThreads(db(), host.id);
    expect(inbox!.snippet).toBe(REMOVED_MESSAGE);
    const [kept] = await db().select().from(messages).where(eq(messages.id, messageId));
    expect(kept!.body).toBe("Pay me outside the site, cheaper!");
    expect(kept!.removedAt).not.toBeNull();
    // A removed message cannot be reported again.
    expect((await report(messageId, "again")).status).toBe(404);
    // The sender is told (in the app, and by email as they chose: pending delivery), and so is the reporter.
    const told = await db()
      .select()
      .from(notifications)
      .where(
        and(
          inArray(notifications.userId, [guest.id, host.id]),
          inArray(notifications.type, ["message_removed", "report_reviewed"]),
          eq(notifications.body, DECISION_NOTICES.removed.body(english)),
        ),
      );
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      userId: guest.id,
      type: "message_removed",
      title: "We removed one of your messages",
      link: `/user/messages/${threadId}`,
      emailStatus: "pending",
    });
    const reporter = await db()
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, host.id),
          eq(notifications.body, DECISION_NOTICES.reportRemoved.body(english)),
        ),
      );
    expect(reporter).toHaveLength(1);
    expect(JSON.stringify([...told, ...reporter])).not.toContain("cheaper");
  });

  it("attaches the traveller's own saved pets from the composer; someone else's is refused with a 400", async () => {
    const [mine] = await db()
      .insert(pets)
      .values({ userId: guest.id, name: "Pepper", species: "dog", weightLb: 30, weightUnit: "lb" })
      .returning();
    const [theirs] = await db()
      .insert(pets)
      .values({ userId: host.id, name: "Shadow", species: "cat", weightUnit: "kg" })
      .returning();
    const send = (fields: Fields, cookie = guest.cookie) =>
      call(
        thread.action,
        formRequest(
          `/user/messages/${threadId}`,
          { intent: "send", body: "Our pets", ...fields },
          { cookie },
        ),
        context(),
        { threadId },
      );
    // The stay's page passes the pets chosen there: the inquiry form ticks the traveller's own only.
    const form = await call(
      inquiry.loader,
      getRequest(`/user/messages/new?listing=${slug}&pet=${mine!.id}&pet=${theirs!.id}`, {
        cookie: guest.cookie,
      }),
      context(),
    );
    expect(form.data).toMatchObject({
      chosenPetIds: [mine!.id],
      savedPets: [{ id: mine!.id, name: "Pepper", species: "dog" }],
    });
    const refused = await send({ pet: theirs!.id });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.data)).toContain("not among your saved pets");
    // What was typed is kept.
    expect((refused.data as { body: string }).body).toBe("Our pets");
    expect((await send({ pet: mine!.id }, host.cookie)).status).toBe(400);
    expect((await send({ petName: "Biscuit", petSpecies: "dragon" })).status).toBe(400);
    expect((await send({ pet: mine!.id, petName: "Biscuit", petSpecies: "rabbit" })).status).toBe(302);
    const view = await call(
      thread.loader,
      getRequest(`/user/messages/${threadId}`, { cookie: host.cookie }),
      context(),
      { threadId },
    );
    const shown = (view.data as { thread: { messages: { resume: { pets: { name: string }[] } | null }[] } })
      .thread.messages;
    expect(shown.at(-1)!.resume!.pets.map((p) => p.name)).toEqual(["Pepper", "Biscuit"]);
  });

  it("refuses a decision that is none of them, one a message does not allow, or a subject that is not one", async () => {
    const before = await auditCount(t());
    expect((await decide({ intent: "ban", subject: crypto.randomUUID() }, staff.cookie)).status).toBe(400);
    expect(
      (await decide({ intent: "remove", subject: crypto.randomUUID(), reason: "x" }, staff.cookie)).status,
    ).toBe(400);
    expect((await decide({ intent: "hide", subject: "nope", reason: "x" }, staff.cookie)).status).toBe(404);
    expect(
      (await decide({ intent: "hide", subject: crypto.randomUUID(), reason: "x" }, staff.cookie)).status,
    ).toBe(404);
    expect(await auditCount(t())).toBe(before);
  });
});
