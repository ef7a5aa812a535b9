// Moves every uploaded file from one store to the other (embedded ⇄ object store) and proves it: each
// file's bytes are streamed from the source into the target, read back from the target and checked
// against the sha256 recorded at upload. Only when every file checks out are the source's bytes removed
// (not at all with keepSource); any difference is reported and the source is left as it was. Files the
// target already holds with the right checksum are not copied again, so a second run finishes a first.
// A move that checked out is in the activity log.

import type { Db } from "../../db/client";
import { logActivity } from "../../lib/activity-log";
import type { FileStore } from "../../modules/files/store";
import { checksumIn, copyBetween, fileRowsOf } from "../backup/backup-files";

export interface MoveReport {
  files: number;
  bytes: number;
  /** Files the target already held with the recorded checksum. */
  alreadyThere: number;
  problems: string[];
  sourceRemoved: boolean;
}

export async function moveFiles(
  db: Db,
  from: FileStore,
  to: FileStore,
  opts: { keepSource?: boolean; log?: (line: string) => void } = {},
): Promise<MoveReport> {
  const rows = await fileRowsOf(db);
  const report: MoveReport = { files: 0, bytes: 0, alreadyThere: 0, problems: [], sourceRemoved: false };
  for (const row of rows) {
    const there = await checksumIn(to, row.key);
    if (there && row.sha256 && there.sha256 === row.sha256) {
      report.alreadyThere++;
      report.files++;
      report.bytes += there.bytes;
      continue;
    }
    const sent = await copyBetween(from, to, row.key);
    if (!sent) {
      report.problems.push(`${row.key} (stored_files ${row.id}): no bytes in the source store`);
      continue;
    }
    const want = row.sha256 ?? sent.sha256;
    if (sent.sha256 !== want) {
      report.problems.push(`${row.key}: the source's bytes differ from the sha256 recorded at upload`);
      continue;
    }
    const copied = await checksumIn(to, row.key);
    if (copied?.sha256 !== want) {
      report.problems.push(`${row.key}: the copy in the target store does not match its sha256`);
      continue;
    }
    report.files++;
    report.bytes += sent.bytes;
    if (report.files % 100 === 0) opts.log?.(`${report.files} of ${rows.length} files copied and checked`);
  }
  if (report.problems.length) return report;
  if (!opts.keepSource && from.kind !== to.kind) {
    for (const row of rows) await from.delete(row.key);
    report.sourceRemoved = true;
  }
  await logActivity(db, null, {
    type: "document",
    action: "move_files",
    entityType: "file",
    description: `Moved ${report.files} files (${report.bytes} bytes) from the ${from.kind} store to the ${to.kind} store, every sha256 verified`,
    metadata: { ...report, from: from.kind, to: to.kind },
  });
  return report;
}
