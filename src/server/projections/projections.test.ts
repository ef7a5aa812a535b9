// The projections' drift checks and repair on the engine under test: after the demo seed every derived
// table equals its recount; one row of each corrupted is named by the check (table and key), and the
// repair puts every one back in one transaction. The admin route answers the same, and only to an admin.
// The trigger inventory (every projection's and guard's DDL) names exactly the triggers in pg_trigger.
import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayIn } from "../../shared/dates";
import type { Database } from "../db/client";
import { queryRows } from "../db/rows";
import { createDocument } from "../test/factories";
import { fileTestContext, TEST_PASSWORD } from "../test/helpers";
import { openTestDatabase } from "../test/test-database";
import { seedDemo } from "../tools/seed/demo";
import { checkReport, repairAll } from "./check";
import { GUARDS } from "./guards";
import { renderInventory } from "./inventory";
import { PROJECTIONS } from "./registry";
import { triggersOf } from "./types";

/** One statement per projection that puts one of its rows out of line with the sources. */
const CORRUPT: Record<string, string[]> = {
  tours: [
    `UPDATE tours SET planned_sign_off = coalesce(planned_sign_off, DATE '2030-01-01') + 1
      WHERE id = (SELECT id FROM tours WHERE rotation_id IS NOT NULL ORDER BY id LIMIT 1)`,
  ],
  vessel_manning_versions: [
    `DELETE FROM vessel_manning_versions
      WHERE vessel_id = (SELECT vessel_id FROM tours ORDER BY vessel_id LIMIT 1)`,
  ],
  vessel_compliance_versions: [
    `DELETE FROM vessel_compliance_versions
      WHERE vessel_id = (SELECT vessel_id FROM tours ORDER BY vessel_id LIMIT 1)`,
  ],
  fleet_counts: [
    `UPDATE fleet_counts SET n = n + 1
      WHERE (kind, day) = (SELECT kind, day FROM fleet_counts WHERE kind = 'document' ORDER BY day LIMIT 1)`,
  ],
  activity_tally: [
    `INSERT INTO activity_tally (day, user_role, username, entity_type, n)
     VALUES (DATE '2000-01-01', 'admin', 'nobody', 'crew_member', 1)`,
  ],
  crew_missing_certificates: [
    `DELETE FROM crew_missing_certificates
      WHERE ctid = (SELECT ctid FROM crew_missing_certificates LIMIT 1)`,
  ],
  document_search_groups: [
    `UPDATE document_search_groups SET n = n + 1
      WHERE ctid = (SELECT ctid FROM document_search_groups ORDER BY type, authority_lower LIMIT 1)`,
  ],
  rest_hours_figures: [
    `INSERT INTO rest_hours_nc_tally (to_date, rule, n) VALUES (DATE '2000-01-01', 'min_rest_24h', 1)`,
  ],
};

describe("projections after the demo seed", () => {
  let database: Database;
  const today = todayIn("UTC");
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.close());
  const db = () => database.db;

  it("after the demo seed, every derived table equals its recount", { timeout: 60_000 }, async () => {
    await seedDemo(db(), TEST_PASSWORD, today);
    const [{ n }] = await queryRows<{ n: number }>(
      db(),
      sql`SELECT (SELECT count(*) FROM crew_missing_certificates)::int AS n`,
    );
    expect(n).toBeGreaterThan(0);
    const report = await checkReport(db());
    expect(report.projections.filter((p) => p.differing)).toEqual([]);
    expect(report.ok).toBe(true);
    expect(report.projections.map((p) => p.name).sort()).toEqual(Object.keys(CORRUPT).sort());
  });

  it("names each corrupted projection's table and row, and the repair recomputes them all", async () => {
    for (const statements of Object.values(CORRUPT)) {
      for (const statement of statements) await db().execute(sql.raw(statement));
    }
    const report = await checkReport(db());
    expect(report.ok).toBe(false);
    for (const p of report.projections) {
      expect({ name: p.name, differing: p.differing > 0 }).toEqual({ name: p.name, differing: true });
      for (const row of p.rows) expect(p.tables).toContain(row.table);
    }
    const rowsOf = (name: string) => report.projections.find((p) => p.name === name)?.rows ?? [];
    expect(rowsOf("activity_tally")).toEqual([
      { table: "activity_tally", key: "2000-01-01|admin|nobody|crew_member", kept: "1", recounted: null },
    ]);
    expect(rowsOf("rest_hours_figures")).toEqual([
      { table: "rest_hours_nc_tally", key: "2000-01-01|min_rest_24h", kept: "1", recounted: null },
    ]);
    expect(rowsOf("vessel_manning_versions")).toEqual([
      expect.objectContaining({ table: "vessel_manning_versions", kept: null, recounted: "versioned" }),
    ]);

    expect(rowsOf("vessel_compliance_versions")).toEqual([
      expect.objectContaining({ table: "vessel_compliance_versions", kept: null, recounted: "versioned" }),
    ]);

    await repairAll(db(), today);
    expect((await checkReport(db())).projections.filter((p) => p.differing)).toEqual([]);
  });

  it("the inventory names exactly the triggers in the database's catalogue", async () => {
    const listed = [
      ...PROJECTIONS.flatMap((p) => triggersOf(p.ddl)),
      ...GUARDS.flatMap((g) => triggersOf(g.ddl)),
    ]
      .map((t) => `${t.on}.${t.name}`)
      .sort();
    const inDb = await queryRows<{ name: string }>(
      db(),
      sql`SELECT c.relname || '.' || t.tgname AS name FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
           JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE NOT t.tgisinternal AND n.nspname = 'public' ORDER BY 1`,
    );
    expect(inDb.map((r) => r.name).sort()).toEqual(listed);
    const doc = readFileSync(new URL("../../../docs/projections.md", import.meta.url), "utf8");
    expect(doc, "docs/projections.md is stale: npm run docs:projections").toBe(renderInventory());
    for (const name of inDb.map((r) => r.name.split(".")[1])) expect(doc).toContain(`\`${name}\``);
    for (const p of PROJECTIONS) {
      for (const shared of p.sharedTriggers ?? [])
        expect(listed.some((l) => l.endsWith(`.${shared}`))).toBe(true);
    }
  });
});

describe("the projections' admin route", () => {
  const ctx = fileTestContext();
  it("the admin route checks and repairs; others get 403", async () => {
    await createDocument(ctx.db, { crewMemberId: ctx.crewMemberId });
    await ctx.db.execute(sql.raw(CORRUPT.fleet_counts[0]));
    for (const role of ["office_staff", "crew"] as const) {
      expect((await ctx.as(role, { method: "GET", url: "/api/system/projections" })).statusCode).toBe(403);
    }
    const check = await ctx.as("admin", { method: "GET", url: "/api/system/projections" });
    expect(check.statusCode).toBe(200);
    expect(check.json().ok).toBe(false);
    expect(check.json().projections.find((p: { name: string }) => p.name === "fleet_counts").differing).toBe(
      1,
    );
    const repair = await ctx.as("admin", { method: "POST", url: "/api/system/projections/repair" });
    expect(repair.statusCode).toBe(200);
    expect(repair.json().before.ok).toBe(false);
    expect(repair.json().after.ok).toBe(true);
    const [entry] = await queryRows<{ description: string }>(
      ctx.db,
      sql`SELECT description FROM activity_log WHERE action = 'repair_projections'`,
    );
    expect(entry.description).toBe("Derived tables recomputed: fleet_counts");
  });
});
