// The inspection pack and the table of shipboard working arrangements on both engines: the master aboard
// keeps the table and downloads the pack of their own vessel; the pack holds the crew list, the required
// certificates with numbers and expiry, the table, and the hours-of-rest records of the months asked.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityLog } from "../../db/schema";
import { aboardSince } from "../../test/aboard";
import { createDocument, createVessel } from "../../test/factories";
import { buildTestContext, type TestContext } from "../../test/helpers";
import { pdfPageTexts } from "../../test/pdf-text";
import { ENGINE } from "../../test/test-database";

const NOW = new Date("2026-06-10T08:00:00Z");

const pdfPages = async (bytes: Buffer) => (await pdfPageTexts(bytes)).map((p) => p.texts);

describe(`inspection pack (${ENGINE})`, () => {
  let ctx: TestContext;
  let vesselId: string;

  beforeAll(async () => {
    ctx = await buildTestContext({ now: () => NOW });
    vesselId = (
      await createVessel(ctx.db, {
        name: "MV Inspected",
        imoNumber: "9074729",
        callSign: "9HA2345",
        flag: "Malta",
      })
    ).id;
    await aboardSince(ctx.db, ctx.crewMemberId, "2026-01-01", vesselId, { rank: "Captain" });
    await createDocument(ctx.db, {
      crewMemberId: ctx.crewMemberId,
      type: "passport",
      documentNumber: "MT-PASS-1",
      expiryDate: "2031-01-01",
    });
  });
  afterAll(() => ctx.close());

  const putTable = (role: "crew" | "office_staff", id: string, positions: object[]) =>
    ctx.as(role, { method: "PUT", url: `/api/vessels/${id}/working-arrangements`, payload: { positions } });

  it("the master keeps the table of working arrangements of their vessel only; one line per position", async () => {
    const res = await putTable("crew", vesselId, [
      { rank: "Able Seaman", seaWatch: "04-08, 16-20", portOther: "08-17" },
      { rank: "Captain", seaOther: "08-12, 13-17", comments: "Master: day work" },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().positions.map((p: { rank: string }) => p.rank)).toEqual(["Captain", "Able Seaman"]);
    const read = await ctx.as("crew", {
      method: "GET",
      url: `/api/vessels/${vesselId}/working-arrangements`,
    });
    expect(read.json().positions[1]).toEqual({
      rank: "Able Seaman",
      seaWatch: "04-08, 16-20",
      seaOther: null,
      portWatch: null,
      portOther: "08-17",
      comments: null,
    });
    const saved = await ctx.db.select().from(activityLog).where(eq(activityLog.entityId, vesselId));
    expect(saved.map((l) => l.description)).toContain(
      "Table of shipboard working arrangements of MV Inspected saved: 2 position(s)",
    );
    const dup = await putTable("office_staff", vesselId, [
      { rank: "Cook", portOther: "06-18" },
      { rank: "Cook", portOther: "06-18" },
    ]);
    expect(dup.statusCode).toBe(400);
    expect(dup.json().issues).toEqual([
      expect.objectContaining({ path: ["positions", "1", "rank"], message: "Each position appears once" }),
    ]);
    const idle = await putTable("office_staff", vesselId, [{ rank: "Cook", comments: "galley" }]);
    expect(idle.statusCode).toBe(400);
    expect(idle.json().issues).toEqual([
      expect.objectContaining({
        path: ["positions", "0", "seaWatch"],
        message: "Give this position's hours at sea or in port",
      }),
    ]);
    const other = await createVessel(ctx.db);
    expect((await putTable("crew", other.id, [{ rank: "Cook", portOther: "06-18" }])).statusCode).toBe(404);
    expect(
      (await putTable("office_staff", other.id, [{ rank: "Cook", portWatch: "00-06" }])).statusCode,
    ).toBe(200);
  });

  it("the master downloads the pack: crew list, certificates with numbers, the table, the months' rest records", async () => {
    const res = await ctx.as("crew", {
      method: "GET",
      url: `/api/vessels/${vesselId}/inspection-pack?months=2`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    const pages = await pdfPages(res.rawPayload);
    const all = pages.flat();
    expect(pages[0]).toContain("CREW LIST");
    const texts = [
      "REQUIRED CERTIFICATES OF THE CREW",
      "Carl Crew - Captain",
      "MT-PASS-1",
      "2031-01-01",
      "TABLE OF SHIPBOARD WORKING ARRANGEMENTS",
      "04-08, 16-20",
      "Master: day work",
      "Records of hours of rest follow for: 2026-05, 2026-06.",
    ];
    for (const text of texts) expect(all).toContain(text);
    expect(all.filter((t) => t === "RECORD OF HOURS OF REST")).toHaveLength(2);
    const logs = await ctx.db.select().from(activityLog).where(eq(activityLog.entityId, vesselId));
    expect(
      logs.some((l) => /Inspection pack of MV Inspected on 2026-06-10 generated/.test(l.description)),
    ).toBe(true);
  });

  it("refuses more than 3 months, and another vessel for the master", async () => {
    const many = await ctx.as("office_staff", {
      method: "GET",
      url: `/api/vessels/${vesselId}/inspection-pack?months=4`,
    });
    expect(many.statusCode).toBe(400);
    expect(many.body).toMatch(/Months is 1 to 3/);
    const other = await createVessel(ctx.db);
    expect(
      (await ctx.as("crew", { method: "GET", url: `/api/vessels/${other.id}/inspection-pack` })).statusCode,
    ).toBe(404);
    const empty = await ctx.as("office_staff", {
      method: "GET",
      url: `/api/vessels/${other.id}/inspection-pack`,
    });
    expect(empty.statusCode).toBe(200);
    const texts = (await pdfPages(empty.rawPayload)).flat();
    expect(texts).toContain("Nobody is aboard on this date.");
    expect(texts.some((t) => t.startsWith("No schedule kept for this vessel"))).toBe(true);
  });
});
