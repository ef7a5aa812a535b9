// fast-check arbitraries for hostile HTTP requests to one API route. Each route's OpenAPI operation (made
// from its zod schemas) says which path, query and body fields exist; requests start from plausible
// values (real ids, enum members, dates) and are then mutated: wrong types, huge strings, unicode, nulls,
// extra and missing fields, SQL and HTML fragments, extreme numbers, invalid dates, broken JSON, foreign
// content types and bodies around the 1 MB limit.
import fc from "fast-check";

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  required?: string[];
  nullable?: boolean;
}

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

const FRAGMENTS = [
  "' OR '1'='1",
  "'; DROP TABLE vessels; --",
  '" OR ""="',
  "1; SELECT pg_sleep(0)--",
  "%' AND 1=0 UNION SELECT password_hash FROM users --",
  "\\",
  "<img src=x onerror=alert(1)>",
  "<script>alert(document.cookie)</script>",
  "javascript:alert(1)",
  '"><svg onload=alert(1)>',
  '=HYPERLINK("http://evil")',
  "{{7*7}}",
  "#{7*7}",
  "<%= 7*7 %>",
  "../../../../etc/passwd",
  "..\\..\\windows\\win.ini",
  "\u0000",
  "a\u0000b",
  "%00",
  "\ud800",
  "\u202eevil",
  "\u200b",
  "Ωμέγα 漢字 🚢👩‍✈️",
  " ",
  "",
  "null",
  "undefined",
  "NaN",
  "Infinity",
  "-1",
  "0",
  "1e309",
  "99999999999999999999999",
  "-9223372036854775809",
  "0x7fffffff",
  "2026-02-30",
  "2026-13-01",
  "0000-00-00",
  "9999-99-99",
  "2026-06-01T25:61:61Z",
  "1969-12-31T23:59:59.999-25:00",
  "00000000-0000-0000-0000-000000000000",
  "ffffffff-ffff-ffff-ffff-ffffffffffff",
  "__proto__",
  "constructor",
];

/** Characters that break naive SQL, HTML, CSV, JSON or UTF-8 handling; strings are drawn from them often. */
const NASTY_CHARS = [
  "\u0000",
  "'",
  '"',
  "\\",
  "%",
  "_",
  "<",
  ">",
  "&",
  ";",
  "=",
  "\ud800",
  "\udfff",
  "\u202e",
  "\u200b",
  "\ufeff",
  "🚢",
  "\n",
  "\r",
  "\t",
  " ",
  "a",
];

const EXTRA_KEYS = [
  "__proto__",
  "constructor",
  "prototype",
  "id",
  "createdAt",
  "role",
  "passwordHash",
  "$where",
];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...FRAGMENTS) },
  { weight: 3, arbitrary: fc.string({ unit: fc.constantFrom(...NASTY_CHARS), minLength: 1, maxLength: 12 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 20 }) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...FRAGMENTS), fc.string()).map(([a, b]) => a + b) },
  { weight: 1, arbitrary: fc.constantFrom(1_000, 10_000, 100_000).map((n) => "x".repeat(n)) },
  { weight: 1, arbitrary: fc.constant("🚢".repeat(5_000)) },
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, -0, 0.5, 2 ** 31, 2 ** 63, Number.MAX_SAFE_INTEGER + 2, 1e308, -1e308, 5e-324),
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 2, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 3 }) },
);

/** A value that passes (or nearly passes) the schema: real ids for uuids, enum members, real dates. */
export function plausible(schema: JsonSchema | undefined, ids: string[], name = ""): fc.Arbitrary<unknown> {
  if (!schema) return hostileValue;
  const value = plausibleValue(schema, ids, name);
  return schema.nullable ? fc.oneof(value, fc.constant(null)) : value;
}

function plausibleValue(schema: JsonSchema, ids: string[], name: string): fc.Arbitrary<unknown> {
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return fc.oneof(...options.map((o) => plausible(o, ids, name)));
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const type = [schema.type ?? []].flat().find((t) => t !== "null");
  switch (type) {
    case "object": {
      const props = Object.entries(schema.properties ?? {});
      return fc.record(Object.fromEntries(props.map(([k, s]) => [k, plausible(s, ids, k)])), {
        requiredKeys: schema.required ?? [],
      });
    }
    case "array":
      return fc.array(plausible(schema.items, ids), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
      });
    case "integer":
    case "number": {
      const min = Math.max(Math.ceil(schema.minimum ?? 0), -(2 ** 31));
      const max = Math.min(Math.floor(schema.maximum ?? min + 1000), min + 1000, 2 ** 31 - 1);
      return fc.integer({ min, max: Math.max(min, max) });
    }
    case "boolean":
      return fc.boolean();
    case "string":
      return plausibleString(schema, ids, name);
    default:
      return hostileValue;
  }
}

/** Free text that any text field accepts by its schema, but full of characters that break naive code. */
function nastyText(min: number, max: number): fc.Arbitrary<string> {
  return fc.string({ unit: fc.constantFrom(...NASTY_CHARS), minLength: Math.max(1, min), maxLength: max });
}

function plausibleString(schema: JsonSchema, ids: string[], name: string): fc.Arbitrary<string> {
  if (schema.format === "uuid") return fc.constantFrom(...ids);
  if (schema.format === "email") return fc.constant("sailor@example.com");
  if (schema.format === "date-time") return fc.constant("2026-06-01T08:00:00.000Z");
  if (schema.pattern?.includes("\\d{4}-\\d{2}-\\d{2}") || /(date|birth)$/i.test(name))
    return fc.constantFrom("1985-04-12", "2026-06-01", "2027-01-15");
  const min = schema.minLength ?? 0;
  if (schema.pattern) return fc.constant("abc".padEnd(min, "x"));
  const max = Math.max(min, Math.min(schema.maxLength ?? 40, 40));
  const nasty = nastyText(min, Math.min(max, 12));
  const fitting = [...FRAGMENTS, "Hostile test"].filter((t) => t.length >= min && t.length <= max);
  return fitting.length ? fc.oneof(fc.constantFrom(...fitting), nasty) : nasty;
}

/** An id that is almost right: changed case, a character more or less, spaces, no dashes. */
function mutatedId(ids: string[]): fc.Arbitrary<string> {
  return fc
    .tuple(fc.constantFrom(...ids), fc.integer({ min: 0, max: 4 }))
    .map(([id, how]) => [id.toUpperCase(), `${id}x`, id.slice(1), ` ${id} `, id.replaceAll("-", "")][how]);
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
