import { describe, expect, it } from "vitest";
import { coalescedStream } from "./coalesced-stream.server.ts";

const turn = () => new Promise((resolve) => setImmediate(resolve));

function collect(stream: ReturnType<typeof coalescedStream>) {
  const received: string[] = [];
  stream.on("data", (chunk: Buffer) => received.push(chunk.toString()));
  return received;
}

describe("coalescedStream", () => {
  it("sends the pieces written in one turn as one, and later pieces in their own", async () => {
    const stream = coalescedStream();
    const received = collect(stream);
    stream.write("<html>");
    stream.write("<body>");
    stream.write("shell");
    await turn();
    await turn();
    expect(received).toEqual(["<html><body>shell"]);
    stream.write("<template>late</template>");
    stream.end("</html>");
    await turn();
    expect(received).toEqual(["<html><body>shell", "<template>late</template></html>"]);
  });

  it("lets a large batch go without waiting for the turn to end", () => {
    const stream = coalescedStream();
    const received = collect(stream);
    const piece = "x".repeat(16 * 1024);
    for (let i = 0; i < 5; i++) stream.write(piece);
    expect(received).toHaveLength(1);
    expect(received[0]).toHaveLength(64 * 1024);
  });

  it("calls back when the page has all been written, after the last piece", async () => {
    const events: string[] = [];
    const stream = coalescedStream(() => events.push("final"));
    stream.on("data", () => events.push("data"));
    stream.write("a");
    stream.end("b");
    await new Promise((resolve) => stream.on("end", resolve));
    expect(events).toEqual(["data", "final"]);
  });
});
