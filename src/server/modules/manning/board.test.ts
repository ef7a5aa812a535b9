// The planning board on PGlite and PostgreSQL: a page of vessels by name with their
// positions, the tours touching the range (named), the gaps the shared rule finds (the same as
// GET /api/manning/gaps) and the crew changes in the range; paging and search; bad ranges are 400.
import { describe, expect, it } from "vitest";
import { addDays } from "../../../shared/dates";
import { planCrewChange } from "../../test/crew-changes";
import { createCrewMember, createCrewOnRotation, createVessel } from "../../test/factories";
import { fileTestContext } from "../../test/helpers";
import { ENGINE } from "../../test/test-database";

describe(`planning board (${ENGINE})`, () => {
  const ctx = fileTestContext();
  const board = (q: Record<string, string>) =>
    ctx.as("office_staff", { method: "GET", url: `/api/manning/board?${new URLSearchParams(q)}` });

  it("answers a vessel's positions, named tours, gaps and crew changes; cancelled changes are left out", async () => {
    const d = (n: number) => addDays(ctx.today, n);
    const v = await createVessel(ctx.db, { name: "Board Alpha", type: "Tanker" });
    await ctx.as("admin", {
      method: "PUT",
      url: `/api/vessels/${v.id}/safe-manning`,
      payload: { positions: [{ rank: "Cook", count: 1 }] },
    });
    const cook = await createCrewOnRotation(
      ctx.db,
      { vesselId: v.id, joinDate: d(-10), leaveDate: d(20) },
      { rank: "Cook", firstName: "Ada", lastName: "Galley" },
    );
    await createCrewOnRotation(ctx.db, { vesselId: v.id, joinDate: d(100) }, { rank: "Oiler" }); // outside
    const relief = await createCrewMember(ctx.db, { rank: "Cook" });
    const planned = await planCrewChange(ctx, {
      vesselId: v.id,
      port: "Rotterdam",
      date: d(25),
      onSigners: [{ crewMemberId: relief.id, rank: "Cook" }],
    });
    expect(planned.statusCode).toBe(201);
    const dropped = await planCrewChange(ctx, {
      vesselId: v.id,
      port: "Antwerp",
      date: d(5),
      offSigners: [{ crewMemberId: cook.id }],
    });
    await ctx.as("office_staff", { method: "POST", url: `/api/crew-changes/${dropped.json().id}/cancel` });

    const res = await board({ from: d(0), to: d(30), q: "Board Alpha" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["x-total-count"]).toBe("1");
    const [row] = res.json();
    expect(row).toMatchObject({
      vesselId: v.id,
      vesselName: "Board Alpha",
      vesselType: "Tanker",
      positions: [{ rank: "Cook", count: 1 }],
      tours: [
        {
          crewMemberId: cook.id,
          name: "Ada Galley",
          rank: "Cook",
          signOn: d(-10),
          signOff: d(20),
          planned: false,
        },
        // the open crew change's joiner, planned aboard from its day
        { crewMemberId: relief.id, rank: "Cook", signOn: d(25), signOff: null, planned: true },
      ],
      crewChanges: [{ id: planned.json().id, date: d(25), port: "Rotterdam", status: "planned" }],
    });
    // the gaps are the fleet gaps call's for this vessel, without the vessel fields
    const gaps = await ctx.as("office_staff", {
      method: "GET",
      url: `/api/manning/gaps?from=${d(0)}&to=${d(30)}&vesselId=${v.id}`,
    });
    expect(row.gaps).toEqual(
      gaps.json().map(({ vesselId: _, vesselName: __, ...g }: Record<string, unknown>) => g),
    );
    // the planned joiner covers the rank from the change's day
    expect(row.gaps).toEqual([{ rank: "Cook", from: d(20), to: d(24), required: 1, planned: 0 }]);

    // the rows are reused per vessel until it changes: a seafarer renamed, a crew change cancelled and a
    // vessel renamed show at once
    const renamed = await ctx.as("office_staff", {
      method: "PUT",
      url: `/api/crew/${cook.id}`,
      payload: { firstName: "Adah" },
    });
    expect(renamed.statusCode).toBe(200);
    await ctx.as("office_staff", { method: "POST", url: `/api/crew-changes/${planned.json().id}/cancel` });
    const vesselRenamed = await ctx.as("admin", {
      method: "PUT",
      url: `/api/vessels/${v.id}`,
      payload: { name: "Board Alpha II" },
    });
    expect(vesselRenamed.statusCode).toBe(200);
    const [after] = (await board({ from: d(0), to: d(30), q: "Board Alpha" })).json();
    expect(after).toMatchObject({
      vesselName: "Board Alpha II",
      tours: [{ name: "Adah Galley" }],
      crewChanges: [],
    });
  });

  it("pages vessels by name with the total in X-Total-Count", async () => {
    for (const n of ["Board Page C", "Board Page A", "Board Page B"]) await createVessel(ctx.db, { name: n });
    const first = await board({ from: ctx.today, to: ctx.today, q: "Board Page", limit: "2" });
    expect(first.headers["x-total-count"]).toBe("3");
    expect(first.json().map((r: { vesselName: string }) => r.vesselName)).toEqual([
      "Board Page A",
      "Board Page B",
    ]);
    const second = await board({ from: ctx.today, to: ctx.today, q: "Board Page", limit: "2", offset: "2" });
    expect(second.json().map((r: { vesselName: string }) => r.vesselName)).toEqual(["Board Page C"]);
  });

  it("refuses a reversed or too long range and crew users", async () => {
    expect((await board({ from: ctx.today, to: addDays(ctx.today, -1) })).statusCode).toBe(400);
    expect((await board({ from: ctx.today, to: addDays(ctx.today, 400) })).statusCode).toBe(400);
    expect((await board({ from: ctx.today, to: ctx.today, limit: "101" })).statusCode).toBe(400);
    const crew = await ctx.as("crew", {
      method: "GET",
      url: `/api/manning/board?from=${ctx.today}&to=${ctx.today}`,
    });
    expect(crew.statusCode).toBe(403);
  });
});
