// For the tests of an answer kept until a version moves (the Compliance Matrix, the fleet timeline's tours,
// the missing certificates' pages, the reports' kept figures):
// after a write, the route answers what a fresh computation answers, and something did change.
import { expect } from "vitest";
import { buildTestContext, type TestContext } from "./helpers";

/** The app's clock in a memo test, which moves the day on: `now` for the app, `today()` its date, `set(at)`
 * moves it to the instant `at`. */
export function memoClock(at: string) {
  let current = new Date(at);
  return {
    now: () => current,
    today: () => current.toISOString().slice(0, 10),
    set: (next: string) => {
      current = new Date(next);
    },
  };
}

/** A test app on the clock `now` with the read and session caches off, so only the kept answer stands
 * between a write and the route's answer. */
export function memoTestContext(now: () => Date): Promise<TestContext> {
  return buildTestContext({ now, env: { READ_CACHE_SECONDS: "0", SESSION_CACHE_SECONDS: "0" } });
}

/** `afterWrite(write)`: runs `write`, then expects `read()` (the route) to equal `fresh()` and to differ from
 * its answer before the write; returns the answer after. */
export function afterWriteCheck<T>(read: () => Promise<T>, fresh: () => Promise<unknown>) {
  return async (write: () => Promise<unknown>): Promise<T> => {
    const before = await read();
    await write();
    const after = await read();
    expect(after).toEqual(await fresh());
    expect(after).not.toEqual(before);
    return after;
  };
}
