import { eq } from "drizzle-orm";
import { beforeAll, expect, it, vi } from "vitest";
import * as inbox from "../../../app/routes/user/messages.tsx";
import * as inquiry from "../../../app/routes/user/message-new.tsx";
import * as thread from "../../../app/routes/user/message-thread.tsx";
import { messageReports, messages, owners } from "../../../db/schema/index.ts";
import { addListing, createUser, type TestUser } from "../../helpers/factories.ts";
import { describeWithPlatform } from "../../helpers/platform.ts";
import { call, formRequest, getRequest, type Fields } from "../../helpers/requests.ts";
import { itRefusesHostileForms } from "./hostile.ts";

vi.setConfig({ testTimeout: 60_000 });

/** The message pages' actions, as the browser posts them. */
describeWithPlatform("message actions", (t) => {
  let host: TestUser;
  let guest: TestUser;
  let other: TestUser;
  let threadId = "";
  const slug = `msg-actions-${Date.now()}`;
  const context = () => t().context();
  const db = () => t().platform.database.db;
  const ask = (fields: Fields, cookie: string) =>
    call(inquiry.action, formRequest(`/user/messages/new?listing=${slug}`, fields, { cookie }), context());
  const post = (id: string, fields: Fields, cookie: string) =>
    call(thread.action, formRequest(`/user/messages/${id}`, fields, { cookie }), context(), { threadId: id });
  const view = (id: string, cookie: string) =>
    call(thread.loader, getRequest(`/user/messages/${id}`, { cookie }), context(), { threadId: id });

  beforeAll(async () => {
    host = await createUser(t(), { firstName: "Hana", lastName: "Host" });
    guest = await createUser(t(), { firstName: "Gus", lastName: "Guest" });
    other = await createUser(t(), { firstName: "Otto", lastName: "Other" });
    const [owner] = await db().insert(owners).values({ name: "Hana", userId: host.id }).returning();
    await addListing(db(), { slug, ownerId: owner!.id });
    const asked = await ask(
      { checkIn: "2027-03-01", checkOut: "2027-03-05", adults: "2", pets: "1", body: "Fenced garden?" },
      guest.cookie,
    );
    expect(asked.status).toBe(302);
    threadId = asked.location!.split("/").pop()!;
  });

  it("an inquiry with no words is refused, what was typed kept; the owner's own home is refused", async () => {
    const refused = await ask({ checkIn: "2027-03-01", body: "   " }, guest.cookie);
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({
      fieldErrors: { body: "Write a message." },
      values: { checkIn: "2027-03-01" },
    });
    expect((await ask({ body: "Hi me" }, host.cookie)).status).toBe(400);
    const page = await call(
      inquiry.loader,
      getRequest("/user/messages/new?listing=no-such-home", { cookie: guest.cookie }),
      context(),
    );
    expect(page.status).toBe(404);
  });

  it("the members read and write; anyone else gets 404", async () => {
    expect((await view(threadId, host.cookie)).status).toBe(200);
    const sent = await post(threadId, { intent: "send", body: "Yes it is." }, host.cookie);
    expect(sent.status).toBe(302);
    expect(sent.location).toBe(`/user/messages/${threadId}#composer`);
    const enhanced = await post(
      threadId,
      { intent: "send", body: "And shaded.", enhanced: "1" },
      host.cookie,
    );
    expect(enhanced.status).toBe(200);
    const empty = await post(threadId, { intent: "send", body: "" }, guest.cookie);
    expect(empty.status).toBe(400);
    const long = await post(threadId, { intent: "send", body: "x".repeat(4001) }, guest.cookie);
    expect(long.status).toBe(400);
    expect(long.data).toMatchObject({ body: "x".repeat(4001) });

    expect((await view(threadId, other.cookie)).status).toBe(404);
    expect((await post(threadId, { intent: "send", body: "hi" }, other.cookie)).status).toBe(404);
    expect((await view("not-a-thread", guest.cookie)).status).toBe(404);
    const list = await call(inbox.loader, getRequest("/user/messages", { cookie: other.cookie }), context());
    expect(list.data).toMatchObject({ threads: [] });
    const mine = await call(
      inbox.loader,
      getRequest("/user/messages?filter=travelling", { cookie: guest.cookie }),
      context(),
    );
    expect(JSON.stringify(mine.data)).toContain("And shaded.");
  });

  it("a report of the other side's message is stored", async () => {
    const [first] = await db().select().from(messages).where(eq(messages.threadId, threadId)).limit(1);
    expect(
      (await post(threadId, { intent: "report", messageId: first!.id, reason: "" }, host.cookie)).status,
    ).toBe(400);
    const reported = await post(
      threadId,
      { intent: "report", messageId: first!.id, reason: "Spam" },
      host.cookie,
    );
    expect(reported.status).toBe(302);
    expect(
      await db().select().from(messageReports).where(eq(messageReports.messageId, first!.id)),
    ).toHaveLength(1);
    expect(
      (await post(threadId, { intent: "report", messageId: first!.id, reason: "x" }, other.cookie)).status,
    ).toBe(404);
  });

  itRefusesHostileForms(t, {
    name: "routes/user/message-thread.tsx",
    action: thread.action,
    path: "/user/messages/00000000-0000-4000-8000-000000000000",
    fields: { body: "hello", intent: "send" },
    cookie: () => guest.cookie,
    params: () => ({ threadId }),
  });
  itRefusesHostileForms(t, {
    name: "routes/user/message-new.tsx",
    action: inquiry.action,
    path: `/user/messages/new?listing=${slug}`,
    fields: { body: "hello" },
    cookie: () => guest.cookie,
  });
});
