// The master's authority over hours of rest (MLC A2.3 para 12, STCW A-VIII/1 para 7): the master of a
// month is the Captain in command, by the tours, of the vessel where the month was served. After a
// transfer the old master still countersigns and reads the months served under them, the new master
// only theirs. One master per vessel at a time: a relieving Captain takes command, the one relieved no
// longer acts as master. Nobody countersigns their own record.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aboardSince } from "../../test/aboard";
import { signedInCrewUser } from "../../test/crew-users";
import { createVessel } from "../../test/factories";
import { buildTestContext, type TestContext } from "../../test/helpers";
import { ENGINE } from "../../test/test-database";

const TODAY = "2026-03-20";
const WORK = [{ from: "08:00", to: "17:00" }];

describe(`hours of rest: the master of a month (${ENGINE})`, () => {
  let ctx: TestContext;
  let vesselA: string;
  let vesselB: string;
  const tokens: Record<string, string> = {};
  const members: Record<string, string> = {};

  /** A crew user linked to a new crew member of `rank`, aboard `vessel` since `since`. */
  async function crewUser(name: string, rank: string, vessel: string, since: string) {
    const u = await signedInCrewUser(ctx, name, { lastName: name, rank });
    await aboardSince(ctx.db, u.memberId, since, vessel);
    members[name] = u.memberId;
    tokens[name] = u.token;
  }
  const as = (name: string, method: "GET" | "PUT" | "POST", url: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: { authorization: `Bearer ${tokens[name]}` } });
  const record = async (name: string, date: string) => {
    const res = await as(name, "PUT", `/api/crew/${members[name]}/rest-hours/${date}`, { work: WORK });
    expect(res.statusCode, res.body).toBe(200);
  };
  const sign = async (name: string, month: string, daysNotRecorded: string[] = []) => {
    const url = `/api/crew/${members[name]}/rest-hours/months/${month}/sign`;
    const res = await as(name, "POST", url, { daysNotRecorded });
    expect(res.statusCode, res.body).toBe(200);
  };
  const countersign = (who: string, whose: string, month: string) =>
    as(who, "POST", `/api/crew/${members[whose]}/rest-hours/months/${month}/countersign`);
  const read = (who: string, whose: string, from: string, to: string) =>
    as(who, "GET", `/api/crew/${members[whose]}/rest-hours?from=${from}&to=${to}`);

  beforeAll(async () => {
    ctx = await buildTestContext({ now: () => new Date(`${TODAY}T08:00:00Z`) });
    vesselA = (await createVessel(ctx.db, { name: "MV Alpha" })).id;
    vesselB = (await createVessel(ctx.db, { name: "MV Bravo" })).id;
    await crewUser("alpha", "Captain", vesselA, "2025-06-01");
    await crewUser("bravo", "Captain", vesselB, "2025-06-01");
    await crewUser("sam", "Able Seaman", vesselA, "2025-06-01");
    await crewUser("tess", "Able Seaman", vesselA, "2025-06-01");
    // Sam serves January aboard A, is transferred to B on 1 February and serves February there
    await record("sam", "2026-01-10");
    await sign("sam", "2026-01");
    await aboardSince(ctx.db, members.sam, "2026-02-01", vesselB);
    await record("sam", "2026-02-10");
    // aboard throughout, 11 January to 9 February are not recorded: signing February acknowledges its days
    const notRecorded = Array.from({ length: 9 }, (_, i) => `2026-02-0${i + 1}`);
    await sign("sam", "2026-02", notRecorded);
  });
  afterAll(() => ctx.close());

  it("after a transfer, the master where the month was served countersigns it; the new master can't", async () => {
    expect((await countersign("bravo", "sam", "2026-01")).statusCode).toBe(404);
    const old = await countersign("alpha", "sam", "2026-01");
    expect(old.statusCode, old.body).toBe(200);
    expect(old.json()).toMatchObject({ masterName: "alpha", masterCapacity: "master" });
    const feb = await countersign("bravo", "sam", "2026-02");
    expect(feb.statusCode, feb.body).toBe(200);
  });

  it("a master reads only the months served under them", async () => {
    expect((await read("bravo", "sam", "2026-02-01", "2026-02-28")).statusCode).toBe(200);
    expect((await read("bravo", "sam", "2026-01-01", "2026-01-31")).statusCode).toBe(404);
    expect((await read("bravo", "sam", "2026-01-01", "2026-02-28")).statusCode).toBe(404);
    expect((await read("alpha", "sam", "2026-01-01", "2026-01-31")).statusCode).toBe(200);
    expect((await read("alpha", "sam", "2026-03-01", "2026-03-20")).statusCode).toBe(404);
    const pdf = (who: string, month: string) =>
      as(who, "GET", `/api/crew/${members.sam}/rest-hours/${month}.pdf`).then((r) => r.statusCode);
    expect(await pdf("alpha", "2026-01")).toBe(200);
    expect(await pdf("bravo", "2026-01")).toBe(404);
    const vesselMonth = (who: string, vessel: string, month: string) =>
      as(who, "GET", `/api/vessels/${vessel}/rest-hours?month=${month}`).then((r) => r.statusCode);
    expect(await vesselMonth("alpha", vesselA, "2026-01")).toBe(200);
    expect(await vesselMonth("bravo", vesselA, "2026-01")).toBe(404);
  });

  it("one master per vessel at a time: the relieving Captain takes command; nobody countersigns their own record", async () => {
    await crewUser("charlie", "Captain", vesselA, "2026-03-01"); // relieves alpha, who is still aboard
    await record("tess", "2026-03-05");
    await sign("tess", "2026-03");
    expect((await countersign("alpha", "tess", "2026-03")).statusCode).toBe(404);
    expect((await read("alpha", "tess", "2026-03-01", "2026-03-20")).statusCode).toBe(404);
    const relief = await countersign("charlie", "tess", "2026-03");
    expect(relief.statusCode, relief.body).toBe(200);
    // the master's own month: signed by them, countersigned by someone else (the office), never by them
    await record("charlie", "2026-03-02");
    await sign("charlie", "2026-03");
    const own = await countersign("charlie", "charlie", "2026-03");
    expect(own.statusCode).toBe(403);
    const mine = await read("charlie", "charlie", "2026-03-01", "2026-03-20");
    expect(mine.json().masterOf).toEqual({ vesselId: vesselA, vesselName: "MV Alpha" });
    expect(mine.json().months[0]).toMatchObject({ masterSignedAt: null });
    expect((await read("alpha", "alpha", "2026-03-01", "2026-03-20")).json().masterOf).toBeNull();
  });
});
