// Hours-of-rest records for the large dataset: up to 25 seafarers aboard each vessel, `days` days up to
// yesterday, on watch patterns with the overtime, extra cargo work and copied months real records have;
// their non-conformities come from the rule engine, as the app stores them.
import { and, asc, eq, isNotNull } from "drizzle-orm";
import { addDays } from "../../../shared/dates";
import { eighteenthBirthday, type WorkPeriod } from "../../../shared/rest-hours";
import { checkRestHours } from "../../../shared/rest-hours-check";
import type { Db } from "../../db/client";
import { crewMembers } from "../../db/schema-fleet";
import { restHoursDays, restHoursMonths, restHoursNonConformities } from "../../db/schema-rest-hours";
import type { Rng } from "../../db/seed/random";
import { refreshAllMonthTotals } from "../../modules/rest-hours/month-totals";

const WATCHES: WorkPeriod[][] = [
  [
    { from: "00:00", to: "04:00" },
    { from: "12:00", to: "16:00" },
  ],
  [
    { from: "04:00", to: "08:00" },
    { from: "16:00", to: "20:00" },
  ],
  [
    { from: "08:00", to: "12:00" },
    { from: "20:00", to: "24:00" },
  ],
  [
    { from: "08:00", to: "12:00" },
    { from: "13:00", to: "17:00" },
  ],
];
const EXTRA: WorkPeriod[] = [
  { from: "05:00", to: "07:00" },
  { from: "16:00", to: "22:30" }, // cargo operations: too little rest after some watches
  { from: "17:00", to: "19:30" },
  { from: "21:00", to: "23:30" },
];

/** Adds `extra` to a sorted list of periods, merging overlaps, keeping the list sorted. */
function withExtra(base: WorkPeriod[], extra: WorkPeriod): WorkPeriod[] {
  const all = [...base, extra].sort((a, b) => (a.from < b.from ? -1 : 1));
  const out: WorkPeriod[] = [];
  for (const p of all) {
    const last = out[out.length - 1];
    if (last && p.from <= last.to) last.to = [last.to, p.to].sort()[1];
    else out.push({ ...p });
  }
  return out;
}

export async function seedRestHours(
  tx: Db,
  r: Rng,
  today: string,
  opts: { perVessel: number; days: number },
): Promise<{ days: number; nonConformities: number }> {
  const aboard = await tx
    .select({
      id: crewMembers.id,
      vesselId: crewMembers.currentVesselId,
      dateOfBirth: crewMembers.dateOfBirth,
    })
    .from(crewMembers)
    .where(and(isNotNull(crewMembers.currentVesselId), eq(crewMembers.status, "active")))
    .orderBy(asc(crewMembers.currentVesselId), asc(crewMembers.id));
  const perVessel = new Map<string, number>();
  let dayRows: (typeof restHoursDays.$inferInsert)[] = [];
  let ncRows: (typeof restHoursNonConformities.$inferInsert)[] = [];
  let monthRows: (typeof restHoursMonths.$inferInsert)[] = [];
  let totalDays = 0;
  let totalNc = 0;
  const flush = async (force = false) => {
    if (dayRows.length >= 2000 || (force && dayRows.length)) {
      await tx.insert(restHoursDays).values(dayRows);
      dayRows = [];
    }
    if (ncRows.length >= 2000 || (force && ncRows.length)) {
      await tx.insert(restHoursNonConformities).values(ncRows);
      ncRows = [];
    }
    if (monthRows.length >= 2000 || (force && monthRows.length)) {
      await tx.insert(restHoursMonths).values(monthRows);
      monthRows = [];
    }
  };
  const first = addDays(today, -opts.days);
  for (const s of aboard) {
    const vesselId = s.vesselId as string;
    const n = perVessel.get(vesselId) ?? 0;
    if (n >= opts.perVessel) continue;
    perVessel.set(vesselId, n + 1);
    const watch = r.pick(WATCHES);
    const copies = r.chance(0.05); // the same day every day: the pattern the office view flags
    const days = [];
    for (let i = 0; i < opts.days; i++) {
      const date = addDays(first, i);
      const work = !copies && r.chance(0.15) ? withExtra(watch, r.pick(EXTRA)) : watch.map((p) => ({ ...p }));
      days.push({ date, work, clockChange: 0 });
    }
    const found = checkRestHours(days, { adultFrom: eighteenthBirthday(s.dateOfBirth) });
    for (const d of days) {
      const workMinutes = d.work.reduce((m, p) => m + minutes(p.to) - minutes(p.from), 0);
      dayRows.push({
        crewMemberId: s.id,
        date: d.date,
        vesselId,
        work: d.work,
        workMinutes,
        recordedAt: new Date(`${d.date}T20:00:00Z`),
      });
    }
    for (const f of found)
      ncRows.push({
        crewMemberId: s.id,
        vesselId,
        rule: f.rule,
        fromAt: f.from,
        toAt: f.to,
        fromDate: f.from.slice(0, 10),
        toDate: f.to.slice(0, 10),
        detail: f.detail,
      });
    for (const month of new Set(days.map((d) => d.date.slice(0, 7)))) {
      if (month >= today.slice(0, 7) || !r.chance(0.8)) continue;
      const signedAt = new Date(`${addDays(`${month}-28`, 4).slice(0, 7)}-02T09:00:00Z`);
      const countersigned = r.chance(0.75);
      monthRows.push({
        crewMemberId: s.id,
        month,
        seafarerSignedAt: signedAt,
        seafarerName: "Seafarer",
        masterSignedAt: countersigned ? signedAt : null,
        masterName: countersigned ? "Master" : null,
        masterCapacity: countersigned ? "master" : null,
      });
    }
    totalDays += days.length;
    totalNc += found.length;
    await flush();
  }
  await flush(true);
  await refreshAllMonthTotals(tx);
  return { days: totalDays, nonConformities: totalNc };
}

function minutes(t: string) {
  return Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
}
