// fast-check arbitraries for hostile HTTP requests to one API route. Each route's OpenAPI operation (made
// from its zod schemas) says which path, query and body fields exist; a request starts plausible (real
// ids, valid fields) and then one part is attacked: wrong types, huge strings, unicode, nulls, extra and
// missing fields, broken JSON, foreign content types and bodies around the 1 MB limit.
import fc from "fast-check";
import {
  EXTRA_KEYS,
  hostileNumber,
  hostileString,
  hostileValue,
  type JsonSchema,
  mutatedId,
  plausible,
} from "./hostile-values";

export interface OpenApiOperation {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** A request as fast-check shows it; an oversized body is described, not printed, and built on send. */
export interface HostileRequest {
  method: string;
  url: string;
  contentType?: string;
  payload?: string;
  oversizedBytes?: number;
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/** URL-encodes any text; a lone surrogate (which cannot be encoded) becomes U+FFFD. */
const encode = (value: unknown) => encodeURIComponent(String(value).replace(LONE_SURROGATE, "\ufffd"));

type Param = NonNullable<OpenApiOperation["parameters"]>[number];
const UUID: JsonSchema = { type: "string", format: "uuid" };

function hostilePathValue(ids: string[]): fc.Arbitrary<string> {
  return fc
    .oneof(mutatedId(ids), hostileString, hostileNumber.map(String))
    .filter((v) => v.trim() !== "" && v !== "." && v !== "..");
}

/** One change to a set of named fields: drop a field, or set a known or an unexpected key to a value. */
interface Change {
  drop: boolean;
  key: string;
  value: unknown;
}

function changes(knownKeys: string[], value: fc.Arbitrary<unknown>): fc.Arbitrary<Change[]> {
  const key = fc.oneof(
    { weight: knownKeys.length ? 4 : 0, arbitrary: fc.constantFrom(...knownKeys, "") },
    { weight: 1, arbitrary: fc.constantFrom(...EXTRA_KEYS) },
    { weight: 1, arbitrary: fc.string({ maxLength: 10 }) },
  );
  const change = fc.record({ drop: fc.integer({ min: 0, max: 4 }).map((n) => n === 0), key, value });
  return fc.array(change, { minLength: 1, maxLength: 2 });
}

function queryString(params: Param[], ids: string[], attack: boolean): fc.Arbitrary<string> {
  const known = fc.tuple(
    ...params.map((p) => {
      const v = plausible(p.schema, ids, p.name).map(String);
      return p.required ? v : fc.option(v, { nil: undefined });
    }),
  );
  const hostile = fc.oneof(
    hostileString,
    hostileNumber.map(String),
    fc.array(hostileString, { minLength: 2, maxLength: 3 }),
  );
  const names = params.map((p) => p.name);
  const edits = attack ? changes([...names, "limit[]", "q[$ne]"], hostile) : fc.constant([]);
  return fc.tuple(known, edits).map(([values, edit]) => {
    const fields = new Map<string, unknown>();
    params.forEach((p, i) => {
      if (values[i] !== undefined) fields.set(p.name, values[i]);
    });
    for (const { drop, key, value } of edit) {
      if (drop) fields.delete(key);
      else fields.set(key, value);
    }
    const pairs = [...fields].flatMap(([k, v]) => [v].flat().map((one) => `${encode(k)}=${encode(one)}`));
    return pairs.length ? `?${pairs.join("&")}` : "";
  });
}

/** JSON text of the base object after the changes, keeping keys such as "__proto__" as plain keys. */
function changedJson(base: unknown, edit: Change[]): string {
  const target: Record<string, unknown> = {};
  if (base && typeof base === "object" && !Array.isArray(base)) Object.assign(target, base);
  for (const { drop, key, value } of edit) {
    if (drop) delete target[key];
    else Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return JSON.stringify(target);
}

type Body = Pick<HostileRequest, "contentType" | "payload" | "oversizedBytes">;
const json = (payload: string): Body => ({ contentType: "application/json", payload });

function plausibleBody(schema: JsonSchema | undefined, ids: string[]): fc.Arbitrary<Body> {
  return schema ? plausible(schema, ids).map((v) => json(JSON.stringify(v))) : fc.constant({});
}

function hostileBody(schema: JsonSchema | undefined, ids: string[]): fc.Arbitrary<Body> {
  const mutated = fc
    .tuple(
      plausible(schema ?? { type: "object" }, ids),
      changes(Object.keys(schema?.properties ?? {}), hostileValue),
    )
    .map(([base, edit]) => json(changedJson(base, edit)));
  const broken = fc.oneof(
    fc
      .constantFrom('{"a":', "[1,2", "nul", '{"a":1}}', "\u0000", "{'single':'quotes'}", '{"a":1,}', "")
      .map(json),
    fc
      .tuple(
        fc.constantFrom(
          "text/plain",
          "application/x-www-form-urlencoded",
          "application/xml",
          "multipart/form-data; boundary=x",
          "text/html",
          "application/json; charset=utf-16",
          "application/octet-stream",
        ),
        hostileString,
      )
      .map(([contentType, payload]) => ({ contentType, payload })),
  );
  return fc.oneof(
    { weight: 6, arbitrary: mutated },
    { weight: 2, arbitrary: hostileValue.map((v) => json(JSON.stringify(v) ?? "null")) },
    { weight: 2, arbitrary: broken },
    {
      weight: 1,
      arbitrary: fc.constantFrom(1_048_576 - 64, 1_048_577, 3 * 1_048_576).map((n) => ({
        contentType: "application/json",
        oversizedBytes: n,
      })),
    },
  );
}

/** A JSON body of about `bytes` bytes, built when sent so a failure report stays readable. */
export function oversizedPayload(bytes: number): string {
  return JSON.stringify({ name: "x".repeat(Math.max(0, bytes - 11)) });
}

/**
 * Requests to one route: a plausible request (real ids, valid fields) with one part attacked — the path
 * parameters, the query string or the body — so the attack reaches as deep into the handler as it can.
 */
export function hostileRequest(
  route: { method: string; url: string },
  operation: OpenApiOperation | undefined,
  ids: string[],
): fc.Arbitrary<HostileRequest> {
  const params = operation?.parameters ?? [];
  const pathSchemas = [...route.url.matchAll(/:(\w+)/g)].map(
    (m) => params.find((p) => p.in === "path" && p.name === m[1])?.schema ?? UUID,
  );
  const queryParams = params.filter((p) => p.in === "query");
  const bodySchema = operation?.requestBody?.content?.["application/json"]?.schema;
  const withBody = route.method !== "GET" && route.method !== "HEAD";
  const targets = ["query", ...(pathSchemas.length ? ["path"] : []), ...(withBody ? ["body"] : [])];

  return fc.constantFrom(...targets).chain((target) =>
    fc
      .tuple(
        fc.tuple(
          ...pathSchemas.map((s) =>
            target === "path"
              ? fc.oneof(hostilePathValue(ids), plausible(s, ids).map(String))
              : plausible(s, ids).map(String),
          ),
        ),
        queryString(queryParams, ids, target === "query"),
        !withBody
          ? fc.constant<Body>({})
          : target === "body"
            ? hostileBody(bodySchema, ids)
            : plausibleBody(bodySchema, ids),
      )
      .map(([values, qs, body]) => {
        let i = 0;
        const url = route.url.replace(/:(\w+)/g, () => encode(values[i++])) + qs;
        return { method: route.method, url, ...body };
      }),
  );
}
