// kill -9 in the middle of an upload (an upload's bytes stream into the file store): the half-sent
// upload is never counted (its slot is "receiving", no size, outside the user's quota), the store holds
// no whole object under its key (a half one only where the server shows one: the local S3 test server
// writes in place), and after housekeeping (run here with its clock two hours on) neither the
// slot nor any of its bytes (a half .part file, an object) is left — nor a stray object planted without
// a row. Then the app restarts on the same data and a whole upload is stored and counted.
import { randomUUID } from "node:crypto";
import http from "node:http";
import { Readable } from "node:stream";
import { openDatabase } from "../../src/server/db/client";
import { parseEnv } from "../../src/server/env";
import { cleanupOrphanFiles } from "../../src/server/modules/files/service";
import { openFileStore, s3ConfigOf, uploadsDirOf } from "../../src/server/modules/files/store-config";
import { PDF } from "../../src/server/test/files";
import { freePort, startApp } from "../support/app-process";
import { type Api, signIn } from "./api-client";
import type { TestEngine } from "./engines";

const SIZE = 2 * 1024 * 1024;

async function slot(api: Api) {
  const res = await api.send("POST", "/api/upload", { filename: "scan.pdf", fileType: "application/pdf" });
  if (res.status !== 200) throw new Error(`slot answered ${res.status}`);
  return res.body as { uploadURL: string; filePath: string };
}

/** Sends half of a 2 MB PDF to the slot and keeps the request open (the app is killed meanwhile). */
function halfUpload(url: string, api: Api): http.ClientRequest {
  const body = Buffer.concat([PDF, Buffer.alloc(SIZE - PDF.length, 0x20)]);
  const req = http.request(url, {
    method: "PUT",
    headers: {
      authorization: `Bearer ${api.token}`,
      "content-type": "application/pdf",
      "content-length": String(SIZE),
    },
  });
  req.on("error", () => {}); // the app dies under it
  req.write(body.subarray(0, SIZE / 2));
  return req;
}

export async function uploadCrashSuite(engine: TestEngine, storeEnv: Record<string, string>) {
  const problems: string[] = [];
  let partial = 0;
  const env = { ...engine.env, ...storeEnv, AUTH_MODE: "password", SEED_DEMO: "false" };
  const port = Number(process.env.RELIABILITY_APP_PORT) || (await freePort());
  let app = await startApp(env, port);
  let api = await signIn(app.url);
  const half = await slot(api);
  const req = halfUpload(`${app.url}${half.uploadURL}`, api);
  // the app streams what arrived into the store; give it a moment of real time (another process)
  await new Promise((r) => setTimeout(r, 1000));
  app.signal("SIGKILL");
  await app.exited;
  req.destroy();

  // read with the app dead (PGlite: one process per data dir)
  const [row] = await engine.query<{ status: string; size: number | null; key: string }>(
    `select status, size_bytes as size, storage_key as key from stored_files where id = '${half.filePath}'`,
  );
  const parsed = parseEnv({ ...env, NODE_ENV: "test" });
  const database = await openDatabase({ databaseUrl: parsed.DATABASE_URL, dataDir: parsed.DATA_DIR });
  const store = openFileStore({
    engine: database.engine,
    db: database.db,
    uploadsDir: uploadsDirOf(parsed.DATA_DIR),
    s3: s3ConfigOf(parsed),
  });
  try {
    if (!row) problems.push("the slot of the killed upload is gone before housekeeping");
    else {
      if (row.status === "stored" || row.size !== null)
        problems.push(`the half upload is counted: status ${row.status}, ${row.size} bytes`);
      // S3 itself never shows an incomplete PUT; the local test server writes in place and does
      const half = (await store.get(row.key))?.length ?? 0;
      if (half >= SIZE) problems.push(`the store holds a whole object under ${row.key} after the kill`);
      partial = half;
    }
    // bytes without a row (PostgreSQL's embedded store keeps bytes in the row: none can exist there)
    const strays = store.kind === "postgres" ? 0 : 1;
    if (strays) await store.put(`${randomUUID()}.pdf`, Readable.from([PDF]), PDF.length);
    const removed = await cleanupOrphanFiles(database.db, store, new Date(Date.now() + 2 * 3600_000));
    // at least the slot and the stray (an earlier check's unattached upload on the same data may expire too)
    if (removed < 1 + strays)
      problems.push(`housekeeping removed ${removed} files, expected the slot and ${strays} stray`);
    const left = await store.keys();
    if (left.length)
      problems.push(`bytes left in the ${store.kind} store after housekeeping: ${left.join(", ")}`);
  } finally {
    await database.close();
  }

  // the app comes back on the same data and a whole upload is stored and counted once
  app = await startApp(env, port);
  try {
    api = await signIn(app.url);
    const whole = await slot(api);
    const res = await fetch(`${app.url}${whole.uploadURL}`, {
      method: "PUT",
      headers: { authorization: `Bearer ${api.token}`, "content-type": "application/pdf" },
      body: PDF,
    });
    if (res.status !== 200) problems.push(`a whole upload after the restart answered ${res.status}`);
  } finally {
    await app.stop();
  }
  return { store: store.kind, partial, problems };
}
