// What the wage accounts of a set of seafarers up to a month read, loaded once (accounts.ts computes from
// it): their counted tours, the scales of their ranks, their contracts, the lines and hours of rest of the
// months their balance is carried through, their allotments and closed months. A handful of statements
// for a whole portage bill, however many seafarers and months.
import { sql } from "drizzle-orm";
import { addMonths } from "../../../shared/dates";
import { monthStart, nextMonth, type WagePolicy } from "../../../shared/wages";
import type { TWageAccount } from "../../../shared/wages-api";
import type { DbOrTx } from "../../db/client";
import { queryRows, readAll, uuidArray } from "../../db/rows";
import { groupBy } from "../../lib/group-by";
import { countedTours, type PaidTour, wagePolicy } from "./days-aboard";
import { type PayingScale, scalesOfRanks } from "./scales";

/** How far back an account's balance is carried without a closed month to start from. */
const CARRY_MONTHS = 24;

export interface ContractPay {
  salary: string;
  currency: string;
  startDate: string;
}

export async function contractsOf(db: DbOrTx, ids: readonly string[]) {
  const rows = ids.length
    ? await queryRows<ContractPay & { crewMemberId: string }>(
        db,
        sql`select crew_member_id as "crewMemberId", salary, currency, start_date as "startDate"
              from contracts where crew_member_id = any(${uuidArray(ids)}) order by start_date desc`,
        "wage_contracts",
      )
    : [];
  return groupBy(rows, (r) => r.crewMemberId);
}

/** What the accounts of a set of seafarers up to a month are computed from, read once. */
export interface WageInputs {
  today: string;
  policy: WagePolicy;
  tours: Map<string, PaidTour[]>;
  scales: PayingScale[];
  contracts: Map<string, ContractPay[]>;
  /** member|month → lines entered, in the order entered. */
  lines: Map<string, { code: string; label: string; kind: "earning" | "deduction"; amount: number }[]>;
  allotments: Map<string, { payee: string; amount: number | null; percentBp: number | null }[]>;
  /** member|month → work minutes recorded (hours of rest). */
  workMinutes: Map<string, number>;
  /** member → the month its balance is carried from, and the balance carried in then. */
  start: Map<string, { from: string; carried: number }>;
  /** member → the target month's closed account, if closed. */
  closed: Map<string, TWageAccount>;
}

/**
 * Reads, for `ids` and `month`, everything their accounts (and the months carried into it) need: in two
 * rounds of reads (readAll: side by side on the pool, one after another in a transaction such as the
 * month's close): what depends only on the seafarers, then the lines and hours of rest from the month
 * their balance is carried from and the scales of the ranks they served in. One after another, the nine
 * statements of a 25-seafarer bill waited for a core nine times under load.
 */
export async function loadWageInputs(db: DbOrTx, today: string, ids: readonly string[], month: string) {
  const list = [...ids];
  const none = !list.length;
  const members = uuidArray(list);
  type LineRow = WageInputs["lines"] extends Map<string, (infer L)[]> ? L : never;
  type Allotment = WageInputs["allotments"] extends Map<string, (infer A)[]> ? A : never;
  const [policy, closedRows, firstRows, tours, contracts, allotmentRows] = await readAll(
    db,
    () => wagePolicy(db),
    async () =>
      none
        ? []
        : queryRows<{ crewMemberId: string; month: string; account: TWageAccount }>(
            db,
            // the target month's closed account and the last one closed before it, per seafarer
            sql`select distinct on (c.crew_member_id, c.target) c.crew_member_id as "crewMemberId", c.month, c.account
                from (select crew_member_id, month, account, month = ${month} as target from closed_wage_accounts
                       where crew_member_id = any(${members}) and month <= ${month}) c
               order by c.crew_member_id, c.target, c.month desc`,
            "wage_closed",
          ),
    async () =>
      none
        ? []
        : queryRows<{ id: string; month: string | null }>(
            db,
            sql`select m.id, least(
                (select to_char(min(coalesce(t.sign_on, ${monthStart(month)}::date - 365)), 'YYYY-MM') from tours t where t.crew_member_id = m.id),
                (select min(l.month) from wage_lines l where l.crew_member_id = m.id)) as month
                from crew_members m where m.id = any(${members})`,
            "wage_first_month",
          ),
    () => countedTours(db, today, list, month),
    () => contractsOf(db, list),
    async () =>
      none
        ? []
        : queryRows<Allotment & { crewMemberId: string }>(
            db,
            sql`select crew_member_id as "crewMemberId", payee, amount, percent_bp as "percentBp"
              from wage_allotments where crew_member_id = any(${members}) order by created_at, id`,
            "wage_allotments_of",
          ),
  );
  const closed = new Map<string, TWageAccount>();
  const snap = new Map<string, { month: string; account: TWageAccount }>();
  for (const r of closedRows) {
    if (r.month === month) closed.set(r.crewMemberId, r.account);
    else snap.set(r.crewMemberId, r);
  }
  const floor = addMonths(monthStart(month), -CARRY_MONTHS).slice(0, 7);
  const start = new Map<string, { from: string; carried: number }>();
  for (const { id, month: first } of firstRows) {
    const s = snap.get(id);
    let from = s ? nextMonth(s.month) : (first ?? month);
    if (from < floor) from = floor;
    start.set(id, { from, carried: s ? s.account.carriedOut : 0 });
  }
  const earliest = [...start.values()].reduce((min, s) => (s.from < min ? s.from : min), month);
  const ranks = new Set([...tours.values()].flatMap((ts) => ts.map((t) => t.rank)));
  const [lineRows, restRows, scales] = await readAll(
    db,
    async () =>
      none
        ? []
        : queryRows<LineRow & { crewMemberId: string; month: string }>(
            db,
            sql`select crew_member_id as "crewMemberId", month, code, label, kind, amount from wage_lines
             where crew_member_id = any(${members}) and month >= ${earliest} and month <= ${month}
             order by created_at, id`,
            "wage_lines_of",
          ),
    async () =>
      none
        ? []
        : queryRows<{ crewMemberId: string; month: string; minutes: number }>(
            db,
            sql`select crew_member_id as "crewMemberId", month, work_minutes as minutes from rest_hours_months
             where crew_member_id = any(${members}) and month >= ${earliest} and month <= ${month}`,
            "wage_rest_minutes",
          ),
    () => scalesOfRanks(db, [...ranks]),
  );
  return {
    today,
    policy,
    tours,
    scales,
    contracts,
    lines: groupBy(lineRows, (l) => `${l.crewMemberId}|${l.month}`),
    allotments: groupBy(allotmentRows, (a) => a.crewMemberId),
    workMinutes: new Map(restRows.map((r) => [`${r.crewMemberId}|${r.month}`, r.minutes])),
    start,
    closed,
  } satisfies WageInputs;
}
