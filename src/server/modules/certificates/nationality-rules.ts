// Nationality rules a flag sets: read for the settings screen and the reliever ranking,
// replaced per flag by admins in one transaction with its activity entry.
import { asc, eq, type SQL, sql } from "drizzle-orm";
import type { TNationalityRule, TNationalityRulesPut } from "../../../shared/nationality-rules";
import { RANK_NAMES } from "../../../shared/ranks";
import { writeTx } from "../../db/app-today";
import type { DbOrTx } from "../../db/client";
import { flagNationalityRules } from "../../db/schema-certificates";
import { logActivity } from "../../lib/activity-log";
import type { RequestCtx } from "../../lib/request-ctx";

const rankIndex = (rank: string) => RANK_NAMES.indexOf(rank as (typeof RANK_NAMES)[number]);

async function readRules(db: DbOrTx, flag?: string): Promise<TNationalityRule[]> {
  const rows = await db
    .select({
      flag: flagNationalityRules.flag,
      rank: flagNationalityRules.rank,
      nationalities: flagNationalityRules.nationalities,
      action: flagNationalityRules.action,
    })
    .from(flagNationalityRules)
    .where(flag ? eq(flagNationalityRules.flag, flag) : undefined)
    .orderBy(asc(flagNationalityRules.flag), asc(flagNationalityRules.rank));
  return rows.sort((a, b) => a.flag.localeCompare(b.flag) || rankIndex(a.rank) - rankIndex(b.rank));
}

export const listNationalityRules = ({ db }: RequestCtx, q: { flag?: string }) => readRules(db, q.flag);

/** The rule of `flag` (an SQL value: a column or a parameter) for `rank`, if any, as a scalar subquery of
 * one NationalityRule in JSON or null: the reliever ranking reads it in its one statement. */
export function nationalityRuleSql(flag: SQL, rank: string): SQL {
  return sql`(select json_build_object('flag', r.flag, 'rank', r.rank, 'nationalities', r.nationalities,
                                       'action', r.action)
                from flag_nationality_rules r where r.flag = ${flag} and r.rank = ${rank})`;
}

/** Replaces every rule of one flag (an empty list removes them). */
export async function replaceNationalityRules(
  { db, caller, today }: RequestCtx,
  input: TNationalityRulesPut,
): Promise<TNationalityRule[]> {
  return writeTx({ db, today }, async (tx) => {
    const before = await readRules(tx, input.flag);
    await tx.delete(flagNationalityRules).where(eq(flagNationalityRules.flag, input.flag));
    if (input.rules.length)
      await tx.insert(flagNationalityRules).values(
        input.rules.map((r) => ({
          flag: input.flag,
          rank: r.rank,
          nationalities: [...new Set(r.nationalities)],
          action: r.action,
        })),
      );
    const summary =
      input.rules.map((r) => `${r.rank}: ${r.nationalities.join("/")} (${r.action})`).join(", ") || "none";
    await logActivity(tx, caller, {
      type: "settings",
      action: "update",
      entityType: "flag_nationality_rules",
      entityId: input.flag,
      description: `Nationality rules for the ${input.flag} flag: ${summary}`,
      severity: "success",
      metadata: { before, after: input.rules },
    });
    return readRules(tx, input.flag);
  });
}
