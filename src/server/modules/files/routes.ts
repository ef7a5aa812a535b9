// Upload API (spec §7 POST /api/upload; DESIGN §7 uploads): a slot, then the raw bytes PUT to it.
// The body parsers hand the request stream itself to the service, which pipes it through its checks
// into the file store (never the whole file in memory); they live in this plugin's scope only.
import type { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  MAX_UPLOAD_BYTES,
  UPLOAD_TOO_LARGE_MESSAGE,
  ZUploadedFile,
  ZUploadRequest,
  ZUploadResponse,
} from "../../../shared/documents";
import { AppError } from "../../lib/app-error";
import { callerOf } from "../../lib/caller";
import { RateWindow } from "../../lib/rate-window";
import { routesOf } from "../../lib/route";
import { createUploadSlot, receiveUpload } from "./service";

/** Uploads (PUT) one user may send per minute. */
export const UPLOADS_PER_MINUTE = 20;

export default async function fileRoutes(app: FastifyInstance) {
  const route = routesOf(app, "documents");
  // the size limit is the stream check's (upload-check.ts), as is the magic-byte check
  const stream = (_req: unknown, payload: Readable, done: (err: Error | null, body?: Readable) => void) =>
    done(null, payload);
  app.addContentTypeParser(["application/octet-stream", "application/pdf"], stream);
  app.addContentTypeParser(/^image\/.*/, stream);
  // anything else (text/html, ...) is read too, so the magic-byte check answers with the spec's 415
  app.addContentTypeParser("*", stream);

  // per user and per app instance; the byte quota (service.ts) is the hard limit, in the database
  const uploadBursts = new RateWindow(UPLOADS_PER_MINUTE, 60_000);

  route("POST /api/upload", "documents:write", {
    summary: "Open an upload slot (expires in one hour); PUT the bytes to uploadURL",
    body: ZUploadRequest,
    ok: ZUploadResponse,
    handler: (ctx, request) => createUploadSlot(ctx, request.body),
  });

  route("PUT /api/upload/:fileId", "documents:write", {
    summary: "Send the file's bytes (PDF, JPEG or PNG, at most 5 MB) to an upload slot",
    config: { consumes: ["application/pdf", "image/jpeg", "image/png", "application/octet-stream"] },
    bodyLimit: MAX_UPLOAD_BYTES,
    // a burst of uploads and a declared length over the limit are refused before a byte is read
    preParsing: async (request) => {
      const wait = uploadBursts.hit(callerOf(request).id, app.now().getTime());
      if (wait > 0)
        throw new AppError(
          "RATE_LIMITED",
          `Too many uploads in a short time (at most ${UPLOADS_PER_MINUTE} a minute). Try again in ${Math.ceil(wait / 1000)} seconds.`,
          { "retry-after": String(Math.ceil(wait / 1000)) },
        );
      const length = Number(request.headers["content-length"] ?? 0);
      if (length > MAX_UPLOAD_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", UPLOAD_TOO_LARGE_MESSAGE);
    },
    params: z.object({ fileId: z.string().uuid() }),
    ok: ZUploadedFile,
    more: [404, 409, 413, 415, 429],
    handler: (ctx, request) => {
      const length = request.headers["content-length"];
      const declared = length === undefined ? undefined : Number(length);
      return receiveUpload(ctx, request.params.fileId, request.body as Readable, declared);
    },
  });
}
