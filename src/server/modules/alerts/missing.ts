// Missing required certificates: crew aboard a vessel, or with a planned join within
// `days` (by the tours), who hold no current document of a type their rank needs on that vessel (requirements by rank ×
// vessel type, rows for the vessel's flag; a flag endorsement only when their current CoC's issuing state
// differs from the flag). Read beside the expiring documents and put in the daily reminder digest.
import { type SQL, sql } from "drizzle-orm";
import type { TMissingCertificate } from "../../../shared/alerts";
import type { Db } from "../../db/client";
import { queryRows, uuidArray } from "../../db/rows";
import { likePattern } from "../../lib/search";
import { toursSql } from "../manning/tours";

/** A tour (alias `t` of toursSql) that has begun by `today`: aboard, if it has not ended. */
const aboardSql = (today: string): SQL => sql`(t.sign_on IS NULL OR t.sign_on <= ${today}::date)`;

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

/** The filters of a read: the list's, or the vessels whose figures the dashboard reads again. */
type ReadFilters = MissingFilters & { vesselIds?: string[] };

/** The vessel and crew filters on the rows of `alias` (the maintained rows x, the tours t). */
function vesselCrewFilterSql(alias: "x" | "t", f: ReadFilters): SQL[] {
  const a = sql.raw(alias);
  return [
    f.vesselId ? sql` AND ${a}.vessel_id = ${f.vesselId}` : undefined,
    f.vesselIds ? sql` AND ${a}.vessel_id = any(${uuidArray(f.vesselIds)})` : undefined,
    f.crewMemberId ? sql` AND ${a}.crew_member_id = ${f.crewMemberId}` : undefined,
  ].filter((c): c is SQL => c !== undefined);
}

/** The filters on the maintained rows (vessel, type, a crew caller's own). */
const rowFilterSql = (f: ReadFilters): SQL =>
  sql.join(
    [...vesselCrewFilterSql("x", f), ...(f.type ? [sql` AND x.certificate_type = ${f.type}`] : [])],
    sql``,
  );

/** The same vessel and crew filters on the tours, so a filtered read reads only their tours. */
const tourFilterSql = (f: ReadFilters): SQL => sql.join(vesselCrewFilterSql("t", f), sql``);

/** The crew-name search, once the rows are joined to crew_members (alias cm). */
const nameFilterSql = (f: MissingFilters): SQL =>
  f.q ? sql`(cm.first_name || ' ' || cm.last_name) ILIKE ${likePattern(f.q)}` : sql`true`;

/**
 * The CTE `missing`: one row per tour (member × vessel) and required type not held, within the window.
 * crew_missing_certificates holds the rule's answer for every tour not cancelled (keyed by its sign-on), kept
 * by the database in the writing transaction (the missing certificates projection,
 * projections/missing-certificates.ts, where the rule is written); a read joins those rows back to their
 * tours (modules/manning/tours.ts, THE aboard rule) and keeps the tours counting today (aboard: a planned
 * join past its day included, as on every screen) or joining within `days` (planned), aboard ones first:
 * about 1,800 rows on the large dataset, not 5,000 tours re-derived.
 * The tours counting in the window are read first in one pass (`window_tours`, materialized) and hashed
 * against the kept rows: joined row by row, the planner looked each kept row's tour up through the
 * tours' overlap (GiST) index, ~4 buffers a row (7,100 of the statement's 12,900 on the large dataset;
 * 5,100 in all now).
 */
function missingSql(today: string, days: number, f: ReadFilters): SQL {
  return sql`
    WITH window_tours AS MATERIALIZED (
      SELECT t.crew_member_id, t.vessel_id, t.sign_on
        FROM ${toursSql(today)} t
       WHERE (t.sign_off IS NULL OR t.sign_off > ${today}::date)
         AND (t.sign_on IS NULL OR t.sign_on <= ${today}::date + ${days}::int)${tourFilterSql(f)}
    ), missing AS (
      SELECT x.crew_member_id AS crew_id, x.vessel_id, x.certificate_type AS code,
             CASE WHEN bool_or(${aboardSql(today)}) THEN ${today}::date ELSE min(t.sign_on) END AS from_date,
             CASE WHEN bool_or(${aboardSql(today)}) THEN 'aboard' ELSE 'planned' END AS reason
        FROM crew_missing_certificates x
        JOIN window_tours t ON t.crew_member_id = x.crew_member_id AND t.vessel_id = x.vessel_id
                           AND t.sign_on IS NOT DISTINCT FROM x.join_date
       WHERE true${rowFilterSql(f)}
       GROUP BY x.crew_member_id, x.vessel_id, x.certificate_type
    )`;
}

export async function findMissingCertificates(
  db: Db,
  today: string,
  q: MissingFilters & { days: number; limit: number; offset: number },
): Promise<{ items: TMissingCertificate[]; total: number }> {
  const rows = await queryRows<Row>(
    db,
    // The page is ordered and cut before the vessel's and the certificate's names are joined: the planner
    // cannot tell how few rows the grouped CTE gives, and joined all of them (~1,500) to both tables by
    // nested loops (140,000 rows compared) to keep 100.
    sql`${missingSql(today, q.days, q)}, page AS (
    SELECT n.crew_id, cm.first_name, cm.last_name, cm.rank, n.vessel_id, n.code, n.reason, n.from_date,
           count(*) OVER ()::int AS total
      FROM missing n
      JOIN crew_members cm ON cm.id = n.crew_id
     WHERE ${nameFilterSql(q)}
     ORDER BY n.from_date, cm.last_name, cm.first_name, n.crew_id, n.vessel_id, n.code
        LIMIT ${q.limit} OFFSET ${q.offset}
    )
    SELECT p.crew_id, p.first_name, p.last_name, p.rank, p.vessel_id, v.name AS vessel_name, p.code, ct.name,
           p.reason, p.from_date::text AS from_date, p.total
      FROM page p
      JOIN vessels v ON v.id = p.vessel_id
      JOIN certificate_types ct ON ct.code = p.code
     ORDER BY p.from_date, p.last_name, p.first_name, p.crew_id, p.vessel_id, p.code`,
    "missing_certificates",
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

/** One vessel's missing certificates within the window: how many, and the crew members they belong to. */
export interface VesselMissing {
  vessel_id: string;
  missing: number;
  crew: string[];
}

/** How many required certificates are missing within `days`, per vessel (only `vesselIds`' when given;
 * vessels with none are left out), and for which crew members (the dashboard's figure: the same rule,
 * counted in SQL). */
export function missingByVessel(
  db: Db,
  today: string,
  days: number,
  vesselIds?: string[],
): Promise<VesselMissing[]> {
  return queryRows<VesselMissing>(
    db,
    sql`${missingSql(today, days, { vesselIds })}
    SELECT vessel_id, count(*)::int AS missing, array_agg(DISTINCT crew_id::text) AS crew FROM missing
    GROUP BY vessel_id`,
    vesselIds ? "missing_certificates_vessels" : "missing_certificates_fleet",
  );
}
