// Missing required certificates (issue 19 item 8): crew aboard a vessel, or with a scheduled join within
// `days`, who hold no current document of a type their rank needs on that vessel (requirements by rank ×
// vessel type, rows for the vessel's flag; a flag endorsement only when their current CoC's issuing state
// differs from the flag). Read beside the expiring documents and put in the daily reminder digest.
import { type SQL, sql } from "drizzle-orm";
import type { TMissingCertificate } from "../../../shared/alerts";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/rows";
import { currentDocumentSql } from "../../lib/expiry-sql";
import { likePattern } from "../../lib/search";

interface Row {
  crew_id: string;
  first_name: string;
  last_name: string;
  rank: string;
  vessel_id: string;
  vessel_name: string;
  code: string;
  name: string;
  reason: "aboard" | "planned";
  from_date: string;
  total: number;
}

/** The list's filters (the alerts screen's toolbar): crew name, certificate type, vessel. */
export interface MissingFilters {
  crewMemberId?: string | null;
  q?: string;
  type?: string;
  vesselId?: string;
}

function filterSql(f: MissingFilters): SQL {
  const like = f.q ? likePattern(f.q) : null;
  return sql.join(
    [
      sql`true`,
      like ? sql`(cm.first_name || ' ' || cm.last_name) ILIKE ${like}` : undefined,
      f.type ? sql`q.code = ${f.type}` : undefined,
      f.vesselId ? sql`t.vessel_id = ${f.vesselId}` : undefined,
    ].filter((c): c is SQL => c !== undefined),
    sql` AND `,
  );
}

/** The CTEs ending in `missing` (crew_id, vessel_id, from_date, reason, code, flag, vessel_name). */
function missingSql(today: string, days: number, f: MissingFilters): SQL {
  const own = f.crewMemberId ?? null;
  const mine = (col: string) => (own ? sql` AND ${sql.raw(col)} = ${own}` : sql``);
  const current = currentDocumentSql();
  // tours: one per member and vessel (aboard sorts before planned); need: the rank's certificate types on
  // that vessel (index certificate_requirements_type_idx); then an anti-join on documents_crew_idx.
  return sql`
    WITH tours AS (
      SELECT crew_id, vessel_id, min(from_date) AS from_date, min(reason) AS reason FROM (
        SELECT cm.id AS crew_id, cm.current_vessel_id AS vessel_id, ${today}::date AS from_date, 'aboard' AS reason
          FROM crew_members cm
         WHERE cm.current_vessel_id IS NOT NULL AND cm.status = 'active'${mine("cm.id")}
        UNION ALL
        SELECT r.crew_member_id, r.vessel_id, r.join_date, 'planned'
          FROM rotations r
         WHERE r.status = 'scheduled' AND r.rotation_type = 'join'
           AND r.join_date >= ${today}::date AND r.join_date <= ${today}::date + ${days}::int${mine("r.crew_member_id")}
      ) x GROUP BY crew_id, vessel_id
    ), need AS MATERIALIZED (
      SELECT t.crew_id, t.vessel_id, t.from_date, t.reason, q.code, v.flag, v.name AS vessel_name
        FROM tours t
        JOIN crew_members cm ON cm.id = t.crew_id
        JOIN vessels v ON v.id = t.vessel_id
        CROSS JOIN LATERAL (
          SELECT DISTINCT q.certificate_type AS code FROM certificate_requirements q
           WHERE q.rank = cm.rank AND q.vessel_type = v.type AND (q.flag IS NULL OR q.flag = v.flag)
        ) q
       WHERE ${filterSql(f)}
    ), missing AS (
      SELECT n.* FROM need n
       WHERE n.code <> 'flag_endorsement'
         AND NOT EXISTS (SELECT 1 FROM documents d WHERE d.crew_member_id = n.crew_id AND d.type = n.code AND ${current})
      UNION ALL
      SELECT n.* FROM need n
       WHERE n.code = 'flag_endorsement'
         AND EXISTS (SELECT 1 FROM documents d WHERE d.crew_member_id = n.crew_id AND d.type = 'coc' AND ${current}
                        AND d.issuing_state <> n.flag)
         AND NOT EXISTS (SELECT 1 FROM documents d WHERE d.crew_member_id = n.crew_id
                        AND d.type = 'flag_endorsement' AND ${current} AND d.issuing_state = n.flag)
    )`;
}

export async function findMissingCertificates(
  db: Db,
  today: string,
  q: MissingFilters & { days: number; limit: number; offset: number },
): Promise<{ items: TMissingCertificate[]; total: number }> {
  const rows = await queryRows<Row>(
    db,
    sql`${missingSql(today, q.days, q)}
    SELECT n.crew_id, cm.first_name, cm.last_name, cm.rank, n.vessel_id, n.vessel_name, n.code, ct.name,
           n.reason, n.from_date::text AS from_date, count(*) OVER ()::int AS total
      FROM missing n
      JOIN crew_members cm ON cm.id = n.crew_id
      JOIN certificate_types ct ON ct.code = n.code
        ORDER BY n.from_date, cm.last_name, cm.first_name, n.crew_id, n.vessel_id, n.code
        LIMIT ${q.limit} OFFSET ${q.offset}`,
  );
  return {
    total: rows[0]?.total ?? 0,
    items: rows.map((r) => ({
      crewMember: { id: r.crew_id, firstName: r.first_name, lastName: r.last_name, rank: r.rank },
      vessel: { id: r.vessel_id, name: r.vessel_name },
      certificateType: r.code,
      certificateName: r.name,
      reason: r.reason,
      from: r.from_date,
    })),
  };
}

/** How many required certificates are missing fleet-wide within `days`, and for how many crew members
 * (the dashboard's figure: the same rule, counted in SQL). */
export async function countMissingCertificates(
  db: Db,
  today: string,
  days: number,
): Promise<{ missing: number; crew: number }> {
  const [row] = await queryRows<{ missing: number; crew: number }>(
    db,
    sql`${missingSql(today, days, {})}
    SELECT count(*)::int AS missing, count(DISTINCT crew_id)::int AS crew FROM missing`,
  );
  return row ?? { missing: 0, crew: 0 };
}
