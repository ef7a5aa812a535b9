// Wage scales on PGlite and PostgreSQL: an admin adds and changes scales (amounts in integer minor units,
// ISO 4217 currency), each with its activity entry; an overlapping scale of the same rank and scope is 409,
// a fraction of a minor unit or an unknown currency 400, each with nothing written.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { activityLog } from "../../db/schema";
import { wageScales } from "../../db/schema-wages";
import { createVessel } from "../../test/factories";
import { fieldMessages, fileTestContext } from "../../test/helpers";
import { ENGINE } from "../../test/test-database";
import { wageScaleBody } from "../../test/wage-scales";

describe(`wage scales (${ENGINE})`, () => {
  const ctx = fileTestContext();
  const scale = (over: object = {}) =>
    wageScaleBody("Cook", { basic: 150000, fixedOt: 45000, otRate: 900 }, { validTo: "2026-12-31", ...over });
  const post = (payload: object, role: "admin" | "office_staff" = "admin") =>
    ctx.as(role, { method: "POST", url: "/api/wage-scales", payload });
  const count = async () => (await ctx.db.select({ id: wageScales.id }).from(wageScales)).length;

  it("an admin adds a scale, the office reads it, each change is logged", async () => {
    const res = await post(scale());
    expect(res.statusCode).toBe(201);
    const s = res.json();
    expect(s).toMatchObject({
      rank: "Cook",
      vesselId: null,
      agreement: null,
      currency: "USD",
      validTo: "2026-12-31",
    });
    expect(s.components[0]).toEqual({ code: "basic", label: "Basic wage", kind: "monthly", amount: 150000 });
    const list = await ctx.as("office_staff", { method: "GET", url: "/api/wage-scales?rank=Cook" });
    expect(list.json().map((x: { id: string }) => x.id)).toContain(s.id);
    const put = await ctx.as("admin", {
      method: "PUT",
      url: `/api/wage-scales/${s.id}`,
      payload: scale({ validTo: "2026-06-30" }),
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().validTo).toBe("2026-06-30");
    const log = await ctx.db.select().from(activityLog).where(eq(activityLog.entityId, s.id));
    expect(log.map((l) => l.action).sort()).toEqual(["create", "update"]);
    // the office may read but not write
    expect((await post(scale({ rank: "Oiler" }), "office_staff")).statusCode).toBe(403);
  });

  it("refuses a scale overlapping another of the same rank and scope (409), not one of another scope", async () => {
    const v = await createVessel(ctx.db, { name: "MV Scales" });
    const first = await post(scale({ rank: "Oiler", validFrom: "2026-01-01", validTo: null }));
    expect(first.statusCode).toBe(201);
    const before = await count();
    const overlap = await post(scale({ rank: "Oiler", validFrom: "2026-06-01", validTo: "2026-07-31" }));
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().message).toMatch(/already runs 2026-01-01 to open end/);
    expect(await count()).toBe(before);
    // another scope: the vessel's own scale, or a collective agreement
    expect((await post(scale({ rank: "Oiler", vesselId: v.id, validFrom: "2026-06-01" }))).statusCode).toBe(
      201,
    );
    expect((await post(scale({ rank: "Oiler", agreement: "IBF 2026" }))).statusCode).toBe(201);
    // a change that makes two overlap is refused too
    const early = await post(scale({ rank: "Wiper", validFrom: "2025-01-01", validTo: "2025-12-31" }));
    const late = await post(scale({ rank: "Wiper", validFrom: "2026-01-01", validTo: null }));
    const stretch = await ctx.as("admin", {
      method: "PUT",
      url: `/api/wage-scales/${early.json().id}`,
      payload: scale({ rank: "Wiper", validFrom: "2025-01-01", validTo: "2026-01-01" }),
    });
    expect(late.statusCode).toBe(201);
    expect(stretch.statusCode).toBe(409);
  });

  it("refuses fractions of a minor unit, unknown currencies and unknown vessels; nothing written", async () => {
    const before = await count();
    const frac = await post(
      scale({
        rank: "Bosun",
        components: [{ code: "basic", label: "Basic", kind: "monthly", amount: 1500.5 }],
      }),
    );
    expect(frac.statusCode).toBe(400);
    expect(fieldMessages(frac.json())["components.0.amount"]).toMatch(/whole number of minor units/);
    const cur = await post(scale({ rank: "Bosun", currency: "ABC" }));
    expect(cur.statusCode).toBe(400);
    expect(fieldMessages(cur.json()).currency).toMatch(/ISO 4217/);
    const lower = await post(scale({ rank: "Bosun", currency: "usd" }));
    expect(lower.statusCode).toBe(400);
    const dates = await post(scale({ rank: "Bosun", validFrom: "2026-02-01", validTo: "2026-01-01" }));
    expect(fieldMessages(dates.json()).validTo).toMatch(/end on or after/);
    const dup = await post(
      scale({
        rank: "Bosun",
        components: [
          { code: "basic", label: "A", kind: "monthly", amount: 1 },
          { code: "basic", label: "B", kind: "monthly", amount: 2 },
        ],
      }),
    );
    expect(dup.statusCode).toBe(400);
    const vessel = await post(scale({ rank: "Bosun", vesselId: "00000000-0000-4000-8000-000000000000" }));
    expect(vessel.statusCode).toBe(404);
    const missing = await ctx.as("admin", {
      method: "PUT",
      url: "/api/wage-scales/00000000-0000-4000-8000-000000000000",
      payload: scale({ rank: "Bosun" }),
    });
    expect(missing.statusCode).toBe(404);
    expect(await count()).toBe(before);
  });
});
