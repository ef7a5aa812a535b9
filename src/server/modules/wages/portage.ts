// The vessel's portage bill (MLC A2.2, docs/regulations.md "Wages"): every seafarer's account of the month
// with the totals per currency; closing the month keeps each account as it was (closed_wage_accounts),
// after which no line is entered on it (409) and corrections go into a later month as adjustments. The
// office reads and closes; the master aboard (in command that month) reads their own vessel's bill.
import { and, eq, sql } from "drizzle-orm";
import { monthEnd, monthStart } from "../../../shared/wages";
import type { TPortageBill, TWageAccount } from "../../../shared/wages-api";
import { writeTx } from "../../db/app-today";
import type { Db, DbOrTx } from "../../db/client";
import { queryRows, uuidArray } from "../../db/rows";
import { closedWageAccounts, portageBillCloses } from "../../db/schema-wages";
import { recordLog } from "../../lib/activity-log";
import { conflict, notFound } from "../../lib/app-error";
import type { Caller } from "../../lib/caller";
import { ownOnly } from "../../lib/ownership";
import type { RequestCtx } from "../../lib/request-ctx";
import { vesselNameOf } from "../../lib/vessel-names";
import { commandedVesselIn } from "../rest-hours/access";
import { accountsOf, type Member } from "./accounts";
import { membersOnVesselInMonth } from "./days-aboard";

const log = recordLog("wages", "vessel");

/** The vessel (name) whose month the caller addresses: the office, or the master in command that month. */
export async function vesselFor(db: Db, caller: Caller, vesselId: string, month: string) {
  const name = await vesselNameOf(db, vesselId);
  if (
    ownOnly(caller, "wages:portage") &&
    !(await commandedVesselIn(db, caller, vesselId, monthStart(month), monthEnd(month)))
  )
    throw notFound("Vessel");
  return { name };
}

async function closedOn(db: DbOrTx, vesselId: string, month: string) {
  const [row] = await db
    .select({ closedAt: portageBillCloses.closedAt })
    .from(portageBillCloses)
    .where(and(eq(portageBillCloses.vesselId, vesselId), eq(portageBillCloses.month, month)));
  return row?.closedAt ?? null;
}

/** The accounts of the seafarers paid for days aboard `vesselId` in `month`, by name. */
async function openAccounts(db: DbOrTx, today: string, vesselId: string, month: string, lock = false) {
  const ids = await membersOnVesselInMonth(db, today, vesselId, month);
  if (!ids.length) return [];
  const members = await queryRows<Member>(
    db,
    sql`select id, first_name as "firstName", last_name as "lastName", rank from crew_members
         where id = any(${uuidArray(ids)}) order by last_name, first_name, id ${lock ? sql`for update` : sql``}`,
    "wage_bill_members",
  );
  return accountsOf(db, today, members, month, vesselId);
}

function totalsOf(accounts: TWageAccount[]): TPortageBill["totals"] {
  const by = new Map<string, TPortageBill["totals"][number]>();
  for (const a of accounts) {
    if (!a.currency) continue;
    const t = by.get(a.currency) ?? {
      currency: a.currency,
      earnings: 0,
      deductions: 0,
      net: 0,
      carriedOut: 0,
    };
    t.earnings += a.earnings;
    t.deductions += a.deductions;
    t.net += a.net;
    t.carriedOut += a.carriedOut;
    by.set(a.currency, t);
  }
  return [...by.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}

async function billOf(db: DbOrTx, today: string, vesselId: string, vesselName: string, month: string) {
  const closedAt = await closedOn(db, vesselId, month);
  const accounts = closedAt
    ? (
        await queryRows<{ account: TWageAccount }>(
          db,
          sql`select account from closed_wage_accounts where vessel_id = ${vesselId} and month = ${month}
               order by account->>'name', crew_member_id`,
        )
      ).map((r) => ({ ...r.account, closed: true }))
    : await openAccounts(db, today, vesselId, month);
  return {
    vesselId,
    vesselName,
    month,
    closed: closedAt !== null,
    closedAt: closedAt?.toISOString() ?? null,
    accounts,
    totals: totalsOf(accounts),
  } satisfies TPortageBill;
}

export async function getPortageBill(
  ctx: RequestCtx,
  vesselId: string,
  month: string,
): Promise<TPortageBill> {
  const v = await vesselFor(ctx.db, ctx.caller, vesselId, month);
  return billOf(ctx.db, ctx.today, vesselId, v.name, month);
}

/** Close the vessel's month: each account on the bill is kept as it is now (one not yet closed on another
 * vessel's bill), in one transaction with its activity entry. A closed month again, or one not begun: 409. */
export async function closePortageBill(
  ctx: RequestCtx,
  vesselId: string,
  month: string,
): Promise<TPortageBill> {
  return writeTx(ctx, async (tx) => {
    const v = { name: await vesselNameOf(tx, vesselId, true) };
    if (await closedOn(tx, vesselId, month))
      throw conflict(`${v.name}'s portage bill for ${month} is already closed`);
    if (month > ctx.today.slice(0, 7))
      throw conflict(`${month} has not begun; a month is closed once it has`);
    const accounts = await openAccounts(tx, ctx.today, vesselId, month, true);
    const open = accounts.filter((a) => !a.closed);
    if (open.length)
      await tx.insert(closedWageAccounts).values(
        open.map((a) => ({
          crewMemberId: a.crewMemberId,
          month,
          vesselId,
          account: { ...a, closed: true },
        })),
      );
    await tx.insert(portageBillCloses).values({ vesselId, month, closedBy: ctx.caller.id });
    const totals = totalsOf(accounts)
      .map((t) => `${t.currency} net ${t.net}`)
      .join(", ");
    await log(tx, ctx.caller, "portage-bill-close", vesselId, {
      description: `${v.name}'s portage bill for ${month} closed: ${accounts.length} seafarers${totals ? ` (${totals})` : ""}`,
      severity: "success",
      metadata: { month, seafarers: accounts.map((a) => a.crewMemberId) },
    });
    return billOf(tx, ctx.today, vesselId, v.name, month);
  });
}
