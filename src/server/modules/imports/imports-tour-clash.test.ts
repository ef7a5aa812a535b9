// A crew list import that would put a recorded seafarer on two tours at once (a rotation planned on
// another vessel, while the file sets them aboard one from today): the row is an error naming the clash
// in the preview, the summary says how many, a refusing import writes nothing, a skipping one writes the
// other rows and leaves that seafarer where they were. Both engines.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays } from "../../../shared/dates";
import { makeImo } from "../../../shared/imo";
import { crewMembers } from "../../db/schema-fleet";
import { createCrewMember, createRotation, createVessel } from "../../test/factories";
import { fileTestContext } from "../../test/helpers";
import { importRequest, xlsxOf } from "../../test/sheets";
import { ENGINE } from "../../test/test-database";

describe(`crew list import: tours that would clash (${ENGINE})`, () => {
  const ctx = fileTestContext();
  const post = (query: string, file: Buffer) => ctx.as("office_staff", importRequest(query, file));

  it("turns the clashing row into an error naming the clash and counts it", async () => {
    const here = await createVessel(ctx.db, { name: "MV Clash Here", imoNumber: makeImo(930001) });
    const there = await createVessel(ctx.db, { name: "MV Clash There", imoNumber: makeImo(930002) });
    const busy = await createCrewMember(ctx.db, {
      firstName: "Lea",
      lastName: "Clasher",
      dateOfBirth: "1987-04-05",
      rank: "Cook",
    });
    const joins = addDays(ctx.today, 20);
    await createRotation(ctx.db, {
      crewMemberId: busy.id,
      vesselId: there.id,
      joinDate: joins,
      leaveDate: addDays(ctx.today, 80),
    });
    const file = await xlsxOf([
      ["First name", "Last name", "Date of birth", "Nationality", "Rank", "Vessel"],
      ["Lea", "Clasher", "1987-04-05", "Filipino", "Cook", "MV Clash Here"],
      ["Max", "Clasher", "1990-01-01", "Filipino", "Cook", "MV Clash Here"],
    ]);

    const dry = (await post("kind=crew&dryRun=true", file)).json();
    expect(dry.summary).toEqual({ create: 1, update: 0, unchanged: 0, error: 1 });
    expect(dry.rows[0].status).toBe("error");
    expect(dry.rows[0].errors).toHaveLength(1);
    expect(dry.rows[0].errors[0].field).toBe("vessel");
    expect(dry.rows[0].errors[0].message).toMatch(
      /^Lea Clasher is already on MV Clash There from .+: a tour on MV Clash Here from .+ would overlap it$/,
    );
    expect(dry.rows[0].values).toMatchObject({ firstName: "Lea", vessel: "MV Clash Here" });
    expect(dry.meaning).toContain(
      "1 row would put a seafarer on two tours at once (a planned crew change or rotation elsewhere): left out, each error names the clash",
    );

    const refused = (await post("kind=crew&dryRun=false&onError=refuse", file)).json();
    expect(refused.outcome).toBe("refused");
    expect(await ctx.db.select().from(crewMembers).where(eq(crewMembers.lastName, "Clasher"))).toHaveLength(
      1,
    );

    const res = await post("kind=crew&dryRun=false&onError=skip", file);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.outcome).toBe("imported");
    expect(body.summary).toEqual({ create: 1, update: 0, unchanged: 0, error: 1 });
    expect(body.meaning[1]).toMatch(/^1 row would put a seafarer on two tours at once/);
    const members = await ctx.db.select().from(crewMembers).where(eq(crewMembers.lastName, "Clasher"));
    expect(members.find((m) => m.firstName === "Lea")?.currentVesselId).toBeNull();
    expect(members.find((m) => m.firstName === "Max")?.currentVesselId).toBe(here.id);
  });
});
