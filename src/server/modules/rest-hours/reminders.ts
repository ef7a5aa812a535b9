// Hours of rest in the daily reminder scan, when the e-mail settings' "Hours of rest
// reminders" is on: the office gets one digest of the non-conformities not yet reported (whose window
// ended in the last 7 days), and each seafarer aboard who recorded nothing for yesterday gets a reminder
// at their own address. Each finding and each missing day is e-mailed once: its row in
// rest_hours_notices is inserted (ON CONFLICT DO NOTHING) in the scan's transaction with the outbox rows.
// A finding whose window changes (a later correction moves its start) is a new finding and is reported.
import { sql } from "drizzle-orm";
import { addDays, formatDisplayDate } from "../../../shared/dates";
import { REST_RULE_LABELS, type RestRule } from "../../../shared/rest-hours";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/rows";
import { enqueueEmail, escapeHtml } from "../email/outbox";
import { aboardVesselSql } from "../manning/tours";

const DIGEST_LINES = 50;

interface Finding {
  key: string;
  rule: string;
  from_at: string;
  detail: string;
  crew_name: string;
  vessel_name: string | null;
}

async function officeDigest(tx: Db, today: string, office: readonly string[]): Promise<number> {
  if (office.length === 0) return 0;
  // The new findings, marked as reported in the same statement (so a concurrent scan cannot repeat them).
  const fresh = await queryRows<Finding>(
    tx,
    sql`WITH candidates AS (
          SELECT nc.crew_member_id || '|' || nc.rule || '|' || nc.from_at AS key, nc.rule, nc.from_at, nc.detail,
                 c.first_name || ' ' || c.last_name AS crew_name, v.name AS vessel_name
            FROM rest_hours_non_conformities nc
            JOIN crew_members c ON c.id = nc.crew_member_id
            LEFT JOIN vessels v ON v.id = nc.vessel_id
           WHERE nc.to_date >= ${addDays(today, -7)}
        ), marked AS (
          INSERT INTO rest_hours_notices (kind, key, scan_date)
          SELECT DISTINCT 'finding', key, ${today}::date FROM candidates
          ON CONFLICT (kind, key) DO NOTHING
          RETURNING key
        )
        SELECT c.* FROM candidates c JOIN marked m ON m.key = c.key
        ORDER BY c.vessel_name, c.crew_name, c.from_at`,
  );
  if (fresh.length === 0) return 0;
  const lines = fresh
    .slice(0, DIGEST_LINES)
    .map(
      (f) =>
        `${f.vessel_name ?? "No vessel"} · ${f.crew_name} · ${REST_RULE_LABELS[f.rule as RestRule] ?? f.rule} from ${f.from_at.replace("T", " ")}: ${f.detail}`,
    );
  const more = fresh.length - lines.length;
  if (more > 0) lines.push(`… and ${more} more: see Hours of Rest → Non-conformities.`);
  const subject = `Hours of rest: ${fresh.length} new non-conformit${fresh.length === 1 ? "y" : "ies"}`;
  const intro = "New hours-of-rest non-conformities found in the records (MLC 2006 A2.3, STCW A-VIII/1):";
  for (const to of office)
    await enqueueEmail(tx, null, {
      kind: "rest_hours_digest",
      to,
      subject,
      text: `${intro}\n\n${lines.join("\n")}\n`,
      html: `<p>${escapeHtml(intro)}</p><ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join("")}</ul>`,
    });
  return office.length;
}

async function missingDayReminders(tx: Db, today: string): Promise<number> {
  const yesterday = addDays(today, -1);
  const due = await queryRows<{ id: string; name: string; email: string; vessel_name: string }>(
    tx,
    sql`WITH aboard AS (
          SELECT c.id, c.first_name || ' ' || c.last_name AS name,
                 lower(coalesce(nullif(c.email, ''), u.email)) AS email, v.name AS vessel_name
            FROM crew_members c
            JOIN vessels v ON v.id = ${aboardVesselSql(sql`c.id`, today, yesterday)}
            LEFT JOIN users u ON u.id = c.user_id
           WHERE c.status = 'active' AND coalesce(nullif(c.email, ''), u.email) IS NOT NULL
             AND NOT EXISTS (SELECT 1 FROM rest_hours_days d WHERE d.crew_member_id = c.id AND d.date = ${yesterday})
        ), marked AS (
          INSERT INTO rest_hours_notices (kind, key, scan_date)
          SELECT 'missing_day', id || '|' || ${yesterday}, ${today}::date FROM aboard
          ON CONFLICT (kind, key) DO NOTHING
          RETURNING key
        )
        SELECT a.* FROM aboard a JOIN marked m ON m.key = a.id || '|' || ${yesterday}`,
  );
  const day = formatDisplayDate(yesterday);
  for (const s of due) {
    const text = `${s.name}, nothing is recorded in your hours of rest for ${day} aboard ${s.vessel_name}. Please record the day (Hours of Rest in CrewFleet): records are kept daily (STCW A-VIII/1 para 7).`;
    await enqueueEmail(tx, null, {
      kind: "rest_hours_missing_day",
      to: s.email,
      subject: `Hours of rest: ${day} not recorded`,
      text,
      html: `<p>${escapeHtml(text)}</p>`,
      entityType: "crew",
      entityId: s.id,
    });
  }
  return due.length;
}

/** Queues the day's hours-of-rest e-mails inside the scan's transaction; returns how many were queued. */
export async function queueRestHoursReminders(tx: Db, today: string, office: readonly string[]) {
  const digests = await officeDigest(tx, today, office);
  const seafarers = await missingDayReminders(tx, today);
  return { queued: digests + seafarers, digests, seafarers };
}
