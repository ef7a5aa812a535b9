// Answers that are served again and again from the read cache (the alert list, the calendar month, the
// compliance report: 100–250 KB of JSON each) are the same objects every time. Serializing and gzipping
// them anew for each request cost most of the server's CPU on those calls and left a fresh 200 KB string
// per request for the garbage collector. Here a serialized answer is remembered against the object it
// came from (a WeakMap, so it goes when the cache lets the object go), and the gzip of an answer sent more
// than once is kept beside it for a while (a small bounded map).
const repeated = new Map<string, Buffer | null>();
const MAX_REPEATED = 64;

/** `serialize` (one route's), reusing the string when this very object was serialized before. */
export function memoized(serialize: (data: unknown) => string): (data: unknown) => string {
  const serialized = new WeakMap<object, string>();
  return (data) => memoSerialize(serialized, data, serialize);
}

function memoSerialize(
  serialized: WeakMap<object, string>,
  data: unknown,
  serialize: (data: unknown) => string,
): string {
  if (typeof data !== "object" || data === null) return serialize(data);
  const known = serialized.get(data);
  if (known !== undefined) {
    if (!repeated.has(known)) {
      if (repeated.size >= MAX_REPEATED) repeated.clear();
      repeated.set(known, null);
    }
    return known;
  }
  const json = serialize(data);
  serialized.set(data, json);
  return json;
}

/** The gzip of a repeated answer, computing it once; undefined for an answer not seen twice. */
export async function repeatedGzip(
  json: string,
  gzip: (s: string) => Promise<Buffer>,
): Promise<Buffer | undefined> {
  const known = repeated.get(json);
  if (known === undefined) return undefined;
  if (known) return known;
  const zipped = await gzip(json);
  if (repeated.has(json)) repeated.set(json, zipped);
  return zipped;
}
