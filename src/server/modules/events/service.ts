// Upcoming events for the dashboard card: contracts ending, documents expiring (with the vessel the
// seafarer is aboard by the tours), tours joining and leaving (rotations and crew changes planned), and vessels finishing maintenance within `days`, as one UNION ALL query sorted by date and
// cut to `limit` in SQL; for the office, the manning gaps with a short day within `days` (one
// fleet-wide gaps call through the read cache, shared with the dashboard and alerts) merged into that
// order. A crew caller sees only their own events (no fleet maintenance, no manning gaps).
import { sql } from "drizzle-orm";
import { addDays, formatDisplayDate } from "../../../shared/dates";
import { type EventType, eventSeverity, type TUpcomingEvent } from "../../../shared/events";
import { DOCUMENT_TYPE_LABELS } from "../../../shared/options";
import { ROTATION_TYPE_LABELS } from "../../../shared/rotations";
import { queryRows } from "../../db/rows";
import { currentDocumentSql, daysRemainingSql, expiringSql } from "../../lib/expiry-sql";
import { firstInOrder } from "../../lib/first-in-order";
import { NO_MEMBER, ownMember } from "../../lib/ownership";
import type { RequestCtx } from "../../lib/request-ctx";
import { upcomingManningGaps } from "../manning/gap-alerts";
import { aboardVesselSql, toursSql } from "../manning/tours";

interface EventRow {
  type: EventType;
  source_id: string;
  date: string;
  days: number;
  crew_member_id: string | null;
  rotation_id: string | null;
  vessel_id: string | null;
  crew_name: string | null;
  rank: string | null;
  vessel_name: string | null;
  detail: string | null;
}

function when(days: number): string {
  if (days === 0) return "today";
  if (days === 1) return "tomorrow";
  return `in ${days} days`;
}

function describeEvent(r: EventRow): { title: string; description: string } {
  const aboard = r.vessel_name ? ` · ${r.vessel_name}` : "";
  switch (r.type) {
    case "contract_expiry":
      return {
        title: `Contract ending: ${r.crew_name}`,
        description: `${r.rank}${aboard} · contract ends ${when(r.days)}`,
      };
    case "document_expiry": {
      const label = DOCUMENT_TYPE_LABELS[r.detail as keyof typeof DOCUMENT_TYPE_LABELS] ?? "Document";
      return {
        title: `${label} expiring: ${r.crew_name}`,
        description: `${r.rank}${aboard} · expires ${when(r.days)}`,
      };
    }
    case "crew_join":
    case "crew_leave": {
      const verb = r.type === "crew_join" ? "joins" : "leaves";
      const kind =
        r.detail === "crew_change"
          ? "Crew change"
          : `${ROTATION_TYPE_LABELS[r.detail as keyof typeof ROTATION_TYPE_LABELS] ?? "Rotation"} rotation`;
      return {
        title: `${r.crew_name} ${verb} ${r.vessel_name}`,
        description: `${r.rank} · ${kind} · ${when(r.days)}`,
      };
    }
    case "maintenance_completion":
      return {
        title: `${r.vessel_name} maintenance completes`,
        description: `Back in service ${when(r.days)}`,
      };
    case "manning_gap":
      return {
        title: `${r.vessel_name}: ${r.rank} below safe manning`,
        description: `${r.detail} · ${r.days === 0 ? "from today" : `from ${when(r.days)}`}`,
      };
  }
}

/** The manning gaps starting within the window that can be among the first `limit` events, as event rows
 * (detail: "n of m aboard until …"). Every gap is one type, so their event order is by date, then id. */
async function gapRows(ctx: RequestCtx, days: number, limit: number): Promise<EventRow[]> {
  const gaps = await upcomingManningGaps(ctx, days + 1); // the window is today … today + days
  const first = firstInOrder(gaps, limit, (a, b) => a.from.localeCompare(b.from) || a.id.localeCompare(b.id));
  return first.map((g) => ({
    type: "manning_gap",
    source_id: g.id,
    date: g.from,
    days: g.daysUntil,
    crew_member_id: null,
    rotation_id: null,
    vessel_id: g.vesselId,
    crew_name: null,
    rank: g.rank,
    vessel_name: g.vesselName,
    detail: `${g.planned} of ${g.required} aboard until ${formatDisplayDate(g.to)}`,
  }));
}

const byEventOrder = (a: EventRow, b: EventRow) =>
  a.date.localeCompare(b.date) || a.type.localeCompare(b.type) || a.source_id.localeCompare(b.source_id);

export async function upcomingEvents(
  ctx: RequestCtx,
  q: { days: number; limit: number },
): Promise<TUpcomingEvent[]> {
  const { db, caller, today } = ctx;
  const own = ownMember(caller, "events:read");
  if (own === NO_MEMBER) return [];
  const end = addDays(today, q.days);
  // The page's size written into the statement (a whole number, 1–100 by the route's schema): one prepared
  // statement per size, whose generic plan PostgreSQL then reuses, knowing how few rows each part is cut
  // to; with the size a parameter it planned every execution anew (~2.5 of ~3 ms a call on the large
  // dataset), the generic plan's guess of a tenth of each part looking dearer.
  if (!Number.isInteger(q.limit)) throw new Error("limit must be a whole number");
  const limit = sql.raw(String(q.limit));
  const mine = (column: ReturnType<typeof sql.raw>) => (own ? sql` and ${column} = ${own}::uuid` : sql``);
  const name = sql.raw("cm.first_name || ' ' || cm.last_name");
  const stay = sql`${toursSql(today)} t
      join crew_members cm on cm.id = t.crew_member_id
      join vessels v on v.id = t.vessel_id
      left join rotations r on r.id = t.rotation_id`;
  /** The tours (manning/tours.ts, the one time-aboard reader) joining in the window: planned sign-ons, a
   * rotation's or a crew change's. */
  const joins = sql`
      (select 'crew_join'::text, t.id::text, t.sign_on, t.crew_member_id::text, t.rotation_id::text,
             t.vessel_id::text, ${name}, t.rank, v.name, coalesce(r.rotation_type::text, 'crew_change')
      from ${stay}
      where t.state = 'planned' and t.sign_on between ${today}::date and ${end}::date${mine(sql.raw("t.crew_member_id"))}
      order by t.sign_on, t.id limit ${limit})`;
  /** The tours planned to end in the window and not signed off yet: a rotation's leave date, or a crew
   * change planned to sign the seafarer off (a contract's end alone is the contract's event). */
  const leaves = sql`
      (select 'crew_leave'::text, t.id::text, t.planned_sign_off, t.crew_member_id::text, t.rotation_id::text,
             t.vessel_id::text, ${name}, t.rank, v.name, coalesce(r.rotation_type::text, 'crew_change')
      from ${stay}
      where t.actual_sign_off is null and t.planned_sign_off between ${today}::date and ${end}::date
        and (t.rotation_id is not null or exists (
          select 1 from crew_change_members m join crew_changes c on c.id = m.crew_change_id
           where m.crew_member_id = t.crew_member_id and m.direction = 'off' and c.vessel_id = t.vessel_id
             and c.date = t.planned_sign_off and c.status in ('planned', 'confirmed')))${mine(sql.raw("t.crew_member_id"))}
      order by t.planned_sign_off, t.id limit ${limit})`;
  const [listed, gaps] = await Promise.all([
    queryRows<EventRow>(
      db,
      sql`
    select type, source_id, to_char(date, 'YYYY-MM-DD') as date, ${daysRemainingSql(sql`date`, today)}::int as days,
           crew_member_id, rotation_id, vessel_id, crew_name, rank, vessel_name, detail
    from (
      (select 'contract_expiry' as type, c.id::text as source_id, c.end_date as date,
             c.crew_member_id::text as crew_member_id, null::text as rotation_id, c.vessel_id::text as vessel_id,
             ${name} as crew_name, cm.rank, v.name as vessel_name, null::text as detail
      from contracts c
      join crew_members cm on cm.id = c.crew_member_id
      left join vessels v on v.id = c.vessel_id
      where c.status = 'active' and ${expiringSql(sql`c.end_date`, today, q.days)}${mine(sql.raw("c.crew_member_id"))}
      order by c.end_date, c.id limit ${limit})
      union all
      (select 'document_expiry', d.id::text, d.expiry_date, d.crew_member_id::text, null, v.id::text,
             ${name}, cm.rank, v.name, d.type::text
      from documents d
      join crew_members cm on cm.id = d.crew_member_id
      left join vessels v on v.id = ${aboardVesselSql(sql`cm.id`, today)}
      where ${expiringSql(sql`d.expiry_date`, today, q.days)} and ${currentDocumentSql()}${mine(sql.raw("d.crew_member_id"))}
      order by d.expiry_date, d.id limit ${limit})
      union all
      ${joins}
      union all
      ${leaves}
      ${
        own
          ? sql``
          : sql`union all
      select 'maintenance_completion', v.id::text, v.maintenance_until, null, null, v.id::text,
             null, null, v.name, null
      from vessels v
      where v.status = 'maintenance' and v.maintenance_until between ${today}::date and ${end}::date`
      }
    ) e
    order by e.date, e.type, e.source_id
    limit ${limit}`,
      "upcoming_events",
    ),
    own ? [] : gapRows(ctx, q.days, q.limit),
  ]);
  const rows = gaps.length ? [...listed, ...gaps].sort(byEventOrder).slice(0, q.limit) : listed;
  return rows.map((r) => ({
    id: `${r.type}:${r.source_id}`,
    type: r.type,
    severity: eventSeverity(r.type, Number(r.days)),
    ...describeEvent(r),
    date: r.date,
    crewMemberId: r.crew_member_id,
    rotationId: r.rotation_id,
    vesselId: r.vessel_id,
  }));
}
