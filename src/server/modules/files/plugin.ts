// Picks the file store (store-config.ts): the embedded store of the engine (disk under DATA_DIR/uploads
// for PGlite, bytea in PostgreSQL) or, with FILE_STORE=s3, the object store, whose bucket must answer
// at start-up. Orphaned upload slots and bytes are removed by the housekeeping job
// (jobs/housekeeping.ts), one instance at a time.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { s3Store } from "./s3-store";
import type { FileStore } from "./store";
import { embeddedStore, s3ConfigOf, uploadsDirOf } from "./store-config";

declare module "fastify" {
  interface FastifyInstance {
    fileStore: FileStore;
  }
}

export default fp(
  async function files(app: FastifyInstance, opts: { uploadsDir?: string }) {
    const s3 = s3ConfigOf(app.env);
    let store: FileStore;
    if (s3) {
      const objects = s3Store(s3);
      await objects.check();
      store = objects;
    } else {
      // tests run on an in-memory database with no data dir of their own: use a fresh temp folder
      const dir =
        opts.uploadsDir ??
        (app.env.NODE_ENV === "test"
          ? mkdtempSync(join(tmpdir(), "crewfleet-uploads-"))
          : uploadsDirOf(app.env.DATA_DIR));
      store = embeddedStore(app.database.engine, app.db, dir);
    }
    app.decorate("fileStore", store);
  },
  { name: "files", dependencies: ["db"] },
);
