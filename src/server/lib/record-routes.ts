// The routes most record resources have (list a page, create, read one, update, delete), declared as one
// table per resource rather than as five `route(...)` blocks of the same shape in every module:
// `route.records(ZVessel, { list, create, get, update, remove })` on `/api/<tag>` and `/api/<tag>/:id`.
// A row names the permission, the summary, what the route reads and the service that answers; the handler
// is derived, as every such service takes the request context, then the record's id (on `/:id`), then the
// query or the body. The list answers a page of `record`, create 201 with it, read one and update 200 with
// it. A module's other routes are declared with `route(...)` beside the table.
import type { z } from "zod";
import type { Permission } from "../../shared/permissions";
import type { Status } from "./error-responses";
import type { Page } from "./paging";
import type { RequestCtx } from "./request-ctx";

type Out<S extends z.ZodType> = Promise<z.output<S>>;

/** What every row says: who may call it, what it does, and the errors it adds to the derived ones. */
export interface Row {
  permission: Exclude<Permission, "public">;
  summary: string;
  more?: Status[];
}

export interface RecordTable<
  T extends z.ZodType,
  LQ extends z.ZodType,
  CB extends z.ZodType,
  UB extends z.ZodType,
  D extends z.ZodType,
> {
  /** `cache`: answered through the read cache under this name, as `route`'s own option. */
  list?: Row & {
    query: LQ;
    cache?: string;
    run: (ctx: RequestCtx, query: z.output<LQ>) => Promise<Page<z.output<T>>>;
  };
  create?: Row & { body: CB; run: (ctx: RequestCtx, body: z.output<CB>) => Out<T> };
  get?: Row & { run: (ctx: RequestCtx, id: string) => Out<T> };
  update?: Row & {
    method: "PUT" | "PATCH";
    body: UB;
    run: (ctx: RequestCtx, id: string, body: z.output<UB>) => Out<T>;
  };
  /** Delete: answers `ok` (what the service returns). */
  remove?: Row & { ok: D; run: (ctx: RequestCtx, id: string) => Out<D> };
}

export type Request = { query: never; body: never; params: { id: string } };
/** A module's `route`, as this file calls it. */
export type Declare = (
  endpoint: string,
  permission: Row["permission"],
  decl: Record<string, unknown> & { handler: (ctx: RequestCtx, request: Request) => unknown },
) => void;

/** Declares the rows of `table` on `base` and `base/:id`, in the order list, create, one, update, delete. */
export function recordRoutes<
  T extends z.ZodType,
  LQ extends z.ZodType,
  CB extends z.ZodType,
  UB extends z.ZodType,
  D extends z.ZodType,
>(declare: Declare, base: string, record: T, table: RecordTable<T, LQ, CB, UB, D>): void {
  const one = `${base}/:id`;
  const { list, create, get, update, remove } = table;
  const row = ({ summary, more }: Row) => ({ summary, more });
  if (list)
    declare(`GET ${base}`, list.permission, {
      ...row(list),
      querystring: list.query,
      page: record,
      cache: list.cache,
      handler: (ctx, request) => list.run(ctx, request.query),
    });
  if (create)
    declare(`POST ${base}`, create.permission, {
      ...row(create),
      body: create.body,
      created: record,
      handler: (ctx, request) => create.run(ctx, request.body),
    });
  if (get)
    declare(`GET ${one}`, get.permission, {
      ...row(get),
      ok: record,
      handler: (ctx, request) => get.run(ctx, request.params.id),
    });
  if (update)
    declare(`${update.method} ${one}`, update.permission, {
      ...row(update),
      body: update.body,
      ok: record,
      handler: (ctx, request) => update.run(ctx, request.params.id, request.body),
    });
  if (remove)
    declare(`DELETE ${one}`, remove.permission, {
      ...row(remove),
      ok: remove.ok,
      handler: (ctx, request) => remove.run(ctx, request.params.id),
    });
}
