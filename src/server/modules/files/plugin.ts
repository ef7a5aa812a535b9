// Picks the file store by engine (disk under DATA_DIR/uploads for PGlite, bytea in PostgreSQL). Orphaned
// upload slots are removed by the housekeeping job (jobs/housekeeping.ts), one instance at a time.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { FileStore } from "../../lib/file-store";
import { diskStore, postgresStore } from "./store";

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
  },
  { name: "files", dependencies: ["db"] },
);
