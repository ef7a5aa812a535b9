// Hours of rest in the daily reminder scan: off until the e-mail settings turn it on;
// then the office's digest of new non-conformities and each seafarer's missing day, as outbox rows, each
// once across repeated scans.
import { and, asc, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../../shared/dates";
import { emailOutbox, emailSettings } from "../../db/schema";
import { runReminderScan } from "../../jobs/reminder-scan";
import { createCrewMember, createVessel } from "../../test/factories";
import { buildTestContext, type TestContext } from "../../test/helpers";
import { ENGINE } from "../../test/test-database";

const TODAY = "2026-05-20";
const YESTERDAY = addDays(TODAY, -1);

describe(`hours-of-rest reminders (${ENGINE})`, () => {
  let ctx: TestContext;
  const ids: Record<string, string> = {};
  const restRows = () =>
    ctx.db
      .select({
        kind: emailOutbox.kind,
        to: emailOutbox.toAddress,
        subject: emailOutbox.subject,
        text: emailOutbox.bodyText,
      })
      .from(emailOutbox)
      .where(like(emailOutbox.kind, "rest_hours_%"))
      .orderBy(asc(emailOutbox.kind), asc(emailOutbox.toAddress), asc(emailOutbox.createdAt));
  const put = (id: string, date: string, work: { from: string; to: string }[]) =>
    ctx.as("office_staff", { method: "PUT", url: `/api/crew/${id}/rest-hours/${date}`, payload: { work } });

  beforeAll(async () => {
    ctx = await buildTestContext({ now: () => new Date(`${TODAY}T08:00:00Z`) });
    const vessel = (await createVessel(ctx.db, { name: "MV Rest Reminder" })).id;
    const mk = async (name: string, email: string | null, aboard: boolean) =>
      (ids[name] = (
        await createCrewMember(ctx.db, {
          firstName: name,
          lastName: "Sailor",
          email,
          currentVesselId: aboard ? vessel : null,
        })
      ).id);
    await mk("Ada", "ada@example.com", true); // records yesterday, with too little rest
    await mk("Ben", "ben@example.com", true); // records nothing
    await mk("Cy", null, true); // no address
    await mk("Dee", "dee@example.com", false); // ashore
    for (const date of [addDays(TODAY, -2), YESTERDAY])
      expect((await put(ids.Ada, date, [{ from: "04:00", to: "20:00" }])).statusCode).toBe(200);
    await ctx.db
      .insert(emailSettings)
      .values({ id: 1, enabled: true, reminderDays: [30], recipients: ["admin", "office_staff"] });
  });
  afterAll(() => ctx.close());

  it("sends nothing about hours of rest while the setting is off", async () => {
    await runReminderScan(ctx.db, TODAY);
    expect(await restRows()).toEqual([]);
  });

  it("the setting turns on; the office gets a digest of new findings, the seafarer aboard a reminder", async () => {
    const res = await ctx.as("admin", {
      method: "PUT",
      url: "/api/email-settings",
      payload: {
        enabled: true,
        reminderDays: [30],
        recipients: ["admin", "office_staff"],
        emailTemplate: "",
        restHoursReminders: true,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().restHoursReminders).toBe(true);
    const result = await runReminderScan(ctx.db, TODAY);
    expect(result.message).toContain("3 hours-of-rest e-mails");
    const rows = await restRows();
    expect(rows.map((r) => [r.kind, r.to])).toEqual([
      ["rest_hours_digest", "admin@test.local"],
      ["rest_hours_digest", "office@test.local"],
      ["rest_hours_missing_day", "ben@example.com"],
    ]);
    const digest = rows[0];
    expect(digest.subject).toMatch(/^Hours of rest: \d+ new non-conformit/);
    expect(digest.text).toContain("MV Rest Reminder · Ada Sailor · Under 10 h rest in 24 h");
    expect(rows[2].text).toContain(`Ben Sailor, nothing is recorded in your hours of rest`);
    // The same day again: nothing new.
    await runReminderScan(ctx.db, TODAY);
    expect(await restRows()).toHaveLength(3);
  });

  it("the next day: only the new missing days, and a digest only when there is a new finding", async () => {
    const tomorrow = addDays(TODAY, 1);
    await runReminderScan(ctx.db, tomorrow);
    const rows = await restRows();
    expect(rows.filter((r) => r.kind === "rest_hours_digest")).toHaveLength(2);
    expect(rows.filter((r) => r.kind === "rest_hours_missing_day").map((r) => r.to)).toEqual([
      "ada@example.com",
      "ben@example.com",
      "ben@example.com",
    ]);
    // A new short-rest day for Ada: tomorrow's scan (run again) reports just that finding.
    expect((await put(ids.Ada, TODAY, [{ from: "00:00", to: "18:00" }])).statusCode).toBe(200);
    await runReminderScan(ctx.db, tomorrow);
    const digests = (
      await ctx.db
        .select({ text: emailOutbox.bodyText })
        .from(emailOutbox)
        .where(and(eq(emailOutbox.kind, "rest_hours_digest"), eq(emailOutbox.toAddress, "admin@test.local")))
        .orderBy(asc(emailOutbox.createdAt))
    ).map((r) => r.text);
    expect(digests).toHaveLength(2);
    // Only findings not reported before: no line of the first digest comes again.
    const lines = (text: string) => text.split("\n").filter((l) => l.startsWith("MV Rest Reminder"));
    expect(lines(digests[1]).length).toBeGreaterThan(0);
    for (const line of lines(digests[1])) expect(lines(digests[0])).not.toContain(line);
    expect(digests[1]).toContain(TODAY);
  });
});
