// Environment parsed once with zod at start-up (DESIGN §4). Every bad variable is named, then we exit.
import { z } from "zod";
import { ZAuthMode } from "../shared/auth";
import { isValidTimeZone } from "../shared/dates";

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no"], { message: "must be true or false" })
  .transform((v) => v === "true" || v === "1" || v === "yes");

const ZEnv = z.object({
  // unset: decided by how the server was started (parseEnv's `started`), never assumed "development"
  NODE_ENV: z.enum(["development", "production", "test"]),
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
  /** A user's writes of hours-of-rest days a minute (one seafarer can't slow everyone's answers). */
  REST_DAY_WRITES_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(120),
  /** How long dashboard/report aggregates may be reused (a write through any instance clears them at once). */
  READ_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  /**
   * How long a checked session is reused without asking the database. Every write through any instance
   * clears it on every instance at once (invalidation through PostgreSQL, lib/cache-bus.ts).
   */
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  /**
   * Which proxies to believe for the client address and scheme (X-Forwarded-For/-Proto/-Host): unset or
   * false: none (request.ip is the socket's peer); true: every hop; a number: that many hops; otherwise a
   * comma-separated list of addresses or CIDR ranges of the proxies.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx): boolean | number | string[] => {
      if (v === undefined || /^(false|0|no)$/i.test(v)) return false;
      if (/^(true|yes)$/i.test(v)) return true;
      if (/^[1-9][0-9]?$/.test(v)) return Number(v);
      const list = v
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean);
      if (list.every((s) => /^[0-9a-fA-F.:]+(\/[0-9]{1,3})?$/.test(s))) return list;
      ctx.addIssue({
        code: "custom",
        message: "must be true, false, a hop count or a list of proxy addresses/CIDRs",
      });
      return false;
    }),
  /**
   * Host names the app answers to, besides loopback names and IP addresses (comma-separated; ".example.com"
   * allows its subdomains). Any other Host header gets 421, which stops DNS rebinding.
   */
  ALLOWED_HOSTS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? "")
        .split(",")
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean),
    ),
  /** Demo mode on a non-loopback HOST gives anyone on the network an admin session: refused without this. */
  DEMO_ON_NETWORK: bool.default(false),
  /**
   * Secure session cookie and HSTS: auto (default) when the request came over HTTPS (directly, or as
   * X-Forwarded-Proto from a proxy trusted by TRUST_PROXY); true: always; false: never.
   */
  COOKIE_SECURE: z.enum(["auto", "true", "false"]).default("auto"),
  /** How long a client may take to send a whole request (headers and body); slower ones get 408. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
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
  /**
   * Where uploaded bytes live: embedded (the database engine's own: a folder beside PGlite, bytea in
   * PostgreSQL) or s3 (an S3-compatible bucket, the S3_* variables). The metadata stays in the database.
   */
  FILE_STORE: z.enum(["embedded", "s3"]).default("embedded"),
  S3_ENDPOINT: z
    .string()
    .regex(
      /^https?:\/\/[^/]+/,
      "must be an http:// or https:// URL such as https://s3.eu-west-1.amazonaws.com",
    )
    .optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Bucket in the URL path (MinIO and most self-hosted servers) instead of the host name. */
  S3_FORCE_PATH_STYLE: bool.default(false),
  /** Prepended to every object key, e.g. "crewfleet/". */
  S3_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9._/-]*$/, "may hold letters, digits and . _ / - only")
    .default(""),
});

export type Env = z.infer<typeof ZEnv>;

export class EnvError extends Error {}

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "::1", "[::1]"]);

/** True when HOST only listens on this machine (a loopback name or address). */
export function isLoopbackHost(host: string): boolean {
  const h = host.trim().toLowerCase();
  return LOOPBACK_HOSTS.has(h) || /^127\.\d+\.\d+\.\d+$/.test(h) || h.endsWith(".localhost");
}

/**
 * Settings that parse but must not run: demo mode (anyone gets an admin session) on an interface other
 * machines can reach. Returns the refusal, or null; with DEMO_ON_NETWORK the caller prints a warning.
 */
export function unsafeStartReason(env: Env): string | null {
  if (env.AUTH_MODE !== "demo" || isLoopbackHost(env.HOST) || env.DEMO_ON_NETWORK) return null;
  return (
    `Refusing to start: AUTH_MODE=demo gives everyone who can reach HOST=${env.HOST} an admin session.\n` +
    "  Use AUTH_MODE=password, or HOST=127.0.0.1, or set DEMO_ON_NETWORK=true if that is really what you want."
  );
}

/**
 * Parses the environment; empty strings count as unset. Throws EnvError naming every bad variable.
 * NODE_ENV unset follows how the server was started: `npm run dev` (main.ts --dev, Vite's dev server) is
 * "development"; `npm start` and the built bundle are "production", so System Information tells the truth.
 */
export function parseEnv(
  source: Record<string, string | undefined> = process.env,
  started: "dev" | "built" = "built",
): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  cleaned.NODE_ENV ??= started === "dev" ? "development" : "production";
  const result = ZEnv.safeParse(cleaned);
  const missing =
    result.success && result.data.FILE_STORE === "s3"
      ? (["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const).filter(
          (name) => !result.data[name],
        )
      : [];
  if (result.success && !missing.length) return result.data;
  const lines = result.success
    ? missing.map((name) => `  ${name}: is required with FILE_STORE=s3`)
    : result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
  throw new EnvError(`Invalid environment:\n${lines.join("\n")}`);
}
