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
