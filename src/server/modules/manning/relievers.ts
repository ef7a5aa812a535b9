// Reliever best match (issue 20 item 4): one query picks the candidates (active, in the rank or the rank
// promoted from, not aboard anywhere during the tour by the one time-aboard source, with their experience
// on this vessel and its type and their last sign-off), the issue-19 eligibility check runs for each in
// the wanted rank over the tour, and the shared rule src/shared/relievers.ts excludes and orders them.
import { eq, sql } from "drizzle-orm";
import type { RankName } from "../../../shared/ranks";
import { PROMOTED_FROM, rankRelievers, type TRelieversQuery } from "../../../shared/relievers";
import { queryRows } from "../../db/rows";
import { vessels } from "../../db/schema-fleet";
import { notFound } from "../../lib/app-error";
import type { RequestCtx } from "../../lib/request-ctx";
import { eligibilityFor } from "../certificates/eligibility";
import { toursSql } from "./tours";

/** Candidates checked for eligibility (the best by rank and experience first). */
export const RELIEVER_CANDIDATES = 25;

interface CandidateRow {
  crewMemberId: string;
  name: string;
  rank: string;
  toursOnVessel: number;
  toursOnType: number;
  lastSignOff: string | null;
}

export async function listRelievers({ db, today }: RequestCtx, vesselId: string, q: TRelieversQuery) {
  const [vessel] = await db.select({ type: vessels.type }).from(vessels).where(eq(vessels.id, vesselId));
  if (!vessel) throw notFound("Vessel");
  const ranks = [q.rank, PROMOTED_FROM[q.rank as RankName] ?? q.rank];
  const tours = toursSql(today);
  const rows = await queryRows<CandidateRow>(
    db,
    sql`select cm.id as "crewMemberId", cm.first_name || ' ' || cm.last_name as name, cm.rank,
               (select count(*)::int from ${tours} t where t.crew_member_id = cm.id and t.vessel_id = ${vesselId}
                   and t.sign_on < ${q.from}::date) as "toursOnVessel",
               (select count(*)::int from ${tours} t join vessels v on v.id = t.vessel_id
                 where t.crew_member_id = cm.id and v.type = ${vessel.type} and t.sign_on < ${q.from}::date)
                 as "toursOnType",
               (select max(t.sign_off)::text from ${tours} t
                 where t.crew_member_id = cm.id and t.sign_off <= ${q.from}::date) as "lastSignOff"
          from crew_members cm
         where cm.status = 'active' and cm.rank in (${ranks[0]}, ${ranks[1]})
           and not exists (
             select 1 from ${tours} t
              where t.crew_member_id = cm.id and (t.sign_on is null or t.sign_on <= ${q.to}::date)
                and (t.sign_off is null or t.sign_off > ${q.from}::date))
         order by (cm.rank = ${q.rank}) desc, "toursOnVessel" desc, "toursOnType" desc, cm.last_name, cm.id
         limit ${RELIEVER_CANDIDATES}`,
  );
  const facts = [];
  for (const row of rows) {
    const check = await eligibilityFor(db, {
      crewMemberId: row.crewMemberId,
      vesselId,
      rank: q.rank,
      from: q.from,
      to: q.to,
    });
    facts.push({ ...row, blockers: check.blockers, warnings: check.warnings });
  }
  return rankRelievers(facts, q.rank, vessel.type, q.from);
}
