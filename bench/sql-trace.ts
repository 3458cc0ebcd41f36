// Preloaded into the server by `npm run bench -- --only=pages` (node --import): every
// Postgres query's time and text, appended as JSON lines to SQL_TRACE_FILE, so the bench
// can say how many queries each page sends and which are slow. Bench only.
import fs from "node:fs";
import { createRequire } from "node:module";
import type pgModule from "pg";

const file = process.env.SQL_TRACE_FILE;
if (file) {
  const pg = createRequire(import.meta.url)("pg") as typeof pgModule;
  const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: unknown, ...args: unknown[]) {
    const started = performance.now();
    const first = args[0] as string | { text?: string };
    const text = typeof first === "string" ? first : (first?.text ?? "");
    const values = (typeof first === "object" && (first as { values?: unknown })?.values) || args[1];
    const done = () =>
      fs.appendFileSync(
        file,
        JSON.stringify({
          ms: performance.now() - started,
          text: text.replace(/\s+/g, " ").slice(0, 4000),
          values: Array.isArray(values) ? values.slice(0, 20) : undefined,
        }) + "\n",
      );
    // pg-pool passes a callback (no promise back); a client used directly answers with a promise.
    const last = args.length - 1;
    if (typeof args[last] === "function") {
      const callback = args[last] as (...a: unknown[]) => unknown;
      args[last] = (...a: unknown[]) => {
        done();
        return callback(...a);
      };
    }
    const result = original.apply(this, args);
    if (result && typeof (result as Promise<unknown>).then === "function")
      (result as Promise<unknown>).then(done, done);
    return result;
  } as typeof pg.Client.prototype.query;
}
