// Vite builds the React SPA in src/client into dist/client; the Fastify server serves it.
// vite-plugin-pwa (issue 22) writes the web app manifest and builds src/client/sw.ts (Workbox, our own
// routes) with the precache list of the build injected; the page registers it after first paint
// (src/client/pwa/register.ts), so nothing of it is in the initial JS.
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

const pwa = VitePWA({
  strategies: "injectManifest",
  srcDir: ".",
  filename: "sw.ts",
  injectRegister: false,
  registerType: "prompt",
  includeAssets: ["favicon.svg", "icons/apple-touch-icon.png"],
  injectManifest: {
    // the app shell: the entry, every lazy screen chunk and the CSS (hashed, so cached until replaced);
    // samples/ (OCR demo images) and the large OCR/PDF workers are fetched when used
    globPatterns: ["index.html", "assets/*.{js,css,woff2,svg}", "icons/*.png", "favicon.svg"],
    globIgnores: ["**/samples/**", "**/exceljs*.js"], // .xlsx exports need the office's link anyway
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  },
  manifest: {
    id: "/",
    name: "CrewFleet",
    short_name: "CrewFleet",
    description:
      "Crew and fleet management: your documents, contract, tours and hours of rest, also offline.",
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: "#1d4ed8",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  },
});

export default defineConfig({
  root: r("./src/client"),
  publicDir: r("./src/client/public"),
  plugins: [react(), tailwindcss(), pwa],
  resolve: { alias: { "@": r("./src/client"), "@shared": r("./src/shared") } },
  build: { outDir: r("./dist/client"), emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 600 },
});
