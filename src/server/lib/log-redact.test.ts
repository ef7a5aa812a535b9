// Failed-query logs carry no parameters: a real failed query on each engine.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { ENGINE, openTestDatabase } from "../test/test-database";
import { serializeError } from "./log-redact";

describe(`error logs without query parameters (${ENGINE})`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it("logs the SQL and the error code of a failed query, not its parameters or quoted values", async () => {
    const secret = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08";
    let caught: unknown;
    try {
      await database.db.execute(
        sql`select * from sessions where id = ${secret} and user_id = ${"search term 42"}::uuid`,
      );
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(Error);
    // the raw error does carry them: this is what used to reach the log
    expect(String((caught as Error).message)).toContain(secret);
    const logged = JSON.stringify(serializeError(caught as Error));
    expect(logged).not.toContain(secret);
    expect(logged).not.toContain("search term 42");
    expect(logged).toContain("select * from sessions where id = $1");
    expect(logged).toContain('"code":"22P02"');
  });
});
