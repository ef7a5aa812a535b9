// The one stored answer to "who is aboard", on PGlite and PostgreSQL: every writer (a crew change planned,
// moved, cancelled and completed, a rotation, an assignment) leaves the tours (state and dates) and the
// readers (the crew record's vessel, the crew list's available filter and vessel filter, the fleet's
// tours, and after each write every reader of test/aboard-readers.ts: matrix, missing certificates, board,
// hours-of-rest month) agreeing; a write that would put a seafarer on two tours at once is refused 409 naming the
// vessel and the dates, with nothing written.
import { count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, formatDisplayDate } from "../../../shared/dates";
import { setAppToday } from "../../db/app-today";
import { emailOutbox } from "../../db/schema";
import { tours } from "../../db/schema-fleet";
import { crewChanges } from "../../db/schema-manning";
import { toursDrift } from "../../projections/tours-recount";
import { expectReadersAgree } from "../../test/aboard-readers";
import { planCrewChange } from "../../test/crew-changes";
import { cookReliefScene, createCrewOnRotation, createVessel } from "../../test/factories";
import { fileTestContext } from "../../test/helpers";
import { ENGINE } from "../../test/test-database";

describe(`tours kept by every writer, and no seafarer in two places (${ENGINE})`, () => {
  const ctx = fileTestContext();
  const plan = (payload: Record<string, unknown>) => planCrewChange(ctx, payload);
  const toursOf = (crewMemberId: string) =>
    ctx.db
      .select({
        vesselId: tours.vesselId,
        signOn: tours.signOn,
        plannedSignOff: tours.plannedSignOff,
        actualSignOff: tours.actualSignOff,
        state: tours.state,
      })
      .from(tours)
      .where(eq(tours.crewMemberId, crewMemberId))
      .orderBy(tours.signOn);
  const record = async (id: string) =>
    (await ctx.as("office_staff", { method: "GET", url: `/api/crew/${id}` })).json();
  const available = async () =>
    (
      (await ctx.as("office_staff", { method: "GET", url: "/api/crew?available=true&limit=500" })).json() as {
        id: string;
      }[]
    ).map((c) => c.id);
  const onVessel = async (vesselId: string) =>
    (
      (
        await ctx.as("office_staff", { method: "GET", url: `/api/crew?vesselId=${vesselId}&limit=500` })
      ).json() as {
        id: string;
      }[]
    ).map((c) => c.id);
  /** Moves a crew change as the edit service does: its row's date and vessel, in one transaction. */
  const move = (id: string, set: { date?: string; vesselId?: string }) =>
    ctx.db.transaction(async (tx) => {
      await setAppToday(tx, ctx.today);
      await tx.update(crewChanges).set(set).where(eq(crewChanges.id, id));
    });
  const outbox = async () => (await ctx.db.select({ n: count() }).from(emailOutbox))[0].n;
  const get = async <T>(url: string): Promise<T> => {
    const res = await ctx.as("admin", { method: "GET", url });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json() as T;
  };
  /** Every reader of "who is aboard" today says what the tours say, for these seafarers and vessels. */
  const readersAgree = (label: string, vesselIds: string[], crewIds: string[]) => {
    ctx.app.readCache.clear(); // the factories write in SQL, not through the API that clears it
    return expectReadersAgree(ctx.db, get, { day: ctx.today, vesselIds, crewIds, allMissing: false, label });
  };

  /** A vessel with a cook aboard (assigned, no rotation) and a certified relief ashore. */
  const scene = (name: string) => cookReliefScene(ctx.db, ctx.today, name);

  it("a planned crew change is a planned tour of its on-signer and ends its off-signer's; moving and cancelling it move and cancel them", async () => {
    const { vessel, off, on } = await scene("MV Planned");
    const other = await createVessel(ctx.db, { name: "MV Other" });
    const both = [vessel.id, other.id];
    await readersAgree("assigned", both, [off.id, on.id]);
    const day = addDays(ctx.today, 10);
    const res = await plan({
      vesselId: vessel.id,
      date: day,
      onSigners: [{ crewMemberId: on.id, rank: "Cook" }],
      offSigners: [{ crewMemberId: off.id }],
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().id;
    expect(await toursOf(on.id)).toEqual([
      { vesselId: vessel.id, signOn: day, plannedSignOff: null, actualSignOff: null, state: "planned" },
    ]);
    expect((await toursOf(off.id)).map((t) => [t.state, t.plannedSignOff])).toEqual([["aboard", day]]);
    // the readers: the on-signer is ashore today (available), the off-signer aboard
    expect((await record(on.id)).currentVessel).toBeNull();
    expect((await record(off.id)).currentVessel).toEqual({ id: vessel.id, name: "MV Planned" });
    expect(await available()).toContain(on.id);
    expect(await onVessel(vessel.id)).toEqual([off.id]);
    await readersAgree("planned", both, [off.id, on.id]);

    // moved: a later date on another vessel; the off-signer's planned sign-off goes back to the contract's end
    const later = addDays(ctx.today, 20);
    await move(id, { date: later, vesselId: other.id });
    expect((await toursOf(on.id)).map((t) => [t.vesselId, t.signOn, t.state])).toEqual([
      [other.id, later, "planned"],
    ]);
    expect((await toursOf(off.id))[0].plannedSignOff).toBe(addDays(ctx.today, 60));
    await readersAgree("moved", both, [off.id, on.id]);
    await move(id, { vesselId: vessel.id });
    expect((await toursOf(off.id))[0].plannedSignOff).toBe(later);
    // moved through the API (PATCH), as the planner's edit does: the tours follow the new date
    const edited = addDays(ctx.today, 15);
    const patch = await ctx.as("office_staff", {
      method: "PATCH",
      url: `/api/crew-changes/${id}`,
      payload: { date: edited, port: "Antwerp" },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect((await toursOf(on.id)).map((t) => [t.vesselId, t.signOn, t.state])).toEqual([
      [vessel.id, edited, "planned"],
    ]);
    expect((await toursOf(off.id))[0].plannedSignOff).toBe(edited);
    await readersAgree("edited", both, [off.id, on.id]);

    // cancelled: the tour is kept, cancelled, and counts nowhere (a rotation may take the dates)
    const cancel = await ctx.as("office_staff", { method: "POST", url: `/api/crew-changes/${id}/cancel` });
    expect(cancel.statusCode).toBe(200);
    expect((await toursOf(on.id)).map((t) => t.state)).toEqual(["cancelled"]);
    expect((await toursOf(off.id))[0].plannedSignOff).toBe(addDays(ctx.today, 60));
    await readersAgree("cancelled", both, [off.id, on.id]);
    const rotation = await ctx.as("office_staff", {
      method: "POST",
      url: "/api/rotations",
      payload: { crewMemberId: on.id, vesselId: other.id, joinDate: later, rotationType: "join" },
    });
    expect(rotation.statusCode).toBe(201);
    await readersAgree("rotation", both, [off.id, on.id]);
    expect(await toursDrift(ctx.db)).toEqual([]);
  });

  it("refuses a second booking of a planned seafarer (crew change, rotation, assignment) with 409 naming the clash, writing nothing", async () => {
    const { vessel, on } = await scene("MV First");
    const second = await createVessel(ctx.db, { name: "MV Second" });
    const day = addDays(ctx.today, 5);
    expect(
      (await plan({ vesselId: vessel.id, date: day, onSigners: [{ crewMemberId: on.id, rank: "Cook" }] }))
        .statusCode,
    ).toBe(201);
    const before = {
      tours: await toursOf(on.id),
      changes: (await ctx.db.select({ n: count() }).from(crewChanges))[0].n,
      mails: await outbox(),
    };

    const twice = await plan({
      vesselId: second.id,
      date: addDays(day, 3),
      onSigners: [{ crewMemberId: on.id, rank: "Cook" }],
    });
    expect(twice.statusCode).toBe(409);
    // the open change that signs them on MV First is what the second plan clashes with
    expect(twice.json().message).toBe(
      `${on.firstName} ${on.lastName} is planned to join MV First at Rotterdam on ${formatDisplayDate(day)}`,
    );

    const rotation = await ctx.as("office_staff", {
      method: "POST",
      url: "/api/rotations",
      payload: { crewMemberId: on.id, vesselId: second.id, joinDate: addDays(day, 1), rotationType: "join" },
    });
    expect(rotation.statusCode).toBe(409);
    expect(rotation.json().message).toMatch(/already on MV First from .* with no sign-off planned/);

    const assign = await ctx.as("office_staff", {
      method: "PUT",
      url: `/api/crew/${on.id}`,
      payload: { currentVesselId: second.id },
    });
    expect(assign.statusCode).toBe(409);
    expect(assign.json().message).toContain("MV First");

    expect(await toursOf(on.id)).toEqual(before.tours);
    expect((await ctx.db.select({ n: count() }).from(crewChanges))[0].n).toBe(before.changes);
    expect(await outbox()).toBe(before.mails);
    expect((await record(on.id)).currentVessel).toBeNull();
  });

  it("completing a crew change turns its planned tour aboard and ends the off-signer's; the readers follow", async () => {
    const { vessel, off, on } = await scene("MV Complete");
    const res = await plan({
      vesselId: vessel.id,
      date: ctx.today,
      onSigners: [{ crewMemberId: on.id, rank: "Cook" }],
      offSigners: [{ crewMemberId: off.id }],
    });
    expect(res.statusCode).toBe(201);
    // planned on today: counted aboard, flagged until the sign-on is confirmed
    expect(await record(on.id)).toMatchObject({ currentVessel: { id: vessel.id }, signOnNotConfirmed: true });
    await readersAgree("planned for today", [vessel.id], [off.id, on.id]);
    const done = await ctx.as("office_staff", {
      method: "POST",
      url: `/api/crew-changes/${res.json().id}/complete`,
      payload: {},
    });
    expect(done.statusCode).toBe(200);
    expect((await toursOf(on.id)).map((t) => [t.vesselId, t.signOn, t.state])).toEqual([
      [vessel.id, ctx.today, "aboard"],
    ]);
    expect((await toursOf(off.id)).every((t) => t.state === "completed" && t.actualSignOff !== null)).toBe(
      true,
    );
    expect(await record(on.id)).toMatchObject({
      currentVessel: { id: vessel.id },
      signOnNotConfirmed: false,
    });
    expect((await record(off.id)).currentVessel).toBeNull();
    expect(await available()).toContain(off.id);
    expect(await available()).not.toContain(on.id);
    expect(await onVessel(vessel.id)).toEqual([on.id]);
    await readersAgree("completed", [vessel.id], [off.id, on.id]);
    expect(await toursDrift(ctx.db)).toEqual([]);
  });

  it("a scheduled join whose day has passed counts aboard everywhere, flagged sign-on not confirmed", async () => {
    const vessel = await createVessel(ctx.db, { name: "MV Late" });
    const late = await createCrewOnRotation(
      ctx.db,
      { vesselId: vessel.id, joinDate: addDays(ctx.today, -5), status: "scheduled" },
      { rank: "Bosun", lastName: "Late" },
    );
    expect(await record(late.id)).toMatchObject({
      currentVessel: { id: vessel.id, name: "MV Late" },
      signOnNotConfirmed: true,
    });
    expect(await available()).not.toContain(late.id);
    expect(await onVessel(vessel.id)).toEqual([late.id]);
    await readersAgree("join past its day", [vessel.id], [late.id]);
    const listed = await ctx.as("office_staff", {
      url: `/api/manning/tours?from=${ctx.today}&to=${ctx.today}&vesselId=${vessel.id}`,
    });
    expect(listed.json()).toMatchObject([
      { crewMemberId: late.id, state: "planned", signOnNotConfirmed: true },
    ]);
    const [{ n }] = await ctx.db
      .select({ n: count() })
      .from(tours)
      .where(sql`${tours.crewMemberId} = ${late.id} and ${tours.state} = 'planned'`);
    expect(n).toBe(1);
  });

  it("refuses to assign a seafarer past their contract's end while a join elsewhere covers the day", async () => {
    // The assignment's planned sign-off (the contract's end, yesterday) is before its sign-on, yet it counts
    // aboard from today until the next tour: it may not share today with the join whose day has come.
    const late = await createVessel(ctx.db, { name: "MV Joined" });
    const other = await createVessel(ctx.db, { name: "MV Assigned" });
    const member = await createCrewOnRotation(
      ctx.db,
      { vesselId: late.id, joinDate: addDays(ctx.today, -3), status: "scheduled" },
      { rank: "Bosun", lastName: "Overdue" },
    );
    await ctx.db.transaction(async (tx) => {
      await setAppToday(tx, ctx.today);
      await tx.execute(sql`insert into contracts (crew_member_id, start_date, end_date, status, salary, currency)
        values (${member.id}, ${addDays(ctx.today, -200)}, ${addDays(ctx.today, -1)}, 'active', 300000, 'USD')`);
    });
    const before = await toursOf(member.id);

    const assign = await ctx.as("office_staff", {
      method: "PUT",
      url: `/api/crew/${member.id}`,
      // past the eligibility check (no certificates here): what refuses it is the clash
      payload: { currentVesselId: other.id, override: { reason: "relief needed today" } },
    });
    expect(assign.statusCode).toBe(409);
    expect(assign.json().message).toMatch(/already on MV Joined from .* with no sign-off planned/);
    expect(await toursOf(member.id)).toEqual(before);
    expect((await record(member.id)).currentVessel).toMatchObject({ id: late.id });
    expect(await onVessel(late.id)).toEqual([member.id]);
    expect(await onVessel(other.id)).toEqual([]);
    await readersAgree("assignment past the contract refused", [late.id, other.id], [member.id]);
  });
});
