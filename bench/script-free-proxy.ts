import http from "node:http";
import zlib from "node:zlib";

/**
 * A local proxy in front of the demo site for the Lighthouse part: it passes every request through,
 * and answers pages (HTML) either as served or with their scripts taken out. Lighthouse on the two
 * tells what the site's scripts cost the first paint, apart from the HTML, styles, fonts and images:
 * both go through the same hop, so the difference is the scripts alone.
 *
 * "Taken out" means every `<script>` that runs (JSON-LD stays: it is data) and every modulepreload
 * link. The page then shows what the server rendered, as a visitor without JavaScript sees it.
 */
export function startScriptFreeProxy(target: string, port: number, withoutScripts: boolean) {
  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((req, res) => {
    const forward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: upstream.host },
        agent,
      },
      (answer) => {
        const isPage = String(answer.headers["content-type"] ?? "").startsWith("text/html");
        if (!isPage) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => {
          const html = decode(Buffer.concat(chunks), answer.headers["content-encoding"]);
          const body = zlib.gzipSync(withoutScripts ? stripScripts(html) : html);
          const headers = { ...answer.headers };
          delete headers["content-length"];
          delete headers["transfer-encoding"];
          res.writeHead(answer.statusCode ?? 200, {
            ...headers,
            "content-encoding": "gzip",
            "content-length": body.length,
          });
          res.end(body);
        });
      },
    );
    forward.on("error", () => res.writeHead(502).end());
    req.pipe(forward);
  });
  return new Promise<{ url: string; stop: () => Promise<void> }>((resolve) => {
    server.listen(port, "127.0.0.1", () =>
      resolve({
        url: `http://localhost:${(server.address() as { port: number }).port}`,
        stop: () =>
          new Promise<void>((done) => {
            agent.destroy();
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    );
  });
}

function decode(body: Buffer, encoding: string | string[] | undefined) {
  if (encoding === "gzip") return zlib.gunzipSync(body).toString("utf8");
  if (encoding === "br") return zlib.brotliDecompressSync(body).toString("utf8");
  return body.toString("utf8");
}

/** The page without anything that runs: its scripts (not JSON-LD) and its modulepreload links. */
export function stripScripts(html: string) {
  return html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script>/g, (tag, attributes: string) =>
      attributes.includes("application/ld+json") ? tag : "",
    )
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, "");
}
