// Every projection (a table the database keeps derived from others by triggers) and every guard trigger,
// installed after the migrations, checked and repaired from here. docs/projections.md is generated from
// this list (npm run docs:projections); npm run check:projections runs every drift check.
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { queryRows } from "../db/rows";
import { activityTally } from "./activity-tally";
import { complianceVersions } from "./compliance-versions";
import { documentSearchGroups } from "./document-search-groups";
import { fleetCounts } from "./fleet-counts";
import { GUARDS } from "./guards";
import { manningVersions } from "./manning-versions";
import { missingCertificates } from "./missing-certificates";
import { restHoursFigures } from "./rest-hours-figures";
import { tours } from "./tours";
import type { DriftRow, Projection } from "./types";

/** In install order: tours before the manning and compliance versions their statements bump. */
export const PROJECTIONS: readonly Projection[] = [
  tours,
  manningVersions,
  complianceVersions,
  fleetCounts,
  activityTally,
  missingCertificates,
  restHoursFigures,
  documentSearchGroups,
];

const hashOf = (ddl: readonly string[]) =>
  createHash("sha256").update(ddl.join("\n")).digest("hex").slice(0, 16);

/** Replaces a projection's (or guard's) functions and triggers when their text changed since the last
 * install (app_meta `<name>_ddl` holds the hash), then, for an exactly recountable projection, recounts. */
async function installOne(db: DbOrTx, name: string, ddl: readonly string[], recount?: () => Promise<void>) {
  if (!ddl.length) return;
  const key = `${name}_ddl`;
  const hash = hashOf(ddl);
  const [row] = await queryRows<{ value: string }>(db, sql`SELECT value FROM app_meta WHERE key = ${key}`);
  if (row?.value === hash) return;
  for (const statement of ddl) await db.execute(sql.raw(statement));
  if (recount) await recount();
  await db.execute(
    sql`INSERT INTO app_meta (key, value) VALUES (${key}, ${hash})
        ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
  );
}

/** Installs every projection's and guard's triggers: run after the migrations, inside their transaction
 * where there is one. */
export async function installProjections(db: DbOrTx): Promise<void> {
  for (const guard of GUARDS) await installOne(db, guard.name, guard.ddl);
  for (const p of PROJECTIONS) {
    await installOne(db, p.name, p.ddl, p.recountOnInstall ? () => p.recount(db) : undefined);
  }
}

/** The projections named (all when none), or an error naming the unknown one. */
export function projectionsNamed(names: readonly string[]): Projection[] {
  if (!names.length) return [...PROJECTIONS];
  return names.map((n) => {
    const p = PROJECTIONS.find((x) => x.name === n || x.tables.includes(n));
    if (!p) throw new Error(`no projection named ${n} (known: ${PROJECTIONS.map((x) => x.name).join(", ")})`);
    return p;
  });
}

/** Every drift check: the rows that differ from a recount, none when every projection kept up. */
export async function checkProjections(
  db: DbOrTx,
  only: readonly Projection[] = PROJECTIONS,
): Promise<DriftRow[]> {
  const out: DriftRow[] = [];
  for (const p of only) out.push(...(await p.drift(db)));
  return out;
}

/** Recomputes the projections from their sources (inside the caller's transaction, which should set the
 * app's today: the tours' repair ends stray assignment tours today). */
export async function repairProjections(
  tx: DbOrTx,
  only: readonly Projection[] = PROJECTIONS,
): Promise<void> {
  for (const p of only) await p.recount(tx);
}
