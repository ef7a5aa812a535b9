// The compliance matrix: one vessel's crew aboard and planned to join (placements.ts, from the tours) × the
// certificate types their ranks need there, each cell what holds the type: the one definition of
// src/shared/required-certificates.ts through its SQL (lib/required-certificates-sql.ts), so a cell is
// missing exactly when the missing certificates list has it, and "compliant" is the shared rule 4.
// One SQL statement builds the cells on the indexes (tours by vessel, requirements by vessel type and rank,
// documents by member); only the answer's cells come back. The route's answer is kept per vessel until
// the vessel's compliance version moves (matrix-memo.ts).
import { sql } from "drizzle-orm";
import { type ComplianceCellStatus, complianceSummary, isNonCompliantCell } from "../../../shared/compliance";
import type { TComplianceMatrix } from "../../../shared/compliance-api";
import { DOCUMENT_STATUS_LADDER } from "../../../shared/expiry";
import type { DbOrTx } from "../../db/client";
import { queryRows, uuidArray } from "../../db/rows";
import { levelSql } from "../../lib/expiry-sql";
import { nonCompliantSql, requiredCertificatesSql } from "../../lib/required-certificates-sql";
import { placementsSql } from "./placements";

interface Member {
  id: string;
  first_name: string;
  last_name: string;
  rank: string;
  placement: "aboard" | "planned";
  join_date: string | null;
  unconfirmed: boolean;
  /** The required codes held: their latest expiry and its status on the document ladder. */
  held: Record<string, { expiry: string; status: "valid" | "expiring" | "expired" }> | null;
  required: string[] | null;
}

interface Answer {
  vessel: TComplianceMatrix["vessel"] | null;
  columns: TComplianceMatrix["columns"] | null;
  members: Member[] | null;
}

const CATEGORY_ORDER = sql.raw(
  "array_position(array['identity','medical','competency','proficiency','vaccination','other'], t.category)",
);

/**
 * The whole answer in one statement and one row (the vessel, the columns in category and name order, the
 * members in placement and name order, each with the codes their rank needs there and the latest expiry
 * and status of what holds each), so a request is one round trip and one JSON value to read.
 */
function matrixSql(vesselId: string, today: string) {
  const required = requiredCertificatesSql({
    crew: "m.crew_member_id",
    rank: "m.rank",
    vesselType: "v.type",
    flag: "v.flag",
  });
  const heldUntil = sql.raw("rc.held_until");
  return sql`
    with v as (select id, name, type, flag from vessels where id = ${vesselId}),
    rows as (
      select c.id, c.first_name, c.last_name, m.rank, m.placement, m.join_date, m.unconfirmed, q.required, q.held
        from ${placementsSql(today, vesselId)} m
        join crew_members c on c.id = m.crew_member_id cross join v
        cross join lateral (
          select array_agg(rc.code) as required,
                 json_object_agg(rc.code, json_build_object('expiry', rc.held_until::text,
                   'status', ${levelSql(DOCUMENT_STATUS_LADDER, heldUntil, today)}))
                   filter (where rc.held_until is not null) as held
            from ${required} rc
        ) q
    )
    select (select json_build_object('id', v.id, 'name', v.name, 'type', v.type, 'flag', v.flag) from v) as vessel,
           (select json_agg(json_build_object('code', t.code, 'name', t.name) order by ${CATEGORY_ORDER}, t.name)
              from certificate_types t where t.code in (select unnest(required) from rows)) as columns,
           (select json_agg(json_build_object('id', id, 'first_name', first_name, 'last_name', last_name,
                     'rank', rank, 'placement', placement, 'join_date', join_date,
                     'unconfirmed', unconfirmed, 'held', held,
                     'required', required) order by placement, last_name, first_name, id)
              from rows) as members`;
}

/** One vessel's matrix on `today`, computed (null: no such vessel). */
export async function computeMatrix(
  db: DbOrTx,
  vesselId: string,
  today: string,
): Promise<TComplianceMatrix | null> {
  const [answer] = await queryRows<Answer>(db, matrixSql(vesselId, today), "compliance_matrix");
  if (!answer.vessel) return null;
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
      signOnNotConfirmed: m.unconfirmed,
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

/** One vessel's compliance on a day: its crew aboard and how many of them are compliant. */
export interface VesselCompliance {
  vessel_id: string;
  total: number;
  compliant: number;
}

/**
 * The fleet's compliance on `day`, per vessel (only `vesselIds`' when given; vessels nobody is aboard are
 * left out): the crew aboard (one per seafarer and vessel, as the matrices' aboard rows) and how many of
 * them are compliant (rule 4). Each vessel's matrix "aboard" summary, read as a count: a row is
 * non-compliant exactly when one of its required certificates is (nonCompliantSql), and the kept weakest
 * one (crew_weakest_certificates, the missing certificates projection) is non-compliant whenever any is,
 * since a missing one comes first and an expired date leaves every earlier one expired.
 * fleet-compliance.test.ts checks this against the matrices on both engines.
 */
export function complianceByVessel(
  db: DbOrTx,
  day: string,
  vesselIds?: string[],
): Promise<VesselCompliance[]> {
  return queryRows<VesselCompliance>(
    db,
    sql`select m.vessel_id, count(*)::int as total,
               count(*) filter (where not exists (
                 select 1 from crew_weakest_certificates rc
                  where rc.crew_member_id = m.crew_member_id and rc.vessel_id = m.vessel_id and rc.rank = m.rank
                    and ${nonCompliantSql(day)}))::int as compliant
          from ${placementsSql(day, undefined, false)} m
         ${vesselIds ? sql`where m.vessel_id = any(${uuidArray(vesselIds)})` : sql``}
         group by m.vessel_id`,
    vesselIds ? "vessels_compliance" : "fleet_compliance",
  );
}

/** The fleet's compliance on `day`: the sum of complianceByVessel, every vessel's matrix "aboard" summary. */
export async function fleetCompliance(
  db: DbOrTx,
  day: string,
): Promise<{ total: number; compliant: number }> {
  const sum = { total: 0, compliant: 0 };
  for (const v of await complianceByVessel(db, day)) {
    sum.total += v.total;
    sum.compliant += v.compliant;
  }
  return sum;
}
