// Reliever best match: one query picks the candidates (active, in the rank or the rank
// promoted from, not aboard anywhere during the tour by the one time-aboard source, with their experience
// on this vessel and its type, their last tour's sign-on and sign-off and their nationality), the issue-19
// eligibility check runs for each in the wanted rank over the tour, and the shared rule
// src/shared/relievers.ts orders them with the leave owed (the compliance policy's leaveDaysPerMonth) and
// the vessel's flag's nationality rule for the rank.
import { eq, sql } from "drizzle-orm";
import type { RankName } from "../../../shared/ranks";
import { PROMOTED_FROM, rankRelievers, type TRelieversQuery } from "../../../shared/relievers";
import { queryRows } from "../../db/rows";
import { vessels } from "../../db/schema-fleet";
import { notFound } from "../../lib/app-error";
import type { RequestCtx } from "../../lib/request-ctx";
import { readPolicy } from "../certificates/catalogue";
import { eligibilityForMany } from "../certificates/eligibility";
import { nationalityRuleFor } from "../certificates/nationality-rules";
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
  lastSignOn: string | null;
  nationality: string;
}

export async function listRelievers({ db, today }: RequestCtx, vesselId: string, q: TRelieversQuery) {
  const [vessel] = await db
    .select({ type: vessels.type, flag: vessels.flag })
    .from(vessels)
    .where(eq(vessels.id, vesselId));
  if (!vessel) throw notFound("Vessel");
  const [policy, nationalityRule] = await Promise.all([
    readPolicy(db),
    nationalityRuleFor(db, vessel.flag, q.rank),
  ]);
  const ranks = [q.rank, PROMOTED_FROM[q.rank as RankName] ?? q.rank];
  const tours = toursSql(today);
  // The tours of the rank's active crew only (the union's arms are narrowed to them), read once and
  // aggregated per candidate: not one derivation of every tour per candidate and measure. The vessels of
  // the type are one hashed list, not a vessel looked up per tour.
  const rows = await queryRows<CandidateRow>(
    db,
    sql`with cand as (
          select cm.id, cm.first_name, cm.last_name, cm.rank, cm.nationality from crew_members cm
           where cm.status = 'active' and cm.rank in (${ranks[0]}, ${ranks[1]})
        )
        select c.id as "crewMemberId", c.first_name || ' ' || c.last_name as name, c.rank,
               count(*) filter (where t.vessel_id = ${vesselId} and t.sign_on < ${q.from}::date)::int
                 as "toursOnVessel",
               count(*) filter (where t.vessel_id in (select v.id from vessels v where v.type = ${vessel.type})
                                  and t.sign_on < ${q.from}::date)::int as "toursOnType",
               max(t.sign_off) filter (where t.sign_off <= ${q.from}::date)::text as "lastSignOff",
               ((array_agg(t.sign_on order by t.sign_off desc)
                  filter (where t.sign_off <= ${q.from}::date))[1])::text as "lastSignOn",
               c.nationality
          from cand c
          left join ${tours} t on t.crew_member_id = c.id
         group by c.id, c.first_name, c.last_name, c.rank, c.nationality
        having not coalesce(bool_or(t.crew_member_id is not null
                                    and (t.sign_on is null or t.sign_on <= ${q.to}::date)
                                    and (t.sign_off is null or t.sign_off > ${q.from}::date)), false)
         order by (c.rank = ${q.rank}) desc, "toursOnVessel" desc, "toursOnType" desc, c.last_name, c.id
         limit ${RELIEVER_CANDIDATES}`,
    "relievers",
  );
  const checks = await eligibilityForMany(
    db,
    { vesselId, rank: q.rank, from: q.from, to: q.to },
    rows.map((r) => r.crewMemberId),
  );
  const facts = rows.map((row) => {
    const check = checks.get(row.crewMemberId);
    return { ...row, blockers: check?.blockers ?? [], warnings: check?.warnings ?? [] };
  });
  return rankRelievers(facts, q.rank, vessel.type, q.from, {
    leaveDaysPerMonth: policy.leaveDaysPerMonth,
    nationalityRule,
  });
}
