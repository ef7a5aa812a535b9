// A streamed request body (an upload) that must be read before its handler runs (the Idempotency-Key
// fingerprint covers its bytes) without being held in memory: its bytes are hashed on their way into a
// temp file, and the request goes on with a stream of that file. The file is removed when that stream
// closes (read to the end, or destroyed once the answer is sent).
import type { Hash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { AppError } from "./app-error";

export async function spoolBody(body: Readable, hash: Hash, limit: number): Promise<Readable> {
  const dir = await mkdtemp(join(tmpdir(), "crewfleet-body-"));
  const path = join(dir, "body");
  let bytes = 0;
  const hashing = new Transform({
    transform(chunk: Buffer, _enc, done) {
      bytes += chunk.length;
      if (bytes > limit) return done(new AppError("PAYLOAD_TOO_LARGE", "The request body is too large"));
      hash.update(chunk);
      done(null, chunk);
    },
  });
  try {
    await pipeline(body, hashing, createWriteStream(path));
  } catch (err) {
    await rm(dir, { recursive: true, force: true });
    throw err;
  }
  const stream = createReadStream(path);
  stream.once("close", () => void rm(dir, { recursive: true, force: true }));
  return stream;
}
