import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bodyLimit,
  bodyLimitFor,
  FORM_BODY_LIMIT,
  PHOTO_BODY_LIMIT,
  PHOTO_FORM_BODY_LIMIT,
  UPLOAD_BODY_LIMIT,
} from "./body-limit.ts";

let server: http.Server;
let base: string;

beforeAll(async () => {
  const app = express();
  app.use(bodyLimit());
  // Stands in for React Router and Better Auth: reads the whole body and says how big it was.
  app.use(async (req, res) => {
    let size = 0;
    for await (const chunk of req) size += (chunk as Buffer).length;
    res.json({ size });
  });
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A body sent in chunks without a Content-Length. */
function chunked(size: number) {
  const piece = Buffer.alloc(16 * 1024, 120);
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (let sent = 0; sent < size; sent += piece.length)
        controller.enqueue(piece.subarray(0, Math.min(piece.length, size - sent)));
      controller.close();
    },
  });
}

const post = (path: string, body: BodyInit, type = "application/x-www-form-urlencoded") =>
  fetch(base + path, {
    method: "POST",
    body,
    headers: { "content-type": type },
    duplex: "half",
  } as RequestInit);

describe("request body limits", () => {
  it("passes bodies under the limit through untouched, chunked or not", async () => {
    const small = await post("/sign-in", "a".repeat(5000));
    expect(await small.json()).toEqual({ size: 5000 });
    const streamed = await post("/sign-in", chunked(FORM_BODY_LIMIT - 10));
    expect(await streamed.json()).toEqual({ size: FORM_BODY_LIMIT - 10 });
  });

  it("refuses a declared Content-Length over the limit with 413", async () => {
    const res = await post("/api/profile", "x".repeat(FORM_BODY_LIMIT + 1), "application/json");
    expect(res.status).toBe(413);
    expect(await res.text()).toMatch(/too large/);
  });

  it("cuts a chunked body (no Content-Length) at the limit", async () => {
    const res = await post("/sign-up", chunked(FORM_BODY_LIMIT * 3)).catch((e: Error) => e);
    // The answer is a 413 (or, if the client was still sending, a closed connection): never a 200.
    if (res instanceof Response) expect(res.status).toBe(413);
  });

  it("gives uploads to the avatar endpoint the larger limit, multipart only", async () => {
    const body = Buffer.alloc(FORM_BODY_LIMIT * 5, 1);
    const upload = await post("/api/profile/avatar", body, "multipart/form-data; boundary=x");
    expect(await upload.json()).toEqual({ size: body.length });
    expect((await post("/api/profile/avatar", body)).status).toBe(413);
    const huge = await post(
      "/api/profile/avatar",
      Buffer.alloc(UPLOAD_BODY_LIMIT + 1),
      "multipart/form-data; boundary=x",
    );
    expect(huge.status).toBe(413);
  });
});

describe("bodyLimitFor: listing photos", () => {
  const limit = (path: string, type = "multipart/form-data; boundary=x") =>
    bodyLimitFor({ path, headers: { "content-type": type } } as never);

  it("gives one photo per request its limit, the no-JS form (several photos) a larger one", () => {
    expect(limit("/api/host/listings/12/photos")).toBe(PHOTO_BODY_LIMIT);
    expect(limit("/host/listings/12/photos")).toBe(PHOTO_FORM_BODY_LIMIT);
    expect(limit("/host/listings/12/photos.data")).toBe(PHOTO_FORM_BODY_LIMIT);
    expect(limit("/host/listings/12/photos", "application/x-www-form-urlencoded")).toBe(FORM_BODY_LIMIT);
    expect(limit("/host/listings/x/photos")).toBe(FORM_BODY_LIMIT);
    expect(limit("/host/listings/12/pets")).toBe(FORM_BODY_LIMIT);
  });
});

describe("uploads: sign-in first, then streamed, never held", () => {
  let gated: http.Server;
  let port = 0;
  let reached = 0;
  beforeAll(async () => {
    const app = express();
    app.use(bodyLimit(bodyLimitFor, { signedIn: async (req) => req.headers.cookie === "session=ok" }));
    // Stands in for an upload route: answers as soon as the first bytes of the body arrive.
    app.use((req, res) => {
      reached++;
      req.once("data", (chunk: Buffer) => {
        res.json({ first: chunk.length });
        req.resume();
      });
    });
    gated = http.createServer(app);
    await new Promise<void>((resolve) => gated.listen(0, "127.0.0.1", resolve));
    port = (gated.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => gated.close(() => resolve())));

  /** Starts an upload of `declared` bytes, sends 64 kB of it, and waits for the answer (never the rest). */
  const startUpload = (path: string, declared: number, cookie?: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request({
        port,
        path,
        method: "POST",
        headers: {
          "content-type": "multipart/form-data; boundary=x",
          "content-length": declared,
          ...(cookie ? { cookie } : {}),
        },
      });
      request.on("response", (response) => {
        let body = "";
        response.on("data", (chunk: Buffer) => (body += chunk));
        response.on("end", () => {
          resolve({ status: response.statusCode ?? 0, body });
          request.destroy();
        });
      });
      request.on("error", (error) =>
        (error as NodeJS.ErrnoException).code === "ECONNRESET" ? null : reject(error),
      );
      request.write(Buffer.alloc(64 * 1024, 1));
    });

  it("an upload from someone not signed in is answered 401 before its body is read", async () => {
    const before = reached;
    const answer = await startUpload("/host/listings/12/photos", PHOTO_FORM_BODY_LIMIT - 1024);
    expect(answer.status).toBe(401);
    expect(answer.body).toMatch(/sign in/);
    expect(reached).toBe(before);
  });

  it("a signed-in upload reaches its route as it arrives, not once it has all arrived", async () => {
    const answer = await startUpload("/api/host/listings/12/photos", PHOTO_BODY_LIMIT - 1024, "session=ok");
    expect(answer.status).toBe(200);
    expect((JSON.parse(answer.body) as { first: number }).first).toBeGreaterThan(0);
  });

  it("a declared size over the upload's limit is still refused at once, signed in or not", async () => {
    const answer = await startUpload("/api/profile/avatar", UPLOAD_BODY_LIMIT + 1, "session=ok");
    expect(answer.status).toBe(413);
  });

  it("forms keep the small limit and are held until complete, whatever the session", async () => {
    expect(
      bodyLimitFor({ path: "/sign-in", headers: { "content-type": "multipart/form-data" } } as never),
    ).toBe(FORM_BODY_LIMIT);
  });
});
