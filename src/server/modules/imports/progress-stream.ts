// An import answered with its progress (src/shared/import-progress.ts): once the file is read, the answer
// starts (200, application/x-ndjson) and carries a line a step of the work, then the same answer the route
// gives as JSON. Every refusal of the whole request or file comes before, with its status, through the
// error handler; what fails after the first line is the last line, the error JSON with its status. The
// connection is the request's own, so it works whichever instance of the app took the request.
import { PassThrough } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";
import { IMPORT_PROGRESS_TYPE, type TImportStreamLine } from "../../../shared/import-progress";
import type { TImportResult } from "../../../shared/imports";
import { writeTags } from "../../lib/cache-tags";
import { errorAnswer } from "../../plugins/error-handler";
import type { OnProgress } from "./service";

/** The request asks for the progress (Accept names the NDJSON media type). */
export function asksForProgress(request: FastifyRequest): boolean {
  return (request.headers.accept ?? "")
    .split(",")
    .some((type) => type.split(";")[0]?.trim().toLowerCase() === IMPORT_PROGRESS_TYPE);
}

/** Starts the NDJSON answer, runs the import telling it each progress line, ends with its answer or its
 * error; resolves once the answer has gone. */
export async function streamProgress(
  request: FastifyRequest,
  reply: FastifyReply,
  run: (onProgress: OnProgress) => Promise<TImportResult>,
): Promise<void> {
  const out = new PassThrough();
  // a client gone away: the import goes on to its end (as a JSON answer's would), its lines go nowhere
  out.on("error", () => {});
  const line = (value: TImportStreamLine) => {
    if (!out.destroyed && !out.writableEnded) out.write(`${JSON.stringify(value)}\n`);
  };
  reply
    .type(`${IMPORT_PROGRESS_TYPE}; charset=utf-8`)
    .header("cache-control", "no-store")
    // a proxy in front (nginx) passes each line on as it comes
    .header("x-accel-buffering", "no");
  void reply.send(out);
  try {
    const result = await run(line);
    // The read caches were cleared as the answer started (plugins/read-cache.ts), before the write
    // committed: clear them again now, on every instance, before the client reads the answer.
    if (result.outcome === "imported")
      await request.server.cacheBus.publish(writeTags(request.method, request.routeOptions.url));
    line(result);
  } catch (err) {
    const { status, body } = errorAnswer(err as Error);
    if (status >= 500 && status !== 503) request.log.error({ err }, "import failed after its first line");
    line({ ...body, status });
  }
  out.end();
  // the reply settles when the response has finished (or the client has gone)
  await new Promise<void>((resolve) => reply.then(resolve, () => resolve()));
}
