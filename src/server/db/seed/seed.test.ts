// The seeds' documents are plausible: none issued in the future, each issued before
// it expires. The demo seed is loaded into a database on the engine under test and checked in SQL; the
// large seed's generator is checked at a tenth of its size (the same code writes both).
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../../shared/dates";
import { openTestDatabase } from "../../test/test-database";
import type { Database } from "../client";
import { queryRows } from "../rows";
import { seedDemo } from "./demo";
import { generateFleet } from "./fleet-generator";
import { rng } from "./random";

const TODAY = "2026-11-23";

describe("demo seed documents", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await seedDemo(database.db, "demo1234", TODAY);
  });
  afterAll(() => database.close());

  it("has no document issued after today, and every issue date is before its expiry", async () => {
    const [row] = await queryRows<{ total: number | string; future: number | string; late: number | string }>(
      database.db,
      sql`select count(*) as total,
        count(*) filter (where issue_date > ${TODAY}) as future,
        count(*) filter (where issue_date >= expiry_date) as late
      from documents`,
    );
    expect(Number(row.total)).toBeGreaterThan(100);
    expect(Number(row.future)).toBe(0);
    expect(Number(row.late)).toBe(0);
  });
});

describe("large seed generator", () => {
  it("issues every document before today and before its expiry", () => {
    const fleet = generateFleet(rng(4242), { vessels: 20, crew: 1000, rotations: 10 }, TODAY);
    expect(fleet.documents.length).toBeGreaterThan(4000);
    for (const d of fleet.documents) {
      expect(d.issueDate <= addDays(TODAY, -1), `${d.documentNumber} issued ${d.issueDate}`).toBe(true);
      expect(d.issueDate < d.expiryDate, `${d.documentNumber}`).toBe(true);
    }
  });
});
