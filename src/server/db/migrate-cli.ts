// npm run db:migrate: applies pending migrations to DATABASE_URL or the PGlite database in DATA_DIR.
import { parseEnv } from "../env";
import { openDatabase } from "./client";
import { runMigrations } from "./migrate";

const env = parseEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await runMigrations(database);
  console.log(`Migrations applied (${database.engine}).`);
} finally {
  await database.close();
}
