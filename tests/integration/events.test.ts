import { expect, it, vi } from "vitest";
import { createEventBus } from "../../app/platform/events.server.ts";
import { postgresHandle } from "../../app/platform/db.server.ts";
import { describeEachDatabase } from "../helpers/database.ts";

describeEachDatabase("live events", (database, kind) => {
  it("delivers a published event to the subscribers of its topic only", async () => {
    const bus = await createEventBus(database());
    const mine = vi.fn();
    const other = vi.fn();
    const unsubscribe = bus.subscribe("user:1", mine);
    bus.subscribe("user:2", other);
    await bus.publish("user:1", { unread: 3 });
    await vi.waitFor(() => expect(mine).toHaveBeenCalledWith({ unread: 3 }));
    unsubscribe();
    // A subscriber still on the topic shows when the next event has arrived (one emit reaches
    // every subscriber at once): no timed wait for something that should not happen.
    const still = vi.fn();
    bus.subscribe("user:1", still);
    await bus.publish("user:1", { unread: 4 });
    await vi.waitFor(() => expect(still).toHaveBeenCalledWith({ unread: 4 }));
    expect(mine).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
    await bus.close();
  });

  if (kind === "postgres") {
    it("reaches another server process (another pool and connection)", async () => {
      const url = (database().pool!.options as { connectionString: string }).connectionString;
      const otherProcess = postgresHandle(url, 2);
      const receiver = await createEventBus(otherProcess);
      const sender = await createEventBus(database());
      const got = vi.fn();
      receiver.subscribe("user:9", got);
      await sender.publish("user:9", { id: "n1" });
      await vi.waitFor(() => expect(got).toHaveBeenCalledWith({ id: "n1" }));
      await receiver.close();
      await sender.close();
      await otherProcess.close();
    });
  }

  it("refuses payloads NOTIFY cannot carry", async () => {
    const bus = await createEventBus(database());
    await expect(bus.publish("big", { text: "x".repeat(9000) })).rejects.toThrow(/too large/);
    await bus.close();
  });
});
