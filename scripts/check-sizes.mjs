// The size limits of docs/ARCHITECTURE.md, run by `npm run lint`: no production file in src/ over 300
// lines, no React component over 150. Every file in src counts except the test files themselves
// (*.test.ts(x), *.spec.ts(x)): no name exempts anything else, and test support (src/server/test/,
// src/shared/test/, src/client/test/) keeps to the same 300 lines. A component is a function (declaration, arrow or function expression, also
// inside memo()/forwardRef()) with a capitalised name in a .tsx file; its size is the lines from its
// first to its last, read from the syntax tree (Vite's parser), not guessed from indentation.
// Usage: node scripts/check-sizes.mjs [--count] [repo-root]. Exits 1 on any breach (0 with --count).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseSync } from "vite";

export const MAX_FILE_LINES = 300;
export const MAX_COMPONENT_LINES = 150;

const TEST_FILE = /\.(test|spec)\.tsx?$/;

function walk(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === "node_modules" ? [] : walk(p);
    return /\.(ts|tsx|mjs|js|css)$/.test(e.name) && !TEST_FILE.test(e.name) ? [p] : [];
  });
}

const lineCount = (text) => text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
const isComponentName = (name) => typeof name === "string" && /^[A-Z]/.test(name);

/** The function a variable holds, through wrappers such as memo(…) and forwardRef(…). */
function functionOf(node) {
  if (!node) return null;
  if (node.type === "ArrowFunctionExpression" || node.type === "FunctionExpression") return node;
  if (node.type === "CallExpression") return node.arguments.map(functionOf).find(Boolean) ?? null;
  if (node.type === "TSAsExpression" || node.type === "TSSatisfiesExpression")
    return functionOf(node.expression);
  return null;
}

/** Each named component of a .tsx source: {name, line, lines}. */
export function componentsOf(file, text) {
  const { program, errors } = parseSync(file, text);
  if (errors.length) throw new Error(`${file}: ${errors[0].message}`);
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === "\n") starts.push(i + 1);
  const lineAt = (offset) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
  const found = [];
  const add = (name, fn) => {
    const line = lineAt(fn.start);
    found.push({ name, line, lines: lineAt(fn.end - 1) - line + 1 });
  };
  const visit = (node) => {
    if (!node || typeof node.type !== "string") return;
    if (node.type === "FunctionDeclaration" && isComponentName(node.id?.name)) add(node.id.name, node);
    if (node.type === "VariableDeclarator" && isComponentName(node.id?.name)) {
      const fn = functionOf(node.init);
      if (fn) add(node.id.name, fn);
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) for (const v of value) visit(v);
      else if (value && typeof value === "object") visit(value);
    }
  };
  visit(program);
  return found;
}

/** Every breach of the size limits in the repository at `root`, as "file: …" lines. */
export function findOversized(root) {
  const breaches = [];
  for (const file of walk(path.join(root, "src"))) {
    const text = fs.readFileSync(file, "utf8");
    const rel = path.relative(root, file);
    const lines = lineCount(text);
    if (lines > MAX_FILE_LINES)
      breaches.push(`${rel}: ${lines} lines (a file stays within ${MAX_FILE_LINES})`);
    if (!file.endsWith(".tsx")) continue;
    for (const c of componentsOf(file, text))
      if (c.lines > MAX_COMPONENT_LINES)
        breaches.push(
          `${rel}:${c.line}: component ${c.name} is ${c.lines} lines (at most ${MAX_COMPONENT_LINES})`,
        );
  }
  return breaches;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const args = process.argv.slice(2);
  const countOnly = args.includes("--count");
  const breaches = findOversized(path.resolve(args.find((a) => !a.startsWith("--")) ?? "."));
  if (countOnly) {
    console.log(`${breaches.length} size limit(s) passed`);
    for (const b of breaches) console.log(`  ${b}`);
  } else if (breaches.length) {
    console.error(`Size limits (docs/ARCHITECTURE.md) passed ${breaches.length} time(s):`);
    for (const b of breaches) console.error(`  ${b}`);
    process.exit(1);
  }
}
