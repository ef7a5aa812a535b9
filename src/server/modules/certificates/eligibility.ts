// The one eligibility check of the server: gathers the requirements of a rank on a
// vessel (its type, and rows for its flag), the crew member's documents (renewals included: a tour is
// covered by the union of their spans) and the company policy, then applies src/shared/eligibility.ts.
// Join rotations and crew assignments call enforceEligibility: blockers answer 409 unless overridden.
import { sql } from "drizzle-orm";
import { checkEligibility, type EligibilityDocument, type TEligibility } from "../../../shared/eligibility";
import { DEFAULT_COMPLIANCE_POLICY, type TCompliancePolicy } from "../../../shared/requirements";
import type { DbOrTx } from "../../db/client";
import { queryRows } from "../../db/rows";
import { AppError, notFound } from "../../lib/app-error";
import { assertReach } from "../../lib/ownership";
import type { RequestCtx } from "../../lib/request-ctx";

export interface Tour {
  crewMemberId: string;
  vesselId: string;
  rank: string;
  from: string;
  to: string;
}

interface Facts {
  crew_exists: boolean;
  vessel: { type: string; flag: string } | null;
  required: string[] | null;
  documents: EligibilityDocument[];
  names: Record<string, string> | null;
  policy: Partial<TCompliancePolicy> | null;
}

/**
 * Everything the rule reads, in one statement (one round trip, every table by its key or index): whether
 * the member exists, the vessel's type and flag, the rank's requirements there (certificate_requirements
 * by vessel type and rank; rows for every flag or the vessel's), all of the member's documents (renewals
 * included: documents_crew_idx), the catalogue's names and the stored policy.
 */
function factsSql(tour: Tour) {
  return sql`
    WITH v AS (SELECT type, flag FROM vessels WHERE id = ${tour.vesselId})
    SELECT EXISTS (SELECT 1 FROM crew_members WHERE id = ${tour.crewMemberId}) AS crew_exists,
           (SELECT json_build_object('type', v.type, 'flag', v.flag) FROM v) AS vessel,
           (SELECT json_agg(DISTINCT q.certificate_type) FROM certificate_requirements q, v
             WHERE q.rank = ${tour.rank} AND q.vessel_type = v.type AND (q.flag IS NULL OR q.flag = v.flag)
           ) AS required,
           (SELECT coalesce(json_agg(json_build_object('type', d.type, 'issueDate', d.issue_date,
                      'expiryDate', d.expiry_date, 'issuingState', d.issuing_state,
                      'current', d.superseded_by_id IS NULL)), '[]'::json)
              FROM documents d WHERE d.crew_member_id = ${tour.crewMemberId}) AS documents,
           (SELECT json_object_agg(t.code, t.name) FROM certificate_types t) AS names,
           (SELECT p.policy FROM compliance_policy p WHERE p.id = 1) AS policy`;
}

async function readFacts(db: DbOrTx, tour: Tour): Promise<Facts> {
  const [facts] = await queryRows<Facts>(db, factsSql(tour), "eligibility");
  return facts;
}

function check(tour: Tour, facts: Facts, vessel: { type: string; flag: string }): TEligibility {
  const names = facts.names ?? {};
  return checkEligibility({
    from: tour.from,
    to: tour.to,
    vessel,
    required: [...(facts.required ?? [])].sort(),
    documents: facts.documents,
    policy: { ...DEFAULT_COMPLIANCE_POLICY, ...facts.policy },
    typeName: (code) => names[code] ?? code,
  });
}

/**
 * The same check for several crew members over one tour (vessel, rank, dates): the vessel, requirements,
 * names and policy read once and every member's documents in the same statement (documents_crew_idx), then
 * the rule per member. Reliever candidates use it: one round trip instead of one per candidate.
 */
export async function eligibilityForMany(
  db: DbOrTx,
  tour: Omit<Tour, "crewMemberId">,
  crewMemberIds: string[],
): Promise<Map<string, TEligibility>> {
  if (!crewMemberIds.length) return new Map();
  const [facts] = await queryRows<
    Omit<Facts, "documents" | "crew_exists"> & { docs: Record<string, EligibilityDocument[]> | null }
  >(
    db,
    sql`
    WITH v AS (SELECT type, flag FROM vessels WHERE id = ${tour.vesselId})
    SELECT (SELECT json_build_object('type', v.type, 'flag', v.flag) FROM v) AS vessel,
           (SELECT json_agg(DISTINCT q.certificate_type) FROM certificate_requirements q, v
             WHERE q.rank = ${tour.rank} AND q.vessel_type = v.type AND (q.flag IS NULL OR q.flag = v.flag)
           ) AS required,
           (SELECT json_object_agg(m.crew_member_id, m.docs) FROM (
              SELECT d.crew_member_id, json_agg(json_build_object('type', d.type, 'issueDate', d.issue_date,
                       'expiryDate', d.expiry_date, 'issuingState', d.issuing_state,
                      'current', d.superseded_by_id IS NULL)) AS docs
                FROM documents d WHERE d.crew_member_id IN (${sql.join(
                  crewMemberIds.map((id) => sql`${id}::uuid`),
                  sql`, `,
                )})
               GROUP BY d.crew_member_id) m) AS docs,
           (SELECT json_object_agg(t.code, t.name) FROM certificate_types t) AS names,
           (SELECT p.policy FROM compliance_policy p WHERE p.id = 1) AS policy`,
    "eligibility_many",
  );
  if (!facts.vessel) throw notFound("Vessel");
  const vessel = facts.vessel;
  return new Map(
    crewMemberIds.map((id) => [
      id,
      check(
        { ...tour, crewMemberId: id },
        { ...facts, crew_exists: true, documents: facts.docs?.[id] ?? [] },
        vessel,
      ),
    ]),
  );
}

/** The check for a tour; the vessel must exist (404 otherwise). */
export async function eligibilityFor(db: DbOrTx, tour: Tour): Promise<TEligibility> {
  const facts = await readFacts(db, tour);
  if (!facts.vessel) throw notFound("Vessel");
  return check(tour, facts, facts.vessel);
}

/** GET /api/crew/:id/eligibility: a crew caller only for themselves (others 404). */
export async function crewEligibility(
  { db, caller }: RequestCtx,
  crewMemberId: string,
  q: { vesselId: string; rank: string; from: string; to: string },
): Promise<TEligibility> {
  assertReach(caller, "crew:read", crewMemberId);
  const tour = { crewMemberId, ...q };
  const facts = await readFacts(db, tour);
  if (!facts.crew_exists) throw notFound("Crew member");
  if (!facts.vessel) throw notFound("Vessel");
  return check(tour, facts, facts.vessel);
}

export interface Override {
  reason: string;
}

/**
 * Runs the check for a plan: with blockers and no override, a 409 carrying them; otherwise what the
 * activity entry records (the override reason and the blockers it overrode, or the warnings).
 */
export async function enforceEligibility(
  db: DbOrTx,
  tour: Tour,
  override: Override | null | undefined,
): Promise<Record<string, unknown>> {
  const result = await eligibilityFor(db, tour);
  if (result.blockers.length && !override) {
    const err = new AppError(
      "CONFLICT",
      `Not eligible: ${result.blockers.map((b) => b.message).join("; ")}. Send an override reason to save anyway.`,
    );
    err.eligibility = { blockers: result.blockers, warnings: result.warnings };
    throw err;
  }
  const codes = (list: TEligibility["blockers"]) =>
    list.map((b) => `${b.code}${b.certificateType ? `:${b.certificateType}` : ""}`);
  return {
    eligible: result.eligible,
    ...(result.blockers.length && override
      ? { overrideReason: override.reason, overriddenBlockers: codes(result.blockers) }
      : {}),
    ...(result.warnings.length ? { warnings: codes(result.warnings) } : {}),
  };
}

/** " (override: reason)" for an activity description, or "". */
export const overrideNote = (m: Record<string, unknown>) =>
  m.overrideReason
    ? ` despite ${(m.overriddenBlockers as string[]).length} eligibility blocker(s), override: ${m.overrideReason}`
    : "";
