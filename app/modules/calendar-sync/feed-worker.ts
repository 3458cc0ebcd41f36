// A worker thread's entry (feed-reader.server.ts starts it): reads one feed off the main thread,
// so a feed that takes long to read costs that feed an error (the thread is ended), never the
// site its latency. Run by Node itself, not bundled: it and what it imports use plain `.ts` paths.
import { parentPort, workerData } from "node:worker_threads";
import { readFeed, type ReadOptions } from "./ical-import.ts";

const { text, options } = workerData as { text: string; options: ReadOptions };
parentPort!.postMessage(readFeed(text, options));
