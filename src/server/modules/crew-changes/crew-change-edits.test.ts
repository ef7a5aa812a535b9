// Changing a planned crew change and checking a plan before saving it, on PGlite and PostgreSQL:
// PATCH moves it (day, port) and changes its people, re-checked as planning is, each seafarer notified
// again with the next .ics SEQUENCE (those taken out of it: a cancellation); a relief ends the off-signer's
// tour on the day, so the gap it fills turns from short to planned on the board and in the gaps; every bad
// input answers 400/409 naming the seafarer and the clash and writes nothing; the check answers the
// clashes and certificate blockers per seafarer before anything is saved.
import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays } from "../../../shared/dates";
import { activityLog, emailOutbox } from "../../db/schema";
import { crewMembers } from "../../db/schema-fleet";
import { crewChangeMembers, crewChanges } from "../../db/schema-manning";
import { planCrewChange } from "../../test/crew-changes";
import {
  createContract,
  createCrewMember,
  createCrewOnRotation,
  createRotation,
  createVessel,
  giveCertificates,
} from "../../test/factories";
import { fileTestContext } from "../../test/helpers";
import { ENGINE } from "../../test/test-database";

describe(`crew change edits and checks (${ENGINE})`, () => {
  const ctx = fileTestContext();
  const office = (method: "GET" | "POST" | "PATCH", url: string, payload?: object) =>
    ctx.as("office_staff", { method, url, ...(payload ? { payload } : {}) });
  const plan = (payload: Record<string, unknown>) => planCrewChange(ctx, payload);
  const patch = (id: string, payload: object) => office("PATCH", `/api/crew-changes/${id}`, payload);
  const check = (payload: object) => office("POST", "/api/crew-changes/check", payload);
  const mailsOf = (id: string) =>
    ctx.db.select().from(emailOutbox).where(eq(emailOutbox.entityId, id)).orderBy(emailOutbox.createdAt);
  const stored = async (id: string) => ({
    change: (await ctx.db.select().from(crewChanges).where(eq(crewChanges.id, id)))[0],
    members: await ctx.db
      .select()
      .from(crewChangeMembers)
      .where(eq(crewChangeMembers.crewChangeId, id))
      .orderBy(crewChangeMembers.crewMemberId),
    mails: (await ctx.db.select({ n: count() }).from(emailOutbox).where(eq(emailOutbox.entityId, id)))[0].n,
    log: (await ctx.db.select({ n: count() }).from(activityLog).where(eq(activityLog.entityId, id)))[0].n,
  });
  const gapsOf = async (vesselId: string, from: string, to: string) =>
    (await office("GET", `/api/manning/gaps?vesselId=${vesselId}&from=${from}&to=${to}`)).json();

  /** A vessel needing one cook, its cook aboard by a rotation until `leave`, and a certified cook ashore. */
  async function scene(name: string, leave = addDays(ctx.today, 20)) {
    const vessel = await createVessel(ctx.db, { name });
    await ctx.as("admin", {
      method: "PUT",
      url: `/api/vessels/${vessel.id}/safe-manning`,
      payload: { positions: [{ rank: "Cook", count: 1 }] },
    });
    const off = await createCrewMember(ctx.db, { rank: "Cook", lastName: `Off${name}`, email: null });
    await createContract(ctx.db, {
      crewMemberId: off.id,
      startDate: addDays(ctx.today, -100),
      endDate: addDays(ctx.today, 200),
    });
    await createRotation(ctx.db, {
      crewMemberId: off.id,
      vesselId: vessel.id,
      joinDate: addDays(ctx.today, -100),
      leaveDate: leave,
      status: "completed",
    });
    const on = await createCrewMember(ctx.db, {
      rank: "Cook",
      lastName: `On${name}`,
      email: `on.${name.replace(/\W/g, "").toLowerCase()}@ship.test`,
    });
    await giveCertificates(ctx.db, on.id);
    return { vessel, off, on, leave };
  }

  it("moves a change to another port and day: re-checked, notices re-sent with the next SEQUENCE, logged", async () => {
    const { vessel, on } = await scene("MV Moving");
    const day = addDays(ctx.today, 30);
    const change = (
      await plan({ vesselId: vessel.id, date: day, onSigners: [{ crewMemberId: on.id, rank: "Cook" }] })
    ).json();
    const later = addDays(ctx.today, 33);
    const moved = await patch(change.id, {
      date: later,
      port: "Antwerp",
      portLocode: "beanr",
      notes: "Agent X",
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      date: later,
      port: "Antwerp",
      portLocode: "BEANR",
      notes: "Agent X",
    });
    const mails = await mailsOf(change.id);
    expect(mails.map((m) => m.subject.split(":")[0])).toEqual(["Crew change planned", "Crew change updated"]);
    const ics = mails[1].attachments?.[0].content.replace(/\r\n /g, "") ?? "";
    expect(ics).toContain("SEQUENCE:1\r\n");
    expect(ics).toContain(`DTSTART;VALUE=DATE:${later.replace(/-/g, "")}`);
    expect(ics).toContain("LOCATION:Antwerp (BEANR)");
    expect(ics).toContain(`UID:crew-change-${change.id}-${on.id}@crewfleet`);
    const [entry] = await ctx.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, change.id), eq(activityLog.action, "update")));
    expect(entry.description).toContain("moved to");
    expect(entry.description).toContain("port Antwerp (BEANR)");

    // the next notice (confirmed) carries the next SEQUENCE again
    await office("POST", `/api/crew-changes/${change.id}/confirm`);
    expect((await mailsOf(change.id))[2].attachments?.[0].content).toContain("SEQUENCE:2\r\n");
    // sending what it already is changes nothing and sends nothing
    const before = await stored(change.id);
    expect((await patch(change.id, { port: "Antwerp" })).statusCode).toBe(200);
    expect(await stored(change.id)).toEqual(before);
  });

  it("changes the people: the one taken out is sent a cancellation, the one put in the plan", async () => {
    const { vessel, on } = await scene("MV People");
    const other = await createCrewMember(ctx.db, { rank: "Cook", email: "other.cook@ship.test" });
    const change = (
      await plan({
        vesselId: vessel.id,
        date: addDays(ctx.today, 10),
        onSigners: [{ crewMemberId: on.id, rank: "Cook" }],
      })
    ).json();
    const res = await patch(change.id, { onSigners: [{ crewMemberId: other.id, rank: "Cook" }] });
    expect(res.statusCode).toBe(200);
    expect(res.json().onSigners.map((s: { crewMemberId: string }) => s.crewMemberId)).toEqual([other.id]);
    const mails = (await mailsOf(change.id)).slice(1);
    expect(mails.map((m) => [m.toAddress, m.subject.split(":")[0]]).sort()).toEqual(
      [
        [on.email, "Crew change cancelled"],
        ["other.cook@ship.test", "Crew change updated"],
      ].sort(),
    );
    for (const m of mails) expect(m.attachments?.[0].content).toContain("SEQUENCE:1\r\n");
  });

  it("plans a relief: the gap turns planned on the board and in the gaps, and follows the change when moved", async () => {
    const { vessel, off, on, leave } = await scene("MV Relief Gap");
    const to = addDays(ctx.today, 60);
    expect(await gapsOf(vessel.id, ctx.today, to)).toMatchObject([{ rank: "Cook", from: leave, planned: 0 }]);
    const early = addDays(ctx.today, 12);
    const res = await plan({
      vesselId: vessel.id,
      date: early,
      portLocode: "NLRTM",
      onSigners: [{ crewMemberId: on.id, rank: "Cook", relieves: off.id }],
      offSigners: [{ crewMemberId: off.id }],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().onSigners[0].relieves).toBe(off.id);
    expect(await gapsOf(vessel.id, ctx.today, to)).toEqual([]);
    const board = (
      await office("GET", `/api/manning/board?vesselId=${vessel.id}&from=${ctx.today}&to=${to}`)
    ).json();
    const tours = board[0].tours.map((t: Record<string, unknown>) => [
      t.crewMemberId,
      t.signOn,
      t.signOff,
      t.planned,
    ]);
    expect(tours).toEqual([
      // the off-signer's rotation is completed: its leave day is their actual sign-off (a crew change moves
      // only a planned sign-off); the relief joins alongside from the change's day
      [off.id, addDays(ctx.today, -100), leave, false],
      [on.id, early, null, true],
    ]);
    // moved to the off-signer's last day: still covered; the board follows
    expect((await patch(res.json().id, { date: leave })).statusCode).toBe(200);
    expect(await gapsOf(vessel.id, ctx.today, to)).toEqual([]);
    // cancelled: the gap is short again
    await office("POST", `/api/crew-changes/${res.json().id}/cancel`);
    expect(await gapsOf(vessel.id, ctx.today, to)).toMatchObject([{ rank: "Cook", from: leave, planned: 0 }]);
  });

  it("a relief in another rank needs a reason: 409 naming both, then planned with the override, logged", async () => {
    const { vessel, off } = await scene("MV Other Rank");
    const oiler = await createCrewMember(ctx.db, { rank: "Oiler", lastName: "Oilerman" });
    const body = {
      vesselId: vessel.id,
      date: addDays(ctx.today, 5),
      onSigners: [{ crewMemberId: oiler.id, rank: "Oiler", relieves: off.id }],
      offSigners: [{ crewMemberId: off.id }],
    };
    const refused = await plan(body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(`${oiler.firstName} Oilerman (Oiler) relieves`);
    expect(refused.json().message).toContain("(Cook): the ranks differ");
    const planned = await plan({ ...body, override: { reason: "Cook's duties covered by steward" } });
    expect(planned.statusCode).toBe(201);
    const [entry] = await ctx.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.entityId, planned.json().id));
    expect(entry.description).toContain("override: Cook's duties covered by steward");
    expect(entry.severity).toBe("warning");
  });

  it("refuses every bad change with 400/409 naming the seafarer and the clash, and writes nothing", async () => {
    const { vessel, off, on } = await scene("MV Guarded");
    const elsewhere = await createVessel(ctx.db, { name: "MV Elsewhere" });
    const ashore = await createCrewMember(ctx.db, { rank: "Cook", lastName: "Ashore" });
    // the on-signer's contract ends on day 30: a join planned before then is planned to leave then
    await createContract(ctx.db, {
      crewMemberId: on.id,
      startDate: addDays(ctx.today, -10),
      endDate: addDays(ctx.today, 30),
    });
    const change = (
      await plan({
        vesselId: vessel.id,
        date: addDays(ctx.today, 10),
        onSigners: [{ crewMemberId: on.id, rank: "Cook", relieves: off.id }],
        offSigners: [{ crewMemberId: off.id }],
      })
    ).json();
    // the on-signer joins another ship later: moving the change past that day clashes
    await createRotation(ctx.db, {
      crewMemberId: on.id,
      vesselId: elsewhere.id,
      joinDate: addDays(ctx.today, 40),
      leaveDate: addDays(ctx.today, 90),
    });
    const busy = await createCrewOnRotation(
      ctx.db,
      { vesselId: elsewhere.id, joinDate: addDays(ctx.today, -5) },
      { rank: "Cook", lastName: "Busy" },
    );
    const before = await stored(change.id);
    const cases: [object, number, string][] = [
      [{ date: addDays(ctx.today, 45) }, 409, `${on.firstName} ${on.lastName} is aboard MV Elsewhere from`],
      [{ date: addDays(ctx.today, -1) }, 400, "can't be in the past"],
      [{ offSigners: [{ crewMemberId: ashore.id }], onSigners: [] }, 409, "Ashore is not aboard MV Guarded"],
      [{ onSigners: [{ crewMemberId: busy.id, rank: "Cook" }] }, 409, "Busy is aboard MV Elsewhere"],
      [{ date: addDays(ctx.today, 30) }, 409, "is not aboard MV Guarded"], // the off-signer left on day 20
      [{ onSigners: [{ crewMemberId: on.id, rank: "Cook", relieves: ashore.id }] }, 400, "signing off"],
      [{ onSigners: [], offSigners: [] }, 400, "at least one seafarer"],
    ];
    for (const [payload, status, text] of cases) {
      const res = await patch(change.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(JSON.stringify(res.json()), JSON.stringify(payload)).toContain(text);
      expect(await stored(change.id)).toEqual(before);
    }
    expect((await patch("00000000-0000-4000-8000-000000000000", { port: "X" })).statusCode).toBe(404);
    await office("POST", `/api/crew-changes/${change.id}/cancel`);
    const cancelled = await patch(change.id, { port: "Antwerp" });
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toContain("cancelled crew change can't be changed");
  });

  it("never books a seafarer on two ships: a second plan clashes, and the check shows it before saving", async () => {
    const { vessel, on } = await scene("MV First");
    const second = await createVessel(ctx.db, { name: "MV Second" });
    const day = addDays(ctx.today, 15);
    const first = await plan({
      vesselId: vessel.id,
      date: day,
      onSigners: [{ crewMemberId: on.id, rank: "Cook" }],
    });
    expect(first.statusCode).toBe(201);
    const body = {
      vesselId: second.id,
      date: addDays(day, 3),
      onSigners: [{ crewMemberId: on.id, rank: "Cook" }],
    };
    const checked = await check({ ...body, offSigners: [] });
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toMatchObject({
      blocked: true,
      signers: [
        {
          crewMemberId: on.id,
          direction: "on",
          clashes: [{ kind: "crew-change", vesselName: "MV First", from: day }],
          eligibility: { blockers: [] },
        },
      ],
    });
    const refused = await plan(body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain("is planned to join MV First at Rotterdam");
    const n = await ctx.db
      .select({ n: count() })
      .from(crewChanges)
      .where(eq(crewChanges.vesselId, second.id));
    expect(n[0].n).toBe(0);
    // the change itself is no clash when it is edited (crewChangeId)
    const own = await check({
      vesselId: vessel.id,
      date: day,
      onSigners: [{ crewMemberId: on.id, rank: "Cook" }],
      offSigners: [],
      crewChangeId: first.json().id,
    });
    expect(own.json()).toMatchObject({ blocked: false, signers: [{ clashes: [] }] });
  });

  it("the check shows an on-signer's certificate blockers and an off-signer not aboard; writes nothing", async () => {
    const { vessel } = await scene("MV Checked");
    const green = await createCrewMember(ctx.db, { rank: "Cook", lastName: "Green" });
    const ashore = await createCrewMember(ctx.db, { rank: "Cook", lastName: "Shore" });
    await ctx.db.update(crewMembers).set({ email: null }).where(eq(crewMembers.id, ashore.id));
    const res = await check({
      vesselId: vessel.id,
      date: addDays(ctx.today, 3),
      onSigners: [{ crewMemberId: green.id, rank: "Cook" }],
      offSigners: [{ crewMemberId: ashore.id }],
    });
    expect(res.statusCode).toBe(200);
    const [onSigner, offSigner] = res.json().signers;
    expect(onSigner.clashes).toEqual([]);
    expect(onSigner.eligibility.blockers.length).toBeGreaterThan(0);
    expect(offSigner.clashes).toMatchObject([
      { kind: "not-aboard", message: expect.stringContaining("Shore") },
    ]);
    expect(res.json().blocked).toBe(true);
    const bad = await check({ vesselId: vessel.id, date: "2026-13-01", onSigners: [], offSigners: [] });
    expect(bad.statusCode).toBe(400);
    expect(
      (await ctx.db.select({ n: count() }).from(crewChanges).where(eq(crewChanges.vesselId, vessel.id)))[0].n,
    ).toBe(0);
  });

  it("a join rotation's days checked for clashes before saving: other tours and open crew changes, not its own", async () => {
    const { vessel, on } = await scene("MV Rotation Check");
    const elsewhere = await createVessel(ctx.db, { name: "MV Rotation Elsewhere" });
    // planned to join elsewhere on day 10 and signed off there on day 20 (a planned join is open-ended
    // until a change signs the seafarer off, else their contract's end)
    for (const [date, signers] of [
      [10, { onSigners: [{ crewMemberId: on.id, rank: "Cook" }], offSigners: [] }],
      [20, { onSigners: [], offSigners: [{ crewMemberId: on.id }] }],
    ] as const) {
      const planned = await plan({ vesselId: elsewhere.id, date: addDays(ctx.today, date), ...signers });
      expect(planned.statusCode).toBe(201);
    }
    const own = await createRotation(ctx.db, {
      crewMemberId: on.id,
      vesselId: vessel.id,
      joinDate: addDays(ctx.today, 40),
      leaveDate: addDays(ctx.today, 60),
    });
    const clashes = (from: number, to: number, extra = "") =>
      office(
        "GET",
        `/api/crew/${on.id}/clashes?vesselId=${vessel.id}&from=${addDays(ctx.today, from)}&to=${addDays(ctx.today, to)}${extra}`,
      );
    const both = await clashes(5, 45);
    expect(both.statusCode).toBe(200);
    expect(both.json()).toMatchObject([
      { kind: "tour", vesselName: "MV Rotation Check", from: addDays(ctx.today, 40) },
      { kind: "crew-change", vesselName: "MV Rotation Elsewhere", from: addDays(ctx.today, 10) },
    ]);
    expect((await clashes(41, 50, `&rotationId=${own.id}`)).json()).toEqual([]);
    expect((await clashes(20, 30)).json()).toEqual([]);
    expect((await clashes(5, 1)).statusCode).toBe(400);
    const unknown = await office(
      "GET",
      `/api/crew/00000000-0000-4000-8000-000000000000/clashes?vesselId=${vessel.id}&from=${ctx.today}`,
    );
    expect(unknown.statusCode).toBe(404);
  });
});
