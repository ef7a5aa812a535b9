// Runs a backup or restore command: expected failures (bad arguments or environment, the app holding
// DATA_DIR, a damaged backup, non-empty target) print their message only and exit 1.

import { DataDirLockedError } from "../../db/data-dir-lock";
import { EnvError } from "../../env";
import { BackupError } from "./backup-error";

export async function runBackupCli(command: () => Promise<void>): Promise<void> {
  try {
    await command();
  } catch (err) {
    const expected =
      err instanceof BackupError ||
      err instanceof EnvError ||
      err instanceof DataDirLockedError ||
      (err as NodeJS.ErrnoException).code?.startsWith("ERR_PARSE_ARGS");
    const hint = err instanceof DataDirLockedError ? "PGlite backup and restore need the app stopped. " : "";
    const text = expected ? `${hint}${(err as Error).message}` : ((err as Error).stack ?? String(err));
    process.stderr.write(`\n${text}\n\n`);
    process.exitCode = 1;
  }
}
