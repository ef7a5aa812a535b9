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
