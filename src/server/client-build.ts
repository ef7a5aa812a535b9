// Builds the SPA with Vite when dist/client is missing or older than its sources (npm start).
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "./paths";
import { CLIENT_DIST } from "./plugins/static-spa";

const SOURCES = ["src/client", "src/shared", "vite.config.ts", "package.json"];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function clientBuildIsStale(): boolean {
  const index = join(CLIENT_DIST, "index.html");
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return SOURCES.some((s) => newestMtime(join(ROOT, s)) > built);
}

export async function buildClient(log: (msg: string) => void): Promise<void> {
  log("Building the web client (first start or sources changed)...");
  const { build } = await import("vite");
  await build({ configFile: join(ROOT, "vite.config.ts"), logLevel: "warn" });
  log("Web client built.");
}
