// A seafarer's monthly wage account (MLC A2.2 para 1–2, docs/regulations.md "Wages"): the monthly
// components of the wage scale (or, without one, the contract's salary as the basic wage) prorated by the
// days aboard (days-aboard.ts), the lines entered that month, the standing allotments, the balance carried
// in from the month before and carried out (or paid as the final settlement at the final sign-off). A
// closed month answers the account as it was closed. Reads only.
import { and, desc, eq, lt, sql } from "drizzle-orm";
import { addMonths } from "../../../shared/dates";
import { isCurrencyCode, minorFromDecimal } from "../../../shared/money";
import {
  type AccountLine,
  accountTotals,
  allotmentLines,
  monthStart,
  nextMonth,
  proratedLines,
  type ScaleComponent,
  type WagePolicy,
} from "../../../shared/wages";
import type { TWageAccount } from "../../../shared/wages-api";
import type { DbOrTx } from "../../db/client";
import { queryRows } from "../../db/rows";
import { contracts } from "../../db/schema-fleet";
import { restHoursMonths } from "../../db/schema-rest-hours";
import { closedWageAccounts, wageAllotments, wageLines } from "../../db/schema-wages";
import { conflict } from "../../lib/app-error";
import { daysAboardInMonth, wagePolicy } from "./days-aboard";
import { scaleFor } from "./scales";

export interface Member {
  id: string;
  firstName: string;
  lastName: string;
  rank: string;
}

/** How far back an account's balance is carried without a closed month to start from. */
const CARRY_MONTHS = 24;

/** The contract's salary as the basic wage, where no wage scale pays the rank. */
export async function contractBasic(db: DbOrTx, memberId: string, day: string) {
  const [c] = await db
    .select({ salary: contracts.salary, currency: contracts.currency })
    .from(contracts)
    .where(and(eq(contracts.crewMemberId, memberId), sql`${contracts.startDate} <= ${day}::date`))
    .orderBy(desc(contracts.startDate))
    .limit(1);
  if (!c || !isCurrencyCode(c.currency)) return null;
  const amount = minorFromDecimal(c.salary, c.currency);
  if (amount === null || amount <= 0) return null;
  const components: ScaleComponent[] = [
    { code: "basic", label: "Basic wage (contract)", kind: "monthly", amount },
  ];
  return { currency: c.currency, components };
}

/** The month's account with `carriedIn`, computed from the tours, scales, lines and allotments. */
async function computeMonth(
  db: DbOrTx,
  today: string,
  m: Member,
  month: string,
  carriedIn: number,
  policy: WagePolicy,
): Promise<TWageAccount> {
  const aboard = await daysAboardInMonth(db, today, m.id, month, policy);
  let currency: string | null = null;
  const earned: AccountLine[] = [];
  for (const part of aboard.parts) {
    const firstDay = `${month}-${String(part.days[0]).padStart(2, "0")}`;
    const scale =
      (await scaleFor(db, part.tour.rank, part.tour.vesselId, firstDay)) ??
      (await contractBasic(db, m.id, firstDay));
    if (!scale) continue;
    if (currency && scale.currency !== currency)
      throw conflict(
        `${m.firstName} ${m.lastName}'s scales this month are in ${currency} and ${scale.currency}`,
      );
    currency = scale.currency;
    earned.push(...proratedLines(scale.components, part.days, month));
  }
  const entered = await db
    .select({ code: wageLines.code, label: wageLines.label, kind: wageLines.kind, amount: wageLines.amount })
    .from(wageLines)
    .where(and(eq(wageLines.crewMemberId, m.id), eq(wageLines.month, month)))
    .orderBy(wageLines.createdAt, wageLines.id);
  const lines: AccountLine[] = [
    ...earned,
    ...entered.filter((l) => l.kind === "earning"),
    ...entered.filter((l) => l.kind === "deduction"),
  ];
  if (aboard.days > 0) {
    const standing = await db
      .select({
        payee: wageAllotments.payee,
        amount: wageAllotments.amount,
        percentBp: wageAllotments.percentBp,
      })
      .from(wageAllotments)
      .where(eq(wageAllotments.crewMemberId, m.id))
      .orderBy(wageAllotments.createdAt, wageAllotments.id);
    const before = accountTotals(lines, 0, false).net;
    lines.push(...allotmentLines(standing, before).filter((l) => l.amount > 0));
  }
  const [rest] = await db
    .select({ minutes: restHoursMonths.workMinutes })
    .from(restHoursMonths)
    .where(and(eq(restHoursMonths.crewMemberId, m.id), eq(restHoursMonths.month, month)));
  const totals = accountTotals(lines, carriedIn, aboard.final);
  return {
    crewMemberId: m.id,
    name: `${m.firstName} ${m.lastName}`,
    rank: aboard.parts.at(-1)?.tour.rank ?? m.rank,
    month,
    currency,
    daysAboard: aboard.days,
    lines,
    ...totals,
    carriedIn,
    workHours: rest ? Math.round(rest.minutes / 6) / 10 : null,
    closed: false,
  };
}

/** The balance carried into `month`: from the last closed month before it, month by month. */
async function carriedInto(db: DbOrTx, today: string, m: Member, month: string, policy: WagePolicy) {
  const [snap] = await db
    .select({ month: closedWageAccounts.month, account: closedWageAccounts.account })
    .from(closedWageAccounts)
    .where(and(eq(closedWageAccounts.crewMemberId, m.id), lt(closedWageAccounts.month, month)))
    .orderBy(desc(closedWageAccounts.month))
    .limit(1);
  const [first] = await queryRows<{ month: string | null }>(
    db,
    sql`select least(
          (select to_char(min(coalesce(sign_on, ${monthStart(month)}::date - 365)), 'YYYY-MM') from tours where crew_member_id = ${m.id}),
          (select min(month) from wage_lines where crew_member_id = ${m.id})) as month`,
  );
  const floor = addMonths(monthStart(month), -CARRY_MONTHS).slice(0, 7);
  let from = snap ? nextMonth(snap.month) : (first?.month ?? month);
  if (from < floor) from = floor;
  let carried = snap ? (snap.account as TWageAccount).carriedOut : 0;
  for (let cur = from; cur < month; cur = nextMonth(cur))
    carried = (await computeMonth(db, today, m, cur, carried, policy)).carriedOut;
  return carried;
}

/** The account of `m` for `month`: as closed, or computed now. */
export async function accountOf(db: DbOrTx, today: string, m: Member, month: string): Promise<TWageAccount> {
  const [closed] = await db
    .select({ account: closedWageAccounts.account })
    .from(closedWageAccounts)
    .where(and(eq(closedWageAccounts.crewMemberId, m.id), eq(closedWageAccounts.month, month)));
  if (closed) return { ...(closed.account as TWageAccount), closed: true };
  const policy = await wagePolicy(db);
  return computeMonth(db, today, m, month, await carriedInto(db, today, m, month, policy), policy);
}
