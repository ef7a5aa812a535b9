// The office's views of hours of rest: one vessel's month (every seafarer, findings, signatures, the
// "all days identical" pattern), the fleet-wide list of non-conformities, and each vessel's regime.
import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from "drizzle-orm";
import { union } from "drizzle-orm/pg-core";
import type { RestRegime, RestRule } from "../../../shared/rest-hours";
import { monthRange, type TRestNonConformityListQuery } from "../../../shared/rest-hours-api";
import type { Db } from "../../db/client";
import { crewMembers, vessels } from "../../db/schema-fleet";
import {
  restHoursDays,
  restHoursMonths,
  restHoursNonConformities,
  restHoursVesselSettings,
} from "../../db/schema-rest-hours";
import { notFound } from "../../lib/app-error";
import type { RequestCtx } from "../../lib/request-ctx";
import { logActivity } from "../activity/service";
import { masterVesselOf, regimeOfVessel, seafarerColumns } from "./access";
import { findingsOverlapping, recomputeNonConformities, toMonthStatus } from "./service";

async function vesselExists(db: Db, id: string) {
  const [v] = await db.select({ id: vessels.id }).from(vessels).where(eq(vessels.id, id));
  if (!v) throw notFound("Vessel");
}

/**
 * One vessel's month for the office, or for the master aboard it (any other crew user: 404). Each
 * seafarer's totals come from their month row (kept by every write, month-totals.ts); their days are
 * read when the reader opens them (GET /api/crew/{id}/rest-hours).
 */
export async function vesselMonth({ db, caller }: RequestCtx, vesselId: string, month: string) {
  if (caller.role === "crew") {
    if ((await masterVesselOf(db, caller)) !== vesselId) throw notFound("Vessel");
  } else await vesselExists(db, vesselId);
  const { from, to } = monthRange(month);
  // Aboard now, or recorded a day of this month aboard this vessel (a UNION: two index scans, where an
  // OR across the two would read every crew member).
  const idRows = await union(
    db.select({ id: crewMembers.id }).from(crewMembers).where(eq(crewMembers.currentVesselId, vesselId)),
    db
      .selectDistinct({ id: restHoursDays.crewMemberId })
      .from(restHoursDays)
      .where(
        and(eq(restHoursDays.vesselId, vesselId), gte(restHoursDays.date, from), lte(restHoursDays.date, to)),
      ),
  );
  const ids = idRows.map((r) => r.id);
  const none = ids.length === 0;
  const [people, findings, regime] = await Promise.all([
    none
      ? []
      : db
          .select({
            id: crewMembers.id,
            firstName: crewMembers.firstName,
            lastName: crewMembers.lastName,
            rank: crewMembers.rank,
            m: restHoursMonths,
          })
          .from(crewMembers)
          .leftJoin(
            restHoursMonths,
            and(eq(restHoursMonths.crewMemberId, crewMembers.id), eq(restHoursMonths.month, month)),
          )
          .where(inArray(crewMembers.id, ids))
          .orderBy(asc(crewMembers.lastName), asc(crewMembers.firstName), asc(crewMembers.id)),
    none
      ? []
      : findingsOverlapping(
          db.select().from(restHoursNonConformities).$dynamic(),
          inArray(restHoursNonConformities.crewMemberId, ids),
          from,
          to,
        ),
    regimeOfVessel(db, vesselId),
  ]);
  return {
    vesselId,
    month,
    regime,
    seafarers: people.map(({ m, ...p }) => ({
      crewMemberId: p.id,
      name: `${p.firstName} ${p.lastName}`,
      rank: p.rank,
      daysRecorded: m?.daysRecorded ?? 0,
      workHours: (m?.workMinutes ?? 0) / 60,
      restHours: ((m?.dayMinutes ?? 0) - (m?.workMinutes ?? 0)) / 60,
      nonConformities: findings
        .filter((n) => n.crewMemberId === p.id)
        .map((n) => ({ rule: n.rule as RestRule, from: n.fromAt, to: n.toAt, detail: n.detail })),
      status: toMonthStatus(month, m ?? undefined),
      allDaysIdentical: m?.identicalDays ?? false,
    })),
  };
}

const listColumns = {
  id: restHoursNonConformities.id,
  rule: restHoursNonConformities.rule,
  from: restHoursNonConformities.fromAt,
  to: restHoursNonConformities.toAt,
  detail: restHoursNonConformities.detail,
  crewMemberId: restHoursNonConformities.crewMemberId,
  firstName: crewMembers.firstName,
  lastName: crewMembers.lastName,
  rank: crewMembers.rank,
  vesselId: restHoursNonConformities.vesselId,
  vesselName: vessels.name,
};

export async function listNonConformities({ db }: RequestCtx, q: TRestNonConformityListQuery) {
  const where: SQL[] = [];
  const nc = restHoursNonConformities;
  if (q.vesselId) where.push(eq(nc.vesselId, q.vesselId));
  if (q.crewMemberId) where.push(eq(nc.crewMemberId, q.crewMemberId));
  if (q.rule) where.push(eq(nc.rule, q.rule));
  if (q.from) where.push(gte(nc.toDate, q.from));
  if (q.to) where.push(lte(nc.fromDate, q.to));
  const cond = where.length ? and(...where) : undefined;
  const listed = db
    .select(listColumns)
    .from(nc)
    .innerJoin(crewMembers, eq(crewMembers.id, nc.crewMemberId))
    .leftJoin(vessels, eq(vessels.id, nc.vesselId));
  const [rows, [{ total }]] = await Promise.all([
    listed.where(cond).orderBy(desc(nc.fromDate), desc(nc.id)).limit(q.limit).offset(q.offset),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(nc)
      .where(cond),
  ]);
  return {
    total,
    rows: rows.map(({ firstName, lastName, ...r }) => ({
      ...r,
      rule: r.rule as RestRule,
      crewName: `${firstName} ${lastName}`,
    })),
  };
}

/** Sets a vessel's regime and re-checks everyone aboard under it, in one transaction. */
export async function setVesselRegime({ db, caller }: RequestCtx, vesselId: string, regime: RestRegime) {
  return db.transaction(async (tx) => {
    const [v] = await tx
      .select({ id: vessels.id, name: vessels.name })
      .from(vessels)
      .where(eq(vessels.id, vesselId));
    if (!v) throw notFound("Vessel");
    await tx
      .insert(restHoursVesselSettings)
      .values({ vesselId, regime, updatedBy: caller.id })
      .onConflictDoUpdate({
        target: restHoursVesselSettings.vesselId,
        set: { regime, updatedBy: caller.id, updatedAt: new Date() },
      });
    const aboard = await tx
      .select(seafarerColumns)
      .from(crewMembers)
      .where(eq(crewMembers.currentVesselId, vesselId))
      .for("update");
    for (const s of aboard) await recomputeNonConformities(tx, s, regime);
    await logActivity(tx, caller, {
      type: "rest_hours",
      action: "regime",
      entityType: "vessel",
      entityId: vesselId,
      description: `Hours of rest regime of ${v.name} set to ${regime.replace("_", " ")} (${aboard.length} aboard re-checked)`,
      severity: "success",
      metadata: { vesselId, regime },
    });
    return { vesselId, regime };
  });
}
