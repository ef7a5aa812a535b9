// Bundles the server (src/server/main.ts and what it imports from src) into dist/server/main.mjs with
// esbuild; packages stay in node_modules. `npm start` runs the bundle with plain node: no TypeScript
// loader thread and no per-module compile at start, which keeps the server's memory well under budget
// (DESIGN §7). Run directly (`node scripts/server-build.mjs`, part of `npm run build`) it always builds;
// scripts/start.mjs builds only when the bundle is missing or older than its sources.
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { isStale, ROOT } from "./build-if-stale.mjs";

export const SERVER_BUNDLE = join(ROOT, "dist/server/main.mjs");

export const serverBuildIsStale = () =>
  isStale("dist/server/main.mjs", [
    "src/server",
    "src/shared",
    "package.json",
    "package-lock.json",
    "scripts/server-build.mjs",
  ]);

export async function buildServer() {
  const esbuild = await import("esbuild");
  const result = await esbuild.build({
    entryPoints: [join(ROOT, "src/server/main.ts")],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20.19", // keeps import attributes (a JSON import needs `with { type: "json" }`)
    packages: "external",
    write: false,
    logLevel: "warning",
    banner: { js: "// Built by scripts/server-build.mjs from src/server: do not edit." },
  });
  await esbuild.stop(); // its service process would otherwise live as long as the server
  // Written to a temporary name and renamed, so two starts building at once never run a half-written file.
  mkdirSync(dirname(SERVER_BUNDLE), { recursive: true });
  const tmp = `${SERVER_BUNDLE}.${process.pid}.tmp`;
  writeFileSync(tmp, result.outputFiles[0].contents);
  renameSync(tmp, SERVER_BUNDLE);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await buildServer();
