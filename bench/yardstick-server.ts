// The page-throughput yardstick: a bare React Router page served the
// way server.ts serves the app (Express 5, compression, @react-router/express's
// request handler, React's streaming renderer, NODE_ENV=production), with none of
// the app (no root loader, session, database, CSP or logs). The build is written
// by hand here rather than by Vite: one root route with a trivial loader, so the
// figure is what React Router itself costs per page on this machine, and a page's
// ratio to it is what the app adds. Run by bench/pages.ts as its own process:
// `PORT=3701 node bench/yardstick-server.ts`.
import http from "node:http";
import { PassThrough } from "node:stream";
import compression from "compression";
import express from "express";
import type { ReactNode } from "react";

process.env.NODE_ENV = "production";
// Loaded after NODE_ENV is set, so React and the router pick their production builds.
const { createElement: h } = await import("react");
const { renderToPipeableStream } = await import("react-dom/server");
const { Links, Meta, Outlet, Scripts, ServerRouter, useLoaderData } = await import("react-router");
const { createReadableStreamFromReadable } = await import("@react-router/node");
const { createRequestHandler } = await import("@react-router/express");

function Page() {
  const data = useLoaderData() as { greeting: string };
  return h("main", null, h("h1", null, data.greeting), h("p", null, "A bare React Router page."));
}

function Layout({ children }: { children: ReactNode }) {
  return h(
    "html",
    { lang: "en" },
    h(
      "head",
      null,
      h("meta", { charSet: "utf-8" }),
      h("meta", { name: "viewport", content: "width=device-width, initial-scale=1" }),
      h(Meta),
      h(Links),
    ),
    h("body", null, children, h(Scripts)),
  );
}

const rootModule = {
  default: () => h(Outlet),
  Layout,
  meta: () => [{ title: "Yardstick" }],
};
const pageModule = {
  default: Page,
  loader: () => ({ greeting: "Hello" }),
};

/** The same streaming entry as app/entry.server.tsx, minus the nonce. */
function handleRequest(request: Request, status: number, headers: Headers, routerContext: unknown) {
  return new Promise<Response>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(
      h(ServerRouter, { context: routerContext as never, url: request.url }),
      {
        onShellReady() {
          const body = new PassThrough();
          headers.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers, status }));
        },
        onShellError: reject,
      },
    );
  });
}

const manifestRoute = (id: string, parentId: string | undefined, path: string, index?: boolean) => ({
  id,
  parentId,
  path,
  index,
  caseSensitive: undefined,
  module: `/assets/${id}.js`,
  imports: [],
  css: [],
  hasAction: false,
  hasLoader: id !== "root",
  hasClientAction: false,
  hasClientLoader: false,
  hasClientMiddleware: false,
  hasErrorBoundary: false,
});

const build = {
  entry: { module: { default: handleRequest } },
  routes: {
    root: { id: "root", parentId: undefined, path: "", module: rootModule },
    page: { id: "page", parentId: "root", path: "bare", index: undefined, module: pageModule },
  },
  assets: {
    entry: { module: "/assets/entry.client.js", imports: [], css: [] },
    routes: { root: manifestRoute("root", undefined, ""), page: manifestRoute("page", "root", "bare") },
    url: "/assets/manifest.js",
    version: "yardstick",
  },
  assetsBuildDirectory: "build/client",
  basename: "/",
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  publicPath: "/",
  allowedActionOrigins: false,
};

/**
 * Lighthouse's baseline (bench/lighthouse.ts): a trivial static page, as good as a page
 * can be (title, description, language, viewport, no script), so the app's pages are
 * read as points below it.
 */
const STATIC_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>A trivial static page</title>
<meta name="description" content="The bench's baseline: a static page with a heading and a paragraph, no scripts.">
<link rel="icon" href="data:,">
<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem;color:#1a1a1a;background:#fff}</style>
</head>
<body>
<main><h1>A trivial static page</h1><p>Pet Friendly Rentals by Owner's bench compares every page with this one.</p></main>
</body>
</html>`;

const app = express();
app.disable("x-powered-by");
app.use(compression());
app.get("/static", (_req, res) => void res.type("html").send(STATIC_PAGE));
app.get("/robots.txt", (_req, res) => void res.type("text/plain").send("User-agent: *\nAllow: /\n"));
app.use(createRequestHandler({ build: build as never, mode: "production" }));
const port = Number(process.env.PORT ?? 3701);
http.createServer(app).listen(port, "localhost", () => console.log(`yardstick on ${port}`));
