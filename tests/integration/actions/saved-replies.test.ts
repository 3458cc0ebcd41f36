import { eq } from "drizzle-orm";
import { beforeAll, expect, it, vi } from "vitest";
import * as hostInbox from "../../../app/routes/host/messages.tsx";
import * as savedRepliesPage from "../../../app/routes/host/saved-replies.tsx";
import * as inquiry from "../../../app/routes/user/message-new.tsx";
import * as thread from "../../../app/routes/user/message-thread.tsx";
import { CAP_MESSAGE, SAVED_REPLY_CAP } from "../../../app/modules/messages/saved-replies.ts";
import { createSavedReply, listSavedReplies } from "../../../app/modules/messages/saved-replies.server.ts";
import { owners, profiles } from "../../../db/schema/index.ts";
import { addListing, createUser, type TestUser } from "../../helpers/factories.ts";
import { describeWithPlatform } from "../../helpers/platform.ts";
import { call, formRequest, getRequest, toastOf, type Fields } from "../../helpers/requests.ts";
import { itRefusesHostileForms } from "./hostile.ts";

vi.setConfig({ testTimeout: 60_000 });

const PATH = "/host/saved-replies";
const MADE_UP = "00000000-0000-4000-8000-000000000000";

/** Saved replies (decision 3952): the owner's page, the owner check, and the composer's fill. */
describeWithPlatform("saved replies", (t) => {
  let host: TestUser;
  let guest: TestUser;
  let other: TestUser;
  let threadId = "";
  const slug = `saved-replies-${Date.now()}`;
  const context = () => t().context();
  const db = () => t().platform.database.db;
  const post = (fields: Fields, cookie = host.cookie) =>
    call(savedRepliesPage.action, formRequest(PATH, fields, { cookie }), context());
  const page = (query = "", cookie = host.cookie) =>
    call(savedRepliesPage.loader, getRequest(`${PATH}${query}`, { cookie }), context());
  const compose = (fields: Fields, cookie = host.cookie) =>
    call(thread.action, formRequest(`/user/messages/${threadId}`, fields, { cookie }), context(), {
      threadId,
    });
  const replies = async (cookie = host.cookie) =>
    ((await page("", cookie)).data as { replies: { id: string; name: string; body: string }[] }).replies;

  beforeAll(async () => {
    host = await createUser(t(), { firstName: "Hana", lastName: "Host" });
    guest = await createUser(t(), { firstName: "Gus", lastName: "Guest" });
    other = await createUser(t(), { firstName: "Otto", lastName: "Other" });
    const [owner] = await db().insert(owners).values({ name: "Hana", userId: host.id }).returning();
    await addListing(db(), { slug, ownerId: owner!.id });
    const asked = await call(
      inquiry.action,
      formRequest(
        `/user/messages/new?listing=${slug}`,
        { checkIn: "2027-03-01", checkOut: "2027-03-05", adults: "2", pets: "1", body: "Fenced garden?" },
        { cookie: guest.cookie },
      ),
      context(),
    );
    expect(asked.status).toBe(302);
    threadId = asked.location!.split("/").pop()!;
  });

  it("the owner adds, edits and deletes a saved reply; bad input is refused with what was typed", async () => {
    const added = await post({
      intent: "create",
      name: " Check-in ",
      body: "Hi {guest_name}, see you {check_in}.",
    });
    expect(added.status).toBe(302);
    expect((await toastOf(added))?.message).toBe("Saved reply added.");
    const [made] = await replies();
    expect(made).toMatchObject({ name: "Check-in", body: "Hi {guest_name}, see you {check_in}." });

    const editing = await page(`?edit=${made!.id}`);
    expect(editing.data).toMatchObject({ editing: { id: made!.id, name: "Check-in" } });
    const updated = await post({
      intent: "update",
      id: made!.id,
      name: "Arrival",
      body: "From {check_in_time}.",
    });
    expect(updated.status).toBe(302);
    expect(await replies()).toEqual([{ id: made!.id, name: "Arrival", body: "From {check_in_time}." }]);

    const blank = await post({ intent: "update", id: made!.id, name: "", body: "kept text" });
    expect(blank.status).toBe(400);
    expect(blank.data).toMatchObject({
      fieldErrors: { name: "Write the name." },
      values: { body: "kept text" },
    });
    expect((await post({ intent: "rename", name: "a", body: "b" })).status).toBe(400);

    expect((await post({ intent: "delete", id: made!.id })).status).toBe(302);
    expect(await replies()).toEqual([]);
  });

  it("someone else's saved reply, or a made-up or malformed id, answers 404 and stays as it was", async () => {
    const mine = await createSavedReply(db(), host.id, { name: "Mine", body: "Hands off" });
    const id = mine.ok ? mine.value.id : "";
    expect((await page(`?edit=${id}`, other.cookie)).status).toBe(404);
    expect((await page(`?edit=nonsense`)).status).toBe(404);
    expect((await post({ intent: "update", id, name: "Stolen", body: "x" }, other.cookie)).status).toBe(404);
    expect((await post({ intent: "delete", id }, other.cookie)).status).toBe(404);
    expect((await post({ intent: "delete", id: MADE_UP })).status).toBe(404);
    expect(await replies(other.cookie)).toEqual([]);
    expect((await replies()).find((r) => r.id === id)).toMatchObject({ name: "Mine", body: "Hands off" });
    // Nor can another user fill it in their own conversation, or its owner as a traveller.
    const theirs = await createSavedReply(db(), guest.id, { name: "Guest's", body: "Hi {guest_name}" });
    expect((await compose({ intent: "use-template", template: id }, guest.cookie)).status).toBe(404);
    const asTraveller = await compose(
      { intent: "use-template", template: theirs.ok ? theirs.value.id : "", body: "typed" },
      guest.cookie,
    );
    expect(asTraveller.status).toBe(400);
    expect(asTraveller.data).toMatchObject({ body: "typed" });
    expect((await post({ intent: "delete", id })).status).toBe(302);
  });

  it(`an account keeps at most ${SAVED_REPLY_CAP}; the next is refused with a clear message`, async () => {
    for (let i = (await replies()).length; i < SAVED_REPLY_CAP; i++)
      expect((await createSavedReply(db(), host.id, { name: `R${i}`, body: "b" })).ok).toBe(true);
    const refused = await post({ intent: "create", name: "One more", body: "kept" });
    expect(refused.status).toBe(409);
    expect(refused.data).toMatchObject({
      formError: CAP_MESSAGE,
      values: { name: "One more", body: "kept" },
    });
    expect(await listSavedReplies(db(), host.id)).toHaveLength(SAVED_REPLY_CAP);
    for (const r of await replies()) await post({ intent: "delete", id: r.id });
  });

  it("the owner inserts a filled saved reply in the composer, sends it, and the traveller reads it", async () => {
    await post({
      intent: "create",
      name: "Welcome",
      body: "Hi {guest_name}! {check_in} to {check_out}, check-in from {check_in_time}.",
    });
    const [welcome] = await replies();
    const view = await call(
      thread.loader,
      getRequest(`/user/messages/${threadId}`, { cookie: host.cookie }),
      context(),
      {
        threadId,
      },
    );
    expect(view.data).toMatchObject({ savedReplies: [{ id: welcome!.id, name: "Welcome" }] });
    const filled = await compose({
      intent: "use-template",
      template: welcome!.id,
      body: "Thanks for asking.",
    });
    expect(filled.status).toBe(200);
    const text = "Thanks for asking.\n\nHi Gus! Mon, Mar 1, 2027 to Fri, Mar 5, 2027, check-in from 3:00 PM.";
    expect(filled.data).toMatchObject({ error: null, body: text });
    expect((await compose({ intent: "use-template", template: "", body: "mine" })).data).toMatchObject({
      error: "Choose a saved reply.",
      body: "mine",
    });
    expect((await compose({ intent: "send", body: text })).status).toBe(302);
    const read = await call(
      thread.loader,
      getRequest(`/user/messages/${threadId}`, { cookie: guest.cookie }),
      context(),
      {
        threadId,
      },
    );
    const messages = (read.data as { thread: { messages: { body: string }[] } }).thread.messages;
    expect(messages.at(-1)?.body).toBe(text);
    expect((read.data as { savedReplies: unknown[] }).savedReplies).toEqual([]);
  });

  it("the filled dates and clock are written in the guest's saved language (decision 3855)", async () => {
    await db()
      .insert(profiles)
      .values({ id: guest.id, language: "fr" })
      .onConflictDoUpdate({ target: profiles.id, set: { language: "fr" } });
    await post({ intent: "create", name: "Dates", body: "{check_in} – {check_out}, {check_in_time}" });
    const dates = (await replies()).find((r) => r.name === "Dates")!;
    const filled = await compose({ intent: "use-template", template: dates.id, body: "" });
    expect(filled.data).toMatchObject({ body: "lun. 1 mars 2027 – ven. 5 mars 2027, 15:00" });
    await db().update(profiles).set({ language: null }).where(eq(profiles.id, guest.id));
  });

  it("the hosting inbox lists the owner's conversations about their homes, and no one else's", async () => {
    const mine = await call(
      hostInbox.loader,
      getRequest("/host/messages", { cookie: host.cookie }),
      context(),
    );
    expect(mine.data).toMatchObject({ threads: [{ id: threadId, listingSlug: slug }] });
    const travellers = await call(
      hostInbox.loader,
      getRequest("/host/messages", { cookie: guest.cookie }),
      context(),
    );
    expect(travellers.data).toEqual({ threads: [], listings: [] });
  });

  itRefusesHostileForms(t, {
    name: "routes/host/saved-replies",
    action: savedRepliesPage.action,
    path: PATH,
    fields: { name: "Hello", body: "Hi", intent: "create" },
    cookie: () => host.cookie,
  });
});
