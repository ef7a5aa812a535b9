// Reliever best match: one query picks the candidates (active, in the rank or the rank
// promoted from, not aboard anywhere during the tour by the one time-aboard source, with their experience
// on this vessel and its type, their last tour's sign-on and sign-off and their nationality), the issue-19
// eligibility check runs for each in the wanted rank over the tour, and the shared rule
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
  const ranks = [q.rank, PROMOTED_FROM[q.rank as RankName] ?? q.rank];
  const tours = toursSql(today);
  const vessel = sql`(select v.type, v.flag from vessels v where v.id = ${vesselId})`;
  // One statement (one round trip) for the vessel, the stored compliance policy, the flag's nationality rule
  // for the rank and the candidates; then one for their eligibility (eligibilityForMany).
  // The candidates: the tours of the rank's active crew only (the union's arms are narrowed to them), read
  // once and aggregated per candidate: not one derivation of every tour per candidate and measure. The
  // vessels of the type are one hashed list, not a vessel looked up per tour.
  const [facts] = await queryRows<RelieverFactsRow>(
    db,
    sql`with vessel as ${vessel},
        cand as (
          select cm.id, cm.first_name, cm.last_name, cm.rank, cm.nationality from crew_members cm
           where cm.status = 'active' and cm.rank in (${ranks[0]}, ${ranks[1]})
        ),
        best as (
        select c.id as "crewMemberId", c.first_name || ' ' || c.last_name as name, c.rank,
               count(*) filter (where t.vessel_id = ${vesselId} and t.sign_on < ${q.from}::date)::int
                 as "toursOnVessel",
               count(*) filter (where t.vessel_id in (select v.id from vessels v
                                                       where v.type = (select type from vessel))
                                  and t.sign_on < ${q.from}::date)::int as "toursOnType",
               max(t.sign_off) filter (where t.sign_off <= ${q.from}::date)::text as "lastSignOff",
               ((array_agg(t.sign_on order by t.sign_off desc)
                  filter (where t.sign_off <= ${q.from}::date))[1])::text as "lastSignOn",
               c.nationality, c.last_name
          from cand c
          left join ${tours} t on t.crew_member_id = c.id
         group by c.id, c.first_name, c.last_name, c.rank, c.nationality
        having not coalesce(bool_or(t.crew_member_id is not null
                                    and (t.sign_on is null or t.sign_on <= ${q.to}::date)
                                    and (t.sign_off is null or t.sign_off > ${q.from}::date)), false)
         order by (c.rank = ${q.rank}) desc, "toursOnVessel" desc, "toursOnType" desc, c.last_name, c.id
         limit ${RELIEVER_CANDIDATES}
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
