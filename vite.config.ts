import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

export default defineConfig(({ command }) => ({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: { target: "es2022" },
  // The server build's entry is our Express app (server/app.ts), which wraps
  // React Router's request handler with the platform (env, database, headers).
  environments: {
    ssr: { build: { target: "node24", rollupOptions: { input: "./server/app.ts" } } },
  },
  plugins: [tailwindcss(), reactRouter()],
  // The server build carries its dependencies (issue 21's cold start): Node resolved and
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
      : { external: ["@electric-sql/pglite", "sharp", "pg"] },
}));
