import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttpSms, createSms } from "./sms.server.ts";

interface Received {
  method?: string;
  url?: string;
  authorization?: string;
  body: string;
}

describe("HTTP SMS provider (Twilio-compatible)", () => {
  const received: Received[] = [];
  let failNext = false;
  let server: http.Server;
  let base = "";

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = "";
      req.on("data", (chunk) => (body += chunk));
      req.on("end", () => {
        received.push({ method: req.method, url: req.url, authorization: req.headers.authorization, body });
        if (failNext) {
          failNext = false;
          res.writeHead(400, { "Content-Type": "application/json" });
          res.end(JSON.stringify({ code: 21211, message: "The 'To' number is not a valid phone number." }));
          return;
        }
        res.writeHead(201, { "Content-Type": "application/json" });
        res.end(JSON.stringify({ sid: "SM123", status: "queued" }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("posts the message as a form with basic auth to the account's Messages endpoint", async () => {
    const sms = createHttpSms({ apiUrl: base, accountSid: "AC42", authToken: "tok", from: "+15005550006" });
    await sms.send({ to: "+14155550100", text: "Your code is 123456" });
    const last = received.at(-1)!;
    expect(last.method).toBe("POST");
    expect(last.url).toBe("/2010-04-01/Accounts/AC42/Messages.json");
    expect(last.authorization).toBe(`Basic ${Buffer.from("AC42:tok").toString("base64")}`);
    const form = new URLSearchParams(last.body);
    expect(Object.fromEntries(form)).toEqual({
      To: "+14155550100",
      From: "+15005550006",
      Body: "Your code is 123456",
    });
  });

  it("throws with the provider's message when it refuses", async () => {
    const sms = createHttpSms({ apiUrl: base, accountSid: "AC42", authToken: "tok", from: "+15005550006" });
    failNext = true;
    await expect(sms.send({ to: "+1", text: "x" })).rejects.toThrow(/400: The 'To' number is not a valid/);
  });

  it("is chosen by the settings; the outbox otherwise", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pfr-sms-"));
    try {
      const before = received.length;
      await createSms({
        DATA_DIR: dir,
        SMS_API_URL: base,
        SMS_ACCOUNT_SID: "AC1",
        SMS_AUTH_TOKEN: "t",
        SMS_FROM: "+15005550006",
      }).send({ to: "+14155550100", text: "hi" });
      expect(received.length).toBe(before + 1);
      await createSms({ DATA_DIR: dir, SMS_API_URL: base }).send({ to: "+14155550100", text: "hello" });
      expect(received.length).toBe(before + 1);
      const files = fs.readdirSync(path.join(dir, "outbox", "sms"));
      expect(files).toHaveLength(1);
      expect(JSON.parse(fs.readFileSync(path.join(dir, "outbox", "sms", files[0]!), "utf8"))).toEqual({
        to: "+14155550100",
        text: "hello",
      });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("SMS settings", () => {
  it("need the token and sender once an account is set", async () => {
    const { parseEnv, InvalidSettingsError } = await import("./env.server.ts");
    expect(() => parseEnv({ SMS_ACCOUNT_SID: "AC1" })).toThrow(InvalidSettingsError);
    expect(() => parseEnv({ SMS_ACCOUNT_SID: "AC1" })).toThrow(/SMS_AUTH_TOKEN and SMS_FROM/);
    const env = parseEnv({ SMS_ACCOUNT_SID: "AC1", SMS_AUTH_TOKEN: "t", SMS_FROM: "+15005550006" });
    expect(env.SMS_API_URL).toBe("https://api.twilio.com");
    expect(() => parseEnv({ SMS_API_URL: "not a url" })).toThrow(/SMS_API_URL/);
  });
});
