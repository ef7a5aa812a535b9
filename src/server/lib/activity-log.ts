// Writes the audit trail. Every mutation, login, logout, export and e-mail calls this, inside the same
// transaction as the change it records when there is one.
// Projections its writes fire (docs/projections.md): activity_tally and fleet_counts ('activity': every entry logActivity writes).
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { activityLog } from "../db/schema";
import type { Caller } from "./caller";
import { bumpCounter, takeCountersBefore } from "./security-counters";

export type ActivitySeverity = "success" | "info" | "warning" | "error";

export interface ActivityEntry {
  type: string; // area: auth, vessel, crew, document, ...
  action: string; // create, update, delete, login, ...
  entityType?: string;
  entityId?: string | null;
  description: string;
  severity?: ActivitySeverity;
  metadata?: Record<string, unknown>;
}

const activityRow = (caller: Partial<Caller> | null, entry: ActivityEntry) => ({
  type: entry.type,
  action: entry.action,
  entityType: entry.entityType ?? null,
  entityId: entry.entityId ?? null,
  userId: caller?.id ?? null,
  username: caller?.username ?? null,
  userRole: caller?.role ?? null,
  description: entry.description,
  severity: entry.severity ?? "info",
  metadata: entry.metadata ?? null,
  ip: caller?.ip ?? null,
});

export async function logActivity(
  db: Db,
  caller: Partial<Caller> | null,
  entry: ActivityEntry,
): Promise<void> {
  await db.insert(activityLog).values(activityRow(caller, entry));
}

/** Many entries of one caller in multi-row statements (an import's entry per record): the log's
 * statement-level triggers (activity_tally) then run once per chunk, not once per entry. */
export async function logActivities(
  db: Db,
  caller: Partial<Caller> | null,
  entries: readonly ActivityEntry[],
): Promise<void> {
  if (entries.length === 1) return logActivity(db, caller, entries[0]);
  // One statement with one parameter a chunk (the rows as JSON, read by jsonb_to_recordset), in order: a
  // bound parameter a column a row made an import's statements eight times slower to parse and plan.
  for (let i = 0; i < entries.length; i += 2000) {
    const rows = entries.slice(i, i + 2000).map((e, n) => {
      const r = activityRow(caller, e);
      return {
        n,
        type: r.type,
        action: r.action,
        entity_type: r.entityType,
        entity_id: r.entityId,
        user_id: r.userId,
        username: r.username,
        user_role: r.userRole,
        description: r.description,
        severity: r.severity,
        metadata: r.metadata,
        ip: r.ip,
      };
    });
    await db.execute(sql`insert into activity_log (type, action, entity_type, entity_id, user_id, username,
        user_role, description, severity, metadata, ip)
      select type, action, entity_type, entity_id, user_id, username, user_role, description, severity, metadata, ip
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(type text, action text,
          entity_type text, entity_id text, user_id uuid, username text, user_role text, description text,
          severity text, metadata jsonb, ip text, n int)
       order by n`);
  }
}

/**
 * The log of one kind of record, for the modules that change it: `log(tx, caller, action, entityId,
 * { description, severity?, metadata? })` writes an entry of area `type` about an entity of `entityType`
 * (the area unless told: "crew" entries are about a "crew_member").
 */
export function recordLog(type: string, entityType = type) {
  return (
    db: Db,
    caller: Partial<Caller> | null,
    action: string,
    entityId: string,
    entry: Omit<ActivityEntry, "type" | "action" | "entityType" | "entityId">,
  ) => logActivity(db, caller, { type, action, entityType, entityId, ...entry });
}

export interface Denial {
  method: string;
  /** The route as registered (/api/documents/:id), or the path when no route matched. */
  route: string;
  /** The path as sent. Both are cut to 200 characters so a flood of long URLs stays cheap to record. */
  path: string;
  status: 401 | 403 | 404; // 404: a crew user asking for a record that is not theirs
  ip: string;
  reason: string;
}

/** Refusals of the same kind from one address to one route within this window make one entry and a count. */
export const DENIAL_WINDOW_MS = 10 * 60_000;
const DENIAL_PREFIX = "deny:";
const SEP = "\u0001";

/**
 * A refused request (401, 403 or a crew 404): who (the caller, or anonymous), what (route, method, path),
 * when (created_at) and from where (IP). Repeats are aggregated: the first refusal of a
 * kind (address, user, status, route) in a 10-minute window writes its entry; the rest only add to a
 * counter in security_counters; when a later refusal opens a new window, every closed window that counted
 * more than one writes one summary entry with the count (metadata.count). So a flood of 3,000 refusals
 * leaves two entries, and the count of every refusal is still in the trail.
 */
export async function logDenial(
  db: Db,
  caller: Caller | null,
  denial: Denial,
  now = new Date(),
): Promise<void> {
  const entity = `${denial.method} ${denial.route.slice(0, 200)}`;
  const windowStart = Math.floor(now.getTime() / DENIAL_WINDOW_MS) * DENIAL_WINDOW_MS;
  const key = [`${DENIAL_PREFIX}${windowStart}`, denial.ip, caller?.id ?? "", denial.status, entity].join(
    SEP,
  );
  const { count } = await bumpCounter(db, key, DENIAL_WINDOW_MS, new Date(windowStart));
  if (count > 1) return;
  const who = caller ? `${caller.username} (${caller.role})` : "An anonymous caller";
  await logActivity(db, caller ? { ...caller, ip: denial.ip } : { ip: denial.ip }, {
    type: "security",
    action: "denied",
    entityType: "route",
    entityId: entity,
    description: `${who} was refused ${denial.method} ${denial.path.slice(0, 200)} (${denial.status}: ${denial.reason})`,
    severity: "warning",
    metadata: { status: denial.status },
  });
  // once per window per process: closed windows are claimed atomically, so other instances agree
  if ((flushedUpTo.get(db) ?? 0) < windowStart) {
    flushedUpTo.set(db, windowStart);
    await flushDenialCounts(db, new Date(windowStart));
  }
}

/** The newest window start whose closed predecessors this process has flushed, per database. */
const flushedUpTo = new WeakMap<Db, number>();

/** Writes one summary entry per closed window that counted more than one refusal (claimed atomically). */
export async function flushDenialCounts(db: Db, before: Date): Promise<number> {
  const closed = await takeCountersBefore(db, DENIAL_PREFIX, before);
  let written = 0;
  for (const c of closed) {
    if (c.count <= 1) continue;
    const [, ip, userId, status, entity] = c.key.split(SEP);
    const from = c.windowStart.toISOString().slice(0, 16).replace("T", " ");
    await logActivity(
      db,
      { id: userId || undefined, ip },
      {
        type: "security",
        action: "denied",
        entityType: "route",
        entityId: entity,
        description: `${c.count} refusals of ${entity} from ${ip} (${status}) in the 10 minutes from ${from} UTC (the first is logged on its own)`,
        severity: "warning",
        metadata: { status: Number(status), count: c.count, windowStart: c.windowStart.toISOString() },
      },
    );
    written++;
  }
  // sign-in counters whose window ended long ago are of no use to anyone
  await takeCountersBefore(db, "login:", new Date(before.getTime() - 2 * 60 * 60_000));
  return written;
}
