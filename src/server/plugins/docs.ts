// OpenAPI document generated from the routes' zod schemas, with Swagger UI at /api/docs. What the zod
// schemas cannot say is added from the routes themselves, so the document matches the
// server (openapi-contract.test.ts validates live answers of every route against it):
// - a public route needs no bearer token (security: []);
// - a route whose 200 is not JSON (the .ics feed, file downloads) says its media types (config.produces),
//   and a raw upload says its body (config.consumes);
// - the answers every route can give before its handler runs: 400/414 for a malformed or overlong
//   address, 408 too slow, 421 unknown Host, 431 headers too large, 403 for a cross-site write, 401/429
//   without a session, 500/503;
// - a nullable enum lists null among its values.
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { type ZodType, z } from "zod";

interface RouteDoc {
  permission: string;
  produces?: string[];
  consumes?: string[];
  /** Media type → the JSON schema of one line (a stream of JSON lines the client asks for by Accept). */
  streams?: Record<string, unknown>;
}

type Operation = {
  security?: unknown[];
  responses: Record<string, { description: string; content?: Record<string, { schema?: unknown }> }>;
  requestBody?: unknown;
};

const API_ERROR = {
  type: "object",
  properties: {
    message: { type: "string" },
    code: { type: "string" },
    issues: {
      type: "array",
      items: {
        type: "object",
        properties: {
          path: { type: "array", items: { anyOf: [{ type: "string" }, { type: "number" }] } },
          message: { type: "string" },
        },
        required: ["path", "message"],
      },
    },
  },
  required: ["message"],
};
const SAFE = new Set(["get", "head", "options"]);
const openapiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, "{$1}");
const binary = (type: string) =>
  type.startsWith("text/") ? { type: "string" } : { type: "string", format: "binary" };

/**
 * A nullable enum must list null among its values (OpenAPI 3.0.3's clarification of `nullable`), or a
 * validator refuses the null the server sends; the zod conversion leaves it out.
 */
function nullInNullableEnums(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) nullInNullableEnums(item);
    return;
  }
  if (!node || typeof node !== "object") return;
  const schema = node as { nullable?: boolean; enum?: unknown[] };
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null))
    schema.enum = [...schema.enum, null];
  for (const value of Object.values(node)) nullInNullableEnums(value);
}

export function completeOperation(method: string, path: string, op: Operation, route: RouteDoc) {
  const error = (description: string) => ({
    description,
    content: { "application/json": { schema: API_ERROR } },
  });
  const add = (status: number, description: string) => {
    op.responses[status] ??= error(description);
  };
  if (route.permission === "public") op.security = [];
  else {
    add(401, "Not signed in, or the session has expired");
    add(429, "Too many refused requests from this address");
  }
  if (!SAFE.has(method)) {
    add(403, "Cross-site request refused, or not permitted");
    add(429, "Too many refused requests from this address");
  }
  if (path.includes("{")) {
    add(400, "The address is not valid");
    add(414, "A part of the address is too long");
  }
  add(408, "The request did not arrive within REQUEST_TIMEOUT_MS");
  add(421, "The Host header is not a name this server answers to");
  add(431, "The request's headers are too large");
  add(500, "Something went wrong on the server");
  add(503, "The database is unavailable");
  if (route.produces && op.responses[200]) {
    // A route answering JSON or a file by a query (the crew list's format) keeps its JSON schema.
    const json = op.responses[200].content?.["application/json"];
    op.responses[200].content = Object.fromEntries(
      route.produces.map((t) => [t, t === "application/json" && json ? json : { schema: binary(t) }]),
    );
  }
  if (route.streams && op.responses[200]) {
    // the same 200 as one JSON object a line: the schema is a line's
    op.responses[200].content = {
      ...op.responses[200].content,
      ...Object.fromEntries(Object.entries(route.streams).map(([t, schema]) => [t, { schema }])),
    };
  }
  if (route.consumes) {
    op.requestBody = {
      required: true,
      content: Object.fromEntries(route.consumes.map((t) => [t, { schema: binary(t) }])),
    };
  }
}

/** Each stream's line schema as the document's JSON schema (OpenAPI 3.0, as the routes' own). */
function linesOf(streams: Record<string, ZodType> | undefined) {
  if (!streams) return undefined;
  return Object.fromEntries(
    Object.entries(streams).map(([type, schema]) => [
      type,
      z.toJSONSchema(schema, { target: "openapi-3.0", io: "output", unrepresentable: "any" }),
    ]),
  );
}

export default fp(
  async function docs(app: FastifyInstance, opts: { version: string }) {
    const routes = new Map<string, RouteDoc>();
    app.addHook("onRoute", (route) => {
      const permission = route.config?.permission;
      if (!route.url.startsWith("/api") || !permission) return;
      for (const method of [route.method].flat())
        routes.set(`${method.toLowerCase()} ${openapiPath(route.url)}`, {
          permission,
          produces: route.config?.produces,
          consumes: route.config?.consumes,
          streams: linesOf(route.config?.streams),
        });
    });

    await app.register(swagger, {
      openapi: {
        info: {
          title: "CrewFleet API",
          version: opts.version,
          description:
            "Crew and fleet management API. Authenticate with POST /api/auth/login (session cookie) or send " +
            "`Authorization: Bearer <token>`. Errors are JSON {message, code?, issues?}. Lists accept limit " +
            "(≤500) and offset and return the total in X-Total-Count. A write from a browser must come from " +
            "the app's own origin.",
        },
        components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
        security: [{ bearer: [] }],
      },
      transform: jsonSchemaTransform,
      transformObject: (documentObject) => {
        if (!("openapiObject" in documentObject)) return documentObject.swaggerObject;
        const { openapiObject } = documentObject;
        for (const [path, item] of Object.entries(openapiObject.paths ?? {})) {
          for (const [method, op] of Object.entries(item ?? {})) {
            const route = routes.get(`${method} ${path}`);
            if (route && op && typeof op === "object" && "responses" in op)
              completeOperation(method, path, op as Operation, route);
          }
        }
        nullInNullableEnums(openapiObject);
        return openapiObject;
      },
    });
    await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });
  },
  { name: "docs" },
);
