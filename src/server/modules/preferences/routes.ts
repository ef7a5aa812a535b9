// GET/PUT /api/me/preferences: the signed-in user's own theme and notification toggles (DESIGN §5).
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { DEFAULT_PREFERENCES, type TPreferences, ZPreferences } from "../../../shared/system";
import type { Db } from "../../db/client";
import { userPreferences } from "../../db/schema";
import type { Caller } from "../../lib/caller";
import { errorResponses } from "../../lib/error-responses";
import { callerOf } from "../../plugins/auth";
import { logActivity } from "../activity/service";

async function getPreferences(db: Db, userId: string): Promise<TPreferences> {
  const [row] = await db.select().from(userPreferences).where(eq(userPreferences.userId, userId));
  if (!row) return { ...DEFAULT_PREFERENCES };
  return {
    theme: ZPreferences.shape.theme.safeParse(row.theme).data ?? "system",
    browserNotifications: row.browserNotifications,
    documentExpiryAlerts: row.documentExpiryAlerts,
    contractNotifications: row.contractNotifications,
  };
}

async function savePreferences(db: Db, caller: Caller, prefs: TPreferences): Promise<TPreferences> {
  return db.transaction(async (tx) => {
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
    return getPreferences(tx, caller.id);
  });
}

export default async function preferencesRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  app.get("/api/me/preferences", {
    config: { permission: "session:own" },
    schema: {
      tags: ["settings"],
      summary: "The caller's preferences (defaults until saved)",
      response: { 200: ZPreferences, ...errorResponses(401) },
    },
    handler: async (request) => getPreferences(app.db, callerOf(request).id),
  });
  app.put("/api/me/preferences", {
    config: { permission: "session:own" },
    schema: {
      tags: ["settings"],
      summary: "Replace the caller's preferences",
      body: ZPreferences,
      response: { 200: ZPreferences, ...errorResponses(400, 401) },
    },
    handler: async (request) => savePreferences(app.db, callerOf(request), request.body),
  });
}
