// Opens the database: embedded PGlite in DATA_DIR by default, PostgreSQL (a pool) when DATABASE_URL is
// set. Both are driven through Drizzle with the same schema; services only see the `Db` type.
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { acquireDataDirLock } from "./data-dir-lock";
import * as accounts from "./schema";
import * as certificates from "./schema-certificates";
import * as documentTables from "./schema-documents";
import * as fleet from "./schema-fleet";
import * as manning from "./schema-manning";
import * as restHours from "./schema-rest-hours";
import * as sync from "./schema-sync";
import * as wages from "./schema-wages";

/** Drizzle's schema: the tables of the schema files. */
const schema = {
  ...accounts,
  ...fleet,
  ...documentTables,
  ...restHours,
  ...certificates,
  ...manning,
  ...sync,
  ...wages,
};

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
  /**
   * Runs `fn` holding a session-level advisory lock (waits for it). PGlite: one process, so no wait.
   * With `tryOnly`, resolves `{ ran: false }` at once when another session holds the lock.
   */
  withLock<T>(key: number, fn: () => Promise<T>, tryOnly?: boolean): Promise<{ ran: boolean; value?: T }>;
  /**
   * Listens on a notification channel. PostgreSQL: a dedicated connection outside the pool, reconnected
   * when it drops; `onState(false)` when it is lost, `onState(true)` once it listens (again). PGlite: its
   * in-process LISTEN, up at once. Returns a function that stops listening.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onState: (listening: boolean) => void,
  ): () => Promise<void>;
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
  /** PostgreSQL only: statement_timeout of every pooled connection (0 or unset: none). */
  statementTimeoutMs?: number;
  /** PGlite only: start from this data-dir tarball (a restore into an empty dataDir). */
  loadDataDir?: Blob;
}

/** PGlite's shared buffers (its PostgreSQL runs inside this process). */
const PGLITE_SHARED_BUFFERS = "32MB";

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 10,
      connectionTimeoutMillis: 5000,
      // A connection once opened is kept (0: never closed for being idle; one that fails is dropped and
      // replaced). A new PostgreSQL backend has to load the catalog, compile the triggers' PL/pgSQL and plan
      // each statement again: a rotation's first insert on a fresh connection took 56 ms against 3.4 ms
      // warm, a list's first plan 8-11 ms against ~1 ms. Closing idle connections after 30 s made the
      // first viewer after every pause pay that (docs/performance.md, "After a pause"). The pool still
      // grows only to DB_POOL_SIZE; an idle connection holds ~15-17 MB in PostgreSQL.
      idleTimeoutMillis: 0,
      // ...but retired after a day: a statement with the day written into it (lib/expiry-sql.ts writtenDay)
      // is a named statement of its own each day, which only closing the connection drops. Its
      // replacement pays the first plans again, once a day.
      maxLifetimeSeconds: 86_400,
      // idle connections do not keep a process alive (a CLI that forgets to close, a test's worker)
      allowExitOnIdle: true,
      ...(opts.statementTimeoutMs ? { statement_timeout: opts.statementTimeoutMs } : {}),
      // No JIT compiling: the app's statements are short index reads, but a statement the planner prices
      // past jit_above_cost (a count over many rows, a rule's subquery priced once a row) was compiled
      // again at every execution, tens of milliseconds each time (the hours-of-rest summary: ~60 ms of a
      // 121 ms statement; the Document Center's text search twice as slow with it).
      options: "-c jit=off",
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
      withLock: async (key, fn, tryOnly) => {
        const client = await pool.connect();
        let locked = false;
        try {
          // Waiting for another instance's seed must not be cut by DB_STATEMENT_TIMEOUT_MS.
          if (!tryOnly) await client.query("set statement_timeout = 0");
          const { rows } = await client.query<{ ok: boolean }>(
            tryOnly ? "select pg_try_advisory_lock($1) as ok" : "select pg_advisory_lock($1), true as ok",
            [key],
          );
          locked = rows[0]?.ok === true;
          if (!locked) return { ran: false };
          return { ran: true, value: await fn() };
        } finally {
          if (locked) await client.query("select pg_advisory_unlock($1)", [key]).catch(() => {});
          if (!tryOnly) await client.query("reset statement_timeout").catch(() => {});
          client.release();
        }
      },
      listen: (channel, onMessage, onState) =>
        listenPostgres(opts.databaseUrl as string, channel, onMessage, onState),
    };
    await database.ping();
    return database;
  }
  const release = opts.dataDir ? acquireDataDirLock(opts.dataDir) : () => {};
  try {
    const client = await PGlite.create({
      dataDir: opts.dataDir ? join(opts.dataDir, "pglite") : undefined,
      // the crew search's trigram indexes; the tours' no-overlap exclusion constraints (btree_gist)
      extensions: { pg_trgm, btree_gist },
      loadDataDir: opts.loadDataDir,
      // PostgreSQL's 128 MB of shared buffers are all in this process's memory from the start (PGlite
      // touches them as it sets them up): 32 MB keeps the large dataset's reads as fast and the server's
      // RSS ~100 MB lower (docs/performance.md, "The server's RSS under load").
      startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
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
      // One process owns a PGlite data dir (data-dir-lock.ts), so there is nobody to wait for.
      withLock: async (_key, fn) => ({ ran: true, value: await fn() }),
      listen: (channel, onMessage, onState) => {
        const stop = client.listen(channel, onMessage);
        void stop.then(() => onState(true));
        return async () => {
          await (await stop)();
        };
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}

/**
 * LISTEN on a dedicated connection (a pooled one may be handed to a query at any time, and PgBouncer in
 * transaction mode would drop the registration). When the connection drops it reports `false` and
 * reconnects every second until it listens again.
 */
function listenPostgres(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onState: (listening: boolean) => void,
): () => Promise<void> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  /** `c` dropped (or failed to connect): report it once, close it, try again in a second. */
  const lost = (c: pg.Client) => {
    if (stopped || client !== c) return; // an old connection's late event, or already handled
    client = null;
    c.removeAllListeners("notification");
    void c.end().catch(() => {});
    onState(false);
    retry = setTimeout(connect, 1000);
    retry.unref();
  };
  const connect = async () => {
    retry = null;
    if (stopped) return;
    const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    client = c;
    c.on("error", () => lost(c));
    c.on("end", () => lost(c));
    c.on("notification", (n) => {
      if (n.channel === channel) onMessage(n.payload ?? "");
    });
    try {
      await c.connect();
      await c.query(`LISTEN "${channel.replace(/"/g, "")}"`);
      if (client === c && !stopped) onState(true);
    } catch {
      lost(c);
    }
  };
  void connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const c = client;
    client = null;
    await c?.end().catch(() => {});
  };
}
