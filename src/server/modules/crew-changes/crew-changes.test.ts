// Crew changes on PGlite and PostgreSQL: planning checks the seafarers (400/404/409 with
// nothing written), completing signs off and on in one transaction (rotations and current vessel), refuses
// an ineligible on-signer or a rank left below safe manning unless an override reason is sent (logged),
// and completing twice changes nothing the second time.
import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, formatDisplayDate } from "../../../shared/dates";
import { activityLog, emailOutbox } from "../../db/schema";
import { crewMembers, rotations } from "../../db/schema-fleet";
import { crewChanges } from "../../db/schema-manning";
import { OutboxSender } from "../../jobs/outbox-sender";
import { answer } from "../../test/answer";
import { planCrewChange } from "../../test/crew-changes";
import {
  cookReliefScene,
  createCrewMember,
  createCrewOnRotation,
  createRotation,
  createVessel,
} from "../../test/factories";
import { fieldMessages, fileTestContext } from "../../test/helpers";
import { startSmtpCatcher } from "../../test/smtp-catcher";
import { ENGINE } from "../../test/test-database";

describe(`crew changes (${ENGINE})`, () => {
  const ctx = fileTestContext();

  const plan = (payload: Record<string, unknown>) =>
    planCrewChange(ctx, { portLocode: "nlrtm", date: ctx.today, ...payload });
  const complete = (id: string, payload: object = {}) =>
    ctx.as("office_staff", { method: "POST", url: `/api/crew-changes/${id}/complete`, payload });
  const changesOf = async (vesselId: string) =>
    (await ctx.db.select({ n: count() }).from(crewChanges).where(eq(crewChanges.vesselId, vesselId)))[0].n;
  const memberVessel = async (id: string) =>
    (
      await ctx.db.select({ v: crewMembers.currentVesselId }).from(crewMembers).where(eq(crewMembers.id, id))
    )[0].v;

  /** A vessel with a cook aboard (assigned, no rotation) and a certified relief ashore. */
  const scene = (name: string) => cookReliefScene(ctx.db, ctx.today, name);

  it("plans, lists and completes a change: rotations and current vessels in one go, logged", async () => {
    const { vessel, off, on } = await scene("MV Relief");
    await ctx.as("admin", {
      method: "PUT",
      url: `/api/vessels/${vessel.id}/safe-manning`,
      payload: { positions: [{ rank: "Cook", count: 1 }] },
    });
    const created = await plan({
      vesselId: vessel.id,
      onSigners: [{ crewMemberId: on.id, rank: "Cook", travelNotes: "KL1234, Hotel Maas" }],
      offSigners: [{ crewMemberId: off.id }],
      notes: "Agent: Maas Shipping",
    });
    const change = answer(created, 201);
    expect(change).toMatchObject({
      status: "planned",
      vesselName: "MV Relief",
      portLocode: "NLRTM",
      onSigners: [{ crewMemberId: on.id, rank: "Cook", travelNotes: "KL1234, Hotel Maas" }],
      offSigners: [{ crewMemberId: off.id, rank: "Cook" }],
    });

    const list = await ctx.as("office_staff", {
      method: "GET",
      url: `/api/crew-changes?vesselId=${vessel.id}&from=${ctx.today}&to=${ctx.today}`,
    });
    expect(list.json().map((c: { id: string }) => c.id)).toEqual([change.id]);
    expect(list.headers["x-total-count"]).toBe("1");

    const confirmed = await ctx.as("office_staff", {
      method: "POST",
      url: `/api/crew-changes/${change.id}/confirm`,
    });
    expect(confirmed.json().status).toBe("confirmed");
    const done = await complete(change.id);
    expect(answer(done, 200)).toMatchObject({ status: "completed" });
    expect(await memberVessel(on.id)).toBe(vessel.id);
    expect(await memberVessel(off.id)).toBeNull();
    const stays = await ctx.db.select().from(rotations).where(eq(rotations.vesselId, vessel.id));
    expect(stays.map((s) => [s.crewMemberId, s.joinDate, s.leaveDate, s.status, s.rank]).sort()).toEqual(
      [
        [off.id, addDays(ctx.today, -120), ctx.today, "completed", null],
        [on.id, ctx.today, null, "completed", "Cook"],
      ].sort(),
    );
    // the day of the change stays manned (the relief counts on the sign-off day)
    const gaps = await ctx.as("office_staff", {
      method: "GET",
      url: `/api/manning/gaps?vesselId=${vessel.id}&from=${addDays(ctx.today, -3)}&to=${addDays(ctx.today, 3)}`,
    });
    expect(gaps.json()).toEqual([]);

    // completing again changes nothing and logs nothing
    const logged = async () =>
      (await ctx.db.select().from(activityLog).where(eq(activityLog.entityId, change.id))).map(
        (a) => a.action,
      );
    expect(await logged()).toEqual(["create", "confirm", "complete"]);
    const again = await complete(change.id);
    expect(answer(again, 200)).toEqual(done.json());
    expect(await logged()).toEqual(["create", "confirm", "complete"]);
    expect((await ctx.db.select().from(rotations).where(eq(rotations.vesselId, vessel.id))).length).toBe(2);
    const cancel = await ctx.as("office_staff", {
      method: "POST",
      url: `/api/crew-changes/${change.id}/cancel`,
    });
    expect(cancel.statusCode).toBe(409);
  });

  it("e-mails each seafarer with an address the details and an .ics when planned, confirmed and cancelled", async () => {
    const { vessel, off, on } = await scene("MV Notice");
    await ctx.db.update(crewMembers).set({ email: "on.notice@ship.test" }).where(eq(crewMembers.id, on.id));
    await ctx.db.update(crewMembers).set({ email: null }).where(eq(crewMembers.id, off.id));
    const date = addDays(ctx.today, 5);
    const change = (
      await plan({
        vesselId: vessel.id,
        date,
        onSigners: [{ crewMemberId: on.id, rank: "Cook", travelNotes: "KL1234, Hotel Maas" }],
        offSigners: [{ crewMemberId: off.id }],
      })
    ).json();
    const mails = () =>
      ctx.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.entityId, change.id))
        .orderBy(emailOutbox.createdAt);
    const [planned] = await mails();
    expect(planned).toMatchObject({ kind: "crew_change", toAddress: "on.notice@ship.test" });
    expect(planned.subject).toBe(
      `Crew change planned: sign on as cook MV Notice at Rotterdam, ${formatDisplayDate(date)}`,
    );
    expect(planned.bodyText).toContain("Port: Rotterdam (NLRTM)");
    expect(planned.bodyText).toContain("Travel: KL1234, Hotel Maas");
    const ics = planned.attachments?.[0];
    expect(ics).toMatchObject({ filename: "crew-change.ics", contentType: "text/calendar; charset=utf-8" });
    const unfolded = ics?.content.replace(/\r\n /g, "") ?? "";
    expect(unfolded).toContain(`UID:crew-change-${change.id}-${on.id}@crewfleet`);
    expect(unfolded).toContain(`DTSTART;VALUE=DATE:${date.replace(/-/g, "")}`);
    expect(unfolded).toContain(`DTEND;VALUE=DATE:${addDays(date, 1).replace(/-/g, "")}`);
    expect(unfolded).toContain("STATUS:TENTATIVE");
    expect(unfolded).toContain("LOCATION:Rotterdam (NLRTM)");
    const [created] = await ctx.db.select().from(activityLog).where(eq(activityLog.entityId, change.id));
    expect(created.description).toContain(
      `e-mailed 1 seafarer (no e-mail address: ${off.firstName} ${off.lastName})`,
    );

    await ctx.as("office_staff", { method: "POST", url: `/api/crew-changes/${change.id}/confirm` });
    await ctx.as("office_staff", { method: "POST", url: `/api/crew-changes/${change.id}/cancel` });
    const all = await mails();
    expect(all.map((m) => m.subject.split(":")[0])).toEqual([
      "Crew change planned",
      "Crew change confirmed",
      "Crew change cancelled",
    ]);
    expect(all[1].attachments?.[0].content).toContain("STATUS:CONFIRMED\r\n");
    expect(all[1].attachments?.[0].content).toContain("SEQUENCE:1\r\n");
    expect(all[2].attachments?.[0].content).toContain("STATUS:CANCELLED\r\n");
    expect(all[2].attachments?.[0].content).toContain("SEQUENCE:2\r\n");

    // the outbox sender hands the .ics to the SMTP server as an attachment
    const smtp = await startSmtpCatcher();
    try {
      const sender = new OutboxSender({
        db: ctx.db,
        smtpUrl: smtp.url,
        from: "CrewFleet <no-reply@test.local>",
        now: () => new Date(),
      });
      expect(await sender.deliverDue([planned.id])).toEqual([{ id: planned.id, status: "sent" }]);
      await sender.stop();
      expect(smtp.mails[0].to).toEqual(["on.notice@ship.test"]);
      expect(smtp.mails[0].raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; name=crew-change\.ics/);
      expect(smtp.mails[0].raw).toMatch(/Content-Disposition: attachment; filename=crew-change\.ics/);
    } finally {
      await smtp.close();
    }
  });

  it("refuses an ineligible on-signer with 409 and writes nothing; an override completes it, logged", async () => {
    const { vessel, off } = await scene("MV Uncertified");
    const green = await createCrewMember(ctx.db, { rank: "Cook" });
    const change = (
      await plan({
        vesselId: vessel.id,
        onSigners: [{ crewMemberId: green.id, rank: "Cook" }],
        offSigners: [{ crewMemberId: off.id }],
      })
    ).json();
    const refused = await complete(change.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().blockers.length).toBeGreaterThan(0);
    expect(await memberVessel(green.id)).toBeNull();
    expect(await memberVessel(off.id)).toBe(vessel.id);
    expect((await ctx.db.select().from(rotations).where(eq(rotations.vesselId, vessel.id))).length).toBe(0);

    const forced = await complete(change.id, { override: { reason: "Flag waiver on file" } });
    expect(forced.statusCode).toBe(200);
    const [entry] = await ctx.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, change.id), eq(activityLog.action, "complete")));
    expect(entry.description).toContain("override: Flag waiver on file");
    expect(entry.severity).toBe("warning");
  });

  it("refuses to leave a rank below safe manning unless overridden", async () => {
    const { vessel, off } = await scene("MV Short");
    await ctx.as("admin", {
      method: "PUT",
      url: `/api/vessels/${vessel.id}/safe-manning`,
      payload: { positions: [{ rank: "Cook", count: 1 }] },
    });
    const change = (await plan({ vesselId: vessel.id, offSigners: [{ crewMemberId: off.id }] })).json();
    const refused = await complete(change.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain("below safe manning: Cook 0 of 1");
    expect(await memberVessel(off.id)).toBe(vessel.id);
    expect((await ctx.db.select().from(crewChanges).where(eq(crewChanges.id, change.id)))[0].status).toBe(
      "planned",
    );
    const forced = await complete(change.id, { override: { reason: "Cook joins at next port" } });
    expect(forced.statusCode).toBe(200);
    expect(await memberVessel(off.id)).toBeNull();
  });

  it("refuses bad plans with 400/404/409 and writes nothing", async () => {
    const { vessel, off, on } = await scene("MV Careful");
    const elsewhere = await createVessel(ctx.db);
    const away = await createCrewOnRotation(
      ctx.db,
      { vesselId: elsewhere.id, joinDate: addDays(ctx.today, -10) },
      { rank: "Cook" },
    );
    const ashore = await createCrewMember(ctx.db, { rank: "Cook" });
    const cases: [Record<string, unknown>, number, string][] = [
      [
        { onSigners: [{ crewMemberId: off.id, rank: "Cook" }], offSigners: [{ crewMemberId: off.id }] },
        400,
        "onSigners.0.crewMemberId",
      ],
      [{ onSigners: [{ crewMemberId: on.id, rank: "Pilot" }] }, 400, "onSigners.0.rank"],
      [{ onSigners: [{ crewMemberId: on.id, rank: "Cook" }], date: addDays(ctx.today, -1) }, 400, "date"],
      [{ onSigners: [], offSigners: [] }, 400, "onSigners"],
      [{ onSigners: [{ crewMemberId: on.id, rank: "Cook" }], portLocode: "Rotterdam" }, 400, "portLocode"],
    ];
    for (const [payload, status, field] of cases) {
      const res = await plan({ vesselId: vessel.id, ...payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(Object.keys(fieldMessages(res.json()))).toContain(field);
    }
    const conflicts = [
      { onSigners: [{ crewMemberId: away.id, rank: "Cook" }] }, // aboard another vessel
      { onSigners: [{ crewMemberId: off.id, rank: "Cook" }] }, // already aboard this one
      { offSigners: [{ crewMemberId: ashore.id }] }, // not aboard
    ];
    for (const payload of conflicts)
      expect((await plan({ vesselId: vessel.id, ...payload })).statusCode).toBe(409);
    const unknownVessel = await plan({
      vesselId: "00000000-0000-4000-8000-000000000000",
      onSigners: [{ crewMemberId: on.id, rank: "Cook" }],
    });
    expect(unknownVessel.statusCode).toBe(404);
    expect(await changesOf(vessel.id)).toBe(0);
    expect((await complete("00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
  });

  it("an on-signer already scheduled to join on the day signs on through that rotation", async () => {
    const { vessel, on } = await scene("MV Scheduled");
    const joining = await createRotation(ctx.db, {
      crewMemberId: on.id,
      vesselId: vessel.id,
      joinDate: ctx.today,
    });
    const change = await plan({ vesselId: vessel.id, onSigners: [{ crewMemberId: on.id, rank: "Cook" }] });
    expect(change.statusCode).toBe(201);
    expect((await complete(change.json().id)).statusCode).toBe(200);
    const stays = await ctx.db.select().from(rotations).where(eq(rotations.crewMemberId, on.id));
    expect(stays.map((s) => [s.id, s.status, s.rank])).toEqual([[joining.id, "completed", "Cook"]]);
    expect(await memberVessel(on.id)).toBe(vessel.id);
  });

  it("completes only on or after the day, and not once cancelled; crew and anonymous callers are refused", async () => {
    const { vessel, on } = await scene("MV Later");
    const later = (
      await plan({
        vesselId: vessel.id,
        date: addDays(ctx.today, 5),
        onSigners: [{ crewMemberId: on.id, rank: "Cook" }],
      })
    ).json();
    expect((await complete(later.id)).statusCode).toBe(409);
    const cancelled = await ctx.as("office_staff", {
      method: "POST",
      url: `/api/crew-changes/${later.id}/cancel`,
    });
    expect(cancelled.json().status).toBe("cancelled");
    expect((await complete(later.id)).statusCode).toBe(409);
    expect(await memberVessel(on.id)).toBeNull();
    expect((await ctx.as("crew", { method: "GET", url: "/api/crew-changes" })).statusCode).toBe(403);
    expect(
      (await ctx.as(null, { method: "POST", url: `/api/crew-changes/${later.id}/complete`, payload: {} }))
        .statusCode,
    ).toBe(401);
  });
});
