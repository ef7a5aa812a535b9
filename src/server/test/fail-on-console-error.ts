// An unexpected console.error in a test is a failure (epic-stack's habit).
import { afterEach, vi } from "vitest";

const spy = vi.spyOn(console, "error");
afterEach(() => {
  const calls = spy.mock.calls.slice();
  spy.mockClear();
  if (calls.length) throw new Error(`console.error was called: ${calls.map((c) => c.join(" ")).join("\n")}`);
});
