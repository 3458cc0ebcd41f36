import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawn } from "node:child_process";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock.server.ts";

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pfr-lock-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe("data folder lock", () => {
  it("is held while the server runs and released after", () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, ".lock"), "utf8")).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, ".lock"))).toBe(false);
  });

  it("refuses, with a clear message, when another live process holds it", async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 20000)"]);
    try {
      fs.writeFileSync(path.join(dir, ".lock"), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(new RegExp(`in use by another process \\(pid ${other.pid}\\)`));
    } finally {
      other.kill();
    }
  });

  it("takes over a lock left by a process that died", () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, ".lock"), "999999999");
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, ".lock"), "utf8")).toBe(String(process.pid));
    release();
  });

  it("creates the folder when it does not exist", () => {
    const dir = path.join(tempDir(), "nested", "data");
    lockDataDir(dir)();
    expect(fs.existsSync(dir)).toBe(true);
  });
});
