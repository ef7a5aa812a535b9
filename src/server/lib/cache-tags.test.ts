// Scoped invalidation across two app instances on one database (lib/cache-tags.ts): a write clears, on the
// instance that took it and on the other, the cached reads derived from what it changed, so the next read
// of those is fresh on both; a cached read of something it did not touch stays. Rows written past the API
// (which clears nothing) show whether a read came from the cache. On PGlite both instances share the one
// in-process database and its in-process LISTEN/NOTIFY.
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { addDays } from "../../shared/dates";
import { crewChanges } from "../db/schema-manning";
import {
  createContract,
  createCrewMember,
  createDocument,
  createRotation,
  createVessel,
} from "../test/factories";
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
  it("the crew, document, contract and fleet lists are kept until a write to what they show, on both instances", async () => {
    const { a, b: appB, token } = await twoInstances();
    const today = a.app.today();
    const vessel = await createVessel(a.db, { name: "MV Keptlist Star" });
    const member = await createCrewMember(a.db, { lastName: "Keptlist", phoneNumber: "+4711111111" });
    await createDocument(a.db, { crewMemberId: member.id, expiryDate: addDays(today, 10) });
    const read = async (app: FastifyInstance, url: string) => {
      const res = await app.inject({ method: "GET", url, headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    const both = async <A, T>(url: string, pick: (answer: A) => T) => {
      const seen = [pick(await read(appB, url)), pick(await read(a.app, url))];
      expect(seen[1]).toEqual(seen[0]);
      return seen[0];
    };
    const crewUrl = "/api/crew?q=Keptlist&limit=5";
    const crewRow = (rows: { phoneNumber: string; documentCount: number }[]) =>
      rows.map((r) => [r.phoneNumber, r.documentCount]);
    const alertsUrl = "/api/alerts/expiring-documents?days=30&q=Keptlist&limit=5";
    const alertPhones = (rows: { crewMember: { phoneNumber: string } }[]) =>
      rows.map((i) => i.crewMember.phoneNumber);
    const docsUrl = `/api/documents?crewMemberId=${member.id}&limit=10`;
    const holders = (rows: object[]) => rows.map((r) => JSON.stringify(r).includes("Keptlist-Ray"));
    const contractsUrl = `/api/contracts?crewMemberId=${member.id}`;
    const ids = (rows: { id: string }[]) => rows.map((r) => r.id).sort();
    const vesselContractsUrl = `/api/vessels/${vessel.id}/contracts`;
    const fleetUrl = "/api/vessels?q=Keptlist";
    const searchUrl = "/api/search?q=Keptsearch";
    const titles = (answer: { results: { title: string }[] }) => answer.results.map((r) => r.title);
    const changesUrl = `/api/crew-changes?vesselId=${vessel.id}`;
    const ports = (rows: { port: string }[]) => rows.map((r) => r.port);
    const aboard = (rows: { crewCount: number }[]) => rows.map((r) => r.crewCount);

    expect(await both(crewUrl, crewRow)).toEqual([["+4711111111", 1]]);
    expect(await both(alertsUrl, alertPhones)).toEqual(["+4711111111"]);
    const docs0 = await both(docsUrl, ids);
    expect(docs0).toHaveLength(1);
    /** The lists but the crew list and the alerts answer as they did when first read. */
    const keptAsFirstRead = async () => {
      expect(await both(docsUrl, ids)).toEqual(docs0);
      expect(await both(contractsUrl, ids)).toEqual([]);
      expect(await both(vesselContractsUrl, ids)).toEqual([]);
      expect(await both(fleetUrl, aboard)).toEqual([0]);
      expect(await both(searchUrl, titles)).toEqual([]);
      expect(await both(changesUrl, ports)).toEqual([]);
    };
    await keptAsFirstRead();

    // past the API (which clears nothing): a document, a contract and a seafarer aboard; the kept pages stay
    await createDocument(a.db, { crewMemberId: member.id });
    const contract = await createContract(a.db, {
      crewMemberId: member.id,
      vesselId: vessel.id,
      startDate: addDays(today, -30),
      endDate: addDays(today, 150),
    });
    const other = await createCrewMember(a.db, { lastName: "Keptsearch" });
    await a.db
      .insert(crewChanges)
      .values({ vesselId: vessel.id, port: "Keptport", date: addDays(today, 20) });
    await createRotation(a.db, { crewMemberId: other.id, vesselId: vessel.id, joinDate: addDays(today, -5) });
    expect(await both(crewUrl, crewRow)).toEqual([["+4711111111", 1]]);
    await keptAsFirstRead();

    // a contact edit shows at once on the crew list and in the alerts (both show the phone), and leaves
    // the lists that do not show it
    const edit = (payload: object) => async () =>
      (await a.as("admin", { method: "PUT", url: `/api/crew/${member.id}`, payload })).statusCode;
    await heardFrom(appB, edit({ phoneNumber: "+4722222222" }));
    expect(await both(crewUrl, crewRow)).toEqual([["+4722222222", 2]]);
    expect(await both(alertsUrl, alertPhones)).toEqual(["+4722222222"]);
    await keptAsFirstRead();

    // a rename clears the documents (their holder's name) and the contracts (an edit may move them), and
    // the fleet list (crew aboard); each list then shows what was written past the API too
    await heardFrom(appB, edit({ lastName: "Keptlist-Ray" }));
    const docs1 = await both(docsUrl, (rows: object[]) => rows);
    expect(docs1).toHaveLength(2);
    expect(holders(docs1)).toEqual([true, true]);
    expect(await both(contractsUrl, ids)).toEqual([contract.id]);
    expect(await both(vesselContractsUrl, ids)).toEqual([contract.id]);
    expect(await both(fleetUrl, aboard)).toEqual([1]);
    expect(await both(searchUrl, titles)).toEqual([`${other.firstName} Keptsearch`]);
    expect(await both(changesUrl, ports)).toEqual(["Keptport"]);
  });
});
