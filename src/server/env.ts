// Environment parsed once with zod at start-up (DESIGN §4). Every bad variable is named, then we exit.
import { z } from "zod";
import { ZAuthMode } from "../shared/auth";
import { isValidTimeZone } from "../shared/dates";

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no"], { message: "must be true or false" })
  .transform((v) => v === "true" || v === "1" || v === "yes");

const ZEnv = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  AUTH_MODE: ZAuthMode.default("demo"),
  DEMO_PASSWORD: z.string().min(4, "must be at least 4 characters").default("demo1234"),
  SEED_DEMO: bool.default(true),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().default("CrewFleet <no-reply@crewfleet.local>"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  APP_TIME_ZONE: z
    .string()
    .refine(isValidTimeZone, "must be an IANA time zone such as UTC or Europe/Oslo")
    .default("UTC"),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(60 * 24 * 30)
    .default(60 * 12),
  SESSION_ABSOLUTE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24 * 7),
  /** How long dashboard/report aggregates may be reused (a write through any instance clears them at once). */
  READ_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  /**
   * How long a checked session is reused without asking the database. Every write through any instance
   * clears it on every instance at once (invalidation through PostgreSQL, lib/cache-bus.ts).
   */
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  /** PostgreSQL only: connections this instance keeps in its pool (plus one for LISTEN). */
  DB_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(10),
  /** PostgreSQL only: a statement running longer is cancelled and the request answers 503 (0: no limit). */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  /** After SIGTERM, readiness answers 503 this long before the instance stops accepting requests. */
  SHUTDOWN_DELAY_SECONDS: z.coerce.number().min(0).max(120).default(0),
  /** How long a claimed outbox row may stay "sending" before another instance looks at it again. */
  OUTBOX_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  /** How often each instance looks for due outbox rows (a request that queues mail also starts a run). */
  OUTBOX_POLL_SECONDS: z.coerce.number().min(0.2).max(3600).default(15),
});

export type Env = z.infer<typeof ZEnv>;

export class EnvError extends Error {}

/** Parses the environment; empty strings count as unset. Throws EnvError naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const result = ZEnv.safeParse(cleaned);
  if (result.success) return result.data;
  const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
  throw new EnvError(`Invalid environment:\n${lines.join("\n")}`);
}
