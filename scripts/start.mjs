// npm start: builds the server bundle when it is missing or stale (scripts/server-build.mjs), then runs
// it in this process. Arguments pass through to src/server/main.ts (e.g. --build-if-stale).
import { pathToFileURL } from "node:url";
import { buildServer, SERVER_BUNDLE, serverBuildIsStale } from "./server-build.mjs";

if (serverBuildIsStale()) {
  process.stdout.write("Building the server (first start or sources changed)...\n");
  await buildServer();
}
await import(pathToFileURL(SERVER_BUNDLE).href);
