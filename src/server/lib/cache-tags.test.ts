// Scoped invalidation across two app instances on one database (lib/cache-tags.ts): a write clears, on the
// instance that took it and on the other, the cached reads derived from what it changed, so the next read
// of those is fresh on both; a cached read of something it did not touch stays. Rows written past the API
// (which clears nothing) show whether a read came from the cache. On PGlite both instances share the one
// in-process database and its in-process LISTEN/NOTIFY.
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { createCrewMember, createDocument, createRotation, createVessel } from "../test/factories";
import { ENGINE } from "../test/test-database";
import { eventually, settled, twoInstancesEach } from "../test/two-instances";
import { READ_TAGS, sqlTags, writeTags } from "./cache-tags";

describe("cache tags", () => {
  it("a write route not listed, and a count over a table not listed, touch everything", () => {
    expect(writeTags("POST", "/api/vessels")).toBeUndefined();
    expect(writeTags("POST", undefined)).toBeUndefined();
    expect(writeTags("POST", "/api/documents")).toEqual(["documents"]);
    // a crew member's contact details reach their lists only; any other field, their assignments too
    expect(writeTags("PUT", "/api/crew/:id", { phoneNumber: "+1" })).toEqual(["crew-contact"]);
    expect(writeTags("PUT", "/api/crew/:id", { phoneNumber: "+1", rank: "Master" })).toContain("crew");
    expect(writeTags("PUT", "/api/crew/:id", {})).toContain("crew");
    expect(sqlTags('select count(*) from "documents" where "documents"."crew_member_id" = $1')).toEqual([
      "documents",
    ]);
    expect(sqlTags('select count(*) from "documents" join "wage_lines" on true')).toBeUndefined();
    expect(sqlTags("select count(*) from unnest($1::text[])")).toBeUndefined();
    expect(READ_TAGS["system-stats"]).toBeUndefined();
    expect(READ_TAGS["report-overview"]).toBeUndefined();
  });
});

describe(`scoped cache invalidation across instances (${ENGINE})`, { timeout: 90_000 }, () => {
  const instances = twoInstancesEach();
  const twoInstances = async () => {
    const { a, b } = await instances();
    const token = await a.tokenFor("admin");
    await settled(a, b);
    return { a, b, token };
  };
  const total = async (app: FastifyInstance, token: string, url: string) => {
    const res = await app.inject({ method: "GET", url, headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    return Number(res.headers["x-total-count"]);
  };
  const heardFrom = async (appB: FastifyInstance, write: () => Promise<number>) => {
    const heard = appB.cacheBus.stats.heard;
    expect(await write()).toBeLessThan(300);
    expect(await eventually(async () => appB.cacheBus.stats.heard > heard)).toBe(true);
  };

  it("a document write makes the next documents total fresh on both instances and leaves their cached rotations", async () => {
    const { a, b: appB, token } = await twoInstances();
    const vessel = await createVessel(a.db);
    const member = await createCrewMember(a.db);
    const other = await createCrewMember(a.db);
    const docs = "/api/documents?limit=1&type=visa"; // a filtered total: through the cached count
    const rots = "/api/rotations?limit=1";
    const d0 = await total(appB, token, docs);
    expect(await total(a.app, token, docs)).toBe(d0);
    const r0 = await total(appB, token, rots);
    expect(await total(a.app, token, rots)).toBe(r0); // both cached now
    // past the API: nothing is cleared, so the cached totals stay as they were
    await createRotation(a.db, { crewMemberId: member.id, vesselId: vessel.id });
    expect(await total(appB, token, rots)).toBe(r0);

    await heardFrom(appB, async () => {
      const res = await a.as("admin", {
        method: "POST",
        url: "/api/documents",
        payload: {
          crewMemberId: member.id,
          type: "visa",
          documentNumber: "TAG-1",
          issueDate: "2025-01-01",
          expiryDate: "2029-01-01",
          issuingAuthority: "Tag Authority",
        },
      });
      return res.statusCode;
    });
    expect(await total(appB, token, docs)).toBe(d0 + 1);
    expect(await total(a.app, token, docs)).toBe(d0 + 1);
    // an unrelated cached read survives the document write, on both instances
    expect(await total(appB, token, rots)).toBe(r0);
    expect(await total(a.app, token, rots)).toBe(r0);

    // a rotation write clears it: both see the one written past the API and the new one
    await heardFrom(appB, async () => {
      const res = await a.as("admin", {
        method: "POST",
        url: "/api/rotations",
        payload: {
          crewMemberId: other.id,
          vesselId: vessel.id,
          joinDate: "2027-03-01",
          rotationType: "join",
          override: { reason: "cache tags test" },
        },
      });
      return res.statusCode;
    });
    expect(await total(appB, token, rots)).toBe(r0 + 2);
    expect(await total(a.app, token, rots)).toBe(r0 + 2);
  });

  it("a crew member's edit makes the next search by their new name fresh on both instances", async () => {
    const { a, b: appB, token } = await twoInstances();
    const member = await createCrewMember(a.db);
    const search = "/api/crew?q=Quillfeather&limit=1";
    expect(await total(appB, token, search)).toBe(0);
    expect(await total(a.app, token, search)).toBe(0);
    await heardFrom(appB, async () => {
      const res = await a.as("admin", {
        method: "PUT",
        url: `/api/crew/${member.id}`,
        payload: { lastName: "Quillfeather" },
      });
      return res.statusCode;
    });
    expect(await total(appB, token, search)).toBe(1);
    expect(await total(a.app, token, search)).toBe(1);

    // an edit of their phone number only leaves the cached rotations total, a name edit clears it
    const vessel = await createVessel(a.db);
    const rots = "/api/rotations?limit=1";
    const r0 = await total(appB, token, rots);
    expect(await total(a.app, token, rots)).toBe(r0);
    await createRotation(a.db, { crewMemberId: member.id, vesselId: vessel.id });
    const edit = (payload: object) => async () =>
      (await a.as("admin", { method: "PUT", url: `/api/crew/${member.id}`, payload })).statusCode;
    await heardFrom(appB, edit({ phoneNumber: "+4712345678" }));
    expect(await total(appB, token, rots)).toBe(r0);
    expect(await total(a.app, token, rots)).toBe(r0);
    await heardFrom(appB, edit({ lastName: "Quillfeather-Hart" }));
    expect(await total(appB, token, rots)).toBe(r0 + 1);
    expect(await total(a.app, token, rots)).toBe(r0 + 1);
  });

  it("a rename shows in the Document Center's search at once; a contact edit keeps the crew totals", async () => {
    const { a, b: appB, token } = await twoInstances();
    const member = await createCrewMember(a.db);
    await createDocument(a.db, { crewMemberId: member.id });
    // the seafarers a term names are cached: none yet for this one
    const docs = "/api/documents?q=Brackenwold&limit=1";
    expect(await total(appB, token, docs)).toBe(0);
    expect(await total(a.app, token, docs)).toBe(0);
    const edit = (payload: object) => async () =>
      (await a.as("admin", { method: "PUT", url: `/api/crew/${member.id}`, payload })).statusCode;
    await heardFrom(appB, edit({ lastName: "Brackenwold" }));
    expect(await total(appB, token, docs)).toBe(1);
    expect(await total(a.app, token, docs)).toBe(1);

    // a crew total is cached (the available crew: a search of three letters or more counts its matches in
    // the page's statement); a seafarer written past the API is not counted until a crew edit clears it,
    // and a contact edit (no filter reads the phone number) does not
    const crew = "/api/crew?available=true&limit=1";
    const before = await total(appB, token, crew);
    expect(await total(a.app, token, crew)).toBe(before);
    await createCrewMember(a.db, { lastName: "Brackenwold" });
    await heardFrom(appB, edit({ phoneNumber: "+4787654321" }));
    expect(await total(appB, token, crew)).toBe(before);
    expect(await total(a.app, token, crew)).toBe(before);
    await heardFrom(appB, edit({ firstName: "Idony" }));
    expect(await total(appB, token, crew)).toBe(before + 1);
    expect(await total(a.app, token, crew)).toBe(before + 1);
  });
});
