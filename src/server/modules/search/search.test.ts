// Search from anywhere on both engines: each kind found by what the office types (a name, a passport or
// CDC number, a vessel's name or IMO, a document number, a port or its UN/LOCODE), grouped in order, a
// per-kind limit, prefix matches first, wildcards taken literally, superseded documents left out, the crew
// user's scope (their own record and documents, no vessels nor crew changes) and validation.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays } from "../../../shared/dates";
import { documents } from "../../db/schema-documents";
import { crewChanges } from "../../db/schema-manning";
import { createCrewMember, createDocument, createVessel, withDbToday } from "../../test/factories";
import { fileTestContext, type TestRole } from "../../test/helpers";
import { ENGINE } from "../../test/test-database";

describe(`search (${ENGINE})`, () => {
  const ctx = fileTestContext();
  const ids: Record<string, string> = {};

  const find = (role: TestRole, q: string, limit?: number) =>
    ctx.as(role, {
      method: "GET",
      url: `/api/search?q=${encodeURIComponent(q)}${limit ? `&limit=${limit}` : ""}`,
    });
  const titles = async (role: TestRole, q: string, limit?: number) => {
    const res = await find(role, q, limit);
    expect(res.statusCode).toBe(200);
    return (res.json().results as { kind: string; title: string }[]).map((r) => `${r.kind}:${r.title}`);
  };

  it("sets up a fleet", async () => {
    const v = await createVessel(ctx.db, { name: "MV Zanzibar Star", imoNumber: "9387421" });
    ids.vessel = v.id;
    const z = await createCrewMember(ctx.db, {
      firstName: "Zoltan",
      lastName: "Zanetti",
      rank: "Master",
      currentVesselId: v.id,
    });
    ids.zoltan = z.id;
    const a = await createCrewMember(ctx.db, { firstName: "Anna", lastName: "Zanzibarova" });
    ids.anna = a.id;
    await createDocument(ctx.db, { crewMemberId: z.id, type: "passport", documentNumber: "P7788123" });
    await createDocument(ctx.db, { crewMemberId: a.id, type: "cdc", documentNumber: "CDC-44_19" });
    const med = await createDocument(ctx.db, {
      crewMemberId: a.id,
      type: "medical",
      documentNumber: "MED-ZX-1",
      expiryDate: addDays(ctx.today, 100),
    });
    ids.med = med.id;
    const old = await createDocument(ctx.db, {
      crewMemberId: a.id,
      type: "medical",
      documentNumber: "MED-ZX-0",
    });
    await withDbToday(ctx.db, (tx) =>
      tx.update(documents).set({ supersededById: med.id }).where(eq(documents.id, old.id)),
    );
    await createDocument(ctx.db, {
      crewMemberId: ctx.crewMemberId,
      type: "passport",
      documentNumber: "PCARL-9",
    });
    await withDbToday(ctx.db, (tx) =>
      tx.insert(crewChanges).values({
        vesselId: v.id,
        port: "Zanzibar",
        portLocode: "TZZNZ",
        date: addDays(ctx.today, 20),
      }),
    );
  });

  it("finds each kind, grouped in order, for the office", async () => {
    expect(await titles("office_staff", "zanzibar")).toEqual([
      "crew:Anna Zanzibarova",
      "vessel:MV Zanzibar Star",
      "crew-change:Zanzibar (TZZNZ)",
    ]);
    const res = (await find("office_staff", "zanzibar")).json().results;
    expect(res[0]).toMatchObject({
      id: ids.anna,
      url: `/crew?highlight=${ids.anna}`,
      subtitle: "Able Seaman · Ashore",
    });
    expect(res[1]).toMatchObject({ id: ids.vessel, url: `/dashboard?vessel=${ids.vessel}` });
    expect(res[1].subtitle).toContain("IMO 9387421");
    expect(res[2].url).toBe(`/planning?vesselId=${ids.vessel}`);
  });

  it("finds a seafarer by passport or CDC number, a vessel by IMO, a crew change by UN/LOCODE", async () => {
    const byPassport = (await find("office_staff", "p7788")).json().results;
    expect(byPassport.map((r: { kind: string; id: string }) => r.kind)).toEqual(["crew", "document"]);
    expect(byPassport[0].id).toBe(ids.zoltan);
    expect(byPassport[0].subtitle).toBe("Master · MV Zanzibar Star · No. P7788123");
    expect(await titles("admin", "P7788123")).toEqual(["crew:Zoltan Zanetti", "document:P7788123"]);
    expect(await titles("admin", "9387421")).toEqual(["vessel:MV Zanzibar Star"]);
    expect(await titles("admin", "tzznz")).toEqual(["crew-change:Zanzibar (TZZNZ)"]);
  });

  it("finds current documents by number, not superseded ones, and takes wildcards literally", async () => {
    const res = (await find("office_staff", "MED-ZX")).json().results;
    expect(res).toEqual([
      expect.objectContaining({
        kind: "document",
        id: ids.med,
        title: "MED-ZX-1",
        url: `/documents?crew=${ids.anna}&q=MED-ZX-1`,
      }),
    ]);
    expect(res[0].subtitle).toMatch(/^Medical Certificate · Anna Zanzibarova · expires /);
    expect(await titles("office_staff", "44_1")).toEqual(["crew:Anna Zanzibarova", "document:CDC-44_19"]);
    expect(await titles("office_staff", "44%1")).toEqual([]);
  });

  it("puts prefix matches first and keeps to the limit of each kind", async () => {
    for (const [first, last] of [
      ["Zed", "Alpha"],
      ["Bea", "Zedson"],
      ["Cyd", "Zedd"],
    ])
      await createCrewMember(ctx.db, { firstName: first, lastName: last });
    expect(await titles("office_staff", "zed")).toEqual([
      "crew:Zed Alpha",
      "crew:Cyd Zedd",
      "crew:Bea Zedson",
    ]);
    expect(await titles("office_staff", "zed", 2)).toEqual(["crew:Zed Alpha", "crew:Cyd Zedd"]);
  });

  it("lets a crew user find only their own record and documents", async () => {
    expect(await titles("crew", "zanzibar")).toEqual([]);
    expect(await titles("crew", "P7788")).toEqual([]);
    expect(await titles("crew", "MED-ZX")).toEqual([]);
    const own = (await find("crew", "carl c")).json().results;
    expect(own).toEqual([expect.objectContaining({ kind: "crew", id: ctx.crewMemberId, url: "/dashboard" })]);
    expect(await titles("crew", "pcarl")).toEqual(["crew:Carl Crew", "document:PCARL-9"]);
  });

  it("refuses a query too short or too long, a bad limit, and anonymous callers", async () => {
    for (const url of [
      "/api/search?q=a",
      "/api/search",
      `/api/search?q=${"x".repeat(101)}`,
      "/api/search?q=ab&limit=0",
      "/api/search?q=ab&limit=21",
    ])
      expect((await ctx.as("office_staff", { method: "GET", url })).statusCode, url).toBe(400);
    expect((await ctx.as(null, { method: "GET", url: "/api/search?q=zan" })).statusCode).toBe(401);
  });
});
