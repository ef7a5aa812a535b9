// The rule `npm run lint` enforces that production code never imports test code (scripts/check-imports.mjs
// rule 7, docs/ARCHITECTURE.md): a file that is not *.test.* and not under a test/ folder imports no
// *.test.* file and nothing under a test/ folder, in the server, the shared code and the client alike.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findBreaches } from "../../scripts/check-imports.mjs";
import { tempTree } from "./test/temp-tree";

const { root: tree, write } = tempTree("test-code-");

describe("production code never imports test code", () => {
  write("src/server/test/helpers.ts", 'import { db } from "../db/client";\n');
  write("src/server/test/factories.ts", 'import { h } from "./helpers";\n');
  write("src/server/db/client.ts", "export const db = 1;\n");
  write("src/server/modules/crew/service.ts", 'import { createCrewMember } from "../../test/factories";\n');
  write("src/server/modules/crew/crew.test.ts", 'import { createCrewMember } from "../../test/factories";\n');
  write("src/shared/test/samples.ts", 'import { addDays } from "../dates";\n');
  write("src/shared/dates.ts", 'import { SAMPLE } from "./test/samples";\n');
  write("src/shared/dates.test.ts", 'import { SAMPLE } from "./test/samples";\n');
  write("src/client/lib/csv.ts", 'import { rows } from "@/lib/csv.test";\n');
  write("src/client/lib/csv.test.ts", "export const rows = 1;\n");
  write("src/client/features/crew/api.ts", 'import { tempTree } from "@/test/temp-tree";\n');
  write("src/client/test/temp-tree.ts", "export const tempTree = 1;\n");

  it("finds each production file importing a test file or a test/ folder, and lets test code import anything", () => {
    expect(findBreaches(tree).sort()).toEqual([
      'src/client/features/crew/api.ts: "@/test/temp-tree" (production code never imports test code: *.test.* or a test/ folder)',
      'src/client/lib/csv.ts: "@/lib/csv.test" (production code never imports test code: *.test.* or a test/ folder)',
      'src/server/modules/crew/service.ts: "../../test/factories" (production code never imports test code: *.test.* or a test/ folder)',
      'src/shared/dates.ts: "./test/samples" (production code never imports test code: *.test.* or a test/ folder)',
    ]);
  });

  it("holds in this repository", () => {
    expect(findBreaches(path.resolve(__dirname, "../..")).filter((b) => b.includes("test code"))).toEqual([]);
  });
});
