// The month's acknowledgements (STCW A-VIII/1 para 7, MLC A2.3 para 12): the seafarer signs their own
// month, then the master aboard (or the office for them) countersigns. Signing freezes the month: later
// changes go through a correction with a reason (service.ts).
import { and, eq, gte, lte, sql } from "drizzle-orm";
import { monthRange } from "../../../shared/rest-hours-api";
import { writeTx } from "../../db/app-today";
import type { Db } from "../../db/client";
import { restHoursDays, restHoursMonths } from "../../db/schema-rest-hours";
import { conflict, forbidden, syncConflict } from "../../lib/app-error";
import type { RequestCtx } from "../../lib/request-ctx";
import { recordLog } from "../activity/service";
import { fullName, isMasterOf, seafarerFor } from "./access";
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

export async function signMonth({ db, caller, now, today }: RequestCtx, id: string, month: string) {
  return writeTx({ db, today }, async (tx) => {
    const seafarer = await seafarerFor(tx, caller, id, { write: true, lock: true });
    if (caller.role !== "crew") throw forbidden("Only the seafarer signs their own record");
    if (month > today.slice(0, 7)) throw conflict(`${month} has not begun`);
    const { from, to } = monthRange(month);
    const [{ count }] = await tx
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(restHoursDays)
      .where(
        and(eq(restHoursDays.crewMemberId, id), gte(restHoursDays.date, from), lte(restHoursDays.date, to)),
      );
    if (count === 0) throw conflict(`Nothing is recorded for ${month}`);
    const existing = await monthRow(tx, id, month);
    if (existing?.seafarerSignedAt) throw syncConflict(`${month} is already signed`, { alreadySigned: true });
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
      description: `${fullName(seafarer)} signed the hours of rest of ${month} (${count} days recorded)`,
      severity: "success",
      metadata: { crewMemberId: id, month },
    });
    return toMonthStatus(month, row);
  });
}

export async function countersignMonth({ db, caller, now, today }: RequestCtx, id: string, month: string) {
  return writeTx({ db, today }, async (tx) => {
    const seafarer = await seafarerFor(tx, caller, id, { lock: true });
    const master = await isMasterOf(tx, caller, seafarer);
    if (caller.role === "crew" && !master)
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
