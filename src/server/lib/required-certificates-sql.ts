// The certificates a rank needs on a vessel and what holds them (src/shared/required-certificates.ts, rules
// 1–3), written once for SQL: a subquery of (code, held_until) per seafarer × rank × vessel, held_until the
// latest expiry of a current document holding the code (a receipt of application capped at
// CRA_VALIDITY_MONTHS), NULL when none does (missing). The missing certificates projection (a trigger
// function, so the text is plain SQL with the aliases it is given), the Compliance Matrix and the
// compliance rates read it; rule 4 ("compliant") is nonCompliantSql over its rows.
// required-certificates.property.test.ts checks it against the shared rule and the eligibility check.
import { type SQL, sql } from "drizzle-orm";
import {
  COC_TYPE,
  CRA_TYPE,
  CRA_VALIDITY_MONTHS,
  FLAG_ENDORSEMENT,
} from "../../shared/required-certificates";
import { expiredSql } from "./expiry-sql";

/** SQL expressions (columns of the caller's aliases) naming the seafarer, the rank and the vessel. */
export interface RequiredFor {
  crew: string;
  rank: string;
  vesselType: string;
  flag: string;
}

const literal = (code: string) => {
  if (!/^[a-z_]+$/.test(code)) throw new Error(`Not a certificate code: ${code}`);
  return `'${code}'`;
};
const E = literal(FLAG_ENDORSEMENT);
const CRA = literal(CRA_TYPE);
const COC = literal(COC_TYPE);
if (!Number.isInteger(CRA_VALIDITY_MONTHS)) throw new Error("CRA_VALIDITY_MONTHS must be whole months");

/** The seafarer's current CoCs (rule 2): `which` narrows them (`true`: any). */
const cocExists = (crew: string, which: string) =>
  `EXISTS (SELECT 1 FROM documents c WHERE c.crew_member_id = ${crew} AND c.type = ${COC}
              AND c.superseded_by_id IS NULL AND ${which})`;

/** Rules 1–3 as a subquery text of (code, held_until), for a LATERAL join or a trigger function. The
 * seafarer's current documents are read once and each is counted under the codes it holds (its own type,
 * and the flag endorsement when it is one or a receipt of application of the vessel's flag), so the codes
 * join what holds them by equality: one index scan a seafarer, not one a required code. */
export function requiredCertificatesText(f: RequiredFor): string {
  return `(SELECT q.code, h.held_until
     FROM (SELECT DISTINCT r.certificate_type AS code FROM certificate_requirements r
            WHERE r.rank = ${f.rank} AND r.vessel_type = ${f.vesselType}
              AND (r.flag IS NULL OR r.flag = ${f.flag})) q
     LEFT JOIN (
       SELECT s.code, max(CASE WHEN d.type = ${CRA}
                  THEN least(d.expiry_date, (d.issue_date + make_interval(months => ${CRA_VALIDITY_MONTHS}))::date)
                  ELSE d.expiry_date END) AS held_until
         FROM documents d
        CROSS JOIN LATERAL (VALUES (CASE WHEN d.type <> ${E} THEN d.type END),
                                   (CASE WHEN d.type IN (${E}, ${CRA}) AND d.issuing_state = ${f.flag} THEN ${E} END)) s (code)
        WHERE d.crew_member_id = ${f.crew} AND d.superseded_by_id IS NULL AND s.code IS NOT NULL
        GROUP BY s.code
     ) h ON h.code = q.code
    WHERE q.code <> ${E}
       OR (${cocExists(f.crew, "c.issuing_state IS NOT NULL")}
           AND NOT ${cocExists(f.crew, `c.issuing_state = ${f.flag}`)}))`;
}

/** The same as drizzle SQL (aliases are trusted text, never request input). */
export const requiredCertificatesSql = (f: RequiredFor): SQL => sql.raw(requiredCertificatesText(f));

/** Rule 4's negation for one row (alias `rc`) on `today`: missing, or expired that day. */
export const nonCompliantSql = (today: string | SQL, alias = "rc") => {
  const held = sql.raw(`${alias}.held_until`);
  return sql`(${held} IS NULL OR ${expiredSql(held, today)})`;
};
