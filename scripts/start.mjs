// npm start: builds what is stale (scripts/build-if-stale.mjs) — the web client with --build-if-stale
// unless SKIP_CLIENT_BUILD is set, and always the server bundle — then runs the bundle in this process.
// The client is built in a child process (buildClient), so nothing the build does to process.env (Vite
// sets NODE_ENV=production) reaches the server: the same environment behaves the same on every start.
import { pathToFileURL } from "node:url";
import { buildClient, clientBuildIsStale } from "./build-if-stale.mjs";
import { buildServer, SERVER_BUNDLE, serverBuildIsStale } from "./server-build.mjs";

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
