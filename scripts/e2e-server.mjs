// Starts the app for the e2e suite on a fresh data dir (the dir named by DATA_DIR is wiped first).

import { spawn } from "node:child_process";
import { rmSync } from "node:fs";

rmSync(process.env.DATA_DIR, { recursive: true, force: true });
const child = spawn(process.execPath, ["scripts/start.mjs"], {
  stdio: "inherit",
  env: process.env,
});
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => child.kill(sig));
child.on("exit", (code) => process.exit(code ?? 0));
