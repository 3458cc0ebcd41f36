import { eq } from "drizzle-orm";
import { afterEach, expect, it, vi } from "vitest";
import { notificationStream } from "../../app/frame/live.server.ts";
import { createNotification } from "../../app/modules/notifications/notifications.server.ts";
import { createEventBus } from "../../app/platform/events.server.ts";
import { LIVE_HEARTBEAT_MS } from "../../app/shared/resilience.ts";
import { notifications, sessions, users } from "../../db/schema/index.ts";
import { describeEachDatabase } from "../helpers/database.ts";

interface Received {
  event: string;
  id: string | null;
  data: Record<string, unknown>;
}

/** Reads a stream's events as they come; `done` once the server closes it. */
function listen(response: Response) {
  const events: Received[] = [];
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const done = (async () => {
    let buffer = "";
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += value;
      const blocks = buffer.split("\n\n");
      buffer = blocks.pop()!;
      for (const block of blocks) {
        const field = (name: string) => new RegExp(`^${name}: (.*)$`, "m").exec(block)?.[1] ?? null;
        const data = field("data");
        if (field("event"))
          events.push({ event: field("event")!, id: field("id"), data: data ? JSON.parse(data) : {} });
      }
    }
  })();
  return { events, done, of: (type: string) => events.filter((e) => e.event === type) };
}

/** Polls with real timers (the heartbeat test fakes setInterval, which vi.waitFor would drive). */
async function until(check: () => boolean) {
  for (let i = 0; i < 1000 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(check()).toBe(true);
}

afterEach(() => {
  vi.useRealTimers();
});

describeEachDatabase("the live channel", (database) => {
  it("replays what a page missed while disconnected, from the database, each notification once", async () => {
    const handle = database();
    const { db } = handle;
    await db.insert(users).values({ id: "r1", name: "Ro", email: "r1@example.com" });
    const older = await createNotification(db, {
      userId: "r1",
      type: "stay_reminder",
      title: "Before the page opened",
    });
    // Older than the replay's slack (LIVE_REPLAY_SLACK_MS): what the page already had.
    await db
      .update(notifications)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(notifications.id, older.id));
    const events = await createEventBus(handle);
    const owner = { userId: "r1", sessionId: "s-r1" };

    const first = new AbortController();
    const one = listen(notificationStream({ db, events }, owner, first.signal));
    await vi.waitFor(() => expect(one.of("state")).toHaveLength(1));
    expect(one.of("state")[0]!.id).toMatch(/^\d+_[0-9a-f-]{36}$/);
    await createNotification(db, { userId: "r1", type: "stay_reminder", title: "Heard live" });
    await vi.waitFor(() => expect(one.of("notification")).toHaveLength(1));
    const lastEventId = one.events.at(-1)!.id;
    first.abort();
    await one.done;

    // Written while the page was away (by any process: the stream reads the table).
    await createNotification(db, { userId: "r1", type: "stay_reminder", title: "Missed" });
    const again = new AbortController();
    const two = listen(notificationStream({ db, events }, { ...owner, lastEventId }, again.signal));
    await vi.waitFor(() => expect(two.of("state")).toHaveLength(1));
    // Replayed from a little before the cursor (late commits): "Heard live" is the cursor itself.
    expect(two.of("notification").map((e) => e.data.title)).toEqual(["Missed"]);
    expect(two.of("state")[0]!.data).toMatchObject({ unread: 3, latest: { title: "Missed" } });
    // Live again: a new one comes once, and the replayed one does not come back.
    await createNotification(db, { userId: "r1", type: "stay_reminder", title: "After the reconnect" });
    await vi.waitFor(() => expect(two.of("notification")).toHaveLength(2));
    expect(two.of("notification").map((e) => e.data.title)).toEqual(["Missed", "After the reconnect"]);
    again.abort();
    await two.done;

    // A cursor that is not one (hostile or stale) is a fresh start: the state only.
    const odd = new AbortController();
    const three = listen(
      notificationStream({ db, events }, { ...owner, lastEventId: "1_x'; drop" }, odd.signal),
    );
    await vi.waitFor(() => expect(three.of("state")).toHaveLength(1));
    expect(three.of("notification")).toEqual([]);
    odd.abort();
    await three.done;
    await events.close();
  });

  it("tells the page its session ended (revoked anywhere), then closes", async () => {
    const handle = database();
    const { db } = handle;
    await db.insert(users).values({ id: "r2", name: "Sy", email: "r2@example.com" });
    const expiresAt = new Date(Date.now() + 3_600_000);
    await db.insert(sessions).values([
      { id: "sess-a", token: "token-a", userId: "r2", expiresAt },
      { id: "sess-b", token: "token-b", userId: "r2", expiresAt },
    ]);
    const events = await createEventBus(handle);
    const stop = new AbortController();
    const page = listen(
      notificationStream({ db, events }, { userId: "r2", sessionId: "sess-a" }, stop.signal),
    );
    await vi.waitFor(() => expect(page.of("state")).toHaveLength(1));
    // Another session of the same person ending is not this page's.
    await db.delete(sessions).where(eq(sessions.id, "sess-b"));
    await db.delete(sessions).where(eq(sessions.id, "sess-a"));
    await page.done;
    expect(page.of("signed-out")).toHaveLength(1);
    expect(page.events.at(-1)!.event).toBe("signed-out");
    await events.close();
  });

  it("sends a heartbeat every 30 seconds", async () => {
    const handle = database();
    const { db } = handle;
    await db.insert(users).values({ id: "r3", name: "Ty", email: "r3@example.com" });
    const events = await createEventBus(handle);
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const stop = new AbortController();
    const page = listen(notificationStream({ db, events }, { userId: "r3", sessionId: "s" }, stop.signal));
    await until(() => page.of("state").length === 1);
    vi.advanceTimersByTime(LIVE_HEARTBEAT_MS - 1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(page.of("heartbeat")).toHaveLength(0);
    vi.advanceTimersByTime(1);
    await until(() => page.of("heartbeat").length === 1);
    vi.advanceTimersByTime(LIVE_HEARTBEAT_MS * 2);
    await until(() => page.of("heartbeat").length === 3);
    stop.abort();
    await page.done;
    await events.close();
  });
});
