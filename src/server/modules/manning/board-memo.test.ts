// The planning board's rows and the fleet's manning gaps, kept per vessel until its manning version moves
// (board.ts, gaps-memo.ts; the manning versions projection): a seafarer assigned here past their contract's
// end stays aboard (overdue) until their next tour begins, so a tour of theirs written on another vessel
// (added, moved, deleted: only the other vessel's tours written) ends, moves or gives back their stay here.
// After each, the board and the gaps answer what a fresh reading answers, and something did change (a safe
// manning position here, so the stay's end shows as a gap). Read with the read cache off, so only the kept
// rows stand between a write and the answer.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TManningGap } from "../../../shared/manning";
import type { TBoardVessel } from "../../../shared/manning-board";
import { rotations } from "../../db/schema-fleet";
import {
  createContract,
  createCrewMember,
  createRotation,
  createVessel,
  withDbToday,
} from "../../test/factories";
import type { TestContext } from "../../test/helpers";
import { afterWriteCheck, memoTestContext } from "../../test/memo-check";
import { ENGINE } from "../../test/test-database";
import { vesselRows } from "./board";

const now = new Date("2026-03-20T08:00:00Z");
const today = () => now.toISOString().slice(0, 10);
const range = { from: "2026-03-01", to: "2026-05-31" };

describe(`planning board and manning gaps memo: an overdue assignment ended elsewhere (${ENGINE})`, () => {
  let ctx: TestContext;
  let vesselId: string;
  let otherVesselId: string;
  let overdueId: string;
  let rotationId: string;

  const board = async () => {
    const q = new URLSearchParams({ ...range, vesselId });
    const res = await ctx.as("office_staff", { method: "GET", url: `/api/manning/board?${q}` });
    expect(res.statusCode).toBe(200);
    const [row] = res.json() as TBoardVessel[];
    return row;
  };
  const freshRow = async (): Promise<TBoardVessel> => {
    const q = { ...range, vesselId, limit: 1, offset: 0 };
    const row = (await vesselRows(ctx.db, today(), q, [vesselId])).get(vesselId);
    return JSON.parse(
      JSON.stringify({ vesselId, vesselName: "MV Overdue Here", vesselType: "Tanker", ...row }),
    ) as TBoardVessel;
  };
  const gaps = async () => {
    const res = await ctx.as("office_staff", {
      method: "GET",
      url: `/api/manning/gaps?${new URLSearchParams(range)}`,
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as TManningGap[]).filter((g) => g.vesselId === vesselId);
  };
  // the board's gaps are the gaps route's (the one rule over the same tours)
  const freshGaps = async () =>
    (await freshRow()).gaps.map((g) => ({ vesselId, vesselName: "MV Overdue Here", ...g }));
  const afterWriteBoard = afterWriteCheck(board, freshRow);
  const afterWriteGaps = afterWriteCheck(gaps, freshGaps);
  const signOffOf = (row: TBoardVessel) => row.tours.find((t) => t.crewMemberId === overdueId)?.signOff;

  beforeAll(async () => {
    ctx = await memoTestContext(() => now);
    vesselId = (await createVessel(ctx.db, { name: "MV Overdue Here", type: "Tanker" })).id;
    otherVesselId = (await createVessel(ctx.db, { name: "MV Next Tour", type: "Tanker" })).id;
    const put = await ctx.as("admin", {
      method: "PUT",
      url: `/api/vessels/${vesselId}/safe-manning`,
      payload: { positions: [{ rank: "Cook", count: 1 }] },
    });
    expect(put.statusCode).toBe(200);
    // assigned here past the contract's end: aboard, overdue (the tour stays open)
    overdueId = (
      await createCrewMember(ctx.db, {
        rank: "Cook",
        firstName: "Olga",
        lastName: "Overdue",
        currentVesselId: vesselId,
      })
    ).id;
    await createContract(ctx.db, { crewMemberId: overdueId, startDate: "2025-09-01", endDate: "2026-03-01" });
  });
  afterAll(() => ctx.close());

  it("aboard here with no sign-off, and no gap, before", async () => {
    const row = await board();
    expect(row).toEqual(await freshRow());
    expect(signOffOf(row)).toBeNull();
    expect(row.gaps).toEqual([]);
    expect(await gaps()).toEqual([]);
  });

  it("a rotation added on another vessel ends the stay here on its join date: the board and the gaps", async () => {
    const boardBefore = await board();
    const after = await afterWriteGaps(async () => {
      rotationId = (
        await createRotation(ctx.db, {
          crewMemberId: overdueId,
          vesselId: otherVesselId,
          joinDate: "2026-04-15",
        })
      ).id;
    });
    expect(after).toMatchObject([{ rank: "Cook", from: "2026-04-15", to: "2026-05-31" }]);
    const row = await board();
    expect(row).toEqual(await freshRow());
    expect(row).not.toEqual(boardBefore);
    expect(signOffOf(row)).toBe("2026-04-15");
    expect(row.gaps).toMatchObject([{ rank: "Cook", from: "2026-04-15", to: "2026-05-31" }]);
  });

  it("that rotation moved, then deleted: the stay here moves, then is given back", async () => {
    const moved = async () =>
      withDbToday(ctx.db, (tx) =>
        tx.update(rotations).set({ joinDate: "2026-05-01" }).where(eq(rotations.id, rotationId)),
      );
    const gapsBefore = await gaps();
    const row = await afterWriteBoard(moved);
    expect(signOffOf(row)).toBe("2026-05-01");
    const afterMove = await gaps();
    expect(afterMove).toEqual(await freshGaps());
    expect(afterMove).not.toEqual(gapsBefore);
    expect(afterMove).toMatchObject([{ rank: "Cook", from: "2026-05-01", to: "2026-05-31" }]);

    const gone = await afterWriteGaps(() =>
      withDbToday(ctx.db, (tx) => tx.delete(rotations).where(eq(rotations.id, rotationId))),
    );
    expect(gone).toEqual([]);
    const row2 = await board();
    expect(row2).toEqual(await freshRow());
    expect(signOffOf(row2)).toBeNull();
  });
});
