// Idempotency-Key on PGlite and PostgreSQL: the same key twice is one write and the same
// answer; the same key with another request is a 409 and writes nothing; a refused write releases its key;
// keys are per user; a malformed key is a 400.
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityLog, users } from "../db/schema";
import { crewMembers } from "../db/schema-fleet";
import { restHoursDays } from "../db/schema-rest-hours";
import { idempotencyKeys } from "../db/schema-sync";
import { aboardSince } from "../test/aboard";
import { buildTestContext, type TestContext } from "../test/helpers";
import { ENGINE } from "../test/test-database";
import { SCOPE_CHANGED_MESSAGE, SECRET_ANSWER_MESSAGE } from "./idempotency";

const TODAY = "2026-03-20";

describe(`Idempotency-Key (${ENGINE})`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestContext({ now: () => new Date(`${TODAY}T08:00:00Z`) });
    await aboardSince(ctx.db, ctx.crewMemberId, "2025-06-01");
  });
  afterAll(() => ctx.close());

  const newCrew = (key: string, lastName: string, role: "office_staff" | "admin" = "office_staff") =>
    ctx.as(role, {
      method: "POST",
      url: "/api/crew",
      headers: { "idempotency-key": key },
      payload: {
        firstName: "Ida",
        lastName,
        nationality: "Filipino",
        dateOfBirth: "1990-01-01",
        rank: "Cook",
        status: "active",
      },
    });
  const crewNamed = async (lastName: string) =>
    (await ctx.db.select({ n: count() }).from(crewMembers).where(eq(crewMembers.lastName, lastName)))[0].n;

  it("the same key twice creates one crew member and answers the same both times", async () => {
    const first = await newCrew("create-ida-0001", "Onceonly");
    const second = await newCrew("create-ida-0001", "Onceonly");
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(first.headers["idempotent-replayed"]).toBeUndefined();
    expect(second.headers["idempotent-replayed"]).toBe("true");
    expect(await crewNamed("Onceonly")).toBe(1);
    const created = await ctx.db
      .select({ n: count() })
      .from(activityLog)
      .where(eq(activityLog.entityId, first.json().id));
    expect(created[0].n).toBe(1);
  });

  it("a seafarer's day replayed from the offline queue is written once", async () => {
    const url = `/api/crew/${ctx.crewMemberId}/rest-hours/2026-03-18`;
    const payload = {
      work: [
        { from: "00:00", to: "04:00" },
        { from: "12:00", to: "16:00" },
      ],
    };
    const send = () =>
      ctx.as("crew", { method: "PUT", url, payload, headers: { "idempotency-key": "day-2026-03-18-a" } });
    const answers = [await send(), await send(), await send()];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers[2].json()).toEqual(answers[0].json());
    const days = await ctx.db
      .select()
      .from(restHoursDays)
      .where(eq(restHoursDays.crewMemberId, ctx.crewMemberId));
    expect(days.map((d) => d.date)).toEqual(["2026-03-18"]);
  });

  it("the same key with another request is a 409 and writes nothing", async () => {
    expect((await newCrew("reused-key-0001", "Firstbody")).statusCode).toBe(201);
    const other = await newCrew("reused-key-0001", "Secondbody");
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toMatch(/different request/);
    expect(await crewNamed("Secondbody")).toBe(0);
  });

  it("a refused write releases its key; keys belong to their user; a malformed key is a 400", async () => {
    const url = `/api/crew/${ctx.crewMemberId}/rest-hours/2026-03-25`; // tomorrow's tomorrow: in the future
    const headers = { "idempotency-key": "future-day-0001" };
    const refused = await ctx.as("crew", { method: "PUT", url, headers, payload: { work: [] } });
    expect(refused.statusCode).toBe(400);
    const okUrl = `/api/crew/${ctx.crewMemberId}/rest-hours/2026-03-17`;
    // the key was released: the same key now runs (for the same request it would have been; here a new one)
    const again = await ctx.as("crew", { method: "PUT", url: okUrl, headers, payload: { work: [] } });
    expect(again.statusCode).toBe(200);
    expect(again.headers["idempotent-replayed"]).toBeUndefined();

    expect((await newCrew("shared-key-0001", "Byoffice")).statusCode).toBe(201);
    const admins = await newCrew("shared-key-0001", "Byadmin", "admin");
    expect(admins.statusCode).toBe(201);
    expect(admins.headers["idempotent-replayed"]).toBeUndefined();
    expect(await crewNamed("Byadmin")).toBe(1);

    const bad = await newCrew("short", "Badkey");
    expect(bad.statusCode).toBe(400);
    expect(await crewNamed("Badkey")).toBe(0);
  });

  it("never stores an answer holding a secret: a reset password with a key is refused and not reset", async () => {
    const target = ctx.userIds.crew;
    const [before] = await ctx.db.select().from(users).where(eq(users.id, target));
    const reset = await ctx.as("admin", {
      method: "POST",
      url: `/api/users/${target}/reset-password`,
      headers: { "idempotency-key": "reset-crew-0001" },
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().message).toBe(SECRET_ANSWER_MESSAGE);
    expect(reset.body).not.toMatch(/"password"/);
    const [after] = await ctx.db.select().from(users).where(eq(users.id, target));
    expect(after.passwordHash).toBe(before.passwordHash);
    expect(
      await ctx.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, "reset-crew-0001")),
    ).toEqual([]);
    // no stored answer anywhere holds a token or a password
    for (const row of await ctx.db.select().from(idempotencyKeys))
      expect(row.body ?? "", row.key).not.toMatch(/"(token|password)"/);
  });

  it("replays a stored answer only to the caller as they were: a changed role gets a 403, not the answer", async () => {
    const first = await newCrew("scope-key-0001", "Scoped");
    expect(first.statusCode).toBe(201);
    await ctx.db.update(users).set({ role: "admin" }).where(eq(users.id, ctx.userIds.office_staff));
    ctx.app.sessionCache.clear();
    try {
      const replay = await newCrew("scope-key-0001", "Scoped");
      expect(replay.statusCode).toBe(403);
      expect(replay.json().message).toBe(SCOPE_CHANGED_MESSAGE);
      expect(replay.body).not.toContain(first.json().id);
    } finally {
      await ctx.db.update(users).set({ role: "office_staff" }).where(eq(users.id, ctx.userIds.office_staff));
      ctx.app.sessionCache.clear();
    }
    const back = await newCrew("scope-key-0001", "Scoped");
    expect(back.statusCode).toBe(201);
    expect(back.headers["idempotent-replayed"]).toBe("true");
    expect(await crewNamed("Scoped")).toBe(1);
  });
});
