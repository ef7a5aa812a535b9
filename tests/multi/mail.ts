// Mail through two instances and a real SMTP server on loopback (smtp-server): kill -9 and SIGTERM of an
// instance in the middle of a delivery, then a restart: every message exactly once at the sink (counted by
// its Message-ID, which is made from the outbox id); a server that answers after the sender's socket
// timeout: the message is marked "unknown" and never sent a second time.
import { messageIdOfMail } from "../../src/server/test/smtp-catcher";
import { type Instance, restart, sleep } from "./cluster";
import type { Stage } from "./run";

const say = (s: string) => process.stdout.write(`${s}\n`);
const BATCH = 24;

async function queue(stage: Stage, prefix: string, n: number): Promise<string[]> {
  const values = Array.from(
    { length: n },
    (_, i) => `('test', 'sink@example.com', '${prefix}-${i}', 'Multi-instance test message ${i}')`,
  ).join(", ");
  const rows = await stage.engine.query<{ id: string }>(
    `insert into email_outbox (kind, to_address, subject, body_text) values ${values} returning id`,
  );
  return rows.map((r) => r.id);
}

async function statuses(stage: Stage, ids: string[]) {
  const rows = await stage.engine.query<{ id: string; status: string }>(
    `select id, status from email_outbox where id in (${ids.map((i) => `'${i}'`).join(", ")})`,
  );
  return new Map(rows.map((r) => [r.id, r.status]));
}

/** Copies of each message at the sink, by outbox id. */
function atSink(stage: Stage, ids: string[]) {
  const wanted = new Set(ids);
  const counts = new Map<string, number>();
  for (const mail of stage.smtp.mails) {
    const id = messageIdOfMail(mail)?.match(/^<([0-9a-f-]{36})@/)?.[1];
    if (id && wanted.has(id)) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

async function waitFor(what: string, cond: () => Promise<boolean> | boolean, limitMs: number) {
  const t0 = Date.now();
  while (!(await cond())) {
    if (Date.now() - t0 > limitMs) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

/** Waits until no row of the batch is pending or sending, then checks exactly-once at the sink. */
async function settle(stage: Stage, ids: string[], problems: string[], label: string) {
  await waitFor(
    `${label}: every message sent or marked unknown`,
    async () => [...(await statuses(stage, ids)).values()].every((s) => s === "sent" || s === "unknown"),
    40_000,
  );
  await sleep(1500); // would anything be sent a second time?
  const counts = atSink(stage, ids);
  const st = await statuses(stage, ids);
  const dups = [...counts.values()].filter((c) => c > 1).length;
  const missing = ids.filter((id) => !counts.has(id));
  const unknown = ids.filter((id) => st.get(id) === "unknown");
  const lost = missing.filter((id) => st.get(id) !== "unknown");
  if (dups > 0) problems.push(`${label}: ${dups} messages arrived more than once`);
  if (lost.length > 0)
    problems.push(`${label}: ${lost.length} messages never arrived and are not marked unknown`);
  return {
    delivered: counts.size,
    dups,
    unknown: unknown.length,
    unknownAtSink: unknown.filter((id) => counts.has(id)).length,
  };
}

export async function mailSuite(stage: Stage, instances: Instance[]): Promise<string[]> {
  const problems: string[] = [];
  // kill -9 of A while the sink holds a message of A's before answering
  stage.hold.ms = 150;
  let ids = await queue(stage, "kill", BATCH);
  await waitFor("the first deliveries", () => atSink(stage, ids).size >= 4, 30_000);
  instances[0].app.signal("SIGKILL");
  await instances[0].app.exited;
  const killedAt = atSink(stage, ids).size;
  instances[0] = await restart(instances[0]);
  const k = await settle(stage, ids, problems, "kill -9");
  if (k.unknown > 1)
    problems.push(`kill -9: ${k.unknown} messages of unknown outcome (at most the one in hand)`);
  // What an admin does with an unknown outcome: check whether it arrived (here: at the sink), and send
  // again only what did not.
  const st = await statuses(stage, ids);
  const resend = ids.filter((id) => st.get(id) === "unknown" && !atSink(stage, ids).has(id));
  for (const id of resend) {
    const res = await instances[1].api.send("POST", `/api/email/outbox/${id}/resend`);
    if (res.status !== 200) problems.push(`send again answered ${res.status}`);
  }
  if (resend.length) {
    await waitFor("the messages sent again", () => resend.every((id) => atSink(stage, ids).has(id)), 20_000);
    await sleep(1500);
  }
  const exactlyOnce = [...atSink(stage, ids).values()].filter((c) => c === 1).length;
  if (exactlyOnce !== BATCH) problems.push(`kill -9: ${exactlyOnce} of ${BATCH} exactly once in the end`);
  say(
    `mail, kill -9 of A after ${killedAt} of ${BATCH} delivered, A restarted: ${k.delivered} of ${BATCH} at the sink, ${k.dups} duplicates (by Message-ID), ${k.unknown} marked "unknown" (the one in hand; ${k.unknownAtSink} at the sink), ${resend.length} sent again by an admin → ${exactlyOnce} of ${BATCH} exactly once`,
  );

  // SIGTERM of A in the middle of the deliveries: the message in hand finishes, the rest go to B
  ids = await queue(stage, "term", BATCH);
  await waitFor("the first deliveries", () => atSink(stage, ids).size >= 4, 30_000);
  const termAt = Date.now();
  instances[0].app.signal("SIGTERM");
  const code = await instances[0].app.exited;
  const drainMs = Date.now() - termAt;
  if (code !== 0) problems.push(`SIGTERM: exit code ${code}`);
  instances[0] = await restart(instances[0]);
  const t = await settle(stage, ids, problems, "SIGTERM");
  if (t.unknown > 0) problems.push(`SIGTERM: ${t.unknown} messages of unknown outcome`);
  if (t.delivered !== BATCH) problems.push(`SIGTERM: ${t.delivered} of ${BATCH} delivered`);
  say(
    `mail, SIGTERM of A mid-delivery (exit ${code} after ${drainMs} ms), A restarted: ${t.delivered} of ${BATCH} at the sink exactly once, ${t.dups} duplicates, ${t.unknown} unknown`,
  );

  // a server that answers 3 s after the body; the sender's socket timeout is 2 s
  stage.hold.ms = 3000;
  ids = await queue(stage, "slow", 1);
  await waitFor(
    "the slow delivery to be marked unknown",
    async () => (await statuses(stage, ids)).get(ids[0]) === "unknown",
    20_000,
  );
  stage.hold.ms = 0;
  await sleep(5000); // past the lease and several polls of both instances
  const copies = atSink(stage, ids).get(ids[0]) ?? 0;
  const status = (await statuses(stage, ids)).get(ids[0]);
  if (copies !== 1) problems.push(`slow server: the message arrived ${copies} times`);
  if (status !== "unknown") problems.push(`slow server: status ${status}`);
  say(
    `mail, slow server (answers 3 s after the body, socket timeout 2 s): ${copies} copy at the sink, status ${status}, not resent after 5 s`,
  );
  return problems;
}
