// An import's progress (src/shared/import-progress.ts): with Accept: application/x-ndjson the same route
// answers line by line — progress in phase order, never falling within a phase, each phase ending at its
// total — then the answer a JSON request gets; refusals of the whole file keep their status, and a failure
// after the first line is the last line, the error JSON with its status.
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  IMPORT_PHASES,
  IMPORT_PROGRESS_TYPE,
  isProgressLine,
  type TImportProgress,
  type TImportStreamLine,
  ZImportStreamLine,
} from "../../../shared/import-progress";
import {
  IMPORT_NOT_SPREADSHEET_MESSAGE,
  IMPORT_TOO_LARGE_MESSAGE,
  MAX_IMPORT_BYTES,
} from "../../../shared/imports";
import { crewMembers } from "../../db/schema-fleet";
import { fileTestContext } from "../../test/helpers";
import { csvOf, importRequest } from "../../test/sheets";
import { ENGINE } from "../../test/test-database";

/** More rows than one checking chunk and one writing chunk (1,000 each), so each phase has steps. */
const ROWS = 1_200;
const RANKS = ["Captain", "Chief Officer", "Able Seaman", "Oiler", "Cook"];

const crewList = (family: string) =>
  csvOf([
    ["First name", "Last name", "Date of birth", "Nationality", "Rank"],
    ...Array.from({ length: ROWS }, (_, i) => [
      `Seafarer${i}`,
      family,
      `${1960 + (i % 40)}-${String(1 + (i % 12)).padStart(2, "0")}-${String(1 + (i % 28)).padStart(2, "0")}`,
      "Filipino",
      RANKS[i % RANKS.length] as string,
    ]),
  ]);

/** The answer's lines, each checked against the shared schema; the answer ends with a newline. */
function linesOf(body: string): TImportStreamLine[] {
  expect(body.endsWith("\n")).toBe(true);
  return body
    .split("\n")
    .filter(Boolean)
    .map((line) => ZImportStreamLine.parse(JSON.parse(line)));
}

/** Every line but the last is progress: phases in order, each with one total, done never falling and
 * ending at the total. Answers the phases seen and each one's total. */
function progressOf(lines: TImportStreamLine[]) {
  const progress = lines.slice(0, -1);
  expect(progress.every(isProgressLine)).toBe(true);
  const phases = new Map<string, TImportProgress[]>();
  let order = -1;
  for (const p of progress as TImportProgress[]) {
    const at = IMPORT_PHASES.indexOf(p.phase);
    expect(at, `${p.phase} after a later phase`).toBeGreaterThanOrEqual(order);
    order = at;
    phases.set(p.phase, [...(phases.get(p.phase) ?? []), p]);
  }
  for (const [phase, seen] of phases) {
    const total = seen[0]?.total;
    expect(
      seen.every((p) => p.total === total),
      `${phase}: one total`,
    ).toBe(true);
    seen.forEach((p, i) => {
      expect(p.done, `${phase}: done never falls`).toBeGreaterThanOrEqual(seen[i - 1]?.done ?? 0);
      expect(p.done).toBeLessThanOrEqual(p.total);
    });
    expect(seen.at(-1)?.done, `${phase}: ends at its total`).toBe(total);
  }
  return {
    phases: [...phases.keys()],
    totals: Object.fromEntries([...phases].map(([k, v]) => [k, v[0]?.total])),
    steps: (phase: string) => phases.get(phase)?.length ?? 0,
  };
}

describe(`import progress as NDJSON (${ENGINE})`, { timeout: 120_000 }, () => {
  const ctx = fileTestContext();
  const post = (query: string, file: Buffer, progress: boolean) => {
    const req = importRequest(query, file, { filename: "crew.csv" });
    const headers = { ...(req.headers as Record<string, string>) };
    if (progress) Object.assign(headers, { accept: IMPORT_PROGRESS_TYPE, "accept-encoding": "gzip" });
    return ctx.as("office_staff", { ...req, headers });
  };
  const streamed = async (query: string, file: Buffer) => {
    const res = await post(query, file, true);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe(`${IMPORT_PROGRESS_TYPE}; charset=utf-8`);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.headers["cache-control"]).toBe("no-store");
    return linesOf(res.body);
  };
  const plain = async (query: string, file: Buffer) => {
    const res = await post(query, file, false);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    return res.json();
  };

  it("a dry run: reading and checking step by step to their totals, then the JSON answer itself", async () => {
    const file = crewList("Dryprogress");
    const lines = await streamed("kind=crew&dryRun=true", file);
    const seen = progressOf(lines);
    expect(seen.phases).toEqual(["reading", "checking"]);
    expect(seen.totals).toEqual({ reading: ROWS, checking: ROWS });
    expect(seen.steps("checking")).toBeGreaterThan(2);
    expect(lines.at(-1)).toEqual(await plain("kind=crew&dryRun=true", file));
  });

  it("an import: writing step by step to the rows written; the answer is a JSON import's of the same shape", async () => {
    const lines = await streamed("kind=crew&dryRun=false", crewList("Streamedprogress"));
    const seen = progressOf(lines);
    expect(seen.phases).toEqual(["reading", "checking", "writing"]);
    expect(seen.totals.writing).toBe(ROWS);
    expect(seen.steps("writing")).toBeGreaterThan(2);
    const last = lines.at(-1) as { outcome: string; summary: unknown };
    expect(last.outcome).toBe("imported");
    expect(last.summary).toEqual({ create: ROWS, update: 0, unchanged: 0, error: 0 });
    // another list of the same shape imported as JSON answers exactly the same
    expect(last).toEqual(await plain("kind=crew&dryRun=false", crewList("Plainprogress")));
    const [written] = await ctx.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(crewMembers)
      .where(eq(crewMembers.lastName, "Streamedprogress"));
    expect(written?.n).toBe(ROWS);

    // imported again: nothing to write, so no writing phase; the same answer as the JSON re-import
    const again = await streamed("kind=crew&dryRun=false", crewList("Streamedprogress"));
    expect(progressOf(again).phases).toEqual(["reading", "checking"]);
    expect(again.at(-1)).toEqual(await plain("kind=crew&dryRun=false", crewList("Plainprogress")));
  });

  it("refusals of the whole request or file answer before any line, with their status, as without it", async () => {
    for (const progress of [true, false]) {
      const notSheet = await post("kind=crew", Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2]), progress);
      expect(notSheet.statusCode).toBe(400);
      expect(notSheet.headers["content-type"]).toMatch(/^application\/json/);
      expect(notSheet.json().message).toBe(IMPORT_NOT_SPREADSHEET_MESSAGE);
      const huge = await post("kind=crew", Buffer.alloc(MAX_IMPORT_BYTES + 10, 0x41), progress);
      expect(huge.statusCode).toBe(413);
      expect(huge.json().message).toBe(IMPORT_TOO_LARGE_MESSAGE);
    }
    const asCrew = importRequest("kind=crew", crewList("Crewcaller"));
    const crew = await ctx.as("crew", {
      ...asCrew,
      headers: { ...(asCrew.headers as Record<string, string>), accept: IMPORT_PROGRESS_TYPE },
    });
    expect(crew.statusCode).toBe(403);
    expect(crew.headers["content-type"]).toMatch(/^application\/json/);
  });

  it("a failure after the first line is the last line: the error JSON with its status; nothing written", async () => {
    // the database refuses one seafarer as a duplicate while the import writes (a 409 either way)
    await ctx.db.execute(
      sql.raw(`create function test_refuse_seafarer() returns trigger language plpgsql as $$
        begin raise exception 'refused' using errcode = 'unique_violation'; end $$`),
    );
    await ctx.db.execute(
      sql.raw(`create trigger test_refuse_seafarer before insert on crew_members for each row
        when (new.last_name = 'Refusedprogress' and new.first_name = 'Seafarer700')
        execute function test_refuse_seafarer()`),
    );
    try {
      const lines = await streamed("kind=crew&dryRun=false", crewList("Refusedprogress"));
      const progress = lines.slice(0, -1) as TImportProgress[];
      expect(progress.every(isProgressLine)).toBe(true);
      expect(progress.at(-1)?.phase).toBe("writing");
      const json = await post("kind=crew&dryRun=false", crewList("Refusedprogress"), false);
      expect(json.statusCode).toBe(409);
      expect(lines.at(-1)).toEqual({ ...json.json(), status: 409 });
      const [written] = await ctx.db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(crewMembers)
        .where(eq(crewMembers.lastName, "Refusedprogress"));
      expect(written?.n).toBe(0);
    } finally {
      await ctx.db.execute(sql.raw("drop trigger test_refuse_seafarer on crew_members"));
      await ctx.db.execute(sql.raw("drop function test_refuse_seafarer()"));
    }
  });
});
