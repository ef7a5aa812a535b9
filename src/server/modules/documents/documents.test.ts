// Document API on both engines: uploads (each type and each rejection), CRUD, derived status at the
// 0/30/31-day boundaries, crew isolation for list, file download and mutations, orphan cleanup.
import { and, count, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../../shared/dates";
import { queryRows } from "../../db/rows";
import { activityLog } from "../../db/schema";
import { documents, storedFiles } from "../../db/schema-documents";
import { crewMembers } from "../../db/schema-fleet";
import { WRITTEN_PAGES_UP_TO_OFFSET } from "../../lib/paging";
import { likePattern } from "../../lib/search";
import { documentSearchGroups } from "../../projections/document-search-groups";
import { createCrewMember, createDocument, withDbToday } from "../../test/factories";
import { EXE, HTML, JPEG, PDF, PNG, putToSlot } from "../../test/files";
import { buildTestContext, type TestContext, type TestRole } from "../../test/helpers";
import { ENGINE } from "../../test/test-database";
import { cleanupOrphanFiles } from "../files/service";
import { BOUND_NAME_MATCHES } from "./search";

const TODAY = "2026-06-15";
let clock = new Date(`${TODAY}T12:00:00Z`);

describe(`documents API (${ENGINE})`, () => {
  let ctx: TestContext;
  let otherMemberId: string;

  async function upload(role: TestRole, bytes: Buffer, contentType: string, filename = "file.pdf") {
    const slot = await ctx.as(role, {
      method: "POST",
      url: "/api/upload",
      payload: { filename, fileType: contentType },
    });
    expect(slot.statusCode).toBe(200);
    const { uploadURL, filePath } = slot.json();
    const put = await putToSlot(ctx, role, uploadURL, contentType, bytes);
    return { put, filePath: filePath as string, uploadURL: uploadURL as string };
  }

  /** The current documents (of one member, or all) that ILIKE on the number, authority, type and holder's
   * name finds for `q`, their ids sorted: what the search must answer. */
  async function ilikeMatches(q: string, crewMemberId?: string) {
    const p = likePattern(q);
    const rows = await queryRows<{ id: string }>(
      ctx.db,
      sql`select d.id from documents d
        join crew_members c on c.id = d.crew_member_id
        join certificate_types t on t.code = d.type
       where d.superseded_by_id is null ${crewMemberId ? sql`and d.crew_member_id = ${crewMemberId}` : sql``}
         and (d.document_number ilike ${p} or d.issuing_authority ilike ${p} or t.name ilike ${p}
           or t.code ilike ${p} or (c.first_name || ' ' || c.last_name) ilike ${p})`,
    );
    return rows.map((r) => r.id).sort();
  }

  const docBody = (over: Record<string, unknown> = {}) => ({
    type: "passport",
    documentNumber: "P1234567",
    issueDate: "2024-01-01",
    expiryDate: "2030-01-01",
    issuingAuthority: "Manila Passport Office",
    ...over,
  });

  beforeAll(async () => {
    ctx = await buildTestContext({ now: () => clock });
    otherMemberId = (await createCrewMember(ctx.db, { firstName: "Otto", lastName: "Other" })).id;
  });
  afterAll(() => ctx.close());

  it.each([
    ["PDF", PDF, "application/pdf", "scan.pdf"],
    ["JPEG", JPEG, "image/jpeg", "photo.jpg"],
    ["PNG", PNG, "image/png", "photo.png"],
  ])("uploads a %s, attaches it and serves it back", async (_label, bytes, type, name) => {
    const { put, filePath } = await upload("office_staff", bytes, type, name);
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ sizeBytes: bytes.length, mimeType: type });
    const created = await ctx.as("office_staff", {
      method: "POST",
      url: "/api/documents",
      payload: docBody({ crewMemberId: otherMemberId, filePath }),
    });
    expect(created.statusCode).toBe(201);
    const doc = created.json();
    expect(doc).toMatchObject({ hasFile: true, filePath: `/api/documents/${doc.id}/file`, fileName: name });
    const file = await ctx.as("admin", { method: "GET", url: doc.filePath });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(bytes)).toBe(true);
    expect(file.headers["content-type"]).toContain(type);
    expect(file.headers["content-disposition"]).toContain(`filename="${name}"`);
    expect(file.headers["x-content-type-options"]).toBe("nosniff");
    const [row] = await ctx.db.select().from(storedFiles).where(eq(storedFiles.id, filePath));
    expect(row.status).toBe("attached");
    expect(row.storageKey).not.toContain(name);
  });

  it("rejects a 6 MB file (413), an .exe renamed .pdf and HTML sent as an image (415), an empty file (400)", async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(6 * 1024 * 1024)]);
    const tooBig = await upload("office_staff", big, "application/pdf", "big.pdf");
    expect(tooBig.put.statusCode).toBe(413);
    expect(tooBig.put.json().message).toBe("File size must be less than 5MB");
    const exe = await upload("office_staff", EXE, "application/pdf", "virus.pdf");
    expect(exe.put.statusCode).toBe(415);
    expect(exe.put.json().message).toBe("Only PDF, JPEG, and PNG files are allowed");
    const html = await upload("office_staff", HTML, "image/png", "page.png");
    expect(html.put.statusCode).toBe(415);
    const htmlType = await upload("office_staff", HTML, "text/html", "page.html");
    expect(htmlType.put.statusCode).toBe(415);
    const empty = await upload("office_staff", Buffer.alloc(0), "application/pdf", "empty.pdf");
    expect(empty.put.statusCode).toBe(400);
    for (const slot of [tooBig, exe, html, htmlType, empty]) {
      const [row] = await ctx.db.select().from(storedFiles).where(eq(storedFiles.id, slot.filePath));
      expect(row.status).toBe("pending");
      expect(row.sizeBytes).toBeNull();
      expect(await ctx.app.fileStore.get(row.storageKey)).toBeNull();
      // a rejected slot cannot be attached to a document
      const attach = await ctx.as("office_staff", {
        method: "POST",
        url: "/api/documents",
        payload: docBody({ crewMemberId: otherMemberId, filePath: slot.filePath }),
      });
      expect(attach.statusCode).toBe(400);
    }
  });

  it("refuses another user's upload slot and a slot used twice", async () => {
    const { uploadURL } = await upload("office_staff", PDF, "application/pdf");
    const again = await putToSlot(ctx, "office_staff", uploadURL, "application/pdf", PDF);
    expect(again.statusCode).toBe(409);
    const slot = (
      await ctx.as("admin", {
        method: "POST",
        url: "/api/upload",
        payload: { filename: "a.pdf", fileType: "application/pdf" },
      })
    ).json();
    const stranger = await putToSlot(ctx, "crew", slot.uploadURL, "application/pdf", PDF);
    expect(stranger.statusCode).toBe(404);
  });

  it("cleans up expired slots and never-attached files, rows and bytes, but keeps attached files", async () => {
    const orphan = await upload("office_staff", PDF, "application/pdf", "orphan.pdf"); // stored, never attached
    const pending = (
      await ctx.as("office_staff", {
        method: "POST",
        url: "/api/upload",
        payload: { filename: "half.pdf", fileType: "application/pdf" },
      })
    ).json();
    const kept = await upload("office_staff", PNG, "image/png", "kept.png");
    const doc = await ctx.as("office_staff", {
      method: "POST",
      url: "/api/documents",
      payload: docBody({ crewMemberId: otherMemberId, filePath: kept.filePath }),
    });
    expect(doc.statusCode).toBe(201);
    const [orphanRow] = await ctx.db.select().from(storedFiles).where(eq(storedFiles.id, orphan.filePath));
    expect(await ctx.app.fileStore.get(orphanRow.storageKey)).not.toBeNull();

    expect(await cleanupOrphanFiles(ctx.db, ctx.app.fileStore, new Date(clock.getTime() + 30 * 60_000))).toBe(
      0,
    );
    const removed = await cleanupOrphanFiles(
      ctx.db,
      ctx.app.fileStore,
      new Date(clock.getTime() + 25 * 3600_000),
    );
    expect(removed).toBeGreaterThanOrEqual(2);
    for (const id of [orphan.filePath, pending.filePath]) {
      expect(await ctx.db.select().from(storedFiles).where(eq(storedFiles.id, id))).toHaveLength(0);
    }
    expect(await ctx.app.fileStore.get(orphanRow.storageKey)).toBeNull();
    const file = await ctx.as("office_staff", { method: "GET", url: doc.json().filePath });
    expect(file.statusCode).toBe(200);

    // a crew member's deletion cascades to their documents; their attached files are orphans then
    const leaver = (await createCrewMember(ctx.db, { firstName: "Leo", lastName: "Leaver" })).id;
    const leaverFile = await upload("office_staff", PDF, "application/pdf", "leaver.pdf");
    await ctx.as("office_staff", {
      method: "POST",
      url: "/api/documents",
      payload: docBody({ crewMemberId: leaver, filePath: leaverFile.filePath }),
    });
    const [leaverRow] = await ctx.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.id, leaverFile.filePath));
    expect(await cleanupOrphanFiles(ctx.db, ctx.app.fileStore, clock)).toBe(0);
    await ctx.db.delete(crewMembers).where(eq(crewMembers.id, leaver));
    expect(await cleanupOrphanFiles(ctx.db, ctx.app.fileStore, clock)).toBe(1);
    expect(await ctx.app.fileStore.get(leaverRow.storageKey)).toBeNull();
    expect((await ctx.as("office_staff", { method: "GET", url: doc.json().filePath })).statusCode).toBe(200);
  });

  it("creates, reads, edits and deletes a document (and its file), logging each change", async () => {
    const missing = await ctx.as("office_staff", {
      method: "POST",
      url: "/api/documents",
      payload: docBody(),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("Please select a crew member");
    const invalid = await ctx.as("office_staff", {
      method: "POST",
      url: "/api/documents",
      payload: { crewMemberId: otherMemberId, type: "passport" },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().issues.map((i: { path: string[] }) => i.path[0])).toEqual(
      expect.arrayContaining(["documentNumber", "issueDate", "expiryDate", "issuingAuthority"]),
    );
    const { filePath } = await upload("admin", PDF, "application/pdf", "cdc.pdf");
    const created = await ctx.as("admin", {
      method: "POST",
      url: "/api/documents",
      payload: docBody({
        type: "cdc",
        documentNumber: "CDC-777",
        crewMemberId: otherMemberId,
        filePath,
        status: "expired",
      }),
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect(created.json()).toMatchObject({ type: "cdc", status: "valid", crewMember: { firstName: "Otto" } });

    const edited = await ctx.as("office_staff", {
      method: "PATCH",
      url: `/api/documents/${id}`,
      payload: { documentNumber: "CDC-778", expiryDate: addDays(TODAY, 10) },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ documentNumber: "CDC-778", status: "expiring", hasFile: true });
    const badDates = await ctx.as("office_staff", {
      method: "PATCH",
      url: `/api/documents/${id}`,
      payload: { expiryDate: "2020-01-01" },
    });
    expect(badDates.statusCode).toBe(400);

    const [fileRow] = await ctx.db.select().from(storedFiles).where(eq(storedFiles.id, filePath));
    const del = await ctx.as("office_staff", { method: "DELETE", url: `/api/documents/${id}` });
    expect(del.statusCode).toBe(200);
    expect(await ctx.db.select().from(documents).where(eq(documents.id, id))).toHaveLength(0);
    expect(await ctx.db.select().from(storedFiles).where(eq(storedFiles.id, filePath))).toHaveLength(0);
    expect(await ctx.app.fileStore.get(fileRow.storageKey)).toBeNull();
    expect((await ctx.as("office_staff", { method: "GET", url: `/api/documents/${id}` })).statusCode).toBe(
      404,
    );
    const [{ n }] = await ctx.db.select({ n: count() }).from(activityLog).where(eq(activityLog.entityId, id));
    expect(n).toBe(3);
    // the log of a change records what each changed field was and became
    const [update] = await ctx.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, id), eq(activityLog.action, "update")));
    expect(update.metadata).toEqual({
      before: { documentNumber: "CDC-777", expiryDate: docBody().expiryDate },
      after: { documentNumber: "CDC-778", expiryDate: addDays(TODAY, 10) },
    });
  });

  it("searches the number and the authority case-insensitively, as ILIKE on the columns finds them", async () => {
    const m = (await createCrewMember(ctx.db, { firstName: "Quinn", lastName: "Quarry" })).id;
    const mk = (type: string, documentNumber: string, issuingAuthority: string) =>
      createDocument(ctx.db, { crewMemberId: m, type, documentNumber, issuingAuthority });
    const a = await mk("passport", "PT-ábc-77", "Direção-Geral da Autoridade MARÍTIMA");
    const b = await mk("visa", "V_100%", "Schengen Consulate");
    await mk("medical", "MED-9", "Port Health Office");
    const search = async (q: string) => {
      const res = await ctx.as("admin", {
        method: "GET",
        url: `/api/documents?crewMemberId=${m}&q=${encodeURIComponent(q)}&limit=10`,
      });
      expect(res.statusCode, q).toBe(200);
      expect(res.headers["x-total-count"], q).toBe(String(res.json().length));
      return res.json().map((d: { id: string }) => d.id) as string[];
    };
    // a term found only in the authority, in another case than the document's
    expect(await search("gERAL da AUTORIDADE")).toEqual([a.id]);
    expect(await search("sCHENGEN cons")).toEqual([b.id]);
    // the wildcards a user types are literal
    expect(await search("v_100%")).toEqual([b.id]);
    expect(await search("%")).toEqual([b.id]);
    // every term finds what ILIKE on the number, authority, name and type finds (accented letters fold
    // as the database's lower() folds them, whatever its locale)
    for (const q of [
      "marítima",
      "MARÍ",
      "dIREÇ",
      "pt-ÁBC",
      "ÁBC-7",
      "health OFF",
      "med-9",
      "ó",
      "a",
      "zzz",
      "\\",
    ]) {
      expect((await search(q)).sort(), q).toEqual(await ilikeMatches(q, m));
    }
  });

  it("totals the office's search (kept groups) as ILIKE over every current document, through writes", async () => {
    const holder = (await createCrewMember(ctx.db, { firstName: "Zephyrine", lastName: "Ngata" })).id;
    const other = (await createCrewMember(ctx.db, { firstName: "Olaf", lastName: "Berg" })).id;
    const mk = (crewMemberId: string, type: string, documentNumber: string, issuingAuthority: string) =>
      createDocument(ctx.db, { crewMemberId, type, documentNumber, issuingAuthority });
    await mk(holder, "passport", "ZP-001", "Passport Office"); // "zephyr", "ngata": only its holder's name
    const byNumber = await mk(other, "medical", "MED-NGX-2", "Port Health Office"); // "ngx": only its number
    const renewed = await mk(other, "visa", "VX-3", "MARINA");
    await mk(holder, "visa", "VX-4", "Maritime Authority");
    await mk(other, "stcw", "ST-5", "marina");
    const edited = await mk(other, "passport", "P-6", "Passport Office");
    const deleted = await mk(holder, "medical", "MED-7", "Seafarers Medical Centre");
    const terms = [
      "mar",
      "marina",
      "ma",
      "ng",
      "a",
      "zephyr",
      "ngata",
      "ngx",
      "x-", // two characters found by the numbers alone (their characters and pairs)
      "7",
      "passport",
      "medical",
      "%",
      "zz",
    ];
    const check = async () => {
      for (const q of terms) {
        const res = await ctx.as("admin", {
          method: "GET",
          url: `/api/documents?q=${encodeURIComponent(q)}&limit=500`,
        });
        expect(res.statusCode, q).toBe(200);
        const expected = await ilikeMatches(q);
        expect(Number(res.headers["x-total-count"]), q).toBe(expected.length);
        const ids = res.json().map((d: { id: string }) => d.id) as string[];
        expect(ids.sort(), q).toEqual(expected);
      }
    };
    await check();
    // a renewal supersedes (the old one leaves the groups), an edit moves a document to another
    // authority, a delete takes one away, a number edited stops matching
    const renewal = await mk(other, "visa", "VX-8", "Schengen Consulate");
    await ctx.db.update(documents).set({ supersededById: renewal.id }).where(eq(documents.id, renewed.id));
    const patch = (id: string, payload: Record<string, unknown>) =>
      ctx.as("admin", { method: "PATCH", url: `/api/documents/${id}`, payload });
    expect((await patch(edited.id, { issuingAuthority: "Maritime Administration" })).statusCode).toBe(200);
    expect((await patch(byNumber.id, { documentNumber: "MED-2" })).statusCode).toBe(200);
    const del = await ctx.as("admin", { method: "DELETE", url: `/api/documents/${deleted.id}` });
    expect(del.statusCode).toBe(200);
    await check();
    expect(await documentSearchGroups.drift(ctx.db)).toEqual([]);
  });

  it("finds and totals a name that more seafarers hold than are bound to the statements, as ILIKE does", async () => {
    // BOUND_NAME_MATCHES + 5 seafarers named "Quillane": the search matches them inside its statements
    const many = BOUND_NAME_MATCHES + 5;
    const holders = await withDbToday(ctx.db, (tx) =>
      tx
        .insert(crewMembers)
        .values(
          Array.from({ length: many }, (_, i) => ({
            firstName: `Nia${i}`,
            lastName: "Quillane",
            nationality: "Filipino",
            dateOfBirth: "1990-01-01",
            rank: "Able Seaman",
          })),
        )
        .returning({ id: crewMembers.id }),
    );
    // one document each, every tenth under an authority that matches too, one whose number alone matches
    for (const [i, { id }] of holders.entries()) {
      if (i % 7 === 0) continue; // some hold none
      await createDocument(ctx.db, {
        crewMemberId: id,
        issuingAuthority: i % 10 === 0 ? "Quill Registry" : "Passport Office",
      });
    }
    const other = (await createCrewMember(ctx.db, { firstName: "Olga", lastName: "Nord" })).id;
    await createDocument(ctx.db, { crewMemberId: other, documentNumber: "QUILL-77" });
    await createDocument(ctx.db, { crewMemberId: other, documentNumber: "N-1" });
    for (const q of ["quill", "QUILLANE", "nia1", "a q"]) {
      const expected = await ilikeMatches(q);
      const res = await ctx.as("admin", {
        method: "GET",
        url: `/api/documents?q=${encodeURIComponent(q)}&limit=500`,
      });
      expect(res.statusCode, q).toBe(200);
      expect(Number(res.headers["x-total-count"]), q).toBe(expected.length);
      expect(
        res
          .json()
          .map((d: { id: string }) => d.id)
          .sort(),
        q,
      ).toEqual(expected);
      // a page of the newest first, as the Document Center opens
      const first = await ctx.as("admin", {
        method: "GET",
        url: `/api/documents?q=${encodeURIComponent(q)}&limit=20`,
      });
      expect(
        first.json().map((d: { id: string }) => d.id),
        q,
      ).toEqual(
        res
          .json()
          .slice(0, 20)
          .map((d: { id: string }) => d.id),
      );
    }
    // more seafarers match "quill" than are bound ("nia1": 111, fewer)
    const [named] = await queryRows<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from crew_members where (first_name || ' ' || last_name) ilike '%quill%'`,
    );
    expect(named.n).toBeGreaterThan(BOUND_NAME_MATCHES);
  });

  it("derives the status at the 0/30/31-day boundaries and filters, searches and counts in SQL", async () => {
    const m = (await createCrewMember(ctx.db, { firstName: "Bea", lastName: "Boundary" })).id;
    const mk = (days: number, extra = {}) =>
      createDocument(ctx.db, {
        crewMemberId: m,
        expiryDate: addDays(TODAY, days),
        issueDate: "2020-01-01",
        ...extra,
      });
    const d0 = await mk(0, { type: "visa", issuingAuthority: "Schengen Consulate" });
    const d30 = await mk(30, { type: "medical" });
    const d31 = await mk(31, { type: "stcw", documentNumber: "STCW-XYZ-31" });
    const dPast = await mk(-1);
    const res = await ctx.as("admin", { method: "GET", url: `/api/documents?crewMemberId=${m}&limit=10` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["x-total-count"]).toBe("4");
    const status = Object.fromEntries(
      res.json().map((d: { id: string; status: string }) => [d.id, d.status]),
    );
    expect(status).toEqual({
      [d0.id]: "expiring",
      [d30.id]: "expiring",
      [d31.id]: "valid",
      [dPast.id]: "expired",
    });

    const expiring = await ctx.as("admin", {
      method: "GET",
      url: `/api/documents?crewMemberId=${m}&status=expiring`,
    });
    expect(
      expiring
        .json()
        .map((d: { id: string }) => d.id)
        .sort(),
    ).toEqual([d0.id, d30.id].sort());
    const byType = await ctx.as("admin", {
      method: "GET",
      url: `/api/documents?crewMemberId=${m}&type=stcw`,
    });
    expect(byType.json().map((d: { id: string }) => d.id)).toEqual([d31.id]);
    for (const q of ["stcw-xyz", "schengen", "medical cert"]) {
      const found = await ctx.as("admin", {
        method: "GET",
        url: `/api/documents?crewMemberId=${m}&q=${encodeURIComponent(q)}`,
      });
      expect(found.json(), q).toHaveLength(1);
    }
    // the crew member's name finds their documents, counted the same way
    const byName = await ctx.as("office_staff", {
      method: "GET",
      url: "/api/documents?q=bea%20boundary&limit=2",
    });
    expect(byName.statusCode).toBe(200);
    expect(byName.json()).toHaveLength(2);
    expect(byName.headers["x-total-count"]).toBe("4");
    expect(byName.json().every((d: { crewMemberId: string }) => d.crewMemberId === m)).toBe(true);
    const page = await ctx.as("admin", {
      method: "GET",
      url: `/api/documents?crewMemberId=${m}&limit=2&offset=2`,
    });
    expect(page.json()).toHaveLength(2);
    expect(page.headers["x-total-count"]).toBe("4");

    clock = new Date(`${addDays(TODAY, 1)}T12:00:00Z`); // a day later the 0-day document is expired
    const later = await ctx.as("admin", { method: "GET", url: `/api/documents/${d0.id}` });
    expect(later.json().status).toBe("expired");
    clock = new Date(`${TODAY}T12:00:00Z`);
  });

  it("counts by status for the caller (crew: own only)", async () => {
    const crewMemberId = ctx.crewMemberId;
    await createDocument(ctx.db, { crewMemberId, expiryDate: addDays(TODAY, -5) });
    await createDocument(ctx.db, { crewMemberId, expiryDate: addDays(TODAY, 5) });
    await createDocument(ctx.db, { crewMemberId, expiryDate: addDays(TODAY, 500) });
    const crew = await ctx.as("crew", { method: "GET", url: "/api/documents/stats" });
    expect(crew.json()).toEqual({ total: 3, valid: 1, expiring: 1, expired: 1 });
    const admin = (await ctx.as("admin", { method: "GET", url: "/api/documents/stats" })).json();
    const [{ n }] = await ctx.db
      .select({ n: count() })
      .from(documents)
      .where(isNull(documents.supersededById)); // current only: superseded renewals are history
    expect(admin.total).toBe(n);
    expect(admin.valid + admin.expiring + admin.expired).toBe(n);
  });

  it("keeps a crew user to their own documents: list, file, edit, uploads for themselves, and no delete", async () => {
    const { filePath } = await upload("office_staff", PDF, "application/pdf", "other.pdf");
    const others = (
      await ctx.as("office_staff", {
        method: "POST",
        url: "/api/documents",
        payload: docBody({ crewMemberId: otherMemberId, filePath }),
      })
    ).json();
    const list = await ctx.as("crew", { method: "GET", url: "/api/documents?limit=500" });
    expect(list.json().length).toBeGreaterThan(0);
    expect(list.json().every((d: { crewMemberId: string }) => d.crewMemberId === ctx.crewMemberId)).toBe(
      true,
    );
    const filtered = await ctx.as("crew", {
      method: "GET",
      url: `/api/documents?crewMemberId=${otherMemberId}`,
    });
    expect(filtered.json()).toEqual([]);
    for (const [method, url, payload] of [
      ["GET", `/api/documents/${others.id}`, undefined],
      ["GET", `/api/documents/${others.id}/file`, undefined],
    ] as const) {
      const res = await ctx.as("crew", { method, url, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const anon = await ctx.as(null, { method: "GET", url: `/api/documents/${others.id}/file` });
    expect(anon.statusCode).toBe(401);
    const still = await ctx.as("admin", { method: "GET", url: `/api/documents/${others.id}` });
    expect(still.json().documentNumber).toBe("P1234567");

    // a crew user's own upload goes to their own record whatever crewMemberId they send; it waits for
    // the office's review and is their document once accepted
    const own = await upload("crew", JPEG, "image/jpeg", "me.jpg");
    const submitted = await ctx.as("crew", {
      method: "POST",
      url: "/api/documents",
      payload: docBody({ crewMemberId: otherMemberId, filePath: own.filePath, documentNumber: "MINE-1" }),
    });
    expect(submitted.statusCode).toBe(202);
    expect(submitted.json()).toMatchObject({ crewMemberId: ctx.crewMemberId, status: "pending" });
    const accepted = await ctx.as("office_staff", {
      method: "POST",
      url: `/api/document-submissions/${submitted.json().id}/accept`,
    });
    const mine = await ctx.as("crew", { method: "GET", url: `/api/documents/${accepted.json().documentId}` });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().crewMemberId).toBe(ctx.crewMemberId);
    expect((await ctx.as("crew", { method: "GET", url: mine.json().filePath })).statusCode).toBe(200);
    // nothing a crew user sends changes a current document directly: a change goes through the office's
    // review as a new upload (a self-made grade, a later expiry or a removed scan would count at once for
    // eligibility, compliance and alerts), so PATCH is refused on their own document as on anyone's
    const before = await ctx.db.select().from(documents).where(eq(documents.id, mine.json().id));
    for (const [id, payload] of [
      [mine.json().id, { issuingAuthority: "MARINA" }],
      [mine.json().id, { type: "coc", grade: "Master II/2", expiryDate: "2035-01-01" }],
      [mine.json().id, { filePath: null }],
      [others.id, { documentNumber: "HACK" }],
    ] as const) {
      const edit = await ctx.as("crew", { method: "PATCH", url: `/api/documents/${id}`, payload });
      expect(edit.statusCode, JSON.stringify(payload)).toBe(403);
    }
    expect(await ctx.db.select().from(documents).where(eq(documents.id, mine.json().id))).toEqual(before);
    // deleting is office work (spec §6 "own only, upload for self"): 403 on their own
    // document as on anyone's, and the document stays
    for (const id of [mine.json().id, others.id]) {
      const del = await ctx.as("crew", { method: "DELETE", url: `/api/documents/${id}` });
      expect(del.statusCode, id).toBe(403);
    }
    expect(
      (await ctx.as("crew", { method: "GET", url: `/api/documents/${mine.json().id}` })).statusCode,
    ).toBe(200);
    const byOffice = await ctx.as("office_staff", {
      method: "DELETE",
      url: `/api/documents/${mine.json().id}`,
    });
    expect(byOffice.statusCode).toBe(200);
  });

  it("pages the office's list 50 at a time past the pages written into their statements, as one list", async () => {
    // the first pages' LIMIT and OFFSET are written into the statement, deeper ones are parameters
    // (lib/paging.ts): the pages on either side of WRITTEN_PAGES_UP_TO_OFFSET join up with nothing lost
    const holder = (await createCrewMember(ctx.db, { firstName: "Pia", lastName: "Pager" })).id;
    await withDbToday(ctx.db, (tx) =>
      tx.insert(documents).values(
        Array.from({ length: WRITTEN_PAGES_UP_TO_OFFSET + 120 }, (_, i) => ({
          crewMemberId: holder,
          type: "visa",
          documentNumber: `PAGE-${i}`,
          issueDate: "2024-01-01",
          // some valid, some due within the window, some expired
          expiryDate: addDays(TODAY, (i % 90) - 20),
          issuingAuthority: "Paging Office",
          createdAt: new Date(Date.parse(`${TODAY}T00:00:00Z`) - (i % 37) * 60_000),
        })),
      ),
    );
    for (const query of ["", "&status=valid"]) {
      const res = await ctx.as("admin", { method: "GET", url: `/api/documents?limit=500${query}` });
      const total = Number(res.headers["x-total-count"]);
      const want: string[] = [];
      for (let offset = 0; offset < total; offset += 500) {
        const all = await ctx.as("admin", {
          method: "GET",
          url: `/api/documents?limit=500&offset=${offset}${query}`,
        });
        want.push(...all.json().map((d: { id: string }) => d.id));
      }
      expect(want).toHaveLength(total);
      if (!query) {
        expect(total).toBeGreaterThan(WRITTEN_PAGES_UP_TO_OFFSET + 100);
        const current = await queryRows<{ id: string }>(
          ctx.db,
          sql`select id from documents where superseded_by_id is null order by created_at desc, id desc`,
        );
        expect(want).toEqual(current.map((r) => r.id));
      }
      const got: string[] = [];
      for (let offset = 0; offset < total + 50; offset += 50) {
        const page = await ctx.as("admin", {
          method: "GET",
          url: `/api/documents?limit=50&offset=${offset}${query}`,
        });
        expect(page.statusCode, `${query} at ${offset}`).toBe(200);
        expect(Number(page.headers["x-total-count"]), `${query} at ${offset}`).toBe(total);
        got.push(...page.json().map((d: { id: string }) => d.id));
      }
      expect(got, query).toEqual(want);
    }
  });
});
