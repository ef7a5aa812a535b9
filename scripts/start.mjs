// npm start: builds what is stale (scripts/build-if-stale.mjs) — the web client with --build-if-stale
// unless SKIP_CLIENT_BUILD is set, and always the server bundle — then runs the bundle in this process.
// The client is built in a child process (buildClient), so nothing the build does to process.env (Vite
// sets NODE_ENV=production) reaches the server: the same environment behaves the same on every start.
import { pathToFileURL } from "node:url";
import { setFlagsFromString } from "node:v8";
import { buildClient, clientBuildIsStale } from "./build-if-stale.mjs";
import { buildServer, SERVER_BUNDLE, serverBuildIsStale } from "./server-build.mjs";

// V8's old generation: how far it may grow past what its last full collection left live before it collects
// again. By default up to 4 times (V8's factor for a heap allowed past 2 GB), and this server keeps only
// 60–70 MB live: in the bench's mixed office workload (large dataset, PostgreSQL) the garbage not yet
// collected took its RSS to 320–463 MB (budget < 300 MB). A factor of 1.5 collects sooner: 250–266 MB, the
// reads' and writes' p99 and the CPU a request as with the defaults; 70 inspection packs in a row 331 MB
// against 456–485 MB, for ~15 % more CPU (docs/performance.md, "The server's RSS under load"). A growth
// factor, not a bound on the heap's size (--max-old-space-size=256 did as well): a workload that keeps more
// alive (an import) cannot run out of heap because of it. V8 reads it at every full collection, so setting it
// here, before the server's code loads, serves every start (npm start, the bench, the test suites' app, the
// e2e server).
setFlagsFromString("--heap-growing-percent=50");

const say = (msg) => process.stdout.write(`${msg}\n`);
if (process.argv.includes("--build-if-stale") && !process.env.SKIP_CLIENT_BUILD && clientBuildIsStale()) {
  say("Building the web client (first start or sources changed)...");
  await buildClient();
  say("Web client built.");
}
if (serverBuildIsStale()) {
  say("Building the server (first start or sources changed)...");
  await buildServer();
}
await import(pathToFileURL(SERVER_BUNDLE).href);
