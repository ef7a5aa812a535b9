// The safe manning import: one row a vessel's minimum number of one rank (REGULATIONS §4), identified
// by vessel + rank. A vessel's rows change those ranks and keep the others; each vessel touched gets its
// whole Safe Manning Document checked by the form's schema (ZSafeManningRequest) and written once through
// writeSafeManning, with its activity entry, as the safe manning form does.
import type { DateOrder } from "../../../shared/import-match";
import { ZSafeManningRequest } from "../../../shared/manning";
import { safeManningDocuments, safeManningPositions } from "../../db/schema-manning";
import type { RequestCtx } from "../../lib/request-ctx";
import { writeSafeManning } from "../manning/service";
import { loadFleet, rankIn, vesselIn } from "./catalogues";
import { checkEach, type Plan, type RowIn, RowReader, type RowsDone, SeenInFile } from "./rows";

interface VesselManning {
  validUntil: string | null;
  positions: Map<string, number>;
}

async function recordedManning(ctx: RequestCtx) {
  const [docs, positions] = await Promise.all([
    ctx.db.select().from(safeManningDocuments),
    ctx.db.select().from(safeManningPositions),
  ]);
  const byVessel = new Map<string, VesselManning>();
  const of = (vesselId: string) => {
    let m = byVessel.get(vesselId);
    if (!m) {
      m = { validUntil: null, positions: new Map() };
      byVessel.set(vesselId, m);
    }
    return m;
  };
  for (const d of docs) of(d.vesselId).validUntil = d.validUntil;
  for (const p of positions) of(p.vesselId).positions.set(p.rank, p.count);
  return byVessel;
}

export async function planSafeManning(
  ctx: RequestCtx,
  rows: RowIn[],
  dateOrder: DateOrder,
  checked?: RowsDone,
): Promise<Plan> {
  const [fleet, recorded] = await Promise.all([loadFleet(ctx.db), recordedManning(ctx)]);
  const seen = new SeenInFile();
  const touched = new Set<string>();
  /** The vessels whose document the valid rows change: what it becomes. */
  const pending = new Map<string, VesselManning>();
  const checkRow = ({ row, cells }: RowIn) => {
    const r = new RowReader(row, cells, dateOrder);
    const vessel = vesselIn(r, "vessel", fleet);
    const rank = rankIn(r, "rank");
    const count = r.number("count", "Minimum number");
    const validUntil = r.date("validUntil", "Valid until");
    if (!r.text("vessel") && !r.errors.some((e) => e.field === "vessel"))
      r.error("vessel", "Vessel is required");
    const parsed = ZSafeManningRequest.safeParse({
      validUntil: validUntil ?? null,
      positions: [{ rank: rank ?? r.text("rank") ?? "", count: count ?? Number.NaN }],
    });
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const field = issue.path.includes("count")
          ? "count"
          : issue.path.includes("rank")
            ? "rank"
            : "validUntil";
        r.error(
          field,
          field === "count" && count === undefined ? "Minimum number is required" : issue.message,
        );
      }
    seen.check(r, vessel && rank ? `${vessel.id}|${rank}` : null, "rank", "vessel and rank");
    if (r.errors.length || !vessel || !rank || count === undefined) return r.planned("create");
    const before = recorded.get(vessel.id);
    touched.add(vessel.id);
    const was = before?.positions.get(rank);
    const status =
      was === undefined
        ? "create"
        : was !== count || (validUntil && validUntil !== before?.validUntil)
          ? "update"
          : "unchanged";
    return r.planned(status, async () => {
      let next = pending.get(vessel.id);
      if (!next) {
        next = { validUntil: before?.validUntil ?? null, positions: new Map(before?.positions ?? []) };
        pending.set(vessel.id, next);
      }
      next.positions.set(rank, count);
      if (validUntil) next.validUntil = validUntil;
    });
  };
  const planned = await checkEach(rows, checkRow, checked);
  return {
    rows: planned,
    touched,
    finish: async (tx) => {
      for (const [vesselId, m] of pending) {
        const input = ZSafeManningRequest.parse({
          validUntil: m.validUntil,
          positions: [...m.positions].map(([rank, count]) => ({ rank, count })),
        });
        await writeSafeManning(tx, ctx.caller, vesselId, input);
      }
    },
  };
}
