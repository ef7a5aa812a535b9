// The logger's error serializer: a failed query is logged with its SQL text and its
// PostgreSQL error code, never with its parameters (session token hashes, search terms, personal data),
// and quoted values in the database's own message (`invalid input syntax for type uuid: "..."`) are
// blanked. Every `log.x({ err })` in the app goes through it (app.ts logger.serializers.err).

export interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: string;
  constraint?: string;
  cause?: SerializedError;
}

const blankQuoted = (text: string) => text.replace(/"[^"\n]*"/g, '"…"');

export function serializeError(value: Error, depth = 0): SerializedError {
  if (!(value instanceof Error)) return { type: typeof value, message: String(value), stack: "" };
  const e = value as Error & { query?: unknown; params?: unknown; code?: unknown; constraint?: unknown };
  const isQueryError = typeof e.query === "string" && Array.isArray(e.params);
  const message = isQueryError
    ? `Failed query: ${e.query} (${(e.params as unknown[]).length} parameters, not logged)`
    : e.cause !== undefined || typeof e.code === "string"
      ? blankQuoted(e.message)
      : e.message;
  const frames = e.stack?.split("\n").filter((l) => /^\s+at /.test(l)) ?? [];
  const out: SerializedError = {
    type: e.constructor?.name ?? "Error",
    message,
    stack: [`${e.name}: ${message}`, ...frames].join("\n"),
  };
  if (typeof e.code === "string") out.code = e.code;
  if (typeof e.constraint === "string") out.constraint = e.constraint;
  if (e.cause instanceof Error && depth < 3) out.cause = serializeError(e.cause, depth + 1);
  return out;
}
