import { gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { acceptsGzip } from "../plugins/json-compress";
import { memoized, repeatedGzip } from "./response-memo";

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

  it("reads Accept-Encoding for gzip, honouring q=0", () => {
    expect(acceptsGzip("gzip, deflate, br")).toBe(true);
    expect(acceptsGzip("br;q=1.0, GZIP;q=0.5")).toBe(true);
    expect(acceptsGzip("gzip;q=0")).toBe(false);
    expect(acceptsGzip("deflate, br")).toBe(false);
    expect(acceptsGzip("identity")).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
