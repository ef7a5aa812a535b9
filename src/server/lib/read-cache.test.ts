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

  it("clear(tags) forgets the entries read from those resources and those without tags, and keeps the rest", async () => {
    const cache = new ReadCache(60_000);
    let loads = 0;
    const load = async () => ++loads;
    await cache.get("docs", load, ["documents"]);
    await cache.get("rots", load, ["rotations", "crew"]);
    await cache.get("any", load);
    cache.clear(["crew"]);
    expect(await cache.get("docs", load, ["documents"])).toBe(1); // kept
    expect(await cache.get("rots", load, ["rotations", "crew"])).toBe(4);
    expect(await cache.get("any", load)).toBe(5);
    cache.clear();
    expect(await cache.get("docs", load, ["documents"])).toBe(6);
  });

  it("does not keep a value whose load started before a write to what it reads, and keeps it across others", async () => {
    const cache = new ReadCache(60_000);
    let release: (v: string) => void = () => {};
    const slow = cache.get("k", () => new Promise<string>((r) => (release = r)), ["documents"]);
    cache.clear(["rotations"]); // unrelated: the running load may still be kept
    release("first");
    expect(await slow).toBe("first");
    expect(await cache.get("k", async () => "second", ["documents"])).toBe("first");
    const slower = cache.get("j", () => new Promise<string>((r) => (release = r)), ["documents"]);
    cache.clear(["documents"]);
    release("before the write");
    expect(await slower).toBe("before the write");
    expect(await cache.get("j", async () => "after the write", ["documents"])).toBe("after the write");
  });

  it("runs one load of a key at a time: readers after a write share one load, started when the earlier one ends", async () => {
    const cache = new ReadCache(60_000);
    const releases: ((v: number) => void)[] = [];
    let started = 0;
    const load = () =>
      new Promise<number>((r) => {
        started++;
        releases.push(r);
      });
    const first = cache.get("k", load);
    cache.clear(); // a write while the first load runs
    const second = cache.get("k", load);
    const third = cache.get("k", load);
    await Promise.resolve();
    expect(started).toBe(1); // the fresh load waits for the running one
    releases[0](1);
    expect(await first).toBe(1);
    await new Promise((r) => setTimeout(r, 0));
    expect(started).toBe(2);
    releases[1](2);
    expect([await second, await third]).toEqual([2, 2]);
    expect(await cache.get("k", load)).toBe(2);
  });
});
