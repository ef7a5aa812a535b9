// npm run backup / npm run restore on the engine under test: demo data plus uploaded files are backed
// up, restored into an empty DATA_DIR (PGlite) or an empty database (PostgreSQL), and every row (count
// and md5 per table) and every file (sha256, and the bytes served by the API) is found again; the tours and
// every reader of who is aboard agree on the restored data, and after a write on it; with
// TEST_FILE_STORE=s3 the files are objects in the local S3 server, backed up into the folder and put back.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { appendFile } from "node:fs/promises";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { type Database, openDatabase } from "../../db/client";
import { DataDirLockedError } from "../../db/data-dir-lock";
import { runMigrations } from "../../db/migrate";
import { queryRows } from "../../db/rows";
import { s3Store } from "../../modules/files/s3-store";
import { diskStore, postgresStore } from "../../modules/files/store";
import { uploadsDirOf } from "../../modules/files/store-config";
import { manningVersions } from "../../projections/manning-versions";
import { missingCertificates } from "../../projections/missing-certificates";
import { tours } from "../../projections/tours";
import { expectReadersAgree } from "../../test/aboard-readers";
import { newTestLocation, type TestLocation } from "../../test/backup-locations";
import { PDF, PNG } from "../../test/files";
import { TEST_PASSWORD, testEnv } from "../../test/helpers";
import { ENGINE } from "../../test/test-database";
import { seedDemo } from "../seed/demo";
import { sha256Of } from "./checksum";
import { createBackup } from "./create-backup";
import { pinTextSettings, tableFingerprints } from "./database-facts";
import { type TableFingerprint, totalRows } from "./manifest";
import { restoreBackup } from "./restore-backup";

const SLOW = 180_000; // PGlite writes a whole data dir; no timing is asserted
const UPLOADS = [
  { bytes: PDF, type: "application/pdf", name: "passport-scan.pdf" },
  { bytes: PNG, type: "image/png", name: "medical.png" },
];

const open = (where: TestLocation) =>
  openDatabase({ databaseUrl: where.databaseUrl, dataDir: where.dataDir });

async function fingerprints(database: Database): Promise<TableFingerprint[]> {
  return database.db.transaction(async (tx) => {
    await pinTextSettings(tx);
    return tableFingerprints(tx);
  });
}

async function appOn(database: Database, where: TestLocation): Promise<FastifyInstance> {
  const app = await buildApp({
    env: testEnv(where.storeEnv),
    database,
    logger: false,
    uploadsDir: uploadsDirOf(where.dataDir),
  });
  await app.ready();
  return app;
}

async function adminToken(app: FastifyInstance): Promise<string> {
  const res = await app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { username: "admin", password: TEST_PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  return res.json().token;
}

/** Uploads each file through the API and attaches it to a new document; returns the documents' ids. */
async function uploadDocuments(app: FastifyInstance, database: Database): Promise<string[]> {
  const headers = { authorization: `Bearer ${await adminToken(app)}` };
  const [crew] = await queryRows<{ id: string }>(database.db, sql`select id from crew_members limit 1`);
  const ids: string[] = [];
  for (const [i, file] of UPLOADS.entries()) {
    const slot = await app.inject({
      method: "POST",
      url: "/api/upload",
      headers,
      payload: { filename: file.name, fileType: file.type },
    });
    const put = await app.inject({
      method: "PUT",
      url: slot.json().uploadURL,
      headers: { ...headers, "content-type": file.type },
      payload: file.bytes,
    });
    expect(put.statusCode).toBe(200);
    const doc = await app.inject({
      method: "POST",
      url: "/api/documents",
      headers,
      payload: {
        crewMemberId: crew.id,
        type: "passport",
        documentNumber: `BK${i}0000`,
        issueDate: "2024-01-01",
        expiryDate: "2034-01-01",
        issuingAuthority: "Backup Test Office",
        filePath: slot.json().filePath,
      },
    });
    expect(doc.statusCode).toBe(201);
    ids.push(doc.json().id);
  }
  return ids;
}

describe(`backup and restore (${ENGINE})`, () => {
  const locations: TestLocation[] = [];
  let source: TestLocation;
  let sourceTables: TableFingerprint[];
  let documentIds: string[];
  let backupDir: string;

  const location = async (migrated: boolean) => {
    const where = await newTestLocation({ migrated });
    locations.push(where);
    return where;
  };

  beforeAll(async () => {
    source = await location(true);
    const database = await open(source);
    await runMigrations(database);
    await seedDemo(database.db, TEST_PASSWORD, "2026-06-15");
    const app = await appOn(database, source);
    documentIds = await uploadDocuments(app, database);
    await app.close();
    sourceTables = await fingerprints(database);
    await database.close();
    backupDir = join(source.dataDir, "..", `${source.dataDir.split("/").pop()}-backup`);
  }, SLOW);

  afterAll(async () => {
    for (const where of locations) await where.remove();
    rmSync(backupDir, { recursive: true, force: true });
  });

  it(
    "restores every row and every uploaded file into an empty target",
    async () => {
      const { manifest } = await createBackup(source, backupDir);
      expect(manifest.engine).toBe(ENGINE);
      expect(manifest.fileStore).toBe(source.s3 ? "s3" : "embedded");
      expect(manifest.tables).toEqual(sourceTables);
      expect(manifest.files.map((f) => f.sha256).sort()).toEqual(
        UPLOADS.map((u) => sha256Of(u.bytes)).sort(),
      );
      expect(manifest.schema.latestMigration).toMatch(/^\d{4}_/);

      const target = await location(false);
      const report = await restoreBackup(target, backupDir);
      expect(report).toMatchObject({ rows: totalRows(manifest), tables: sourceTables.length, files: 2 });

      // read back independently of the restore's own verification
      const database = await open(target);
      expect(await fingerprints(database)).toEqual(sourceTables);
      const store = target.s3
        ? s3Store(target.s3)
        : ENGINE === "pglite"
          ? diskStore(uploadsDirOf(target.dataDir))
          : postgresStore(database.db);
      for (const file of manifest.files)
        expect(sha256Of((await store.get(file.storageKey)) as Buffer)).toBe(file.sha256);
      const app = await appOn(database, target);
      const headers = { authorization: `Bearer ${await adminToken(app)}` };
      for (const [i, id] of documentIds.entries()) {
        const res = await app.inject({ method: "GET", url: `/api/documents/${id}/file`, headers });
        expect(res.statusCode).toBe(200);
        expect(res.rawPayload.equals(UPLOADS[i].bytes)).toBe(true);
      }
      await app.close();
      await database.close();
      console.log(
        `backup/restore: ${report.rows} rows in ${report.tables} tables, ${report.files} files verified`,
      );
    },
    SLOW,
  );

  it(
    "leaves the tours and every reader of who is aboard agreeing after a restore",
    async () => {
      const target = await location(false);
      await restoreBackup(target, backupDir);
      const database = await open(target);
      const app = await appOn(database, target);
      try {
        // the derived tables came back equal to their recount, and their triggers keep them on the next write
        for (const p of [tours, missingCertificates, manningVersions])
          expect(await p.drift(database.db), p.name).toEqual([]);
        const headers = { authorization: `Bearer ${await adminToken(app)}` };
        const get = async <T>(url: string): Promise<T> => {
          const res = await app.inject({ method: "GET", url, headers });
          expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
          return res.json() as T;
        };
        const ids = async (table: "crew_members" | "vessels") =>
          (
            await queryRows<{ id: string }>(database.db, sql`select id from ${sql.raw(table)} order by id`)
          ).map((r) => r.id);
        const crewIds = await ids("crew_members");
        const vesselIds = await ids("vessels");
        const at = { day: app.today(), vesselIds, crewIds, allMissing: false, label: "restored" };
        await expectReadersAgree(database.db, get, at);
        // a write after the restore: an aboard seafarer's assignment cleared, the readers follow
        const [aboard] = await queryRows<{ id: string }>(
          database.db,
          sql`select crew_member_id as id from tours where state = 'aboard' and rotation_id is null
                and crew_change_member_id is null order by crew_member_id limit 1`,
        );
        if (aboard) {
          const put = await app.inject({
            method: "PUT",
            url: `/api/crew/${aboard.id}`,
            headers,
            payload: { currentVesselId: null },
          });
          expect(put.statusCode, put.body).toBe(200);
          await expectReadersAgree(database.db, get, { ...at, label: "restored, then unassigned" });
          for (const p of [tours, missingCertificates, manningVersions])
            expect(await p.drift(database.db), p.name).toEqual([]);
        }
      } finally {
        await app.close();
        await database.close();
      }
    },
    SLOW,
  );

  it(
    "refuses to restore over existing data unless forced",
    async () => {
      await expect(restoreBackup(source, backupDir)).rejects.toThrow(/already (holds|has \d+ tables)/);
      const report = await restoreBackup(source, backupDir, { force: true });
      expect(report.files).toBe(2);
      if (ENGINE === "pglite")
        expect(readdirSync(report.movedAside as string).sort()).toEqual(
          source.s3 ? ["pglite"] : ["pglite", "uploads"],
        );
    },
    SLOW,
  );

  it(
    "refuses a damaged backup and restores nothing",
    async () => {
      const damaged = `${backupDir}-damaged`;
      cpSync(backupDir, damaged, { recursive: true });
      try {
        const victim =
          ENGINE === "pglite" || source.s3
            ? join(damaged, "uploads", readdirSync(join(damaged, "uploads"))[0])
            : join(damaged, "database.pgdump");
        await appendFile(victim, "x");
        const target = await location(false);
        await expect(restoreBackup(target, damaged)).rejects.toThrow(/damaged; nothing was restored/);
        if (ENGINE === "pglite") expect(existsSync(join(target.dataDir, "pglite"))).toBe(false);
        else {
          const database = await open(target);
          const [{ n }] = await queryRows<{ n: number }>(
            database.db,
            sql`select count(*)::int as n from pg_tables where schemaname = 'public'`,
          );
          await database.close();
          expect(n).toBe(0);
        }
      } finally {
        rmSync(damaged, { recursive: true, force: true });
      }
    },
    SLOW,
  );

  it("refuses a manifest that names a file outside the backup", async () => {
    const forged = `${backupDir}-forged`;
    mkdirSync(forged);
    try {
      const manifest = JSON.parse(readFileSync(join(backupDir, "manifest.json"), "utf8"));
      manifest.files[0].storageKey = "../../etc/passwd";
      writeFileSync(join(forged, "manifest.json"), JSON.stringify(manifest));
      await expect(restoreBackup(await location(false), forged)).rejects.toThrow(
        /not a valid backup manifest/,
      );
    } finally {
      rmSync(forged, { recursive: true, force: true });
    }
  });

  it.skipIf(ENGINE !== "pglite")(
    "refuses to back up a DATA_DIR the running app holds (PGlite only: PostgreSQL has no DATA_DIR lock)",
    async () => {
      const lock = join(source.dataDir, "app.lock");
      writeFileSync(lock, String(process.ppid)); // a live process other than this one: "the app"
      const out = `${backupDir}-while-running`;
      try {
        await expect(createBackup(source, out)).rejects.toThrow(DataDirLockedError);
        expect(existsSync(out)).toBe(false);
      } finally {
        rmSync(lock, { force: true });
      }
    },
  );
});
