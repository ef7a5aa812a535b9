// The Compliance Matrix, computed per vessel (service.ts computeMatrix) and reused until the vessel's
// compliance version moves: the compliance versions projection's triggers (projections/compliance-versions.ts)
// bump it with every statement that changes what the matrix shows (the vessel's tours and its crew's tours
// elsewhere, their documents and names, the vessel's name, type and flag, the certificate requirements and
// types), in that statement's transaction, so a reuse is never stale and every instance on one PostgreSQL
// sees the same versions. A request reads the version (one row by primary key); the day is part of the key
// (who is aboard and each certificate's status are by today's date). The version is read before the matrix,
// so an answer is never older than the version it is kept under. When nothing changed, the answer is the
// very object answered before, so its JSON and gzip are reused too (lib/response-memo).
import { sql } from "drizzle-orm";
import type { TComplianceMatrix } from "../../../shared/compliance-api";
import { queryRows } from "../../db/rows";
import { notFound } from "../../lib/app-error";
import { LatestMemo } from "../../lib/remember";
import type { RequestCtx } from "../../lib/request-ctx";
import { computeMatrix } from "./service";

/** A matrix is ~50 KB of JSON for a vessel of the large dataset: a 200-vessel fleet's worth for a day. */
const MAX_ENTRIES = 256;
const byVessel = new LatestMemo<TComplianceMatrix>(MAX_ENTRIES);

/** GET /api/compliance/matrix: one vessel's matrix today, the kept one while its version stands. */
export async function complianceMatrix(ctx: RequestCtx, vesselId: string): Promise<TComplianceMatrix> {
  const [vessel] = await queryRows<{ version: string }>(
    ctx.db,
    sql`select coalesce(m.version, 0)::text as version
          from vessels v left join vessel_compliance_versions m on m.vessel_id = v.id where v.id = ${vesselId}`,
    "compliance_version",
  );
  if (!vessel) throw notFound("Vessel");
  const key = `${vesselId}|${ctx.today}`;
  const known = byVessel.get(key, vessel.version);
  if (known) return known;
  const answer = await computeMatrix(ctx.db, vesselId, ctx.today);
  if (!answer) throw notFound("Vessel");
  byVessel.set(key, vessel.version, answer);
  return answer;
}
