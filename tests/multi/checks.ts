// The multi-instance checks other than mail: first start of N at once, fresh reads across instances,
// a disabled user, the reminder scan on two instances at once, PostgreSQL refusing connections.
import { signIn } from "../reliability/api-client";
import {
  addDaysIso,
  expectStatus,
  type Instance,
  isAlive,
  sleep,
  snapshot,
  startTogether,
  timeUntilFresh,
} from "./cluster";
import type { Stage } from "./run";

const say = (s: string) => process.stdout.write(`${s}\n`);
let seq = 0;
const newCrew = () => ({
  firstName: "Multi",
  lastName: `Instance-${++seq}`,
  nationality: "Norway",
  dateOfBirth: "1990-01-01",
  rank: "Able Seaman",
  status: "active",
  contractStartDate: addDaysIso(-10),
  contractEndDate: addDaysIso(200),
});

export function instanceEnv(stage: Stage, viaProxy: boolean): Record<string, string> {
  const url = new URL(stage.engine.env.DATABASE_URL);
  if (viaProxy) url.port = String(stage.proxy.port);
  return {
    ...stage.engine.env,
    DATABASE_URL: url.toString(),
    AUTH_MODE: "password",
    SEED_DEMO: "true",
    SMTP_URL: `${stage.smtp.url}?socketTimeout=2000`,
    OUTBOX_LEASE_SECONDS: "3",
    OUTBOX_POLL_SECONDS: "0.5",
    DB_POOL_SIZE: "4",
    LOG_LEVEL: "warn",
  };
}

/** N instances at once on the empty database (the first through the proxy); keeps two running. */
export async function startupSuite(
  stage: Stage,
  n: number,
  check: (name: string, fn: () => Promise<string[]>) => Promise<void>,
): Promise<Instance[]> {
  const kept: Instance[] = [];
  await check(`first start of ${n} instances at once`, async () => {
    const problems: string[] = [];
    const t0 = Date.now();
    const started = await startTogether(
      Array.from({ length: n }, (_, i) => ({
        name: String.fromCharCode(65 + i),
        env: instanceEnv(stage, i === 0),
      })),
    );
    const up = started.filter((s) => s.result.status === "fulfilled");
    for (const s of started)
      if (s.result.status === "rejected")
        problems.push(`instance ${s.name} did not come up: ${String(s.result.reason).slice(0, 1500)}`);
    const q = stage.engine.query.bind(stage.engine);
    const [users] = await q<{ n: number; admins: number }>(
      "select count(*)::int as n, count(*) filter (where username = 'admin')::int as admins from users",
    );
    const [vessels] = await q<{ n: number; names: number }>(
      "select count(*)::int as n, count(distinct name)::int as names from vessels",
    );
    const [crew] = await q<{ n: number }>("select count(*)::int as n from crew_members");
    const [marker] = await q<{ n: number }>(
      "select count(*)::int as n from app_meta where key = 'demo_seeded'",
    );
    const [migrations] = await q<{ n: number }>(
      "select count(*)::int as n from drizzle.__drizzle_migrations",
    );
    if (users.admins !== 1) problems.push(`${users.admins} admin accounts`);
    if (vessels.n === 0 || vessels.n !== vessels.names)
      problems.push(`vessels ${vessels.n}, distinct names ${vessels.names}`);
    if (marker && marker.n > 1) problems.push(`demo_seeded marker ${marker.n} times`);
    say(
      `startup: ${up.length} of ${n} instances up together in ${((Date.now() - t0) / 1000).toFixed(1)} s on one empty database; seeded once (${users.n} users, 1 admin, ${vessels.n} vessels, ${crew.n} crew, ${migrations.n} migrations)`,
    );
    for (const s of up) {
      if (s.result.status !== "fulfilled") continue;
      const app = s.result.value;
      const ready = await fetch(`${app.url}/api/health/ready`).then((r) => r.status);
      if (ready !== 200) problems.push(`instance ${s.name}: /api/health/ready answered ${ready}`);
      const instance: Instance = { name: s.name, app, env: s.env, port: s.port, api: await signIn(app.url) };
      if (kept.length < 2) kept.push(instance);
      else await app.stop(); // two are enough for what follows on a 2-core machine
    }
    return problems;
  });
  return kept;
}

/** A write through A, then reads through B until fresh, on every cached read path. */
export async function cachedPathsSuite(a: Instance, b: Instance): Promise<string[]> {
  const problems: string[] = [];
  const vessels = expectStatus(
    await a.api.send("GET", "/api/vessels?limit=1"),
    [200],
    "vessels",
  ) as unknown as {
    id: string;
  }[];
  const member = expectStatus(await a.api.send("POST", "/api/crew", newCrew()), [200, 201], "crew");
  const today = addDaysIso(0);
  const monthStart = `${today.slice(0, 8)}01`;
  const monthEnd = `${today.slice(0, 8)}28`;
  const doc = (days: number) => ({
    type: "medical",
    documentNumber: `MI-${++seq}`,
    issueDate: addDaysIso(-300),
    expiryDate: addDaysIso(days),
    issuingAuthority: "Multi Instance Test",
    crewMemberId: member.id,
  });
  const paths: { name: string; path: string; write: () => Promise<unknown> }[] = [
    {
      // a total the read cache keeps (counted; the unfiltered list's comes from the kept counts, uncached)
      name: "crew total",
      path: "/api/crew?limit=1&account=none",
      write: () => a.api.send("POST", "/api/crew", newCrew()),
    },
    {
      name: "dashboard stats",
      path: "/api/dashboard/stats",
      write: () => a.api.send("POST", "/api/crew", newCrew()),
    },
    {
      name: "alerts",
      path: "/api/alerts/expiring-documents?days=30",
      write: () => a.api.send("POST", "/api/documents", doc(5)),
    },
    {
      name: "report (compliance)",
      path: "/api/reports/compliance?days=30",
      write: () => a.api.send("POST", "/api/documents", doc(6)),
    },
    {
      name: "rotations month",
      path: `/api/rotations?from=${monthStart}&to=${monthEnd}`,
      write: async () => {
        const m = expectStatus(await a.api.send("POST", "/api/crew", newCrew()), [200, 201], "crew");
        return a.api.send("POST", "/api/rotations", {
          crewMemberId: m.id,
          vesselId: vessels[0].id,
          joinDate: monthStart,
          rotationType: "join",
          // a new member holds no certificates: the eligibility check's blockers are overridden
          override: { reason: "multi-instance cache check" },
        });
      },
    },
    {
      name: "upcoming events",
      path: "/api/upcoming-events",
      write: () => a.api.send("POST", "/api/documents", doc(1)),
    },
  ];
  const figures: string[] = [];
  let worst = 0;
  for (const p of paths) {
    await snapshot(b.api, p.path); // load into B's cache
    const { key: before } = await snapshot(b.api, p.path);
    const res = (await p.write()) as { status: number; body: unknown };
    const ackedAt = performance.now();
    if (res.status >= 300) {
      problems.push(`${p.name}: the write answered ${res.status}: ${JSON.stringify(res.body)}`);
      continue;
    }
    const { ms, firstFresh } = await timeUntilFresh(b.api, p.path, before, ackedAt);
    worst = Math.max(worst, ms);
    figures.push(
      `${p.name} ${Number.isFinite(ms) ? `${ms.toFixed(1)} ms` : "never"}${firstFresh ? "" : " (first read stale)"}`,
    );
    // fails when B never serves the write; how soon is a figure beside its goal, not a timing assertion
    if (!Number.isFinite(ms)) problems.push(`${p.name}: never fresh on B after the write on A`);
  }
  say(
    `fresh on B after a write on A: ${figures.join(", ")}; worst ${worst.toFixed(1)} ms (goal ≤ 100 ms: ${worst <= 100 ? "meets" : "OVER"})`,
  );
  return problems;
}

/** A user disabled through A: their next request through B (cached session there) is refused. */
export async function disableSuite(a: Instance, b: Instance): Promise<string[]> {
  const problems: string[] = [];
  const username = `multi.${Date.now()}`;
  const password = "Multi-Instance-Pass-2026!";
  const user = expectStatus(
    await a.api.send("POST", "/api/users", {
      username,
      password,
      role: "office_staff",
      name: "Multi Office",
      email: `${username}@example.com`,
    }),
    [200, 201],
    "create user",
  );
  const viaB = await signIn(b.app.url, username, password);
  for (let i = 0; i < 3; i++) expectStatus(await viaB.send("GET", "/api/crew?limit=1"), [200], "read on B");
  await sleep(50); // the sign-in's own notification has been heard; B now holds the session in its cache
  expectStatus(await viaB.send("GET", "/api/crew?limit=1"), [200], "read on B");
  expectStatus(
    await a.api.send("PATCH", `/api/users/${user.id}/status`, { disabled: true }),
    [200],
    "disable",
  );
  const ackedAt = performance.now();
  const write = await viaB.send("POST", "/api/crew", newCrew());
  const ms = performance.now() - ackedAt;
  const read = await viaB.send("GET", "/api/crew?limit=1");
  if (write.status !== 401) problems.push(`the disabled user's write through B answered ${write.status}`);
  if (read.status !== 401) problems.push(`the disabled user's read through B answered ${read.status}`);
  say(
    `disable on A: the user's next write through B answered ${write.status} (${ms.toFixed(1)} ms after the disable was acknowledged), the next read ${read.status}`,
  );
  return problems;
}

/** The reminder scan through A and B at the same moment: each (document, recipient) queued once. */
export async function reminderSuite(stage: Stage, a: Instance, b: Instance): Promise<string[]> {
  const problems: string[] = [];
  // A fresh document due for a reminder today, so the scan has something to queue.
  const member = expectStatus(
    await a.api.send("POST", "/api/crew", { ...newCrew(), email: "due@example.com" }),
    [200, 201],
    "crew",
  );
  expectStatus(
    await a.api.send("POST", "/api/documents", {
      type: "visa",
      documentNumber: `RS-${Date.now()}`,
      issueDate: addDaysIso(-300),
      expiryDate: addDaysIso(6),
      issuingAuthority: "Multi Instance Test",
      crewMemberId: member.id,
    }),
    [200, 201],
    "document",
  );
  const [ra, rb] = await Promise.all([
    a.api.send("POST", "/api/email/run-reminders"),
    b.api.send("POST", "/api/email/run-reminders"),
  ]);
  const qa = expectStatus(ra, [200], "scan on A") as { queued: number; ran: boolean };
  const qb = expectStatus(rb, [200], "scan on B") as { queued: number; ran: boolean };
  const [dups] = await stage.engine.query<{ n: number }>(
    `select count(*)::int as n from (select document_id, recipient, expiry_date, reminder_day from reminder_log
       group by 1, 2, 3, 4 having count(*) > 1) d`,
  );
  const [outboxDups] = await stage.engine.query<{ n: number }>(
    `select count(*)::int as n from (select l.document_id, l.recipient from reminder_log l
       join email_outbox o on o.id = l.outbox_id group by 1, 2 having count(*) > 1) d`,
  );
  const [logged] = await stage.engine.query<{ n: number }>("select count(*)::int as n from reminder_log");
  const [mine] = await stage.engine.query<{ n: number }>(
    `select count(*)::int as n from reminder_log l join documents d on d.id = l.document_id
       where d.crew_member_id = '${member.id}'`,
  );
  if (dups.n > 0 || outboxDups.n > 0)
    problems.push(`${dups.n + outboxDups.n} (document, recipient) queued twice`);
  if (mine.n === 0) problems.push("the due document was not queued by either scan");
  say(
    `reminder scan on A and B at once: A queued ${qa.queued}${qa.ran ? "" : " (lock held by B)"}, B queued ${qb.queued}${qb.ran ? "" : " (lock held by A)"}; ${logged.n} reminders logged, ${dups.n + outboxDups.n} (document, recipient) queued twice`,
  );
  return problems;
}

/** PostgreSQL refuses A's connections (the proxy drops and refuses them): only 503s, then recovery. */
export async function outageSuite(stage: Stage, instances: Instance[]): Promise<string[]> {
  const problems: string[] = [];
  const [a, b] = instances;
  const seen = new Map<string, number>();
  let phase: "before" | "outage" | "after" = "before";
  const load = async () => {
    for (let n = 0; phase !== "after"; n++) {
      const res =
        n % 3 === 0
          ? await a.api.send("POST", "/api/crew", newCrew()).catch(() => null)
          : await a.api.send("GET", n % 2 ? "/api/crew?limit=5" : "/api/dashboard/stats").catch(() => null);
      if (!res) {
        problems.push("a request got no answer (did the instance crash?)");
        return;
      }
      if (phase === "outage") {
        const key = res.status < 300 ? "2xx" : String(res.status);
        seen.set(key, (seen.get(key) ?? 0) + 1);
        if (res.status >= 500 && res.status !== 503)
          problems.push(`answered ${res.status}: ${JSON.stringify(res.body)}`);
        if (res.status === 503 && !res.headers.get("retry-after")) problems.push("503 without Retry-After");
      }
      if (res.status === 503) await sleep(50);
    }
  };
  const workers = [load(), load()];
  await sleep(500);
  stage.proxy.cut();
  phase = "outage";
  await sleep(1500);
  const live = await fetch(`${a.app.url}/api/health/live`).then(
    (r) => r.status,
    () => 0,
  );
  const ready = await fetch(`${a.app.url}/api/health/ready`).then(
    (r) => r.status,
    () => 0,
  );
  if (live !== 200) problems.push(`/api/health/live during the outage answered ${live}`);
  if (ready !== 503) problems.push(`/api/health/ready during the outage answered ${ready}`);
  await sleep(1500);
  stage.proxy.restore();
  phase = "after";
  await Promise.all(workers);
  if (!seen.get("503")) problems.push("the outage produced no 503 (was the database really cut?)");
  const t0 = Date.now();
  let recovered = false;
  while (!recovered && Date.now() - t0 < 15_000) {
    recovered = (await a.api.send("GET", "/api/crew?limit=1")).status === 200;
    if (!recovered) await sleep(100);
  }
  const recoveryMs = Date.now() - t0;
  if (!recovered) problems.push("A did not answer 200 again within 15 s of the database coming back");
  // Its listener is back too: a write through B is seen through A (which bypassed its caches meanwhile).
  let listening = false;
  for (let i = 0; i < 100 && !listening; i++) {
    listening = (await fetch(`${a.app.url}/api/health/ready`).then((r) => r.status)) === 200;
    if (!listening) await sleep(100);
  }
  const { key: before } = await snapshot(a.api, "/api/crew?limit=1&account=none");
  await snapshot(a.api, "/api/crew?limit=1&account=none");
  expectStatus(await b.api.send("POST", "/api/crew", newCrew()), [200, 201], "write on B");
  const fresh = await timeUntilFresh(a.api, "/api/crew?limit=1&account=none", before, performance.now());
  // fails only when A never serves the write (timeUntilFresh gives up after 2 s); how soon is printed
  // below beside its 100 ms goal: timing belongs in the bench, not in a pass/fail check
  if (!Number.isFinite(fresh.ms)) problems.push("after recovery a write on B never reached A");
  if (!isAlive(a.app.pid)) problems.push("A died");
  say(
    `database refusing A's connections for 3 s: answers ${JSON.stringify(Object.fromEntries(seen))}, live ${live}, ready ${ready}; recovered without restart in ${recoveryMs} ms; then a write on B fresh on A in ${fresh.ms.toFixed(1)} ms (goal ≤ 100 ms: ${fresh.ms <= 100 ? "meets" : "OVER"})`,
  );
  return problems;
}
