// The compliance matrix: one vessel's crew aboard and planned to join × the certificate
// types their ranks need on that vessel type (and flag), each cell the state of the member's current
// (not superseded) document of that type. One SQL statement builds the cells: members, requirements and
// documents are joined on their indexes (crew by vessel, rotations by vessel and join date, requirements by
// vessel type and rank, documents by member and type); only the answer's cells come back.
import { sql } from "drizzle-orm";
import { CRA_TYPE, CRA_VALIDITY_MONTHS } from "../../../shared/certificates";
import { type ComplianceCellStatus, complianceSummary, isNonCompliantCell } from "../../../shared/compliance";
import type { TComplianceMatrix } from "../../../shared/compliance-api";
import { DOCUMENT_STATUS_LADDER } from "../../../shared/expiry";
import { queryRows } from "../../db/rows";
import { notFound } from "../../lib/app-error";
import { currentDocumentSql, levelSql } from "../../lib/expiry-sql";
import type { RequestCtx } from "../../lib/request-ctx";

interface Member {
  id: string;
  first_name: string;
  last_name: string;
  rank: string;
  placement: "aboard" | "planned";
  join_date: string | null;
  /** The required codes held: their latest expiry and its status on the document ladder. */
  held: Record<string, { expiry: string; status: "valid" | "expiring" | "expired" }> | null;
  required: string[] | null;
}

interface Answer {
  vessel: TComplianceMatrix["vessel"] | null;
  columns: TComplianceMatrix["columns"] | null;
  members: Member[] | null;
}

/** The flag endorsement is needed only when the vessel's flag differs from the CoC's issuing state. */
const FLAG_ENDORSEMENT = "flag_endorsement";
const CATEGORY_ORDER = sql.raw(
  "array_position(array['identity','medical','competency','proficiency','vaccination','other'], t.category)",
);

/**
 * The whole answer in one statement and one row (the vessel, the columns in category and name order, the
 * members in placement and name order, each with the codes their rank needs there and what they hold of
 * them), so a request is one round trip and one JSON value to read, not one row per cell.
 */
function matrixSql(vesselId: string, today: string) {
  // a receipt of application stands for the flag endorsement, 3 months from its issue at most (STCW I/10
  // para 5; docs/regulations.md, "Eligibility for the whole tour")
  const held = sql`(case when d.type = ${CRA_TYPE} then ${FLAG_ENDORSEMENT} else d.type end)`;
  const expiry = sql`max(case when d.type = ${CRA_TYPE}
    then least(d.expiry_date, (d.issue_date + make_interval(months => ${CRA_VALIDITY_MONTHS}))::date)
    else d.expiry_date end)`;
  return sql`
    with v as (select id, name, type, flag from vessels where id = ${vesselId}),
    members as (
      select c.id, c.first_name, c.last_name, c.rank, 'aboard' as placement, null::date as join_date
        from v join crew_members c on c.current_vessel_id = v.id
      union all
      select c.id, c.first_name, c.last_name, c.rank, 'planned', min(r.join_date)
        from v join rotations r on r.vessel_id = v.id join crew_members c on c.id = r.crew_member_id
       where r.rotation_type = 'join' and r.status = 'scheduled'
         and r.join_date >= ${today}::date and c.current_vessel_id is distinct from v.id
       group by c.id, c.first_name, c.last_name, c.rank
    ),
    -- per member: the types their rank needs on this vessel (a flag endorsement unless a current CoC was
    -- issued by the vessel's flag state), then the latest expiry of a current document of each
    req as (
      select m.*, q.required from members m cross join v cross join lateral (
        select array_agg(distinct q.certificate_type) as required from certificate_requirements q
         where q.vessel_type = v.type and q.rank = m.rank and (q.flag is null or q.flag = v.flag)
           and (q.certificate_type <> ${FLAG_ENDORSEMENT} or not exists (
             select 1 from documents coc
              where coc.crew_member_id = m.id and coc.type = 'coc'
                and ${currentDocumentSql(sql.raw("coc.superseded_by_id"))} and coc.issuing_state = v.flag))
      ) q
    ),
    rows as (
      select r.*, h.held from req r cross join v cross join lateral (
        select json_object_agg(x.type, json_build_object('expiry', x.expiry, 'status', x.status)) as held
          from (
            select ${held} as type, ${expiry}::text as expiry,
                   ${levelSql(DOCUMENT_STATUS_LADDER, expiry, today)} as status
              from documents d
             where d.crew_member_id = r.id and ${held} = any (r.required) and ${currentDocumentSql()}
               and (${held} <> ${FLAG_ENDORSEMENT} or d.issuing_state = v.flag)
             group by 1
          ) x
      ) h
    )
    select (select json_build_object('id', v.id, 'name', v.name, 'type', v.type, 'flag', v.flag) from v) as vessel,
           (select json_agg(json_build_object('code', t.code, 'name', t.name) order by ${CATEGORY_ORDER}, t.name)
              from certificate_types t where t.code in (select unnest(required) from rows)) as columns,
           (select json_agg(json_build_object('id', id, 'first_name', first_name, 'last_name', last_name,
                     'rank', rank, 'placement', placement, 'join_date', join_date, 'held', held,
                     'required', required) order by placement, last_name, first_name, id)
              from rows) as members`;
}

export async function complianceMatrix(ctx: RequestCtx, vesselId: string): Promise<TComplianceMatrix> {
  const [answer] = await queryRows<Answer>(ctx.db, matrixSql(vesselId, ctx.today), "compliance_matrix");
  if (!answer.vessel) throw notFound("Vessel");
  const columns = answer.columns ?? [];
  const rows = (answer.members ?? []).map((m) => {
    const required = new Set(m.required ?? []);
    const cells = columns.map(({ code }) => {
      const held = m.held?.[code];
      const status: ComplianceCellStatus = !required.has(code) ? "not_required" : (held?.status ?? "missing");
      return { code, status, expiryDate: required.has(code) ? (held?.expiry ?? null) : null };
    });
    return {
      crewMemberId: m.id,
      name: `${m.first_name} ${m.last_name}`,
      rank: m.rank,
      placement: m.placement,
      joinDate: m.join_date,
      compliant: !cells.some((c) => isNonCompliantCell(c.status)),
      cells,
    };
  });
  return {
    vessel: answer.vessel,
    columns,
    rows,
    summary: {
      aboard: complianceSummary(rows.filter((r) => r.placement === "aboard")),
      planned: complianceSummary(rows.filter((r) => r.placement === "planned")),
    },
  };
}
