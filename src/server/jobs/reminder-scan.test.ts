// The reminder scan: the right documents and recipients, rendered e-mails received by a real SMTP server,
// each reminder once across repeated scans and two app instances on one database, and a missed day
// caught up with one reminder rather than every one missed.
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../shared/dates";
import { buildApp } from "../app";
import { type Database, openDatabase } from "../db/client";
import { queryRows } from "../db/rows";
import { activityLog, emailOutbox, emailSettings, reminderLog } from "../db/schema";
import { createCrewMember, createDocument, createVessel, giveCertificates } from "../test/factories";
import { adminUrl } from "../test/global-setup";
import { buildTestContext, type TestContext, testEnv } from "../test/helpers";
import { mailText, type SmtpCatcher, startSmtpCatcher } from "../test/smtp-catcher";
import { ENGINE } from "../test/test-database";
import { ReminderScheduler, runReminderScan } from "./reminder-scan";

const TODAY = "2026-11-22";

describe(`reminder scan (${ENGINE})`, () => {
  let ctx: TestContext;
  let smtp: SmtpCatcher;
  let clock = new Date(`${TODAY}T08:00:00Z`);
  const docs: Record<string, string> = {};

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    ctx = await buildTestContext({ env: { SMTP_URL: smtp.url }, now: () => clock });
    const vessel = await createVessel(ctx.db, { name: "MV Ocean Pioneer" });
    const cora = await createCrewMember(ctx.db, {
      firstName: "Cora",
      lastName: "Captain",
      rank: "Captain",
      email: "captain@example.com",
      currentVesselId: vessel.id,
    });
    const ana = await createCrewMember(ctx.db, {
      firstName: "Ana",
      lastName: "Reyes",
      email: "ana@example.com",
      currentVesselId: vessel.id,
    });
    const mk = async (name: string, days: number) => {
      const d = await createDocument(ctx.db, {
        crewMemberId: ana.id,
        expiryDate: addDays(TODAY, days),
        documentNumber: `N-${name}`,
      });
      docs[name] = d.id;
    };
    // both hold what their ranks need, so no missing-certificates digest joins these reminders
    await giveCertificates(ctx.db, cora.id);
    await giveCertificates(ctx.db, ana.id);
    await mk("d30", 30);
    await mk("d15", 15);
    await mk("d14", 14); // the 15-day reminder was missed yesterday: caught up today
    await mk("d60", 60);
    await mk("expired", -1);
    await ctx.db
      .insert(emailSettings)
      .values({ id: 1, enabled: true, reminderDays: [30, 15, 7], recipients: ["crew", "captain", "admin"] });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  const outboxCount = async () => (await ctx.db.select({ n: count() }).from(emailOutbox))[0].n;

  it("queues one reminder per due document and recipient, then delivers them", async () => {
    const result = await runReminderScan(ctx.db, TODAY);
    expect(result).toMatchObject({ ran: true, queued: 9, documents: 3 });
    const log = await ctx.db.select().from(reminderLog);
    const byDoc = (id: string) => [
      ...new Set(log.filter((l) => l.documentId === id).map((l) => l.reminderDay)),
    ];
    expect(byDoc(docs.d30)).toEqual([30]);
    expect(byDoc(docs.d15)).toEqual([15]);
    expect(byDoc(docs.d14)).toEqual([15]);
    expect(byDoc(docs.d60)).toEqual([]);
    expect(byDoc(docs.expired)).toEqual([]);
    expect(new Set(log.map((l) => l.recipient))).toEqual(
      new Set(["ana@example.com", "captain@example.com", "admin@test.local"]),
    );
    expect(log.every((l) => l.outboxId !== null)).toBe(true);

    await ctx.app.outbox.deliverDue();
    expect(smtp.mails).toHaveLength(9);
    const toAna = smtp.mails.filter((m) => m.to[0] === "ana@example.com").map(mailText);
    expect(toAna).toHaveLength(3);
    const d15 = toAna.find((t) => t.includes("N-d15")) as string;
    expect(d15).toContain("Dear Ana Reyes,");
    expect(d15).toContain(`expires on Dec 07, 2026`);
    expect(d15).toContain("in 15 days");
    expect(d15).toContain("Vessel: MV Ocean Pioneer");
    // the subject names its level on the one severity scale (a long header is folded: unfold it)
    expect(d15.replace(/\r?\n[ \t]+/g, " ")).toContain(
      "Subject: [Warning] Document expiry reminder: Passport of Ana Reyes expires in 15 days",
    );
  });

  it("a second scan the same day queues nothing", async () => {
    const result = await runReminderScan(ctx.db, TODAY);
    expect(result).toMatchObject({ ran: true, queued: 0 });
    expect(await outboxCount()).toBe(9);
  });

  it("two app instances on one database send each reminder once", async () => {
    // The next reminder day: d15 reaches 7 days; the scan runs from two instances at the same moment.
    clock = new Date(`${addDays(TODAY, 8)}T08:00:00Z`);
    let second: Database;
    if (ENGINE === "postgres") {
      const [{ name }] = await queryRows<{ name: string }>(ctx.db, sql`SELECT current_database() AS name`);
      second = await openDatabase({ databaseUrl: adminUrl(process.env.TEST_DATABASE_URL as string, name) });
    } else {
      second = ctx.database; // PGlite is one process per database: two apps share it
    }
    const app2 = await buildApp({
      env: testEnv({ SMTP_URL: smtp.url }),
      database: second,
      now: () => clock,
      logger: false,
    });
    await app2.ready();
    try {
      const token = await ctx.tokenFor("admin");
      const run = (app: typeof app2) =>
        app.inject({
          method: "POST",
          url: "/api/email/run-reminders",
          headers: { authorization: `Bearer ${token}` },
        });
      const [a, b] = await Promise.all([run(ctx.app), run(app2)]);
      expect(a.statusCode).toBe(200);
      expect(b.statusCode).toBe(200);
      // d15 → 7 days and d14 → 6 days: the 7-day reminder of each, to three recipients.
      expect(a.json().queued + b.json().queued).toBe(6);
      // Each run started a background delivery; wait for them, then try once more from both.
      await Promise.all([ctx.app.outbox.idle(), app2.outbox.idle()]);
      await Promise.all([ctx.app.outbox.deliverDue(), app2.outbox.deliverDue()]);
    } finally {
      await app2.close();
      if (second !== ctx.database) await second.close();
    }
    expect(await outboxCount()).toBe(15);
    expect(smtp.mails).toHaveLength(15);
    const keys = smtp.mails.map(
      (m) => `${m.to[0]}|${mailText(m).match(/N-d\d+/)?.[0]}|${mailText(m).match(/in (\d+) days/)?.[1]}`,
    );
    expect(new Set(keys).size).toBe(15);
  });

  it("after missed days sends only the latest reminder due, once", async () => {
    // Jump 13 days ahead: d30 has 17 days left (30-day reminder already sent: nothing); the others expired.
    clock = new Date(`${addDays(TODAY, 13)}T08:00:00Z`);
    const result = await runReminderScan(ctx.db, addDays(TODAY, 13));
    expect(result.queued).toBe(0);
    // A new document found with 5 days left gets one reminder (7-day), not 30, 15 and 7.
    const [crew] = await queryRows<{ id: string }>(
      ctx.db,
      sql`SELECT id FROM crew_members WHERE email = 'ana@example.com'`,
    );
    const late = await createDocument(ctx.db, { crewMemberId: crew.id, expiryDate: addDays(TODAY, 18) });
    const again = await runReminderScan(ctx.db, addDays(TODAY, 13));
    expect(again).toMatchObject({ queued: 3, documents: 1 });
    const days = await ctx.db.select().from(reminderLog).where(eq(reminderLog.documentId, late.id));
    expect(new Set(days.map((d) => d.reminderDay))).toEqual(new Set([7]));
  });

  it("logs each scan that queued mail in the activity log", async () => {
    const rows = await ctx.db.select().from(activityLog).where(eq(activityLog.action, "reminder_scan"));
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.map((r) => r.description)).toContain("Reminder scan: 9 e-mails queued for 3 documents");
  });

  it("refuses office staff and crew on the on-demand run", async () => {
    for (const role of ["office_staff", "crew"] as const) {
      const res = await ctx.as(role, { method: "POST", url: "/api/email/run-reminders" });
      expect(res.statusCode).toBe(403);
    }
  });

  it("sends nothing while e-mail notifications are off", async () => {
    await ctx.db.update(emailSettings).set({ enabled: false });
    const [crew] = await queryRows<{ id: string }>(
      ctx.db,
      sql`SELECT id FROM crew_members WHERE email = 'ana@example.com'`,
    );
    await createDocument(ctx.db, { crewMemberId: crew.id, expiryDate: addDays(TODAY, 20) });
    const before = await outboxCount();
    const result = await runReminderScan(ctx.db, addDays(TODAY, 13));
    expect(result).toMatchObject({ ran: true, queued: 0 });
    expect(await outboxCount()).toBe(before);
    await ctx.db.update(emailSettings).set({ enabled: true });
  });

  it("the scheduler runs once a day after the configured scan time", async () => {
    await ctx.db.update(emailSettings).set({ scanTime: "09:30" });
    const day = addDays(TODAY, 14);
    let now = new Date(`${day}T09:00:00Z`);
    const scheduler = new ReminderScheduler({ db: ctx.db, timeZone: "UTC", now: () => now });
    expect(await scheduler.tick()).toBeNull();
    now = new Date(`${day}T09:31:00Z`);
    const first = await scheduler.tick();
    expect(first?.ran).toBe(true);
    expect(await scheduler.tick()).toBeNull();
    now = new Date(`${addDays(day, 1)}T09:45:00Z`);
    expect((await scheduler.tick())?.ran).toBe(true);
  });
});
