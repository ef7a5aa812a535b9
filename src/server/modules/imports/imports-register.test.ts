import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { makeImo } from "../../../shared/imo";
import {
  IMPORT_NO_HEADER_MESSAGE,
  IMPORT_NOT_SPREADSHEET_MESSAGE,
  IMPORT_TOO_LARGE_MESSAGE,
} from "../../../shared/imports";
import { documents } from "../../db/schema-documents";
import { vessels } from "../../db/schema-fleet";
import { safeManningPositions } from "../../db/schema-manning";
import { createCrewMember, createVessel } from "../../test/factories";
import { PNG } from "../../test/files";
import { fileTestContext } from "../../test/helpers";
import { csvOf, importRequest, xlsxOf } from "../../test/sheets";
import { ENGINE } from "../../test/test-database";
import { NAME_THE_SEAFARER_MESSAGE } from "./documents";

const REGISTER = [
  "First name",
  "Last name",
  "Date of birth",
  "Certificate type",
  "Document number",
  "Issue date",
  "Expiry date",
  "Issuing authority",
  "Issuing state",
];

describe(`certificate register, vessels and safe manning imports (${ENGINE})`, () => {
  const ctx = fileTestContext();
  const post = (
    query: string,
    file: Buffer | null,
    opts?: Parameters<typeof importRequest>[2],
    role: "admin" | "office_staff" = "admin",
  ) => ctx.as(role, importRequest(query, file, opts));

  it("documents: dry run, import (skip), re-import unchanged, a changed expiry updates", async () => {
    const vessel = await createVessel(ctx.db, {
      name: "MV Register",
      type: "Tanker",
      imoNumber: makeImo(920001),
    });
    const ana = await createCrewMember(ctx.db, {
      firstName: "Ána",
      lastName: "Register",
      dateOfBirth: "1990-02-03",
      rank: "Cook",
      currentVesselId: vessel.id,
    });
    // row 3 and row 5: the same document twice in one file
    const medical = [
      "Ana",
      "Register",
      "1990-02-03",
      "Medical Certificate",
      "MED-1",
      "2026-01-01",
      "2028-01-01",
      "Clinic",
      "",
    ];
    const rows = [
      REGISTER,
      [
        "ana",
        "register",
        "03/02/1990",
        "Passport",
        "P 1234567",
        "2022-01-01",
        "2032-01-01",
        "Manila DFA",
        "Philippines",
      ],
      medical,
      [
        "Ana",
        "Register",
        "1990-02-03",
        "Basic Safty Training",
        "BST-1",
        "2025-01-01",
        "2030-01-01",
        "Academy",
        "",
      ],
      medical,
      [
        "Nobody",
        "Register",
        "1990-02-03",
        "Medical Certificate",
        "MED-2",
        "2026-01-01",
        "2028-01-01",
        "Clinic",
        "",
      ],
      ["", "", "", "Passport", "P 7654321", "2022-01-01", "", "Manila DFA", ""],
      ["Ana", "Register", "1990-02-03", "passport", "P 999", "2022-01-01", "", "Manila DFA", ""],
    ];
    const dry = (await post("kind=documents", await xlsxOf(rows))).json();
    expect(dry.summary).toEqual({ create: 2, update: 0, unchanged: 0, error: 5 });
    expect(dry.rows[2].errors).toEqual([
      {
        field: "type",
        message: 'Unknown certificate type "Basic Safty Training": did you mean Basic Safety Training?',
      },
    ]);
    expect(dry.rows[3].errors).toEqual([
      {
        field: "documentNumber",
        message: "The same document (seafarer, type and number) as row 3: each appears once in a file",
      },
    ]);
    expect(dry.rows[4].errors[0]).toEqual({
      field: "lastName",
      message: "No seafarer named Nobody Register, born 1990-02-03: import the crew list first",
    });
    expect(dry.rows[5].errors[0]).toEqual({ field: "passportNumber", message: NAME_THE_SEAFARER_MESSAGE });
    expect(dry.rows[6].errors).toEqual([{ field: "expiryDate", message: "Expiry date is required" }]);
    const held = () => ctx.db.select().from(documents).where(eq(documents.crewMemberId, ana.id));
    expect(await held()).toHaveLength(0);

    const refused = (await post("kind=documents&dryRun=false", await xlsxOf(rows))).json();
    expect(refused.outcome).toBe("refused");
    expect(await held()).toHaveLength(0);

    const done = (await post("kind=documents&dryRun=false&onError=skip", await xlsxOf(rows))).json();
    expect(done.outcome).toBe("imported");
    expect((await held()).map((d) => d.documentNumber).sort()).toEqual(["MED-1", "P 1234567"]);
    // a cook aboard a tanker needs more than a passport and a medical: the summary reads the projection
    expect(done.meaning).toEqual([
      "2 documents written for 1 seafarer; 1 of them still lacks a certificate their rank needs aboard",
    ]);

    const again = (await post("kind=documents&dryRun=false&onError=skip", await xlsxOf(rows))).json();
    expect(again.summary).toEqual({ create: 0, update: 0, unchanged: 2, error: 5 });

    const changed = rows
      .slice(0, 3)
      .map((r, i) => (i === 2 ? r.map((c) => (c === "2028-01-01" ? "2028-06-30" : c)) : r));
    const upd = (await post("kind=documents&dryRun=false", await xlsxOf(changed))).json();
    expect(upd.summary).toEqual({ create: 0, update: 1, unchanged: 1, error: 0 });
    const [med] = await ctx.db
      .select()
      .from(documents)
      .where(and(eq(documents.crewMemberId, ana.id), eq(documents.type, "medical")));
    expect(med.expiryDate).toBe("2028-06-30");
  });

  it("vessels by IMO number: dry run, create, re-import unchanged, update; type and flag matched", async () => {
    const imo = makeImo(920101);
    const header = ["IMO No", "Ship name", "Ship type", "Flag state", "Capacity"];
    const rows = [
      header,
      [`IMO ${imo}`, "MV Imported", "bulk carrier", "marshall islands", 22],
      ["", "MV No Imo", "Tanker", "Panama", ""],
      [makeImo(920102), "MV Odd", "Bulker", "Marshal Islands", ""],
      [imo, "MV Twice", "Tanker", "Panama", ""],
    ];
    const dry = (await post("kind=vessels&dryRun=true", await xlsxOf(rows))).json();
    expect(dry.summary).toEqual({ create: 1, update: 0, unchanged: 0, error: 3 });
    expect(await ctx.db.select().from(vessels).where(eq(vessels.imoNumber, imo))).toEqual([]);
    const res = (await post("kind=vessels&dryRun=false&onError=skip", await xlsxOf(rows))).json();
    expect(res.summary).toEqual({ create: 1, update: 0, unchanged: 0, error: 3 });
    expect(res.rows[1].errors[0].field).toBe("imoNumber");
    expect(res.rows[2].errors).toEqual([
      { field: "type", message: 'Unknown vessel type "Bulker"' },
      { field: "flag", message: 'Unknown flag state "Marshal Islands": did you mean Marshall Islands?' },
    ]);
    expect(res.rows[3].errors[0].message).toBe("The same IMO number as row 2: each appears once in a file");
    const [v] = await ctx.db.select().from(vessels).where(eq(vessels.imoNumber, imo));
    expect(v).toMatchObject({
      name: "MV Imported",
      type: "Bulk Carrier",
      flag: "Marshall Islands",
      crewCapacity: 22,
    });
    const again = (
      await post("kind=vessels&dryRun=false&onError=skip", await xlsxOf(rows.slice(0, 2)))
    ).json();
    expect(again.summary).toEqual({ create: 0, update: 0, unchanged: 1, error: 0 });
    const renamed = [header, [imo, "MV Renamed", "Bulk Carrier", "Marshall Islands", 22]];
    expect((await post("kind=vessels&dryRun=false", await xlsxOf(renamed))).json().summary.update).toBe(1);
    const [after] = await ctx.db.select().from(vessels).where(eq(vessels.imoNumber, imo));
    expect(after.name).toBe("MV Renamed");
  });

  it("safe manning by vessel and rank: dry run, ranks given change, others kept, re-import unchanged", async () => {
    const vessel = await createVessel(ctx.db, { name: "MV Manned", imoNumber: makeImo(920201) });
    await ctx.db.insert(safeManningPositions).values({ vesselId: vessel.id, rank: "Cook", count: 1 });
    const rows = [
      ["Vessel", "Rank", "Minimum number"],
      ["MV Manned", "Master", 1],
      [vessel.imoNumber, "AB", 3],
      ["MV Manned", "Captain", 2],
      ["MV Unmanned", "Cook", 1],
      ["MV Manned", "Oiler", -1],
    ];
    const manning = async () =>
      Object.fromEntries(
        (
          await ctx.db.select().from(safeManningPositions).where(eq(safeManningPositions.vesselId, vessel.id))
        ).map((p) => [p.rank, p.count]),
      );
    const dry = (await post("kind=safe-manning&dryRun=true", await xlsxOf(rows))).json();
    expect(dry.summary).toEqual({ create: 2, update: 0, unchanged: 0, error: 3 });
    expect(await manning()).toEqual({ Cook: 1 });
    const res = (await post("kind=safe-manning&dryRun=false&onError=skip", await xlsxOf(rows))).json();
    expect(res.summary).toEqual({ create: 2, update: 0, unchanged: 0, error: 3 });
    expect(res.rows[2].errors[0].message).toBe(
      "The same vessel and rank as row 2: each appears once in a file",
    );
    expect(res.rows[3].errors[0].field).toBe("vessel");
    expect(res.rows[4].errors).toEqual([{ field: "count", message: "A count can't be below zero" }]);
    expect(await manning()).toEqual({ Captain: 1, "Able Seaman": 3, Cook: 1 });
    const again = (await post("kind=safe-manning&dryRun=false&onError=skip", await xlsxOf(rows))).json();
    expect(again.summary).toEqual({ create: 0, update: 0, unchanged: 2, error: 3 });
  });

  it("bad files: one clear 400 (or 413), nothing written", async () => {
    const expect400 = async (
      file: Buffer | null,
      message: string | RegExp,
      opts?: Parameters<typeof importRequest>[2],
    ) => {
      const res = await post("kind=crew&dryRun=false", file, opts);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(message);
    };
    await expect400(PNG, IMPORT_NOT_SPREADSHEET_MESSAGE);
    await expect400(Buffer.from("PK\u0003\u0004 not really a zip"), IMPORT_NOT_SPREADSHEET_MESSAGE);
    await expect400(
      await xlsxOf([
        [1, 2, 3],
        [4, 5, 6],
      ]),
      IMPORT_NO_HEADER_MESSAGE,
    );
    await expect400(await xlsxOf([]), IMPORT_NO_HEADER_MESSAGE);
    await expect400(null, "Send the spreadsheet as multipart/form-data in a field named file");
    await expect400(await xlsxOf([["First name"]]), "mapping must be JSON", { mapping: "{not json" });
    const big = csvOf([
      ["First name", "Last name"],
      ...Array.from({ length: 100_000 }, (_, i) => [`A${i}`, "Many"]),
    ]);
    await expect400(
      big,
      "The file has 100,000 rows; an import takes at most 50,000: split it into smaller files",
    );
    const huge = Buffer.alloc(10 * 1024 * 1024 + 10, 0x41);
    const res = await post("kind=crew&dryRun=false", huge, { filename: "huge.csv" });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(IMPORT_TOO_LARGE_MESSAGE);
    const json = await ctx.as("admin", {
      method: "POST",
      url: "/api/imports?kind=crew",
      payload: { file: "x" },
    });
    expect(json.statusCode).toBe(400);
  });

  it("templates: each kind's header row, read back by the import as all fields matched", async () => {
    for (const kind of ["vessels", "crew", "documents", "safe-manning"]) {
      const res = await ctx.as("admin", { method: "GET", url: `/api/imports/templates/${kind}.xlsx` });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/spreadsheetml/);
      const dry = (await post(`kind=${kind}`, res.rawPayload)).json();
      expect(dry.columns.every((c: { field: string | null }) => c.field !== null)).toBe(true);
      expect(dry.missingFields).toEqual([]);
      expect(dry.rows).toEqual([]);
    }
    expect(
      (await ctx.as("admin", { method: "GET", url: "/api/imports/templates/ships.xlsx" })).statusCode,
    ).toBe(400);
  });
});
