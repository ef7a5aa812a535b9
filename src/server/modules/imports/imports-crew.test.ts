import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { makeImo } from "../../../shared/imo";
import { activityLog } from "../../db/schema";
import { contracts, crewMembers } from "../../db/schema-fleet";
import { createCrewMember, createDocument, createVessel } from "../../test/factories";
import { fileTestContext } from "../../test/helpers";
import { csvOf, importRequest, xlsxOf } from "../../test/sheets";
import { ENGINE } from "../../test/test-database";
import { FORMULA_CELL_MESSAGE } from "./rows";

const HEADER = [
  "First name",
  "LAST_NAME",
  "Date Of Birth",
  "Nationality ",
  "Ränk",
  "Vessel",
  "Contract start",
  "Contract end",
  "Salary",
];

describe(`crew list import (${ENGINE})`, () => {
  const ctx = fileTestContext();
  const post = (
    query: string,
    file: Buffer,
    opts?: Parameters<typeof importRequest>[2],
    role: "admin" | "office_staff" | "crew" = "office_staff",
  ) => ctx.as(role, importRequest(query, file, opts));
  const membersNamed = (lastName: string) =>
    ctx.db.select().from(crewMembers).where(eq(crewMembers.lastName, lastName));
  const importEntries = () => ctx.db.select().from(activityLog).where(eq(activityLog.type, "import"));
  /** A vessel with an IMO number made valid from `imoSeed`. */
  const vesselWithImo = (name: string, imoSeed: number, type = "Tanker") =>
    createVessel(ctx.db, { name, imoNumber: makeImo(imoSeed), type });

  it("a dry run answers each row, with errors in words, and writes nothing", async () => {
    const vessel = await vesselWithImo("MV Dry Run", 910001);
    const file = await xlsxOf([
      HEADER,
      [
        "Ana",
        "Dryrun",
        new Date(Date.UTC(1990, 1, 3)),
        "Filipino",
        "Chief Officer",
        vessel.imoNumber,
        "2026-11-01",
        "01/05/2027",
        5200,
      ],
      ["Ben", "Dryrun", "31/02/1991", "Indian", "Chief Oficer", "", "", "", ""],
      ["Cy", "Dryrun", "1992-07-08", "Polish", "AB", "MV Dry Rum", "", "", ""],
    ]);
    const res = await post("kind=crew&dryRun=true", file);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.outcome).toBe("dry-run");
    expect(body.columns.map((c: { field: string }) => c.field)).toEqual([
      "firstName",
      "lastName",
      "dateOfBirth",
      "nationality",
      "rank",
      "vessel",
      "contractStartDate",
      "contractEndDate",
      "contractSalary",
    ]);
    expect(body.rows[0]).toEqual({ row: 2, status: "create", errors: [] });
    expect(body.rows[1].status).toBe("error");
    expect(body.rows[1].errors).toEqual([
      {
        field: "dateOfBirth",
        message: 'Date of birth: cannot read "31/02/1991" as a date (use yyyy-mm-dd or dd/mm/yyyy)',
      },
      { field: "rank", message: 'Unknown rank "Chief Oficer": did you mean Chief Officer?' },
    ]);
    expect(body.rows[1].values).toMatchObject({ firstName: "Ben", rank: "Chief Oficer" });
    expect(body.rows[2].errors).toEqual([
      { field: "vessel", message: 'Unknown vessel "MV Dry Rum": did you mean MV Dry Run?' },
    ]);
    expect(body.summary).toEqual({ create: 1, update: 0, unchanged: 0, error: 2 });
    expect(await membersNamed("Dryrun")).toHaveLength(0);
  });

  it("refuse: a file with an error writes nothing; skip: the valid rows go in with their contracts, once", async () => {
    const vessel = await vesselWithImo("MV Skipper", 910002);
    const file = await xlsxOf([
      HEADER,
      ["Dana", "Skipper", "1988-03-04", "Filipino", "Master", "MV Skipper", "2026-11-01", "2027-05-01", 9000],
      ["Eli", "Skipper", "1990-01-01", "Filipino", "Cook", "", "", "", ""],
      ["Fay", "Skipper", "not a date", "Filipino", "Cook", "", "", "", ""],
    ]);
    const before = (await importEntries()).length;
    const refused = await post("kind=crew&dryRun=false&onError=refuse", file);
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toMatchObject({ outcome: "refused", summary: { create: 2, error: 1 } });
    expect(await membersNamed("Skipper")).toHaveLength(0);
    expect(await importEntries()).toHaveLength(before);

    const res = await post("kind=crew&dryRun=false&onError=skip", file);
    const body = res.json();
    expect(body).toMatchObject({
      outcome: "imported",
      summary: { create: 2, update: 0, unchanged: 0, error: 1 },
    });
    const members = await membersNamed("Skipper");
    expect(members.map((m) => m.firstName).sort()).toEqual(["Dana", "Eli"]);
    const dana = members.find((m) => m.firstName === "Dana");
    expect(dana).toMatchObject({ rank: "Captain", currentVesselId: vessel.id });
    const [contract] = await ctx.db
      .select()
      .from(contracts)
      .where(eq(contracts.crewMemberId, dana?.id ?? ""));
    expect(contract).toMatchObject({
      startDate: "2026-11-01",
      endDate: "2027-05-01",
      salary: "9000.00",
      vesselId: vessel.id,
    });
    // a master aboard a tanker with no documents lacks certificates: the summary says so
    expect(body.meaning[0]).toMatch(
      /^2 seafarers imported \(2 new, 0 updated, 0 unchanged\); 1 lacks a certificate their rank needs aboard$/,
    );
    const log = await ctx.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.entityId, dana?.id ?? ""));
    expect(log.map((l) => l.action)).toContain("create");
    expect(await importEntries()).toHaveLength(before + 1);

    const again = await post("kind=crew&dryRun=false&onError=skip", file);
    expect(again.json().summary).toEqual({ create: 0, update: 0, unchanged: 2, error: 1 });
    expect(await membersNamed("Skipper")).toHaveLength(2);
    expect(await importEntries()).toHaveLength(before + 1);
  });

  it("a known seafarer (by passport, else name and date of birth) is updated, the contract with them", async () => {
    const byName = await createCrewMember(ctx.db, {
      firstName: "Gus",
      lastName: "Known",
      dateOfBirth: "1980-05-05",
      rank: "Cook",
    });
    const byPassport = await createCrewMember(ctx.db, {
      firstName: "Hal",
      lastName: "Passported",
      dateOfBirth: "1981-06-06",
    });
    await createDocument(ctx.db, {
      crewMemberId: byPassport.id,
      type: "passport",
      documentNumber: "XP 123456",
    });
    const csv = csvOf(
      [
        [
          "first name",
          "last name",
          "date of birth",
          "nationality",
          "rank",
          "passport number",
          "contract start",
          "contract end",
        ],
        ["GUS", "known", "05/05/1980", "Filipino", "Steward", "", "2026-12-01", "2027-06-01"],
        ["Harold", "Passported", "1981-06-06", "Filipino", "Able Seaman", "xp123456", "", ""],
      ],
      ";",
    );
    const res = await post("kind=crew&dryRun=false", csv, { filename: "crew.csv" });
    expect(res.json().summary, res.body).toEqual({ create: 0, update: 2, unchanged: 0, error: 0 });
    const [gus] = await ctx.db.select().from(crewMembers).where(eq(crewMembers.id, byName.id));
    expect(gus.rank).toBe("Steward");
    expect(gus.firstName).toBe("GUS");
    const [c] = await ctx.db.select().from(contracts).where(eq(contracts.crewMemberId, byName.id));
    expect(c).toMatchObject({ startDate: "2026-12-01", endDate: "2027-06-01", status: "active" });
    const [hal] = await ctx.db.select().from(crewMembers).where(eq(crewMembers.id, byPassport.id));
    expect(hal.firstName).toBe("Harold");
  });

  it("dates read as the user chose; unmatched columns are mapped; duplicates and formulas refused in words", async () => {
    const rows = [
      ["Given name", "Surname", "Born", "Nationality", "Grade/Position", "E-mail"],
      ["Ida", "Mapped", "03/02/1990", "Filipino", "Cook", "ida@example.com"],
      ["Ida", "Mapped", "03/02/1990", "Filipino", "Cook", ""],
      ['=HYPERLINK("http://x")', "Mapped", "04/02/1990", "Filipino", "Cook", ""],
      ["Jo", "Mapped", "05/02/1990", "Filipino", "Cook", "ida@example.com"],
    ];
    const unmapped = (await post("kind=crew", await xlsxOf(rows))).json();
    expect(unmapped.columns.find((c: { header: string }) => c.header === "Grade/Position").field).toBeNull();
    expect(unmapped.missingFields).toEqual(["rank"]);
    expect(unmapped.rows[0].errors).toEqual([{ field: "rank", message: "Rank is required" }]);

    const mapping = { "Grade/Position": "rank" };
    const mdy = (await post("kind=crew&dateOrder=mdy", await xlsxOf(rows), { mapping })).json();
    expect(mdy.rows[0]).toMatchObject({ status: "create" });
    const res = await post("kind=crew&dryRun=false&onError=skip", await xlsxOf(rows), { mapping });
    const body = res.json();
    expect(body.rows.map((r: { status: string }) => r.status)).toEqual(["create", "error", "error", "error"]);
    expect(body.rows[1].errors).toEqual([
      {
        field: "lastName",
        message: "The same seafarer (name and date of birth) as row 2: each appears once in a file",
      },
    ]);
    expect(body.rows[2].errors).toEqual([{ field: "firstName", message: FORMULA_CELL_MESSAGE }]);
    expect(body.rows[3].errors).toEqual([
      { field: "email", message: "The same e-mail address as row 2: each appears once in a file" },
    ]);
    const [ida] = await membersNamed("Mapped");
    expect(ida.dateOfBirth).toBe("1990-02-03");
  });

  it("a merged header is a column each, chosen apart; a vessel merged down its crew is each row's vessel", async () => {
    const vessel = await vesselWithImo("MV Merged", 910003, "Bulk Carrier");
    const rows = [
      ["Name", null, "Date of birth", "Nationality", "Rank", "Vessel"],
      ["Kim", "Merged", "1990-01-01", "Filipino", "Cook", "MV Merged"],
      ["Lou", "Merged", "1991-02-02", "Filipino", "Able Seaman", null],
    ];
    const file = await xlsxOf(rows, ["A1:B1", "F2:F3"]);
    const unmapped = (await post("kind=crew", file)).json();
    expect(unmapped.columns).toEqual([
      { header: "Name", field: null },
      { header: "Name (column 2)", field: null },
      { header: "Date of birth", field: "dateOfBirth" },
      { header: "Nationality", field: "nationality" },
      { header: "Rank", field: "rank" },
      { header: "Vessel", field: "vessel" },
    ]);
    const mapping = { Name: "firstName", "Name (column 2)": "lastName" };
    const res = await post("kind=crew&dryRun=false", file, { mapping });
    expect(res.json().summary, res.body).toEqual({ create: 2, update: 0, unchanged: 0, error: 0 });
    const members = await membersNamed("Merged");
    expect(members.map((m) => [m.firstName, m.currentVesselId]).sort()).toEqual([
      ["Kim", vessel.id],
      ["Lou", vessel.id],
    ]);
  });

  it("a formula cell gives the value saved with it, never evaluated; without one the cell is empty", async () => {
    const file = await xlsxOf([
      ["First name", "Last name", "Date of birth", "Nationality", "Rank"],
      [{ formula: 'CONCAT("Ka","te")', result: "Kate" }, "Formula", "1990-01-01", "Filipino", "Cook"],
      [{ formula: "1+1" }, "Formula", "1990-01-02", "Filipino", "Cook"],
    ]);
    const body = (await post("kind=crew&dryRun=false&onError=skip", file)).json();
    expect(body.rows[1].errors).toEqual([{ field: "firstName", message: "First name is required" }]);
    const members = await membersNamed("Formula");
    expect(members.map((m) => m.firstName)).toEqual(["Kate"]);
  });

  it("crew users may not import; office may not import vessels or safe manning", async () => {
    const file = await xlsxOf([["First name"], ["X"]]);
    expect((await post("kind=crew", file, {}, "crew")).statusCode).toBe(403);
    expect((await post("kind=vessels", file)).statusCode).toBe(403);
    expect((await post("kind=safe-manning", file)).statusCode).toBe(403);
    const count = await ctx.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(crewMembers)
      .where(and(eq(crewMembers.firstName, "X")));
    expect(count[0].n).toBe(0);
  });
});
