import { describe, expect, it } from "vitest";
import { verdictOf } from "./replay";

describe("verdictOf: what an answer makes of a queued write", () => {
  it("a success, or a replayed first answer, is done", () => {
    expect(verdictOf(200, false, null)).toEqual({ kind: "done" });
    expect(verdictOf(201, false, null)).toEqual({ kind: "done" });
  });
  it("signing a month that is signed already is done: what the seafarer wanted holds", () => {
    expect(verdictOf(409, false, { message: "2026-02 is already signed", alreadySigned: true })).toEqual({
      kind: "done",
    });
  });
  it("a 409 with the server's version is a conflict for the seafarer, with both versions", () => {
    const current = { date: "2026-02-03", work: [{ from: "00:00", to: "06:00" }] };
    expect(verdictOf(409, false, { message: "changed", current, monthSigned: true })).toEqual({
      kind: "conflict",
      message: "changed",
      theirs: current,
      monthSigned: true,
    });
    expect(verdictOf(409, false, { message: "signed", current: null })).toMatchObject({
      kind: "conflict",
      theirs: null,
      monthSigned: false,
    });
  });
  it("no session, a key still running, rate limits and server errors stop the run until later", () => {
    expect(verdictOf(401, false, null)).toMatchObject({ kind: "stop" });
    expect(verdictOf(409, true, { message: "still running" })).toMatchObject({ kind: "stop" });
    expect(verdictOf(429, false, null)).toMatchObject({ kind: "stop" });
    expect(verdictOf(503, false, { message: "Database unavailable" })).toEqual({
      kind: "stop",
      reason: "The server could not take your changes yet: Database unavailable",
    });
  });
  it("any other refusal waits for the seafarer with the server's message", () => {
    expect(verdictOf(400, false, { message: "work: periods overlap" })).toEqual({
      kind: "failed",
      message: "work: periods overlap",
    });
    expect(verdictOf(409, false, { message: "Nothing is recorded for 2026-02" })).toMatchObject({
      kind: "failed",
    });
    expect(verdictOf(404, false, null)).toEqual({ kind: "failed", message: "The server answered 404" });
  });
});
