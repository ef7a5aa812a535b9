// Every reader of "who is aboard on day D", beside the tours' answer by THE aboard rule (aboardVesselSql,
// modules/manning/tours.ts; a planned join past its day counts aboard): the crew record's vessel, the crew
// list's vessel filter, the Compliance Matrix's aboard rows, the missing certificates' vessel, the board's
// tours covering D, the hours-of-rest vessel month (everyone aboard on a day of the month: those aboard on
// D among them) and the hours-of-rest summary's "not recorded yesterday" (every active seafarer aboard on
// the day before D without its record). The property test of the readers and the restore test read them
// through the API.
import { inArray, sql } from "drizzle-orm";
import { expect } from "vitest";
import { addDays } from "../../shared/dates";
import type { Db } from "../db/client";
import { queryRows } from "../db/rows";
import { aboardVesselSql } from "../modules/manning/tours";
import { notRecordedReference } from "./not-recorded";

const sorted = (ids: Iterable<string>) => [...ids].sort();

type Get = <T>(url: string) => Promise<T>;
type BoardLine = {
  vesselId: string;
  tours: { crewMemberId: string; signOn: string | null; signOff: string | null }[];
};

/**
 * Expects every reader to answer the tours' "aboard on `day`" (the app's day) for these seafarers and
 * vessels. `allMissing`: every seafarer lacks a certificate their rank needs on every vessel, so the missing
 * certificates list each one aboard (else: those it lists aboard are aboard there).
 */
export async function expectReadersAgree(
  db: Db,
  get: Get,
  at: { day: string; vesselIds: string[]; crewIds: string[]; allMissing: boolean; label: string },
): Promise<void> {
  const { day, vesselIds, crewIds, label } = at;
  const rows = await queryRows<{ id: string; vesselId: string | null }>(
    db,
    sql`select cm.id, ${aboardVesselSql(sql`cm.id`, day)} as "vesselId"
          from crew_members cm where ${inArray(sql`cm.id`, crewIds)}`,
  );
  const tours = new Map(rows.map((r) => [r.id, r.vesselId]));
  const aboardOn = (v: string) => sorted(crewIds.filter((c) => tours.get(c) === v));

  for (const id of crewIds) {
    const record = await get<{ currentVessel: { id: string } | null }>(`/api/crew/${id}`);
    expect(record.currentVessel?.id ?? null, `${label}: crew record of ${id}`).toBe(tours.get(id));
  }
  const summary = await get<{ notRecordedYesterday: number }>("/api/rest-hours/summary?days=1");
  expect(summary.notRecordedYesterday, `${label}: hours-of-rest summary`).toBe(
    await notRecordedReference(db, addDays(day, -1)),
  );
  const board: BoardLine[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = await get<BoardLine[]>(
      `/api/manning/board?from=${day}&to=${day}&limit=100&offset=${offset}`,
    );
    board.push(...page);
    if (page.length < 100) break;
  }
  for (const v of vesselIds) {
    const expected = aboardOn(v);
    const list = await get<{ id: string }[]>(`/api/crew?vesselId=${v}&limit=100`);
    expect(sorted(list.map((c) => c.id)), `${label}: crew list of ${v}`).toEqual(expected);

    const matrix = await get<{ rows: { crewMemberId: string; placement: string }[] }>(
      `/api/compliance/matrix?vesselId=${v}`,
    );
    const matrixAboard = matrix.rows.filter((r) => r.placement === "aboard").map((r) => r.crewMemberId);
    expect(sorted(matrixAboard), `${label}: matrix of ${v}`).toEqual(expected);

    const missing = await get<{ crewMember: { id: string }; reason: string }[]>(
      `/api/alerts/missing-certificates?vesselId=${v}&days=0&limit=100`,
    );
    const missingAboard = sorted(
      new Set(missing.filter((m) => m.reason === "aboard").map((m) => m.crewMember.id)),
    );
    if (at.allMissing) expect(missingAboard, `${label}: missing certificates of ${v}`).toEqual(expected);
    else
      expect(
        missingAboard.filter((c) => !expected.includes(c)),
        `${label}: missing certificates of ${v}`,
      ).toEqual([]);

    const line = board.find((b) => b.vesselId === v);
    const onBoard = (line?.tours ?? [])
      .filter((t) => (t.signOn === null || t.signOn <= day) && (t.signOff === null || t.signOff > day))
      .map((t) => t.crewMemberId);
    expect(sorted(new Set(onBoard)), `${label}: board of ${v}`).toEqual(expected);

    const month = await get<{ seafarers: { crewMemberId: string }[] }>(
      `/api/vessels/${v}/rest-hours?month=${day.slice(0, 7)}`,
    );
    const listed = new Set(month.seafarers.map((s) => s.crewMemberId));
    expect(
      expected.filter((c) => !listed.has(c)),
      `${label}: hours-of-rest month of ${v}`,
    ).toEqual([]);
  }
}
