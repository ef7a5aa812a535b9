// On the API: a crew member's own e-mail (saved, unique case-insensitively,
// used by Contact), an empty date of birth answered only as required, and the active contract's salary
// and currency saved with the member in one transaction.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "../../db/schema";
import { contracts, crewMembers } from "../../db/schema-fleet";
import { createContract, createCrewMember, createVessel } from "../../test/factories";
import { buildTestContext, type TestContext } from "../../test/helpers";
import { ENGINE } from "../../test/test-database";

const person = {
  firstName: "Mara",
  lastName: "Quint",
  nationality: "Croatian",
  dateOfBirth: "1991-03-04",
  rank: "Cook",
};

describe(`crew e-mail, date of birth and contract pay (${ENGINE})`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestContext();
  });
  afterAll(() => ctx.close());

  const post = (payload: Record<string, unknown>) =>
    ctx.as("office_staff", { method: "POST", url: "/api/crew", payload });
  const put = (id: string, payload: Record<string, unknown>) =>
    ctx.as("office_staff", { method: "PUT", url: `/api/crew/${id}`, payload });

  it("saves the member's own e-mail on create and edit, and Contact writes to it", async () => {
    const created = await post({ ...person, email: "  mara.quint@ship.example " });
    expect(created.statusCode).toBe(201);
    expect(created.json().email).toBe("mara.quint@ship.example");
    const id = created.json().id;
    const edited = await put(id, { email: "mara@ship.example" });
    expect(edited.json().email).toBe("mara@ship.example");
    expect((await ctx.as("office_staff", { method: "GET", url: `/api/crew/${id}` })).json().email).toBe(
      "mara@ship.example",
    );
    const contact = await ctx.as("office_staff", {
      method: "POST",
      url: "/api/crew/contact",
      payload: { crewMemberId: id, subject: "Passport", message: "Please renew." },
    });
    expect(contact.statusCode).toBeLessThan(300);
    const sent = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.entityId, id));
    expect(sent.map((m) => m.toAddress)).toEqual(["mara@ship.example"]);
  });

  it("refuses an e-mail another crew member has, whatever its case, on the email field (409)", async () => {
    await createCrewMember(ctx.db, { email: "taken@ship.example" });
    const dup = await post({ ...person, firstName: "Dup", email: "Taken@Ship.example" });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().issues).toEqual([
      { path: ["email"], message: "Another crew member already has this e-mail address" },
    ]);
    const other = await createCrewMember(ctx.db, { email: "other@ship.example" });
    const clash = await put(other.id, { email: "TAKEN@ship.example" });
    expect(clash.statusCode).toBe(409);
    expect((await ctx.db.select().from(crewMembers).where(eq(crewMembers.id, other.id)))[0].email).toBe(
      "other@ship.example",
    );
    // keeping one's own address (in another case) is not a clash; no address is never one
    expect((await put(other.id, { email: "Other@ship.example" })).statusCode).toBe(200);
    expect((await post({ ...person, firstName: "NoMail1", email: "" })).statusCode).toBe(201);
    expect((await post({ ...person, firstName: "NoMail2", email: null })).statusCode).toBe(201);
  });

  it("the database refuses a duplicate address too (the unique index under the check)", async () => {
    await createCrewMember(ctx.db, { email: "race@ship.example" });
    await expect(createCrewMember(ctx.db, { email: "RACE@ship.example" })).rejects.toThrow();
  });

  it("answers an empty date of birth only as required", async () => {
    const res = await post({ ...person, dateOfBirth: "" });
    expect(res.statusCode).toBe(400);
    const dob = res
      .json()
      .issues.filter((i: { path: string[] }) => i.path.join(".") === "dateOfBirth")
      .map((i: { message: string }) => i.message);
    expect(dob).toEqual(["Date of birth is required"]);
  });

  it("creates the contract with its salary and currency", async () => {
    const res = await post({
      ...person,
      firstName: "Paid",
      contractStartDate: "2026-01-01",
      contractEndDate: "2026-06-30",
      contractSalary: 4250.5,
      contractCurrency: "eur",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().activeContract).toMatchObject({ salary: 4250.5, currency: "EUR" });
  });

  it("edits the active contract's salary and currency with the member, in one transaction", async () => {
    const v = await createVessel(ctx.db);
    const m = await createCrewMember(ctx.db, { firstName: "Sal", lastName: "Ary", currentVesselId: v.id });
    const c = await createContract(ctx.db, { crewMemberId: m.id, vesselId: v.id });
    const res = await put(m.id, { rank: "Bosun", contractSalary: 3100, contractCurrency: "nok" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      rank: "Bosun",
      activeContract: { id: c.id, salary: 3100, currency: "NOK" },
    });
    const [row] = await ctx.db.select().from(contracts).where(eq(contracts.id, c.id));
    expect(Number(row.salary)).toBe(3100);

    // a failing contract part (end before start) leaves the member and the pay as they were
    const bad = await put(m.id, {
      rank: "Cook",
      contractSalary: 9999,
      contractStartDate: "2026-05-01",
      contractEndDate: "2026-04-01",
    });
    expect(bad.statusCode).toBe(400);
    const [after] = await ctx.db.select().from(contracts).where(eq(contracts.id, c.id));
    expect(Number(after.salary)).toBe(3100);
    expect((await ctx.db.select().from(crewMembers).where(eq(crewMembers.id, m.id)))[0].rank).toBe("Bosun");
  });

  it("refuses a negative salary or a currency that is not a 3-letter code", async () => {
    const m = await createCrewMember(ctx.db);
    await createContract(ctx.db, { crewMemberId: m.id });
    const res = await put(m.id, { contractSalary: -1, contractCurrency: "DOLLARS" });
    expect(res.statusCode).toBe(400);
    const paths = res.json().issues.map((i: { path: string[] }) => i.path.join("."));
    expect(paths).toEqual(expect.arrayContaining(["contractSalary", "contractCurrency"]));
  });

  it("asks for contract dates when pay is given to a member without an active contract", async () => {
    const m = await createCrewMember(ctx.db);
    const res = await put(m.id, { contractSalary: 1000 });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toEqual(["contractStartDate"]);
  });
});
