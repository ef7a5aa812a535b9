// Reliever best match on PGlite and PostgreSQL: candidates aboard during the tour or
// inactive are left out, those blocked by the eligibility check (or a flag's nationality rule) come last,
// not eligible; the rest come same rank first, rested before leave still owed (the compliance policy's
// leave per month aboard), then by experience on the vessel, with a promotion from the rank below last;
// each with its reasons.
import { describe, expect, it } from "vitest";
import { NEVER_EXPIRES } from "../../../shared/certificates";
import { addDays, formatDisplayDate } from "../../../shared/dates";
import {
  createCertifiedMember,
  createCrewMember,
  createDocument,
  createRotation,
  createVessel,
  giveCertificates,
} from "../../test/factories";
import { fileTestContext } from "../../test/helpers";
import { ENGINE } from "../../test/test-database";
import { eligibilityFor, eligibilityForMany } from "../certificates/eligibility";

describe(`relievers (${ENGINE})`, () => {
  const ctx = fileTestContext();
  /** A completed tour aboard a vessel, from and to days counted from today. */
  const served = (crewMemberId: string, vesselId: string, fromDay: number, toDay: number) =>
    createRotation(ctx.db, {
      crewMemberId,
      vesselId,
      joinDate: addDays(ctx.today, fromDay),
      leaveDate: addDays(ctx.today, toDay),
      status: "completed",
    });

  it("ranks eligible, free seafarers of the rank and the rank below, with reasons", async () => {
    const vessel = await createVessel(ctx.db, { name: "MV Galley", type: "Tanker" });
    const other = await createVessel(ctx.db, { type: "Tanker" });
    const from = addDays(ctx.today, 10);
    const to = addDays(ctx.today, 100);
    const cook = async (
      lastName: string,
      more: Parameters<typeof createCrewMember>[1] = {},
      certified = true,
    ) => {
      const fields = { firstName: "R", lastName, rank: "Cook", ...more };
      return certified ? createCertifiedMember(ctx.db, fields) : createCrewMember(ctx.db, fields);
    };
    const veteran = await cook("Veteran");
    await served(veteran.id, vessel.id, -300, -60);
    const fresh = await cook("Fresh");
    const steward = await cook("Steward", { rank: "Steward" });
    // a steward sails as cook only with the ship's cook certificate (MLC A3.2)
    await createDocument(ctx.db, {
      crewMemberId: steward.id,
      type: "ships_cook",
      issueDate: "2020-01-01",
      expiryDate: NEVER_EXPIRES,
    });
    const uncertified = await cook("Uncertified", {}, false);
    const busy = await cook("Busy");
    await createRotation(ctx.db, {
      crewMemberId: busy.id,
      vesselId: other.id,
      joinDate: addDays(ctx.today, 50),
    });
    const assigned = await cook("Assigned", { currentVesselId: other.id }); // aboard, no rotation
    const inactive = await cook("Inactive", { status: "inactive" });
    const wiper = await cook("Wiper", { rank: "Wiper" });

    const res = await ctx.as("office_staff", {
      method: "GET",
      url: `/api/vessels/${vessel.id}/relievers?rank=Cook&from=${from}&to=${to}`,
    });
    expect(res.statusCode).toBe(200);
    const mine = new Set(
      [veteran, fresh, steward, uncertified, busy, assigned, inactive, wiper].map((m) => m.id),
    );
    const listed = res.json().filter((r: { crewMemberId: string }) => mine.has(r.crewMemberId));
    expect(listed.map((r: { name: string; eligible: boolean }) => [r.name, r.eligible])).toEqual([
      ["R Veteran", true],
      ["R Fresh", true],
      ["R Steward", true],
      ["R Uncertified", false],
    ]);
    expect(listed[3].blockers.length).toBeGreaterThan(0);
    expect(listed[3].reasons[0]).toMatch(/^Not eligible: /);
    expect(listed[0]).toMatchObject({
      rank: "Cook",
      promotion: false,
      eligible: true,
      blockers: [],
      toursOnVessel: 1,
      toursOnType: 1,
      // 240 days aboard earn 20 days of leave (MLC's 2.5 a month, the default policy): rested from −40
      availableFrom: addDays(ctx.today, -40),
      leaveOwed: 0,
    });
    expect(listed[0].reasons).toContain("1 tour on this vessel");
    expect(listed[2]).toMatchObject({ rank: "Steward", promotion: true, availableFrom: from });
    expect(listed[2].reasons[0]).toBe("Promotion from Steward");
  });

  it("ranks a seafarer still on leave lower, and applies the flag's nationality rule for the rank", async () => {
    const vessel = await createVessel(ctx.db, { flag: "Norway", type: "Bulk Carrier" });
    const from = addDays(ctx.today, 10);
    const to = addDays(ctx.today, 100);
    const engineer = (lastName: string, nationality: string) =>
      createCertifiedMember(ctx.db, { firstName: "E", lastName, rank: "Chief Engineer", nationality });
    const tired = await engineer("Tired", "Filipino");
    // 195 days aboard earn 17 days of leave: rested from today + 12, two days into the tour
    await served(tired.id, vessel.id, -200, -5);
    const norse = await engineer("Norse", "Norwegian");
    const mine = new Set([tired.id, norse.id]);
    const ask = async () => {
      const res = await ctx.as("office_staff", {
        method: "GET",
        url: `/api/vessels/${vessel.id}/relievers?rank=Chief Engineer&from=${from}&to=${to}`,
      });
      expect(res.statusCode).toBe(200);
      return res.json().filter((r: { crewMemberId: string }) => mine.has(r.crewMemberId));
    };

    let [first, second] = await ask();
    expect(first).toMatchObject({ name: "E Norse", leaveOwed: 0 });
    expect(second).toMatchObject({
      name: "E Tired",
      eligible: true,
      leaveOwed: 2,
      availableFrom: addDays(ctx.today, 12),
    });
    expect(second.reasons).toContain(
      `Leave owed: 2 days (rested from ${formatDisplayDate(addDays(ctx.today, 12))})`,
    );

    // the policy without leave: the veteran of this vessel comes first, free since the sign-off
    const policy = (await ctx.as("admin", { method: "GET", url: "/api/compliance-policy" })).json();
    const { updatedAt: _, ...body } = policy;
    const put = (leaveDaysPerMonth: number) =>
      ctx.as("admin", {
        method: "PUT",
        url: "/api/compliance-policy",
        payload: { ...body, leaveDaysPerMonth },
      });
    expect((await put(0)).json().leaveDaysPerMonth).toBe(0);
    [first, second] = await ask();
    expect(first).toMatchObject({ name: "E Tired", leaveOwed: 0, availableFrom: addDays(ctx.today, -5) });
    expect((await put(-1)).statusCode).toBe(400);

    const rules = (action: string) =>
      ctx.as("admin", {
        method: "PUT",
        url: "/api/nationality-rules",
        payload: {
          flag: "Norway",
          rules: [{ rank: "Chief Engineer", nationalities: ["Norwegian"], action }],
        },
      });
    expect((await rules("block")).statusCode).toBe(200);
    [first, second] = await ask();
    expect(first).toMatchObject({ name: "E Norse", eligible: true, blockers: [] });
    expect(second).toMatchObject({ name: "E Tired", eligible: false });
    expect(second.blockers).toEqual([
      { code: "NATIONALITY_RULE", message: "Norway flag: Chief Engineer must be Norwegian (is Filipino)" },
    ]);
    await rules("warn");
    [first, second] = await ask();
    expect(second).toMatchObject({ name: "E Tired", eligible: true });
    const codes = (r: { warnings: { code: string }[] }) => r.warnings.map((w) => w.code);
    expect(codes(second)).toContain("NATIONALITY_RULE");
    expect(codes(first)).not.toContain("NATIONALITY_RULE");
    await put(2.5);
  });

  it("checks the best 25 of a large rank: experience on the vessel, then its type, then by name", async () => {
    const vessel = await createVessel(ctx.db, { type: "Gas Carrier" });
    const sister = await createVessel(ctx.db, { type: "Gas Carrier" });
    const elsewhere = await createVessel(ctx.db, { type: "Ro-Ro" });
    const from = addDays(ctx.today, 30);
    const to = addDays(ctx.today, 120);
    const engineer = (lastName: string, more: Parameters<typeof createCrewMember>[1] = {}) =>
      createCrewMember(ctx.db, { firstName: "S", lastName, rank: "Second Engineer", ...more });
    const ofVessel = await engineer("Vessel");
    await served(ofVessel.id, vessel.id, -300, -60);
    await served(ofVessel.id, sister.id, -500, -400);
    const ofType = await engineer("Type");
    await served(ofType.id, sister.id, -300, -60);
    // experience on another type counts nothing: this one sorts by name, past the 25
    const ofOther = await engineer("Zed Other");
    await served(ofOther.id, elsewhere.id, -300, -60);
    // experienced, but aboard during the tour, or inactive: left out
    const busy = await engineer("Busy");
    await served(busy.id, vessel.id, -300, -60);
    await served(busy.id, sister.id, 60, 200);
    const inactive = await engineer("Inactive", { status: "inactive" });
    await served(inactive.id, vessel.id, -300, -60);
    const plain = [];
    for (let i = 0; i < 30; i++) plain.push(await engineer(`Plain ${String(i).padStart(2, "0")}`));
    // the rank below comes after every free seafarer of the rank, experienced or not
    const third = await createCrewMember(ctx.db, { lastName: "Third", rank: "Third Engineer" });
    await served(third.id, vessel.id, -300, -60);

    const res = await ctx.as("office_staff", {
      method: "GET",
      url: `/api/vessels/${vessel.id}/relievers?rank=Second Engineer&from=${from}&to=${to}`,
    });
    expect(res.statusCode).toBe(200);
    const rows = res.json() as { crewMemberId: string; toursOnVessel: number; toursOnType: number }[];
    expect(rows).toHaveLength(25);
    expect(new Set(rows.map((r) => r.crewMemberId))).toEqual(
      new Set([ofVessel, ofType, ...plain.slice(0, 23)].map((m) => m.id)),
    );
    const row = (id: string) => rows.find((r) => r.crewMemberId === id);
    expect(row(ofVessel.id)).toMatchObject({ toursOnVessel: 1, toursOnType: 2 });
    expect(row(ofType.id)).toMatchObject({ toursOnVessel: 0, toursOnType: 1 });
    expect(row(plain[0].id)).toMatchObject({ toursOnVessel: 0, toursOnType: 0 });
  });

  it("validates the query and answers 404 for an unknown vessel; crew are refused", async () => {
    const vessel = await createVessel(ctx.db);
    const url = (id: string, q: string) => `/api/vessels/${id}/relievers?${q}`;
    const ok = `rank=Cook&from=${ctx.today}&to=${ctx.today}`;
    expect(
      (
        await ctx.as("office_staff", {
          method: "GET",
          url: url(vessel.id, "rank=Pilot&from=2027-01-01&to=2027-01-02"),
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await ctx.as("office_staff", {
          method: "GET",
          url: url(vessel.id, `rank=Cook&from=${ctx.today}&to=${addDays(ctx.today, -1)}`),
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await ctx.as("office_staff", { method: "GET", url: url("00000000-0000-4000-8000-000000000000", ok) }))
        .statusCode,
    ).toBe(404);
    expect((await ctx.as("crew", { method: "GET", url: url(vessel.id, ok) })).statusCode).toBe(403);
  });

  it("checks the candidates' eligibility in one batch exactly as one by one", async () => {
    const vessel = await createVessel(ctx.db, { type: "Tanker", flag: "Liberia" });
    const from = addDays(ctx.today, 5);
    const to = addDays(ctx.today, 200);
    const members = [
      await createCrewMember(ctx.db, { rank: "Cook" }), // nothing on file: blockers
      await createCrewMember(ctx.db, { rank: "Cook" }),
      await createCrewMember(ctx.db, { rank: "Cook" }),
    ];
    await giveCertificates(ctx.db, members[1].id);
    await giveCertificates(ctx.db, members[2].id, { expiryDate: addDays(ctx.today, 60) }); // lapses mid-tour
    const tour = { vesselId: vessel.id, rank: "Cook", from, to };
    const batch = await eligibilityForMany(
      ctx.db,
      tour,
      members.map((m) => m.id),
    );
    for (const m of members)
      expect(batch.get(m.id), m.lastName).toEqual(
        await eligibilityFor(ctx.db, { ...tour, crewMemberId: m.id }),
      );
    expect(new Set(members.map((m) => batch.get(m.id)?.blockers.length === 0))).toEqual(
      new Set([true, false]),
    );
  });

  it("answers the same query again from the read cache until a crew write through the API", async () => {
    const vessel = await createVessel(ctx.db, { type: "Reefer" });
    const from = addDays(ctx.today, 20);
    const url = `/api/vessels/${vessel.id}/relievers?rank=Bosun&from=${from}&to=${addDays(from, 60)}`;
    const names = async () => {
      const res = await ctx.as("office_staff", { method: "GET", url });
      expect(res.statusCode).toBe(200);
      // this test's seafarers only (the file's database holds others of the rank)
      return (res.json() as { name: string }[])
        .map((r) => r.name)
        .filter((n) => n.startsWith("Kept "))
        .sort();
    };
    const first = await createCrewMember(ctx.db, { firstName: "Kept", lastName: "First", rank: "Bosun" });
    expect(await names()).toEqual(["Kept First"]);
    // written past the API (which clears nothing): the cached answer stands
    await createCrewMember(ctx.db, { firstName: "Kept", lastName: "Second", rank: "Bosun" });
    expect(await names()).toEqual(["Kept First"]);
    // a crew write through the API clears it: the next answer is read afresh
    const put = await ctx.as("office_staff", {
      method: "PUT",
      url: `/api/crew/${first.id}`,
      payload: { status: "inactive" },
    });
    expect(put.statusCode).toBe(200);
    expect(await names()).toEqual(["Kept Second"]);
  });
});
