// Crew members read: the list (vessel, active contract and document count joined in SQL), one member,
// stats. A crew caller sees only their own record; anyone else's answers 404.
import { count, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { TCrewMember, TCrewStats } from "../../../shared/crew";
import type { TCrewFacets, TCrewListQuery } from "../../../shared/crew-list";
import { EXPIRY_WINDOW_DAYS } from "../../../shared/expiry";
import { queryRows } from "../../db/rows";
import { documents } from "../../db/schema-documents";
import { contracts, crewMembers, type EmergencyContact, vessels } from "../../db/schema-fleet";
import { notFound } from "../../lib/app-error";
import { cachedCount } from "../../lib/cached-count";
import { currentDocumentSql, expiringSql } from "../../lib/expiry-sql";
import { pageSql } from "../../lib/paging";
import type { RequestCtx } from "../../lib/request-ctx";
import { keptCrewTotalSql } from "../dashboard/counts";
import { aboardTourSql, aboardVesselSql } from "../manning/tours";
import { crewListConditions, crewListOrder, visibleTo } from "./list-filters";

interface CrewRow {
  id: string;
  userId: string | null;
  firstName: string;
  lastName: string;
  nationality: string;
  dateOfBirth: string;
  gender: TCrewMember["gender"];
  placeOfBirth: string | null;
  countryOfBirth: string | null;
  rank: string;
  phoneNumber: string | null;
  email: string | null;
  emergencyContact: Partial<EmergencyContact> | null;
  currentVesselId: string | null;
  signOnNotConfirmed: boolean;
  vesselName: string | null;
  status: TCrewMember["status"];
  createdAt: Date | string;
  contractId: string | null;
  contractStartDate: string | null;
  contractEndDate: string | null;
  contractStatus: "active" | "completed" | "terminated" | null;
  contractCurrency: string | null;
  contractSalary: string | number | null;
  documentCount: number | string;
}

/**
 * One row per crew member of `page` (a subquery over crew_members that filters, orders and limits
 * first, so the joins run only for the rows returned): its vessel, latest active contract (LATERAL)
 * and document count; with `listTotal`, the list's total (a scalar subquery) on every row.
 */
const selectCrew = (
  page: SQL,
  today: string,
  order: SQL = sql`c.last_name, c.first_name, c.id`,
  listTotal?: SQL,
) => sql`
  select c.id, c.user_id as "userId", c.first_name as "firstName", c.last_name as "lastName",
    c.nationality, c.date_of_birth as "dateOfBirth", c.gender,
    c.place_of_birth as "placeOfBirth", c.country_of_birth as "countryOfBirth", c.rank, c.phone_number as "phoneNumber", c.email,
    c.emergency_contact as "emergencyContact", ab.vessel_id as "currentVesselId",
    v.name as "vesselName", coalesce(ab.unconfirmed, false) as "signOnNotConfirmed", c.status,
    c.created_at as "createdAt",
    ac.id as "contractId", ac.start_date as "contractStartDate", ac.end_date as "contractEndDate",
    ac.status as "contractStatus", ac.currency as "contractCurrency", ac.salary as "contractSalary",
    (select count(*) from ${documents} d where d.crew_member_id = c.id and ${currentDocumentSql()}) as "documentCount"
    ${listTotal ? sql`, ${listTotal} as "listTotal"` : sql``}
  from (${page}) c
  left join lateral ${aboardTourSql(sql`c.id`, today)} ab on true
  left join ${vessels} v on v.id = ab.vessel_id
  left join lateral (
    select k.id, k.start_date, k.end_date, k.status, k.currency, k.salary from ${contracts} k
    where k.crew_member_id = c.id and k.status = 'active'
    order by k.end_date desc, k.id limit 1
  ) ac on true
  order by ${order}`;

function toCrewMember(r: CrewRow): TCrewMember {
  const ec = r.emergencyContact;
  return {
    id: r.id,
    userId: r.userId,
    firstName: r.firstName,
    lastName: r.lastName,
    nationality: r.nationality,
    dateOfBirth: r.dateOfBirth,
    gender: r.gender,
    placeOfBirth: r.placeOfBirth,
    countryOfBirth: r.countryOfBirth,
    rank: r.rank,
    phoneNumber: r.phoneNumber,
    email: r.email,
    emergencyContact: ec?.name
      ? {
          name: ec.name,
          relationship: ec.relationship ?? null,
          phone: ec.phone ?? null,
          email: ec.email ?? null,
        }
      : null,
    currentVesselId: r.currentVesselId,
    currentVessel: r.currentVesselId && r.vesselName ? { id: r.currentVesselId, name: r.vesselName } : null,
    signOnNotConfirmed: r.signOnNotConfirmed,
    status: r.status,
    activeContract:
      r.contractId && r.contractStartDate && r.contractEndDate && r.contractStatus
        ? {
            id: r.contractId,
            startDate: r.contractStartDate,
            endDate: r.contractEndDate,
            status: r.contractStatus,
            currency: r.contractCurrency ?? "USD",
            salary: Number(r.contractSalary ?? 0),
          }
        : null,
    documentCount: Number(r.documentCount),
    createdAt: new Date(r.createdAt).toISOString(),
  };
}

/** crew_members as "c", the alias the list's SQL conditions are written against. */
const crewAlias = alias(crewMembers, "c");

const whereOf = (conds: SQL[]) => (conds.length ? sql` where ${sql.join(conds, sql` and `)}` : sql``);

export async function listCrew({ db, caller, cache, today }: RequestCtx, query: TCrewListQuery) {
  const conds = crewListConditions(caller, query, today);
  const where = whereOf(conds);
  const order = crewListOrder(query, today);
  // A search (q) of three letters or more reads its matches by the trigram indexes and sorts them:
  // walking the name index in order, testing the terms on each member until a page is found, read 6,807
  // members for "pet" (315 matches, most far down the alphabet). The matches are kept once in a
  // materialized CTE, which keeps the planner from ordering by an index under it (the order, ties broken
  // by id, is the same), and counted in the page's own statement: one round trip and one search instead of
  // two. A shorter term has no trigram and matches many members, so the walk stops early and stays.
  if (query.q && query.q.length >= 3) {
    const page = sql`select * from crew_matches c order by ${order} ${pageSql(query.limit, query.offset)}`;
    const rows = await queryRows<CrewRow & { listTotal: number }>(
      db,
      sql`with crew_matches as materialized (select * from ${crewMembers} c${where})
        ${selectCrew(page, today, order, sql`(select count(*) from crew_matches)`)}`,
      "crew_search_page",
    );
    const total =
      rows[0]?.listTotal ??
      (query.offset > 0
        ? (await queryRows<{ n: number }>(db, sql`select count(*) as n from ${crewMembers} c${where}`))[0].n
        : 0);
    return { rows: rows.map(toCrewMember), total: Number(total) };
  }
  const matches = sql`(select * from ${crewMembers} c${where})`;
  const page = sql`select * from ${matches} c order by ${order} ${pageSql(query.limit, query.offset)}`;
  // The office's list unfiltered or by one status, rank or nationality: its total is kept by the database
  // (fleet_counts) and answered in the page's own statement, one round trip instead of two.
  const kept = visibleTo(caller) ? null : keptCrewTotalSql(query);
  if (kept) {
    const rows = await queryRows<CrewRow & { listTotal: number }>(
      db,
      selectCrew(page, today, order, kept),
      "crew_page",
    );
    const total =
      rows[0]?.listTotal ??
      (query.offset > 0 ? (await queryRows<{ n: number }>(db, sql`select ${kept} as n`))[0].n : 0);
    return { rows: rows.map(toCrewMember), total };
  }
  // A short search term is planned for its own value (an unnamed statement): a prepared one switches to
  // the generic plan after five runs, which cannot know the pattern matches a quarter of the crew and the
  // page is found in the first few hundred names, and reads every member by the trigram indexes and sorts
  // them instead ("ng": 18 ms a page against 2 ms).
  const [rows, total] = await Promise.all([
    queryRows<CrewRow>(db, selectCrew(page, today, order), query.q ? undefined : "crew_page"),
    cachedCount(
      cache,
      db
        .select({ total: count() })
        .from(crewAlias)
        .where(conds.length ? sql.join(conds, sql` and `) : undefined),
    ),
  ]);
  return { rows: rows.map(toCrewMember), total };
}

export async function getCrewMember({ db, caller, today }: RequestCtx, id: string): Promise<TCrewMember> {
  const conds = [sql`c.id = ${id}`];
  const own = visibleTo(caller);
  if (own) conds.push(own);
  const [row] = await queryRows<CrewRow>(
    db,
    selectCrew(sql`select * from ${crewMembers} c${whereOf(conds)}`, today),
    // named: planning this statement took 1.8-2.3 ms against 0.1-0.4 running it (every crew
    // member's page and every crew write's answer); its generic plan is the same index lookups
    "crew_one",
  );
  if (!row) throw notFound("Crew member");
  return toCrewMember(row);
}

export async function crewStats({ db, today }: RequestCtx): Promise<TCrewStats> {
  const [row] = await queryRows<Record<keyof TCrewStats, number | string>>(
    db,
    sql`select count(*) as total,
      count(*) filter (where c.status = 'active') as active,
      count(*) filter (where ${aboardVesselSql(sql`c.id`, today)} is not null) as assigned,
      count(*) filter (where c.status = 'onLeave') as "onLeave",
      count(*) filter (where c.status = 'inactive') as inactive,
      (select count(*) from ${contracts} k where k.status = 'active'
        and ${expiringSql(sql`k.end_date`, today, EXPIRY_WINDOW_DAYS)}) as "expiringContracts"
    from ${crewMembers} c`,
  );
  return {
    total: Number(row.total),
    active: Number(row.active),
    assigned: Number(row.assigned),
    onLeave: Number(row.onLeave),
    inactive: Number(row.inactive),
    expiringContracts: Number(row.expiringContracts),
  };
}

/** The ranks and nationalities on file with their counts, for the list's filters. */
export async function crewFacets({ db }: RequestCtx): Promise<TCrewFacets> {
  const facet = (column: SQL) =>
    queryRows<{ value: string; count: number | string }>(
      db,
      sql`select ${column} as value, count(*) as count from ${crewMembers} c group by 1 order by 1`,
    );
  const [ranks, nationalities] = await Promise.all([facet(sql`c.rank`), facet(sql`c.nationality`)]);
  const out = (rows: { value: string; count: number | string }[]) =>
    rows.map((r) => ({ value: r.value, count: Number(r.count) }));
  return { ranks: out(ranks), nationalities: out(nationalities) };
}
