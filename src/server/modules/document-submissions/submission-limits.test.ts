// What a seafarer's submissions may hold, on both engines: their files count in the upload quota while
// they wait for review (attaching a file to a submission does not free it), and a submission the office
// has not reviewed within SUBMISSION_TTL_DAYS is withdrawn by the housekeeping run: closed with a reason
// the seafarer reads and is e-mailed, its file deleted (bytes and row), its bytes back in the quota.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays } from "../../../shared/dates";
import { MAX_UPLOAD_BYTES } from "../../../shared/documents";
import { emailOutbox } from "../../db/schema";
import { documentSubmissions, storedFiles } from "../../db/schema-documents";
import { crewMembers } from "../../db/schema-fleet";
import { PDF } from "../../test/files";
import { fileTestContext } from "../../test/helpers";
import { ENGINE } from "../../test/test-database";
import { MAX_PENDING_UPLOAD_BYTES } from "../files/service";
import { expireSubmissions, SUBMISSION_EXPIRED_REASON, SUBMISSION_TTL_DAYS } from "./expiry";

const DAY_MS = 86_400_000;

describe(`submission limits (${ENGINE})`, () => {
  const ctx = fileTestContext();
  const big = Buffer.concat([PDF, Buffer.alloc(MAX_UPLOAD_BYTES - PDF.length - 16, 0x20)]);

  /** A crew upload of `bytes` (PUT status) and, when stored, its submission for review. */
  async function submitFile(n: number) {
    const slot = await ctx.as("crew", {
      method: "POST",
      url: "/api/upload",
      payload: { filename: `scan-${n}.pdf`, fileType: "application/pdf" },
    });
    const put = await ctx.as("crew", {
      method: "PUT",
      url: slot.json().uploadURL,
      headers: { "content-type": "application/pdf" },
      payload: big,
    });
    if (put.statusCode !== 200) return { put };
    const sub = await ctx.as("crew", {
      method: "POST",
      url: "/api/documents",
      payload: {
        type: "medical",
        documentNumber: `MED-Q${n}`,
        issueDate: addDays(ctx.today, -5),
        expiryDate: addDays(ctx.today, 700),
        issuingAuthority: "Port Clinic",
        filePath: slot.json().filePath,
      },
    });
    expect(sub.statusCode).toBe(202);
    return { put, submission: sub.json() as { id: string } };
  }

  it("counts files waiting for review in the quota, and withdraws submissions not reviewed in time", async () => {
    await ctx.db
      .update(crewMembers)
      .set({ email: "seafarer@example.com" })
      .where(eq(crewMembers.id, ctx.crewMemberId));
    const fits = Math.floor(MAX_PENDING_UPLOAD_BYTES / big.length);
    const sent = [];
    for (let i = 0; i < fits; i++) {
      const r = await submitFile(i);
      expect(r.put.statusCode, `upload ${i}`).toBe(200);
      sent.push(r.submission as { id: string });
    }
    const over = await submitFile(fits);
    expect(over.put.statusCode).toBe(413);
    expect(over.put.json().message).toMatch(/waiting for review \(at most 25 MB\)/);

    // not yet due: nothing changes
    const [{ submittedAt }] = await ctx.db
      .select({ submittedAt: documentSubmissions.submittedAt })
      .from(documentSubmissions)
      .where(eq(documentSubmissions.id, sent[fits - 1].id));
    const sentAt = new Date(submittedAt).getTime();
    const soon = new Date(sentAt + (SUBMISSION_TTL_DAYS - 1) * DAY_MS);
    expect(await expireSubmissions(ctx.db, ctx.app.fileStore, soon)).toBe(0);

    const later = new Date(sentAt + (SUBMISSION_TTL_DAYS + 1) * DAY_MS);
    const keys = await ctx.db
      .select({ id: storedFiles.id, key: storedFiles.storageKey })
      .from(storedFiles)
      .where(and(eq(storedFiles.uploadedBy, ctx.userIds.crew), eq(storedFiles.status, "attached")));
    expect(keys.length).toBe(fits);
    expect(await expireSubmissions(ctx.db, ctx.app.fileStore, later)).toBe(fits);
    for (const { id } of sent) {
      const [row] = await ctx.db.select().from(documentSubmissions).where(eq(documentSubmissions.id, id));
      expect(row).toMatchObject({
        status: "rejected",
        rejectReason: SUBMISSION_EXPIRED_REASON,
        fileId: null,
      });
    }
    for (const { id } of keys)
      expect(await ctx.db.select().from(storedFiles).where(eq(storedFiles.id, id))).toEqual([]);
    for (const { key } of keys) expect(await ctx.app.fileStore.get(key)).toBeNull();
    // the seafarer reads why on their list and is e-mailed
    const mine = await ctx.as("crew", { method: "GET", url: "/api/document-submissions?status=rejected" });
    expect(mine.json().map((s: { rejectReason: string }) => s.rejectReason)).toContain(
      SUBMISSION_EXPIRED_REASON,
    );
    const mails = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "document_expired"));
    expect(mails.length).toBe(fits);
    // the quota is free again
    expect((await submitFile(99)).put.statusCode).toBe(200);
  });
});
