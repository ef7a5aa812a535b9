// npm run restore -- <backup folder> [--force]: restores a backup made by npm run backup into the
// empty DATA_DIR (PGlite; the app must be stopped) or the empty database at DATABASE_URL, then verifies
// every table and file against the backup's manifest.
import { parseArgs } from "node:util";
import { parseEnv } from "../env";
import { s3ConfigOf } from "../modules/files/store-config";
import { BackupError } from "./backup/backup-error";
import { runBackupCli } from "./backup/cli-errors";
import { restoreBackup } from "./backup/restore-backup";

await runBackupCli(async () => {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { force: { type: "boolean", default: false } },
  });
  if (positionals.length !== 1) throw new BackupError("Usage: npm run restore -- <backup folder> [--force]");
  const env = parseEnv();
  const report = await restoreBackup(
    { databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, s3: s3ConfigOf(env) },
    positionals[0],
    {
      force: values.force,
    },
  );
  if (report.movedAside) console.log(`The previous DATA_DIR contents were moved to ${report.movedAside}.`);
  console.log(
    `Restored the ${report.manifest.engine} backup of ${report.manifest.createdAt} (migration ${report.manifest.schema.latestMigration}).`,
  );
  console.log(
    `backup/restore: ${report.rows} rows in ${report.tables} tables, ${report.files} files verified`,
  );
});
