import { gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { acceptsGzip } from "../plugins/json-compress";
import { MAX_REPEATED_BYTES, memoized, repeatedGzip, repeatedHeld } from "./response-memo";

describe("response memo", () => {
  it("serializes an object once and reuses the string for that same object only", () => {
    let calls = 0;
    const serialize = memoized((d) => {
      calls++;
      return JSON.stringify(d);
    });
    const cached = { items: [1, 2, 3] };
    expect(serialize(cached)).toBe('{"items":[1,2,3]}');
    expect(serialize(cached)).toBe('{"items":[1,2,3]}');
    expect(calls).toBe(1);
    expect(serialize({ items: [1, 2, 3] })).toBe('{"items":[1,2,3]}'); // an equal but new object
    expect(calls).toBe(2);
    expect(serialize("text")).toBe('"text"');
    expect(serialize("text")).toBe('"text"');
    expect(calls).toBe(4); // primitives are never remembered
  });

  it("gzips an answer only once it has been sent again, then reuses the bytes", async () => {
    let zips = 0;
    const zip = async (s: string) => {
      zips++;
      return gzipSync(s);
    };
    const serialize = memoized((d) => JSON.stringify(d));
    const value = { big: "x".repeat(5000) };
    const json = serialize(value);
    expect(await repeatedGzip(json, zip)).toBeUndefined(); // first answer: not repeated yet
    expect(serialize(value)).toBe(json);
    const first = await repeatedGzip(json, zip);
    const second = await repeatedGzip(json, zip);
    expect(first).toBe(second);
    expect(zips).toBe(1);
    expect(gunzipSync(first as Buffer).toString()).toBe(json);
  });

  it("keeps the repeated answers' JSON and gzip within MAX_REPEATED_BYTES, the oldest going first", async () => {
    const serialize = memoized((d) => JSON.stringify(d));
    const zip = async (s: string) => gzipSync(s);
    // answers of ~1 MB each, every one sent twice and gzipped: 12 of them would be ~12 MB of JSON
    const answers = Array.from({ length: 12 }, (_, i) => ({ answer: i, rows: `${i}`.repeat(1024 * 1024) }));
    const jsons = [];
    for (const a of answers) {
      const json = serialize(a);
      serialize(a); // sent again: now a repeated answer
      expect(await repeatedGzip(json, zip)).toBeDefined();
      jsons.push(json);
      expect(repeatedHeld().bytes).toBeLessThanOrEqual(MAX_REPEATED_BYTES);
    }
    expect(repeatedHeld().answers).toBeLessThan(answers.length);
    // the newest are still kept (their gzip reused), the oldest were let go (no gzip made for them now)
    let zips = 0;
    const counting = async (s: string) => {
      zips++;
      return gzipSync(s);
    };
    await repeatedGzip(jsons[11] as string, counting);
    expect(zips).toBe(0);
    expect(await repeatedGzip(jsons[0] as string, counting)).toBeUndefined();
  });

  it("reads Accept-Encoding for gzip, honouring q=0", () => {
    expect(acceptsGzip("gzip, deflate, br")).toBe(true);
    expect(acceptsGzip("br;q=1.0, GZIP;q=0.5")).toBe(true);
    expect(acceptsGzip("gzip;q=0")).toBe(false);
    expect(acceptsGzip("deflate, br")).toBe(false);
    expect(acceptsGzip("identity")).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
