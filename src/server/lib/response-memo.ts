// Answers that are served again and again from the read cache (the alert list, the calendar month, the
// compliance report: 100–250 KB of JSON each) are the same objects every time. Serializing and gzipping
// them anew for each request cost most of the server's CPU on those calls and left a fresh 200 KB string
// per request for the garbage collector. Here a serialized answer is remembered against the object it
// came from (a WeakMap, so it goes when the cache lets the object go), and the gzip of an answer sent more
// than once is kept beside it for a while (a small map bounded in entries and in bytes: it holds the JSON
// strings themselves, so whatever it keeps outlives the cache's objects).
const repeated = new Map<string, Buffer | null>();
const MAX_REPEATED = 64;
/** The JSON (counted one byte a character) and gzip bytes `repeated` keeps at most: 64 answers of up to
 * ~300 KB each (the fleet's manning gaps, the alert list) were ~20 MB, most of them outdated answers. */
export const MAX_REPEATED_BYTES = 8 * 1024 * 1024;
let repeatedBytes = 0;

/** Keeps `json` (and its gzip once made) among the repeated answers, the oldest going first past the bounds. */
function keepRepeated(json: string, zipped: Buffer | null) {
  const before = repeated.get(json);
  if (before !== undefined) {
    repeated.delete(json);
    repeatedBytes -= json.length + (before?.length ?? 0);
  }
  const size = json.length + (zipped?.length ?? 0);
  if (size > MAX_REPEATED_BYTES) return;
  for (const [oldest, zip] of repeated) {
    if (repeated.size < MAX_REPEATED && repeatedBytes + size <= MAX_REPEATED_BYTES) break;
    repeated.delete(oldest);
    repeatedBytes -= oldest.length + (zip?.length ?? 0);
  }
  repeated.set(json, zipped);
  repeatedBytes += size;
}

/** How many answers and bytes the repeated answers hold (for the tests). */
export function repeatedHeld(): { answers: number; bytes: number } {
  return { answers: repeated.size, bytes: repeatedBytes };
}

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
    if (!repeated.has(known)) keepRepeated(known, null);
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
  if (repeated.has(json)) keepRepeated(json, zipped);
  return zipped;
}
