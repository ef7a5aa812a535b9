// Seafarer employment agreements (MLC Standard A2.1, docs/regulations.md "Wages"): a contract's agreement,
// by version. A draft's particulars are generated now from the crew record, the contract, the wage scale
// (or the contract's salary) and the company's particulars, with what the office entered; the seafarer
// signs a complete draft (the particulars are kept as signed), then the company signs. A signed version is
// never edited (409): the office opens a new version. The seafarer reads their own; others' 404.
import { desc, eq } from "drizzle-orm";
import {
  type AgreementParticulars,
  missingParticulars,
  type TAgreement,
  type TAgreementDraftRequest,
  type TCompanyParticulars,
} from "../../../shared/agreements";
import { formatMoney } from "../../../shared/money";
import { writeTx } from "../../db/app-today";
import type { DbOrTx } from "../../db/client";
import { contracts, crewMembers } from "../../db/schema-fleet";
import { companyParticulars, seafarerAgreements } from "../../db/schema-wages";
import { logActivity, recordLog } from "../../lib/activity-log";
import { conflict, forbidden, notFound, syncConflict } from "../../lib/app-error";
import type { Caller } from "../../lib/caller";
import { mayReach, ownOnly } from "../../lib/ownership";
import type { RequestCtx } from "../../lib/request-ctx";
import { contractBasic } from "./accounts";
import { scaleFor } from "./scales";

const log = recordLog("agreement", "contract");

async function contractFor(db: DbOrTx, caller: Caller, id: string) {
  const [c] = await db
    .select({
      id: contracts.id,
      crewMemberId: contracts.crewMemberId,
      vesselId: contracts.vesselId,
      startDate: contracts.startDate,
      endDate: contracts.endDate,
      firstName: crewMembers.firstName,
      lastName: crewMembers.lastName,
      dateOfBirth: crewMembers.dateOfBirth,
      rank: crewMembers.rank,
    })
    .from(contracts)
    .innerJoin(crewMembers, eq(crewMembers.id, contracts.crewMemberId))
    .where(eq(contracts.id, id));
  if (!c || !mayReach(caller, "agreements:read", c.crewMemberId)) throw notFound("Contract");
  return c;
}

export async function readCompanyParticulars(db: DbOrTx): Promise<TCompanyParticulars | null> {
  const [row] = await db.select().from(companyParticulars);
  if (!row) return null;
  const { id: _id, updatedAt: _at, ...p } = row;
  return p;
}

async function latest(db: DbOrTx, contractId: string, lock = false) {
  const q = db
    .select()
    .from(seafarerAgreements)
    .where(eq(seafarerAgreements.contractId, contractId))
    .orderBy(desc(seafarerAgreements.version))
    .limit(1);
  const [row] = lock ? await q.for("update") : await q;
  return row ?? null;
}

type Contract = Awaited<ReturnType<typeof contractFor>>;

/** The particulars of A2.1 para 4 as they stand now for a draft. */
async function generate(
  db: DbOrTx,
  c: Contract,
  entered: Record<string, string>,
): Promise<AgreementParticulars> {
  const company = await readCompanyParticulars(db);
  const scale = c.vesselId ? await scaleFor(db, c.rank, c.vesselId, c.startDate) : null;
  const pay = scale ?? (await contractBasic(db, c.crewMemberId, c.startDate));
  const wages = pay
    ? pay.components
        .map(
          (k) =>
            `${k.label} ${formatMoney(k.amount, pay.currency)} ${k.kind === "hourly" ? "an hour" : "a month"}`,
        )
        .join("; ")
    : null;
  return {
    seafarerName: `${c.firstName} ${c.lastName}`,
    dateOfBirth: c.dateOfBirth,
    placeOfBirth: entered.placeOfBirth ?? null,
    shipownerName: company?.shipownerName ?? null,
    shipownerAddress: company?.shipownerAddress ?? null,
    placeOfAgreement: entered.placeOfAgreement ?? null,
    agreementDate: entered.agreementDate ?? null,
    capacity: c.rank,
    wages,
    paidLeave: company?.paidLeave ?? null,
    termination: company
      ? `Ends ${c.endDate}; either party may end it earlier on ${company.noticeDays} days' written notice`
      : null,
    healthBenefits: company?.healthBenefits ?? null,
    repatriation: company?.repatriation ?? null,
    collectiveAgreement: scale?.agreement ?? null,
  };
}

async function view(db: DbOrTx, c: Contract, row: Awaited<ReturnType<typeof latest>>): Promise<TAgreement> {
  const particulars =
    row && row.state !== "draft"
      ? (row.particulars as AgreementParticulars)
      : await generate(db, c, row?.entered ?? {});
  return {
    contractId: c.id,
    crewMemberId: c.crewMemberId,
    version: row?.version ?? 1,
    state: row?.state ?? "draft",
    particulars,
    missing: missingParticulars(particulars),
    seafarerSignedAt: row?.seafarerSignedAt?.toISOString() ?? null,
    companySignedAt: row?.companySignedAt?.toISOString() ?? null,
  };
}

export async function getAgreement(ctx: RequestCtx, contractId: string): Promise<TAgreement> {
  const c = await contractFor(ctx.db, ctx.caller, contractId);
  return view(ctx.db, c, await latest(ctx.db, contractId));
}

/** The office enters particulars on the draft; a signed (or seafarer-signed) version: 409. */
export async function editAgreementDraft(ctx: RequestCtx, contractId: string, body: TAgreementDraftRequest) {
  return writeTx(ctx, async (tx) => {
    const c = await contractFor(tx, ctx.caller, contractId);
    const row = await latest(tx, contractId, true);
    if (row && row.state !== "draft")
      throw conflict(`Version ${row.version} is signed and never edited: open a new version`);
    const entered = { ...(row?.entered ?? {}), ...body };
    if (row)
      await tx
        .update(seafarerAgreements)
        .set({ entered, updatedAt: new Date() })
        .where(eq(seafarerAgreements.id, row.id));
    else await tx.insert(seafarerAgreements).values({ contractId, version: 1, entered });
    await log(tx, ctx.caller, "agreement-draft", contractId, {
      description: `Agreement draft of ${c.firstName} ${c.lastName} edited`,
      metadata: { before: row?.entered ?? {}, after: entered },
    });
    return view(tx, c, await latest(tx, contractId));
  });
}

/**
 * Signing: the seafarer signs their own complete draft (missing particulars: 409), keeping the particulars
 * as signed; then the office signs for the company. Anything else: 403 (the wrong signer) or 409 (state).
 */
export async function signAgreement(ctx: RequestCtx, contractId: string): Promise<TAgreement> {
  return writeTx(ctx, async (tx) => {
    const c = await contractFor(tx, ctx.caller, contractId);
    let row = await latest(tx, contractId, true);
    const state = row?.state ?? "draft";
    const now = ctx.now;
    const asSeafarer = ownOnly(ctx.caller, "agreements:sign");
    if (asSeafarer) {
      // alreadySigned: a signature queued offline and replayed after it reached the server is done
      if (state !== "draft")
        throw syncConflict("You have already signed this agreement", { alreadySigned: true });
      const a = await view(tx, c, row);
      if (a.missing.length) throw conflict(`The agreement is missing: ${a.missing.join(", ")}`);
      if (!row) [row] = await tx.insert(seafarerAgreements).values({ contractId, version: 1 }).returning();
      await tx
        .update(seafarerAgreements)
        .set({
          state: "seafarer_signed",
          particulars: a.particulars,
          seafarerSignedAt: now,
          seafarerSignedBy: ctx.caller.id,
          updatedAt: now,
        })
        .where(eq(seafarerAgreements.id, row.id));
    } else {
      if (state === "draft") throw forbidden("The seafarer signs first; the company signs after them");
      if (state === "signed" || !row) throw conflict("The agreement is already signed by both");
      await tx
        .update(seafarerAgreements)
        .set({ state: "signed", companySignedAt: now, companySignedBy: ctx.caller.id, updatedAt: now })
        .where(eq(seafarerAgreements.id, row.id));
    }
    await log(tx, ctx.caller, "agreement-sign", contractId, {
      description: `Agreement of ${c.firstName} ${c.lastName} signed by ${asSeafarer ? "the seafarer" : "the company"}`,
      severity: "success",
    });
    return view(tx, c, await latest(tx, contractId));
  });
}

/** A new version after a signed one (the signed one stays as it was); a draft open already: 409. */
export async function newAgreementVersion(ctx: RequestCtx, contractId: string): Promise<TAgreement> {
  return writeTx(ctx, async (tx) => {
    const c = await contractFor(tx, ctx.caller, contractId);
    const row = await latest(tx, contractId, true);
    if (!row || row.state === "draft") throw conflict("A draft is open already: edit it");
    await tx
      .insert(seafarerAgreements)
      .values({ contractId, version: row.version + 1, entered: row.entered });
    await log(tx, ctx.caller, "agreement-version", contractId, {
      description: `Agreement of ${c.firstName} ${c.lastName}: version ${row.version + 1} opened`,
    });
    return view(tx, c, await latest(tx, contractId));
  });
}

export async function setCompanyParticulars(
  ctx: RequestCtx,
  p: TCompanyParticulars,
): Promise<TCompanyParticulars> {
  return writeTx(ctx, async (tx) => {
    const before = await readCompanyParticulars(tx);
    await tx
      .insert(companyParticulars)
      .values({ id: 1, ...p })
      .onConflictDoUpdate({ target: companyParticulars.id, set: { ...p, updatedAt: new Date() } });
    await logActivity(tx, ctx.caller, {
      type: "agreement",
      action: "company-particulars",
      entityType: "settings",
      description: `Company particulars for employment agreements set (${p.shipownerName})`,
      severity: "success",
      metadata: { before, after: p },
    });
    return p;
  });
}

export const getCompanyParticulars = async ({ db }: RequestCtx) =>
  (await readCompanyParticulars(db)) ?? notFoundParticulars();
const notFoundParticulars = (): never => {
  throw notFound("Company particulars");
};
