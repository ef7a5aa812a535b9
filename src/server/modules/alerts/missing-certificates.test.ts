// Missing required certificates as alerts and in the reminder digest, on PGlite and
// PostgreSQL: crew aboard or joining within the window, by their rank's requirements on that vessel.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../../shared/dates";
import { emailOutbox, emailSettings } from "../../db/schema";
import { runReminderScan } from "../../jobs/reminder-scan";
import {
  createCrewMember,
  createCrewOnRotation,
  createDocument,
  createVessel,
  giveCertificates,
} from "../../test/factories";
import { fileTestContext } from "../../test/helpers";
import { ENGINE } from "../../test/test-database";

type Missing = {
  crewMember: { id: string; lastName: string };
  certificateType: string;
  reason: string;
  from: string;
  vessel: { name: string };
};

describe(`missing certificates (${ENGINE})`, () => {
  const ctx = fileTestContext();
  let tankerId: string;
  beforeAll(async () => {
    const tanker = await createVessel(ctx.db, { name: "MT Missing", type: "Tanker", flag: "Panama" });
    tankerId = tanker.id;
    // aboard, holds all but the tanker course
    const aboard = await createCrewMember(ctx.db, {
      lastName: "Aboard",
      // an engine rating has cargo duties on a tanker (STCW V/1-1); a cook has none
      rank: "Oiler",
      currentVesselId: tanker.id,
    });
    await giveCertificates(ctx.db, aboard.id, { except: ["tanker_basic"] });
    // a master whose Liberian CoC needs a Panama endorsement on this ship
    const master = await createCrewMember(ctx.db, {
      lastName: "Master",
      rank: "Captain",
      currentVesselId: tanker.id,
    });
    await giveCertificates(ctx.db, master.id, { except: ["coc"] });
    await createDocument(ctx.db, { crewMemberId: master.id, type: "coc", issuingState: "Liberia" });
    // joins in 30 days holding nothing but a passport; one joining in 120 days is outside the window
    const joiningCook = (lastName: string, inDays: number) =>
      createCrewOnRotation(
        ctx.db,
        { vesselId: tanker.id, joinDate: addDays(ctx.today, inDays) },
        { lastName, rank: "Cook" },
      );
    const planned = await joiningCook("Planned", 30);
    await createDocument(ctx.db, { crewMemberId: planned.id, type: "passport" });
    await joiningCook("Later", 120);
  });

  const get = async (role: "admin" | "crew", q = "") => {
    const res = await ctx.as(role, { method: "GET", url: `/api/alerts/missing-certificates${q}` });
    expect(res.statusCode).toBe(200);
    return { items: res.json() as Missing[], total: Number(res.headers["x-total-count"]) };
  };

  it("lists what crew aboard or joining within 90 days lack, by start day", async () => {
    const { items, total } = await get("admin");
    const summary = items.map((m) => `${m.crewMember.lastName} ${m.certificateType} ${m.reason}`);
    expect(summary).toEqual([
      "Aboard tanker_basic aboard",
      "Master flag_endorsement aboard",
      "Planned bst planned",
      "Planned cdc planned",
      "Planned medical planned",
      "Planned ships_cook planned",
      "Planned ssa planned",
    ]);
    expect(total).toBe(7);
    expect(items[2]).toMatchObject({ from: addDays(ctx.today, 30), vessel: { name: "MT Missing" } });
    expect((await get("admin", "?days=200")).total).toBe(13); // the later join comes in: 6 more
    const page = await get("admin", "?limit=2&offset=2");
    expect(page.items.map((m) => m.certificateType)).toEqual(["bst", "cdc"]);
    expect(page.total).toBe(7);
  });

  it("filters by crew name, certificate type and vessel (the alerts screen's toolbar)", async () => {
    const names = (r: { items: Missing[] }) =>
      r.items.map((m) => `${m.crewMember.lastName} ${m.certificateType}`);
    expect(names(await get("admin", "?q=plan"))).toEqual([
      "Planned bst",
      "Planned cdc",
      "Planned medical",
      "Planned ships_cook",
      "Planned ssa",
    ]);
    const tankerCourse = await get("admin", "?type=tanker_basic");
    // the planned cook needs no tanker course (no cargo duties), the ship's cook certificate instead
    expect(names(tankerCourse)).toEqual(["Aboard tanker_basic"]);
    expect(tankerCourse.total).toBe(1);
    expect((await get("admin", `?vesselId=${tankerId}&q=aboard`)).total).toBe(1);
    expect(await get("admin", "?vesselId=00000000-0000-4000-8000-000000000000")).toEqual({
      items: [],
      total: 0,
    });
    // a search term's wildcards are literal
    expect((await get("admin", "?q=%25")).total).toBe(0);
    for (const bad of ["?type=Bad-Type", "?vesselId=x", `?q=${"a".repeat(101)}`]) {
      const res = await ctx.as("admin", { method: "GET", url: `/api/alerts/missing-certificates${bad}` });
      expect(res.statusCode, bad).toBe(400);
    }
  });

  it("the dashboard counts them in SQL: the same total, and the crew they belong to", async () => {
    const res = await ctx.as("office_staff", { method: "GET", url: "/api/dashboard/stats" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ missingCertificates: 7, missingCertificateCrew: 3 });
  });

  it("gives a crew user only their own (none here), and refuses bad input", async () => {
    expect(await get("crew")).toEqual({ items: [], total: 0 });
    const bad = await ctx.as("admin", { method: "GET", url: "/api/alerts/missing-certificates?days=-1" });
    expect(bad.statusCode).toBe(400);
  });

  it("sends staff one daily digest of them with the reminders, once per day", async () => {
    await ctx.db
      .insert(emailSettings)
      .values({ id: 1, enabled: true, reminderDays: [30], recipients: ["admin"] });
    const first = await runReminderScan(ctx.db, ctx.today);
    expect(first.message).toContain("missing certificates (1)");
    const [mail] = await ctx.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.entityType, "missing_certificates"));
    expect(mail).toMatchObject({
      toAddress: "admin@test.local",
      subject: "Missing required certificates: 7 for crew aboard or joining within 90 days",
    });
    expect(mail.bodyText).toContain("Oil and Chemical Tanker Basic missing — aboard now");
    expect(mail.bodyText).toContain("Flag State Endorsement missing");
    await runReminderScan(ctx.db, ctx.today);
    expect(
      await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.entityType, "missing_certificates")),
    ).toHaveLength(1);
  });

  it("a receipt of application for the flag stands for its endorsement (STCW I/10 para 5)", async () => {
    const [master] = (await get("admin", "?q=master")).items;
    expect(master.certificateType).toBe("flag_endorsement");
    await createDocument(ctx.db, {
      crewMemberId: master.crewMember.id,
      type: "flag_endorsement_cra",
      issuingState: "Panama",
      issueDate: addDays(ctx.today, -10),
      expiryDate: addDays(ctx.today, 60),
    });
    // (another query than above: the factory writes past the app, so the read cache never heard of it)
    expect(await get("admin", "?q=maste")).toEqual({ items: [], total: 0 });
  });
});
