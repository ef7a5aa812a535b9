// The signed-in user's own theme and notification toggles (DESIGN §5).
import { eq } from "drizzle-orm";
import { DEFAULT_PREFERENCES, type TPreferences, ZPreferences } from "../../../shared/system";
import { writeTx } from "../../db/app-today";
import type { DbOrTx } from "../../db/client";
import { userPreferences } from "../../db/schema";
import { logActivity } from "../../lib/activity-log";
import type { RequestCtx } from "../../lib/request-ctx";

/** `userId`'s saved preferences, or the defaults until they save. */
async function readPreferences(db: DbOrTx, userId: string): Promise<TPreferences> {
  const [row] = await db.select().from(userPreferences).where(eq(userPreferences.userId, userId));
  if (!row) return { ...DEFAULT_PREFERENCES };
  return {
    theme: ZPreferences.shape.theme.safeParse(row.theme).data ?? "system",
    browserNotifications: row.browserNotifications,
    documentExpiryAlerts: row.documentExpiryAlerts,
    contractNotifications: row.contractNotifications,
  };
}

/** The caller's own preferences. */
export function getPreferences({ db, caller }: RequestCtx): Promise<TPreferences> {
  return readPreferences(db, caller.id);
}

/** Replaces the caller's preferences (one transaction with its activity entry). */
export async function savePreferences(
  { db, caller, today }: RequestCtx,
  prefs: TPreferences,
): Promise<TPreferences> {
  return writeTx({ db, today }, async (tx) => {
    const values = { ...prefs, updatedAt: new Date() };
    await tx
      .insert(userPreferences)
      .values({ userId: caller.id, ...values })
      .onConflictDoUpdate({ target: userPreferences.userId, set: values });
    await logActivity(tx, caller, {
      type: "settings",
      action: "preferences",
      entityType: "user",
      entityId: caller.id,
      description: `${caller.username} updated their preferences`,
      metadata: prefs,
    });
    return readPreferences(tx, caller.id);
  });
}
