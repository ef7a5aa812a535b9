// Wage accounts, their lines and standing allotments (MLC A2.2, docs/regulations.md "Wages"). Who may see
// and enter what: the office everyone's; a seafarer their own account (reading only); the master aboard
// (the Captain in command, as for hours of rest: rest-hours/access.ts) the accounts of the seafarers of
// their vessel that month, and may enter cash advances and bonded stores on them. Anyone else's: 404.
import { and, eq } from "drizzle-orm";
import { allotmentsFit, monthEnd, monthStart } from "../../../shared/wages";
import type {
  TAllotment,
  TAllotmentRequest,
  TWageAccount,
  TWageLineRequest,
} from "../../../shared/wages-api";
import { MASTER_LINE_CODES } from "../../../shared/wages-api";
import { writeTx } from "../../db/app-today";
import type { Db, DbOrTx } from "../../db/client";
import { crewMembers } from "../../db/schema-fleet";
import { closedWageAccounts, wageAllotments, wageLines } from "../../db/schema-wages";
import { recordLog } from "../../lib/activity-log";
import { badRequest, conflict, forbidden, notFound } from "../../lib/app-error";
import type { Caller } from "../../lib/caller";
import { crewNameColumns } from "../../lib/crew-names";
import { ownOnly } from "../../lib/ownership";
import type { RequestCtx } from "../../lib/request-ctx";
import { isMasterOfMonths } from "../rest-hours/access";
import { accountOf, type Member } from "./accounts";
import { daysAboardInMonth } from "./days-aboard";

const log = recordLog("wages", "crew_member");

async function member(db: DbOrTx, id: string, lock = false): Promise<Member> {
  const q = db.select(crewNameColumns).from(crewMembers).where(eq(crewMembers.id, id));
  const [row] = lock ? await q.for("update") : await q;
  if (!row) throw notFound("Crew member");
  return row;
}

/** The seafarer whose month the caller addresses: "office", "own" or "master", or 404. */
export async function accessOf(db: Db, caller: Caller, id: string, month: string) {
  const m = await member(db, id);
  if (!ownOnly(caller, "wages:accounts")) return { m, as: "office" as const };
  if (caller.crewMemberId === id) return { m, as: "own" as const };
  if (await isMasterOfMonths(db, caller, id, monthStart(month), monthEnd(month)))
    return { m, as: "master" as const };
  throw notFound("Crew member");
}

export async function getWageAccount(ctx: RequestCtx, id: string, month: string): Promise<TWageAccount> {
  const { m } = await accessOf(ctx.db, ctx.caller, id, month);
  return accountOf(ctx.db, ctx.today, m, month);
}

/** Whether the seafarer's `month` is closed (on some vessel's portage bill). */
export async function isClosed(db: DbOrTx, id: string, month: string) {
  const [row] = await db
    .select({ month: closedWageAccounts.month })
    .from(closedWageAccounts)
    .where(and(eq(closedWageAccounts.crewMemberId, id), eq(closedWageAccounts.month, month)));
  return !!row;
}

/**
 * A line on the seafarer's month (extra overtime, a bonus, a cash advance, bonded stores, an adjustment).
 * A closed month: 409 (a correction is an adjustment on the next month). Not aboard that month: 409 (an
 * office adjustment excepted). The master: cash advances and bonded stores only (403 otherwise).
 */
export async function addWageLine(
  ctx: RequestCtx,
  id: string,
  month: string,
  line: TWageLineRequest,
): Promise<TWageAccount> {
  const { as } = await accessOf(ctx.db, ctx.caller, id, month);
  if (as === "own") throw forbidden("Lines on a wage account are entered by the office or the master aboard");
  if (as === "master" && !MASTER_LINE_CODES.includes(line.code))
    throw forbidden("The master enters cash advances and bonded stores; other lines are the office's");
  return writeTx(ctx, async (tx) => {
    const m = await member(tx, id, true);
    if (await isClosed(tx, id, month))
      throw conflict(
        `${month} is closed for ${m.firstName} ${m.lastName}: enter a correction as an adjustment on a later month`,
      );
    const aboard = await daysAboardInMonth(tx, ctx.today, id, month);
    if (aboard.days === 0 && !(line.code === "adjustment" && as === "office"))
      throw conflict(`${m.firstName} ${m.lastName} was not aboard in ${month}`);
    await tx.insert(wageLines).values({
      crewMemberId: id,
      month,
      code: line.code,
      label: line.label,
      kind: line.kind,
      amount: line.amount,
      hundredthsOfHour: line.hours === undefined ? null : Math.round(line.hours * 100),
      createdBy: ctx.caller.id,
    });
    await log(tx, ctx.caller, "wage-line", id, {
      description: `${line.label} (${line.kind}, ${line.amount} minor units) entered on ${m.firstName} ${m.lastName}'s wages for ${month}${as === "master" ? " by the master" : ""}`,
      severity: "success",
      metadata: { month, line },
    });
    return accountOf(tx, ctx.today, m, month);
  });
}

const allotmentColumns = {
  id: wageAllotments.id,
  payee: wageAllotments.payee,
  bankDetails: wageAllotments.bankDetails,
  amount: wageAllotments.amount,
  percentBp: wageAllotments.percentBp,
};

export async function listAllotments({ db }: RequestCtx, id: string): Promise<TAllotment[]> {
  await member(db, id);
  return db
    .select(allotmentColumns)
    .from(wageAllotments)
    .where(eq(wageAllotments.crewMemberId, id))
    .orderBy(wageAllotments.createdAt, wageAllotments.id);
}

/** A standing allotment (A2.2 para 3–4): refused (400) when the allotments would come to more than 100% of
 * the net or more than this month's net before allotments. */
export async function addAllotment(ctx: RequestCtx, id: string, a: TAllotmentRequest): Promise<TAllotment> {
  return writeTx(ctx, async (tx) => {
    const m = await member(tx, id, true);
    const existing = await tx
      .select(allotmentColumns)
      .from(wageAllotments)
      .where(eq(wageAllotments.crewMemberId, id));
    const added = {
      payee: a.payee,
      amount: a.amount ?? null,
      percentBp: a.percent == null ? null : Math.round(a.percent * 100),
    };
    const account = await accountOf(tx, ctx.today, m, ctx.today.slice(0, 7));
    const allotted = account.lines.filter((l) => l.code === "allotment").reduce((s, l) => s + l.amount, 0);
    const why = allotmentsFit([...existing, added], account.net + allotted);
    if (why)
      throw badRequest(
        `${why} (${m.firstName} ${m.lastName}'s net this month: ${account.net + allotted} minor units)`,
      );
    const [row] = await tx
      .insert(wageAllotments)
      .values({ crewMemberId: id, bankDetails: a.bankDetails, ...added })
      .returning(allotmentColumns);
    await log(tx, ctx.caller, "allotment", id, {
      description: `Allotment to ${a.payee} (${added.amount ?? `${a.percent}%`}) set up for ${m.firstName} ${m.lastName}`,
      severity: "success",
      metadata: { payee: a.payee, amount: added.amount, percentBp: added.percentBp },
    });
    return row;
  });
}
