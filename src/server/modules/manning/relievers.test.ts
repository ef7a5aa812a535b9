// Reliever best match (issue 20 item 4) on PGlite and PostgreSQL: candidates aboard during the tour,
// inactive or blocked by the eligibility check are left out; the rest come same rank first, then by
// experience on the vessel, with a promotion from the rank below last; each with its reasons.
import { describe, expect, it } from "vitest";
import { addDays } from "../../../shared/dates";
import { createCrewMember, createRotation, createVessel, giveCertificates } from "../../db/seed/factories";
import { fileTestContext } from "../../test/helpers";
import { ENGINE } from "../../test/test-database";

describe(`relievers (${ENGINE})`, () => {
  const ctx = fileTestContext();

  it("ranks eligible, free seafarers of the rank and the rank below, with reasons", async () => {
    const vessel = await createVessel(ctx.db, { name: "MV Galley", type: "Tanker" });
    const other = await createVessel(ctx.db, { type: "Tanker" });
    const from = addDays(ctx.today, 10);
    const to = addDays(ctx.today, 100);
    const cook = async (
      lastName: string,
      more: Parameters<typeof createCrewMember>[1] = {},
      certified = true,
    ) => {
      const m = await createCrewMember(ctx.db, { firstName: "R", lastName, rank: "Cook", ...more });
      if (certified) await giveCertificates(ctx.db, m.id);
      return m;
    };
    const veteran = await cook("Veteran");
    await createRotation(ctx.db, {
      crewMemberId: veteran.id,
      vesselId: vessel.id,
      joinDate: addDays(ctx.today, -300),
      leaveDate: addDays(ctx.today, -60),
      status: "completed",
    });
    const fresh = await cook("Fresh");
    const steward = await cook("Steward", { rank: "Steward" });
    const uncertified = await cook("Uncertified", {}, false);
    const busy = await cook("Busy");
    await createRotation(ctx.db, {
      crewMemberId: busy.id,
      vesselId: other.id,
      joinDate: addDays(ctx.today, 50),
    });
    const assigned = await cook("Assigned", { currentVesselId: other.id }); // aboard, no rotation
    const inactive = await cook("Inactive", { status: "inactive" });
    const wiper = await cook("Wiper", { rank: "Wiper" });

    const res = await ctx.as("office_staff", {
      method: "GET",
      url: `/api/vessels/${vessel.id}/relievers?rank=Cook&from=${from}&to=${to}`,
    });
    expect(res.statusCode).toBe(200);
    const mine = new Set(
      [veteran, fresh, steward, uncertified, busy, assigned, inactive, wiper].map((m) => m.id),
    );
    const listed = res.json().filter((r: { crewMemberId: string }) => mine.has(r.crewMemberId));
    expect(listed.map((r: { name: string }) => r.name)).toEqual(["R Veteran", "R Fresh", "R Steward"]);
    expect(listed[0]).toMatchObject({
      rank: "Cook",
      promotion: false,
      eligible: true,
      blockers: [],
      toursOnVessel: 1,
      toursOnType: 1,
      availableFrom: addDays(ctx.today, -60),
    });
    expect(listed[0].reasons).toContain("1 tour on this vessel");
    expect(listed[2]).toMatchObject({ rank: "Steward", promotion: true, availableFrom: from });
    expect(listed[2].reasons[0]).toBe("Promotion from Steward");
  });

  it("validates the query and answers 404 for an unknown vessel; crew are refused", async () => {
    const vessel = await createVessel(ctx.db);
    const url = (id: string, q: string) => `/api/vessels/${id}/relievers?${q}`;
    const ok = `rank=Cook&from=${ctx.today}&to=${ctx.today}`;
    expect(
      (
        await ctx.as("office_staff", {
          method: "GET",
          url: url(vessel.id, "rank=Pilot&from=2027-01-01&to=2027-01-02"),
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await ctx.as("office_staff", {
          method: "GET",
          url: url(vessel.id, `rank=Cook&from=${ctx.today}&to=${addDays(ctx.today, -1)}`),
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await ctx.as("office_staff", { method: "GET", url: url("00000000-0000-4000-8000-000000000000", ok) }))
        .statusCode,
    ).toBe(404);
    expect((await ctx.as("crew", { method: "GET", url: url(vessel.id, ok) })).statusCode).toBe(403);
  });
});
