// Builds the app on a fresh database for one test file, with the demo accounts, and calls it through
// `inject` signed in as the role a test needs (fastify/demo's build(t) and injectWithLogin).
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, inject } from "vitest";
import { buildApp } from "../app";
import type { Database, Db } from "../db/client";
import { type Env, parseEnv } from "../env";
import type { LoginThrottle } from "../modules/auth/login-throttle";
import { createUser } from "../modules/users/service";
import { createCrewMember } from "./factories";
import { localS3Env } from "./s3-server";
import { openTestDatabase } from "./test-database";

export const TEST_PASSWORD = "demo1234";
export type TestRole = "admin" | "office_staff" | "crew";

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  database: Database;
  /** The crew member linked to the demo crew user. */
  crewMemberId: string;
  userIds: Record<TestRole, string>;
  /** inject() signed in as `role` (bearer token), or anonymous when role is null. */
  as(role: TestRole | null, opts: InjectOptions): Promise<LightMyRequestResponse>;
  tokenFor(role: TestRole): Promise<string>;
  close(): Promise<void>;
}

let s3Seq = 0;
/**
 * With TEST_FILE_STORE=s3: the environment of the run's local S3 server (global-setup.ts) under a key
 * prefix of its own, so test apps never see each other's objects; otherwise nothing (embedded store).
 */
export function testStoreEnv(): Record<string, string> {
  if (process.env.TEST_FILE_STORE !== "s3") return {};
  return localS3Env(inject("s3Endpoint"), `t-${process.pid}-${Date.now()}-${++s3Seq}/`);
}

export function testEnv(overrides: Record<string, string> = {}): Env {
  return parseEnv({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    AUTH_MODE: "demo",
    DEMO_PASSWORD: TEST_PASSWORD,
    ...testStoreEnv(),
    ...overrides,
  });
}

export async function buildTestContext(
  opts: { env?: Record<string, string>; now?: () => Date; throttle?: LoginThrottle } = {},
): Promise<TestContext> {
  const database = await openTestDatabase();
  const db = database.db;
  const admin = await createUser(db, {
    username: "admin",
    password: TEST_PASSWORD,
    role: "admin",
    name: "Fleet Admin",
    email: "admin@test.local",
  });
  const office = await createUser(db, {
    username: "office",
    password: TEST_PASSWORD,
    role: "office_staff",
    name: "Olivia Office",
    email: "office@test.local",
  });
  const crewUser = await createUser(db, {
    username: "crew",
    password: TEST_PASSWORD,
    role: "crew",
    name: "Carl Crew",
    email: "crew@test.local",
  });
  const member = await createCrewMember(db, { firstName: "Carl", lastName: "Crew", userId: crewUser.id });
  const app = await buildApp({
    env: testEnv(opts.env),
    database,
    now: opts.now,
    throttle: opts.throttle,
    logger: false,
  });
  await app.ready();
  const tokens = new Map<TestRole, string>();
  const usernames: Record<TestRole, string> = { admin: "admin", office_staff: "office", crew: "crew" };

  const tokenFor = async (role: TestRole) => {
    const cached = tokens.get(role);
    if (cached) return cached;
    const res = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username: usernames[role], password: TEST_PASSWORD },
    });
    if (res.statusCode !== 200) throw new Error(`login as ${role} failed: ${res.statusCode} ${res.body}`);
    const token = res.json().token as string;
    tokens.set(role, token);
    return token;
  };

  return {
    app,
    db,
    database,
    crewMemberId: member.id,
    userIds: { admin: admin.id, office_staff: office.id, crew: crewUser.id },
    tokenFor,
    async as(role, injectOpts) {
      const headers = { ...(injectOpts.headers ?? {}) } as Record<string, string>;
      if (role) headers.authorization = `Bearer ${await tokenFor(role)}`;
      return app.inject({ ...injectOpts, headers });
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** A 400 answer's field errors as { "path.to.field": message }. */
export function fieldMessages(body: { issues?: { path: (string | number)[]; message: string }[] }) {
  return Object.fromEntries((body.issues ?? []).map((i) => [i.path.join("."), i.message]));
}

/** A test file's context with the app's today, read once when it was built. */
export type FileTestContext = TestContext & { readonly today: string };

/**
 * The context of the test file (or describe block) that calls it: built on a fresh database before its
 * tests run and closed after them (its own beforeAll / afterAll), so a file starts with
 * `const ctx = fileTestContext();`. Read it inside tests and hooks; reading it before it is built throws.
 */
export function fileTestContext(opts: Parameters<typeof buildTestContext>[0] = {}): FileTestContext {
  let built: FileTestContext | undefined;
  beforeAll(async () => {
    const ctx = await buildTestContext(opts);
    built = Object.assign(ctx, { today: ctx.app.today() });
  });
  afterAll(() => built?.close());
  return new Proxy({} as FileTestContext, {
    get(_, key) {
      if (!built) throw new Error("The test context is built in beforeAll: read it in a test or a hook");
      return Reflect.get(built, key);
    },
  });
}
