// The read cache: one load for concurrent readers, expiry after the TTL, and no stale value kept when a
// write lands while a load is running.
import { describe, expect, it } from "vitest";
import { ReadCache, viewerKey } from "./read-cache";

describe("ReadCache", () => {
  it("shares one load between concurrent readers and reuses it until the TTL passes", async () => {
    let clock = 0;
    const cache = new ReadCache(1000, () => clock);
    let loads = 0;
    const load = async () => ++loads;
    const [a, b] = await Promise.all([cache.get("k", load), cache.get("k", load)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    clock = 999;
    expect(await cache.get("k", load)).toBe(1);
    clock = 1000;
    expect(await cache.get("k", load)).toBe(2);
  });

  it("clear() forgets every entry", async () => {
    const cache = new ReadCache(60_000);
    let loads = 0;
    await cache.get("a", async () => ++loads);
    cache.clear();
    expect(await cache.get("a", async () => ++loads)).toBe(2);
  });

  it("does not keep a value whose load started before a write", async () => {
    const cache = new ReadCache(60_000);
    let release: (v: string) => void = () => {};
    const slow = cache.get("k", () => new Promise<string>((r) => (release = r)));
    cache.clear(); // a write commits while the slow read is still running
    release("before the write");
    expect(await slow).toBe("before the write");
    expect(await cache.get("k", async () => "after the write")).toBe("after the write");
  });

  it("does not keep a failed load", async () => {
    const cache = new ReadCache(60_000);
    await expect(cache.get("k", () => Promise.reject(new Error("db down")))).rejects.toThrow("db down");
    expect(await cache.get("k", async () => "ok")).toBe("ok");
  });

  it("TTL 0 turns caching off", async () => {
    const cache = new ReadCache(0);
    let loads = 0;
    await cache.get("k", async () => ++loads);
    await cache.get("k", async () => ++loads);
    expect(loads).toBe(2);
  });

  it("keys crew callers by their own record and staff by the fleet view", () => {
    expect(viewerKey({ role: "crew", crewMemberId: "c1" })).toBe("crew:c1");
    expect(viewerKey({ role: "crew", crewMemberId: null })).toBe("crew:none");
    expect(viewerKey({ role: "admin", crewMemberId: null })).toBe("fleet");
    expect(viewerKey({ role: "office_staff", crewMemberId: "x" })).toBe("fleet");
  });
});
