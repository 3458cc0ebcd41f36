import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: { target: "es2022" },
  // The server build's entry is our Express app (server/app.ts), which wraps
  // React Router's request handler with the platform (env, database, headers).
  environments: {
    ssr: { build: { target: "node24", rollupOptions: { input: "./server/app.ts" } } },
  },
  plugins: [tailwindcss(), reactRouter()],
  ssr: { external: ["@electric-sql/pglite", "sharp", "pg"] },
});
