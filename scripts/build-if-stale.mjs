// What `npm start` builds before it serves: the web client (Vite, into dist/client) and the server bundle
// (scripts/server-build.mjs), each only when its output is missing or older than its sources.
import { spawn } from "node:child_process";
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

/**
 * Builds the client in a child process: Vite's build sets process.env.NODE_ENV=production in the process
 * that runs it, so building in-process made the first start after a build behave differently from the
 * next. The server's environment is now the same on every start. `outDir` (tests)
 * builds elsewhere than dist/client.
 */
export function buildClient({ outDir } = {}) {
  const vite = join(ROOT, "node_modules/vite/bin/vite.js");
  const args = [
    vite,
    "build",
    "--logLevel",
    "warn",
    ...(outDir ? ["--outDir", outDir, "--emptyOutDir"] : []),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      stdio: "inherit",
    });
    child.on("error", reject);
    child.on("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`vite build failed (${signal ?? `exit code ${code}`})`)),
    );
  });
}
