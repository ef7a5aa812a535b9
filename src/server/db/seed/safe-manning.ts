// Every vessel gets REGULATIONS.md §4's example Safe Manning Document (the large dataset, so the manning
// gaps are measured over a whole fleet); returns the number of positions written.
import { sql } from "drizzle-orm";
import { EXAMPLE_SAFE_MANNING } from "../../../shared/manning";
import type { DbOrTx } from "../client";
import { queryRows } from "../rows";

export async function seedSafeManning(db: DbOrTx): Promise<number> {
  const positions = sql.join(
    EXAMPLE_SAFE_MANNING.map((p) => sql`(${p.rank}, ${p.count}::int)`),
    sql`, `,
  );
  await db.execute(
    sql`insert into safe_manning_documents (vessel_id) select id from vessels on conflict do nothing`,
  );
  const [{ n }] = await queryRows<{ n: number }>(
    db,
    sql`with added as (
          insert into safe_manning_positions (vessel_id, rank, count)
          select v.id, p.rank, p.count from vessels v cross join (values ${positions}) as p(rank, count)
          on conflict do nothing returning 1)
        select count(*)::int as n from added`,
  );
  return n;
}
