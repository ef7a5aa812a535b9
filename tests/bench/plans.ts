// "No sequential scan on a hot path", checked on the large dataset rather than read off EXPLAIN
// by hand: each screen call is made once with the caches off, and PostgreSQL's own counters
// (pg_stat_user_tables.seq_scan / seq_tup_read) say which tables it read sequentially. A backend
// publishes its counters at the end of a transaction at most once a second (else within 10 s), so after
// each call the check waits a second and sends a burst of session-only requests: every pooled connection
// ends a transaction and publishes what the call made it read before the counters are compared. A table under SMALL_TABLE rows (the 200 vessels, the catalogues, the
// counts' buckets) is allowed: a scan of it is what the planner should pick.
import pg from "pg";

const SMALL_TABLE = 1_000;

interface TableStat {
  name: string;
  seqScan: number;
  seqRead: number;
  rows: number;
}

async function tableStats(client: pg.Client): Promise<Map<string, TableStat>> {
  await client.query("SELECT pg_stat_clear_snapshot()");
  const { rows } = await client.query<{ name: string; seq_scan: string; seq_tup_read: string; rows: string }>(
    "SELECT relname AS name, seq_scan, seq_tup_read, n_live_tup AS rows FROM pg_stat_user_tables",
  );
  return new Map(
    rows.map((r) => [
      r.name,
      { name: r.name, seqScan: Number(r.seq_scan), seqRead: Number(r.seq_tup_read), rows: Number(r.rows) },
    ]),
  );
}

export interface ScanFinding {
  call: string;
  /** "table: n scans, m rows read" for each table of SMALL_TABLE rows or more read sequentially. */
  scans: string[];
}

/** Makes each call once and reports the big tables it scanned sequentially. */
export async function sequentialScans(
  databaseUrl: string,
  url: string,
  headers: Record<string, string>,
  calls: { name: string; path: string }[],
): Promise<ScanFinding[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
  const publish = async () => {
    await pause(1_100);
    await Promise.all(
      Array.from({ length: 40 }, () => fetch(`${url}/api/auth/me`, { headers }).then((r) => r.arrayBuffer())),
    );
    await pause(200);
  };
  try {
    const findings: ScanFinding[] = [];
    // what the load before left unpublished: an idle backend publishes it within 10 s
    await pause(11_000);
    await publish();
    let before = await tableStats(client);
    for (const call of calls) {
      await (await fetch(url + call.path, { headers })).arrayBuffer();
      await publish();
      const after = await tableStats(client);
      const scans: string[] = [];
      for (const [name, a] of after) {
        const b = before.get(name);
        const n = a.seqScan - (b?.seqScan ?? 0);
        if (n > 0 && a.rows >= SMALL_TABLE)
          scans.push(`${name}: ${n} scan${n === 1 ? "" : "s"}, ${a.seqRead - (b?.seqRead ?? 0)} rows read`);
      }
      findings.push({ call: call.name, scans });
      before = after;
    }
    return findings;
  } finally {
    await client.end();
  }
}
