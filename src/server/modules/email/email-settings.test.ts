// Email settings API: defaults, round trip, validation, permissions; the test e-mail through a real SMTP
// server on loopback, and its 202 "queued" while no mail server is configured; the outbox list.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAIL_QUEUED_NO_SERVER } from "../../../shared/email-settings";
import { activityLog, emailOutbox } from "../../db/schema";
import { buildTestContext, type TestContext } from "../../test/helpers";
import { mailText, type SmtpCatcher, startSmtpCatcher } from "../../test/smtp-catcher";
import { ENGINE } from "../../test/test-database";

const valid = {
  enabled: true,
  reminderDays: [30, 7],
  recipients: ["crew", "captain", "admin"],
  emailTemplate: "Dear {{crewName}}, [Document Type] expires {{expiryDate}}",
};

describe(`email settings API (${ENGINE})`, () => {
  let ctx: TestContext;
  let smtp: SmtpCatcher;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    ctx = await buildTestContext({ env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it("answers the defaults when nothing was saved", async () => {
    const res = await ctx.as("office_staff", { method: "GET", url: "/api/email-settings" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      enabled: true,
      reminderDays: [30, 15, 7],
      recipients: ["office_staff", "admin"],
      emailTemplate: "",
      updatedAt: null,
    });
  });

  it("saves the full object and reads it back, logging the change", async () => {
    const put = await ctx.as("admin", { method: "PUT", url: "/api/email-settings", payload: valid });
    expect(put.statusCode).toBe(200);
    const get = await ctx.as("admin", { method: "GET", url: "/api/email-settings" });
    expect(get.json()).toMatchObject({ ...valid, scanTime: "06:00" });
    expect(get.json().updatedAt).not.toBeNull();
    const log = await ctx.db.select().from(activityLog).where(eq(activityLog.type, "settings"));
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ action: "update", username: "admin", userRole: "admin" });
    expect(log[0].description).toContain("reminder days 30, 7");
  });

  it("lets office staff save (turning a day off removes it; duplicates collapse)", async () => {
    const res = await ctx.as("office_staff", {
      method: "PUT",
      url: "/api/email-settings",
      payload: { ...valid, reminderDays: [15, 15, 30], enabled: false, scanTime: "07:30" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ reminderDays: [30, 15], enabled: false, scanTime: "07:30" });
  });

  it.each([
    ["a reminder day outside 30/15/7", { ...valid, reminderDays: [30, 10] }],
    ["an unknown recipient", { ...valid, recipients: ["crew", "harbour_master"] }],
    ["a template over 10,000 characters", { ...valid, emailTemplate: "x".repeat(10_001) }],
    ["a missing field", { enabled: true, reminderDays: [30], recipients: [] }],
    ["a bad scan time", { ...valid, scanTime: "25:00" }],
  ])("rejects %s with 400", async (_what, payload) => {
    const res = await ctx.as("admin", { method: "PUT", url: "/api/email-settings", payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBeTruthy();
  });

  it("accepts a template of exactly 10,000 characters", async () => {
    const res = await ctx.as("admin", {
      method: "PUT",
      url: "/api/email-settings",
      payload: { ...valid, emailTemplate: "y".repeat(10_000) },
    });
    expect(res.statusCode).toBe(200);
    await ctx.as("admin", { method: "PUT", url: "/api/email-settings", payload: valid });
  });

  it("refuses crew callers everywhere (403) and anonymous callers (401)", async () => {
    for (const [method, url] of [
      ["GET", "/api/email-settings"],
      ["PUT", "/api/email-settings"],
      ["POST", "/api/email/send-test"],
      ["GET", "/api/email/outbox"],
    ] as const) {
      const payload = method === "PUT" ? valid : undefined;
      expect((await ctx.as("crew", { method, url, payload })).statusCode, `${method} ${url}`).toBe(403);
      expect((await ctx.as(null, { method, url, payload })).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("sends a test e-mail to the caller through the outbox, received by the SMTP server", async () => {
    const before = smtp.mails.length;
    const res = await ctx.as("admin", { method: "POST", url: "/api/email/send-test" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: "sent",
      message: "Test email sent successfully to admin@test.local",
      to: "admin@test.local",
    });
    expect(smtp.mails).toHaveLength(before + 1);
    const mail = smtp.mails[before];
    expect(mail.to).toEqual(["admin@test.local"]);
    expect(mailText(mail)).toContain("Dear John Smith, Passport expires Dec 31, 2026");
    const [row] = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.id, res.json().outboxId));
    expect(row.status).toBe("sent");

    const outbox = await ctx.as("office_staff", { method: "GET", url: "/api/email/outbox?limit=1" });
    expect(outbox.statusCode).toBe(200);
    expect(Number(outbox.headers["x-total-count"])).toBeGreaterThanOrEqual(1);
    expect(outbox.json()).toHaveLength(1);
    expect(outbox.json()[0]).toMatchObject({ kind: "test", status: "sent", toAddress: "admin@test.local" });
  });
});

describe(`test e-mail without a mail server (${ENGINE})`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestContext();
  });
  afterAll(() => ctx.close());

  it("answers 202 queued (no mail server configured, visible in the Outbox) and keeps it pending", async () => {
    const res = await ctx.as("office_staff", { method: "POST", url: "/api/email/send-test" });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({
      status: "queued",
      message: MAIL_QUEUED_NO_SERVER,
      to: "office@test.local",
    });
    expect(MAIL_QUEUED_NO_SERVER).toBe("Queued — no mail server configured; visible in the Outbox");
    const outbox = await ctx.as("admin", { method: "GET", url: "/api/email/outbox?status=pending" });
    expect(outbox.json()).toHaveLength(1);
    expect(outbox.json()[0]).toMatchObject({
      status: "pending",
      toAddress: "office@test.local",
      kind: "test",
    });
    expect(outbox.json()[0].bodyText).toContain("This is a test e-mail from CrewFleet");
  });
});
