// A second statement sent on a connection still running one is a failure: node-postgres queues it with a
// deprecation warning (its next major version refuses it). It is what reads side by side inside a
// transaction do (one connection): db/rows.ts `readAll` runs them one after another there instead.
// Node prints a deprecation once a process, so the first test that queues one fails; a worker runs its
// files in one process (isolate: false), so the listener is added once.
import { afterEach } from "vitest";

const QUEUED = /already executing a query/;
const state = globalThis as { queuedStatements?: string[] };
if (!state.queuedStatements) {
  const seen: string[] = [];
  state.queuedStatements = seen;
  process.on("warning", (w) => {
    if (w.name === "DeprecationWarning" && QUEUED.test(w.message)) seen.push(w.stack ?? w.message);
  });
}

afterEach(() => {
  const seen = state.queuedStatements ?? [];
  const found = seen.splice(0);
  if (found.length) throw new Error(`a statement was sent on a busy connection: ${found.join("\n")}`);
});
