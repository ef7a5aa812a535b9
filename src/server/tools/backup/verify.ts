// Compares what a restore put back with what the backup's manifest promised: every table's row count
// and row md5, and every uploaded file's sha256. Returns the differences (none means verified).
import type { BackupManifest, TableFingerprint } from "./manifest";

export interface RestoredState {
  tables: TableFingerprint[];
  /** sha256 of each manifest file as found after the restore (null: missing). */
  files: { id: string; sha256: string | null }[];
  /** PGlite with --force: where the replaced DATA_DIR contents were moved (never deleted). */
  movedAside?: string;
}

export function differencesFromManifest(manifest: BackupManifest, restored: RestoredState): string[] {
  const problems: string[] = [];
  const tables = new Map(restored.tables.map((t) => [t.table, t]));
  for (const want of manifest.tables) {
    const got = tables.get(want.table);
    if (!got) problems.push(`table ${want.table} is missing`);
    else if (got.rows !== want.rows)
      problems.push(`table ${want.table}: ${got.rows} rows, expected ${want.rows}`);
    else if (got.md5 !== want.md5) problems.push(`table ${want.table}: rows differ from the backup (md5)`);
  }
  const files = new Map(restored.files.map((f) => [f.id, f.sha256]));
  for (const want of manifest.files) {
    const got = files.get(want.id);
    if (!got) problems.push(`file ${want.storageKey} is missing`);
    else if (got !== want.sha256) problems.push(`file ${want.storageKey}: sha256 differs from the backup`);
  }
  return problems;
}
