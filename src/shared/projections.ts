// The projections' check (GET /api/system/projections, npm run check:projections): each table the database
// keeps derived from others by triggers, compared with a recount from its sources; the repair
// (POST /api/system/projections/repair) recomputes them in one transaction.
import { z } from "zod";

export const ZDriftRow = z.object({
  table: z.string(),
  key: z.string(),
  kept: z.string().nullable(),
  recounted: z.string().nullable(),
});
export type TDriftRow = z.infer<typeof ZDriftRow>;

/** At most this many differing rows are answered per projection (the count is always whole). */
export const DRIFT_ROWS_SHOWN = 50;

export const ZProjectionCheck = z.object({
  name: z.string(),
  tables: z.array(z.string()),
  /** How many rows differ from the recount (0: it kept up). */
  differing: z.number().int(),
  rows: z.array(ZDriftRow),
});

export const ZProjectionsReport = z.object({
  ok: z.boolean(),
  projections: z.array(ZProjectionCheck),
});
export type TProjectionsReport = z.infer<typeof ZProjectionsReport>;

export const ZProjectionsRepair = z.object({
  /** The check before the repair, then after it. */
  before: ZProjectionsReport,
  after: ZProjectionsReport,
});
export type TProjectionsRepair = z.infer<typeof ZProjectionsRepair>;
