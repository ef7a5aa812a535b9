// Accepting several submissions at once (POST /api/document-submissions/accept) on both engines: mixed
// outcomes in the order asked (accepted; already reviewed and unknown refused with the single accept's
// reason), nothing written for a refused one, each accepted one a current document with its activity
// entries, the office only, and the list validated (empty, duplicates, too many).
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { BULK_MAX } from "../../../shared/bulk";
import { addDays } from "../../../shared/dates";
import { activityLog } from "../../db/schema";
import { documentSubmissions, documents } from "../../db/schema-documents";
import { fileTestContext } from "../../test/helpers";
import { ENGINE } from "../../test/test-database";

describe(`accepting submissions at once (${ENGINE})`, () => {
  const ctx = fileTestContext();
  let seq = 0;

  async function pending() {
    const [row] = await ctx.db
      .insert(documentSubmissions)
      .values({
        crewMemberId: ctx.crewMemberId,
        type: "medical",
        documentNumber: `BULK-${++seq}`,
        issueDate: addDays(ctx.today, -10),
        expiryDate: addDays(ctx.today, 700 + seq),
        issuingAuthority: "Port Clinic",
        submittedBy: ctx.userIds.crew,
      })
      .returning();
    return row;
  }
  const bulk = (ids: string[], role: "office_staff" | "admin" | "crew" = "office_staff") =>
    ctx.as(role, { method: "POST", url: "/api/document-submissions/accept", payload: { ids } });
  const entriesFor = async (ids: string[]) =>
    ctx.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, "accept"), inArray(activityLog.entityId, ids)));

  it("accepts the pending ones and refuses the others with the reason, writing nothing for them", async () => {
    const [a, b, reviewed] = [await pending(), await pending(), await pending()];
    const first = await ctx.as("office_staff", {
      method: "POST",
      url: `/api/document-submissions/${reviewed.id}/accept`,
    });
    expect(first.statusCode).toBe(200);
    const reviewedBefore = (
      await ctx.db.select().from(documentSubmissions).where(eq(documentSubmissions.id, reviewed.id))
    )[0];
    const docsBefore = (await ctx.db.select().from(documents)).length;
    const unknown = "00000000-0000-4000-8000-000000000000";

    const res = await bulk([a.id, reviewed.id, unknown, b.id], "admin");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      results: [
        { id: a.id, label: "Medical Certificate BULK-1 of Carl Crew", status: "ok", message: null },
        {
          id: reviewed.id,
          label: "Medical Certificate BULK-3 of Carl Crew",
          status: "refused",
          message: "This submission has already been reviewed",
        },
        { id: unknown, label: "Unknown submission", status: "refused", message: "Submission not found" },
        { id: b.id, label: "Medical Certificate BULK-2 of Carl Crew", status: "ok", message: null },
      ],
      summary: { ok: 2, refused: 2 },
    });

    const subs = await ctx.db
      .select()
      .from(documentSubmissions)
      .where(inArray(documentSubmissions.id, [a.id, b.id, reviewed.id]));
    const byId = new Map(subs.map((s) => [s.id, s]));
    for (const s of [a, b]) {
      expect(byId.get(s.id)).toMatchObject({ status: "accepted", reviewedBy: ctx.userIds.admin });
      const [doc] = await ctx.db
        .select()
        .from(documents)
        .where(eq(documents.id, byId.get(s.id)?.documentId as string));
      expect(doc).toMatchObject({ documentNumber: s.documentNumber, crewMemberId: ctx.crewMemberId });
    }
    // the refused one is as it was: reviewed once, by the office, one document
    expect(byId.get(reviewed.id)).toEqual(reviewedBefore);
    expect((await ctx.db.select().from(documents)).length).toBe(docsBefore + 2);
    // one accept entry per accepted record, none for the refused
    const entries = await entriesFor([a.id, b.id, reviewed.id]);
    expect(entries.filter((e) => e.entityId === a.id)).toHaveLength(1);
    expect(entries.filter((e) => e.entityId === b.id)).toHaveLength(1);
    expect(entries.filter((e) => e.entityId === reviewed.id && e.userId === ctx.userIds.admin)).toHaveLength(
      0,
    );
  });

  it("is the office's: a crew caller gets 403 and nothing changes", async () => {
    const s = await pending();
    expect((await bulk([s.id], "crew")).statusCode).toBe(403);
    const [row] = await ctx.db.select().from(documentSubmissions).where(eq(documentSubmissions.id, s.id));
    expect(row.status).toBe("pending");
  });

  it("validates the list: empty, a record twice, too many, not an id", async () => {
    const s = await pending();
    const many = Array.from(
      { length: BULK_MAX + 1 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
    );
    for (const ids of [[], [s.id, s.id], many, ["nope"]]) expect((await bulk(ids)).statusCode).toBe(400);
    const [row] = await ctx.db.select().from(documentSubmissions).where(eq(documentSubmissions.id, s.id));
    expect(row.status).toBe("pending");
  });
});
