// Alerts API on both engines: the one severity scale at the -1/0/7/8/15/16/30/31-day boundaries
// (expired its own level, upcoming beyond info up to the requested window), windows from settings,
// search and filters, crew narrowing, and the contact e-mail landing in a real SMTP server on loopback.
import { gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../../shared/dates";
import { MAIL_QUEUED_NO_SERVER } from "../../../shared/email-settings";
import { SEVERITY_EDGES } from "../../../shared/test/samples";
import { activityLog, emailOutbox, emailSettings } from "../../db/schema";
import { OutboxSender } from "../../jobs/outbox-sender";
import { createCrewMember, createDocument, createVessel } from "../../test/factories";
import { buildTestContext, type TestContext, type TestRole } from "../../test/helpers";
import { startSmtpCatcher } from "../../test/smtp-catcher";
import { ENGINE } from "../../test/test-database";

const TODAY = "2026-06-15";

describe(`alerts API (${ENGINE})`, () => {
  let ctx: TestContext;
  let memberId: string;
  const ids: Record<number, string> = {};

  beforeAll(async () => {
    ctx = await buildTestContext({ now: () => new Date(`${TODAY}T08:00:00Z`) });
    memberId = (
      await createCrewMember(ctx.db, {
        firstName: "Ana",
        lastName: "Alert",
        email: "ana@ship.test",
        phoneNumber: "+63 900",
      })
    ).id;
    for (const days of [-3, ...SEVERITY_EDGES.map(([d]) => d)]) {
      ids[days] = (
        await createDocument(ctx.db, {
          crewMemberId: memberId,
          type: "medical",
          expiryDate: addDays(TODAY, days),
        })
      ).id;
    }
    await createDocument(ctx.db, {
      crewMemberId: ctx.crewMemberId,
      type: "visa",
      expiryDate: addDays(TODAY, 3),
    });
  });
  afterAll(() => ctx.close());
  /** POST /api/crew/contact as `role`. */
  const contact = (role: TestRole, crewMemberId: string, subject: string, message: string) =>
    ctx.as(role, { method: "POST", url: "/api/crew/contact", payload: { crewMemberId, subject, message } });

  it("marks expired, critical, warning, info and upcoming over the requested window, ordered by expiry", async () => {
    const res = await ctx.as("office_staff", {
      method: "GET",
      url: "/api/alerts/expiring-documents?days=90",
    });
    expect(res.statusCode).toBe(200);
    const mine = res.json().filter((a: { crewMember: { id: string } }) => a.crewMember.id === memberId);
    const got = mine.map((a: { daysUntilExpiry: number; severity: string }) => [
      a.daysUntilExpiry,
      a.severity,
    ]);
    expect(got).toEqual([[-3, "expired"], ...SEVERITY_EDGES]);
    expect(mine[0]).toMatchObject({
      document: { id: ids[-3], type: "medical", documentType: "Medical Certificate" },
      crewMember: { firstName: "Ana", lastName: "Alert", phoneNumber: "+63 900" },
    });
    expect(res.headers["x-total-count"]).toBe("10");
    const within45 = await ctx.as("admin", { method: "GET", url: "/api/alerts/expiring-documents?days=45" });
    expect(within45.headers["x-total-count"]).toBe("9");
  });

  it("filters by severity and window, pages, and summarises in SQL", async () => {
    const warn = await ctx.as("admin", {
      method: "GET",
      url: "/api/alerts/expiring-documents?severity=warning",
    });
    expect(warn.json().map((a: { document: { id: string } }) => a.document.id)).toEqual([ids[8], ids[15]]);
    const week = await ctx.as("admin", { method: "GET", url: "/api/alerts/expiring-documents?days=7" });
    expect(week.headers["x-total-count"]).toBe("4");
    const page = await ctx.as("admin", {
      method: "GET",
      url: "/api/alerts/expiring-documents?limit=2&offset=1",
    });
    expect(page.json()).toHaveLength(2);
    const summary = await ctx.as("admin", { method: "GET", url: "/api/alerts/summary?days=90" });
    expect(summary.json()).toEqual({
      total: 10,
      expired: 1,
      critical: 3,
      warning: 2,
      info: 2,
      upcoming: 2,
      windows: { critical: 7, warning: 15, info: 30 },
    });
    const both = await ctx.as("admin", {
      method: "GET",
      url: "/api/alerts/expiring-documents?severity=expired,critical&days=90",
    });
    expect(both.json().map((a: { severity: string }) => a.severity)).toEqual([
      "expired",
      "critical",
      "critical",
      "critical",
    ]);
    const bad = await ctx.as("admin", {
      method: "GET",
      url: "/api/alerts/expiring-documents?severity=urgent",
    });
    expect(bad.statusCode).toBe(400);
  });

  it("searches crew names and document numbers, and filters by type and vessel", async () => {
    const vessel = await createVessel(ctx.db, { name: "MV Filter" });
    const other = await createCrewMember(ctx.db, {
      firstName: "Bruno",
      lastName: "Searchable",
      currentVesselId: vessel.id,
    });
    const visa = await createDocument(ctx.db, {
      crewMemberId: other.id,
      type: "visa",
      documentNumber: "VZ-778899",
      expiryDate: addDays(TODAY, 40),
    });
    const list = async (query: string) => {
      const res = await ctx.as("office_staff", {
        method: "GET",
        url: `/api/alerts/expiring-documents?days=90&${query}`,
      });
      expect(res.statusCode).toBe(200);
      return res.json().map((a: { document: { id: string } }) => a.document.id);
    };
    expect(await list("q=bruno%20search")).toEqual([visa.id]);
    expect(await list("q=778899")).toEqual([visa.id]);
    expect(await list("q=%25")).toEqual([]); // wildcards typed are literal
    expect(await list(`vesselId=${vessel.id}`)).toEqual([visa.id]);
    expect(await list("type=visa&severity=upcoming")).toEqual([visa.id]);
    expect(await list("type=visa&severity=critical")).not.toContain(visa.id);
    const count = await ctx.as("office_staff", {
      method: "GET",
      url: "/api/alerts/expiring-documents?days=90&q=Ana%20Alert",
    });
    expect(count.headers["x-total-count"]).toBe("9");
  });

  it("takes its windows from the settings row", async () => {
    await ctx.db.insert(emailSettings).values({ id: 1, criticalDays: 8, warningDays: 16, infoDays: 31 });
    const res = await ctx.as("admin", { method: "GET", url: "/api/alerts/expiring-documents?days=90" });
    const bySev = Object.fromEntries(
      res.json().map((a: { document: { id: string }; severity: string }) => [a.document.id, a.severity]),
    );
    expect(bySev[ids[8]]).toBe("critical");
    expect(bySev[ids[16]]).toBe("warning");
    expect(bySev[ids[31]]).toBe("info");
    expect(bySev[ids[90]]).toBe("upcoming");
    await ctx.db.delete(emailSettings).where(eq(emailSettings.id, 1));
  });

  it("gives a crew user their own alerts only", async () => {
    const res = await ctx.as("crew", { method: "GET", url: "/api/alerts/expiring-documents" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(1);
    expect(res.json()[0]).toMatchObject({ crewMember: { id: ctx.crewMemberId }, severity: "critical" });
    const summary = await ctx.as("crew", { method: "GET", url: "/api/alerts/summary" });
    expect(summary.json().total).toBe(1);
    const refused = await contact("crew", memberId, "x", "y");
    expect(refused.statusCode).toBe(403);
  });

  it("sends the contact message through the outbox to a real SMTP server on loopback", async () => {
    const smtp = await startSmtpCatcher();
    try {
      const res = await contact("office_staff", memberId, "Medical renewal", "Please renew your medical.");
      // the test app has no mail server: queued, said the same way Send Test Email says it
      expect(res.statusCode).toBe(202);
      expect(res.json()).toMatchObject({
        status: "queued",
        message: MAIL_QUEUED_NO_SERVER,
        to: "ana@ship.test",
      });
      const outboxId = res.json().outboxId;
      const [queued] = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.id, outboxId));
      expect(queued).toMatchObject({ status: "pending", toAddress: "ana@ship.test", kind: "contact" });
      const [logged] = await ctx.db.select().from(activityLog).where(eq(activityLog.entityId, memberId));
      expect(logged.description).toContain("Medical renewal");

      // delivered by the same outbox sender the app runs, over SMTP on loopback
      const sender = new OutboxSender({
        db: ctx.db,
        smtpUrl: smtp.url,
        from: "CrewFleet <no-reply@test.local>",
        now: () => new Date(),
      });
      expect(await sender.deliverDue([outboxId])).toEqual([{ id: outboxId, status: "sent" }]);
      await sender.stop();
      expect(smtp.mails).toHaveLength(1);
      expect(smtp.mails[0].to).toEqual(["ana@ship.test"]);
      expect(smtp.mails[0].raw).toContain("Subject: Medical renewal");
      expect(smtp.mails[0].raw).toContain("Please renew your medical.");
      const [sent] = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.id, outboxId));
      expect(sent.status).toBe("sent");
      expect(sent.sentAt).not.toBeNull();
    } finally {
      await smtp.close();
    }
  });

  it("answers 400 with a clear message when the crew member has no e-mail, and validates the body", async () => {
    const noMail = (await createCrewMember(ctx.db, { firstName: "Nora", lastName: "Nomail" })).id;
    const res = await contact("admin", noMail, "Hi", "Hello");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      "Nora Nomail has no e-mail address on file. Add one to their profile first.",
    );
    const empty = await contact("admin", memberId, "", "");
    expect(empty.statusCode).toBe(400);
    const unknown = await contact("admin", "00000000-0000-4000-8000-000000000000", "a", "b");
    expect(unknown.statusCode).toBe(404);
  });

  it("sends JSON gzipped when asked, the same answer again from the cache, and the new one after a write", async () => {
    const get = (encoding?: string) =>
      ctx.as("office_staff", {
        method: "GET",
        url: "/api/alerts/expiring-documents?days=90&limit=500",
        headers: encoding ? { "accept-encoding": encoding } : {},
      });
    const plain = await get();
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const body = plain.json() as { document: { id: string } }[];
    expect(body.length).toBeGreaterThan(0);
    for (let i = 0; i < 3; i++) {
      const zipped = await get("gzip, deflate");
      expect(zipped.headers["content-encoding"]).toBe("gzip");
      expect(String(zipped.headers.vary)).toMatch(/accept-encoding/i);
      expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(body);
    }
    const member = await createCrewMember(ctx.db, { firstName: "Gzip", lastName: "Check" });
    const created = await ctx.as("office_staff", {
      method: "POST",
      url: "/api/documents",
      payload: {
        crewMemberId: member.id,
        type: "visa",
        documentNumber: "GZ-0001",
        issueDate: addDays(TODAY, -300),
        expiryDate: addDays(TODAY, 3),
        issuingAuthority: "Test",
      },
    });
    expect(created.statusCode).toBe(201);
    const after = await get("gzip");
    const ids = (JSON.parse(gunzipSync(after.rawPayload).toString()) as { document: { id: string } }[]).map(
      (a) => a.document.id,
    );
    expect(ids).toContain(created.json().id);
    expect(ids).toHaveLength(body.length + 1);
  });

  it("pages by keyset: X-Next-Cursor walks the whole list once, in order, ties broken by id", async () => {
    const tied = await createCrewMember(ctx.db, { firstName: "Tia", lastName: "Tied" });
    for (let i = 0; i < 5; i++)
      await createDocument(ctx.db, {
        crewMemberId: tied.id,
        type: "medical",
        expiryDate: addDays(TODAY, 10),
      });
    // a window no earlier test read (the factories write past the read cache)
    const url = "/api/alerts/expiring-documents?days=91";
    const whole = await ctx.as("admin", { method: "GET", url });
    const all = whole.json() as { document: { id: string; expiryDate: string } }[];
    const key = (a: (typeof all)[number]) => `${a.document.expiryDate}_${a.document.id}`;
    expect(all.map(key)).toEqual(all.map(key).toSorted());
    expect(whole.headers["x-next-cursor"]).toBeUndefined(); // everything fitted

    const walked: string[] = [];
    let cursor: string | undefined;
    for (let pages = 0; pages < 20; pages++) {
      const res = await ctx.as("office_staff", {
        method: "GET",
        url: `${url}&limit=2${cursor ? `&cursor=${cursor}` : ""}`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers["x-total-count"]).toBe(String(all.length));
      const page = res.json() as (typeof all)[number][];
      walked.push(...page.map((a) => a.document.id));
      cursor = res.headers["x-next-cursor"] as string | undefined;
      if (!cursor) break;
      expect(cursor).toBe(key(page[1]));
      expect(String(res.headers["access-control-expose-headers"])).toMatch(/x-next-cursor/);
    }
    expect(walked).toEqual(all.map((a) => a.document.id));

    // filtered lists page the same way; their total is counted
    const visas = await ctx.as("admin", { method: "GET", url: `${url}&q=Tied&limit=3` });
    expect(visas.headers["x-total-count"]).toBe("5");
    const rest = await ctx.as("admin", {
      method: "GET",
      url: `${url}&q=Tied&limit=3&cursor=${visas.headers["x-next-cursor"]}`,
    });
    expect(rest.json()).toHaveLength(2);
    expect(rest.headers["x-next-cursor"]).toBeUndefined();
    // the maintained counts answer the same totals as counting, whole and by severity
    for (const severity of ["", "&severity=warning", "&severity=expired,upcoming"]) {
      const fleet = await ctx.as("admin", { method: "GET", url: `${url}${severity}` });
      expect(fleet.headers["x-total-count"], severity).toBe(String(fleet.json().length));
    }

    for (const bad of ["cursor=2026-06-15", `cursor=2026-02-30_${tied.id}`, `cursor=x_${tied.id}`]) {
      const res = await ctx.as("admin", { method: "GET", url: `${url}&${bad}` });
      expect(res.statusCode, bad).toBe(400);
    }
    const both = await ctx.as("admin", { method: "GET", url: `${url}&offset=2&cursor=${key(all[0])}` });
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toMatch(/cursor or offset/);
  });
});
