// One error handler: every error becomes JSON {message, code?, issues?} with its status (DESIGN §4);
// a 5xx never leaks details; a lost database connection answers 503 with Retry-After.

import type { Socket } from "node:net";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import type { ApiErrorBody } from "../../shared/errors";
import { TOUR_CLASH_MESSAGE } from "../db/tour-clash";
import { AppError } from "../lib/app-error";

/**
 * Failing to get or use a database connection: network errors, SQLSTATE class 08 (connection exception;
 * not 08P01, below),
 * 55000 (object not in prerequisite state: e.g. connections refused while the server is not ready),
 * 28P01/28000 (authentication, after a failover or a rotated password), 3D000 (database does not exist),
 * 57P01–57P03 (admin shutdown, crash shutdown, cannot connect now), 25006 (read-only transaction: a
 * replica promoted too late), 53300 (too many connections), 57014 (statement timeout, DB_STATEMENT_TIMEOUT_MS)
 * and the pool's own timeout. All answer 503 with Retry-After, so a balancer can tell them from bugs.
 */
const DB_DOWN_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "55000",
  "28P01",
  "28000",
  "3D000",
  "57P01",
  "57P02",
  "57P03",
  "25006",
  "53300",
  "57014",
]);

/**
 * 08P01 (protocol violation) is a statement the server could not take (one over 65,535 parameters), not a
 * lost connection: a bug of ours (500), never "database unavailable".
 */
const STATEMENT_REFUSED = "08P01";

export function isDbUnavailable(err: unknown): boolean {
  const e = err as { code?: string; message?: string; cause?: unknown };
  if (typeof e?.code === "string" && e.code === STATEMENT_REFUSED) return false;
  if (typeof e?.code === "string" && (DB_DOWN_CODES.has(e.code) || /^08[0-9A-Z]{3}$/.test(e.code)))
    return true;
  if (
    /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is not open|Cannot use a pool after calling end/i.test(
      e?.message ?? "",
    )
  )
    return true;
  return e?.cause ? isDbUnavailable(e.cause) : false;
}

/**
 * Postgres errors about a value the client sent: a missing reference, a failed check, text that is not a
 * valid uuid or date, and text PostgreSQL cannot store (a NUL character, 22021; untranslatable, 22P05).
 */
const CLIENT_DATA_CODES = new Set(["23503", "23514", "22P02", "22007", "22021", "22P05"]);

/** Postgres constraint errors that a client caused (they reach us wrapped by Drizzle as `cause`). */
function pgCode(err: unknown): string | undefined {
  const e = err as { code?: string; cause?: unknown };
  if (typeof e?.code === "string" && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  return e?.cause ? pgCode(e.cause) : undefined;
}

/**
 * Errors Fastify answers before routing, so before the error handler: a malformed percent-encoding in the
 * URL (400) or a path parameter over the router's length limit (414). Same body shape as every error.
 */
export function sendFrameworkError(err: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const tooLong = err.code === "FST_ERR_MAX_PARAM_LENGTH";
  const body: ApiErrorBody = {
    message: tooLong ? "A part of the address is too long" : "The address is not valid",
    code: "BAD_REQUEST",
  };
  reply
    .status(tooLong ? 414 : 400)
    .header("x-content-type-options", "nosniff")
    .send(body);
}

/**
 * Node's own refusals, before Fastify sees a request (malformed HTTP, headers over the limit, a request or
 * its headers too slow): the same JSON shape as every other error, then the socket is closed.
 */
export function sendClientError(err: NodeJS.ErrnoException, socket: Socket) {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const [status, reason, message] =
    err.code === "HPE_HEADER_OVERFLOW"
      ? [431, "Request Header Fields Too Large", "The request's headers are too large"]
      : err.code === "ERR_HTTP_REQUEST_TIMEOUT" || err.code === "ERR_HTTP_HEADERS_TIMEOUT"
        ? [408, "Request Timeout", "The request took too long to arrive"]
        : [400, "Bad Request", "The request is not valid HTTP"];
  const body = JSON.stringify({
    message,
    code: status === 400 ? "BAD_REQUEST" : status === 408 ? "TIMEOUT" : "BAD_REQUEST",
  });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** An error as its answer: the status, the JSON body and any headers (Retry-After); a 5xx tells nothing
 * of its cause. The error handler sends it; a streamed answer (an import's progress) writes it as its last line. */
export function errorAnswer(err: FastifyError | Error): {
  status: number;
  body: ApiErrorBody;
  headers: Record<string, string>;
} {
  let status = 500;
  const headers: Record<string, string> = {};
  const statusCode = (err as FastifyError).statusCode;
  let body: ApiErrorBody = {
    message: "Something went wrong on our side. Please try again.",
    code: "INTERNAL",
  };
  if (err instanceof AppError) {
    status = err.statusCode;
    body = { message: err.message, code: err.code };
    if (err.issues) body.issues = err.issues;
    if (err.eligibility) Object.assign(body, err.eligibility);
    if (err.sync) Object.assign(body, err.sync);
    if (err.headers) Object.assign(headers, err.headers);
  } else if (hasZodFastifySchemaValidationErrors(err)) {
    status = 400;
    const issues = err.validation.map((v) => ({
      path: String(v.instancePath ?? "")
        .split("/")
        .filter(Boolean),
      message: v.message ?? "Invalid input",
    }));
    const first = issues[0];
    body = {
      message: first
        ? `${first.path.join(".") || err.validationContext}: ${first.message}`
        : "Invalid request",
      code: "VALIDATION",
      issues,
    };
  } else if (isResponseSerializationError(err)) {
    // a bug of ours: 500, logged by the handler
  } else if (isDbUnavailable(err)) {
    status = 503;
    body = { message: "The database is unavailable. Please try again shortly.", code: "UNAVAILABLE" };
    headers["retry-after"] = "5";
  } else if (pgCode(err) === "23P01") {
    // an exclusion constraint: a seafarer's tours overlapping (services answer it by name, db/tour-clash.ts)
    status = 409;
    body = { message: TOUR_CLASH_MESSAGE, code: "CONFLICT" };
  } else if (pgCode(err) === "23505") {
    status = 409;
    body = { message: "A record with these details already exists", code: "CONFLICT" };
  } else if (CLIENT_DATA_CODES.has(pgCode(err) ?? "")) {
    status = 400;
    body = {
      message: "The request refers to data that does not exist or is not valid",
      code: "BAD_REQUEST",
    };
  } else if (statusCode && statusCode >= 400 && statusCode < 500) {
    status = statusCode;
    const codes: Record<number, string> = {
      413: "PAYLOAD_TOO_LARGE",
      415: "UNSUPPORTED_MEDIA_TYPE",
      429: "RATE_LIMITED",
      404: "NOT_FOUND",
    };
    body = { message: err.message, code: codes[status] ?? "BAD_REQUEST" };
  }
  return { status, body, headers };
}

export default fp(
  async function errorHandler(app: FastifyInstance) {
    app.setErrorHandler((err: FastifyError, request, reply) => {
      if (isResponseSerializationError(err)) request.log.error({ err }, "response did not match its schema");
      const { status, body, headers } = errorAnswer(err);
      if (status >= 500 && status !== 503) request.log.error({ err }, "request failed");
      reply.headers(headers).status(status).send(body);
    });
  },
  { name: "error-handler" },
);
