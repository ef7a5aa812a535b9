// The maintained fleet counts (projections/fleet-counts.ts) against a full recount. A random sequence of
// writes through the API (crew, documents with renewals, contracts, vessels) and a few straight to the
// database (backdating, a bulk insert, as the seeds and factories do) runs on a fixed clock; after each
// step every figure the dashboard, the overview report and the alert summary read from the counts is
// compared with the SQL that scanned the tables before the counts existed (kept here as the reference),
// as of today and as of other days (the counts must follow the date, not go stale), and the buckets
// themselves with a recount from the tables.
import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { startOfPreviousMonth } from "../../../shared/dashboard";
import { addDays } from "../../../shared/dates";
import { alertSeverityLadder, EXPIRY_WINDOW_DAYS as WINDOW } from "../../../shared/expiry";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/rows";
import { documents } from "../../db/schema-documents";
import { crewMembers, vessels } from "../../db/schema-fleet";
import {
  beyondSql,
  currentDocumentSql,
  dueWithinSql,
  expiredSql,
  expiringSql,
  levelSql,
} from "../../lib/expiry-sql";
import { activityTally } from "../../projections/activity-tally";
import { recountFleetCounts } from "../../projections/fleet-counts";
import { createActivity, createDocument } from "../../test/factories";
import { fileTestContext } from "../../test/helpers";
import { ENGINE } from "../../test/test-database";
import { documentLevelCounts, fleetFigures, type StatsRow } from "./counts";

const TODAY = "2030-03-15";
const now = () => new Date(`${TODAY}T12:00:00Z`);
const EXPIRY = sql`expiry_date`;
const END = sql`end_date`;

/** The figures as the dashboard computed them before they were maintained: aggregates over the tables. */
async function recountFigures(db: Db, asOf: string, since: string): Promise<StatsRow> {
  const [r] = await queryRows<StatsRow>(
    db,
    sql`
    WITH c AS (
      SELECT count(*)::int AS total_crew,
             count(*) FILTER (WHERE status = 'active')::int AS active_crew,
             count(*) FILTER (WHERE status = 'active' AND created_at < ${since}::date)::int AS active_crew_prev
      FROM crew_members
    ), v AS (
      SELECT count(*)::int AS total_vessels,
             count(*) FILTER (WHERE status = 'active')::int AS active_vessels,
             count(*) FILTER (WHERE status = 'active' AND created_at < ${since}::date)::int AS active_vessels_prev,
             count(*) FILTER (WHERE status = 'maintenance')::int AS maintenance_vessels,
             count(*) FILTER (WHERE status = 'in-port')::int AS in_port_vessels
      FROM vessels
    ), k AS (
      SELECT count(*)::int AS total_contracts,
             count(*) FILTER (WHERE start_date < ${since}::date)::int AS total_contracts_prev,
             count(*) FILTER (WHERE status = 'active' AND ${dueWithinSql(END, asOf, WINDOW)})::int AS ending_contracts,
             count(*) FILTER (WHERE status = 'active' AND start_date < ${since}::date
                                AND ${dueWithinSql(END, since, WINDOW)})::int AS ending_contracts_prev
      FROM contracts
    ), d AS (
      SELECT count(*) FILTER (WHERE ${expiredSql(EXPIRY, asOf)})::int AS expired_documents,
             count(*) FILTER (WHERE ${expiringSql(EXPIRY, asOf, WINDOW)})::int AS expiring_documents,
             count(*) FILTER (WHERE issue_date < ${since}::date AND ${dueWithinSql(EXPIRY, since, WINDOW)})::int
               AS pending_documents_prev
      FROM documents d WHERE ${currentDocumentSql()}
    ), comp AS (
      SELECT count(*)::int AS compliant_crew
      FROM crew_members cm
      JOIN (SELECT crew_member_id, min(expiry_date) AS first_expiry FROM documents d
            WHERE ${currentDocumentSql()} GROUP BY crew_member_id) de
        ON de.crew_member_id = cm.id
      WHERE cm.status = 'active' AND ${beyondSql(sql`de.first_expiry`, asOf, WINDOW)}
    )
    SELECT * FROM c, v, k, d, comp`,
  );
  return r;
}

/** Current documents due within `days`, per alert severity, counted over the documents table. */
async function recountSeverities(db: Db, asOf: string, days: number) {
  const rows = await queryRows<{ level: string; n: number }>(
    db,
    sql`SELECT ${levelSql(alertSeverityLadder(), EXPIRY, asOf)} AS level, count(*)::int AS n
        FROM documents d WHERE ${dueWithinSql(EXPIRY, asOf, days)} AND ${currentDocumentSql()} GROUP BY 1`,
  );
  return Object.fromEntries(rows.map((r) => [r.level, r.n]));
}

const recountCrewStatus = (db: Db) =>
  queryRows<{ status: string; count: number }>(
    db,
    sql`SELECT status::text AS status, count(*)::int AS count FROM crew_members GROUP BY 1 ORDER BY 2 DESC, 1`,
  );

const buckets = (db: Db) =>
  queryRows<{ kind: string; day: string; n: number }>(
    db,
    sql`SELECT kind, day::text AS day, n FROM fleet_counts WHERE n <> 0
        UNION ALL SELECT 'tally:' || user_role || '|' || username || '|' || entity_type, day::text, sum(n)::int
          FROM activity_tally GROUP BY user_role, username, entity_type, day ORDER BY kind, day`,
  );

/** The buckets as a recount from the tables makes them (rolled back). */
async function recountedBuckets(db: Db) {
  let rows: Awaited<ReturnType<typeof buckets>> = [];
  await db
    .transaction(async (tx) => {
      await recountFleetCounts(tx);
      await activityTally.recount(tx);
      rows = await buckets(tx as unknown as Db);
      throw new Error("rollback");
    })
    .catch((e: Error) => {
      if (e.message !== "rollback") throw e;
    });
  return rows;
}

// Dates around every threshold: today, the expiry window, the alert windows, the trend date and its window.
const SINCE = startOfPreviousMonth(TODAY);
const near = (base: string, ...offsets: number[]) => offsets.map((o) => addDays(base, o));
const EXPIRIES = [
  ...near(TODAY, -400, -2, -1, 0, 1, 6, 7, 8, 14, 15, 16, 29, 30, 31, 89, 90, 91, 400),
  ...near(SINCE, -1, 0, 1, WINDOW - 1, WINDOW, WINDOW + 1),
];
const STARTS = [...near(SINCE, -400, -2, -1, 0, 1, 10), ...near(TODAY, -31, -30, -29, -1, 0, 1)];
const TYPES = ["passport", "medical", "stcw", "visa"];

const pick = <T>(xs: readonly T[], i: number) => xs[i % xs.length];
// Weighted so the fleet grows: more members and documents are added than removed.
const arbOp = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant("crew"),
      status: fc.constantFrom("active", "onLeave", "inactive"),
      contract: fc.nat(12),
      end: fc.nat(30),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant("crewStatus"),
      who: fc.nat(),
      status: fc.constantFrom("active", "onLeave", "inactive"),
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant("crewDelete"), who: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant("crewBackdate"), who: fc.nat(), day: fc.nat(30) }) },
  {
    weight: 6,
    arbitrary: fc.record({
      op: fc.constant("doc"),
      who: fc.nat(),
      type: fc.nat(),
      issue: fc.nat(30),
      expiry: fc.nat(30),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant("docEdit"),
      which: fc.nat(),
      issue: fc.nat(30),
      expiry: fc.nat(30),
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant("docDelete"), which: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant("docsBulk"),
      who: fc.nat(),
      expiry: fc.array(fc.nat(30), { minLength: 1, maxLength: 4 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant("contract"),
      who: fc.nat(),
      start: fc.nat(30),
      end: fc.nat(30),
      status: fc.constantFrom("active", "completed", "terminated"),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant("contractEdit"),
      which: fc.nat(),
      end: fc.nat(30),
      status: fc.constantFrom("active", "completed", "terminated"),
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant("activity"), day: fc.nat(30) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant("vessel"),
      status: fc.constantFrom("active", "in-port", "maintenance", "inactive"),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant("vesselEdit"),
      which: fc.nat(),
      status: fc.constantFrom("active", "in-port", "maintenance", "inactive"),
      day: fc.nat(30),
    }),
  },
);
type Op = typeof arbOp extends fc.Arbitrary<infer T> ? T : never;

describe(`maintained fleet counts against a full recount (${ENGINE})`, () => {
  const ctx = fileTestContext({ now, env: { READ_CACHE_SECONDS: "0", SESSION_CACHE_SECONDS: "0" } });
  const crew: string[] = [];
  /** Each document's id and its member's (deleting a member deletes their documents). */
  const docs: { id: string; crew: string }[] = [];
  const contractIds: string[] = [];
  const vesselIds: string[] = [];
  let seq = 0;

  const call = async (method: "POST" | "PUT" | "PATCH" | "DELETE", url: string, payload?: object) => {
    const res = await ctx.as("admin", { method, url, payload });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };

  /** The document dates of a write: the expiry never before the issue date. */
  const docDates = (issue: number, expiry: number) => {
    const expiryDate = pick(EXPIRIES, expiry);
    return { issueDate: [pick(STARTS, issue), expiryDate].sort()[0], expiryDate };
  };

  async function apply(o: Op) {
    const n = ++seq;
    switch (o.op) {
      case "crew": {
        const start = pick(STARTS, o.contract);
        const end = pick(EXPIRIES, o.end);
        const body = await call("POST", "/api/crew", {
          firstName: `Prop${n}`,
          lastName: "Counts",
          nationality: "Croatian",
          dateOfBirth: "1990-01-01",
          rank: "Cook",
          status: o.status,
          ...(end >= start ? { contractStartDate: start, contractEndDate: end } : {}),
        });
        crew.push(body.id);
        if (body.activeContract?.id) contractIds.push(body.activeContract.id);
        return;
      }
      case "crewStatus":
        if (crew.length) await call("PUT", `/api/crew/${pick(crew, o.who)}`, { status: o.status });
        return;
      case "crewDelete": {
        if (!crew.length) return;
        const id = pick(crew, o.who);
        await call("DELETE", `/api/crew/${id}`);
        crew.splice(crew.indexOf(id), 1);
        for (let i = docs.length - 1; i >= 0; i--) if (docs[i].crew === id) docs.splice(i, 1);
        return;
      }
      case "crewBackdate":
        if (crew.length)
          await ctx.db
            .update(crewMembers)
            .set({ createdAt: new Date(`${pick(STARTS, o.day)}T23:30:00Z`) })
            .where(eq(crewMembers.id, pick(crew, o.who)));
        return;
      case "doc": {
        if (!crew.length) return;
        const member = pick(crew, o.who);
        const body = await call("POST", "/api/documents", {
          crewMemberId: member,
          type: pick(TYPES, o.type),
          documentNumber: `P-${n}`,
          issuingAuthority: "Authority",
          ...docDates(o.issue, o.expiry),
        });
        docs.push({ id: body.id, crew: member });
        return;
      }
      case "docEdit":
        if (docs.length)
          await call("PATCH", `/api/documents/${pick(docs, o.which).id}`, docDates(o.issue, o.expiry));
        return;
      case "docDelete": {
        if (!docs.length) return;
        const doc = pick(docs, o.which);
        await call("DELETE", `/api/documents/${doc.id}`);
        docs.splice(docs.indexOf(doc), 1);
        return;
      }
      case "docsBulk": {
        // A bulk insert past the services, as the seeds do: one statement, several members' rows.
        if (!crew.length) return;
        const rows = await ctx.db
          .insert(documents)
          .values(
            o.expiry.map((e, i) => ({
              crewMemberId: pick(crew, o.who + i),
              type: "medical",
              documentNumber: `B-${n}-${i}`,
              issuingAuthority: "Authority",
              ...docDates(e, e),
            })),
          )
          .returning({ id: documents.id, crew: documents.crewMemberId });
        docs.push(...rows);
        return;
      }
      case "contract": {
        if (!crew.length) return;
        const startDate = pick(STARTS, o.start);
        const endDate = pick(EXPIRIES, o.end);
        if (endDate < startDate) return;
        const body = await call("POST", "/api/contracts", {
          crewMemberId: pick(crew, o.who),
          startDate,
          endDate,
          status: o.status,
        });
        contractIds.push(body.id);
        return;
      }
      case "contractEdit": {
        if (!contractIds.length) return;
        const id = pick(contractIds, o.which);
        const res = await ctx.as("admin", {
          method: "PUT",
          url: `/api/contracts/${id}`,
          payload: { endDate: pick(EXPIRIES, o.end), status: o.status },
        });
        // Gone with its member, or an end before its start: refused, and nothing may change.
        if (res.statusCode === 404) contractIds.splice(contractIds.indexOf(id), 1);
        else if (res.statusCode !== 200 && res.statusCode !== 400) throw new Error(res.body);
        return;
      }
      case "vessel": {
        const body = await call("POST", "/api/vessels", {
          name: `Counts ${n}`,
          type: "Container Ship",
          flag: "Malta",
          status: o.status,
        });
        vesselIds.push(body.id);
        return;
      }
      case "activity":
        await createActivity(ctx.db, {
          createdAt: new Date(`${pick(STARTS, o.day)}T23:30:00Z`),
          username: pick(["admin", "office", null], o.day),
          userRole: pick(["admin", "office_staff", null], o.day),
          entityType: pick(["crew", "document", null], o.day >> 1),
        });
        return;
      case "vesselEdit":
        if (!vesselIds.length) return;
        await call("PUT", `/api/vessels/${pick(vesselIds, o.which)}`, { status: o.status });
        await ctx.db
          .update(vessels)
          .set({ createdAt: new Date(`${pick(STARTS, o.day)}T00:30:00Z`) })
          .where(eq(vessels.id, pick(vesselIds, o.which)));
        return;
    }
  }

  async function compare(shift: number) {
    const db = ctx.db;
    // Every maintained figure as of today, as of the shifted day and each report range's start.
    for (const asOf of [TODAY, addDays(TODAY, shift)])
      for (const since of [startOfPreviousMonth(asOf), addDays(asOf, -7), addDays(asOf, -30)])
        expect(await fleetFigures(db, asOf, since)).toEqual(await recountFigures(db, asOf, since));
    for (const days of [0, 7, 30, 90]) {
      const counted = await documentLevelCounts(db, alertSeverityLadder(), addDays(TODAY, shift), days);
      expect(Object.fromEntries(counted.map((r) => [r.level, r.n]))).toEqual(
        await recountSeverities(db, addDays(TODAY, shift), days),
      );
    }
    expect(await buckets(db)).toEqual(await recountedBuckets(db));
    // And what the API answers, with the read and session caches off.
    const f = await recountFigures(db, TODAY, SINCE);
    const stats = (await ctx.as("admin", { method: "GET", url: "/api/dashboard/stats" })).json();
    expect(stats).toMatchObject({
      activeCrew: f.active_crew,
      totalCrew: f.total_crew,
      activeVessels: f.active_vessels,
      totalContracts: f.total_contracts,
      expiredDocuments: f.expired_documents,
      expiringDocuments: f.expiring_documents,
      endingContracts: f.ending_contracts,
      pendingActions: f.expired_documents + f.expiring_documents + f.ending_contracts,
    });
    expect(stats.trends.pendingActions.previous).toBe(f.pending_documents_prev + f.ending_contracts_prev);
    const overview = (await ctx.as("admin", { method: "GET", url: "/api/reports/overview?days=30" })).json();
    const o = await recountFigures(db, TODAY, addDays(TODAY, -30));
    expect(overview.activeCrew).toMatchObject({ value: o.active_crew, previous: o.active_crew_prev });
    expect(overview.pendingActions).toMatchObject({
      value: o.expired_documents + o.expiring_documents + o.ending_contracts,
      previous: o.pending_documents_prev + o.ending_contracts_prev,
    });
    const [{ n: activity }] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM activity_log WHERE created_at >= ${addDays(TODAY, -30)}::date`,
    );
    expect(overview.activityInRange).toBe(activity);
    expect(overview.crewStatus.map((s: { status: string; count: number }) => [s.status, s.count])).toEqual(
      (await recountCrewStatus(db)).map((s) => [s.status, s.count]),
    );
    const severities = await recountSeverities(db, TODAY, 30);
    expect(overview.documentCompliance).toMatchObject(severities);
    const summary = (await ctx.as("admin", { method: "GET", url: "/api/alerts/summary?days=30" })).json();
    expect(summary).toMatchObject(severities);
    expect(summary.total).toBe(Object.values(severities).reduce((a, b) => a + b, 0));
  }

  it("every figure equals a recount after each write", { timeout: 240_000 }, async () => {
    // A starting fleet: four active members with two documents each, so edits and deletes have targets.
    for (let i = 0; i < 4; i++) {
      await apply({ op: "crew", status: "active", contract: i, end: i * 5 });
      await apply({ op: "doc", who: crew.length - 1, type: i, issue: i, expiry: i * 7 });
      await apply({ op: "doc", who: crew.length - 1, type: i + 1, issue: i, expiry: i * 7 + 3 });
    }
    await compare(0);
    await fc.assert(
      fc.asyncProperty(
        fc.array(arbOp, { minLength: 4, maxLength: 12 }),
        fc.integer({ min: -40, max: 40 }),
        async (ops, shift) => {
          for (const o of ops) {
            await apply(o);
            await compare(shift);
          }
        },
      ),
      { numRuns: ENGINE === "pglite" ? 15 : 20 },
    );
  });

  it("the recount agrees with the triggers after a member's documents are renewed and the renewal deleted", async () => {
    const member = await call("POST", "/api/crew", {
      firstName: "Renew",
      lastName: "Counts",
      nationality: "Croatian",
      dateOfBirth: "1990-01-01",
      rank: "Cook",
    });
    const base = {
      crewMemberId: member.id,
      type: "passport",
      issuingAuthority: "A",
      issueDate: "2025-01-01",
    };
    await call("POST", "/api/documents", { ...base, documentNumber: "R-1", expiryDate: addDays(TODAY, 10) });
    const renewal = await call("POST", "/api/documents", {
      ...base,
      documentNumber: "R-2",
      expiryDate: "2035-01-01",
    });
    await compare(0);
    await call("DELETE", `/api/documents/${renewal.id}`); // the older one is current again (FK SET NULL)
    await compare(0);
    await createDocument(ctx.db, { crewMemberId: member.id, type: "stcw", expiryDate: addDays(TODAY, -1) });
    await compare(5);
  });
});
