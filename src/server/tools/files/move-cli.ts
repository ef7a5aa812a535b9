// npm run files:move -- --to s3 | --to embedded [--keep-source]: moves every uploaded file between the
// embedded store (DATA_DIR/uploads beside PGlite, stored_files.data in PostgreSQL) and the object store
// (the S3_* variables), checking every sha256 (move-files.ts). Stop the app first (PGlite refuses while
// it runs); then set FILE_STORE to the target and start it again.
import { parseArgs } from "node:util";
import { openDatabase } from "../../db/client";
import { parseEnv } from "../../env";
import { openFileStore, type StoreChoice, s3ConfigOf, uploadsDirOf } from "../../modules/files/store-config";
import { BackupError } from "../backup/backup-error";
import { runBackupCli } from "../backup/cli-errors";
import { moveFiles } from "./move-files";

await runBackupCli(async () => {
  const { values } = parseArgs({
    options: { to: { type: "string" }, "keep-source": { type: "boolean", default: false } },
  });
  if (values.to !== "s3" && values.to !== "embedded")
    throw new BackupError("Usage: npm run files:move -- --to s3|embedded [--keep-source]");
  const to: StoreChoice = values.to;
  const from: StoreChoice = to === "s3" ? "embedded" : "s3";
  const env = parseEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const where = {
      engine: database.engine,
      db: database.db,
      uploadsDir: uploadsDirOf(env.DATA_DIR),
      s3: s3ConfigOf(env, true),
    };
    const report = await moveFiles(database.db, openFileStore(where, from), openFileStore(where, to), {
      keepSource: values["keep-source"],
      log: (line) => console.log(line),
    });
    if (report.problems.length)
      throw new BackupError(
        `Nothing was removed from the ${from} store; these files did not check out:\n  ${report.problems.join("\n  ")}`,
      );
    console.log(
      `files:move: ${report.files} files (${report.bytes} bytes) in the ${to} store, every sha256 verified` +
        ` (${report.alreadyThere} were there already); ${report.sourceRemoved ? `removed from the ${from} store` : `the ${from} store keeps its copies`}.`,
    );
    console.log(`Now set FILE_STORE=${to} and start the app.`);
  } finally {
    await database.close();
  }
});
