import { describe, expect, it } from "vitest";
import { LatestMemo } from "./remember";

describe("LatestMemo", () => {
  it("answers a key's value only at the version it was kept under", () => {
    const memo = new LatestMemo<string>(10);
    memo.set("vessel-a|2026-12", "3", "gaps at 3");
    expect(memo.get("vessel-a|2026-12", "3")).toBe("gaps at 3");
    expect(memo.get("vessel-a|2026-12", "4")).toBeUndefined();
    expect(memo.get("vessel-b|2026-12", "3")).toBeUndefined();
  });

  it("keeps one value a key: a new version replaces the old one instead of filling the memo", () => {
    const memo = new LatestMemo<string>(10);
    for (let version = 1; version <= 50; version++) memo.set("vessel-a", String(version), `v${version}`);
    expect(memo.size).toBe(1);
    expect(memo.get("vessel-a", "50")).toBe("v50");
    expect(memo.get("vessel-a", "49")).toBeUndefined();
  });

  it("holds at most `max` keys, dropping the one set longest ago", () => {
    const memo = new LatestMemo<number>(2);
    memo.set("a", "1", 1);
    memo.set("b", "1", 2);
    memo.set("a", "2", 3); // a set again: now the newest
    memo.set("c", "1", 4);
    expect(memo.size).toBe(2);
    expect(memo.get("b", "1")).toBeUndefined();
    expect(memo.get("a", "2")).toBe(3);
    expect(memo.get("c", "1")).toBe(4);
  });
});
