// Checks an upload while it streams through to the store: at most `limit` bytes (413), the first bytes
// are a PDF, JPEG or PNG (415, magic.ts), not empty (400), and the sha256 of all of it. Holds at most the
// first 8 bytes back (until the type is known); everything else passes straight on.
import { createHash } from "node:crypto";
import { Transform, type TransformCallback } from "node:stream";
import {
  UPLOAD_BAD_TYPE_MESSAGE,
  UPLOAD_EMPTY_MESSAGE,
  UPLOAD_TOO_LARGE_MESSAGE,
} from "../../../shared/documents";
import { AppError, badRequest } from "../../lib/app-error";
import { type DetectedType, detectFileType } from "./magic";

const HEAD_BYTES = 8;

export class UploadCheck extends Transform {
  bytes = 0;
  sha256 = "";
  type: DetectedType | null = null;
  private head: Buffer[] = [];
  private readonly hash = createHash("sha256");

  constructor(private readonly limit: number) {
    super();
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback) {
    this.bytes += chunk.length;
    if (this.bytes > this.limit) return done(new AppError("PAYLOAD_TOO_LARGE", UPLOAD_TOO_LARGE_MESSAGE));
    this.hash.update(chunk);
    if (this.type) return done(null, chunk);
    this.head.push(chunk);
    if (this.bytes < HEAD_BYTES) return done();
    return this.release(done);
  }

  override _flush(done: TransformCallback) {
    if (this.bytes === 0) return done(badRequest(UPLOAD_EMPTY_MESSAGE));
    this.sha256 = this.hash.digest("hex");
    if (this.type) return done();
    return this.release(done);
  }

  /** Decides the type from the bytes held back, then passes them on (or refuses with 415). */
  private release(done: TransformCallback) {
    const held = Buffer.concat(this.head);
    this.head = [];
    this.type = detectFileType(held);
    if (!this.type) return done(new AppError("UNSUPPORTED_MEDIA_TYPE", UPLOAD_BAD_TYPE_MESSAGE));
    return done(null, held);
  }
}
