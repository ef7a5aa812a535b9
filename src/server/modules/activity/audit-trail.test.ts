// The audit trail (DESIGN §7): every refused request and every change is in the activity log with who,
// what, when and from where (the caller's IP); refusals stay one cheap insert behind the login throttle;
// and the application cannot change or remove a logged row.
import { gt, sql } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityLog } from "../../db/schema";
import { logDenial } from "../../lib/activity-log";
import { createCrewMember, createDocument, createVessel, giveCertificates } from "../../test/factories";
import { buildTestContext, TEST_PASSWORD, type TestContext, type TestRole } from "../../test/helpers";
import { ENGINE } from "../../test/test-database";
import { LoginThrottle } from "../auth/login-throttle";
import { createUser } from "../users/service";

type Entry = typeof activityLog.$inferSelect;

describe(`audit trail (${ENGINE})`, () => {
  let ctx: TestContext;
  let ipSeq = 0;
  beforeAll(async () => {
    ctx = await buildTestContext({
      throttle: new LoginThrottle({ windowMs: 15 * 60_000, maxPerUsername: 2, maxPerIp: 50 }),
    });
    // sign in up front, so each measured request writes only its own entries
    for (const role of ["admin", "office_staff", "crew"] as const) await ctx.tokenFor(role);
    await createUser(ctx.db, {
      username: "locked.out",
      password: TEST_PASSWORD,
      role: "office_staff",
      name: "Locked Out",
      email: "locked@test.local",
    });
  });
  afterAll(() => ctx.close());

  const lastId = async () =>
    Number(
      (await ctx.db.select({ id: sql<number>`coalesce(max(${activityLog.id}), 0)` }).from(activityLog))[0].id,
    );

  /** Sends one request from a fresh documentation address and returns its answer and the entries it wrote. */
  async function call(role: TestRole | null, opts: InjectOptions) {
    const ip = `198.51.100.${++ipSeq}`;
    const before = await lastId();
    const started = Date.now();
    const res = await ctx.as(role, { ...opts, remoteAddress: ip });
    return { res, ip, entries: await entriesAfter(before), started, before };
  }

  const entriesAfter = (before: number) =>
    ctx.db.select().from(activityLog).where(gt(activityLog.id, before)).orderBy(activityLog.id);

  /** The entries once one of `type:action` is there: a refusal logged after the answer (onResponse). */
  async function settled(c: Awaited<ReturnType<typeof call>>, type: string, action: string) {
    for (let i = 0; i < 100; i++) {
      const entries = await entriesAfter(c.before);
      if (entries.some((e) => e.type === type && e.action === action)) return { ...c, entries };
      await new Promise((r) => setTimeout(r, 20));
    }
    return c;
  }

  /** The one entry of `type:action`, stamped with the caller, their IP and the time of the request. */
  function entryOf(
    { entries, ip, started }: Awaited<ReturnType<typeof call>>,
    type: string,
    action: string,
    role: TestRole | null,
  ): Entry {
    const matching = entries.filter((e) => e.type === type && e.action === action);
    expect(matching, `${type}:${action} among ${entries.map((e) => `${e.type}:${e.action}`)}`).toHaveLength(
      1,
    );
    const [entry] = matching;
    expect(entry.ip).toBe(ip);
    expect(entry.userId).toBe(role ? ctx.userIds[role] : null);
    expect(entry.userRole).toBe(role);
    expect(entry.createdAt.getTime()).toBeGreaterThan(started - 60_000);
    expect(entry.description.length).toBeGreaterThan(0);
    return entry;
  }

  describe("refused requests", () => {
    it("logs a 401 on a protected route: anonymous, route and method, time, IP", async () => {
      const c = await call(null, { method: "GET", url: "/api/vessels?limit=5" });
      expect(c.res.statusCode).toBe(401);
      expect(c.entries).toHaveLength(1);
      const e = entryOf(c, "security", "denied", null);
      expect(e).toMatchObject({
        username: null,
        entityType: "route",
        entityId: "GET /api/vessels",
        severity: "warning",
        metadata: { status: 401 },
        description: "An anonymous caller was refused GET /api/vessels (401: not signed in)",
      });
    });

    it("shows where a refusal came from in the activity report", async () => {
      const c = await call(null, { method: "GET", url: "/api/crew/stats" });
      const [entry] = c.entries;
      const report = await ctx.as("office_staff", {
        method: "GET",
        url: "/api/system/activity-report?limit=500",
      });
      const item = report.json().items.find((i: { id: number }) => i.id === Number(entry.id));
      expect(item).toMatchObject({ type: "security", action: "denied", username: null, ip: c.ip });
    });

    it("logs a 401 with a forged or expired token", async () => {
      const c = await call(null, {
        method: "DELETE",
        url: `/api/crew/${ctx.crewMemberId}`,
        headers: { authorization: "Bearer forged-token" },
      });
      expect(c.res.statusCode).toBe(401);
      const e = entryOf(c, "security", "denied", null);
      expect(e.entityId).toBe("DELETE /api/crew/:id");
      expect(e.description).toContain("unknown or expired session");
    });

    it("logs a 403 with the user who was refused", async () => {
      const vessel = await createVessel(ctx.db);
      const c = await call("crew", { method: "DELETE", url: `/api/vessels/${vessel.id}` });
      expect(c.res.statusCode).toBe(403);
      expect(c.entries).toHaveLength(1);
      const e = entryOf(c, "security", "denied", "crew");
      expect(e).toMatchObject({
        username: "crew",
        entityId: "DELETE /api/vessels/:id",
        metadata: { status: 403 },
        description: `crew (crew) was refused DELETE /api/vessels/${vessel.id} (403: needs vessels:write)`,
      });
    });

    it("logs a crew user's 404 on a record that is not theirs (the answer hides that it exists)", async () => {
      const other = await createCrewMember(ctx.db);
      const doc = await createDocument(ctx.db, { crewMemberId: other.id });
      const c = await settled(
        await call("crew", { method: "GET", url: `/api/documents/${doc.id}` }),
        "security",
        "denied",
      );
      expect(c.res.statusCode).toBe(404);
      const e = entryOf(c, "security", "denied", "crew");
      expect(e).toMatchObject({ entityId: "GET /api/documents/:id", metadata: { status: 404 } });
      // staff asking for a record that does not exist are not "refused": nothing is logged
      const staff = await call("office_staff", {
        method: "GET",
        url: "/api/documents/00000000-0000-4000-8000-000000000000",
      });
      expect(staff.res.statusCode).toBe(404);
      expect(staff.entries).toHaveLength(0);
    });

    it("logs a cross-site request refused before anything runs", async () => {
      const c = await call("admin", {
        method: "POST",
        url: "/api/vessels",
        headers: { origin: "https://evil.example" },
        payload: { name: "MV Csrf", type: "Tanker", flag: "Malta" },
      });
      expect(c.res.statusCode).toBe(403);
      expect(c.entries).toHaveLength(1);
      const e = entryOf(c, "security", "denied", null); // refused before the session is read
      expect(e.description).toContain("cross-site request");
    });

    it("keeps a refusal one bounded insert however long the URL", async () => {
      const before = await lastId();
      await logDenial(ctx.db, null, {
        method: "GET",
        route: `/api/${"r".repeat(5000)}`,
        path: `/api/${"p".repeat(5000)}`,
        status: 401,
        ip: "192.0.2.1",
        reason: "not signed in",
      });
      const rows = await ctx.db.select().from(activityLog).where(gt(activityLog.id, before));
      expect(rows).toHaveLength(1);
      expect(rows[0].description.length).toBeLessThan(300);
      expect(rows[0].entityId?.length).toBeLessThan(220);
    });

    it("still throttles failed sign-ins: past the limit a 429 costs no log entry", async () => {
      const wrong = {
        method: "POST" as const,
        url: "/api/auth/login",
        payload: { username: "locked.out", password: "x" },
      };
      for (let i = 0; i < 2; i++) {
        const c = await call(null, wrong);
        expect(c.res.statusCode).toBe(401);
        const [e] = c.entries;
        expect(c.entries).toHaveLength(1);
        expect(e).toMatchObject({ type: "auth", action: "login_failed", username: "locked.out", ip: c.ip });
      }
      for (let i = 0; i < 3; i++) {
        const c = await call(null, wrong);
        expect(c.res.statusCode).toBe(429);
        expect(c.entries).toEqual([]);
      }
    });
  });

  describe("changes", () => {
    it("logs vessel create, update and delete", async () => {
      const created = await call("admin", {
        method: "POST",
        url: "/api/vessels",
        payload: { name: "MV Audit", type: "Tanker", flag: "Malta" },
      });
      expect(created.res.statusCode).toBe(201);
      const id = created.res.json().id;
      expect(entryOf(created, "vessel", "create", "admin").entityId).toBe(id);
      const updated = await call("admin", {
        method: "PUT",
        url: `/api/vessels/${id}`,
        payload: { crewCapacity: 9 },
      });
      expect(updated.res.statusCode).toBe(200);
      expect(entryOf(updated, "vessel", "update", "admin").entityId).toBe(id);
      const deleted = await call("admin", { method: "DELETE", url: `/api/vessels/${id}` });
      expect(deleted.res.statusCode).toBe(200);
      expect(entryOf(deleted, "vessel", "delete", "admin").entityId).toBe(id);
    });

    it("logs crew create, update and delete", async () => {
      const person = {
        firstName: "Ada",
        lastName: "Audit",
        nationality: "Maltese",
        dateOfBirth: "1991-01-01",
        rank: "Cook",
      };
      const created = await call("office_staff", { method: "POST", url: "/api/crew", payload: person });
      expect(created.res.statusCode).toBe(201);
      const id = created.res.json().id;
      expect(entryOf(created, "crew", "create", "office_staff").entityId).toBe(id);
      const updated = await call("office_staff", {
        method: "PUT",
        url: `/api/crew/${id}`,
        payload: { rank: "Bosun" },
      });
      expect(updated.res.statusCode).toBe(200);
      expect(entryOf(updated, "crew", "update", "office_staff").entityId).toBe(id);
      const deleted = await call("admin", { method: "DELETE", url: `/api/crew/${id}` });
      expect(deleted.res.statusCode).toBe(200);
      expect(entryOf(deleted, "crew", "delete", "admin").entityId).toBe(id);
    });

    it("logs a crew upload (a submission), its acceptance (the document's create), update and delete", async () => {
      const submitted = await call("crew", {
        method: "POST",
        url: "/api/documents",
        payload: {
          type: "passport",
          documentNumber: "AUD12345",
          issueDate: "2024-01-01",
          expiryDate: "2034-01-01",
          issuingAuthority: "DFA",
        },
      });
      // a crew upload waits for the office's review: a submission, logged as such
      expect(submitted.res.statusCode).toBe(202);
      const submissionId = submitted.res.json().id;
      expect(entryOf(submitted, "document", "submit", "crew").entityId).toBe(submissionId);
      const created = await call("office_staff", {
        method: "POST",
        url: `/api/document-submissions/${submissionId}/accept`,
      });
      expect(created.res.statusCode).toBe(200);
      const id = created.res.json().documentId;
      expect(entryOf(created, "document", "create", "office_staff").entityId).toBe(id);
      expect(entryOf(created, "document", "accept", "office_staff").entityId).toBe(submissionId);
      const updated = await call("office_staff", {
        method: "PATCH",
        url: `/api/documents/${id}`,
        payload: { issuingAuthority: "DFA Manila" },
      });
      expect(updated.res.statusCode).toBe(200);
      expect(entryOf(updated, "document", "update", "office_staff").entityId).toBe(id);
      // crew may upload their own documents but deleting is for office staff and admins
      const deleted = await call("office_staff", { method: "DELETE", url: `/api/documents/${id}` });
      expect(deleted.res.statusCode).toBe(200);
      expect(entryOf(deleted, "document", "delete", "office_staff").entityId).toBe(id);
    });

    it("logs a file upload", async () => {
      const slot = await ctx.as("crew", {
        method: "POST",
        url: "/api/upload",
        payload: { filename: "passport.pdf", fileType: "application/pdf" },
      });
      const c = await call("crew", {
        method: "PUT",
        url: slot.json().uploadURL,
        headers: { "content-type": "application/pdf" },
        payload: Buffer.from("%PDF-1.4\n%%EOF\n"),
      });
      expect(c.res.statusCode).toBe(200);
      const e = entryOf(c, "document", "upload", "crew");
      expect(e.entityId).toBe(slot.json().filePath);
      expect(e.description).toContain("passport.pdf");
    });

    it("logs rotation create, update and delete", async () => {
      const vessel = await createVessel(ctx.db);
      const member = await createCrewMember(ctx.db);
      await giveCertificates(ctx.db, member.id); // eligible for the join
      const created = await call("office_staff", {
        method: "POST",
        url: "/api/rotations",
        payload: {
          crewMemberId: member.id,
          vesselId: vessel.id,
          joinDate: "2027-05-01",
          rotationType: "join",
        },
      });
      expect(created.res.statusCode).toBe(201);
      const id = created.res.json().id;
      expect(entryOf(created, "rotation", "create", "office_staff").entityId).toBe(id);
      const updated = await call("admin", {
        method: "PATCH",
        url: `/api/rotations/${id}`,
        payload: { notes: "Via Doha" },
      });
      expect(updated.res.statusCode).toBe(200);
      expect(entryOf(updated, "rotation", "update", "admin").entityId).toBe(id);
      const deleted = await call("office_staff", { method: "DELETE", url: `/api/rotations/${id}` });
      expect(deleted.res.statusCode).toBe(200);
      expect(entryOf(deleted, "rotation", "delete", "office_staff").entityId).toBe(id);
    });

    it("logs a CSV export, by a crew user too (their own documents)", async () => {
      const c = await call("crew", {
        method: "POST",
        url: "/api/activity/export-log",
        payload: { report: "Documents", fileName: "documents-export-2026-11-22.csv", records: 2 },
      });
      expect(c.res.statusCode).toBe(200);
      expect(entryOf(c, "export", "export", "crew").description).toBe(
        "Documents exported with 2 records (documents-export-2026-11-22.csv)",
      );
    });

    it("logs a settings change", async () => {
      const c = await call("office_staff", {
        method: "PUT",
        url: "/api/email-settings",
        payload: { enabled: true, reminderDays: [30, 15], recipients: ["admin", "crew"], emailTemplate: "" },
      });
      expect(c.res.statusCode).toBe(200);
      entryOf(c, "settings", "update", "office_staff");
    });

    it("logs sign-in and sign-out", async () => {
      const login = await call(null, {
        method: "POST",
        url: "/api/auth/login",
        payload: { username: "admin", password: TEST_PASSWORD },
      });
      expect(login.res.statusCode).toBe(200);
      const inEntry = entryOf({ ...login }, "auth", "login", "admin");
      expect(inEntry.username).toBe("admin");
      const logout = await call(null, {
        method: "POST",
        url: "/api/auth/logout",
        headers: { authorization: `Bearer ${login.res.json().token}` },
      });
      expect(logout.res.statusCode).toBe(200);
      expect(entryOf(logout, "auth", "logout", "admin").entityId).toBe(ctx.userIds.admin);
    });
  });

  describe("append-only", () => {
    it("refuses UPDATE, DELETE and TRUNCATE of activity rows through the app's database handle", async () => {
      const before = await ctx.db.select().from(activityLog).orderBy(activityLog.id);
      expect(before.length).toBeGreaterThan(0);
      await expect(
        ctx.db.update(activityLog).set({ description: "rewritten", ip: null }).where(gt(activityLog.id, 0)),
      ).rejects.toThrow();
      await expect(ctx.db.delete(activityLog).where(gt(activityLog.id, 0))).rejects.toThrow();
      const messages: string[] = [];
      for (const statement of [
        sql`UPDATE activity_log SET user_id = NULL`,
        sql`DELETE FROM activity_log`,
        sql`TRUNCATE activity_log`,
      ]) {
        try {
          await ctx.db.execute(statement);
        } catch (err) {
          const e = err as { message?: string; cause?: { message?: string } };
          messages.push(`${e.message} ${e.cause?.message ?? ""}`);
        }
      }
      expect(messages).toHaveLength(3);
      for (const m of messages) expect(m).toContain("activity_log is append-only");
      expect(await ctx.db.select().from(activityLog).orderBy(activityLog.id)).toEqual(before);
    });
  });
});
