// kill -9 while completing crew changes: writers plan a crew change (a cook aboard signs off, a
// cook ashore signs on) and complete it while the app is killed with SIGKILL at a seeded random moment.
// Afterwards every change is all or nothing: completed with both seafarers moved, a rotation each, their
// tours (the time-aboard source) on the day saying the on-signer is aboard and the off-signer not, and one
// "complete" entry, or not completed with nobody moved, the stays as before (the on-signer's only tour the
// change's planned one, the tours projection) and no entry; every acknowledged completion is there.
import { todayIn } from "../../src/shared/dates";
import { freePort, startApp } from "../support/app-process";
import { type Api, seededRandom, signIn } from "./api-client";
import type { TestEngine } from "./engines";

const WRITERS = 2;

async function writer(api: Api, done: Set<string>, round: number, w: number, stop: () => boolean) {
  const today = todayIn("UTC");
  const ok = (r: { status: number; body: unknown } | null, what: string) => {
    if (!r) return null; // the process is gone
    if (r.status >= 300) throw new Error(`${what} answered ${r.status}: ${JSON.stringify(r.body)}`);
    return r.body as { id: string };
  };
  for (let n = 0; !stop(); n++) {
    const tag = `CC-${round}-${w}-${n}`;
    const vessel = ok(
      await api
        .send("POST", "/api/vessels", { name: `MV ${tag}`, type: "Tanker", flag: "Panama" })
        .catch(() => null),
      "vessel",
    );
    if (!vessel) return;
    const person = { nationality: "Norway", dateOfBirth: "1990-01-01", rank: "Cook" };
    const off = ok(
      await api
        .send("POST", "/api/crew", { ...person, firstName: "Off", lastName: tag, currentVesselId: vessel.id })
        .catch(() => null),
      "off-signer",
    );
    const on =
      off &&
      ok(
        await api.send("POST", "/api/crew", { ...person, firstName: "On", lastName: tag }).catch(() => null),
        "on-signer",
      );
    if (!off || !on) return;
    const change = ok(
      await api
        .send("POST", "/api/crew-changes", {
          vesselId: vessel.id,
          port: "Bergen",
          date: today,
          onSigners: [{ crewMemberId: on.id, rank: "Cook" }],
          offSigners: [{ crewMemberId: off.id }],
        })
        .catch(() => null),
      "plan",
    );
    if (!change) return;
    const completed = ok(
      await api
        .send("POST", `/api/crew-changes/${change.id}/complete`, { override: { reason: "crash suite" } })
        .catch(() => null),
      "complete",
    );
    if (!completed) return;
    done.add(change.id);
  }
}

export async function crewChangeCrashSuite(engine: TestEngine, kills: number, seed: number) {
  const random = seededRandom(seed);
  const port = await freePort();
  const env = { ...engine.env, AUTH_MODE: "password", SEED_DEMO: "false" };
  const done = new Set<string>();
  for (let round = 0; round < kills; round++) {
    const app = await startApp(env, port);
    const api = await signIn(app.url);
    let killed = false;
    const writers = Array.from({ length: WRITERS }, (_, w) => writer(api, done, round, w, () => killed));
    await new Promise((r) => setTimeout(r, 1000 + random() * 5000));
    killed = true;
    app.signal("SIGKILL");
    await app.exited;
    await Promise.all(writers);
  }
  const rows = await engine.query<{
    id: string;
    status: string;
    moved: number;
    rotations: number;
    toured: number;
    plannedTours: number;
    logged: number;
  }>(
    `select cc.id, cc.status,
       (select count(*)::int from crew_change_members m join crew_members c on c.id = m.crew_member_id
         where m.crew_change_id = cc.id
           and ((m.direction = 'on' and c.current_vessel_id = cc.vessel_id)
             or (m.direction = 'off' and c.current_vessel_id is null))) as moved,
       (select count(*)::int from crew_change_members m join rotations r on r.crew_member_id = m.crew_member_id
         where m.crew_change_id = cc.id and r.vessel_id = cc.vessel_id) as rotations,
       (select count(*)::int from crew_change_members m
         where m.crew_change_id = cc.id
           and (m.direction = 'on') = exists (
             select 1 from tours t
              where t.crew_member_id = m.crew_member_id and t.vessel_id = cc.vessel_id
                and t.state <> 'planned' and (t.sign_on is null or t.sign_on <= cc.date)
                and coalesce(t.actual_sign_off, 'infinity'::date) > cc.date)) as toured,
       (select count(*)::int from crew_change_members m join tours t on t.crew_change_member_id = m.id
         where m.crew_change_id = cc.id and t.state = 'planned') as "plannedTours",
       (select count(*)::int from activity_log a where a.entity_id = cc.id::text and a.action = 'complete') as logged
     from crew_changes cc`,
  );
  const problems: string[] = [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const id of done)
    if (byId.get(id)?.status !== "completed") problems.push(`acknowledged completion ${id} is lost`);
  for (const r of rows) {
    const want =
      r.status === "completed"
        ? { moved: 2, rotations: 2, toured: 2, plannedTours: 0, logged: 1 }
        : // an open change: its on-signer's planned tour, nobody moved (the tours projection)
          { moved: 0, rotations: 0, toured: 0, plannedTours: 1, logged: 0 };
    if (
      r.moved !== want.moved ||
      r.rotations !== want.rotations ||
      r.toured !== want.toured ||
      r.plannedTours !== want.plannedTours ||
      r.logged !== want.logged
    )
      problems.push(`crew change ${r.id} (${r.status}) half applied: ${JSON.stringify(r)}`);
  }
  return { completed: done.size, rows: rows.length, problems };
}
