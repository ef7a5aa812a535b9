// Writes the audit trail. Every mutation, login, logout, export and e-mail calls this, inside the same
// transaction as the change it records when there is one.
import type { Db } from "../../db/client";
import { activityLog } from "../../db/schema";
import type { Caller } from "../../lib/caller";

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

export async function logActivity(
  db: Db,
  caller: Partial<Caller> | null,
  entry: ActivityEntry,
): Promise<void> {
  await db.insert(activityLog).values({
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

/**
 * A refused request (401 or 403): who (the caller, or anonymous), what (route, method, path), when
 * (created_at) and from where (IP). One insert, nothing read first, so refusals cost what the request did.
 */
export async function logDenial(db: Db, caller: Caller | null, denial: Denial): Promise<void> {
  const who = caller ? `${caller.username} (${caller.role})` : "An anonymous caller";
  await logActivity(db, caller ? { ...caller, ip: denial.ip } : { ip: denial.ip }, {
    type: "security",
    action: "denied",
    entityType: "route",
    entityId: `${denial.method} ${denial.route.slice(0, 200)}`,
    description: `${who} was refused ${denial.method} ${denial.path.slice(0, 200)} (${denial.status}: ${denial.reason})`,
    severity: "warning",
    metadata: { status: denial.status },
  });
}
