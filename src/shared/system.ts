// System information and per-user preferences (spec §2 General and Notifications tabs; DESIGN §5: the
// version, build and database status are read from their real sources; the toggles persist per user).
import { z } from "zod";

export const ZSystemInfo = z.object({
  version: z.string(),
  environment: z.string(),
  buildDate: z.string().nullable(),
  database: z.object({
    engine: z.enum(["pglite", "postgres"]),
    status: z.enum(["connected", "unavailable"]),
    serverVersion: z.string().nullable(),
  }),
  timeZone: z.string(),
  mailConfigured: z.boolean(),
});
export type TSystemInfo = z.infer<typeof ZSystemInfo>;

export const THEME_CHOICES = ["light", "dark", "system"] as const;

export const ZPreferences = z.object({
  theme: z.enum(THEME_CHOICES),
  browserNotifications: z.boolean(),
  documentExpiryAlerts: z.boolean(),
  contractNotifications: z.boolean(),
});
export type TPreferences = z.infer<typeof ZPreferences>;

export const DEFAULT_PREFERENCES: TPreferences = {
  theme: "system",
  browserNotifications: true,
  documentExpiryAlerts: true,
  contractNotifications: true,
};
