// PGlite: restores a backup into an empty DATA_DIR (or, with --force, moves what is there aside first),
// holding the DATA_DIR lock throughout so it never runs under a live app, then reads back what it
// restored for verification.
import { existsSync, readdirSync } from "node:fs";
import { mkdir, readFile, rename } from "node:fs/promises";
import { join } from "node:path";
import { openDatabase } from "../../db/client";
import { acquireDataDirLock } from "../../db/data-dir-lock";
import { diskStore } from "../../modules/files/store";
import { BackupError } from "./backup-error";
import { sha256Of } from "./checksum";
import { pinTextSettings, tableFingerprints } from "./database-facts";
import { type BackupManifest, UPLOADS_FOLDER } from "./manifest";
import { uploadsDirOf } from "./pglite-backup";
import type { RestoredState } from "./verify";

const DATA_PARTS = ["pglite", "uploads"] as const;
const holdsData = (path: string) => existsSync(path) && readdirSync(path).length > 0;

export async function restorePglite(
  dataDir: string,
  backupDir: string,
  manifest: BackupManifest,
  opts: { force: boolean; now: Date },
): Promise<RestoredState> {
  const release = acquireDataDirLock(dataDir); // throws DataDirLockedError while the app runs
  try {
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
      const fromBackup = diskStore(join(backupDir, UPLOADS_FOLDER));
      const uploads = diskStore(uploadsDirOf(dataDir));
      for (const file of manifest.files) {
        const data = await fromBackup.get(file.storageKey);
        if (!data) throw new BackupError(`The backup lacks ${UPLOADS_FOLDER}/${file.storageKey}.`);
        await uploads.put(file.storageKey, data);
      }
      const tables = await database.db.transaction(async (tx) => {
        await pinTextSettings(tx);
        return tableFingerprints(tx);
      });
      const files = [];
      for (const file of manifest.files) {
        const data = await uploads.get(file.storageKey);
        files.push({ id: file.id, sha256: data ? sha256Of(data) : null });
      }
      return { tables, files, movedAside };
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
}
