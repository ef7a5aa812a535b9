// Rotations API: list filters and paging, create/edit/delete with their rules and errors, activity log,
// permissions, and the iCalendar feed parsed back.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityLog } from "../../db/schema";
import { answer } from "../../test/answer";
import { createCrewMember, createRotation, createVessel, giveCertificates } from "../../test/factories";
import { buildTestContext, type TestContext } from "../../test/helpers";
import { ENGINE } from "../../test/test-database";

const NOW = new Date("2026-11-22T10:00:00Z");
const MISSING = "00000000-0000-4000-8000-000000000000";

/** A small RFC 5545 reader: unfolds lines, splits properties, unescapes TEXT values. */
function parseIcs(text: string) {
  expect(
    text.includes("\n") && text.split("\n").every((l, i, a) => i === a.length - 1 || l.endsWith("\r")),
  ).toBe(true);
  const physical = text.split("\r\n");
  for (const line of physical) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
  const lines = text
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .filter(Boolean);
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  const stack: string[] = [];
  for (const line of lines) {
    const colon = line.indexOf(":");
    const [name] = line.slice(0, colon).split(";");
    const value = line.slice(colon + 1);
    if (name === "BEGIN") {
      stack.push(value);
      if (value === "VEVENT") current = {};
    } else if (name === "END") {
      expect(stack.pop()).toBe(value);
      if (value === "VEVENT" && current) {
        events.push(current);
        current = null;
      }
    } else if (current) {
      current[name] = value.replace(/\\n/gi, "\n").replace(/\\([,;\\])/g, "$1");
      if (line.includes(";VALUE=DATE")) current[`${name}_VALUE`] = "DATE";
    }
  }
  expect(stack).toEqual([]);
  return { lines, events };
}

describe(`rotations API (${ENGINE})`, () => {
  let ctx: TestContext;
  let v1: { id: string; name: string };
  let v2: { id: string; name: string };
  let crewA: { id: string };
  let crewB: { id: string };

  beforeAll(async () => {
    ctx = await buildTestContext({ now: () => NOW });
    v1 = await createVessel(ctx.db, { name: "MV Alpha" });
    v2 = await createVessel(ctx.db, { name: "MV Bravo" });
    crewA = await createCrewMember(ctx.db, { firstName: "Ana", lastName: "Reyes", rank: "Chief Officer" });
    crewB = await createCrewMember(ctx.db, { firstName: "Ben", lastName: "Okoro", rank: "Bosun" });
    await giveCertificates(ctx.db, crewA.id);
    await giveCertificates(ctx.db, crewB.id);
  });
  afterAll(() => ctx.close());

  const post = (role: "admin" | "office_staff" | "crew", payload: object) =>
    ctx.as(role, { method: "POST", url: "/api/rotations", payload });
  /** A joining rotation's request body. */
  const plan = (crew: { id: string }, vessel: { id: string }, joinDate: string, leaveDate?: string) => ({
    crewMemberId: crew.id,
    vesselId: vessel.id,
    joinDate,
    ...(leaveDate && { leaveDate }),
    rotationType: "join" as const,
  });

  it("schedules a rotation with crew and vessel names, as scheduled, and logs it", async () => {
    const res = await post("office_staff", {
      ...plan(crewA, v1, "2026-12-03", "2027-03-01"),
      notes: "Via Manila",
    });
    const body = answer(res, 201);
    expect(body).toMatchObject({
      crewMemberId: crewA.id,
      vesselId: v1.id,
      joinDate: "2026-12-03",
      leaveDate: "2027-03-01",
      status: "scheduled",
      notes: "Via Manila",
      crewMember: { id: crewA.id, firstName: "Ana", lastName: "Reyes", rank: "Chief Officer" },
      vessel: { id: v1.id, name: "MV Alpha" },
    });
    const log = await ctx.db.select().from(activityLog).where(eq(activityLog.entityId, body.id));
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ type: "rotation", action: "create", username: "office" });
    expect(log[0].description).toContain("Ana Reyes");
  });

  it("rejects missing fields, leave before join, and unknown crew or vessel with a message (400)", async () => {
    const missing = await post("admin", { vesselId: v1.id, joinDate: "2026-12-01", rotationType: "join" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/crewMemberId/);

    const backwards = await post("admin", plan(crewB, v1, "2026-12-10", "2026-12-01"));
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toMatch(/Leave date cannot be before the join date/);

    const refused: [Record<string, string>, string | null][] = [
      [{ crewMemberId: MISSING, vesselId: v1.id }, "The selected crew member does not exist"],
      [{ crewMemberId: crewB.id, vesselId: MISSING }, "The selected vessel does not exist"],
      [{ crewMemberId: crewB.id, vesselId: v1.id, joinDate: "2026-02-30" }, null],
    ];
    for (const [plan, message] of refused) {
      const res = await post("admin", { joinDate: "2026-12-01", rotationType: "join", ...plan });
      expect(res.statusCode).toBe(400);
      if (message) expect(res.json().message).toBe(message);
    }
  });

  it("refuses a crew member on two vessels over overlapping dates (409 naming the clash)", async () => {
    const clash = await post("admin", plan(crewA, v2, "2027-02-15", "2027-05-01"));
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(
      "Ana Reyes is already scheduled on MV Alpha from Dec 03, 2026 to Mar 01, 2027",
    );

    // Right after the stay ends is fine; a cancelled plan never clashes. Two tours at once on the same
    // vessel are refused too (the tours' exclusion constraint, named). An open-ended stay (no leave date)
    // blocks every later plan on another vessel.
    const sameVessel = await post("admin", {
      crewMemberId: crewA.id,
      vesselId: v1.id,
      joinDate: "2027-02-01",
      leaveDate: "2027-02-10",
      rotationType: "rotation",
    });
    expect(sameVessel.statusCode).toBe(409);
    expect(sameVessel.json().message).toBe(
      "Ana Reyes is already on MV Alpha from Dec 03, 2026 to Mar 01, 2027: a tour on MV Alpha from Feb 01, 2027 to Feb 10, 2027 would overlap it",
    );
    const plans: [string, Record<string, string>, number][] = [
      ["after", { vesselId: v2.id, joinDate: "2027-03-02", leaveDate: "2027-06-30" }, 201],
      ["cancelled", { vesselId: v2.id, joinDate: "2027-01-01", status: "cancelled" }, 201],
      ["open-ended", { vesselId: v1.id, joinDate: "2027-07-01" }, 201],
      ["later", { vesselId: v2.id, joinDate: "2027-09-01" }, 409],
    ];
    let later = clash;
    for (const [name, plan, status] of plans) {
      later = await post("admin", { crewMemberId: crewA.id, rotationType: "join", ...plan });
      expect(later.statusCode, name).toBe(status);
    }
    expect(later.json().message).toBe(
      "Ana Reyes is already scheduled on MV Alpha from Jul 01, 2027 to further notice",
    );
  });

  it("lists by date range, vessel, rank, crew member and status, paged with a total", async () => {
    await createRotation(ctx.db, plan(crewB, v2, "2026-11-05", "2026-11-20"));
    await createRotation(ctx.db, plan(crewB, v2, "2027-06-01", "2027-06-30"));
    const get = (qs: string) => ctx.as("admin", { method: "GET", url: `/api/rotations?${qs}` });

    const dec = await get("from=2026-11-29&to=2027-01-02");
    expect(dec.statusCode).toBe(200);
    const decRows = dec.json() as { joinDate: string; leaveDate: string | null; status: string }[];
    // Ana's Dec 03 join (a stay through March) and the cancelled Jan 01 plan; not November's or June's.
    expect(decRows.map((r) => r.joinDate)).toEqual(["2026-12-03", "2027-01-01"]);
    expect(dec.headers["x-total-count"]).toBe("2");

    const byVessel = await get(`vesselId=${v2.id}`);
    expect((byVessel.json() as { vessel: { id: string } }[]).every((r) => r.vessel.id === v2.id)).toBe(true);
    const byCrew = await get(`crewMemberId=${crewB.id}`);
    expect(byCrew.json().map((r: { joinDate: string }) => r.joinDate)).toEqual(["2026-11-05", "2027-06-01"]);
    // the calendar's and timeline's rank filter, on the server with its total
    const bosuns = await get("rank=Bosun");
    expect(bosuns.json().map((r: { crewMember: { id: string } }) => r.crewMember.id)).toEqual([
      crewB.id,
      crewB.id,
    ]);
    expect(bosuns.headers["x-total-count"]).toBe("2");
    const bosunsOnV2InNov = await get(`rank=Bosun&vesselId=${v2.id}&from=2026-11-01&to=2026-11-30`);
    expect(bosunsOnV2InNov.json().map((r: { joinDate: string }) => r.joinDate)).toEqual(["2026-11-05"]);
    expect(
      (await get("rank=Chief%20Officer"))
        .json()
        .every((r: { crewMember: { rank: string } }) => r.crewMember.rank === "Chief Officer"),
    ).toBe(true);
    expect((await get("rank=Nobody")).headers["x-total-count"]).toBe("0");
    const scheduled = await get("status=cancelled");
    expect(scheduled.json()).toHaveLength(1);

    const page = await get("limit=2&offset=1");
    expect(page.json()).toHaveLength(2);
    expect(Number(page.headers["x-total-count"])).toBeGreaterThanOrEqual(5);
    const all = await get("limit=500");
    const joins = all.json().map((r: { joinDate: string }) => r.joinDate);
    expect(joins).toEqual([...joins].sort());
    expect(page.json()[0].id).toBe(all.json()[1].id);

    expect((await get("from=2026-13-01")).statusCode).toBe(400);
    expect((await get("limit=501")).statusCode).toBe(400);
  });

  it("edits a rotation, re-checking the rules, and logs the change", async () => {
    const created = await post("admin", plan(crewB, v1, "2027-01-10", "2027-02-10"));
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    const patch = (payload: object, role: "admin" | "office_staff" | "crew" = "office_staff", rid = id) =>
      ctx.as(role, { method: "PATCH", url: `/api/rotations/${rid}`, payload });

    const moved = await patch({ joinDate: "2027-01-12", leaveDate: "2027-04-12", notes: "Moved" });
    expect(answer(moved, 200)).toMatchObject({
      joinDate: "2027-01-12",
      leaveDate: "2027-04-12",
      notes: "Moved",
      status: "scheduled",
    });

    expect((await patch({ leaveDate: "2027-01-01" })).statusCode).toBe(400);
    expect((await patch({ vesselId: MISSING })).json().message).toBe("The selected vessel does not exist");
    expect((await patch({ joinDate: "2027-06-10" })).statusCode).toBe(400); // after its leave date
    const overlap = await patch({ vesselId: v2.id, joinDate: "2027-06-10", leaveDate: "2027-07-10" });
    // the same vessel as Ben's June stay: two tours at once, refused (the tours' exclusion constraint)
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().message).toContain("Ben Okoro is already on MV Bravo from Jun 01, 2027");
    const onOther = await patch({ vesselId: v1.id, joinDate: "2027-06-10", leaveDate: "2027-07-10" });
    expect(onOther.statusCode).toBe(409);
    expect(onOther.json().message).toContain("MV Bravo");

    const done = await patch({ status: "completed" });
    expect(done.json().status).toBe("completed");
    expect((await patch({ status: "finished" })).statusCode).toBe(400);

    const log = await ctx.db.select().from(activityLog).where(eq(activityLog.entityId, id));
    expect(log.map((l) => l.action)).toEqual(["create", "update", "update"]);
    expect((await patch({ notes: "x" }, "admin", MISSING)).statusCode).toBe(404);
  });

  it("deletes a rotation (404 once gone) and logs it", async () => {
    const created = await post("admin", plan(crewB, v2, "2028-01-01"));
    const id = created.json().id;
    const one = await ctx.as("office_staff", { method: "GET", url: `/api/rotations/${id}` });
    expect(one.json()).toMatchObject({ id, joinDate: "2028-01-01", vessel: { name: "MV Bravo" } });
    const del = await ctx.as("admin", { method: "DELETE", url: `/api/rotations/${id}` });
    expect(del.statusCode).toBe(200);
    expect(del.json().message).toBe("Rotation deleted");
    expect((await ctx.as("admin", { method: "GET", url: `/api/rotations/${id}` })).statusCode).toBe(404);
    const again = await ctx.as("admin", { method: "DELETE", url: `/api/rotations/${id}` });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe("Rotation not found");
    const log = await ctx.db.select().from(activityLog).where(eq(activityLog.entityId, id));
    expect(log.map((l) => l.action)).toEqual(["create", "delete"]);
  });

  it("keeps crew callers out of every rotation route (403) and anonymous callers (401)", async () => {
    const [r] = (await ctx.as("admin", { method: "GET", url: "/api/rotations?limit=1" })).json();
    for (const [method, url] of [
      ["GET", "/api/rotations"],
      ["GET", "/api/rotations.ics"],
      ["GET", `/api/rotations/${r.id}`],
      ["POST", "/api/rotations"],
      ["PATCH", `/api/rotations/${r.id}`],
      ["DELETE", `/api/rotations/${r.id}`],
    ] as const) {
      const payload = method === "GET" ? undefined : { notes: "x" };
      const res = await ctx.as("crew", { method, url, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toBeTruthy();
      expect((await ctx.as(null, { method, url, payload })).statusCode).toBe(401);
    }
    expect((await ctx.as("admin", { method: "GET", url: `/api/rotations?limit=1` })).json()[0].id).toBe(r.id);
  });

  it("serves the rotations as a valid iCalendar feed", async () => {
    await createRotation(ctx.db, {
      ...plan(crewB, v1, "2027-08-01", "2027-08-31"),
      notes:
        "Crew change, Rotterdam; bring PPE\nand the long note that forces folding of the description line",
    });
    const res = await ctx.as("office_staff", { method: "GET", url: "/api/rotations.ics" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/calendar/);
    const { lines, events } = parseIcs(res.body);
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines).toContain("VERSION:2.0");
    expect(lines.some((l) => l.startsWith("PRODID:"))).toBe(true);
    const listed = (await ctx.as("admin", { method: "GET", url: "/api/rotations?limit=500" })).json() as {
      id: string;
      status: string;
    }[];
    expect(events).toHaveLength(listed.filter((r) => r.status !== "cancelled").length);
    const august = events.find((e) => e.DTSTART === "20270801");
    expect(august).toBeDefined();
    expect(august).toMatchObject({ DTSTART_VALUE: "DATE", DTEND: "20270901", LOCATION: "MV Alpha" });
    expect(august?.UID).toMatch(/^rotation-[0-9a-f-]{36}@crewfleet$/);
    expect(august?.SUMMARY).toBe("Ben Okoro (Bosun) – Join MV Alpha");
    expect(august?.DESCRIPTION).toContain("Notes: Crew change, Rotterdam; bring PPE\nand the long note");
    expect(august?.DTSTAMP).toBe("20261122T100000Z");
    // An open-ended plan is a one-day event on its join day.
    const open = events.find((e) => e.DTSTART === "20270701");
    expect(open?.DTEND).toBe("20270702");
  });

  it("orders the list by join date, then crew last name, then id, and its pages make up the whole", async () => {
    // (the last test: the iCalendar feed above counts every rotation)
    const day = "2029-08-01";
    const vessel = await createVessel(ctx.db, { name: "MV Order" });
    for (const lastName of ["Zulu", "Alpha", "Mike", "Alpha"]) {
      const m = await createCrewMember(ctx.db, { lastName, rank: "Oiler" });
      await createRotation(ctx.db, plan(m, vessel, day, "2029-08-20"));
    }
    const get = async (qs: string) => {
      const res = await ctx.as("office_staff", {
        method: "GET",
        url: `/api/rotations?from=${day}&to=${day}&vesselId=${vessel.id}&${qs}`,
      });
      expect(res.statusCode).toBe(200);
      return res.json() as { id: string; crewMember: { lastName: string } }[];
    };
    const whole = await get("limit=500");
    expect(whole.map((r) => r.crewMember.lastName)).toEqual(["Alpha", "Alpha", "Mike", "Zulu"]);
    expect(whole[0].id < whole[1].id).toBe(true);
    const pages = [...(await get("limit=3")), ...(await get("limit=3&offset=3"))];
    expect(pages).toEqual(whole);
    expect((await get("rank=Oiler&limit=2&offset=1")).map((r) => r.id)).toEqual(
      whole.slice(1, 3).map((r) => r.id),
    );
  });
});
