// The crew's effects declaration (IMO FAL Form 4) on both engines: the seafarer keeps their own, the master
// those aboard their vessel, the office anyone's; the vessel's declaration as JSON, PDF and xlsx.

import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityLog } from "../../db/schema";
import { tours } from "../../db/schema-fleet";
import { createCrewMember, createVessel } from "../../test/factories";
import { buildTestContext, type TestContext } from "../../test/helpers";
import { pdfTexts } from "../../test/pdf-text";
import { ENGINE } from "../../test/test-database";
import { EFFECTS_COLUMNS } from "./effects-files";

const NOW = new Date("2026-06-10T08:00:00Z");
const D = "2026-06-20";

describe(`crew's effects (${ENGINE})`, () => {
  let ctx: TestContext;
  let vesselId: string;
  let rating: string;
  let ashore: string;

  beforeAll(async () => {
    ctx = await buildTestContext({ now: () => NOW });
    vesselId = (await createVessel(ctx.db, { name: "MV Effects", imoNumber: "9074729", callSign: "9HA2345" }))
      .id;
    rating = (await createCrewMember(ctx.db, { firstName: "Rae", lastName: "Rating" })).id;
    ashore = (await createCrewMember(ctx.db, { firstName: "Al", lastName: "Ashore" })).id;
    await ctx.db.insert(tours).values([
      { crewMemberId: ctx.crewMemberId, vesselId, rank: "Captain", signOn: "2026-01-01" },
      { crewMemberId: rating, vesselId, rank: "Able Seaman", signOn: "2026-02-01" },
    ]);
  });
  afterAll(() => ctx.close());

  const put = (role: "crew" | "office_staff", id: string, items: object[]) =>
    ctx.as(role, { method: "PUT", url: `/api/crew/${id}/effects`, payload: { items } });

  it("the seafarer declares their own; the declaration is replaced whole, logged", async () => {
    const res = await put("crew", ctx.crewMemberId, [
      { description: "Cigarettes", quantity: "2 cartons" },
      { description: "Laptop" },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      items: [
        { description: "Cigarettes", quantity: "2 cartons" },
        { description: "Laptop", quantity: null },
      ],
    });
    const logs = await ctx.db.select().from(activityLog).where(eq(activityLog.type, "crew_effects"));
    expect(logs.at(-1)?.description).toMatch(/Effects declaration of Carl Crew saved: 2 item/);
  });

  it("the master keeps those aboard their vessel, not a seafarer ashore; bad items are 400", async () => {
    expect((await put("crew", rating, [{ description: "Whisky", quantity: "1 l" }])).statusCode).toBe(200);
    expect((await put("crew", ashore, [{ description: "Watch" }])).statusCode).toBe(404);
    expect((await ctx.as("crew", { method: "GET", url: `/api/crew/${ashore}/effects` })).statusCode).toBe(
      404,
    );
    const bad = await put("office_staff", ashore, [{ description: "" }]);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toMatch(/Describe the item/);
    expect((await put("office_staff", ashore, [{ description: "Camera" }])).statusCode).toBe(200);
  });

  it("the vessel's declaration as JSON, FAL Form 4 PDF and xlsx, master first", async () => {
    const url = (format: string) =>
      `/api/vessels/${vesselId}/crew-effects?date=${D}&kind=arrival&format=${format}`;
    const json = (await ctx.as("office_staff", { method: "GET", url: url("json") })).json();
    expect(
      json.crew.map((c: { familyName: string; items: unknown[] }) => [c.familyName, c.items.length]),
    ).toEqual([
      ["Crew", 2],
      ["Rating", 1],
    ]);
    const pdf = await ctx.as("crew", { method: "GET", url: url("pdf") });
    expect(pdf.statusCode).toBe(200);
    const texts = await pdfTexts(pdf.rawPayload);
    expect(texts).toContain("CREW'S EFFECTS DECLARATION");
    expect(texts).toContain("2 cartons Cigarettes; Laptop");
    expect(texts).toContain("1 l Whisky");
    expect(texts).toContain("8. Date and signature by master");
    const xlsx = await ctx.as("office_staff", { method: "GET", url: url("xlsx") });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet("Crew's effects");
    if (!sheet) throw new Error("no Crew's effects sheet");
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(EFFECTS_COLUMNS);
    expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual([
      "1",
      "Crew",
      "Carl",
      "Captain",
      "Cigarettes",
      "2 cartons",
    ]);
    expect(sheet.rowCount).toBe(4);
    const other = await createVessel(ctx.db);
    const refused = await ctx.as("crew", {
      method: "GET",
      url: `/api/vessels/${other.id}/crew-effects?date=${D}&kind=arrival`,
    });
    expect(refused.statusCode).toBe(404);
  });
});
