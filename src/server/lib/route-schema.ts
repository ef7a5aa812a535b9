// A route's OpenAPI schema in one call: its tags, summary and inputs (params, querystring, body), the
// success response(s) by status and the error statuses it may answer (DESIGN §8: every route declares a
// full schema). The type of each part is kept, so the zod type provider still types the handler.
import type { z } from "zod";
import { ZIdParams } from "../../shared/params";
import { errorResponses, type Status } from "./error-responses";

type Parts = { tags: string[]; summary: string };
type Ok = Record<number, z.ZodType>;

export function routeSchema<P extends Parts, R extends Ok>(parts: P, ok: R, errors: Status[]) {
  return { ...parts, response: { ...ok, ...errorResponses(...errors) } };
}

/** A route on one record (`/:id`): the id is its params, and 400, 401, 403 and 404 are always possible. */
export function idRouteSchema<P extends Parts, R extends Ok>(parts: P, ok: R, more: Status[] = []) {
  return routeSchema({ ...parts, params: ZIdParams }, ok, [400, 401, 403, 404, ...more]);
}
