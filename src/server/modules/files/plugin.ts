// Picks the file store by engine (disk under DATA_DIR/uploads for PGlite, bytea in PostgreSQL) and
// removes orphaned upload slots at start and every 10 minutes (CLEANUP_EVERY_MS).
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { CLEANUP_EVERY_MS, cleanupOrphanFiles } from "./service";
import { diskStore, type FileStore, postgresStore } from "./store";

declare module "fastify" {
  interface FastifyInstance {
    fileStore: FileStore;
  }
}

export default fp(
  async function files(app: FastifyInstance, opts: { uploadsDir?: string }) {
    let store: FileStore;
    if (app.database.engine === "postgres") store = postgresStore(app.db);
    else {
      // tests run on an in-memory database with no data dir of their own: use a fresh temp folder
      const dir =
        opts.uploadsDir ??
        (app.env.NODE_ENV === "test"
          ? mkdtempSync(join(tmpdir(), "crewfleet-uploads-"))
          : resolve(app.env.DATA_DIR, "uploads"));
      store = diskStore(dir);
    }
    app.decorate("fileStore", store);

    const run = async () => {
      try {
        const removed = await cleanupOrphanFiles(app.db, store, app.now());
        if (removed) app.log.info({ removed }, "removed orphaned uploads");
      } catch (err) {
        app.log.warn({ err }, "orphaned upload cleanup failed");
      }
    };
    let timer: NodeJS.Timeout | null = null;
    app.addHook("onReady", async () => {
      await run();
      timer = setInterval(run, CLEANUP_EVERY_MS);
      timer.unref();
    });
    app.addHook("onClose", async () => {
      if (timer) clearInterval(timer);
    });
  },
  { name: "files", dependencies: ["db"] },
);
