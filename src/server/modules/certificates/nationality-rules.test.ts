// Nationality rules a flag sets on PGlite and PostgreSQL: an admin replaces one flag's
// rules in one transaction with its activity entry; office reads them; bad flags, ranks, empty lists,
// repeated ranks and unknown actions are 400 with nothing written; crew and office can't write.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { activityLog } from "../../db/schema";
import { fieldMessages, fileTestContext } from "../../test/helpers";
import { ENGINE } from "../../test/test-database";

describe(`nationality rules (${ENGINE})`, () => {
  const ctx = fileTestContext();
  const put = (payload: object, role: "admin" | "office_staff" | "crew" = "admin") =>
    ctx.as(role, { method: "PUT", url: "/api/nationality-rules", payload });
  const get = (q = "") => ctx.as("office_staff", { method: "GET", url: `/api/nationality-rules${q}` });

  it("an admin replaces a flag's rules; office reads them by flag, in the rank catalogue's order", async () => {
    expect((await get()).json()).toEqual([]);
    const saved = await put({
      flag: "Malta",
      rules: [
        { rank: "Chief Engineer", nationalities: ["Maltese", "Italian", "Maltese"], action: "warn" },
        { rank: "Master", nationalities: [" Maltese "], action: "block" },
      ],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual([
      { flag: "Malta", rank: "Captain", nationalities: ["Maltese"], action: "block" },
      { flag: "Malta", rank: "Chief Engineer", nationalities: ["Maltese", "Italian"], action: "warn" },
    ]);
    await put({ flag: "Norway", rules: [{ rank: "Cook", nationalities: ["Norwegian"], action: "warn" }] });
    expect((await get("?flag=Malta")).json()).toHaveLength(2);
    expect((await get()).json().map((r: { flag: string }) => r.flag)).toEqual(["Malta", "Malta", "Norway"]);

    expect((await put({ flag: "Malta", rules: [] })).json()).toEqual([]);
    expect((await get()).json().map((r: { rank: string }) => r.rank)).toEqual(["Cook"]);
    const log = await ctx.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityType, "flag_nationality_rules"), eq(activityLog.entityId, "Malta")));
    expect(log.map((l) => l.description)).toEqual(
      expect.arrayContaining([
        "Nationality rules for the Malta flag: Chief Engineer: Maltese/Italian/Maltese (warn), Captain: Maltese (block)",
        "Nationality rules for the Malta flag: none",
      ]),
    );
  });

  it("refuses bad input with 400, writing nothing; only admins write", async () => {
    await put({ flag: "Greece", rules: [{ rank: "Cook", nationalities: ["Greek"], action: "block" }] });
    for (const payload of [
      { flag: "Atlantis", rules: [] },
      { flag: "Greece", rules: [{ rank: "Pilot", nationalities: ["Greek"], action: "block" }] },
      { flag: "Greece", rules: [{ rank: "Cook", nationalities: [], action: "block" }] },
      { flag: "Greece", rules: [{ rank: "Cook", nationalities: ["  "], action: "block" }] },
      { flag: "Greece", rules: [{ rank: "Cook", nationalities: ["Greek"], action: "maybe" }] },
      {
        flag: "Greece",
        rules: [
          { rank: "Cook", nationalities: ["Greek"], action: "block" },
          { rank: "cook", nationalities: ["Greek"], action: "warn" },
        ],
      },
    ]) {
      const res = await put(payload);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(fieldMessages(res.json())).length).toBeGreaterThan(0);
    }
    expect((await get("?flag=Atlantis")).statusCode).toBe(400);
    const none = { flag: "Greece", rules: [] };
    expect((await put(none, "office_staff")).statusCode).toBe(403);
    expect((await put(none, "crew")).statusCode).toBe(403);
    expect((await ctx.as("crew", { method: "GET", url: "/api/nationality-rules" })).statusCode).toBe(403);
    expect((await get("?flag=Greece")).json()).toEqual([
      { flag: "Greece", rank: "Cook", nationalities: ["Greek"], action: "block" },
    ]);
  });
});
