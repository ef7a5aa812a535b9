// The vessel particulars import: one row a vessel, identified by its IMO number (required here: without
// it a re-import could not tell a vessel from a new one). A row is checked by the vessel form's schema
// (ZVesselCreateRequest), its type and flag matched to the lists; a new vessel is added by the vessels
// service's insertVessel, a known one has the fields the row gives changed.
import { eq } from "drizzle-orm";
import { normalizeImo } from "../../../shared/imo";
import type { DateOrder } from "../../../shared/import-match";
import { VESSEL_STATUS_LABELS, VESSEL_STATUSES } from "../../../shared/options";
import { ZVesselCreateRequest } from "../../../shared/vessels";
import { vessels } from "../../db/schema-fleet";
import { recordLog } from "../../lib/activity-log";
import type { RequestCtx } from "../../lib/request-ctx";
import { insertVessel } from "../vessels/service";
import { catalogueIn, flagIn, vesselTypeIn } from "./catalogues";
import { checkEach, type Plan, type RowIn, RowReader, type RowsDone, SeenInFile } from "./rows";

const logVessel = recordLog("vessel");

export const IMO_REQUIRED_MESSAGE = "IMO number is required: it identifies the vessel in an import";

const STATUS_SPELLINGS = VESSEL_STATUSES.flatMap((s) => [
  [s, s] as const,
  [VESSEL_STATUS_LABELS[s], s] as const,
]);

type Vessel = typeof vessels.$inferSelect;

export async function planVessels(
  ctx: RequestCtx,
  rows: RowIn[],
  dateOrder: DateOrder,
  checked?: RowsDone,
): Promise<Plan> {
  const recorded = await ctx.db.select().from(vessels);
  const byImo = new Map(recorded.flatMap((v) => (v.imoNumber ? [[v.imoNumber, v] as const] : [])));
  const seen = new SeenInFile();
  const touched = new Set<string>();
  const caller = ctx.caller;
  const checkRow = ({ row, cells }: RowIn) => {
    const r = new RowReader(row, cells, dateOrder);
    const status = catalogueIn(r, "status", "status", STATUS_SPELLINGS);
    const input = {
      imoNumber: r.text("imoNumber"),
      name: r.text("name"),
      type: vesselTypeIn(r, "type"),
      flag: flagIn(r, "flag"),
      status,
      crewCapacity: r.number("crewCapacity", "Crew capacity"),
      nextCrewChange: r.date("nextCrewChange", "Next crew change"),
      maintenanceUntil: r.date("maintenanceUntil", "Maintenance until"),
    };
    if (!input.imoNumber) r.error("imoNumber", IMO_REQUIRED_MESSAGE);
    const parsed = ZVesselCreateRequest.safeParse(input);
    if (!parsed.success) r.schemaErrors(parsed.error);
    const imo = parsed.success && parsed.data.imoNumber ? normalizeImo(parsed.data.imoNumber) : null;
    seen.check(r, imo, "imoNumber", "IMO number");
    if (r.errors.length || !parsed.success || !imo) return r.planned("create");
    const data = { ...parsed.data, imoNumber: imo };
    const existing = byImo.get(imo);
    if (!existing)
      return r.planned("create", async (tx) => {
        touched.add(await insertVessel(tx, caller, data));
      });
    touched.add(existing.id);
    const set: Partial<Vessel> = {};
    const want: Partial<Vessel> = {
      name: data.name,
      type: data.type,
      flag: data.flag,
      ...(input.status ? { status: data.status } : {}),
      ...(input.crewCapacity !== undefined ? { crewCapacity: data.crewCapacity } : {}),
      ...(input.nextCrewChange ? { nextCrewChange: data.nextCrewChange } : {}),
      ...(input.maintenanceUntil ? { maintenanceUntil: data.maintenanceUntil } : {}),
    };
    for (const [k, v] of Object.entries(want) as [keyof Vessel, unknown][])
      if (existing[k] !== v) Object.assign(set, { [k]: v });
    if (!Object.keys(set).length) return r.planned("unchanged");
    return r.planned("update", async (tx) => {
      await tx
        .update(vessels)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(vessels.id, existing.id));
      await logVessel(tx, caller, "update", existing.id, {
        description: `Vessel ${set.name ?? existing.name} updated by an import`,
        severity: "success",
        metadata: { changed: Object.keys(set), import: true },
      });
    });
  };
  const planned = await checkEach(rows, checkRow, checked);
  return { rows: planned, touched };
}
