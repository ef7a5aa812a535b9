// The office's missing-certificates pages kept until a vessel's compliance version moves (missing-memo.ts):
// after every kind of write a page shows (a certificate added, a planned join, a seafarer's rank and name, a
// vessel's name, a certificate type's name) and the day moving on, the route answers what a fresh reading
// answers, and something did change; with nothing changed, the very same page comes back. Read with the
// read cache off, so only the memo stands between a write and the answer.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../../shared/dates";
import { certificateRequirements, certificateTypes } from "../../db/schema-certificates";
import { crewMembers, vessels } from "../../db/schema-fleet";
import { createDocument, createRotation, createVessel, withDbToday } from "../../test/factories";
import type { TestContext } from "../../test/helpers";
import { keyedMembers } from "../../test/keyed-members";
import { afterWriteCheck, memoClock, memoTestContext } from "../../test/memo-check";
import { ENGINE } from "../../test/test-database";
import { findMissingCertificates } from "./missing";
import { missingCertificatesPage } from "./missing-memo";

const TYPE = "Missing Memo Vessel";
const TODAY = "2030-06-10";
const clock = memoClock(`${TODAY}T12:00:00Z`);
const { today } = clock;

describe(`missing certificates pages kept until a compliance version moves (${ENGINE})`, () => {
  let ctx: TestContext;
  const ship: string[] = [];
  const crew: Record<string, string> = {};
  /** A cook named after `key`, aboard `vesselId` or ashore, holding the certificates `held`. */
  const cook = async (key: string, vesselId: string | null, held: string[]) => {
    await keyedMembers(ctx.db, crew, () => "Memo")(key, vesselId);
    for (const type of held)
      await createDocument(ctx.db, { crewMemberId: crew[key], type, expiryDate: "2032-01-01" });
  };

  /** A page through the API, with its total. */
  async function read(query = "") {
    const res = await ctx.as("office_staff", {
      method: "GET",
      url: `/api/alerts/missing-certificates${query}`,
    });
    expect(res.statusCode).toBe(200);
    return { total: Number(res.headers["x-total-count"]), items: res.json() };
  }
  /** The same page read fresh. */
  async function fresh(q: Partial<Parameters<typeof findMissingCertificates>[2]> = {}) {
    const page = await findMissingCertificates(ctx.db, today(), { days: 90, limit: 100, offset: 0, ...q });
    return JSON.parse(JSON.stringify(page)) as { total: number; items: unknown[] };
  }
  /** `write`, then the page equals a fresh reading and differs from the one before. */
  const afterWrite = afterWriteCheck(
    () => read(),
    () => fresh(),
  );
  const rowOf = (page: { items: { crewMember: { id: string } }[] }, key: string) =>
    page.items.find((i) => i.crewMember.id === crew[key]);

  beforeAll(async () => {
    ctx = await memoTestContext(clock.now);
    const db = ctx.db;
    await db.insert(certificateRequirements).values([
      { rank: "Cook", vesselType: TYPE, certificateType: "passport" },
      { rank: "Cook", vesselType: TYPE, certificateType: "bst" },
    ]);
    for (let i = 0; i < 2; i++) ship.push((await createVessel(db, { type: TYPE, flag: "Liberia" })).id);
    // aboard ship 0 without a BST; aboard ship 1 without a passport; joining ship 1 in 20 days without either
    await cook("aboard0", ship[0], ["passport"]);
    await cook("aboard1", ship[1], ["bst"]);
    await cook("joining", null, []);
    await createRotation(db, {
      crewMemberId: crew.joining,
      vesselId: ship[1],
      joinDate: addDays(TODAY, 20),
      rank: "Cook",
    });
  });
  afterAll(() => ctx.close());

  it("with nothing changed, the same page (the very object) comes back", async () => {
    const first = await read();
    expect(first).toEqual(await fresh());
    expect(first.total).toBe(4);
    expect(await read()).toEqual(first);
    const once = await missingCertificatesPage(ctx.db, today(), { days: 90, limit: 100, offset: 0 });
    expect(await missingCertificatesPage(ctx.db, today(), { days: 90, limit: 100, offset: 0 })).toBe(once);
  });

  it("a certificate added and a join planned", async () => {
    let page = await afterWrite(() =>
      createDocument(ctx.db, { crewMemberId: crew.aboard0, type: "bst", expiryDate: "2032-01-01" }),
    );
    expect(rowOf(page, "aboard0")).toBeUndefined();
    page = await afterWrite(async () => {
      await cook("late", null, []);
      await createRotation(ctx.db, {
        crewMemberId: crew.late,
        vesselId: ship[0],
        joinDate: addDays(TODAY, 5),
      });
    });
    expect(rowOf(page, "late")).toMatchObject({ reason: "planned", from: addDays(TODAY, 5) });
    expect(page.total).toBe(5);
  });

  it("a seafarer's rank and name, a vessel's name and a certificate type's name", async () => {
    // the joiner's rotation has its own rank, which their tour keeps: only the rank the list shows moves
    let page = await afterWrite(() =>
      withDbToday(ctx.db, (tx) =>
        tx.update(crewMembers).set({ rank: "Second Cook" }).where(eq(crewMembers.id, crew.joining)),
      ),
    );
    expect(rowOf(page, "joining")).toMatchObject({ crewMember: { rank: "Second Cook" }, reason: "planned" });
    page = await afterWrite(() =>
      withDbToday(ctx.db, (tx) =>
        tx.update(crewMembers).set({ lastName: "Renamed" }).where(eq(crewMembers.id, crew.aboard1)),
      ),
    );
    expect(rowOf(page, "aboard1")).toMatchObject({ crewMember: { lastName: "Renamed" } });
    page = await afterWrite(() =>
      ctx.db.update(vessels).set({ name: "MV Renamed" }).where(eq(vessels.id, ship[1])),
    );
    expect(rowOf(page, "aboard1")).toMatchObject({ vessel: { name: "MV Renamed" } });
    const [bst] = await ctx.db.select().from(certificateTypes).where(eq(certificateTypes.code, "bst"));
    await afterWrite(() =>
      ctx.db
        .update(certificateTypes)
        .set({ name: `${bst.name} (renamed)` })
        .where(eq(certificateTypes.code, "bst")),
    );
    await ctx.db.update(certificateTypes).set({ name: bst.name }).where(eq(certificateTypes.code, "bst"));
  });

  it("on other days and with filters, a page equals a fresh reading", async () => {
    for (const day of [TODAY, addDays(TODAY, 30), addDays(TODAY, 400), TODAY]) {
      clock.set(`${day}T12:00:00Z`);
      expect(await read()).toEqual(await fresh());
      expect(await read("?days=10&limit=1&offset=1")).toEqual(await fresh({ days: 10, limit: 1, offset: 1 }));
      expect(await read(`?vesselId=${ship[1]}&type=passport`)).toEqual(
        await fresh({ vesselId: ship[1], type: "passport" }),
      );
      expect(await read("?q=joining")).toEqual(await fresh({ q: "joining" }));
    }
    clock.set(`${TODAY}T12:00:00Z`);
  });
});
