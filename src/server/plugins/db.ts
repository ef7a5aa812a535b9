// Makes the open database available as app.db, and "today" in the operator's time zone as app.today().
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { todayIn } from "../../shared/dates";
import type { Database } from "../db/client";

export default fp(
  async function db(app: FastifyInstance, opts: { database: Database; now?: () => Date }) {
    const now = opts.now ?? (() => new Date());
    app.decorate("database", opts.database);
    app.decorate("lifecycle", { draining: false });
    app.decorate("db", opts.database.db);
    app.decorate("now", now);
    app.decorate("today", () => todayIn(app.env.APP_TIME_ZONE, now()));
  },
  { name: "db" },
);
