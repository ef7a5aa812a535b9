// "Today" for the database's triggers: the app's day in APP_TIME_ZONE, set for one transaction as the
// app.today setting, which tours_today() reads (the tours projection: an assignment's sign-on and
// sign-off, whether a rotation is current). The trigger raises an error when it is unset, so every writer
// sets it: services through writeTx, the seeds, the projections' repair and the tests' factories by hand.
import { sql } from "drizzle-orm";
import type { Db, DbOrTx, DbTx } from "./client";
import { tourClashError } from "./tour-clash";

/** Makes `today` the day of the triggers for the rest of the transaction `tx`. */
export async function setAppToday(tx: DbOrTx, today: string): Promise<void> {
  await tx.execute(sql`select set_config('app.today', ${today}, true)`);
}

/** The transaction every service write goes through: `fn` runs with the triggers' today set. A seafarer's
 * tours that would overlap are refused at commit: answered 409 naming the clash (tour-clash.ts). Once
 * committed, `ctx.committed` tells the request (the caches' clearing starts: plugins/read-cache.ts). */
export async function writeTx<T>(
  ctx: { db: Db; today: string; committed?: () => void },
  fn: (tx: DbTx) => Promise<T>,
): Promise<T> {
  let result: T;
  try {
    result = await ctx.db.transaction(async (tx) => {
      await setAppToday(tx, ctx.today);
      return fn(tx);
    });
  } catch (err) {
    throw (await tourClashError(ctx.db, err)) ?? err;
  }
  ctx.committed?.();
  return result;
}
