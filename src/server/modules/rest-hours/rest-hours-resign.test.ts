// A change to a signed month (MLC A2.3 para 12, STCW A-VIII/1 para 7): the signatures acknowledged the
// record as it was, so a correction clears them (kept in the activity log's history with the correction
// and the day's earlier values), and the seafarer signs the month again, then it is countersigned again.
import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { activityLog } from "../../db/schema";
import { crewAboardContext } from "../../test/aboard";
import { ENGINE } from "../../test/test-database";

const TODAY = "2026-03-20";
const WORK = [{ from: "08:00", to: "17:00" }];

describe(`hours of rest: a correction asks for the signatures again (${ENGINE})`, () => {
  const ctx = crewAboardContext(TODAY, "2025-06-01");
  let own: string;
  beforeAll(() => {
    own = ctx.crewMemberId;
  });

  const month = (role: "crew" | "office_staff", action: "sign" | "countersign") =>
    ctx.as(role, { method: "POST", url: `/api/crew/${own}/rest-hours/months/2026-02/${action}` });
  const status = async () =>
    (
      await ctx.as("office_staff", {
        method: "GET",
        url: `/api/crew/${own}/rest-hours?from=2026-02-01&to=2026-02-28`,
      })
    ).json();

  it("clears the month's signatures, keeps them in the history, and the seafarer signs again", async () => {
    const put = (payload: object) =>
      ctx.as("office_staff", { method: "PUT", url: `/api/crew/${own}/rest-hours/2026-02-03`, payload });
    expect((await put({ work: WORK })).statusCode).toBe(200);
    expect((await month("crew", "sign")).statusCode).toBe(200);
    expect((await month("office_staff", "countersign")).statusCode).toBe(200);
    const signed = (await status()).months[0];
    expect(signed.seafarerSignedAt).not.toBeNull();
    expect(signed.masterSignedAt).not.toBeNull();

    const corrected = await put({ work: [{ from: "08:00", to: "12:00" }], reason: "Watch log re-read" });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json().corrected).toBe(true);
    const after = await status();
    expect(after.months[0]).toMatchObject({
      seafarerSignedAt: null,
      seafarerName: null,
      masterSignedAt: null,
      masterName: null,
      masterCapacity: null,
    });
    expect(after.corrections).toHaveLength(1);
    expect(after.corrections[0]).toMatchObject({ reason: "Watch log re-read", previous: { work: WORK } });
    const [entry] = await ctx.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.type, "rest_hours"), eq(activityLog.action, "correct")))
      .orderBy(desc(activityLog.createdAt))
      .limit(1);
    expect(entry.metadata).toMatchObject({
      signaturesCleared: {
        seafarerSignedAt: signed.seafarerSignedAt,
        masterSignedAt: signed.masterSignedAt,
        masterCapacity: "office",
      },
    });

    // unsigned now: a further change is a plain record; the seafarer signs again, then the countersign
    expect((await put({ work: WORK })).json().corrected).toBe(false);
    expect((await month("crew", "sign")).statusCode).toBe(200);
    expect((await month("office_staff", "countersign")).statusCode).toBe(200);
    expect((await status()).months[0].masterSignedAt).not.toBeNull();
  });
});
