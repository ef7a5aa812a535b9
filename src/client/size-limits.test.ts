// The size limits `npm run lint` enforces (scripts/check-sizes.mjs, docs/ARCHITECTURE.md): checked on a
// small tree with one breach of each kind, and on this repository, which must have none.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { componentsOf, findOversized } from "../../scripts/check-sizes.mjs";

const tree = fs.mkdtempSync(path.join(os.tmpdir(), "sizes-"));
function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
  fs.writeFileSync(path.join(tree, file), text);
}
afterAll(() => fs.rmSync(tree, { recursive: true, force: true }));

const body = (n: number) => Array.from({ length: n }, (_, i) => `  const v${i} = ${i};`).join("\n");
const lines = (n: number) => Array.from({ length: n }, (_, i) => `export const c${i} = ${i};`).join("\n");

describe("size limits", () => {
  // 150 lines: the first line, 147 of body, the return and the last line.
  write("src/client/ok.tsx", `export function Small() {\n${body(147)}\n  return null;\n}\n`);
  write("src/client/big.tsx", `export const Big = memo(() => {\n${body(148)}\n  return null;\n});\n`);
  write("src/client/hook.tsx", `export function useLong() {\n${body(200)}\n}\n`);
  write("src/server/long.ts", `${lines(301)}\n`);
  write("src/server/edge.ts", `${lines(300)}\n`);
  write("src/server/long.test.ts", `${lines(400)}\n`);
  write("src/server/long.table.ts", `${lines(400)}\n`);
  write("src/server/test/long-helper.ts", `${lines(301)}\n`);

  it("reads components from the syntax tree: declarations, arrows and wrapped arrows", () => {
    const text =
      "function A() {\n  return <b />;\n}\nconst B = () => <i />;\nconst C = forwardRef(function (p, r) {\n  return null;\n});\nconst d = () => 1;\n";
    expect(componentsOf("x.tsx", text)).toEqual([
      { name: "A", line: 1, lines: 3 },
      { name: "B", line: 4, lines: 1 },
      { name: "C", line: 5, lines: 3 },
    ]);
  });

  it("finds a file over 300 lines (test helpers and tables too) and a component over 150, and passes test files and hooks", () => {
    expect(findOversized(tree).sort()).toEqual([
      "src/client/big.tsx:1: component Big is 151 lines (at most 150)",
      "src/server/long.table.ts: 400 lines (a file stays within 300)",
      "src/server/long.ts: 301 lines (a file stays within 300)",
      "src/server/test/long-helper.ts: 301 lines (a file stays within 300)",
    ]);
  });

  it("holds in this repository", () => {
    expect(findOversized(path.resolve(__dirname, "../.."))).toEqual([]);
  });
});
