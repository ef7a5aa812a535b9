// kill -9 during writes (DESIGN §7): writers create crew members (half of them with a contract, one
// transaction of three rows) and edit them while the app is killed with SIGKILL at a seeded random
// moment; the app restarts on the same data each time. At the end every acknowledged (2xx) write must
// be there, and no multi-row change may be half applied.
import { freePort, startApp } from "../support/app-process";
import { type Api, seededRandom, signIn } from "./api-client";
import type { TestEngine } from "./engines";

const WRITERS = 3;

/** What was acknowledged about one crew member; pendingPhone is an update sent but not yet answered. */
interface CrewEntry {
  withContract: boolean;
  phone: string;
  pendingPhone?: string;
}

interface Ledger {
  crew: Map<string, CrewEntry>;
  acknowledged: number;
}

async function writer(api: Api, ledger: Ledger, round: number, w: number, stop: () => boolean) {
  for (let n = 0; !stop(); n++) {
    const withContract = n % 2 === 0;
    const res = await api
      .send("POST", "/api/crew", {
        firstName: withContract ? "WithContract" : "NoContract",
        lastName: `Crash-${round}-${w}-${n}`,
        nationality: "Norway",
        dateOfBirth: "1990-01-01",
        rank: "Able Seaman",
        phoneNumber: "P-0",
        ...(withContract ? { contractStartDate: "2026-01-01", contractEndDate: "2026-12-31" } : {}),
      })
      .catch(() => null);
    if (!res) return; // the process is gone
    if (res.status !== 201 && res.status !== 200) throw new Error(`create answered ${res.status}`);
    const id = (res.body as { id: string }).id;
    const entry: CrewEntry = { withContract, phone: "P-0" };
    ledger.crew.set(id, entry);
    ledger.acknowledged++;
    // the update writes a free-text field (the rank is a catalogue choice): each acknowledged value must survive
    const phone = `P-${round}-${n}`;
    entry.pendingPhone = phone;
    const upd = await api.send("PUT", `/api/crew/${id}`, { phoneNumber: phone }).catch(() => null);
    if (!upd) return;
    if (upd.status !== 200) throw new Error(`update answered ${upd.status}`);
    entry.phone = phone;
    entry.pendingPhone = undefined;
    ledger.acknowledged++;
  }
}

export async function crashSuite(engine: TestEngine, kills: number, seed: number) {
  const random = seededRandom(seed);
  const port = await freePort();
  const env = { ...engine.env, AUTH_MODE: "password", SEED_DEMO: "false" };
  const ledger: Ledger = { crew: new Map(), acknowledged: 0 };
  for (let round = 0; round < kills; round++) {
    const app = await startApp(env, port);
    const api = await signIn(app.url);
    let killed = false;
    const writers = Array.from({ length: WRITERS }, (_, w) => writer(api, ledger, round, w, () => killed));
    await new Promise((r) => setTimeout(r, 100 + random() * 600));
    killed = true;
    app.signal("SIGKILL");
    await app.exited;
    await Promise.all(writers);
  }
  return verify(engine, ledger);
}

async function verify(engine: TestEngine, ledger: Ledger) {
  const problems: string[] = [];
  const rows = await engine.query<{
    id: string;
    first_name: string;
    phone: string;
    contracts: number;
    created: number;
  }>(
    `select c.id, c.first_name, c.phone_number as phone,
       (select count(*)::int from contracts k where k.crew_member_id = c.id) as contracts,
       (select count(*)::int from activity_log a where a.entity_id = c.id::text and a.entity_type = 'crew_member' and a.action = 'create') as created
     from crew_members c where c.last_name like 'Crash-%'`,
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const [id, want] of ledger.crew) {
    const got = byId.get(id);
    if (!got) problems.push(`acknowledged crew member ${id} is missing`);
    else if (got.phone !== want.phone && got.phone !== want.pendingPhone)
      problems.push(`crew member ${id} has phone ${got.phone}, acknowledged ${want.phone}`);
  }
  for (const r of rows) {
    const contractsWanted = r.first_name === "WithContract" ? 1 : 0;
    if (r.contracts !== contractsWanted)
      problems.push(
        `crew member ${r.id} has ${r.contracts} contracts, expected ${contractsWanted} (half-applied)`,
      );
    if (r.created !== 1)
      problems.push(`crew member ${r.id} has ${r.created} create log entries (half-applied)`);
  }
  return { acknowledged: ledger.acknowledged, rows: rows.length, problems };
}
