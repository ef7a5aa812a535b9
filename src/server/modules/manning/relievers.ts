// Reliever best match: one query picks the candidates (active, in the rank or the rank promoted from, not
// aboard anywhere during the tour by the one time-aboard source, with their experience on this vessel and
// its type, their last tour's sign-on and sign-off and their nationality), the eligibility check
// (src/shared/eligibility.ts) runs for each in the wanted rank over the tour, and the shared rule
// src/shared/relievers.ts orders them with the leave owed (the compliance policy's leaveDaysPerMonth) and
// the vessel's flag's nationality rule for the rank.
import { sql } from "drizzle-orm";
import type { NationalityRule } from "../../../shared/nationality-rules";
import type { RankName } from "../../../shared/ranks";
import { PROMOTED_FROM, rankRelievers, type TRelieversQuery } from "../../../shared/relievers";
import { DEFAULT_COMPLIANCE_POLICY, type TCompliancePolicy } from "../../../shared/requirements";
import { queryRows } from "../../db/rows";
import { notFound } from "../../lib/app-error";
import type { RequestCtx } from "../../lib/request-ctx";
import { eligibilityForMany } from "../certificates/eligibility";
import { nationalityRuleSql } from "../certificates/nationality-rules";
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

interface RelieverFactsRow {
  vessel: { type: string; flag: string } | null;
  policy: Partial<TCompliancePolicy> | null;
  nationalityRule: NationalityRule | null;
  candidates: CandidateRow[] | null;
}

export async function listRelievers({ db, today }: RequestCtx, vesselId: string, q: TRelieversQuery) {
  const promotedFrom = PROMOTED_FROM[q.rank as RankName];
  const ranks = promotedFrom ? [q.rank, promotedFrom] : [q.rank];
  const tours = toursSql(today);
  const vessel = sql`(select v.type, v.flag from vessels v where v.id = ${vesselId})`;
  /** Not aboard anywhere during the tour, by the one time-aboard source (a probe of tours_crew_idx). */
  const free = sql`not exists (select 1 from ${tours} t where t.crew_member_id = cm.id
                     and (t.sign_on is null or t.sign_on <= ${q.to}::date)
                     and (t.sign_off is null or t.sign_off > ${q.from}::date))`;
  // The best of a rank in the order below, in two lists read only as far as they need to: the seafarers
  // with tours on the vessel's type (a few, from tours_vessel_idx) by that experience, then the rest of the
  // rank by name (crew_rank_name_idx), each stopping at RELIEVER_CANDIDATES free ones: not every tour of
  // every seafarer of the rank read and aggregated (1,200 seafarers' tours for a Second Officer).
  const bestOf = (rank: string) => sql`
        (select cm.id, e.on_vessel, e.on_type from exp e join crew_members cm on cm.id = e.id
          where cm.rank = ${rank} and ${free}
          order by e.on_vessel desc, e.on_type desc, cm.last_name, cm.id limit ${RELIEVER_CANDIDATES})
        union all
        (select cm.id, 0, 0 from crew_members cm
          where cm.rank = ${rank} and cm.status = 'active' and cm.id not in (select e.id from exp e) and ${free}
          order by cm.last_name, cm.id limit ${RELIEVER_CANDIDATES})`;
  // One statement (one round trip) for the vessel, the stored compliance policy, the flag's nationality rule
  // for the rank and the candidates; then one for their eligibility (eligibilityForMany). The candidates:
  // active, in the rank or the rank promoted from, free, the wanted rank first, then by tours on this
  // vessel and on its type before the tour, then by name; with their last sign-on and sign-off.
  const [facts] = await queryRows<RelieverFactsRow>(
    db,
    sql`with vessel as ${vessel},
        exp as (
          select t.crew_member_id as id,
                 count(*) filter (where t.vessel_id = ${vesselId})::int as on_vessel, count(*)::int as on_type
            from ${tours} t join crew_members cm on cm.id = t.crew_member_id
           where t.vessel_id in (select v.id from vessels v where v.type = (select type from vessel))
             and t.sign_on < ${q.from}::date and cm.status = 'active' and cm.rank in (${sql.join(ranks, sql`, `)})
           group by t.crew_member_id
        ),
        pick as (
          select p.id, p.on_vessel, p.on_type, cm.first_name, cm.last_name, cm.rank, cm.nationality
            from (${sql.join(ranks.map(bestOf), sql` union all `)}) p
            join crew_members cm on cm.id = p.id
           order by (cm.rank = ${q.rank}) desc, p.on_vessel desc, p.on_type desc, cm.last_name, p.id
           limit ${RELIEVER_CANDIDATES}
        ),
        best as (
          select p.id as "crewMemberId", p.first_name || ' ' || p.last_name as name, p.rank,
                 p.on_vessel as "toursOnVessel", p.on_type as "toursOnType", l."lastSignOff", l."lastSignOn",
                 p.nationality, p.last_name
            from pick p cross join lateral (
              select max(t.sign_off) filter (where t.sign_off <= ${q.from}::date)::text as "lastSignOff",
                     ((array_agg(t.sign_on order by t.sign_off desc)
                        filter (where t.sign_off <= ${q.from}::date))[1])::text as "lastSignOn"
                from ${tours} t where t.crew_member_id = p.id) l
        )
        select (select json_build_object('type', v.type, 'flag', v.flag) from vessel v) as vessel,
               (select p.policy from compliance_policy p where p.id = 1) as policy,
               ${nationalityRuleSql(sql`(select flag from vessel)`, q.rank)} as "nationalityRule",
               (select json_agg(json_build_object('crewMemberId', b."crewMemberId", 'name', b.name,
                         'rank', b.rank, 'toursOnVessel', b."toursOnVessel", 'toursOnType', b."toursOnType",
                         'lastSignOff', b."lastSignOff", 'lastSignOn', b."lastSignOn",
                         'nationality', b.nationality)
                         order by (b.rank = ${q.rank}) desc, b."toursOnVessel" desc, b."toursOnType" desc,
                                  b.last_name, b."crewMemberId")
                  from best b) as candidates`,
    "relievers",
  );
  if (!facts.vessel) throw notFound("Vessel");
  const rows = facts.candidates ?? [];
  const checks = await eligibilityForMany(
    db,
    { vesselId, rank: q.rank, from: q.from, to: q.to },
    rows.map((r) => r.crewMemberId),
  );
  const candidates = rows.map((row) => {
    const check = checks.get(row.crewMemberId);
    return { ...row, blockers: check?.blockers ?? [], warnings: check?.warnings ?? [] };
  });
  const policy = { ...DEFAULT_COMPLIANCE_POLICY, ...facts.policy };
  return rankRelievers(candidates, q.rank, facts.vessel.type, q.from, {
    leaveDaysPerMonth: policy.leaveDaysPerMonth,
    nationalityRule: facts.nationalityRule,
  });
}
