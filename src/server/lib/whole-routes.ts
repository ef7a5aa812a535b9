// The two routes of an object that is read and replaced whole at one address (a company policy, the
// caller's preferences, a vessel's safe manning, a seafarer's effects declaration), declared as one table
// rather than as a GET and a PUT block of the same shape in every module:
// `route.whole("/api/wage-policy", ZWagePolicy, { read, replace })`. GET answers the object; PUT takes the
// full object (`replace.body`, which may differ from what is answered) and answers it as saved. On a
// record's url (`/api/vessels/:id/...`) both services take the record's id after the request context, as
// record-routes' services do; elsewhere they take the context (and the body) only.
import type { z } from "zod";
import type { Declare, Request, Row } from "./record-routes";
import type { RequestCtx } from "./request-ctx";

type Out<S extends z.ZodType> = Promise<z.output<S>>;
/** The id a service takes after ctx: one on a record's url, none elsewhere. */
type IdOf<U extends string> = U extends `${string}/:id/${string}` ? [id: string] : [];

export interface WholeTable<U extends string, T extends z.ZodType, B extends z.ZodType> {
  read: Row & { run: (ctx: RequestCtx, ...id: IdOf<U>) => Out<T> };
  replace: Row & { body: B; run: (ctx: RequestCtx, ...idAndBody: [...IdOf<U>, z.output<B>]) => Out<T> };
}

/** Declares `GET url` (answers `record`) and then `PUT url` (takes `replace.body`, answers `record`). */
export function wholeRoutes<U extends string, T extends z.ZodType, B extends z.ZodType>(
  declare: Declare,
  url: U,
  record: T,
  { read, replace }: WholeTable<U, T, B>,
): void {
  const idOf = (request: Request) => (/\/:id\//.test(url) ? [request.params.id] : []) as IdOf<U>;
  declare(`GET ${url}`, read.permission, {
    summary: read.summary,
    more: read.more,
    ok: record,
    handler: (ctx, request) => read.run(ctx, ...idOf(request)),
  });
  declare(`PUT ${url}`, replace.permission, {
    summary: replace.summary,
    more: replace.more,
    body: replace.body,
    ok: record,
    handler: (ctx, request) =>
      replace.run(ctx, ...([...idOf(request), request.body] as [...IdOf<U>, z.output<B>])),
  });
}
