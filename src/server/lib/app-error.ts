// One error type with a code; the error handler maps the code to its HTTP status (DESIGN §4).
import { type ApiErrorBody, ERROR_STATUS, type ErrorCode } from "../../shared/errors";

export class AppError extends Error {
  readonly statusCode: number;
  /** Field issues (like zod's) for a VALIDATION error found by a service, so forms can show them. */
  issues?: ApiErrorBody["issues"];
  /** The eligibility check's findings on a 409 (blockers, warnings). */
  eligibility?: Pick<ApiErrorBody, "blockers" | "warnings">;
  /** What an offline write needs to resolve a 409: the server's version, the month's state. */
  sync?: Pick<ApiErrorBody, "current" | "monthSigned" | "alreadySigned">;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.statusCode = ERROR_STATUS[code];
  }
}

export const notFound = (what: string) => new AppError("NOT_FOUND", `${what} not found`);
export const forbidden = (message = "You do not have permission to do this") =>
  new AppError("FORBIDDEN", message);
export const conflict = (message: string) => new AppError("CONFLICT", message);
/** A 409 that carries what the seafarer's app shows beside its own version. */
export function syncConflict(message: string, sync: NonNullable<AppError["sync"]>): AppError {
  const err = conflict(message);
  err.sync = sync;
  return err;
}
export const badRequest = (message: string) => new AppError("BAD_REQUEST", message);

/** A 400 on one field, shaped like a schema validation error (message "field: text", issues). */
export function fieldError(field: string, message: string): AppError {
  const err = new AppError("VALIDATION", `${field}: ${message}`);
  err.issues = [{ path: [field], message }];
  return err;
}
