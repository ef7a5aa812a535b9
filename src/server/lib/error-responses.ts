// The error response schemas a route declares, so OpenAPI documents them and the serializer keeps
// `code` and `issues`.
import { ZApiError } from "../../shared/errors";

export type Status = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;

export function errorResponses(...statuses: Status[]) {
  const all: Status[] = statuses.length ? statuses : [400, 401, 403, 404];
  return Object.fromEntries(all.map((s) => [s, ZApiError])) as Record<Status, typeof ZApiError>;
}
