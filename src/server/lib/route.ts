// One way to declare a guarded /api route (DESIGN §8: permission + full schema + one service call):
// `route("PUT /api/vessels/:id", "vessels:write", { summary, body, ok, handler })`. What every route of a
// kind says alike is derived instead of written again on each: 400 when the route reads params, a
// querystring or a body (zod validation); 401 and 403 because it has a permission (the guard runs before
// validation); on a record's url (`/:id`) the id params (ZIdParams, unless the route names its own) and
// 404; `created` answers 201. `more` adds what only this route answers (409, 413 ...). The handler gets
// the request context first (ctxOf), then the typed request and reply, as services take ctx first. `cache`
// answers through the read cache (cachedRead) keyed by the params and querystring. A resource's usual
// record routes are one table: `route.records(schema, { list, create, get, update, remove })`; an object
// read and replaced whole at one url is `route.whole(url, schema, { read, replace })` (whole-routes.ts).
// A public route (health, sign-in: no caller, so no ctx) is `route.public("GET /api/...", { ..., handler:
// (request, reply) => ... })`: nothing derived but the 400. A "session:own" route (any signed-in user)
// never answers 403, so none is derived for it. Modules declare routes only through these (the import
// check refuses app.get/post/... in src/server/modules).
import type {
  ContextConfigDefault,
  FastifyContextConfig,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  HTTPMethods,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZIdParams } from "../../shared/params";
import type { Permission } from "../../shared/permissions";
import { errorResponses, type Status } from "./error-responses";
import { type Page, sendPage } from "./paging";
import { type Declare, type RecordTable, recordRoutes } from "./record-routes";
import { cachedRead, ctxOf, type RequestCtx } from "./request-ctx";
import { type WholeTable, wholeRoutes } from "./whole-routes";

type Input = z.ZodType | undefined;
type Ok = z.ZodType | Record<number, z.ZodType>;

/** What a route declares besides its method and url. */
export interface RouteDecl<P extends Input, Q extends Input, B extends Input, O extends Ok> {
  summary: string;
  /** The longer explanation in the OpenAPI document (definitions of the figures, ...). */
  description?: string;
  params?: P;
  querystring?: Q;
  body?: B;
  /** The success answer: a schema (200), or schemas by status (`{ 200: A, 202: B }`); or `created`. */
  ok?: O;
  /** The success answer of a route that creates: 201 with this schema (the status is set before the handler). */
  created?: z.ZodType;
  /** A list route: 200 with an array of this schema; the handler returns a page, its total goes in X-Total-Count. */
  page?: z.ZodType;
  /** Error answers beyond the derived 400 / 401 / 403. */
  more?: Status[];
  /** Derived answers this route never gives (a permission every role holds: no 403). */
  without?: Status[];
  /** Answer through the read cache under this name, keyed by the params and the querystring. The handler
   * must not write to the reply (headers, status): an answer from the cache skips it. */
  cache?: string;
  /** More route config: rate limit, the media types of a non-JSON answer or body. */
  config?: Omit<FastifyContextConfig, "permission">;
  onError?: (request: FastifyRequest, reply: FastifyReply, error: FastifyError) => Promise<void>;
  /** A body larger than the server's default (an image, an upload). */
  bodyLimit?: number;
  /** Runs before the body is read (refuse a burst or a declared length early). */
  preParsing?: (request: FastifyRequest) => Promise<void>;
}

type Success<O, C, G> = G extends z.ZodType
  ? { 200: z.ZodArray<G> }
  : C extends z.ZodType
    ? { 201: C }
    : O extends z.ZodType
      ? { 200: O }
      : O;
type Schema<P, Q, B, R> = {
  params: P;
  querystring: Q;
  body: B;
  response: R & Record<Status, z.ZodType>;
};
type Req<S> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  S & FastifySchema,
  ZodTypeProvider
>;
type Rep<S> = FastifyReply<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  ContextConfigDefault,
  S & FastifySchema,
  ZodTypeProvider
>;
type Result<S> = ReturnType<
  RouteHandlerMethod<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    S & FastifySchema,
    ZodTypeProvider
  >
>;
export type RouteHandler<S> = (ctx: RequestCtx, request: Req<S>, reply: Rep<S>) => Result<S>;
type PublicHandler<S> = (request: Req<S>, reply: Rep<S>) => Result<S>;
type PageHandler<S, T> = (ctx: RequestCtx, request: Req<S>, reply: Rep<S>) => Promise<Page<T>>;
type HandlerOf<S, G> = G extends z.ZodType ? PageHandler<S, z.output<G>> : RouteHandler<S>;

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
type IdParams = typeof ZIdParams;
type Endpoint = `${Method} /api/${string}`;

/** The error statuses a route declares: derived from what it reads and who may call it, plus its own. */
export function routeErrors(
  url: string,
  decl: { params?: Input; querystring?: Input; body?: Input; more?: Status[]; without?: Status[] },
  permission: Permission,
): Status[] {
  const validated: Status[] = decl.params || decl.querystring || decl.body ? [400] : [];
  const guarded: Status[] = permission === "public" ? [] : permission === "session:own" ? [401] : [401, 403];
  const record: Status[] = isRecordUrl(url) ? [404] : [];
  const derived = [...validated, ...guarded, ...record].filter((s) => !decl.without?.includes(s));
  return [...derived, ...(decl.more ?? [])];
}

const isRecordUrl = (url: string) => /\/:id(\/|$)/.test(url);

/** The route declarer of one module: `route(method, url, { ...decl, handler })`, tagged with its tag. */
export function routesOf(app: FastifyInstance, tag: string) {
  function route<
    E extends Endpoint,
    P extends Input = E extends `${string}/:id` | `${string}/:id/${string}` ? IdParams : undefined,
    Q extends Input = undefined,
    B extends Input = undefined,
    O extends Ok = Ok,
    C extends z.ZodType | undefined = undefined,
    G extends z.ZodType | undefined = undefined,
  >(
    endpoint: E,
    permission: Exclude<Permission, "public">,
    decl: RouteDecl<P, Q, B, O> & {
      created?: C;
      page?: G;
      handler: HandlerOf<
        Schema<NoInfer<P>, NoInfer<Q>, NoInfer<B>, Success<NoInfer<O>, NoInfer<C>, NoInfer<G>>>,
        NoInfer<G>
      >;
    },
  ) {
    const { created, page, cache, handler } = decl;
    register(endpoint, permission, decl, async (request, reply) => {
      if (created) reply.status(201);
      const ctx = ctxOf(request);
      const run = async () => handler(ctx, request as never, reply as never);
      const input = () => ({ ...(request.params as object), ...(request.query as object) });
      const answer = await (cache ? cachedRead(ctx, cache, input(), run) : run());
      return page ? sendPage(reply, answer as Page<unknown>) : answer;
    });
  }

  /** A route anyone may call, signed in or not: no caller, so the handler gets no ctx. */
  function publicRoute<
    E extends Endpoint,
    P extends Input = undefined,
    Q extends Input = undefined,
    B extends Input = undefined,
    O extends Ok = Ok,
  >(
    endpoint: E,
    decl: Omit<RouteDecl<P, Q, B, O>, "created" | "page" | "cache"> & {
      handler: PublicHandler<
        Schema<NoInfer<P>, NoInfer<Q>, NoInfer<B>, Success<NoInfer<O>, undefined, undefined>>
      >;
    },
  ) {
    register(endpoint, "public", decl, (request, reply) => decl.handler(request as never, reply as never));
  }

  function register(
    endpoint: Endpoint,
    permission: Permission,
    decl: RouteDecl<Input, Input, Input, Ok> & { handler: unknown },
    handler: (request: FastifyRequest, reply: FastifyReply) => unknown,
  ) {
    const [method, url] = endpoint.split(" ") as [HTTPMethods, string];
    const { summary, description, ok, created, page, more, without, config, onError, ...rest } = decl;
    const { bodyLimit, preParsing, cache: _cache, handler: _handler, ...inputs } = rest;
    if (!inputs.params && isRecordUrl(url)) inputs.params = ZIdParams;
    const success = page
      ? { 200: z.array(page) }
      : created
        ? { 201: created }
        : ok && isSchema(ok)
          ? { 200: ok }
          : ok;
    const errors = routeErrors(url, { ...inputs, more, without }, permission);
    const schema: FastifySchema = {
      tags: [tag],
      summary,
      ...(description ? { description } : {}),
      ...inputs,
      // errorResponses() with no status means its default four: a public probe declares none
      response: { ...success, ...(errors.length ? errorResponses(...errors) : {}) },
    };
    app.route({
      method,
      url,
      config: { ...config, permission },
      schema,
      ...(onError ? { onError } : {}),
      ...(bodyLimit ? { bodyLimit } : {}),
      ...(preParsing ? { preParsing } : {}),
      handler: handler as RouteHandlerMethod,
    });
  }

  const records = <
    T extends z.ZodType,
    LQ extends z.ZodType,
    CB extends z.ZodType,
    UB extends z.ZodType,
    D extends z.ZodType,
  >(
    record: T,
    table: RecordTable<T, LQ, CB, UB, D>,
  ) => recordRoutes(route as unknown as Declare, `/api/${tag}`, record, table);
  const whole = <U extends `/api/${string}`, T extends z.ZodType, B extends z.ZodType>(
    url: U,
    record: T,
    table: WholeTable<U, T, B>,
  ) => wholeRoutes(route as unknown as Declare, url, record, table);
  return Object.assign(route, { records, whole, public: publicRoute });
}

function isSchema(ok: Ok): ok is z.ZodType {
  return typeof (ok as z.ZodType).safeParse === "function";
}
