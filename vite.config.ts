// Vite builds the React SPA in src/client into dist/client; the Fastify server serves it.
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  root: r("./src/client"),
  publicDir: r("./src/client/public"),
  plugins: [react(), tailwindcss()],
  resolve: { alias: { "@": r("./src/client"), "@shared": r("./src/shared") } },
  build: { outDir: r("./dist/client"), emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 600 },
});
