// Housekeeping (jobs/housekeeping.ts): expired and idle sessions purged, upload slots never attached
// removed, outbox rows past retention moved to the archive, dead instances' outbox leases released; and
// on PostgreSQL only one instance runs it at a time (an advisory lock held elsewhere makes it skip).
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { emailOutbox, emailOutboxArchive, sessions } from "../db/schema";
import { storedFiles } from "../db/schema-documents";
import { createSession } from "../lib/sessions";
import { buildTestContext, type TestContext } from "../test/helpers";
import { ENGINE } from "../test/test-database";
import { HOUSEKEEPING_LOCK, OUTBOX_RETENTION_DAYS } from "./housekeeping";

const DAY = 86_400_000;
const OLD_KEY = `${randomUUID()}.bin`;
const NEW_KEY = `${randomUUID()}.bin`;

describe(`housekeeping (${ENGINE})`, () => {
  let ctx: TestContext | null = null;
  beforeEach(async () => {
    ctx = await buildTestContext();
  });
  afterEach(async () => {
    await ctx?.close();
    ctx = null;
  });

  it("purges expired and idle sessions, removes unattached uploads, archives old outbox rows, keeps the rest", async () => {
    const c = ctx as TestContext;
    const policy = { idleMinutes: c.app.env.SESSION_IDLE_MINUTES, absoluteHours: 24 };
    const live = await createSession(c.db, c.userIds.admin, policy, {});
    await createSession(c.db, c.userIds.office_staff, policy, {});
    await createSession(c.db, c.userIds.crew, policy, {});
    const all = await c.db.select().from(sessions);
    const [, expired, idle] = all;
    await c.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, expired.id));
    await c.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - (policy.idleMinutes + 1) * 60_000) })
      .where(eq(sessions.id, idle.id));

    await c.db.insert(storedFiles).values([
      {
        storageKey: OLD_KEY,
        originalName: "old.png",
        status: "stored",
        expiresAt: new Date(Date.now() - 1000),
      },
      {
        storageKey: NEW_KEY,
        originalName: "new.png",
        status: "stored",
        expiresAt: new Date(Date.now() + DAY),
      },
    ]);
    const old = new Date(Date.now() - (OUTBOX_RETENTION_DAYS + 1) * DAY);
    const mail = { kind: "test", toAddress: "a@example.com", subject: "S", bodyText: "B" };
    await c.db.insert(emailOutbox).values([
      { ...mail, subject: "old sent", status: "sent", createdAt: old },
      { ...mail, subject: "old pending", status: "pending", createdAt: old },
      { ...mail, subject: "new sent", status: "sent" },
    ]);

    const result = await c.app.housekeeping.run();
    expect(result).toMatchObject({ ran: true, sessions: 2, files: 1, archived: 1 });
    expect((await c.db.select().from(sessions)).map((s) => s.id)).toHaveLength(1);
    expect(
      (await c.as(null, { method: "GET", url: "/api/auth/me", headers: { authorization: `Bearer ${live}` } }))
        .statusCode,
    ).toBe(200);
    expect((await c.db.select().from(storedFiles)).map((f) => f.storageKey)).toEqual([NEW_KEY]);
    expect((await c.db.select().from(emailOutbox)).map((r) => r.subject).sort()).toEqual([
      "new sent",
      "old pending",
    ]);
    expect((await c.db.select().from(emailOutboxArchive)).map((r) => [r.subject, r.status])).toEqual([
      ["old sent", "sent"],
    ]);
    expect(await c.app.housekeeping.run()).toMatchObject({ ran: true, sessions: 0, files: 0, archived: 0 });
  });

  it.skipIf(ENGINE !== "postgres")(
    "skips the run while another instance holds its lock (PostgreSQL only: a PGlite data dir has one process)",
    async () => {
      const c = ctx as TestContext;
      await c.db.insert(storedFiles).values({
        storageKey: OLD_KEY,
        originalName: "old.png",
        status: "stored",
        expiresAt: new Date(Date.now() - 1000),
      });
      const { rows } = (await c.db.execute(sql`select current_database() as name`)) as unknown as {
        rows: { name: string }[];
      };
      const url = new URL(process.env.TEST_DATABASE_URL as string);
      url.pathname = `/${rows[0].name}`;
      const other = new pg.Client({ connectionString: url.toString() });
      await other.connect();
      try {
        await other.query("select pg_advisory_lock($1)", [HOUSEKEEPING_LOCK]);
        expect(await c.app.housekeeping.run()).toMatchObject({ ran: false });
        expect(await c.db.select().from(storedFiles)).toHaveLength(1);
        await other.query("select pg_advisory_unlock($1)", [HOUSEKEEPING_LOCK]);
        expect(await c.app.housekeeping.run()).toMatchObject({ ran: true, files: 1 });
      } finally {
        await other.end();
      }
    },
  );
});
