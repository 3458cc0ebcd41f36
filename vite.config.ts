import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

type ModuleGraph = {
  getModuleInfo(id: string): { importedIds: readonly string[]; dynamicImporters: readonly string[] } | null;
};

/**
 * Every module the root route imports statically (the frame: header, footer, toasts, preferences…).
 * Every page loads all of them, so one chunk for them all costs no page anything; left to the
 * automatic splitting they came as ~15 small chunks (one per set of routes sharing them), each
 * fetched and compressed on its own (decision 2201).
 */
function shellModules(graph: ModuleGraph) {
  const found = new Set<string>();
  // With the root: the icon and the site's paths, which every page's first screen uses (decision 4030;
  // once the header hydrated later they came as two chunks of their own).
  const pending = ["./app/root.tsx", "./app/ui/icon.tsx", "./app/site.ts"].map((path) =>
    fileURLToPath(new URL(path, import.meta.url)),
  );
  while (pending.length) {
    const id = pending.pop()!;
    const info = graph.getModuleInfo(id);
    // A part imported lazily somewhere (hydrateLater, decision 2104) keeps its own chunk.
    if (found.has(id) || (info?.dynamicImporters.length ?? 0) > 0) continue;
    found.add(id);
    pending.push(...(info?.importedIds ?? []));
  }
  return found;
}
let shell: Set<string> | undefined;

export default defineConfig(({ command }) => ({
  resolve: {
    alias: [
      { find: "~", replacement: fileURLToPath(new URL("./app", import.meta.url)) },
      // Messages are compiled on the server (decision 3800): use-intl formats them with its
      // format-only path, and the ICU parser never reaches the browser.
      { find: /^use-intl\/format-message$/, replacement: "use-intl/format-message/format-only" },
    ],
  },
  // use-intl goes through Vite (not Node) in development too, so the alias above applies inside it.
  optimizeDeps: { exclude: ["use-intl"] },
  build: { target: "es2022", sourcemap: process.env.PERF_SOURCEMAP === "1" },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // React, React DOM and React Router: all of it on every page, in one file.
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
                  priority: 2,
                },
                {
                  name: (id, graph) => ((shell ??= shellModules(graph)).has(id) ? "shell" : null),
                  debugName: "shell",
                  priority: 1,
                },
              ],
            },
          },
        },
      },
    },
    // The server build's entry is our Express app (server/app.ts), which wraps
    // React Router's request handler with the platform (env, database, headers).
    ssr: { build: { target: "node24", rollupOptions: { input: "./server/app.ts" } } },
  },
  plugins: [tailwindcss(), reactRouter()],
  // The server build carries its dependencies, for a faster cold start (bench/start.ts): Node resolved and
  // compiled some 4,000 small files of better-auth, kysely, drizzle, zod… on every start.
  // Left outside: native or WASM packages (PGlite, sharp, pg), and the React and router copies
  // that server.ts shares with the build (React Router checks the load context's class). The
  // dev server keeps loading packages with Node (Vite's dev SSR cannot run CommonJS inline).
  ssr:
    command === "build"
      ? {
          noExternal: true,
          external: [
            "@electric-sql/pglite",
            "sharp",
            "pg",
            "react",
            "react-dom",
            "react-router",
            "@react-router/express",
            "@react-router/node",
            "express",
            "compression",
          ],
        }
      : { external: ["@electric-sql/pglite", "sharp", "pg"], noExternal: ["use-intl"] },
}));
