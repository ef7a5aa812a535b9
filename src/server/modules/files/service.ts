// Upload slots and stored files: POST /api/upload makes a pending slot that expires; the bytes PUT to
// the slot are checked (size, magic bytes) and stored under a server-made key; a document then attaches
// the file. Slots never attached expire and are removed, bytes and row, by cleanupOrphanFiles.
import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { and, eq, inArray, isNotNull, lt, or, sql } from "drizzle-orm";
import { MAX_UPLOAD_BYTES, UPLOAD_BAD_TYPE_MESSAGE, UPLOAD_EMPTY_MESSAGE } from "../../../shared/documents";
import { writeTx } from "../../db/app-today";
import type { Db, DbOrTx } from "../../db/client";
import { documentSubmissions, documents, storedFiles } from "../../db/schema-documents";
import { logActivity } from "../../lib/activity-log";
import { AppError, badRequest, notFound } from "../../lib/app-error";
import type { Caller } from "../../lib/caller";
import type { RequestCtx } from "../../lib/request-ctx";
import type { DetectedType } from "./magic";
import type { FileStore } from "./store";
import { UploadCheck } from "./upload-check";

export const SLOT_TTL_MS = 60 * 60 * 1000;
/**
 * A stored file not attached to a document within this time is an orphan too. With the housekeeping job
 * every 10 minutes (jobs/housekeeping.ts EVERY_MS) an unattached file is gone within an hour of its
 * upload (upload-limits.test.ts checks the sum).
 */
export const UNATTACHED_TTL_MS = 50 * 60 * 1000;
/**
 * Bytes a user may hold in uploads not yet in a current document (five files at the 5 MB limit): files
 * not attached yet and files of their submissions still waiting for the office's review.
 */
export const MAX_PENDING_UPLOAD_BYTES = 5 * MAX_UPLOAD_BYTES;
const MB = (n: number) => `${Math.round((n / 1024 / 1024) * 10) / 10} MB`;

/** The uploaded name with the extension of the type the bytes really are (a PDF is never "x.html"). */
export function nameForType(name: string, ext: string): string {
  const base = name.replace(/\.[A-Za-z0-9]{1,8}$/, "");
  const current = name.slice(base.length + 1).toLowerCase();
  if (current === ext || (ext === "jpg" && current === "jpeg")) return name;
  return `${base || "file"}.${ext}`.slice(-255);
}

export const uploadUrlOf = (fileId: string) => `/api/upload/${fileId}`;

export async function createUploadSlot(
  { db, caller, now }: RequestCtx,
  input: { filename: string; fileType: string },
) {
  const id = randomUUID();
  const originalName = input.filename.replace(/[\\/\r\n"]/g, "_").slice(0, 255);
  await db.insert(storedFiles).values({
    id,
    storageKey: `${id}.bin`,
    originalName,
    mimeType: input.fileType || null,
    uploadedBy: caller.id,
    status: "pending",
    expiresAt: new Date(now.getTime() + SLOT_TTL_MS),
  });
  return { uploadURL: uploadUrlOf(id), filePath: id };
}

const SLOT_USED = "This upload slot has expired or was already used. Please try again.";

/**
 * Receives the bytes PUT to a slot, streamed: the slot is taken ("receiving", so a second PUT to it
 * gets 409), the body flows through the checks (size, magic bytes, sha256) straight into the store,
 * then one transaction checks the quota and marks the file stored. Any failure removes what reached the
 * store and frees the slot again; a crash leaves a "receiving" slot, never counted, that housekeeping
 * removes with whatever part of its bytes reached the store.
 */
export async function receiveUpload(
  { db, files: store, caller, now, today }: RequestCtx,
  fileId: string,
  body: unknown,
  declaredBytes?: number,
) {
  const [slot] = await db.select().from(storedFiles).where(eq(storedFiles.id, fileId));
  if (!slot || slot.uploadedBy !== caller.id) throw notFound("Upload slot");
  if (slot.status !== "pending" || (slot.expiresAt && slot.expiresAt < now))
    throw new AppError("CONFLICT", SLOT_USED);
  if (!(body instanceof Readable)) {
    if ((typeof body === "string" && body.length > 0) || (body && typeof body === "object"))
      throw new AppError("UNSUPPORTED_MEDIA_TYPE", UPLOAD_BAD_TYPE_MESSAGE);
    throw badRequest(UPLOAD_EMPTY_MESSAGE);
  }
  if (declaredBytes === 0) throw badRequest(UPLOAD_EMPTY_MESSAGE);
  const taken = await db
    .update(storedFiles)
    .set({ status: "receiving" })
    .where(and(eq(storedFiles.id, fileId), eq(storedFiles.status, "pending")))
    .returning({ id: storedFiles.id });
  if (!taken.length) throw new AppError("CONFLICT", SLOT_USED);

  const check = new UploadCheck(MAX_UPLOAD_BYTES);
  body.once("error", (err) => check.destroy(err));
  try {
    await store.put(slot.storageKey, body.pipe(check), declaredBytes);
    const type = check.type as DetectedType;
    const stored = { bytes: check.bytes, sha256: check.sha256, mime: type.mime };
    const originalName = nameForType(slot.originalName, type.ext);
    await claimUpload({ db, today, caller, now }, fileId, originalName, stored);
    return { filePath: fileId, sizeBytes: stored.bytes, mimeType: type.mime };
  } catch (err) {
    // a failed delete leaves bytes under a pending slot: removed with the slot when it expires
    await store.delete(slot.storageKey).catch(() => {});
    await db
      .update(storedFiles)
      .set({ status: "pending" })
      .where(and(eq(storedFiles.id, fileId), eq(storedFiles.status, "receiving")));
    throw err;
  }
}

/**
 * The quota check and the claim are one transaction holding the user's row, so parallel uploads by one
 * user are counted one after another and cannot all pass on the same old total.
 */
async function claimUpload(
  { db, today, caller, now }: Pick<RequestCtx, "db" | "today" | "caller" | "now">,
  fileId: string,
  originalName: string,
  file: { bytes: number; sha256: string; mime: string },
) {
  await writeTx({ db, today }, async (tx) => {
    await tx.execute(sql`select id from users where id = ${caller.id} for update`);
    const [{ pending }] = await tx
      .select({ pending: sql<number>`coalesce(sum(${storedFiles.sizeBytes}), 0)::int` })
      .from(storedFiles)
      .where(
        and(
          eq(storedFiles.uploadedBy, caller.id),
          or(
            eq(storedFiles.status, "stored"),
            inArray(
              storedFiles.id,
              tx
                .select({ id: documentSubmissions.fileId })
                .from(documentSubmissions)
                .where(eq(documentSubmissions.status, "pending")),
            ),
          ),
        ),
      );
    if (Number(pending) + file.bytes > MAX_PENDING_UPLOAD_BYTES)
      throw new AppError(
        "PAYLOAD_TOO_LARGE",
        `You have ${MB(Number(pending))} of uploads not yet in a document or waiting for review (at most ${MB(MAX_PENDING_UPLOAD_BYTES)}). ` +
          "Save or cancel those documents first, or wait for the office's review; unattached uploads are removed within an hour.",
      );
    const claimed = await tx
      .update(storedFiles)
      .set({
        status: "stored",
        originalName,
        mimeType: file.mime,
        sizeBytes: file.bytes,
        sha256: file.sha256,
        expiresAt: new Date(now.getTime() + UNATTACHED_TTL_MS),
      })
      .where(and(eq(storedFiles.id, fileId), eq(storedFiles.status, "receiving")))
      .returning({ id: storedFiles.id });
    if (!claimed.length) throw new AppError("CONFLICT", SLOT_USED);
    await logActivity(tx, caller, {
      type: "document",
      action: "upload",
      entityType: "file",
      entityId: fileId,
      description: `Uploaded file ${originalName} (${file.mime}, ${file.bytes} bytes)`,
      metadata: { sizeBytes: file.bytes, mimeType: file.mime, sha256: file.sha256 },
    });
  });
}

/** The caller's stored, not yet attached file behind `filePath`, or a 400. */
export async function claimUploadedFile(db: DbOrTx, caller: Caller, filePath: string) {
  const id = filePath.replace(/^.*\//, "");
  const [row] = /^[0-9a-f-]{36}$/.test(id)
    ? await db.select().from(storedFiles).where(eq(storedFiles.id, id))
    : [];
  if (!row || row.uploadedBy !== caller.id || row.status !== "stored")
    throw badRequest("The uploaded file was not found or has expired. Please upload it again.");
  await db.update(storedFiles).set({ status: "attached", expiresAt: null }).where(eq(storedFiles.id, id));
  return row.id;
}

/** Removes the file row and its bytes (bytes after the row, so a crash leaves at worst an orphan key). */
export async function deleteStoredFiles(db: Db, store: FileStore, fileIds: string[]) {
  if (!fileIds.length) return;
  const rows = await db
    .delete(storedFiles)
    .where(inArray(storedFiles.id, fileIds))
    .returning({ key: storedFiles.storageKey });
  // in PostgreSQL's embedded store the bytes went with the row
  if (store.kind !== "postgres") for (const r of rows) await store.delete(r.key);
}

/**
 * Deletes expired pending slots and stored-but-never-attached files, and attached files whose document
 * is gone (a crew member's deletion cascades to their documents, not to the files) and no submission
 * holds, rows and bytes.
 */
export async function cleanupOrphanFiles(db: Db, store: FileStore, now: Date): Promise<number> {
  const rows = await db
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(
      or(
        and(
          inArray(storedFiles.status, ["pending", "receiving", "stored"]),
          isNotNull(storedFiles.expiresAt),
          lt(storedFiles.expiresAt, now),
        ),
        and(
          eq(storedFiles.status, "attached"),
          sql`not exists (select 1 from ${documents} where ${documents.fileId} = ${storedFiles.id})`,
          sql`not exists (select 1 from ${documentSubmissions} where ${documentSubmissions.fileId} = ${storedFiles.id})`,
        ),
      ),
    );
  await deleteStoredFiles(
    db,
    store,
    rows.map((r) => r.id),
  );
  return rows.length + (await sweepStrayBytes(db, store));
}

/**
 * Bytes in the store whose stored_files row is gone (a crash between deleting a row and its bytes, an
 * upload that finished after its slot was removed): deleted. A row always exists before its bytes, so a
 * key without one is never an upload in progress. Answers how many were removed.
 */
async function sweepStrayBytes(db: Db, store: FileStore): Promise<number> {
  if (store.kind === "postgres") return 0;
  const keys = await store.keys();
  let removed = 0;
  for (let i = 0; i < keys.length; i += 500) {
    const batch = keys.slice(i, i + 500);
    const known = await db
      .select({ key: storedFiles.storageKey })
      .from(storedFiles)
      .where(inArray(storedFiles.storageKey, batch));
    const keep = new Set(known.map((r) => r.key));
    for (const key of batch.filter((k) => !keep.has(k))) {
      await store.delete(key);
      removed++;
    }
  }
  return removed;
}

/** The file's name and type with its bytes as a stream (never the whole file in memory), or null. */
export async function readStoredFile({ db, files: store }: RequestCtx, fileId: string) {
  const [row] = await db
    .select({
      key: storedFiles.storageKey,
      name: storedFiles.originalName,
      mime: storedFiles.mimeType,
    })
    .from(storedFiles)
    .where(eq(storedFiles.id, fileId));
  if (!row) return null;
  const bytes = await store.open(row.key);
  return bytes ? { ...row, ...bytes } : null;
}
