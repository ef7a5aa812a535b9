// Countersigning a vessel's month at once: the master aboard (or the office) countersigns every seafarer
// of the vessel's month (vesselMonth: aboard, or recorded a day there) whose record the seafarer signed
// and nobody countersigned yet, each through the single countersign (countersignMonth: its checks, its
// transaction, its activity entry). One the caller may not countersign (their own record, a month served
// under another master) is reported as refused with the reason and left unsigned.
import type { TBulkResult } from "../../../shared/bulk";
import { eachRecord } from "../../lib/bulk";
import type { RequestCtx } from "../../lib/request-ctx";
import { vesselMonth } from "./office";
import { countersignMonth } from "./signatures";

export async function countersignVesselMonth(
  ctx: RequestCtx,
  vesselId: string,
  month: string,
): Promise<TBulkResult> {
  const { seafarers } = await vesselMonth(ctx, vesselId, month);
  const due = seafarers
    .filter((s) => s.status.seafarerSignedAt && !s.status.masterSignedAt)
    .map((s) => ({ id: s.crewMemberId, label: `${s.name} (${s.rank})` }));
  return eachRecord(due, (id) => countersignMonth(ctx, id, month));
}
