// The import rules `npm run lint` enforces (scripts/check-imports.mjs, docs/ARCHITECTURE.md): checked on
// a small tree with one import of each kind, and on this repository, which must have none that breaks them.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findBreaches } from "../../scripts/check-imports.mjs";
import { tempTree } from "./test/temp-tree";

const { root: tree, write } = tempTree("boundaries-");

describe("import boundaries", () => {
  write("src/server/db.ts", "export const db = 1;\n");
  write("src/client/features/crew/api.ts", "export const crewKeys = {};\n");
  write("src/client/features/crew/index.ts", 'export * from "./components/crew-table";\n');
  write("src/client/features/crew/components/crew-table.tsx", 'import { crewKeys } from "../api";\n');
  write(
    "src/client/features/vessels/components/vessel-card.tsx",
    [
      'import { CrewTable } from "@/features/crew";',
      'import { crewKeys } from "@/features/crew/api";',
      'import { X } from "@/features/crew/components/crew-table";',
      'import { db } from "../../../../server/db";',
      "",
    ].join("\n"),
  );
  write(
    "src/client/app/routes/fleet-page.tsx",
    'const page = () => import("@/features/crew/components/crew-table");\n',
  );
  write("src/shared/rules.ts", 'import { crewKeys } from "../client/features/crew/api";\n');

  it("finds a feature's internals, the server and the client from shared, and allows index and api", () => {
    const found = findBreaches(tree).sort();
    expect(found).toEqual([
      'src/client/app/routes/fleet-page.tsx: "@/features/crew/components/crew-table" (use @/features/crew or @/features/crew/api, not its internals)',
      'src/client/features/vessels/components/vessel-card.tsx: "../../../../server/db" (the browser and shared code never import the server)',
      'src/client/features/vessels/components/vessel-card.tsx: "@/features/crew/components/crew-table" (use @/features/crew or @/features/crew/api, not its internals)',
      'src/shared/rules.ts: "../client/features/crew/api" (shared code never imports the client)',
    ]);
  });

  it("holds in this repository", () => {
    expect(findBreaches(path.resolve(__dirname, "../.."))).toEqual([]);
  });
});
