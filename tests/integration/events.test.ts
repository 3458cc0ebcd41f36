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
    await bus.publish("user:1", { unread: 4 });
    await new Promise((r) => setTimeout(r, 100));
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
