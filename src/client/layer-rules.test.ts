// The import rules `npm run lint` enforces beyond the client's boundaries (scripts/check-imports.mjs rules
// 3-6, docs/ARCHITECTURE.md): the server's layers, routes declared through route(), no client import cycle,
// and no feature naming another's query keys; checked on a small tree with one breach of each kind.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findBreaches, findForeignKeys } from "../../scripts/check-imports.mjs";
import { tempTree } from "./test/temp-tree";

const { root: tree, write } = tempTree("layers-");

describe("layer, route, cycle and key rules", () => {
  write("src/server/lib/request-ctx.ts", 'import { callerOf } from "../plugins/auth";\n');
  write("src/server/plugins/auth.ts", 'import { log } from "../modules/activity/service";\n');
  write("src/server/modules/activity/service.ts", 'import { db } from "../../db/client";\n');
  write(
    "src/server/modules/email/routes.ts",
    [
      'import { scan } from "../../jobs/reminder-scan";',
      'import { routesOf } from "../../lib/route";',
      'app.get("/api/email", {});',
      "",
    ].join("\n"),
  );
  write("src/server/modules/email/email.test.ts", 'import { h } from "../../test/helpers";\n');
  write("src/server/jobs/reminder-scan.ts", 'import { log } from "../modules/activity/service";\n');
  write("src/server/tools/seed/demo.ts", 'import { log } from "../../modules/activity/service";\n');
  write("src/server/db/client.ts", 'import { demo } from "../tools/seed/demo";\n');
  write("src/client/features/crew/api.ts", 'import { vesselKeys } from "@/features/vessels/api";\n');
  write("src/client/features/vessels/api.ts", 'import type { Crew } from "@/features/crew/api";\n');
  write("src/client/features/vessels/components/card.tsx", 'import { vesselQuery } from "../api";\n');

  it("finds upward server imports, a route declared directly and a client cycle", () => {
    expect(findBreaches(tree).sort()).toEqual([
      "src/client/features/crew/api.ts → src/client/features/vessels/api.ts (an import cycle)",
      'src/server/db/client.ts: "../tools/seed/demo" (base never imports tools: the server\'s layers point one way)',
      'src/server/lib/request-ctx.ts: "../plugins/auth" (base never imports plugins: the server\'s layers point one way)',
      'src/server/modules/email/routes.ts: "../../jobs/reminder-scan" (modules never imports jobs: the server\'s layers point one way)',
      'src/server/modules/email/routes.ts:3: "app.get(" (a module declares routes with route() of lib/route.ts)',
      'src/server/plugins/auth.ts: "../modules/activity/service" (plugins never imports modules: the server\'s layers point one way)',
    ]);
  });

  it("finds a feature naming another feature's query keys", () => {
    expect(findForeignKeys(tree)).toEqual([
      'src/client/features/crew/api.ts: "@/features/vessels/api" {vesselKeys} (name what a write makes stale in lib/invalidation.ts)',
    ]);
  });

  it("holds in this repository", () => {
    expect(findForeignKeys(path.resolve(__dirname, "../.."))).toEqual([]);
  });
});
