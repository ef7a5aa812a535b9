// PGlite: restores a backup into an empty DATA_DIR (or, with --force, moves what is there aside first),
// holding the DATA_DIR lock throughout so it never runs under a live app, then reads back what it
// restored for verification. The files go into DATA_DIR/uploads, or into the object store when
// FILE_STORE=s3 (which must then be empty under its prefix, unless --force).
import { existsSync, readdirSync } from "node:fs";
import { mkdir, readFile, rename } from "node:fs/promises";
import { join } from "node:path";
import { openDatabase } from "../../db/client";
import { acquireDataDirLock } from "../../db/data-dir-lock";
import { type S3Config, s3Store } from "../../modules/files/s3-store";
import { diskStore } from "../../modules/files/store";
import { uploadsDirOf } from "../../modules/files/store-config";
import { BackupError } from "./backup-error";
import { refuseNonEmptyStore, restoreFilesInto } from "./backup-files";
import { pinTextSettings, tableFingerprints } from "./database-facts";
import type { BackupManifest } from "./manifest";
import type { RestoredState } from "./verify";

const DATA_PARTS = ["pglite", "uploads"] as const;
const holdsData = (path: string) => existsSync(path) && readdirSync(path).length > 0;

export async function restorePglite(
  dataDir: string,
  backupDir: string,
  manifest: BackupManifest,
  opts: { force: boolean; now: Date; s3?: S3Config },
): Promise<RestoredState> {
  const release = acquireDataDirLock(dataDir); // throws DataDirLockedError while the app runs
  try {
    const target = opts.s3 ? s3Store(opts.s3) : diskStore(uploadsDirOf(dataDir));
    await refuseNonEmptyStore(target, opts.force, `The bucket ${opts.s3?.bucket}`);
    const present = DATA_PARTS.filter((part) => holdsData(join(dataDir, part)));
    let movedAside: string | undefined;
    if (present.length) {
      const aside = join(dataDir, `before-restore-${opts.now.toISOString().replace(/[:.]/g, "-")}`);
      if (!opts.force)
        throw new BackupError(
          `DATA_DIR ${dataDir} already holds data (${present.join(", ")}). Restore into an empty DATA_DIR, or pass --force to replace it (what is there now is moved to ${aside}, not deleted).`,
        );
      await mkdir(aside, { recursive: true });
      for (const part of DATA_PARTS)
        if (existsSync(join(dataDir, part))) await rename(join(dataDir, part), join(aside, part));
      movedAside = aside;
    }

    const archive = await readFile(join(backupDir, manifest.database.file));
    // openDatabase takes the lock this process already holds (same pid) and releases it on close
    const database = await openDatabase({
      dataDir,
      loadDataDir: new Blob([archive], { type: "application/x-gzip" }),
    });
    try {
      const tables = await database.db.transaction(async (tx) => {
        await pinTextSettings(tx);
        return tableFingerprints(tx);
      });
      const files = await restoreFilesInto(target, backupDir, manifest);
      return { tables, files, movedAside };
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
}
