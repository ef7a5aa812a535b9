// The seeds' documents are plausible: none issued in the future, each issued before
// it expires. The demo seed is loaded into a database on the engine under test and checked in SQL; the
// large seed's generator is checked at a tenth of its size (the same code writes both).
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../../shared/dates";
import type { Database } from "../../db/client";
import { queryRows } from "../../db/rows";
import { generateFleet } from "../../db/seed/fleet-generator";
import { rng } from "../../db/seed/random";
import { fleetCompliance } from "../../modules/compliance/service";
import { openTestDatabase } from "../../test/test-database";
import { DEMO_MASTER_USERNAME, seedDemo } from "./demo";

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

describe("demo seed tells the truth on first start", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await seedDemo(database.db, "demo1234", TODAY);
  });
  afterAll(() => database.close());
  const one = async (query: ReturnType<typeof sql>) =>
    (await queryRows<{ n: number | string }>(database.db, query)).map((r) => Number(r.n))[0];

  it("crews every vessel in service to its Safe Manning Document (by the tours of today)", async () => {
    expect(
      await one(sql`select count(*) as n from vessels v where v.status <> 'inactive'
      and not exists (select 1 from safe_manning_documents d where d.vessel_id = v.id)`),
    ).toBe(0);
    const short = await one(sql`select count(*) as n from safe_manning_positions p
      where p.count > (select count(*) from tours t where t.vessel_id = p.vessel_id and t.rank = p.rank
                         and (t.sign_on is null or t.sign_on <= ${TODAY}::date)
                         and (coalesce(t.actual_sign_off, t.planned_sign_off) is null
                              or coalesce(t.actual_sign_off, t.planned_sign_off) > ${TODAY}::date))`);
    expect(short).toBe(0);
  });

  it("plans no join in the past nor onto the ship a seafarer is on; no seafarer's tours overlap", async () => {
    expect(
      await one(sql`select count(*) as n from rotations r join crew_members c on c.id = r.crew_member_id
      where r.status = 'scheduled' and (r.join_date <= ${TODAY}::date or r.vessel_id = c.current_vessel_id)`),
    ).toBe(0);
    expect(
      await one(sql`select count(*) as n from tours a join tours b
      on a.crew_member_id = b.crew_member_id and a.id < b.id
     and coalesce(a.sign_on, '-infinity'::date) < coalesce(b.actual_sign_off, b.planned_sign_off, 'infinity'::date)
     and coalesce(b.sign_on, '-infinity'::date) < coalesce(a.actual_sign_off, a.planned_sign_off, 'infinity'::date)`),
    ).toBe(0);
  });

  it("most of the crew aboard are compliant, a few are not", async () => {
    const { total, compliant } = await fleetCompliance(database.db, TODAY);
    expect(total).toBeGreaterThan(30);
    expect(compliant / total).toBeGreaterThanOrEqual(0.6);
    expect(compliant).toBeLessThan(total);
  });

  it("has a master: the Captain aboard the demo seafarer's vessel, with an account", async () => {
    const [row] = await queryRows<{ rank: string; same: boolean }>(
      database.db,
      sql`select m.rank, m.current_vessel_id = s.current_vessel_id as same
            from users mu join crew_members m on m.user_id = mu.id,
                 users su join crew_members s on s.user_id = su.id
           where mu.username = ${DEMO_MASTER_USERNAME} and su.username = 'crew'`,
    );
    expect(row).toEqual({ rank: "Captain", same: true });
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
