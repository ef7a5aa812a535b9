// npm run check:projections [-- --repair] [name…]: every projection's drift check (or the named ones)
// against DATABASE_URL or the PGlite database in DATA_DIR. Exits 1 naming each table and the rows that
// differ from a recount from its sources. With --repair, recomputes them in one transaction (today in
// APP_TIME_ZONE), then checks again and exits 1 only if a difference is left.
import { parseArgs } from "node:util";
import { todayIn } from "../../shared/dates";
import { openDatabase } from "../db/client";
import { parseEnv } from "../env";
import { checkReport, formatReport, repairAll } from "./check";
import { projectionsNamed } from "./registry";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { repair: { type: "boolean", default: false } },
});
const env = parseEnv();
const only = projectionsNamed(positionals);
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
let code = 0;
try {
  const report = await checkReport(database.db, only);
  for (const line of formatReport(report)) console.log(line);
  if (!report.ok && values.repair) {
    const drifted = only.filter((p) => report.projections.some((r) => r.name === p.name && r.differing));
    await repairAll(database.db, todayIn(env.APP_TIME_ZONE), drifted);
    const after = await checkReport(database.db, only);
    console.log("after the repair:");
    for (const line of formatReport(after)) console.log(line);
    code = after.ok ? 0 : 1;
  } else {
    code = report.ok ? 0 : 1;
  }
  console.log(
    code
      ? "check:projections: a projection differs from its recount"
      : "check:projections: every projection equals its recount",
  );
} finally {
  await database.close();
}
process.exitCode = code;
