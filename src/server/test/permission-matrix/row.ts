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
// The usual rows, columns as in MatrixRow.expect: anonymous, crew (own), crew (other), office_staff, admin.
export const ALL = [200, 200, 200, 200, 200] as const;
export const SIGNED_IN = [401, 200, 200, 200, 200] as const;
export const OFFICE = [401, 403, 403, 200, 200] as const;
export const ADMIN = [401, 403, 403, 403, 200] as const;
/** A crew caller reaches their own record (200) and not another member's (404). */
export const OWN_ONLY = [401, 200, 404, 200, 200] as const;
