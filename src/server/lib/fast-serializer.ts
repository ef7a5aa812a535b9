// Response serialization compiled from each route's zod schema, the way Fastify serializes by default:
// the schema becomes JSON Schema (z.toJSONSchema, output side) and fast-json-stringify turns it into a
// function that writes only the declared properties. A list of 500 alerts was ~40% of the server's CPU
// per request with the zod type provider's serializer (a full zod encode, uuid regexes included, then
// JSON.stringify). Undeclared properties are still never sent. A schema the conversion cannot express
// keeps the zod serializer. Under NODE_ENV=test every answer is also run through the zod serializer and
// must come out the same, so the API suites check the two agree on every route they call.
import fastJson from "fast-json-stringify";
import type { FastifySerializerCompiler } from "fastify";
import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import { z } from "zod";
import { memoized } from "./response-memo";

type JsonSchema = Record<string, unknown>;
type RouteSchema = Parameters<typeof zodSerializerCompiler>[0];

/** `anyOf [X, null]` (zod's nullable) as `type: [X, "null"]`, which fast-json-stringify writes directly. */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (!node || typeof node !== "object") return node;
  const out: JsonSchema = {};
  for (const [k, v] of Object.entries(node)) {
    if (k === "format" || k === "pattern" || k === "$schema") continue; // checks, not shape
    out[k] =
      k === "properties" && v && typeof v === "object" // property names are data, not keywords
        ? Object.fromEntries(Object.entries(v).map(([name, sub]) => [name, simplify(sub)]))
        : simplify(v);
  }
  const anyOf = out.anyOf as JsonSchema[] | undefined;
  if (anyOf?.length === 2) {
    const nullIndex = anyOf.findIndex((s) => s.type === "null" && Object.keys(s).length === 1);
    const other = anyOf[1 - nullIndex];
    if (nullIndex >= 0 && typeof other.type === "string") {
      delete out.anyOf;
      return { ...out, ...other, type: [other.type, "null"] };
    }
  }
  return out;
}

function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return simplify(
    z.toJSONSchema(schema, { io: "output", target: "draft-7", unrepresentable: "throw" }),
  ) as JsonSchema;
}

function sameJson(a: string, b: string): boolean {
  return a === b || JSON.stringify(JSON.parse(a)) === JSON.stringify(JSON.parse(b));
}

/**
 * The fast-json-stringify function of a zod schema (null when the conversion cannot express it), compiled
 * once per schema object in this process: the schemas are module constants, and the API test workers build
 * one app per test file in one module graph.
 */
const fastBySchema = new WeakMap<object, ((data: unknown) => string) | null>();

function fastSerializerOf(schema: z.ZodType): ((data: unknown) => string) | null {
  let fast = fastBySchema.get(schema);
  if (fast === undefined) {
    try {
      fast = fastJson(jsonSchemaOf(schema)) as (data: unknown) => string;
    } catch {
      fast = null;
    }
    fastBySchema.set(schema, fast);
  }
  return fast;
}

/**
 * Each route's serializer is compiled on the route's first answer, not when the app starts: compiling all of
 * them (zod to JSON Schema, then fast-json-stringify's code generation) was about half a second of every
 * start, for routes a process may never answer.
 */
export function createFastSerializerCompiler(opts: { verify: boolean }): FastifySerializerCompiler<unknown> {
  return ((route: RouteSchema) => {
    // at once: it only checks the route has a zod schema (a route without one fails the start)
    const viaZod = zodSerializerCompiler(route) as (data: unknown) => string;
    let serialize: ((data: unknown) => string) | undefined;
    const compile = (): ((data: unknown) => string) => {
      const fast = fastSerializerOf(route.schema as z.ZodType);
      if (!fast) return viaZod;
      const fastOnce = memoized(fast);
      if (!opts.verify) return fastOnce;
      return (data: unknown) => {
        const expected = viaZod(data); // throws on an answer that breaks its schema, as in production before
        const got = fastOnce(data);
        if (!sameJson(got, expected))
          throw new Error(
            `fast serializer of ${route.method} ${route.url} differs from zod:\n${got.slice(0, 500)}\n${expected.slice(0, 500)}`,
          );
        return got;
      };
    };
    return (data: unknown) => {
      serialize ??= compile();
      return serialize(data);
    };
  }) as unknown as FastifySerializerCompiler<unknown>;
}
