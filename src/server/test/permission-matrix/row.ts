// A row of the permission matrix (table.ts): the route, the status each caller gets, the request it sends,
// and the columns most rows share.
import type { LightMyRequestResponse } from "fastify";
import type { CallerName, MatrixFixtures, MatrixRequest, Target } from "./fixtures";

type Status = number;
export interface MatrixRow {
  /** "METHOD /url" exactly as registered. */
  route: string;
  /** anonymous, crew (own), crew (other), office_staff, admin */
  expect: readonly [Status, Status, Status, Status, Status];
  req: (f: MatrixFixtures, t: Target) => MatrixRequest | Promise<MatrixRequest>;
  /** A successful call by these callers changes nothing, so it writes no activity entry. */
  quiet?: { callers: CallerName[]; why: string };
  /** More to check on an answer. */
  check?: (res: LightMyRequestResponse, f: MatrixFixtures, t: Target) => void;
}

export const get = (url: string) => (): MatrixRequest => ({ method: "GET", url });
/** The rows of GET routes with fixed paths that answer every caller as `expect` says: each url asked as it
 * stands, its route the url without its query. */
export const gets = (expect: MatrixRow["expect"], ...urls: string[]): MatrixRow[] =>
  urls.map((url) => ({ route: `GET ${url.split("?")[0]}`, expect, req: get(url) }));
/** The row of a POST route with a fixed path by which the office creates a record: the body `payload` gives. */
export const creates = (
  url: string,
  payload: (f: MatrixFixtures, t: Target) => object | Promise<object>,
): MatrixRow => ({
  route: `POST ${url}`,
  expect: OFFICE_CREATES,
  req: async (f, t) => ({ method: "POST", url, payload: await payload(f, t) }),
});
// The usual rows, columns as in MatrixRow.expect: anonymous, crew (own), crew (other), office_staff, admin.
export const ALL = [200, 200, 200, 200, 200] as const;
export const SIGNED_IN = [401, 200, 200, 200, 200] as const;
export const OFFICE = [401, 403, 403, 200, 200] as const;
export const ADMIN = [401, 403, 403, 403, 200] as const;
/** The office creates a record (201); crew may not (403). */
export const OFFICE_CREATES = [401, 403, 403, 201, 201] as const;
/** A crew caller reaches their own record (200) and not another member's (404). */
export const OWN_ONLY = [401, 200, 404, 200, 200] as const;
