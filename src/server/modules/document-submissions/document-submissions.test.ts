// Document submissions on both engines: a crew upload waits for review (not a current
// document: no count, no stats), the office's queue, accept (the renewal supersedes the older document, in
// one transaction with its log entries), reject with a reason the seafarer reads and is e-mailed, each
// review once (409), crew isolation, validation, and the offline queue's Idempotency-Key on the same URL.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays } from "../../../shared/dates";
import { activityLog, emailOutbox } from "../../db/schema";
import { documentSubmissions, documents, storedFiles } from "../../db/schema-documents";
import { crewMembers } from "../../db/schema-fleet";
import { createCrewMember, createDocument } from "../../test/factories";
import { JPEG } from "../../test/files";
import { fileTestContext, type TestRole } from "../../test/helpers";
import { ENGINE } from "../../test/test-database";
import { cleanupOrphanFiles } from "../files/service";

describe(`document submissions (${ENGINE})`, () => {
  const ctx = fileTestContext();
  let seq = 0;

  async function uploadAs(role: TestRole) {
    const slot = await ctx.as(role, {
      method: "POST",
      url: "/api/upload",
      payload: { filename: "renewal.jpg", fileType: "image/jpeg" },
    });
    const put = await ctx.as(role, {
      method: "PUT",
      url: slot.json().uploadURL,
      headers: { "content-type": "image/jpeg" },
      payload: JPEG,
    });
    expect(put.statusCode).toBe(200);
    return slot.json().filePath as string;
  }

  const body = (over: Record<string, unknown> = {}) => ({
    type: "medical",
    documentNumber: `MED-${++seq}`,
    issueDate: addDays(ctx.today, -5),
    expiryDate: addDays(ctx.today, 720),
    issuingAuthority: "Port Clinic",
    ...over,
  });

  /** A crew upload through the documents URL, as the crew UI and the offline queue send it. */
  async function submit(over: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
    return ctx.as("crew", { method: "POST", url: "/api/documents", payload: body(over), headers });
  }

  const documentsOf = (crewMemberId: string) =>
    ctx.db.select().from(documents).where(eq(documents.crewMemberId, crewMemberId));

  it("keeps a crew upload as a pending submission, not a current document", async () => {
    const statsBefore = (await ctx.as("crew", { method: "GET", url: "/api/documents/stats" })).json();
    const docsBefore = (await documentsOf(ctx.crewMemberId)).length;
    const filePath = await uploadAs("crew");
    const res = await submit({ filePath, crewMemberId: ctx.crewMemberId });
    expect(res.statusCode).toBe(202);
    const sub = res.json();
    expect(sub).toMatchObject({
      status: "pending",
      crewMemberId: ctx.crewMemberId,
      typeName: "Medical Certificate",
      hasFile: true,
      fileName: "renewal.jpg",
      fileMimeType: "image/jpeg",
      filePath: `/api/document-submissions/${sub.id}/file`,
      rejectReason: null,
      documentId: null,
      submittedByName: "Carl Crew",
    });
    expect((await documentsOf(ctx.crewMemberId)).length).toBe(docsBefore);
    expect((await ctx.as("crew", { method: "GET", url: "/api/documents/stats" })).json()).toEqual(
      statsBefore,
    );
    const file = await ctx.as("crew", { method: "GET", url: sub.filePath });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(JPEG)).toBe(true);
    expect(file.headers["x-content-type-options"]).toBe("nosniff");
    // the held file is not an orphan: a day later the cleanup keeps it
    await cleanupOrphanFiles(ctx.db, ctx.app.fileStore, new Date(Date.now() + 25 * 3600_000));
    expect(await ctx.db.select().from(storedFiles).where(eq(storedFiles.id, filePath))).toHaveLength(1);
    const [entry] = await ctx.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, sub.id), eq(activityLog.action, "submit")));
    expect(entry).toMatchObject({ entityType: "document_submission", userRole: "crew" });
  });

  it("leaves office and admin uploads as current documents at once (201)", async () => {
    const res = await ctx.as("office_staff", {
      method: "POST",
      url: "/api/documents",
      payload: body({ crewMemberId: ctx.crewMemberId, type: "visa", issuingState: "USA" }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ supersededById: null, status: "valid" });
    const queue = await ctx.as("office_staff", {
      method: "GET",
      url: `/api/document-submissions?crewMemberId=${ctx.crewMemberId}`,
    });
    expect(
      queue.json().some((s: { documentNumber: string }) => s.documentNumber === res.json().documentNumber),
    ).toBe(false);
  });

  it("accepts into a current document that supersedes the older one, once", async () => {
    const old = await createDocument(ctx.db, {
      crewMemberId: ctx.crewMemberId,
      type: "bst",
      expiryDate: addDays(ctx.today, 10),
    });
    const filePath = await uploadAs("crew");
    const sub = (await submit({ type: "bst", filePath })).json();
    const queue = await ctx.as("office_staff", {
      method: "GET",
      url: "/api/document-submissions?status=pending",
    });
    expect(queue.statusCode).toBe(200);
    expect(queue.json().map((s: { id: string }) => s.id)).toContain(sub.id);
    expect(Number(queue.headers["x-total-count"])).toBeGreaterThanOrEqual(1);
    const officeFile = await ctx.as("office_staff", { method: "GET", url: sub.filePath });
    expect(officeFile.statusCode).toBe(200);

    const accepted = await ctx.as("office_staff", {
      method: "POST",
      url: `/api/document-submissions/${sub.id}/accept`,
    });
    expect(accepted.statusCode).toBe(200);
    const result = accepted.json();
    expect(result).toMatchObject({ status: "accepted", reviewedByName: "Olivia Office" });
    expect(result.reviewedAt).not.toBeNull();
    const doc = (await ctx.as("crew", { method: "GET", url: `/api/documents/${result.documentId}` })).json();
    expect(doc).toMatchObject({
      type: "bst",
      documentNumber: sub.documentNumber,
      supersededById: null,
      hasFile: true,
      fileName: "renewal.jpg",
    });
    const [oldNow] = await ctx.db.select().from(documents).where(eq(documents.id, old.id));
    expect(oldNow.supersededById).toBe(result.documentId);
    const file = await ctx.as("crew", { method: "GET", url: doc.filePath });
    expect(file.rawPayload.equals(JPEG)).toBe(true);
    const entries = await ctx.db
      .select({ action: activityLog.action, entityId: activityLog.entityId, role: activityLog.userRole })
      .from(activityLog)
      .where(eq(activityLog.userRole, "office_staff"));
    expect(entries).toEqual(
      expect.arrayContaining([
        { action: "create", entityId: result.documentId, role: "office_staff" },
        { action: "accept", entityId: sub.id, role: "office_staff" },
      ]),
    );

    // twice: 409 and nothing changes (no second document); rejecting an accepted one as well
    const count = (await documentsOf(ctx.crewMemberId)).length;
    for (const [action, payload] of [
      ["accept", undefined],
      ["reject", { reason: "Too late" }],
    ] as const) {
      const again = await ctx.as("admin", {
        method: "POST",
        url: `/api/document-submissions/${sub.id}/${action}`,
        payload,
      });
      expect(again.statusCode, action).toBe(409);
      expect(again.json().message).toBe("This submission has already been reviewed");
    }
    expect((await documentsOf(ctx.crewMemberId)).length).toBe(count);
    const [row] = await ctx.db.select().from(documentSubmissions).where(eq(documentSubmissions.id, sub.id));
    expect(row).toMatchObject({ status: "accepted", rejectReason: null, documentId: result.documentId });
  });

  it("rejects with a reason the seafarer reads and is e-mailed; the document never becomes current", async () => {
    await ctx.db
      .update(crewMembers)
      .set({ email: "carl@ship.test" })
      .where(eq(crewMembers.id, ctx.crewMemberId));
    const sub = (await submit({ type: "passport" })).json();
    const empty = await ctx.as("office_staff", {
      method: "POST",
      url: `/api/document-submissions/${sub.id}/reject`,
      payload: { reason: "   " },
    });
    expect(empty.statusCode).toBe(400);
    const rejected = await ctx.as("office_staff", {
      method: "POST",
      url: `/api/document-submissions/${sub.id}/reject`,
      payload: { reason: "  The photo is blurred: the number cannot be read  " },
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({
      status: "rejected",
      rejectReason: "The photo is blurred: the number cannot be read",
      documentId: null,
    });
    const mine = await ctx.as("crew", {
      method: "GET",
      url: "/api/document-submissions?status=pending,rejected",
    });
    expect(mine.json().find((s: { id: string }) => s.id === sub.id)).toMatchObject({
      status: "rejected",
      rejectReason: "The photo is blurred: the number cannot be read",
      reviewedByName: "Olivia Office",
    });
    expect(
      await ctx.db.select().from(documents).where(eq(documents.documentNumber, sub.documentNumber)),
    ).toHaveLength(0);
    const [mail] = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.entityId, sub.id));
    expect(mail).toMatchObject({ kind: "document_rejected", toAddress: "carl@ship.test" });
    expect(mail.bodyText).toContain("The photo is blurred: the number cannot be read");
    const [entry] = await ctx.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, sub.id), eq(activityLog.action, "reject")));
    expect(entry.description).toContain("The photo is blurred");
    const again = await ctx.as("office_staff", {
      method: "POST",
      url: `/api/document-submissions/${sub.id}/accept`,
    });
    expect(again.statusCode).toBe(409);
  });

  it("keeps a crew user to their own submissions and out of the review", async () => {
    const other = await createCrewMember(ctx.db, { firstName: "Otto", lastName: "Other" });
    const [theirs] = await ctx.db
      .insert(documentSubmissions)
      .values({
        crewMemberId: other.id,
        type: "medical",
        documentNumber: "THEIRS-1",
        issueDate: ctx.today,
        expiryDate: addDays(ctx.today, 300),
        issuingAuthority: "Clinic",
      })
      .returning();
    const list = await ctx.as("crew", { method: "GET", url: "/api/document-submissions?limit=500" });
    expect(list.json().length).toBeGreaterThan(0);
    expect(list.json().every((s: { crewMemberId: string }) => s.crewMemberId === ctx.crewMemberId)).toBe(
      true,
    );
    expect(list.body).not.toContain("THEIRS-1");
    const filtered = await ctx.as("crew", {
      method: "GET",
      url: `/api/document-submissions?crewMemberId=${other.id}`,
    });
    expect(filtered.json()).toEqual([]);
    expect(filtered.headers["x-total-count"]).toBe("0");
    const file = await ctx.as("crew", { method: "GET", url: `/api/document-submissions/${theirs.id}/file` });
    expect(file.statusCode).toBe(404);
    // the crew user may not review anything, their own submission neither
    const own = (await submit()).json();
    for (const id of [own.id, theirs.id]) {
      const accept = await ctx.as("crew", { method: "POST", url: `/api/document-submissions/${id}/accept` });
      expect(accept.statusCode).toBe(403);
      const reject = await ctx.as("crew", {
        method: "POST",
        url: `/api/document-submissions/${id}/reject`,
        payload: { reason: "self" },
      });
      expect(reject.statusCode).toBe(403);
    }
    const [still] = await ctx.db.select().from(documentSubmissions).where(eq(documentSubmissions.id, own.id));
    expect(still.status).toBe("pending");
    const anon = await ctx.as(null, { method: "GET", url: "/api/document-submissions" });
    expect(anon.statusCode).toBe(401);
    const office = await ctx.as("office_staff", {
      method: "GET",
      url: `/api/document-submissions?crewMemberId=${other.id}`,
    });
    expect(office.json().map((s: { id: string }) => s.id)).toEqual([theirs.id]);
  });

  it("answers 400 on bad input and 404 on unknown submissions", async () => {
    const unknown = "00000000-0000-4000-8000-000000000000";
    const cases = [
      ["GET", "/api/document-submissions?status=maybe", undefined, 400],
      ["GET", "/api/document-submissions?limit=501", undefined, 400],
      ["POST", "/api/document-submissions/not-a-uuid/accept", undefined, 400],
      ["POST", `/api/document-submissions/${unknown}/accept`, undefined, 404],
      ["POST", `/api/document-submissions/${unknown}/reject`, { reason: "x" }, 404],
      ["POST", `/api/document-submissions/${unknown}/reject`, {}, 400],
      ["POST", `/api/document-submissions/${unknown}/reject`, { reason: "x".repeat(501) }, 400],
      ["GET", `/api/document-submissions/${unknown}/file`, undefined, 404],
    ] as const;
    for (const [method, url, payload, status] of cases) {
      const res = await ctx.as("office_staff", { method, url, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(status);
    }
    // the crew upload is checked as before: fields, dates and the catalogue
    const missing = await ctx.as("crew", {
      method: "POST",
      url: "/api/documents",
      payload: { type: "visa" },
    });
    expect(missing.statusCode).toBe(400);
    const dates = await submit({ issueDate: "2026-01-02", expiryDate: "2026-01-01" });
    expect(dates.statusCode).toBe(400);
    const type = await submit({ type: "no_such_type" });
    expect(type.statusCode).toBe(400);
    const slot = await submit({ filePath: "00000000-0000-4000-8000-000000000001" });
    expect(slot.statusCode).toBe(400);
  });

  it("applies the offline queue's Idempotency-Key once: the same answer, one submission", async () => {
    const key = `offline-${ENGINE}-doc-1`;
    const payload = body({ documentNumber: "IDEM-1" });
    const send = () =>
      ctx.as("crew", {
        method: "POST",
        url: "/api/documents",
        payload,
        headers: { "idempotency-key": key },
      });
    const first = await send();
    const second = await send();
    expect(first.statusCode).toBe(202);
    expect(second.statusCode).toBe(202);
    expect(second.headers["idempotent-replayed"]).toBe("true");
    expect(second.json()).toEqual(first.json());
    const rows = await ctx.db
      .select()
      .from(documentSubmissions)
      .where(eq(documentSubmissions.documentNumber, "IDEM-1"));
    expect(rows).toHaveLength(1);
  });
});
