// Upload API (spec §7 POST /api/upload; DESIGN §7 uploads): a slot, then the raw bytes PUT to it.
// The body parsers hand the request stream itself to the service, which pipes it through its checks
// into the file store (never the whole file in memory); they live in this plugin's scope only.
import type { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  MAX_UPLOAD_BYTES,
  UPLOAD_TOO_LARGE_MESSAGE,
  ZUploadedFile,
  ZUploadRequest,
  ZUploadResponse,
} from "../../../shared/documents";
import { AppError } from "../../lib/app-error";
import { errorResponses } from "../../lib/error-responses";
import { RateWindow } from "../../lib/rate-window";
import { ctxOf } from "../../lib/request-ctx";
import { callerOf } from "../../plugins/auth";
import { createUploadSlot, receiveUpload } from "./service";

/** Uploads (PUT) one user may send per minute. */
export const UPLOADS_PER_MINUTE = 20;

export default async function fileRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  // the size limit is the stream check's (upload-check.ts), as is the magic-byte check
  const stream = (_req: unknown, payload: Readable, done: (err: Error | null, body?: Readable) => void) =>
    done(null, payload);
  app.addContentTypeParser(["application/octet-stream", "application/pdf"], stream);
  app.addContentTypeParser(/^image\/.*/, stream);
  // anything else (text/html, ...) is read too, so the magic-byte check answers with the spec's 415
  app.addContentTypeParser("*", stream);

  // per user and per app instance; the byte quota (service.ts) is the hard limit, in the database
  const uploadBursts = new RateWindow(UPLOADS_PER_MINUTE, 60_000);

  app.post("/api/upload", {
    config: { permission: "documents:write" },
    schema: {
      tags: ["documents"],
      summary: "Open an upload slot (expires in one hour); PUT the bytes to uploadURL",
      body: ZUploadRequest,
      response: { 200: ZUploadResponse, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => createUploadSlot(ctxOf(request), request.body),
  });

  app.put("/api/upload/:fileId", {
    config: {
      permission: "documents:write",
      consumes: ["application/pdf", "image/jpeg", "image/png", "application/octet-stream"],
    },
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
    schema: {
      tags: ["documents"],
      summary: "Send the file's bytes (PDF, JPEG or PNG, at most 5 MB) to an upload slot",
      params: z.object({ fileId: z.string().uuid() }),
      response: { 200: ZUploadedFile, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429) },
    },
    handler: async (request) => {
      const length = request.headers["content-length"];
      const declared = length === undefined ? undefined : Number(length);
      return receiveUpload(ctxOf(request), request.params.fileId, request.body, declared);
    },
  });
}
