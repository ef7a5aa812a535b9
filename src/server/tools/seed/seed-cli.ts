// npm run seed [-- --large [--scale N]]: demo data into an empty database, or the large benchmark set.
import { todayIn } from "../../../shared/dates";
import { openDatabase } from "../../db/client";
import { runMigrations } from "../../db/migrate";
import { parseEnv } from "../../env";
import { ensureAdminAccount } from "../../modules/users/service";
import { seedDemoIfEmpty } from "./demo";
import { seedLarge } from "./large";

const env = parseEnv();
const args = process.argv.slice(2);
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await runMigrations(database);
  await ensureAdminAccount(database.db, env.DEMO_PASSWORD);
  const today = todayIn(env.APP_TIME_ZONE);
  if (args.includes("--large")) {
    const scaleArg = args[args.indexOf("--scale") + 1];
    const scale = args.includes("--scale") ? Number(scaleArg) : 1;
    const started = Date.now();
    console.log(`Seeding the large dataset (scale ${scale}) on ${database.engine}...`);
    await seedLarge(database.db, today, scale, console.log);
    console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  } else {
    const seeded = await seedDemoIfEmpty(database.db, env.DEMO_PASSWORD, env.APP_TIME_ZONE);
    console.log(seeded ? "Demo data seeded." : "The database already has data; nothing seeded.");
  }
} finally {
  await database.close();
}
