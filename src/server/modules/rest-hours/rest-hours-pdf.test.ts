import { and, eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityLog } from "../../db/schema";
import { aboardSince } from "../../test/aboard";
import { createCrewMember, createVessel } from "../../test/factories";
import { buildTestContext, type TestContext } from "../../test/helpers";
import { pdfPageContents, shownText } from "../../test/pdf-text";
import { ENGINE } from "../../test/test-database";
import { restRecordPdf } from "./pdf";

const NOW = new Date("2026-04-03T08:00:00Z");
const p = (from: string, to: string) => ({ from, to });

type RecordInput = Parameters<typeof restRecordPdf>[0];
/** A record for restRecordPdf: February 2026 of a cook on no ship under minimum rest, nothing recorded,
 * no correction, signed by nobody; a test names what its own record has besides. */
const unsignedFebruary = (own: Partial<RecordInput>): RecordInput => ({
  month: "2026-02",
  createdAt: NOW,
  seafarer: { name: "Ann Able", rank: "Cook", dateOfBirth: "1990-01-01" },
  vessel: null,
  regime: "minimum_rest",
  days: [],
  nonConformities: [],
  corrections: [],
  status: {
    seafarerSignedAt: null,
    seafarerName: null,
    masterSignedAt: null,
    masterName: null,
    masterCapacity: null,
  },
  ...own,
});

/** Parses the PDF back: each page's decoded content stream and the strings it shows, where, in order. */
async function readPdf(bytes: Buffer) {
  return (await pdfPageContents(bytes)).map(({ content }) => {
    const items = [...content.matchAll(/1 0 0 1 ([\d.]+) ([\d.]+) Tm\s+<([0-9A-Fa-f]*)> Tj/g)].map((m) => ({
      x: Number(m[1]),
      y: Number(m[2]),
      text: shownText(m[3]),
    }));
    return { content, items, texts: items.map((i) => i.text) };
  });
}
type Item = { x: number; y: number; text: string };
const WORK = "0.25 0.25 0.25 rg";
const MISSING_HOURS = "0.85 0.85 0.85 rg";
/** The half-hour cells filled in `colour` (work, or the hours a short day lacks): the widths of the
 * rectangles filled in it, in cells (a run of cells is one rectangle). */
function shadedCells(content: string, colour = WORK): number {
  const groups = content
    .split(colour)
    .slice(1)
    .map((g) => g.slice(0, g.indexOf("\nf")));
  const widths = groups.flatMap((g) =>
    [...g.matchAll(/[\d.-]+ [\d.-]+ ([\d.]+) [\d.]+ re/g)].map((m) => Number(m[1])),
  );
  return Math.round(widths.reduce((sum, w) => sum + w, 0) / 9.5);
}
/** The strings on the table line of `day` (its label is in the first column, x = 22), left to right. */
function row(items: Item[], day: number): string[] {
  const label = items.find((i) => i.x === 22 && i.text === String(day));
  if (!label) return [];
  return items
    .filter((i) => i.y === label.y)
    .sort((a, b) => a.x - b.x)
    .map((i) => i.text);
}

describe(`monthly record PDF (${ENGINE})`, () => {
  let ctx: TestContext;
  let own: string;
  const put = (date: string, payload: object) =>
    ctx.as("crew", { method: "PUT", url: `/api/crew/${own}/rest-hours/${date}`, payload });

  beforeAll(async () => {
    ctx = await buildTestContext({ now: () => NOW });
    own = ctx.crewMemberId;
    const vessel = await createVessel(ctx.db, { name: "MV Record", imoNumber: "9074729", flag: "Malta" });
    await aboardSince(ctx.db, own, "2025-06-01", vessel.id, { rank: "Able Seaman" });
    // 1–7 March: a 4-on/8-off watch (8 h work, 16 h rest); 8 March: a 25-hour day; 9 March: too little rest.
    for (let d = 1; d <= 7; d++)
      await put(`2026-03-0${d}`, { work: [p("00:00", "04:00"), p("12:00", "16:00")] });
    await put("2026-03-08", {
      work: [p("00:00", "04:00"), p("20:00", "25:00")],
      clockChange: 60,
      comment: "Clocks back",
    });
    await put("2026-03-09", { work: [p("00:00", "15:00")] });
    await ctx.as("crew", { method: "POST", url: `/api/crew/${own}/rest-hours/months/2026-03/sign` });
  });
  afterAll(() => ctx.close());

  it("holds one line per day with its cells, totals, findings and the acknowledgements", async () => {
    const res = await ctx.as("crew", { method: "GET", url: `/api/crew/${own}/rest-hours/2026-03.pdf` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toContain("hours-of-rest-Crew-2026-03.pdf");
    const [table, back] = await readPdf(res.rawPayload);

    expect(table.texts).toContain("Ship: MV Record    IMO number: 9074729    Flag: Malta");
    expect(table.texts).toContain("Seafarer: Carl Crew    Rank: Able Seaman    Month: March 2026");
    // Day lines: label, work h, rest h, rest in the 7 days ending that day (when all 7 are recorded).
    expect(row(table.items, 2)).toEqual(["2", "8", "16"]);
    expect(row(table.items, 7)).toEqual(["7", "8", "16", "112"]);
    expect(row(table.items, 8)).toEqual([
      "8",
      "9",
      "16",
      "112",
      "25 h day (clocks retarded 60 min); work 20:00-25:00 - Clocks back",
    ]);
    expect(row(table.items, 9)).toEqual(["9", "15", "9", "105"]);
    expect(row(table.items, 10)).toEqual(["10", "not recorded"]);
    expect(table.texts.filter((t) => t === "not recorded")).toHaveLength(31 - 9);
    // Totals: 7 × 8 + 9 + 15 = 80 h of work; rest 7 × 16 + 16 + 9 = 137 h.
    const total = table.texts.indexOf("Month total (9 of 31 days recorded)");
    expect(table.texts.slice(total, total + 3)).toEqual(["Month total (9 of 31 days recorded)", "80", "137"]);
    // One shaded cell per half hour of work inside 00:00–24:00 (the 25-hour day's last hour is in words).
    expect(shadedCells(table.content)).toBe((80 - 1) * 2);

    expect(back.texts).toContainEqual(expect.stringMatching(/^Non-conformities \([1-9]\d*\)$/));
    // Findings in words, with the ship's local times (not rule codes and ISO stamps).
    expect(back.texts).toContainEqual(
      expect.stringMatching(
        /^Under 10 h rest in 24 h: [89] March \d\d:\d\d to 9 March \d\d:\d\d ship's time - [\d.]+ h rest in 24 h \(minimum 10 h\)$/,
      ),
    );
    expect(back.texts).toContainEqual(
      expect.stringMatching(
        /^Over 14 h between rest periods: 8 March 20:00 to 9 March 15:00 ship's time - 20 h between rest periods/,
      ),
    );
    expect(back.texts.some((t) => /^(rest_24h|interval):/.test(t))).toBe(false);
    // Its real creation date: when it was printed (the injectable clock), on the record and in the file.
    expect(back.texts).toContain("Printed 2026-04-03 08:00 UTC.");
    const doc = await PDFDocument.load(res.rawPayload, { updateMetadata: false });
    expect(doc.getCreationDate()?.toISOString()).toBe(NOW.toISOString());
    expect(back.texts).toContainEqual(expect.stringMatching(/^Signed by Carl Crew on 2026-04-03 08:00 UTC$/));
    expect(back.texts).toContain("Not countersigned.");
    const [logged] = await ctx.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.type, "rest_hours"), eq(activityLog.action, "export")));
    expect(logged.description).toContain("Carl Crew for 2026-03");
  });

  it("refuses another seafarer's record (404) and a bad month (400)", async () => {
    const other = await createCrewMember(ctx.db);
    expect(
      (await ctx.as("crew", { method: "GET", url: `/api/crew/${other.id}/rest-hours/2026-03.pdf` }))
        .statusCode,
    ).toBe(404);
    expect(
      (await ctx.as("office_staff", { method: "GET", url: `/api/crew/${own}/rest-hours/2026-13.pdf` }))
        .statusCode,
    ).toBe(400);
    const office = await ctx.as("office_staff", {
      method: "GET",
      url: `/api/crew/${other.id}/rest-hours/2026-03.pdf`,
    });
    expect(office.statusCode).toBe(200);
    const [table] = await readPdf(office.rawPayload);
    expect(table.texts.filter((t) => t === "not recorded")).toHaveLength(31);
  });

  it("writes names the standard font cannot show as ? instead of failing the export", async () => {
    const bytes = await restRecordPdf(
      unsignedFebruary({
        seafarer: { name: "Łukasz 李 Nguyễn", rank: "Cook", dateOfBirth: "1990-01-01" },
        regime: "exception",
        days: [
          {
            date: "2026-02-28",
            work: [{ from: "21:00", to: "23:00" }],
            clockChange: -60,
            comment: "Clocks → ahead",
          },
        ],
      }),
    );
    const [table, back] = await readPdf(Buffer.from(bytes));
    expect(table.texts).toContain("Seafarer: ?ukasz ? Nguy?n    Rank: Cook    Month: February 2026");
    expect(table.texts).toContain("Ship: -    IMO number: -    Flag: -");
    // 28 days in February 2026; the 23-hour day greys out its missing hour (two cells) and says so.
    expect(table.texts.filter((t) => t === "not recorded")).toHaveLength(27);
    expect(row(table.items, 28)).toEqual([
      "28",
      "2",
      "21",
      "23 h day (clocks advanced 60 min) - Clocks ? ahead",
    ]);
    expect(shadedCells(table.content, MISSING_HOURS)).toBe(2);
    expect(back.texts).toContain("Not signed by the seafarer.");
  });

  it("lists every correction of the month, on further pages when one is full", async () => {
    const corrections = Array.from({ length: 60 }, (_, i) => ({
      date: `2026-02-${String((i % 28) + 1).padStart(2, "0")}`,
      reason: `Correction number ${i + 1}`,
      correctedAt: "2026-03-02T10:00:00.000Z",
      correctedByName: "Office",
    }));
    const bytes = await restRecordPdf(unsignedFebruary({ corrections }));
    const pages = await readPdf(Buffer.from(bytes));
    const texts = pages.slice(1).flatMap((p) => p.texts);
    expect(texts).toContain("Corrections after signing (60)");
    for (let i = 1; i <= 60; i++)
      expect(texts.filter((t) => t.includes(`: Correction number ${i} (by Office`))).toHaveLength(1);
    expect(texts).toContain("Not countersigned.");
    expect(pages.length).toBeGreaterThan(2);
  });
});
