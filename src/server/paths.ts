// The project root, found by walking up from this module to the folder with package.json. Files are
// located from here, not from each module's own URL, because the server also runs as one bundled file
// (dist/server/main.mjs, scripts/server-build.mjs) where every module shares the bundle's URL.
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

function findRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, "package.json"))) return dir;
    if (dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
}

export const ROOT = findRoot(dirname(fileURLToPath(import.meta.url)));
export const fromRoot = (...parts: string[]) => join(ROOT, ...parts);
