import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * Without a real provider, messages are written one JSON file each under
 * DATA_DIR/outbox/<kind>/, named so they sort by time. Tests read them there.
 */
export function writeOutbox(dataDir: string, kind: "email" | "sms", message: object) {
  const dir = path.join(dataDir, "outbox", kind);
  fs.mkdirSync(dir, { recursive: true });
  const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${crypto.randomBytes(4).toString("hex")}.json`;
  fs.writeFileSync(path.join(dir, name), JSON.stringify(message, null, 2));
  return path.join(dir, name);
}

export function readOutbox<T>(dataDir: string, kind: "email" | "sms"): (T & { file: string })[] {
  const dir = path.join(dataDir, "outbox", kind);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => ({ ...(JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")) as T), file: name }));
}
