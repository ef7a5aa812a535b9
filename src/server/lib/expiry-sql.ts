// The expiry rule of src/shared/expiry.ts, written once for SQL: days remaining, the level of a date on a
// ladder (document status, alert severity, contract state, the reports' scale), each level's band as a
// WHERE predicate, and the "within a window" predicates the lists and counts use. Every bound is the
// date column against `today + n` (n from the shared ladders and constants), so indexes on the date
// columns serve the predicates. expiry-sql.test.ts runs this SQL and the TypeScript rule on the same
// dates on both engines.
import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import { EXPIRED_UP_TO, type ExpiryLadder } from "../../shared/expiry";

/** A date column, or an aliased one written as SQL (`sql\`d.expiry_date\``). */
export type DateExpr = AnyColumn | SQL;

/** today as a SQL date: a "yyyy-MM-dd" parameter, or an expression (the equality test passes a column). */
const day = (today: string | SQL) =>
  typeof today === "string" ? sql`${today}::date` : sql`(${today})::date`;

/** The days made by writtenDay: their offsets are written too. */
const written = new WeakSet<SQL>();

/**
 * A day written into the statement's text as a literal. PostgreSQL plans a named statement with a day as
 * a parameter anew at every call when its generic plan, made without the day, prices each date range at a
 * third of the rows and so looks dearer than planning (the dashboard's figures: ~1.9 ms of planning for a
 * 0.6 ms statement); with the day written it keeps one plan. A named statement is named by its text, so
 * each day is a statement of its own on a connection; the pool retires its connections after a day
 * (db/client.ts), which drops them. Only for days the code derives from today (the set of texts a day stays
 * small). The offsets added to a written day (the ladders' and windows' constants) are written as well.
 */
export function writtenDay(today: string): SQL {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new Error(`Not a day: ${today}`);
  const literal = sql.raw(`'${today}'::date`);
  written.add(literal);
  return literal;
}

/** today + n days. */
const plus = (today: string | SQL, n: number) =>
  typeof today !== "string" && written.has(today)
    ? sql`${today} + ${sql.raw(String(Math.trunc(n)))}`
    : sql`${day(today)} + ${n}::int`;

/**
 * A current document: not superseded by a renewal. Superseded documents are history, so every
 * expiry count, alert, reminder and report reads only current ones. Default: the alias `d`.
 */
export const currentDocumentSql = (supersededBy: DateExpr = sql.raw("d.superseded_by_id")) =>
  sql`${supersededBy} IS NULL`;

/** Whole days from today to the date (negative once past), as the TypeScript rule's daysBetween. */
export const daysRemainingSql = (date: DateExpr, today: string | SQL) =>
  sql<number>`(${date} - ${day(today)})`;

/** The date has passed (days remaining < 0). */
export const expiredSql = (date: DateExpr, today: string | SQL) =>
  sql`${date} <= ${plus(today, EXPIRED_UP_TO)}`;

/** Not yet passed (days remaining ≥ 0). */
export const notExpiredSql = (date: DateExpr, today: string | SQL) =>
  sql`${date} > ${plus(today, EXPIRED_UP_TO)}`;

/** Due within `days`, passed ones included (days remaining ≤ days). */
export const dueWithinSql = (date: DateExpr, today: string | SQL, days: number) =>
  sql`${date} <= ${plus(today, days)}`;

/** Beyond `days` (days remaining > days). */
export const beyondSql = (date: DateExpr, today: string | SQL, days: number) =>
  sql`${date} > ${plus(today, days)}`;

/** Expiring within the window: not passed and due within `days` (0 ≤ days remaining ≤ days). */
export const expiringSql = (date: DateExpr, today: string | SQL, days: number) =>
  sql`(${notExpiredSql(date, today)} and ${dueWithinSql(date, today, days)})`;

/** Levels are the ladders' own lower-case words, inlined as SQL literals. */
const literal = (level: string) => {
  if (!/^[a-z_]+$/.test(level)) throw new Error(`Not a ladder level: ${level}`);
  return sql.raw(`'${level}'`);
};

/** The level of the date on the ladder: CASE over the steps, most urgent first; NULL when none fits. */
export function levelSql<L extends string>(ladder: ExpiryLadder<L>, date: DateExpr, today: string | SQL) {
  const whens = ladder.steps.map(
    (s) => sql` when ${dueWithinSql(date, today, s.upTo)} then ${literal(s.level)}`,
  );
  const otherwise = ladder.beyond ? literal(ladder.beyond) : sql`null`;
  return sql<L>`(case${sql.join(whens, sql``)} else ${otherwise} end)`;
}

/**
 * WHERE predicate: the date's level on the ladder is `level`: within its step and past every step before
 * it (as levelSql's CASE decides; the beyond level is past every step).
 */
export function levelConditionSql<L extends string>(
  ladder: ExpiryLadder<L>,
  level: L,
  date: DateExpr,
  today: string | SQL,
): SQL {
  const i = ladder.steps.findIndex((s) => s.level === level);
  if (i < 0 && level !== ladder.beyond) throw new Error(`Not a level of this ladder: ${level}`);
  const before = (i < 0 ? ladder.steps : ladder.steps.slice(0, i)).map((s) => s.upTo);
  const past = before.length ? beyondSql(date, today, Math.max(...before)) : null;
  if (i < 0) return past ?? sql`true`;
  const within = dueWithinSql(date, today, ladder.steps[i].upTo);
  return past ? sql`(${past} and ${within})` : within;
}
