// A seafarer's own tours and crew changes on PGlite and PostgreSQL: the crew user reads
// theirs (the tour aboard now, one ahead, a crew change with its travel notes), another member's is
// a 404 to them, the office reads anyone's, an unknown member is a 404, and a tour over more than a year ago
// is left out.
import { describe, expect, it } from "vitest";
import { addDays } from "../../../shared/dates";
import type { TCrewTours } from "../../../shared/tours";
import { planCrewChange } from "../../test/crew-changes";
import { createCrewMember, createRotation, createVessel, giveCertificates } from "../../test/factories";
import { fileTestContext } from "../../test/helpers";
import { ENGINE } from "../../test/test-database";

describe(`GET /api/crew/:id/tours (${ENGINE})`, () => {
  const ctx = fileTestContext();
  const d = (n: number) => addDays(ctx.today, n);

  it("answers the seafarer's tours and crew changes to them and the office; others get 404", async () => {
    const v = await createVessel(ctx.db, { name: "My Tours Alpha" });
    const me = ctx.crewMemberId;
    await giveCertificates(ctx.db, me);
    await createRotation(ctx.db, { crewMemberId: me, vesselId: v.id, joinDate: d(-5) });
    const next = await createVessel(ctx.db, { name: "My Tours Bravo" });
    // signed off Alpha on day 39 (the crew change's day becomes the tour's planned sign-off), so the Bravo
    // tour from day 40 overlaps nothing
    const planned = await planCrewChange(ctx, {
      vesselId: v.id,
      port: "Rotterdam",
      date: d(39),
      offSigners: [{ crewMemberId: me, travelNotes: "KL1234 AMS-MNL" }],
    });
    expect(planned.statusCode, planned.body).toBe(201);
    await createRotation(ctx.db, { crewMemberId: me, vesselId: next.id, joinDate: d(40), leaveDate: d(160) });
    await createRotation(ctx.db, {
      crewMemberId: me,
      vesselId: next.id,
      joinDate: d(-600),
      leaveDate: d(-400),
    });

    const own = await ctx.as("crew", { method: "GET", url: `/api/crew/${me}/tours` });
    expect(own.statusCode).toBe(200);
    const body = own.json() as TCrewTours;
    expect(body.tours.map((t) => [t.vesselName, t.signOn, t.signOff, t.rotationId === null])).toEqual([
      ["My Tours Bravo", d(40), d(160), false],
      ["My Tours Alpha", d(-5), d(39), false],
    ]);
    expect(body.crewChanges).toEqual([
      expect.objectContaining({
        vesselName: "My Tours Alpha",
        port: "Rotterdam",
        date: d(39),
        status: "planned",
        direction: "off",
        travelNotes: "KL1234 AMS-MNL",
      }),
    ]);
    const office = await ctx.as("office_staff", { method: "GET", url: `/api/crew/${me}/tours` });
    expect(office.json()).toEqual(body);

    const other = await createCrewMember(ctx.db);
    expect((await ctx.as("crew", { method: "GET", url: `/api/crew/${other.id}/tours` })).statusCode).toBe(
      404,
    );
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await ctx.as("admin", { method: "GET", url: `/api/crew/${unknown}/tours` })).statusCode).toBe(
      404,
    );
    expect((await ctx.as(null, { method: "GET", url: `/api/crew/${me}/tours` })).statusCode).toBe(401);
  });
});
