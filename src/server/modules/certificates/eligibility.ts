// The one eligibility check of the server (issue 19 items 5, 6): gathers the requirements of a rank on a
// vessel (its type, and rows for its flag), the crew member's documents (renewals included: a tour is
// covered by the union of their spans) and the company policy, then applies src/shared/eligibility.ts.
// Join rotations and crew assignments call enforceEligibility: blockers answer 409 unless overridden.
import { and, eq, isNull, or } from "drizzle-orm";
import { checkEligibility, type TEligibility } from "../../../shared/eligibility";
import type { DbOrTx } from "../../db/client";
import { certificateRequirements, certificateTypes } from "../../db/schema-certificates";
import { documents } from "../../db/schema-documents";
import { crewMembers, vessels } from "../../db/schema-fleet";
import { AppError, notFound } from "../../lib/app-error";
import type { RequestCtx } from "../../lib/request-ctx";
import { readPolicy } from "./catalogue";

export interface Tour {
  crewMemberId: string;
  vesselId: string;
  rank: string;
  from: string;
  to: string;
}

/** The check for a tour; the vessel must exist (404 otherwise). */
export async function eligibilityFor(db: DbOrTx, tour: Tour): Promise<TEligibility> {
  const [vessel] = await db
    .select({ type: vessels.type, flag: vessels.flag })
    .from(vessels)
    .where(eq(vessels.id, tour.vesselId));
  if (!vessel) throw notFound("Vessel");
  const [required, docs, names, policy] = await Promise.all([
    db
      .selectDistinct({ code: certificateRequirements.certificateType })
      .from(certificateRequirements)
      .where(
        and(
          eq(certificateRequirements.rank, tour.rank),
          eq(certificateRequirements.vesselType, vessel.type),
          or(isNull(certificateRequirements.flag), eq(certificateRequirements.flag, vessel.flag)),
        ),
      ),
    db
      .select({
        type: documents.type,
        issueDate: documents.issueDate,
        expiryDate: documents.expiryDate,
        issuingState: documents.issuingState,
      })
      .from(documents)
      .where(eq(documents.crewMemberId, tour.crewMemberId)),
    db.select({ code: certificateTypes.code, name: certificateTypes.name }).from(certificateTypes),
    readPolicy(db),
  ]);
  const nameOf = new Map(names.map((n) => [n.code, n.name]));
  return checkEligibility({
    from: tour.from,
    to: tour.to,
    vessel,
    required: required.map((r) => r.code).sort(),
    documents: docs,
    policy,
    typeName: (code) => nameOf.get(code) ?? code,
  });
}

/** GET /api/crew/:id/eligibility: a crew caller only for themselves (others 404). */
export async function crewEligibility(
  { db, caller }: RequestCtx,
  crewMemberId: string,
  q: { vesselId: string; rank: string; from: string; to: string },
): Promise<TEligibility> {
  if (caller.role === "crew" && caller.crewMemberId !== crewMemberId) throw notFound("Crew member");
  const [member] = await db
    .select({ id: crewMembers.id })
    .from(crewMembers)
    .where(eq(crewMembers.id, crewMemberId));
  if (!member) throw notFound("Crew member");
  return eligibilityFor(db, { crewMemberId, ...q });
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
