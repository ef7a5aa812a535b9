// The month's acknowledgements (STCW A-VIII/1 para 7, MLC A2.3 para 12): the seafarer signs their own
// month, then the master of the month (the Captain in command where it was served; access.ts), or the
// office for them, countersigns; nobody countersigns their own record. Signing freezes the month: later
// changes go through a correction with a reason (service.ts).
import { and, asc, desc, eq, gt, gte, lt, lte } from "drizzle-orm";
import { daysNotRecorded } from "../../../shared/rest-hours";
import { monthRange, type TRestSignRequest } from "../../../shared/rest-hours-api";
import { writeTx } from "../../db/app-today";
import type { Db } from "../../db/client";
import { restHoursDays, restHoursMonths } from "../../db/schema-rest-hours";
import { recordLog } from "../../lib/activity-log";
import { conflict, forbidden, syncConflict } from "../../lib/app-error";
import { ownOnly } from "../../lib/ownership";
import type { RequestCtx } from "../../lib/request-ctx";
import { fullName, isMasterOfMonths, seafarerFor, toursAboard } from "./access";
import { toMonthStatus } from "./service";

const logRestHours = recordLog("rest_hours", "crew");

async function monthRow(tx: Db, id: string, month: string) {
  const [row] = await tx
    .select()
    .from(restHoursMonths)
    .where(and(eq(restHoursMonths.crewMemberId, id), eq(restHoursMonths.month, month)))
    .for("update");
  return row;
}

/** The seafarer's recorded dates in [from, to] and the nearest one on each side (for the days between). */
export async function recordedAround(tx: Db, id: string, from: string, to: string): Promise<string[]> {
  const own = eq(restHoursDays.crewMemberId, id);
  const dates = (where: ReturnType<typeof and>, order: typeof asc, limit?: number) => {
    const q = tx
      .select({ date: restHoursDays.date })
      .from(restHoursDays)
      .where(where)
      .orderBy(order(restHoursDays.date));
    return limit ? q.limit(limit) : q;
  };
  const before = await dates(and(own, lt(restHoursDays.date, from)), desc, 1);
  const inside = await dates(and(own, gte(restHoursDays.date, from), lte(restHoursDays.date, to)), asc);
  const after = await dates(and(own, gt(restHoursDays.date, to)), asc, 1);
  return [...before, ...inside, ...after].map((r) => r.date);
}

export async function signMonth(
  { db, caller, now, today }: RequestCtx,
  id: string,
  month: string,
  body?: TRestSignRequest | null,
) {
  return writeTx({ db, today }, async (tx) => {
    const seafarer = await seafarerFor(tx, caller, id, { write: true, lock: true });
    if (!ownOnly(caller, "rest-hours:sign")) throw forbidden("Only the seafarer signs their own record");
    if (month > today.slice(0, 7)) throw conflict(`${month} has not begun`);
    const existing = await monthRow(tx, id, month);
    if (existing?.seafarerSignedAt) throw syncConflict(`${month} is already signed`, { alreadySigned: true });
    const { from, to } = monthRange(month);
    const recorded = await recordedAround(tx, id, from, to);
    const count = recorded.filter((d) => d >= from && d <= to).length;
    if (count === 0) throw conflict(`Nothing is recorded for ${month}`);
    // A day not recorded is a deficiency of its own: the seafarer signs only knowing which (the dialog
    // lists them and sends back what it showed); only a day aboard needs a record.
    const missing = daysNotRecorded(recorded, from, to, await toursAboard(tx, id, from, to));
    const shown = new Set(body?.daysNotRecorded ?? []);
    if (missing.some((d) => !shown.has(d)))
      throw conflict(
        `Not recorded in ${month}: ${missing.join(", ")}. Record these days, or sign knowing they are not`,
      );
    const values = {
      seafarerSignedAt: now,
      seafarerSignedBy: caller.id,
      seafarerName: fullName(seafarer),
    };
    const [row] = await tx
      .insert(restHoursMonths)
      .values({ crewMemberId: id, month, ...values })
      .onConflictDoUpdate({ target: [restHoursMonths.crewMemberId, restHoursMonths.month], set: values })
      .returning();
    await logRestHours(tx, caller, "sign", id, {
      description: `${fullName(seafarer)} signed the hours of rest of ${month} (${count} days recorded${missing.length ? `, ${missing.length} not recorded` : ""})`,
      severity: "success",
      metadata: { crewMemberId: id, month, daysNotRecorded: missing },
    });
    return toMonthStatus(month, row);
  });
}

export async function countersignMonth({ db, caller, now, today }: RequestCtx, id: string, month: string) {
  return writeTx({ db, today }, async (tx) => {
    const months = monthRange(month);
    const seafarer = await seafarerFor(tx, caller, id, { lock: true, months });
    if (caller.crewMemberId === id) throw forbidden("Nobody countersigns their own record");
    const master = await isMasterOfMonths(tx, caller, id, months.from, months.to);
    if (ownOnly(caller, "rest-hours:sign") && !master)
      throw forbidden("Only the master aboard or the office countersigns a month");
    const existing = await monthRow(tx, id, month);
    if (!existing?.seafarerSignedAt) throw conflict(`${month} is not signed by the seafarer yet`);
    if (existing.masterSignedAt) throw conflict(`${month} is already countersigned`);
    const [row] = await tx
      .update(restHoursMonths)
      .set({
        masterSignedAt: now,
        masterSignedBy: caller.id,
        masterName: caller.name,
        masterCapacity: master ? "master" : "office",
      })
      .where(and(eq(restHoursMonths.crewMemberId, id), eq(restHoursMonths.month, month)))
      .returning();
    await logRestHours(tx, caller, "countersign", id, {
      description: `Hours of rest of ${fullName(seafarer)} for ${month} countersigned by ${caller.name} (${master ? "master" : "office"})`,
      severity: "success",
      metadata: { crewMemberId: id, month },
    });
    return toMonthStatus(month, row);
  });
}
