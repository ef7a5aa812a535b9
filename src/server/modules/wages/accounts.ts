// A seafarer's monthly wage account (MLC A2.2 para 1–2, docs/regulations.md "Wages"): the monthly
// components of the wage scale (or, without one, the contract's salary as the basic wage) prorated by the
// days aboard (days-aboard.ts), the lines entered that month, the standing allotments, the balance carried
// in from the month before and carried out (or paid as the final settlement at the final sign-off). A
// closed month answers the account as it was closed. Reads only.
// Set-based: what the accounts of many seafarers over the months their balance is carried through read is
// loaded in a few statements (wage-inputs.ts), then every month is computed in memory by the shared rules (src/shared/wages.ts). A
// portage bill of 25 seafarers is ~10 statements, not one set of statements a seafarer and month.
import { isCurrencyCode, minorFromDecimal } from "../../../shared/money";
import {
  type AccountLine,
  accountTotals,
  allotmentLines,
  nextMonth,
  proratedLines,
  type ScaleComponent,
} from "../../../shared/wages";
import type { TWageAccount } from "../../../shared/wages-api";
import type { DbOrTx } from "../../db/client";
import { conflict } from "../../lib/app-error";
import { paidInMonth } from "./days-aboard";
import { pickScale } from "./scales";
import { type ContractPay, contractsOf, loadWageInputs, type WageInputs } from "./wage-inputs";

export interface Member {
  id: string;
  firstName: string;
  lastName: string;
  rank: string;
}

/** The contract's salary as the basic wage, of the latest of `held` (a seafarer's contracts, latest start
 * first) begun by `day`; null where there is none or it pays nothing. */
function basicOf(held: readonly ContractPay[], day: string) {
  const c = held.find((x) => x.startDate <= day);
  if (!c || !isCurrencyCode(c.currency)) return null;
  const amount = minorFromDecimal(c.salary, c.currency);
  if (amount === null || amount <= 0) return null;
  const components: ScaleComponent[] = [
    { code: "basic", label: "Basic wage (contract)", kind: "monthly", amount },
  ];
  return { currency: c.currency, components };
}

/** The contract's salary as the basic wage, where no wage scale pays the rank. */
export async function contractBasic(db: DbOrTx, memberId: string, day: string) {
  return basicOf((await contractsOf(db, [memberId])).get(memberId) ?? [], day);
}

/** The month's account with `carriedIn`, computed from the inputs (tours, scales, lines, allotments). */
function computeMonth(input: WageInputs, m: Member, month: string, carriedIn: number): TWageAccount {
  const aboard = paidInMonth(input.tours.get(m.id) ?? [], month, input.policy);
  let currency: string | null = null;
  const earned: AccountLine[] = [];
  for (const part of aboard.parts) {
    const firstDay = `${month}-${String(part.days[0]).padStart(2, "0")}`;
    const scale =
      pickScale(input.scales, part.tour.rank, part.tour.vesselId, firstDay) ??
      basicOf(input.contracts.get(m.id) ?? [], firstDay);
    if (!scale) continue;
    if (currency && scale.currency !== currency)
      throw conflict(
        `${m.firstName} ${m.lastName}'s scales this month are in ${currency} and ${scale.currency}`,
      );
    currency = scale.currency;
    earned.push(...proratedLines(scale.components, part.days, month));
  }
  const entered = (input.lines.get(`${m.id}|${month}`) ?? []).map(({ code, label, kind, amount }) => ({
    code,
    label,
    kind,
    amount,
  }));
  const lines: AccountLine[] = [
    ...earned,
    ...entered.filter((l) => l.kind === "earning"),
    ...entered.filter((l) => l.kind === "deduction"),
  ];
  if (aboard.days > 0) {
    const before = accountTotals(lines, 0, false).net;
    lines.push(...allotmentLines(input.allotments.get(m.id) ?? [], before).filter((l) => l.amount > 0));
  }
  const minutes = input.workMinutes.get(`${m.id}|${month}`);
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
    workHours: minutes === undefined ? null : Math.round(minutes / 6) / 10,
    closed: false,
  };
}

/** The account of `m` for `month` from the inputs: as closed, or computed with the balance carried in
 * month by month from the last closed month before it. */
function accountFrom(input: WageInputs, m: Member, month: string): TWageAccount {
  const closed = input.closed.get(m.id);
  if (closed) return { ...closed, closed: true };
  const start = input.start.get(m.id) ?? { from: month, carried: 0 };
  let carried = start.carried;
  for (let cur = start.from; cur < month; cur = nextMonth(cur))
    carried = computeMonth(input, m, cur, carried).carriedOut;
  return computeMonth(input, m, month, carried);
}

/** The accounts of `members` for `month` (each as closed, or computed now), in one set of reads; with
 * `paidOn`, only of those paid for days aboard that vessel in the month (a portage bill's). */
export async function accountsOf(
  db: DbOrTx,
  today: string,
  members: readonly Member[],
  month: string,
  paidOn?: string,
): Promise<TWageAccount[]> {
  const input = await loadWageInputs(
    db,
    today,
    members.map((m) => m.id),
    month,
  );
  return members
    .filter(
      (m) =>
        paidOn === undefined ||
        paidInMonth(input.tours.get(m.id) ?? [], month, input.policy).parts.some(
          (p) => p.tour.vesselId === paidOn,
        ),
    )
    .map((m) => accountFrom(input, m, month));
}

/** The account of `m` for `month`: as closed, or computed now. */
export async function accountOf(db: DbOrTx, today: string, m: Member, month: string): Promise<TWageAccount> {
  const [account] = await accountsOf(db, today, [m], month);
  return account;
}
