// fast-check arbitraries for hostile values: SQL and HTML fragments, characters that break naive code,
// huge strings, extreme numbers, invalid dates; and plausible values read off a JSON schema (real ids,
// enum members, dates and months from ordinary to the ends of the accepted range and malformed, free text
// full of awkward characters) for requests that get past validation.
import fc from "fast-check";
import { DATE_RANGE, MONTH_RANGE } from "../../shared/iso-date";

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
  "9999-12-31",
  "10000-01-01",
  "0001-01-01",
  "9999-12",
  "0000-01",
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

export const EXTRA_KEYS = [
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

/**
 * Dates and months for every date and month parameter: ordinary ones (so a request gets deep into its
 * handler), the ends of the accepted range and the days just past them, and malformed ones.
 */
const ORDINARY_DATES = ["1985-04-12", "2026-06-01", "2027-01-15", "2024-02-29"];
const EXTREME_DATES = [
  DATE_RANGE.min,
  DATE_RANGE.max,
  "9999-12-30",
  "9999-12-01",
  "1900-01-02",
  "1899-12-31",
  "0001-01-01",
  "0000-01-01",
  "10000-01-01",
  "+010000-01-01",
  "-000001-01-01",
];
const MALFORMED_DATES = [
  "2023-02-29",
  "2026-04-31",
  "2026-00-10",
  "2026-6-1",
  "2026/06/01",
  "20260601",
  "2026-06-01T00:00:00Z",
  " 2026-06-01",
  "2026-06-01\u0000",
  "1e309",
  "",
];
const ORDINARY_MONTHS = ["2026-06", "2024-02", "2025-12"];
const EXTREME_MONTHS = [
  MONTH_RANGE.min,
  MONTH_RANGE.max,
  "1899-12",
  "3000-01",
  "9999-12",
  "0000-01",
  "0001-01",
  "10000-01",
];
const MALFORMED_MONTHS = ["2026-13", "2026-00", "2026-6", "2026/06", "202606", "2026-06-01", ""];

export const hostileDate: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...ORDINARY_DATES) },
  { weight: 3, arbitrary: fc.constantFrom(...EXTREME_DATES) },
  { weight: 2, arbitrary: fc.constantFrom(...MALFORMED_DATES) },
);
export const hostileMonth: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...ORDINARY_MONTHS) },
  { weight: 3, arbitrary: fc.constantFrom(...EXTREME_MONTHS) },
  { weight: 2, arbitrary: fc.constantFrom(...MALFORMED_MONTHS) },
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
  if (schema.pattern?.includes("\\d{4}-\\d{2}-\\d{2}") || /(date|birth|^from|^to|since|until)$/i.test(name))
    return hostileDate;
  if (schema.pattern?.includes("\\d{4}-(0[1-9]") || /month$/i.test(name)) return hostileMonth;
  const min = schema.minLength ?? 0;
  if (schema.pattern) return fc.constant("abc".padEnd(min, "x"));
  const max = Math.max(min, Math.min(schema.maxLength ?? 40, 40));
  const nasty = nastyText(min, Math.min(max, 12));
  const fitting = [...FRAGMENTS, "Hostile test"].filter((t) => t.length >= min && t.length <= max);
  return fitting.length ? fc.oneof(fc.constantFrom(...fitting), nasty) : nasty;
}

/** An id that is almost right: changed case, a character more or less, spaces, no dashes. */
export function mutatedId(ids: string[]): fc.Arbitrary<string> {
  return fc
    .tuple(fc.constantFrom(...ids), fc.integer({ min: 0, max: 4 }))
    .map(([id, how]) => [id.toUpperCase(), `${id}x`, id.slice(1), ` ${id} `, id.replaceAll("-", "")][how]);
}
