// A fingerprint of every table in the database (row count and an md5 of its rows), so a test can prove
// that a batch of refused requests changed nothing. Tables are read from the catalog, so a new table is
// covered the moment its migration lands.
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { queryRows } from "../db/rows";

/** What a refused request may still write, by design; everything else must stay byte for byte the same. */
const EXPECTED_WRITES: Record<string, { dropColumns?: string[]; skipRows?: string }> = {
  // every authenticated request refreshes its session's last-seen time (idle timeout)
  sessions: { dropColumns: ["last_seen_at"] },
  // a failed sign-in (401) is logged on purpose (ASVS: log authentication failures)
  activity_log: { skipRows: "action = 'login_failed'" },
  // the sign-in throttle and the refusal aggregation count refused requests on purpose
  security_counters: { skipRows: "true" },
  // the activity report's tally follows activity_log the same way (its drift check proves it equals a
  // recount of the log, which is fingerprinted above)
  activity_tally: { skipRows: "true" },
};

export type Fingerprint = Record<string, { rows: number; md5: string }>;

async function tableNames(db: Db): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((r) => r.name);
}

const queries = new WeakMap<Db, string>();

async function fingerprintQuery(db: Db): Promise<string> {
  const cached = queries.get(db);
  if (cached) return cached;
  const parts = (await tableNames(db)).map((name) => {
    const rule = EXPECTED_WRITES[name] ?? {};
    const drop = (rule.dropColumns ?? []).map((c) => ` - '${c}'`).join("");
    const where = rule.skipRows ? `where not (${rule.skipRows})` : "";
    return `select '${name}' as name, count(*)::int as rows,
      coalesce(md5(string_agg(r, '|' order by r)), '') as md5
      from (select (to_jsonb(t)${drop})::text as r from "${name}" t ${where}) s`;
  });
  const query = parts.join("\nunion all\n");
  queries.set(db, query);
  return query;
}

export async function tableFingerprint(db: Db): Promise<Fingerprint> {
  const query = await fingerprintQuery(db);
  const rows = await queryRows<{ name: string; rows: number; md5: string }>(db, sql.raw(query));
  return Object.fromEntries(rows.map((r) => [r.name, { rows: Number(r.rows), md5: r.md5 }]));
}

/**
 * tableFingerprint for a long run of requests, most of which write nothing: the fingerprint is read again
 * only when a statement may have written to a fingerprinted table since the last reading. A statement
 * trigger on each such table (all but those whose every row is skipped) advances a sequence; a sequence
 * ignores rollbacks, so a write rolled back only costs a reading. An unchanged sequence means no insert,
 * update, delete or truncate ran on any of them, so the fingerprint is the last one read. The triggers
 * are added to this database only (a test's own copy).
 */
export async function fingerprintWatch(db: Db): Promise<() => Promise<Fingerprint>> {
  const watched = (await tableNames(db)).filter((name) => EXPECTED_WRITES[name]?.skipRows !== "true");
  await db.execute(sql.raw("create sequence fingerprint_writes"));
  await db.execute(
    sql.raw(`create function fingerprint_write() returns trigger language plpgsql as $$
      begin perform nextval('fingerprint_writes'); return null; end $$`),
  );
  for (const name of watched)
    await db.execute(
      sql.raw(`create trigger fingerprint_write after insert or update or delete or truncate on "${name}"
        for each statement execute function fingerprint_write()`),
    );
  const writes = async () =>
    (
      await queryRows<{ n: string }>(
        db,
        sql`select (last_value * is_called::int)::text as n from fingerprint_writes`,
      )
    )[0].n;
  let seen = await writes();
  let last = await tableFingerprint(db);
  return async () => {
    const now = await writes();
    if (now !== seen) {
      seen = now;
      last = await tableFingerprint(db);
    }
    return last;
  };
}
