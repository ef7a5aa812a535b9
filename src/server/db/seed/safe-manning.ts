// Vessels get a Safe Manning Document: REGULATIONS.md §4's example for every vessel of the large dataset
// (so the manning gaps are measured over a whole fleet), the demo's own for the demo vessels in service;
// returns the number of positions written.
import { sql } from "drizzle-orm";
import { EXAMPLE_SAFE_MANNING, type ManningPosition } from "../../../shared/manning";
import type { DbOrTx } from "../client";
import { queryRows } from "../rows";

/** `inServiceOnly`: leave out the vessels laid up (status inactive). */
export async function seedSafeManning(
  db: DbOrTx,
  manning: readonly ManningPosition[] = EXAMPLE_SAFE_MANNING,
  inServiceOnly = false,
): Promise<number> {
  const where = inServiceOnly ? sql`v.status <> 'inactive'` : sql`true`;
  const positions = sql.join(
    manning.map((p) => sql`(${p.rank}, ${p.count}::int)`),
    sql`, `,
  );
  await db.execute(
    sql`insert into safe_manning_documents (vessel_id) select v.id from vessels v where ${where} on conflict do nothing`,
  );
  const [{ n }] = await queryRows<{ n: number }>(
    db,
    sql`with added as (
          insert into safe_manning_positions (vessel_id, rank, count)
          select v.id, p.rank, p.count from vessels v cross join (values ${positions}) as p(rank, count)
           where ${where}
          on conflict do nothing returning 1)
        select count(*)::int as n from added`,
  );
  return n;
}
