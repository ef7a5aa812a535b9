// Starts the app: parse env, open and migrate the database, seed demo data into an empty database,
// serve API and SPA on one port, and shut down gracefully on SIGTERM/SIGINT. (`npm start` runs this as a
// bundle: scripts/start.mjs builds the client and the bundle first when they are stale.)

import { buildApp } from "./app";
import { type Database, openDatabase } from "./db/client";
import { DataDirLockedError } from "./db/data-dir-lock";
import { runMigrations, STARTUP_LOCK } from "./db/migrate";
import { type Env, EnvError, isLoopbackHost, parseEnv, unsafeStartReason } from "./env";
import { ensureAdminAccount } from "./modules/users/service";
import { fromRoot } from "./paths";
import { seedDemoIfEmpty } from "./tools/seed/demo";

const args = new Set(process.argv.slice(2));
const say = (msg: string) => process.stdout.write(`${msg}\n`);
const fail = (msg: string): never => {
  process.stderr.write(`\n${msg}\n\n`);
  process.exit(1);
};

async function open(env: Env): Promise<Database> {
  try {
    return await openDatabase({
      databaseUrl: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      poolSize: env.DB_POOL_SIZE,
      statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
    });
  } catch (err) {
    if (err instanceof DataDirLockedError) return fail(err.message);
    const where = env.DATABASE_URL
      ? "DATABASE_URL (PostgreSQL)"
      : `the PGlite database in DATA_DIR ${env.DATA_DIR}`;
    return fail(`Could not open ${where}: ${(err as Error).message}`);
  }
}

async function main() {
  const dev = args.has("--dev");
  let env: Env;
  try {
    env = parseEnv(process.env, dev ? "dev" : "built");
  } catch (err) {
    if (err instanceof EnvError) return fail(err.message);
    throw err;
  }
  const refusal = unsafeStartReason(env);
  if (refusal) return fail(refusal);
  if (env.AUTH_MODE === "demo" && !isLoopbackHost(env.HOST)) {
    process.stderr.write(
      `\n${"!".repeat(78)}\n!! WARNING: demo mode on HOST=${env.HOST} (DEMO_ON_NETWORK=true): anyone who can reach\n` +
        `!! this address gets an ADMIN session without a password. Do not use with real data.\n${"!".repeat(78)}\n\n`,
    );
  }

  const database = await open(env);
  // N instances may start at once on one empty PostgreSQL: one at a time migrates, creates the admin
  // account and seeds, each re-checking under the lock, so the others find the work done and go on.
  await database.withLock(STARTUP_LOCK, async () => {
    await runMigrations(database);
    if (await ensureAdminAccount(database.db, env.DEMO_PASSWORD))
      say("Created the admin account (username admin).");
    if (env.SEED_DEMO && (await seedDemoIfEmpty(database.db, env.DEMO_PASSWORD, env.APP_TIME_ZONE))) {
      say("Seeded demo data into the empty database.");
    }
  });

  const app = await buildApp({ env, database });
  const apiPort = dev ? env.PORT + 1 : env.PORT;
  await app.listen({ port: apiPort, host: env.HOST });
  app.outbox.start(env.OUTBOX_POLL_SECONDS * 1000);
  app.reminders.start();
  app.housekeeping.start();

  let vite: { close(): Promise<void> } | null = null;
  if (dev) {
    const { createServer } = await import("vite");
    const server = await createServer({
      configFile: fromRoot("vite.config.ts"),
      server: {
        port: env.PORT,
        host: env.HOST,
        strictPort: true,
        proxy: { "/api": `http://${env.HOST}:${apiPort}` },
      },
    });
    await server.listen();
    vite = server;
  }
  say(
    `CrewFleet is running at http://${env.HOST}:${env.PORT} (${database.engine}, auth mode ${env.AUTH_MODE})`,
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    say(`${signal} received: finishing in-flight requests, then closing the database.`);
    // Readiness answers 503 from now on, so the balancer stops sending; SHUTDOWN_DELAY_SECONDS gives it
    // time to notice before the listener closes.
    app.lifecycle.draining = true;
    const force = setTimeout(() => process.exit(1), 15_000 + env.SHUTDOWN_DELAY_SECONDS * 1000);
    force.unref();
    if (env.SHUTDOWN_DELAY_SECONDS > 0)
      await new Promise((r) => setTimeout(r, env.SHUTDOWN_DELAY_SECONDS * 1000));
    await vite?.close();
    // Jobs first: the outbox sender finishes the message in hand and claims no more, the scheduler stops.
    app.reminders.stop();
    await app.housekeeping.stop();
    await app.outbox.stop();
    await app.close(); // stops accepting, drains requests (new ones get 503 while closing)
    await database.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((err) => fail(`Start-up failed: ${(err as Error).stack ?? err}`));
