// Upload limits: a per-user quota of bytes in uploads not yet attached to a document,
// held under parallel uploads; a per-user upload rate; unattached files gone within the hour; and a
// stored file named for what its bytes are (item 10).
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES } from "../../../shared/documents";
import { storedFiles } from "../../db/schema-documents";
import { EVERY_MS as CLEANUP_EVERY_MS } from "../../jobs/housekeeping";
import { PDF } from "../../test/files";
import { buildTestContext, type TestContext } from "../../test/helpers";
import { ENGINE } from "../../test/test-database";
import { UPLOADS_PER_MINUTE } from "./routes";
import { cleanupOrphanFiles, MAX_PENDING_UPLOAD_BYTES, UNATTACHED_TTL_MS } from "./service";

describe(`upload limits (${ENGINE})`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestContext();
  });
  afterAll(() => ctx.close());

  const slot = async (role: "crew" | "admin" | "office_staff", filename = "scan.pdf") => {
    const res = await ctx.as(role, {
      method: "POST",
      url: "/api/upload",
      payload: { filename, fileType: "application/pdf" },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { uploadURL: string; filePath: string };
  };
  const put = (role: "crew" | "admin" | "office_staff", url: string, body: Buffer) =>
    ctx.as(role, { method: "PUT", url, headers: { "content-type": "application/pdf" }, payload: body });

  it("holds a user's unattached uploads to the quota, even when sent in parallel (413 with a clear message)", async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(MAX_UPLOAD_BYTES - PDF.length - 16, 0x20)]);
    const slots = [];
    for (let i = 0; i < 8; i++) slots.push(await slot("crew"));
    const answers = await Promise.all(slots.map((s) => put("crew", s.uploadURL, big)));
    const ok = answers.filter((r) => r.statusCode === 200);
    const refused = answers.filter((r) => r.statusCode === 413);
    expect(ok.length).toBe(Math.floor(MAX_PENDING_UPLOAD_BYTES / big.length));
    expect(ok.length + refused.length).toBe(8);
    expect(refused[0].json()).toMatchObject({ code: "PAYLOAD_TOO_LARGE" });
    expect(refused[0].json().message).toMatch(/waiting for review \(at most 25 MB\)/);
    const [{ total }] = await ctx.db
      .select({ total: sql<number>`coalesce(sum(${storedFiles.sizeBytes}), 0)::int` })
      .from(storedFiles)
      .where(eq(storedFiles.uploadedBy, ctx.userIds.crew));
    expect(Number(total)).toBeLessThanOrEqual(MAX_PENDING_UPLOAD_BYTES);
    // another user has a quota of their own
    const other = await slot("office_staff");
    expect((await put("office_staff", other.uploadURL, PDF)).statusCode).toBe(200);
  });

  it(`limits uploads per user to ${UPLOADS_PER_MINUTE} a minute (429), before reading the body`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= UPLOADS_PER_MINUTE; i++)
      statuses.push((await put("admin", `/api/upload/${randomUUID()}`, PDF)).statusCode);
    expect(statuses.slice(0, UPLOADS_PER_MINUTE).every((s) => s === 404)).toBe(true);
    expect(statuses[UPLOADS_PER_MINUTE]).toBe(429);
    const res = await put("admin", `/api/upload/${randomUUID()}`, PDF);
    expect(res.json().message).toMatch(/^Too many uploads in a short time/);
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("removes an unattached upload within the hour with the cleanup as scheduled", async () => {
    expect(UNATTACHED_TTL_MS + CLEANUP_EVERY_MS).toBeLessThanOrEqual(60 * 60_000);
    const s = await slot("office_staff");
    expect((await put("office_staff", s.uploadURL, PDF)).statusCode).toBe(200);
    const uploadedAt = Date.now();
    // the cleanup runs every CLEANUP_EVERY_MS; the worst case is a run just before the upload
    let t = uploadedAt;
    const exists = async () =>
      (await ctx.db.select().from(storedFiles).where(eq(storedFiles.id, s.filePath))).length > 0;
    while (await exists()) {
      t += CLEANUP_EVERY_MS;
      await cleanupOrphanFiles(ctx.db, ctx.app.fileStore, new Date(t));
      expect(t - uploadedAt).toBeLessThanOrEqual(60 * 60_000);
    }
  });

  it("names a stored file for the type its bytes are, not the extension it was sent with", async () => {
    for (const [sent, stored] of [
      ["invoice.html", "invoice.pdf"],
      ["passport.PDF", "passport.PDF"],
      ["noextension", "noextension.pdf"],
      [".svg", "file.pdf"],
    ]) {
      const s = await slot("office_staff", sent);
      expect((await put("office_staff", s.uploadURL, PDF)).statusCode).toBe(200);
      const [row] = await ctx.db.select().from(storedFiles).where(eq(storedFiles.id, s.filePath));
      expect(row.originalName, sent).toBe(stored);
    }
  });
});
