// The compliance matrix (issue 19 item 7): one vessel's crew aboard and planned to join × the certificate
// types their ranks need on that vessel type (and flag), each cell the state of the member's current
// (not superseded) document of that type. One SQL statement builds the cells: members, requirements and
// documents are joined on their indexes (crew by vessel, rotations by vessel and join date, requirements by
// vessel type and rank, documents by member and type); only the answer's cells come back.
import { eq, sql } from "drizzle-orm";
import { type ComplianceCellStatus, complianceSummary, isNonCompliantCell } from "../../../shared/compliance";
import type { TComplianceMatrix } from "../../../shared/compliance-api";
import { DOCUMENT_STATUS_LADDER } from "../../../shared/expiry";
import { queryRows } from "../../db/rows";
import { vessels } from "../../db/schema-fleet";
import { notFound } from "../../lib/app-error";
import { currentDocumentSql, levelSql } from "../../lib/expiry-sql";
import type { RequestCtx } from "../../lib/request-ctx";

interface CellRow {
  member_id: string;
  first_name: string;
  last_name: string;
  rank: string;
  placement: "aboard" | "planned";
  join_date: string | null;
  code: string | null;
  name: string | null;
  required: boolean | null;
  expiry_date: string | null;
  status: "valid" | "expiring" | "expired" | null;
}

/** The flag endorsement is needed only when the vessel's flag differs from the CoC's issuing state. */
const FLAG_ENDORSEMENT = "flag_endorsement";
const CATEGORY_ORDER = sql.raw(
  "array_position(array['identity','medical','competency','proficiency','vaccination','other'], t.category)",
);

function matrixSql(vessel: { id: string; type: string; flag: string }, today: string) {
  const expiry = sql`cd.expiry_date`;
  return sql`
    with members as (
      select c.id, c.first_name, c.last_name, c.rank, 'aboard' as placement, null::date as join_date
        from crew_members c where c.current_vessel_id = ${vessel.id}
      union all
      select c.id, c.first_name, c.last_name, c.rank, 'planned', min(r.join_date)
        from rotations r join crew_members c on c.id = r.crew_member_id
       where r.vessel_id = ${vessel.id} and r.rotation_type = 'join' and r.status = 'scheduled'
         and r.join_date >= ${today}::date and c.current_vessel_id is distinct from ${vessel.id}
       group by c.id, c.first_name, c.last_name, c.rank
    ),
    -- Members whose current CoC was issued by the vessel's flag state need no flag endorsement (a CTE
    -- over the members, so the documents are read by member and type, not every CoC of the fleet).
    flag_coc as (
      select distinct coc.crew_member_id from members m
        join documents coc on coc.crew_member_id = m.id and coc.type = 'coc'
       where ${currentDocumentSql(sql.raw("coc.superseded_by_id"))} and coc.issuing_state = ${vessel.flag}
    ),
    req as (
      select distinct m.id as member_id, q.certificate_type as code
        from members m join certificate_requirements q
          on q.vessel_type = ${vessel.type} and q.rank = m.rank and (q.flag is null or q.flag = ${vessel.flag})
       where q.certificate_type <> ${FLAG_ENDORSEMENT} or m.id not in (select crew_member_id from flag_coc)
    ),
    cols as (
      select t.code, t.name, ${CATEGORY_ORDER} as cat from certificate_types t
       where t.code in (select code from req)
    )
    select m.id as member_id, m.first_name, m.last_name, m.rank, m.placement, m.join_date::text as join_date,
           cols.code, cols.name, req.code is not null as required, cd.expiry_date::text as expiry_date,
           case when cd.expiry_date is null then null else ${levelSql(DOCUMENT_STATUS_LADDER, expiry, today)} end
             as status
      from members m
      left join cols on true
      left join req on req.member_id = m.id and req.code = cols.code
      left join lateral (
        select max(d.expiry_date) as expiry_date from documents d
         where req.code is not null and d.crew_member_id = m.id and d.type = cols.code
           and ${currentDocumentSql()}
           and (cols.code <> ${FLAG_ENDORSEMENT} or d.issuing_state = ${vessel.flag})
      ) cd on true
     order by m.placement, m.last_name, m.first_name, m.id, cols.cat, cols.name`;
}

function cellStatus(r: CellRow): ComplianceCellStatus {
  if (!r.required) return "not_required";
  return r.status ?? "missing";
}

export async function complianceMatrix(ctx: RequestCtx, vesselId: string): Promise<TComplianceMatrix> {
  const [vessel] = await ctx.db
    .select({ id: vessels.id, name: vessels.name, type: vessels.type, flag: vessels.flag })
    .from(vessels)
    .where(eq(vessels.id, vesselId));
  if (!vessel) throw notFound("Vessel");
  const cells = await queryRows<CellRow>(ctx.db, matrixSql(vessel, ctx.today));
  const columns: TComplianceMatrix["columns"] = [];
  const rows = new Map<string, TComplianceMatrix["rows"][number]>();
  for (const c of cells) {
    let row = rows.get(c.member_id);
    if (!row) {
      row = {
        crewMemberId: c.member_id,
        name: `${c.first_name} ${c.last_name}`,
        rank: c.rank,
        placement: c.placement,
        joinDate: c.join_date,
        compliant: true,
        cells: [],
      };
      rows.set(c.member_id, row);
    }
    if (c.code === null || c.name === null) continue;
    if (rows.size === 1) columns.push({ code: c.code, name: c.name });
    const status = cellStatus(c);
    if (isNonCompliantCell(status)) row.compliant = false;
    row.cells.push({ code: c.code, status, expiryDate: c.expiry_date });
  }
  const all = [...rows.values()];
  return {
    vessel,
    columns,
    rows: all,
    summary: {
      aboard: complianceSummary(all.filter((r) => r.placement === "aboard")),
      planned: complianceSummary(all.filter((r) => r.placement === "planned")),
    },
  };
}
