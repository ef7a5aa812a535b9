// The crew list (IMO FAL Form 5) through the API on both engines: who is on it at arrival and departure
// on a day of sign-offs and sign-ons, the identity document chosen, every missing item named, the PDF's
// text read back, the xlsx's header row, the CSV, the activity entries, the master's access and bad input.

import { and, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MSW_CREW_LIST_COLUMNS } from "../../../shared/msw-crew-list";
import { CREW_LIST_COLUMNS } from "../../../shared/port-paperwork";
import { activityLog } from "../../db/schema";
import { documents } from "../../db/schema-documents";
import { crewMembers, tours } from "../../db/schema-fleet";
import { crewChanges } from "../../db/schema-manning";
import { answer } from "../../test/answer";
import { createCrewMember, createDocument, createVessel } from "../../test/factories";
import { buildTestContext, type TestContext } from "../../test/helpers";
import { pdfPageTexts } from "../../test/pdf-text";
import { ENGINE } from "../../test/test-database";

const NOW = new Date("2026-06-10T08:00:00Z");
const D = "2026-06-20"; // the port call: one seafarer signs off, one signs on

describe(`crew list (${ENGINE})`, () => {
  let ctx: TestContext;
  let vesselId: string;
  let master: string;
  let leaving: string;
  let joining: string;
  let stranger: string;
  const get = (url: string, role: "office_staff" | "crew" | "admin" = "office_staff") =>
    ctx.as(role, { method: "GET", url });
  const list = (q: string, role: "office_staff" | "crew" = "office_staff") =>
    get(`/api/vessels/${vesselId}/crew-list?${q}`, role);

  beforeAll(async () => {
    ctx = await buildTestContext({ now: () => NOW });
    const { db } = ctx;
    const vessel = await createVessel(db, {
      name: "MV Paperwork",
      imoNumber: "9074729",
      flag: "Malta",
      callSign: "9HA2345",
    });
    vesselId = vessel.id;
    master = ctx.crewMemberId; // the crew user is the master
    await db
      .update(crewMembers)
      .set({ gender: "M", placeOfBirth: "Valletta", countryOfBirth: "MLT", nationality: "Maltese" })
      .where(eq(crewMembers.id, master));
    const seafarer = async (
      [firstName, lastName]: [string, string],
      gender: string,
      nationality: string,
      countryOfBirth: string,
      placeOfBirth?: string,
    ) =>
      (await createCrewMember(db, { firstName, lastName, gender, nationality, countryOfBirth, placeOfBirth }))
        .id;
    leaving = await seafarer(["Lea", "Leaving"], "F", "Filipino", "PHL", "Manila");
    joining = await seafarer(["Jo", "Joining"], "M", "Indian", "IND"); // no place of birth
    // unknown nationality, no identity document
    stranger = await seafarer(["Sam", "Stranger"], "X", "Atlantis", "GRC", "Nowhere");
    await db.insert(tours).values([
      { crewMemberId: master, vesselId, rank: "Captain", signOn: "2026-01-01" },
      { crewMemberId: leaving, vesselId, rank: "Able Seaman", signOn: "2026-02-01", plannedSignOff: D },
      { crewMemberId: joining, vesselId, rank: "Cook", signOn: D },
      { crewMemberId: stranger, vesselId, rank: "Bosun", signOn: "2026-03-01" },
    ]);
    const doc = (crewMemberId: string, type: string, n: string, expiryDate: string, issuingState = "PHL") =>
      createDocument(db, { crewMemberId, type, documentNumber: n, expiryDate, issuingState });
    await doc(master, "passport", "MT100", "2031-01-01", "Malta");
    await doc(master, "cdc", "CDC-M", "2030-01-01");
    await doc(leaving, "passport", "P-OLD", "2026-06-01"); // expired by the date: not chosen
    await doc(leaving, "cdc", "C-200", "2029-05-05");
    await doc(joining, "passport", "J300", "2032-02-02", "India");
  });
  afterAll(() => ctx.close());

  it("at departure: after the day's sign-off and sign-on, master first, missing items named", async () => {
    const res = await list(`date=${D}&kind=departure`);
    const body = answer(res, 200);
    expect(body.ship).toEqual({
      id: vesselId,
      name: "MV Paperwork",
      imoNumber: "9074729",
      callSign: "9HA2345",
      flag: "MLT",
    });
    expect(body.crew.map((c: { familyName: string }) => c.familyName)).toEqual([
      "Crew",
      "Stranger",
      "Joining",
    ]);
    expect(body.crew[0]).toMatchObject({
      rank: "Captain",
      nationality: "MLT",
      idDocument: { type: "passport", number: "MT100", issuingState: "MLT", expiryDate: "2031-01-01" },
    });
    expect(body.missing).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ crewMemberId: joining, field: "placeOfBirth" }),
        expect.objectContaining({ crewMemberId: stranger, field: "nationality" }),
        expect.objectContaining({ crewMemberId: stranger, field: "idDocument" }),
      ]),
    );
    expect(body.missing).toHaveLength(3);
    expect(body.notice).toBeNull();
  });

  it("at arrival: before them (the leaver on it, the joiner not); a CDC when the passport has expired", async () => {
    const body = (await list(`date=${D}&kind=arrival`)).json();
    expect(body.crew.map((c: { familyName: string }) => c.familyName)).toEqual([
      "Crew",
      "Stranger",
      "Leaving",
    ]);
    expect(body.crew[2].idDocument).toMatchObject({ type: "cdc", number: "C-200", issuingState: "PHL" });
    // the day after, the leaver is gone and the joiner arrives
    const next = (await list("date=2026-06-21&kind=arrival")).json();
    expect(next.crew.map((c: { familyName: string }) => c.familyName)).toEqual([
      "Crew",
      "Stranger",
      "Joining",
    ]);
  });

  it("a date with nobody aboard is an empty list that says so", async () => {
    const body = (await list("date=2025-12-01&kind=departure")).json();
    expect(body.crew).toEqual([]);
    expect(body.notice).toMatch(/Nobody is aboard/);
    const pdf = await pdfPageTexts((await list("date=2025-12-01&kind=departure&format=pdf")).rawPayload);
    expect(pdf[0].texts.join("\n")).toMatch(/Nobody is aboard on this date/);
  });

  it("a vessel without call sign or IMO number: named as missing", async () => {
    const bare = await createVessel(ctx.db, { name: "MV Bare", flag: "Narnia" });
    const body = (await get(`/api/vessels/${bare.id}/crew-list?date=${D}&kind=departure`)).json();
    expect(body.missing.map((m: { field: string }) => m.field)).toEqual(["imoNumber", "callSign", "flag"]);
    expect(body.missing[1]).toMatchObject({
      crewMemberId: null,
      message: "MV Bare: the ship's call sign is missing",
    });
  });

  it.each([
    ["kind=departure", /date of the port call/],
    ["date=&kind=departure", /date of the port call/],
    ["date=2026-02-30&kind=departure", /real calendar date/],
    [`date=${D}`, /arrival or departure/],
    [`date=${D}&kind=departure&format=doc`, /json, pdf, xlsx or csv/],
    [`date=${D}&kind=departure&portLocode=XXRTM`, /not a known country/],
    [`date=${D}&kind=departure&lastPortLocode=NL-RT`, /five characters/],
  ])("refuses %s with 400", async (q, message) => {
    const res = await list(q);
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(message);
  });

  it("an unknown vessel is 404", async () => {
    const res = await get(
      `/api/vessels/00000000-0000-4000-8000-000000000000/crew-list?date=${D}&kind=arrival`,
    );
    expect(res.statusCode).toBe(404);
  });

  it("the master reads their own vessel's list; another vessel answers 404", async () => {
    expect((await list(`date=${D}&kind=departure`, "crew")).statusCode).toBe(200);
    const other = await createVessel(ctx.db, { name: "MV Elsewhere" });
    const res = await get(`/api/vessels/${other.id}/crew-list?date=${D}&kind=departure`, "crew");
    expect(res.statusCode).toBe(404);
  });

  it("PDF: the FAL Form 5 layout on A4 landscape, numbered rows, missing items on its face, signature block", async () => {
    const res = await list(`date=${D}&kind=departure&format=pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toContain("crew-list-MV_Paperwork-departure-2026-06-20.pdf");
    const pages = await pdfPageTexts(res.rawPayload);
    expect(pages[0].size).toEqual({ width: 842, height: 595 });
    const t = pages[0].texts;
    expect(t).toContain("CREW LIST");
    expect(t).toContain("[ ] Arrival    [X] Departure");
    expect(t).toEqual(expect.arrayContaining(["MV Paperwork", "9074729", "9HA2345", "MLT", D]));
    expect(t).toEqual(
      expect.arrayContaining(["1", "Crew, Carl", "Captain", "2", "Stranger, Sam", "3", "Joining, Jo"]),
    );
    expect(t).toContain("1985-06-15, MISSING (IND)");
    expect(
      t.some((s) => s.startsWith("INCOMPLETE: 3 item(s) missing")),
      t.join("|"),
    ).toBe(true);
    expect(t).toContain("- Jo Joining: place of birth is missing");
    expect(t).toContain("12. Date and signature by master, authorized agent or officer");
    expect(t).toContain("Page 1 of 1");
  });

  it("PDF: the ship block and table header repeat on every page", async () => {
    const big = await createVessel(ctx.db, { name: "MV Big", imoNumber: "9176187", callSign: "C6AB2" });
    for (let i = 0; i < 30; i++) {
      const m = await createCrewMember(ctx.db, { lastName: `Deckhand${String(i).padStart(2, "0")}` });
      await ctx.db
        .insert(tours)
        .values({ crewMemberId: m.id, vesselId: big.id, rank: "Able Seaman", signOn: "2026-01-01" });
    }
    const pages = await pdfPageTexts(
      (await get(`/api/vessels/${big.id}/crew-list?date=${D}&kind=arrival&format=pdf`)).rawPayload,
    );
    expect(pages.length).toBeGreaterThanOrEqual(2);
    for (const p of pages) {
      expect(p.texts).toContain("CREW LIST");
      expect(p.texts).toContain("1.1 Name of ship");
      expect(p.texts).toContain("7. Family name, given names");
    }
    const all = pages.flatMap((p) => p.texts);
    expect(all).toContain("30");
    expect(all).toContain("Persons on this list: 30");
  });

  it("xlsx: the single window's template (sheet, group headings, header row), master first, missing cells marked, effects in column P", async () => {
    await ctx.as("office_staff", {
      method: "PUT",
      url: `/api/crew/${master}/effects`,
      payload: { items: [{ description: "Cigarettes", quantity: "2 cartons" }] },
    });
    const res = await list(`date=${D}&kind=departure&format=xlsx`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("spreadsheetml");
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet("Crew List");
    if (!sheet) throw new Error("no Crew List sheet");
    // the headers of IMO-MSW-Data-Import-Template.xlsx, sheet "Crew List": B16 and C18:P18
    const text = (row: number, col: number) => String(sheet.getRow(row).getCell(col).value ?? "");
    expect(text(16, 2)).toBe("SrNo");
    expect(Array.from({ length: 14 }, (_, i) => text(18, 3 + i))).toEqual([
      "Last Name",
      "First Name",
      "Middle Name",
      "Nationality (ISO 3 Lett Country Code)",
      "Sex ( M, F or Other)",
      "Date of Birth (yyyy/mm/dd)",
      "Document Number",
      "Country of Issue (ISO 3 Lett Country Code)",
      "Date of Expiry (yyyy/mm/dd)",
      "Port of Embarkation",
      "Port Of Debarkation",
      "Rank or Rating",
      "Place of birth",
      "Effects ineligible for relief from customs duties and taxes or subject to prohibitions or restrictions",
    ]);
    expect(MSW_CREW_LIST_COLUMNS.slice(1).map((c) => c.header)).toEqual(
      Array.from({ length: 14 }, (_, i) => text(18, 3 + i)),
    );
    // from row 19, the master first; the import reads these cells by position
    expect(Array.from({ length: 15 }, (_, i) => text(19, 2 + i))).toEqual([
      "1",
      "Crew",
      "Carl",
      "",
      "MLT",
      "M",
      "1985/06/15",
      "MT100",
      "MLT",
      "2031/01/01",
      "",
      "",
      "Captain",
      "Valletta",
      "2 cartons Cigarettes",
    ]);
    expect(text(20, 3)).toBe("Stranger");
    expect(text(20, 6)).toBe("MISSING"); // an unknown nationality
    expect(text(20, 16)).toBe("Nothing declared");
    expect(text(21, 3)).toBe("Joining");
    expect(text(21, 15)).toBe("MISSING"); // Joining's place of birth
    expect(text(22, 3)).toBe("");
    expect(text(14, 2)).toMatch(/^INCOMPLETE: 3 item\(s\) missing/);
    const missing = book.getWorksheet("MISSING ITEMS");
    expect(missing?.getRow(2).getCell(1).value).toMatch(/: /);
  });

  it("a seafarer's own check: what a list of today would lack of them, and nobody else's for a crew user", async () => {
    const own = await get(`/api/crew/${master}/crew-list-check`, "crew");
    expect(answer(own, 200)).toEqual({ date: "2026-06-10", missing: [] });
    const office = (await get(`/api/crew/${stranger}/crew-list-check`)).json();
    expect(office.missing.map((m: { field: string }) => m.field)).toEqual(["nationality", "idDocument"]);
    expect(office.missing[1].message).toBe(
      "Sam Stranger: a passport or seafarer's identity document valid on the date is missing",
    );
    // the leaver's passport expired on 2026-06-01, their CDC is valid: nothing missing today
    expect((await get(`/api/crew/${leaving}/crew-list-check`)).json().missing).toEqual([]);
    expect((await get(`/api/crew/${stranger}/crew-list-check`, "crew")).statusCode).toBe(404);
    expect((await get("/api/crew/00000000-0000-4000-8000-000000000000/crew-list-check")).statusCode).toBe(
      404,
    );
  });

  it("CSV: header then one line per person", async () => {
    const res = await list(`date=${D}&kind=arrival&format=csv`);
    expect(res.headers["content-type"]).toContain("text/csv");
    const lines = res.body.trim().split("\r\n");
    expect(lines[0]).toBe(CREW_LIST_COLUMNS.map((c) => c.header).join(","));
    expect(lines).toHaveLength(4);
    expect(lines[3]).toContain("Leaving,Lea,Able Seaman,PHL,1985-06-15,Manila,PHL,F");
  });

  it("every file generated is an activity entry; the JSON preview is not", async () => {
    const count = async () =>
      (
        await ctx.db
          .select()
          .from(activityLog)
          .where(and(eq(activityLog.type, "port_paperwork"), eq(activityLog.entityId, vesselId)))
      ).length;
    const before = await count();
    await list(`date=${D}&kind=departure`);
    expect(await count()).toBe(before);
    for (const format of ["pdf", "xlsx", "csv"]) await list(`date=${D}&kind=departure&format=${format}`);
    expect(await count()).toBe(before + 3);
  });

  it("a crew change's lists carry its port call; its port call data is set with UN/LOCODEs checked", async () => {
    const [change] = await ctx.db
      .insert(crewChanges)
      .values({ vesselId, port: "Singapore", portLocode: "SGSIN", date: D })
      .returning();
    const put = (payload: object) =>
      ctx.as("office_staff", { method: "PUT", url: `/api/crew-changes/${change.id}/port-call`, payload });
    const ok = await put({ voyageNumber: "V-26-07", lastPortLocode: "nlrtm", nextPortLocode: "CNSHA" });
    expect(answer(ok, 200)).toMatchObject({
      voyageNumber: "V-26-07",
      lastPortLocode: "NLRTM",
      nextPortLocode: "CNSHA",
    });
    const bad = await put({ lastPortLocode: "QQABC" });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toMatch(/not a known country/);

    const dep = (await get(`/api/crew-changes/${change.id}/crew-list?kind=departure`)).json();
    expect(dep.portCall).toMatchObject({
      kind: "departure",
      date: D,
      port: "Singapore",
      portLocode: "SGSIN",
      voyageNumber: "V-26-07",
      crewChangeId: change.id,
    });
    expect(dep.crew).toHaveLength(3);
    const arrPdf = await pdfPageTexts(
      (await get(`/api/crew-changes/${change.id}/crew-list?kind=arrival&format=pdf`)).rawPayload,
    );
    expect(arrPdf[0].texts).toEqual(
      expect.arrayContaining(["Singapore SGSIN", "V-26-07", "NLRTM", "5. Last port of call"]),
    );
    const csv = await get(`/api/crew-changes/${change.id}/crew-list?kind=departure&format=csv`);
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.body.trim().split("\r\n")).toHaveLength(4);
    const xlsx = await get(`/api/crew-changes/${change.id}/crew-list?kind=arrival&format=xlsx`);
    expect(xlsx.headers["content-disposition"]).toContain("crew-list-MV_Paperwork-arrival-2026-06-20.xlsx");
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet("Crew List");
    const cell = (row: number, col: number) => sheet?.getRow(row).getCell(col).value;
    expect([cell(9, 2), cell(9, 5)]).toEqual(["Port and date of arrival", "Singapore SGSIN 2026-06-20"]);
    expect([cell(10, 5), cell(11, 2), cell(11, 5)]).toEqual(["V-26-07", "Last port of call", "NLRTM"]);
    expect([cell(19, 3), cell(20, 3), cell(21, 3), cell(22, 3)]).toEqual([
      "Crew",
      "Stranger",
      "Leaving",
      null,
    ]);
    // the vessel's list on the date finds the crew change's port call
    expect((await list(`date=${D}&kind=arrival`)).json().portCall.crewChangeId).toBe(change.id);
    expect(
      (await get(`/api/crew-changes/00000000-0000-4000-8000-000000000000/crew-list?kind=arrival`)).statusCode,
    ).toBe(404);
  });

  it("is read through the cache, and a seafarer's record or document write shows on the next read", async () => {
    const departure = async () => (await list(`date=${D}&kind=departure`)).json();
    const before = await departure();
    expect(before.missing).toContainEqual(
      expect.objectContaining({ crewMemberId: joining, field: "placeOfBirth" }),
    );
    const fixed = await ctx.as("office_staff", {
      method: "PUT",
      url: `/api/crew/${joining}`,
      payload: { placeOfBirth: "Mumbai" },
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    const after = await departure();
    expect(after.missing).not.toContainEqual(expect.objectContaining({ crewMemberId: joining }));
    expect(after.crew.find((c: { crewMemberId: string }) => c.crewMemberId === joining).placeOfBirth).toBe(
      "Mumbai",
    );
    // the master's passport removed: the next list names their CDC
    const [passport] = await ctx.db
      .select({ id: documents.id })
      .from(documents)
      .where(and(eq(documents.crewMemberId, master), eq(documents.documentNumber, "MT100")));
    expect(
      (await ctx.as("admin", { method: "DELETE", url: `/api/documents/${passport.id}` })).statusCode,
    ).toBe(200);
    expect((await departure()).crew[0].idDocument).toMatchObject({ type: "cdc", number: "CDC-M" });
  });
});
