// The certificate catalogue, the requirements matrix and the company's compliance policy:
// reads for the screens, admin writes each in one transaction with its activity entry.
// Projections its writes fire (docs/projections.md): crew_missing_certificates (requirements), vessel_compliance_versions (requirements, types), activity_tally.
import { and, asc, eq, inArray, type SQL } from "drizzle-orm";
import type { z } from "zod";
import {
  type TCertificateType,
  UNKNOWN_CERTIFICATE_TYPE_MESSAGE,
  type ZCertificateTypeRequest,
} from "../../../shared/certificates";
import {
  DEFAULT_COMPLIANCE_POLICY,
  type TCompliancePolicy,
  type TCompliancePolicyResponse,
  type TRequirement,
  type ZRequirementsPut,
  type ZRequirementsQuery,
} from "../../../shared/requirements";
import { writeTx } from "../../db/app-today";
import type { DbOrTx } from "../../db/client";
import { certificateRequirements, certificateTypes, compliancePolicy } from "../../db/schema-certificates";
import { logActivity } from "../../lib/activity-log";
import { conflict, fieldError } from "../../lib/app-error";
import type { RequestCtx } from "../../lib/request-ctx";

export async function listCertificateTypes({ db }: RequestCtx): Promise<TCertificateType[]> {
  const rows = await db
    .select()
    .from(certificateTypes)
    .orderBy(asc(certificateTypes.builtin), asc(certificateTypes.name));
  return rows
    .sort((a, b) => Number(b.builtin) - Number(a.builtin))
    .map(({ createdAt: _c, ...r }) => ({ ...r, category: r.category as TCertificateType["category"] }));
}

export async function createCertificateType(
  { db, caller, today }: RequestCtx,
  input: z.output<typeof ZCertificateTypeRequest>,
): Promise<TCertificateType> {
  return writeTx({ db, today }, async (tx) => {
    const [clash] = await tx
      .select({ code: certificateTypes.code })
      .from(certificateTypes)
      .where(eq(certificateTypes.code, input.code));
    if (clash) throw conflict(`A certificate type with the code ${input.code} already exists`);
    const [row] = await tx
      .insert(certificateTypes)
      .values({
        code: input.code,
        name: input.name,
        category: input.category,
        stcwRegulation: input.stcwRegulation || null,
        validityMonths: input.validityMonths ?? null,
        needsRevalidation: input.needsRevalidation,
        builtin: false,
      })
      .returning();
    await logActivity(tx, caller, {
      type: "settings",
      action: "create",
      entityType: "certificate_type",
      entityId: row.code,
      description: `Certificate type ${row.name} (${row.code}) added`,
      severity: "success",
    });
    const { createdAt: _c, ...out } = row;
    return { ...out, category: out.category as TCertificateType["category"] };
  });
}

const toRequirement = (r: typeof certificateRequirements.$inferSelect): TRequirement => ({
  rank: r.rank,
  vesselType: r.vesselType,
  certificateType: r.certificateType,
  ...(r.flag ? { flag: r.flag } : {}),
});

export async function listRequirements(
  { db }: RequestCtx,
  q: z.output<typeof ZRequirementsQuery>,
): Promise<TRequirement[]> {
  const conds: SQL[] = [];
  if (q.rank) conds.push(eq(certificateRequirements.rank, q.rank));
  if (q.vesselType) conds.push(eq(certificateRequirements.vesselType, q.vesselType));
  const rows = await db
    .select()
    .from(certificateRequirements)
    .where(and(...conds))
    .orderBy(
      asc(certificateRequirements.vesselType),
      asc(certificateRequirements.rank),
      asc(certificateRequirements.certificateType),
      asc(certificateRequirements.flag),
    );
  return rows.map(toRequirement);
}

export async function replaceRequirements(
  ctx: RequestCtx,
  input: z.output<typeof ZRequirementsPut>,
): Promise<TRequirement[]> {
  const { caller } = ctx;
  const codes = [...new Set(input.requirements.map((r) => r.certificateType))];
  await writeTx(ctx, async (tx) => {
    const known = codes.length
      ? await tx
          .select({ code: certificateTypes.code })
          .from(certificateTypes)
          .where(inArray(certificateTypes.code, codes))
      : [];
    const unknown = codes.find((c) => !known.some((k) => k.code === c));
    if (unknown) throw fieldError("requirements", `${UNKNOWN_CERTIFICATE_TYPE_MESSAGE}: ${unknown}`);
    const scope = and(
      eq(certificateRequirements.rank, input.rank),
      eq(certificateRequirements.vesselType, input.vesselType),
    );
    await tx.delete(certificateRequirements).where(scope);
    const rows = new Map(input.requirements.map((r) => [`${r.certificateType}|${r.flag ?? ""}`, r] as const));
    if (rows.size)
      await tx.insert(certificateRequirements).values(
        [...rows.values()].map((r) => ({
          rank: input.rank,
          vesselType: input.vesselType,
          certificateType: r.certificateType,
          flag: r.flag ?? null,
        })),
      );
    await logActivity(tx, caller, {
      type: "settings",
      action: "update",
      entityType: "certificate_requirements",
      entityId: `${input.rank} / ${input.vesselType}`,
      description: `Requirements for ${input.rank} on ${input.vesselType}: ${rows.size ? [...rows.keys()].map((k) => k.replace(/\|$/, "").replace("|", " for ")).join(", ") : "none"}`,
      severity: "success",
    });
  });
  return listRequirements(ctx, { rank: input.rank, vesselType: input.vesselType });
}

/** The stored policy, or the defaults when it was never saved. */
export async function readPolicy(db: DbOrTx): Promise<TCompliancePolicyResponse> {
  const [row] = await db.select().from(compliancePolicy).where(eq(compliancePolicy.id, 1));
  if (!row) return { ...DEFAULT_COMPLIANCE_POLICY, updatedAt: null };
  return { ...DEFAULT_COMPLIANCE_POLICY, ...row.policy, updatedAt: row.updatedAt.toISOString() };
}

export const getPolicy = ({ db }: RequestCtx) => readPolicy(db);

export async function updatePolicy(
  { db, caller, today }: RequestCtx,
  policy: TCompliancePolicy,
): Promise<TCompliancePolicyResponse> {
  return writeTx({ db, today }, async (tx) => {
    const values = { policy, updatedBy: caller.id, updatedAt: new Date() };
    await tx
      .insert(compliancePolicy)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: compliancePolicy.id, set: values });
    await logActivity(tx, caller, {
      type: "settings",
      action: "update",
      entityType: "compliance_policy",
      description: `Compliance policy updated: tours up to ${policy.maxTourMonths} months, documents expiring mid-tour ${policy.midTourExpiryDefault} unless set per type`,
      severity: "success",
      metadata: { policy },
    });
    return readPolicy(tx);
  });
}
