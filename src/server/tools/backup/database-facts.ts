// What a backup records about a database and a restore must find again: every table's row count and
// row md5, the applied migrations and the server version. Runs inside one transaction (`tx`) so the
// figures describe one snapshot.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { MIGRATIONS_FOLDER } from "../../db/migrate";
import { queryRows } from "../../db/rows";
import type { BackupManifest, TableFingerprint } from "./manifest";

// The text form of timestamps, intervals and floats depends on session settings; pin them (for this
// transaction only) so the same rows give the same md5 on any server and in any session.
const TEXT_SETTINGS: [string, string][] = [
  ["TimeZone", "UTC"],
  ["DateStyle", "ISO, YMD"],
  ["IntervalStyle", "postgres"],
  ["extra_float_digits", "1"],
  ["bytea_output", "hex"],
];

export async function pinTextSettings(tx: Db): Promise<void> {
  for (const [name, value] of TEXT_SETTINGS)
    await tx.execute(sql`select set_config(${name}, ${value}, true)`);
}

/** Every table of the app (schema public) and of the migrator (schema drizzle), in name order. */
export async function tableFingerprints(tx: Db): Promise<TableFingerprint[]> {
  const tables = await queryRows<{ schema: string; name: string }>(
    tx,
    sql`select schemaname as schema, tablename as name from pg_tables
        where schemaname in ('public', 'drizzle') order by 1, 2`,
  );
  const out: TableFingerprint[] = [];
  for (const t of tables) {
    const [r] = await queryRows<{ rows: number; md5: string }>(
      tx,
      sql`select count(*)::int as rows,
                 md5(coalesce(string_agg(md5(t::text), '' order by md5(t::text)), '')) as md5
          from ${sql.identifier(t.schema)}.${sql.identifier(t.name)} t`,
    );
    out.push({ table: `${t.schema}.${t.name}`, rows: r.rows, md5: r.md5 });
  }
  return out;
}

/** The applied migrations, named by their tag in drizzle/meta/_journal.json. */
export async function schemaVersion(tx: Db): Promise<BackupManifest["schema"]> {
  const rows = await queryRows<{ hash: string; created_at: string | number }>(
    tx,
    sql`select hash, created_at from drizzle.__drizzle_migrations order by created_at`,
  );
  const last = rows.at(-1);
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as {
    entries: { when: number; tag: string }[];
  };
  const tag = last ? journal.entries.find((e) => e.when === Number(last.created_at))?.tag : undefined;
  return {
    migrationsApplied: rows.length,
    latestMigration: last ? (tag ?? `unknown (created_at ${last.created_at})`) : null,
    latestMigrationHash: last?.hash ?? null,
  };
}

export async function serverVersion(tx: Db): Promise<string> {
  const [r] = await queryRows<{ v: string }>(tx, sql`select current_setting('server_version') as v`);
  return r.v;
}
