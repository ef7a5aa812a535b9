// The office's views of hours of rest: one vessel's month (every seafarer, findings, signatures, the
// "all days identical" pattern), the fleet-wide list of non-conformities, and each vessel's regime.
import { and, asc, desc, eq, gte, lte, type SQL, sql } from "drizzle-orm";
import type { RestRegime, RestRule } from "../../../shared/rest-hours";
import { monthRange, type TRestNonConformityListQuery } from "../../../shared/rest-hours-api";
import { writeTx } from "../../db/app-today";
import type { Db } from "../../db/client";
import { crewMembers, vessels } from "../../db/schema-fleet";
import {
  restHoursDays,
  restHoursMonths,
  restHoursNcTally,
  restHoursNonConformities,
  restHoursVesselSettings,
} from "../../db/schema-rest-hours";
import { logActivity } from "../../lib/activity-log";
import { notFound } from "../../lib/app-error";
import { crewNameColumns } from "../../lib/crew-names";
import { ownOnly } from "../../lib/ownership";
import { preparedPerDb } from "../../lib/prepared";
import type { RequestCtx } from "../../lib/request-ctx";
import { aboardOnSql } from "../manning/tours";
import { commandedVesselIn, seafarerColumns } from "./access";
import { recomputeNonConformities } from "./findings";
import { toMonthStatus } from "./service";

/** The vessel's regime, or null when there is no such vessel (one query for both). */
async function vesselRegime(db: Db, id: string): Promise<RestRegime | null> {
  const [v] = await db
    .select({ regime: restHoursVesselSettings.regime })
    .from(vessels)
    .leftJoin(restHoursVesselSettings, eq(restHoursVesselSettings.vesselId, vessels.id))
    .where(eq(vessels.id, id));
  return v ? ((v.regime as RestRegime | null) ?? "minimum_rest") : null;
}

const vesselId = sql.placeholder("vesselId");
const from = sql.placeholder("from");
const to = sql.placeholder("to");
const d = restHoursDays;
const nc = restHoursNonConformities;
// Aboard on a day of this month by their tours (the hours-of-rest day rule of access.ts: sign-on to actual
// sign-off, both counted, a tour not signed off running on; a cancelled one never), or recorded a day of
// this month aboard this vessel (a UNION: two index scans, where an OR across the two would read every crew
// member), as an array: the planner then probes the primary key for those few ids (with IN it misjudged
// the union's size and hashed all 10,000 crew).
const onBoard = sql`${crewMembers.id} = ANY (ARRAY(
  SELECT t.crew_member_id FROM tours t
   WHERE t.vessel_id = ${vesselId} AND t.state <> 'cancelled'
     AND (t.sign_on IS NULL OR t.sign_on <= ${to}::date)
     AND (t.actual_sign_off IS NULL OR t.actual_sign_off >= ${from}::date)
  UNION
  SELECT ${d.crewMemberId} FROM ${d} WHERE ${d.vesselId} = ${vesselId} AND ${d.date} BETWEEN ${from} AND ${to}))`;
const findings = sql<[string, string, string, string][]>`(
  SELECT coalesce(json_agg(json_build_array(${nc.rule}, ${nc.fromAt}, ${nc.toAt}, ${nc.detail})
                           ORDER BY ${nc.fromAt}, ${nc.rule}), '[]')
    FROM ${nc}
   WHERE ${nc.crewMemberId} = ${crewMembers.id} AND ${nc.fromDate} <= ${to} AND ${nc.toDate} >= ${from})`;

/** Prepared once per database: a named statement, planned once per connection instead of on every read. */
const monthPeople = preparedPerDb((db) =>
  db
    .select({
      ...crewNameColumns,
      m: restHoursMonths,
      findings,
    })
    .from(crewMembers)
    .leftJoin(
      restHoursMonths,
      and(
        eq(restHoursMonths.crewMemberId, crewMembers.id),
        eq(restHoursMonths.month, sql.placeholder("month")),
      ),
    )
    .where(onBoard)
    .orderBy(asc(crewMembers.lastName), asc(crewMembers.firstName), asc(crewMembers.id))
    .prepare("rest_hours_vessel_month_people"),
);

/**
 * One vessel's month for the office, or for the master aboard it (any other crew user: 404). One
 * statement beside the vessel's regime: each seafarer with their month row (totals kept by every write,
 * month-totals.ts) and their stored findings overlapping the month as a JSON array; the engine does not
 * run on a read. Their days are read when the reader opens them (GET /api/crew/{id}/rest-hours).
 */
export async function vesselMonth({ db, caller }: RequestCtx, vesselId: string, month: string) {
  const { from, to } = monthRange(month);
  if (ownOnly(caller, "rest-hours:read") && !(await commandedVesselIn(db, caller, vesselId, from, to)))
    throw notFound("Vessel");
  const query = monthPeople(db);
  const [regime, people] = await Promise.all([
    vesselRegime(db, vesselId),
    query.execute({ vesselId, month, from, to }),
  ]);
  if (!regime) throw notFound("Vessel");
  return {
    vesselId,
    month,
    regime,
    seafarers: people.map(({ m, findings, ...p }) => ({
      crewMemberId: p.id,
      name: `${p.firstName} ${p.lastName}`,
      rank: p.rank,
      daysRecorded: m?.daysRecorded ?? 0,
      workHours: (m?.workMinutes ?? 0) / 60,
      restHours: ((m?.dayMinutes ?? 0) - (m?.workMinutes ?? 0)) / 60,
      nonConformities: findings.map(([rule, from, to, detail]) => ({
        rule: rule as RestRule,
        from,
        to,
        detail,
      })),
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

/**
 * The list's total. Without a vessel, seafarer or `to` filter it is a sum over the tally of findings by
 * end date and rule (a few hundred rows, kept by the trigger on the findings: the rest-hours figures projection); `from`
 * (ends on or after) is a range of that tally. A vessel's or seafarer's findings are few: counted on
 * their index.
 */
function totalOf(db: Db, q: TRestNonConformityListQuery, cond: SQL | undefined) {
  const nc = restHoursNonConformities;
  const t = restHoursNcTally;
  if (q.vesselId || q.crewMemberId || q.to)
    return db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(nc)
      .where(cond);
  const where = and(q.rule ? eq(t.rule, q.rule) : undefined, q.from ? gte(t.toDate, q.from) : undefined);
  return db
    .select({ total: sql<number>`coalesce(sum(${t.n}), 0)`.mapWith(Number) })
    .from(t)
    .where(where);
}

/** Fleet-wide findings, newest first: each filter has an index in that order (schema-rest-hours.ts). */
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
    totalOf(db, q, cond),
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
export async function setVesselRegime(
  { db, caller, today }: RequestCtx,
  vesselId: string,
  regime: RestRegime,
) {
  return writeTx({ db, today }, async (tx) => {
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
      .where(sql`${crewMembers.id} in ${aboardOnSql(vesselId, today)}`)
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
