// What `npm start` builds before it serves: the web client (Vite, into dist/client) and the server bundle
// (scripts/server-build.mjs), each only when its output is missing or older than its sources.
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = fileURLToPath(new URL("..", import.meta.url));

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** True when `output` (a file under ROOT) is missing or older than any of `sources`. */
export function isStale(output, sources) {
  const file = join(ROOT, output);
  if (!existsSync(file)) return true;
  const built = statSync(file).mtimeMs;
  return sources.some((s) => newestMtime(join(ROOT, s)) > built);
}

export const clientBuildIsStale = () =>
  isStale("dist/client/index.html", ["src/client", "src/shared", "vite.config.ts", "package.json"]);

export async function buildClient() {
  const { build } = await import("vite");
  await build({ configFile: join(ROOT, "vite.config.ts"), logLevel: "warn" });
}
