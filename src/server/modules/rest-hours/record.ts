// The monthly record: gathers one seafarer's month for the PDF and logs the export.
import { and, asc, desc, eq, gte, lte, sql } from "drizzle-orm";
import { addDays } from "../../../shared/dates";
import { monthRange } from "../../../shared/rest-hours-api";
import { vessels } from "../../db/schema-fleet";
import { restHoursCorrections, restHoursDays, restHoursMonths } from "../../db/schema-rest-hours";
import { recordLog } from "../../lib/activity-log";
import type { RequestCtx } from "../../lib/request-ctx";
import { aboardVesselOf, fullName, regimeOfVessel, seafarerFor } from "./access";
import { type RestRecordPdfData, restRecordPdf } from "./pdf";
import { correctionsIn, nonConformitiesIn, toMonthStatus } from "./service";

const logRestHours = recordLog("rest_hours", "crew");

export async function monthRecordPdf(ctx: RequestCtx, id: string, month: string) {
  const { data, fileName } = await monthRecord(ctx, id, month);
  return { pdf: await restRecordPdf(data), fileName };
}

/** The month's record as the PDF draws it, its export logged (the inspection pack draws it into its own). */
export async function monthRecord({ db, caller, now, today }: RequestCtx, id: string, month: string) {
  const { from, to } = monthRange(month);
  const seafarer = await seafarerFor(db, caller, id, { months: { from, to } });
  // The vessel of the month: where most of its days were recorded, else where the seafarer is now.
  const [aboard] = await db
    .select({ vesselId: restHoursDays.vesselId })
    .from(restHoursDays)
    .where(
      and(eq(restHoursDays.crewMemberId, id), gte(restHoursDays.date, from), lte(restHoursDays.date, to)),
    )
    .groupBy(restHoursDays.vesselId)
    .orderBy(desc(sql`count(*)`))
    .limit(1);
  const vesselId = aboard?.vesselId ?? (await aboardVesselOf(db, id, today));
  const [days, findings, [status], corrections, vessel, regime] = await Promise.all([
    db
      .select()
      .from(restHoursDays)
      .where(
        and(
          eq(restHoursDays.crewMemberId, id),
          gte(restHoursDays.date, addDays(from, -6)),
          lte(restHoursDays.date, to),
        ),
      )
      .orderBy(asc(restHoursDays.date)),
    nonConformitiesIn(db, id, from, to),
    db
      .select()
      .from(restHoursMonths)
      .where(and(eq(restHoursMonths.crewMemberId, id), eq(restHoursMonths.month, month))),
    correctionsIn(db, id, from, to).orderBy(asc(restHoursCorrections.correctedAt)),
    vesselId
      ? db
          .select({ name: vessels.name, imoNumber: vessels.imoNumber, flag: vessels.flag })
          .from(vessels)
          .where(eq(vessels.id, vesselId))
          .then((r) => r[0] ?? null)
      : null,
    regimeOfVessel(db, vesselId),
  ]);
  const data: RestRecordPdfData = {
    month,
    seafarer: { name: fullName(seafarer), rank: seafarer.rank, dateOfBirth: seafarer.dateOfBirth },
    vessel,
    regime,
    days,
    nonConformities: findings,
    corrections: corrections.map((c) => ({
      date: c.date,
      reason: c.reason,
      correctedAt: c.correctedAt.toISOString(),
      correctedByName: c.correctedByName,
    })),
    status: toMonthStatus(month, status),
    createdAt: now,
  };
  await logRestHours(db, caller, "export", id, {
    description: `Record of hours of rest of ${fullName(seafarer)} for ${month} exported as PDF`,
    severity: "info",
    metadata: { crewMemberId: id, month },
  });
  return { data, fileName: `hours-of-rest-${seafarer.lastName}-${month}.pdf` };
}
