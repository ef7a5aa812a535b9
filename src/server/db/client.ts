// Opens the database: embedded PGlite in DATA_DIR by default, PostgreSQL (a pool) when DATABASE_URL is
// set. Both are driven through Drizzle with the same schema; services only see the `Db` type.
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { acquireDataDirLock } from "./data-dir-lock";
import * as accounts from "./schema";
import * as documentTables from "./schema-documents";
import * as fleet from "./schema-fleet";

/** Drizzle's schema: the tables of the three schema files. */
const schema = { ...accounts, ...fleet, ...documentTables };

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The transaction handle `db.transaction(async (tx) => …)` passes in. */
export type DbTx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** What a helper that may run inside a caller's transaction takes: the database or that transaction. */
export type DbOrTx = Db | DbTx;
export type Engine = "pglite" | "postgres";

export interface Database {
  db: Db;
  engine: Engine;
  /** Resolves when the database answers; rejects otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole data dir as a gzipped tarball, for backups (the caller holds the lock). */
  dumpDataDir?: () => Promise<Blob>;
}

// Calendar dates stay "yyyy-MM-dd" strings and counts are numbers on both engines.
const DATE_OID = 1082;
const INT8_OID = 20;
const NUMERIC_OID = 1700;
pg.types.setTypeParser(DATE_OID, (v: string) => v);
pg.types.setTypeParser(INT8_OID, (v: string) => Number(v));

export interface OpenOptions {
  databaseUrl?: string;
  /** Folder for the PGlite database; omit for an in-memory database (tests). */
  dataDir?: string;
  poolSize?: number;
  /** PGlite only: start from this data-dir tarball (a restore into an empty dataDir). */
  loadDataDir?: Blob;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 10,
      connectionTimeoutMillis: 5000,
      idleTimeoutMillis: 30_000,
    });
    // A dropped connection must not crash the process: the pool reports it for idle clients, and a
    // checked-out client (in a transaction, or held by a job) emits it on itself, where an unhandled
    // 'error' event would throw. The query in progress fails anyway and the error handler answers 503.
    pool.on("error", () => {});
    pool.on("connect", (client) => client.on("error", () => {}));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const database: Database = {
      db,
      engine: "postgres",
      ping: async () => {
        await pool.query("select 1");
      },
      close: () => pool.end(),
    };
    await database.ping();
    return database;
  }
  const release = opts.dataDir ? acquireDataDirLock(opts.dataDir) : () => {};
  try {
    const client = await PGlite.create({
      dataDir: opts.dataDir ? join(opts.dataDir, "pglite") : undefined,
      extensions: { pg_trgm }, // the crew search's trigram indexes (drizzle/0002)
      loadDataDir: opts.loadDataDir,
      parsers: {
        [DATE_OID]: (v: string) => v,
        [INT8_OID]: (v: string) => Number(v),
        [NUMERIC_OID]: (v: string) => v,
      },
    });
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return {
      db,
      engine: "pglite",
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: async () => {
        await client.close();
        release();
      },
      dumpDataDir: () => client.dumpDataDir("gzip"),
    };
  } catch (err) {
    release();
    throw err;
  }
}
