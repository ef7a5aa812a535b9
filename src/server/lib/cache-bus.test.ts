// Two app instances on one database (DESIGN §4: N instances on one PostgreSQL): a write through one clears
// the read cache and the session cache of the other through LISTEN/NOTIFY; while an instance cannot hear
// the others it bypasses its caches. On PGlite both instances share the one in-process database, so the
// same code path (PGlite's in-process LISTEN/NOTIFY) is exercised.

import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { crewMembers } from "../db/schema-fleet";
import { createCrewMember, withDbToday } from "../test/factories";
import { ENGINE } from "../test/test-database";
import { eventually, settled, twoInstancesEach } from "../test/two-instances";

const person = {
  firstName: "Bus",
  lastName: "Test",
  nationality: "Norway",
  dateOfBirth: "1990-01-01",
  rank: "Able Seaman",
};

// Each test builds two apps: give them room on a loaded 2-core machine.
describe(`cache invalidation across instances (${ENGINE})`, { timeout: 90_000 }, () => {
  const twoInstances = twoInstancesEach();
  // A total the read cache keeps: the crew without a user account (counted; the unfiltered list's total
  // is read from the kept counts in the page's statement, never cached).
  const total = async (app: FastifyInstance, token: string) =>
    Number(
      (
        await app.inject({
          method: "GET",
          url: "/api/crew?limit=1&account=none",
          headers: { authorization: `Bearer ${token}` },
        })
      ).headers["x-total-count"],
    );

  it("a write through A clears B's read cache: B's next read is fresh", async () => {
    const { a, b: appB } = await twoInstances();
    const token = await a.tokenFor("admin");
    await settled(a, appB);
    const before = await total(appB, token);
    expect(await total(appB, token)).toBe(before); // cached on B now
    const heard = appB.cacheBus.stats.heard;
    const res = await a.as("admin", { method: "POST", url: "/api/crew", payload: person });
    expect(res.statusCode).toBe(201);
    expect(await eventually(async () => appB.cacheBus.stats.heard > heard)).toBe(true);
    expect(await total(appB, token)).toBe(before + 1);
  });

  it("a user disabled through A is refused by B, whose session cache had them", async () => {
    const { a, b: appB } = await twoInstances();
    const office = await a.tokenFor("office_staff");
    await a.tokenFor("admin");
    await settled(a, appB);
    const me = () =>
      appB.inject({
        method: "GET",
        url: "/api/crew?limit=1",
        headers: { authorization: `Bearer ${office}` },
      });
    expect((await me()).statusCode).toBe(200); // B has checked (and cached) the session
    const heard = appB.cacheBus.stats.heard;
    const res = await a.as("admin", {
      method: "PATCH",
      url: `/api/users/${a.userIds.office_staff}/status`,
      payload: { disabled: true },
    });
    expect(res.statusCode).toBe(200);
    expect(await eventually(async () => appB.cacheBus.stats.heard > heard)).toBe(true);
    expect((await me()).statusCode).toBe(401);
  });

  it("without the notification B would be stale: a change made outside the app is unseen until a write is heard", async () => {
    // The control for the two tests above: B's cache really holds answers.
    const { a, b: appB } = await twoInstances();
    const token = await a.tokenFor("admin");
    await settled(a, appB);
    const before = await total(appB, token);
    await withDbToday(a.db, (tx) => tx.insert(crewMembers).values({ ...person, lastName: "Outside" }));
    expect(await total(appB, token)).toBe(before);
    await a.as("admin", { method: "POST", url: "/api/crew", payload: person });
    expect(await eventually(async () => (await total(appB, token)) === before + 2)).toBe(true);
  });

  it.skipIf(ENGINE !== "postgres")(
    "when B's listening connection drops, B bypasses its caches until it listens again (PostgreSQL only: PGlite listens in process)",
    async () => {
      const { a, b: appB } = await twoInstances();
      const token = await a.tokenFor("admin");
      await settled(a, appB);
      const before = await total(appB, token);
      const drops = appB.cacheBus.stats.drops;
      await a.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and query like 'LISTEN%' and pid <> pg_backend_pid()`,
      );
      expect(await eventually(async () => appB.cacheBus.stats.drops > drops)).toBe(true);
      // Not listening (or listening again, having cleared everything): a change made behind B's back shows.
      await withDbToday(a.db, (tx) => tx.insert(crewMembers).values({ ...person, lastName: "WhileDown" }));
      expect(await total(appB, token)).toBe(before + 1);
      expect(await eventually(async () => appB.cacheBus.listening)).toBe(true);
    },
  );

  it("a write's clearing starts once its transaction has committed, once, and its answer comes after it", async () => {
    const { a } = await twoInstances();
    await a.tokenFor("admin");
    const member = await createCrewMember(a.db, { phoneNumber: "+4790000000" });
    const real = a.app.cacheBus.publish.bind(a.app.cacheBus);
    const published: (readonly string[] | undefined)[] = [];
    let phoneWhenStarted: string | null = null;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = () => {};
    const publishing = new Promise<void>((resolve) => {
      started = resolve;
    });
    a.app.cacheBus.publish = async (tags) => {
      published.push(tags);
      [{ phoneWhenStarted }] = await a.db
        .select({ phoneWhenStarted: crewMembers.phoneNumber })
        .from(crewMembers)
        .where(eq(crewMembers.id, member.id));
      started();
      await held;
      return real(tags);
    };
    try {
      let answered = false;
      const answer = a
        .as("admin", {
          method: "PUT",
          url: `/api/crew/${member.id}`,
          payload: { phoneNumber: "+4790000001" },
        })
        .then((res) => {
          answered = true;
          return res;
        });
      await publishing;
      expect(phoneWhenStarted).toBe("+4790000001"); // committed before the others are told
      expect(answered).toBe(false);
      release();
      expect((await answer).statusCode).toBe(200);
      expect(published).toEqual([["crew-contact"]]); // once: not again when the answer is sent
    } finally {
      a.app.cacheBus.publish = real;
    }
  });
});
