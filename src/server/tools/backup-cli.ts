// npm run backup [-- --out <folder>]: backs up DATABASE_URL (pg_dump) or the PGlite database and
// uploaded files in DATA_DIR (the app must be stopped), or the objects in the bucket with FILE_STORE=s3,
// into one folder with a manifest.
import { parseArgs } from "node:util";
import { parseEnv } from "../env";
import { s3ConfigOf } from "../modules/files/store-config";
import { runBackupCli } from "./backup/cli-errors";
import { createBackup, defaultBackupDir, engineOf } from "./backup/create-backup";
import { totalRows } from "./backup/manifest";

await runBackupCli(async () => {
  const { values } = parseArgs({ options: { out: { type: "string" } } });
  const env = parseEnv();
  const where = { databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, s3: s3ConfigOf(env) };
  const now = new Date();
  const out = values.out ?? defaultBackupDir(engineOf(where), now);
  const { manifest, warnings } = await createBackup(where, out, now);
  for (const w of warnings) console.warn(`warning: ${w}`);
  console.log(
    `Backup written to ${out} (${manifest.engine}, migration ${manifest.schema.latestMigration}): ${totalRows(manifest)} rows in ${manifest.tables.length} tables, ${manifest.files.length} files.`,
  );
});
