// The crew list at fleet scale, on both engines: 620 crew — more than one page of the
// API's 500 — filtered by status, rank, nationality and contract end, and sorted by each column on the
// server, with the totals in X-Total-Count; the facets the filters offer; crew callers still see only
// their own record.
import { and, count, eq, type SQL, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../../shared/dates";
import { queryRows } from "../../db/rows";
import { contracts, crewMembers } from "../../db/schema-fleet";
import { WRITTEN_PAGES_UP_TO_OFFSET } from "../../lib/paging";
import { createVessel, withDbToday } from "../../test/factories";
import { fileTestContext } from "../../test/helpers";
import { ENGINE } from "../../test/test-database";

const N = 620;
const RANKS = ["Bosun", "Cook", "Master", "Oiler"];
const NATIONS = ["Croatian", "Filipino", "Indian", "Polish", "Ukrainian"];
const STATUSES = ["active", "active", "onLeave", "inactive"] as const;

interface Person {
  id: string;
  lastName: string;
  rank: string;
  nationality: string;
  status: string;
  vessel: string | null;
  contractEnd: string | null;
}

describe(`crew list filters and sort at scale (${ENGINE})`, () => {
  const ctx = fileTestContext();
  let people: Person[] = [];

  beforeAll(async () => {
    const vA = await createVessel(ctx.db, { name: "MV Alpha List" });
    const vB = await createVessel(ctx.db, { name: "MV Bravo List" });
    const rows = Array.from({ length: N }, (_, i) => ({
      firstName: "Scale",
      lastName: `Listing${String(i).padStart(4, "0")}`,
      nationality: NATIONS[i % NATIONS.length],
      dateOfBirth: "1985-06-15",
      rank: RANKS[i % RANKS.length],
      status: STATUSES[i % STATUSES.length],
      currentVesselId: i % 3 === 0 ? vA.id : i % 3 === 1 ? vB.id : null,
    }));
    const inserted = await withDbToday(ctx.db, (tx) => tx.insert(crewMembers).values(rows).returning());
    // every 7th has an active contract ending i % 120 - 10 days from today (some already past)
    const withContract = inserted.filter((_, i) => i % 7 === 0);
    await ctx.db.insert(contracts).values(
      withContract.map((m) => {
        const i = Number(m.lastName.slice(-4));
        return {
          crewMemberId: m.id,
          startDate: addDays(ctx.today, -200),
          endDate: addDays(ctx.today, (i % 120) - 10),
          status: "active" as const,
          salary: "0",
          currency: "USD",
        };
      }),
    );
    people = inserted.map((m) => {
      const i = Number(m.lastName.slice(-4));
      return {
        id: m.id,
        lastName: m.lastName,
        rank: m.rank,
        nationality: m.nationality,
        status: m.status,
        vessel: m.currentVesselId === vA.id ? vA.name : m.currentVesselId === vB.id ? vB.name : null,
        contractEnd: i % 7 === 0 ? addDays(ctx.today, (i % 120) - 10) : null,
      };
    });
  });

  /** Every page of the list for `query` (q=Listing keeps to this file's crew). */
  async function all(query: string) {
    const out: { id: string; lastName: string }[] = [];
    let total = 0;
    do {
      const res = await ctx.as("office_staff", {
        method: "GET",
        url: `/api/crew?q=Listing&limit=500&offset=${out.length}&${query}`,
      });
      expect(res.statusCode, query).toBe(200);
      total = Number(res.headers["x-total-count"]);
      const page = res.json() as { id: string; lastName: string }[];
      out.push(...page);
      if (page.length === 0) break;
    } while (out.length < total);
    expect(out).toHaveLength(total);
    return out;
  }
  const names = (rows: { lastName: string }[]) => rows.map((r) => r.lastName);
  const byName = (a: Person, b: Person) => a.lastName.localeCompare(b.lastName);

  it("pages past the 500 cap with the true total", async () => {
    const rows = await all("");
    expect(rows.length).toBe(N);
    expect(names(rows)).toEqual(people.map((p) => p.lastName).sort());
  });

  it("pages the office's list 50 at a time past the pages written into their statements, as one list", async () => {
    // the first pages' LIMIT and OFFSET are written into the statement, deeper ones are parameters
    // (lib/paging.ts): the pages on either side of WRITTEN_PAGES_UP_TO_OFFSET join up with nothing lost;
    // one status's total is written into the statement too
    for (const query of ["", "&status=active"]) {
      const want = await queryRows<{ id: string }>(
        ctx.db,
        sql`select id from crew_members ${query ? sql`where status = 'active'` : sql``}
          order by last_name, first_name, id`,
      );
      if (!query) expect(want.length).toBeGreaterThan(WRITTEN_PAGES_UP_TO_OFFSET + 100);
      const got: string[] = [];
      for (let offset = 0; offset < want.length + 50; offset += 50) {
        const res = await ctx.as("office_staff", {
          method: "GET",
          url: `/api/crew?limit=50&offset=${offset}${query}`,
        });
        expect(res.statusCode, `${query} at ${offset}`).toBe(200);
        expect(Number(res.headers["x-total-count"]), `${query} at ${offset}`).toBe(want.length);
        got.push(...res.json().map((m: { id: string }) => m.id));
      }
      expect(got, query).toEqual(want.map((r) => r.id));
    }
  });

  it("filters by status, rank, nationality and contract end, together and apart", async () => {
    const expectSame = async (query: string, keep: (p: Person) => boolean) => {
      const want = people
        .filter(keep)
        .sort(byName)
        .map((p) => p.lastName);
      expect(want.length, query).toBeGreaterThan(0);
      expect(names(await all(query)), query).toEqual(want);
    };
    await expectSame("rank=Cook", (p) => p.rank === "Cook");
    await expectSame("nationality=Polish", (p) => p.nationality === "Polish");
    await expectSame("status=onLeave", (p) => p.status === "onLeave");
    await expectSame(
      "rank=Cook&nationality=Indian&status=active",
      (p) => p.rank === "Cook" && p.nationality === "Indian" && p.status === "active",
    );
    const within = (days: number) => (p: Person) =>
      p.contractEnd !== null && p.contractEnd <= addDays(ctx.today, days);
    await expectSame("contractEndsWithin=30", within(30));
    await expectSame("contractEndsWithin=0", within(0));
    await expectSame("contractEndsWithin=90&rank=Bosun", (p) => within(90)(p) && p.rank === "Bosun");
    expect(await all("rank=Captain%20of%20Nothing")).toEqual([]);
  });

  it("sorts by each column in both directions, ties by name, empty values last", async () => {
    const cmp = (key: keyof Person, dir: 1 | -1) => (a: Person, b: Person) => {
      const x = a[key];
      const y = b[key];
      if (x === y) return byName(a, b);
      if (x === null) return 1;
      if (y === null) return -1;
      return (x < y ? -1 : 1) * dir;
    };
    for (const [sort, key] of [
      ["rank", "rank"],
      ["nationality", "nationality"],
      ["vessel", "vessel"],
      ["contractEnd", "contractEnd"],
    ] as const) {
      for (const dir of ["asc", "desc"] as const) {
        const want = [...people].sort(cmp(key, dir === "asc" ? 1 : -1)).map((p) => p.lastName);
        expect(names(await all(`sort=${sort}&dir=${dir}`)), `${sort} ${dir}`).toEqual(want);
      }
    }
    const desc = await all("sort=name&dir=desc");
    expect(names(desc)).toEqual(
      people
        .map((p) => p.lastName)
        .sort()
        .reverse(),
    );
    // status sorts by the stored value (active, inactive, onLeave), then name
    const status = await all("sort=status");
    expect(names(status).slice(0, 3)).toEqual(
      people
        .filter((p) => p.status === "active")
        .sort(byName)
        .slice(0, 3)
        .map((p) => p.lastName),
    );
  });

  it("totals the office's whole list and one status, rank or nationality as the rows count, past the last page too", async () => {
    // these totals are read from the kept counts (fleet_counts), the others counted: both must answer the rows
    const counted = async (where: SQL) =>
      Number((await ctx.db.select({ n: count() }).from(crewMembers).where(where))[0].n);
    const totalOf = async (query: string) => {
      const res = await ctx.as("office_staff", { method: "GET", url: `/api/crew?${query}` });
      expect(res.statusCode, query).toBe(200);
      return Number(res.headers["x-total-count"]);
    };
    const cases: [string, SQL][] = [
      ["", sql`true`],
      ["status=onLeave", eq(crewMembers.status, "onLeave")],
      ["rank=Cook", eq(crewMembers.rank, "Cook")],
      ["nationality=Polish", eq(crewMembers.nationality, "Polish")],
      ["status=active&rank=Cook", and(eq(crewMembers.status, "active"), eq(crewMembers.rank, "Cook")) as SQL],
    ];
    const check = async () => {
      for (const [query, where] of cases) {
        const want = await counted(where);
        expect(await totalOf(`limit=50&${query}`), query).toBe(want);
        expect(await totalOf(`limit=50&offset=100000&${query}`), `${query} past the end`).toBe(want);
      }
    };
    await check();
    // a change of status moves the totals with it
    const cook = people.find((p) => p.rank === "Cook" && p.status === "active");
    const moved = await ctx.as("office_staff", {
      method: "PUT",
      url: `/api/crew/${cook?.id}`,
      payload: { status: "onLeave" },
    });
    expect(moved.statusCode).toBe(200);
    await check();
  });

  it("offers the ranks and nationalities on file with counts, to office staff only", async () => {
    const res = await ctx.as("office_staff", { method: "GET", url: "/api/crew/facets" });
    expect(res.statusCode).toBe(200);
    const { ranks, nationalities } = res.json() as Record<string, { value: string; count: number }[]>;
    for (const r of RANKS) {
      expect(ranks.find((f) => f.value === r)?.count).toBeGreaterThanOrEqual(
        people.filter((p) => p.rank === r).length,
      );
    }
    expect(nationalities.find((f) => f.value === "Ukrainian")?.count).toBeGreaterThanOrEqual(
      N / NATIONS.length,
    );
    expect((await ctx.as("crew", { method: "GET", url: "/api/crew/facets" })).statusCode).toBe(403);
  });

  it("refuses an unknown sort or direction (400) and keeps a crew caller to their own record", async () => {
    for (const q of ["sort=salary", "dir=up", "contractEndsWithin=-1", "contractEndsWithin=x"]) {
      const res = await ctx.as("office_staff", { method: "GET", url: `/api/crew?${q}` });
      expect(res.statusCode, q).toBe(400);
    }
    const own = await ctx.as("crew", { method: "GET", url: "/api/crew?rank=Cook&sort=vessel&dir=desc" });
    expect(own.statusCode).toBe(200);
    expect(own.json().every((m: { id: string }) => m.id === ctx.crewMemberId)).toBe(true);
  });
});
