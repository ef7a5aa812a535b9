// The outbox sender against a real SMTP server on loopback: delivery with rendered variables, retries
// with backoff while SMTP is down, exactly one delivery once it is up, and nothing sent without SMTP_URL.
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { renderTemplateHtml, renderTemplateText, type TemplateVars } from "../../shared/email-template";
import { activityLog, emailOutbox } from "../db/schema";
import { enqueueEmail } from "../modules/email/outbox";
import { buildTestContext, type TestContext } from "../test/helpers";
import { mailText, messageIdOfMail, type SmtpCatcher, startSmtpCatcher } from "../test/smtp-catcher";
import { ENGINE } from "../test/test-database";
import { backoffMs } from "./outbox-rows";
import { messageIdOf } from "./outbox-smtp";

const vars: TemplateVars = {
  crewName: "Ana Reyes",
  documentType: "Passport",
  documentNumber: "P0001",
  expiryDate: "Jan 05, 2027",
  daysRemaining: 15,
  vesselName: "MV Ocean Pioneer",
};
const template =
  "Dear {{crewName}}, your [Document Type] expires on {{expiryDate}} ({{daysRemaining}} days) aboard {{vesselName}}.";

// Each test builds its own app (argon2 hashes, migrations): give it room on a loaded 2-core machine.
describe(`outbox sender (${ENGINE})`, { timeout: 90_000 }, () => {
  let ctx: TestContext | null = null;
  let smtp: SmtpCatcher | null = null;
  afterEach(async () => {
    await ctx?.close();
    await smtp?.close();
    ctx = null;
    smtp = null;
  });

  const queue = (c: TestContext) =>
    enqueueEmail(c.db, null, {
      kind: "reminder",
      to: "ana@example.com",
      subject: "Reminder",
      text: renderTemplateText(template, vars),
      html: renderTemplateHtml(template, vars),
    });

  it("delivers a queued message with its rendered variables, once", async () => {
    smtp = await startSmtpCatcher();
    ctx = await buildTestContext({ env: { SMTP_URL: smtp.url } });
    const id = await queue(ctx);
    const results = await ctx.app.outbox.deliverDue();
    expect(results).toEqual([{ id, status: "sent" }]);
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0].to).toEqual(["ana@example.com"]);
    const text = mailText(smtp.mails[0]);
    expect(text).toContain(
      "Dear Ana Reyes, your Passport expires on Jan 05, 2027 (15 days) aboard MV Ocean Pioneer.",
    );
    const [row] = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row.status).toBe("sent");
    expect(row.sentAt).not.toBeNull();
    expect(row.attempts).toBe(1);
    expect(await ctx.app.outbox.deliverDue()).toEqual([]);
    expect(smtp.mails).toHaveLength(1);
    const log = await ctx.db.select().from(activityLog).where(eq(activityLog.entityId, id));
    expect(log.map((l) => [l.type, l.action, l.severity])).toEqual([["email", "sent", "success"]]);
  });

  /** A context whose SMTP_URL names a port nobody listens on (yet), on a clock the test moves. */
  const withSmtpDown = async () => {
    const probe = await startSmtpCatcher();
    await probe.close();
    const clock = { at: new Date("2026-11-22T08:00:00Z") };
    const env = { SMTP_URL: `smtp://127.0.0.1:${probe.port}` };
    return { ctx: await buildTestContext({ env, now: () => clock.at }), port: probe.port, clock };
  };

  it("keeps a message pending while SMTP is down and delivers it once when it is up", async () => {
    const down = await withSmtpDown();
    ctx = down.ctx;
    const { port, clock } = down;
    const id = await queue(ctx);

    const [first] = await ctx.app.outbox.deliverDue();
    expect(first.status).toBe("pending");
    expect(first.error).toBeTruthy();
    let [row] = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row.status).toBe("pending");
    expect(row.attempts).toBe(1);
    expect(row.lastError).toBeTruthy();
    expect(row.nextAttemptAt.getTime()).toBe(clock.at.getTime() + backoffMs(1));

    // Not due yet: the backoff holds it back.
    expect(await ctx.app.outbox.deliverDue()).toEqual([]);

    smtp = await startSmtpCatcher(port);
    clock.at = new Date(clock.at.getTime() + backoffMs(1));
    expect(await ctx.app.outbox.deliverDue()).toEqual([{ id, status: "sent" }]);
    clock.at = new Date(clock.at.getTime() + 3_600_000);
    expect(await ctx.app.outbox.deliverDue()).toEqual([]);
    expect(smtp.mails).toHaveLength(1);
    [row] = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row.status).toBe("sent");
    expect(row.attempts).toBe(2);
    expect(row.lastError).toBeNull();
  });

  it("gives up after the last attempt and records the error", async () => {
    const down = await withSmtpDown();
    ctx = down.ctx;
    const { clock } = down;
    const id = await queue(ctx);
    for (let i = 0; i < 6; i++) {
      await ctx.app.outbox.deliverDue();
      clock.at = new Date(clock.at.getTime() + 2 * 3_600_000);
    }
    const [row] = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row.status).toBe("failed");
    expect(row.attempts).toBe(6);
    const log = await ctx.db.select().from(activityLog).where(eq(activityLog.entityId, id));
    expect(log.map((l) => [l.action, l.severity])).toEqual([["failed", "error"]]);
  });

  it("without SMTP_URL sends nothing and leaves messages pending", async () => {
    ctx = await buildTestContext();
    const id = await queue(ctx);
    expect(ctx.app.outbox.configured).toBe(false);
    expect(await ctx.app.outbox.deliverDue()).toEqual([]);
    const [row] = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row.status).toBe("pending");
    expect(row.attempts).toBe(0);
  });

  it("sends each message with a fixed Message-ID made from its outbox id", async () => {
    smtp = await startSmtpCatcher();
    ctx = await buildTestContext({ env: { SMTP_URL: smtp.url } });
    const id = await queue(ctx);
    await ctx.app.outbox.deliverDue();
    expect(smtp.mails.map(messageIdOfMail)).toEqual([`<${id}@crewfleet.local>`]);
    expect(messageIdOf(id, "Office <mail@fleet.example>")).toBe(`<${id}@fleet.example>`);
  });

  it("a lease run out: a row never handed to SMTP goes back to pending and is sent once; a handed one becomes 'unknown' and is not resent", async () => {
    smtp = await startSmtpCatcher();
    ctx = await buildTestContext({ env: { SMTP_URL: smtp.url } });
    const notHanded = await queue(ctx);
    const handed = await queue(ctx);
    const expired = new Date(Date.now() - 1000);
    await ctx.db
      .update(emailOutbox)
      .set({ status: "sending", attempts: 1, nextAttemptAt: expired })
      .where(eq(emailOutbox.id, notHanded));
    await ctx.db
      .update(emailOutbox)
      .set({ status: "sending", attempts: 1, nextAttemptAt: expired, handedAt: expired })
      .where(eq(emailOutbox.id, handed));
    expect(await ctx.app.outbox.deliverDue()).toEqual([{ id: notHanded, status: "sent" }]);
    expect(await ctx.app.outbox.deliverDue()).toEqual([]);
    expect(smtp.mails.map(messageIdOfMail)).toEqual([`<${notHanded}@crewfleet.local>`]);
    const rows = await ctx.db.select().from(emailOutbox);
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(notHanded)?.attempts).toBe(1);
    expect(byId.get(handed)?.status).toBe("unknown");
    const log = await ctx.db.select().from(activityLog).where(eq(activityLog.entityId, handed));
    expect(log.map((l) => [l.action, l.severity])).toEqual([["unknown", "warning"]]);
  });

  it("a server that answers after the socket timeout: the message is 'unknown', never resent; an admin sends it again", async () => {
    let slow = true;
    smtp = await startSmtpCatcher(0, {
      beforeAnswer: () => (slow ? new Promise((r) => setTimeout(r, 1500)) : undefined),
    });
    let clock = new Date("2026-11-22T08:00:00Z");
    ctx = await buildTestContext({ env: { SMTP_URL: `${smtp.url}?socketTimeout=300` }, now: () => clock });
    const id = await queue(ctx);
    const [first] = await ctx.app.outbox.deliverDue();
    expect(first.status).toBe("unknown");
    clock = new Date(clock.getTime() + 24 * 3_600_000);
    expect(await ctx.app.outbox.deliverDue()).toEqual([]);
    expect(smtp.mails).toHaveLength(1);
    const [row] = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row.status).toBe("unknown");
    expect(row.lastError).toMatch(/Outcome unknown/);

    slow = false;
    const office = await ctx.as("office_staff", { method: "POST", url: `/api/email/outbox/${id}/resend` });
    expect(office.statusCode).toBe(403);
    const res = await ctx.as("admin", { method: "POST", url: `/api/email/outbox/${id}/resend` });
    expect(res.statusCode).toBe(200);
    await ctx.app.outbox.idle();
    expect(smtp.mails).toHaveLength(2);
    const [after] = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(after.status).toBe("sent");
    const again = await ctx.as("admin", { method: "POST", url: `/api/email/outbox/${id}/resend` });
    expect(again.statusCode).toBe(404); // only unknown or failed messages
  });

  it("stop is honoured between rows: the message in hand finishes, the rest stay pending, unclaimed", async () => {
    const sender = () => (ctx as TestContext).app.outbox;
    smtp = await startSmtpCatcher(0, {
      beforeAnswer: () => {
        void sender().stop();
      },
    });
    ctx = await buildTestContext({ env: { SMTP_URL: smtp.url } });
    for (let i = 0; i < 3; i++) await queue(ctx);
    const results = await sender().deliverDue();
    expect(results.map((r) => r.status)).toEqual(["sent"]);
    const rows = await ctx.db.select().from(emailOutbox);
    expect(rows.map((r) => r.status).sort()).toEqual(["pending", "pending", "sent"]);
    expect(rows.filter((r) => r.status === "pending").map((r) => r.attempts)).toEqual([0, 0]);
  });
});
