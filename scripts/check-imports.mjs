// The import rules of docs/ARCHITECTURE.md, run by `npm run lint` (Biome cannot say "another folder's
// internals" per feature). Rules:
//   1. src/client never imports src/server; src/shared imports neither src/server nor src/client.
//   2. Outside src/client/features/<name>/, a feature is used only through its public surface:
//      `@/features/<name>` (its index.ts: components and hooks for route pages and other features) or
//      `@/features/<name>/api` (keys, query options, fetchers, mutations, write maps).
//   3. The server's layers point one way, lowest first: base (db/, lib/, projections/, env.ts, paths.ts)
//      < plugins/ < modules/ < jobs/ < the app (app.ts, types.d.ts) < tools/ and main.ts (the seeds,
//      backup and restore, their CLIs, the process). A file imports its own layer or lower ones: lib and
//      db never import plugins or modules, nothing but the app and above imports jobs. Test code
//      (*.test.ts and anything under a test/ folder) may import any layer.
//   4. A module declares its routes with route() / route.public() of lib/route.ts, never with
//      app.get/post/put/patch/delete/route(...) (lib/route.ts itself and plugins may).
//   5. No import cycle in src/client (static imports, types included; a lazy import() is not one).
//   6. A feature never imports another feature's query keys (`…Keys`) or write map (`…WriteInvalidates`),
//      nor its api.ts as a namespace: what a write makes stale is declared in src/client/lib/invalidation.ts;
//      another feature's api.ts is imported for its query options, hooks, fetchers and types (to read it).
//      (findForeignKeys.)
//   7. Production code (any file in src that is not *.test.* / *.spec.* and not under a test/ folder)
//      never imports test code: a *.test.* / *.spec.* file or anything under a test/ folder. Test-only
//      helpers, fixtures and tables live in src/server/test/, src/shared/test/ and src/client/test/.
//      (findBreaches checks rules 1-5 and 7.)
// Usage: node scripts/check-imports.mjs [--count] [repo-root]. Exits 1 on any breach (0 with --count).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

function walk(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? walk(p) : /\.(ts|tsx)$/.test(e.name) ? [p] : [];
  });
}

const EXTS = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];
function resolveIn(client, shared, from, spec) {
  let base;
  if (spec.startsWith("@/")) base = path.join(client, spec.slice(2));
  else if (spec.startsWith("@shared/")) base = path.join(shared, spec.slice(8));
  else if (spec.startsWith(".")) base = path.resolve(path.dirname(from), spec);
  else return null;
  for (const e of EXTS) if (fs.existsSync(base + e) && fs.statSync(base + e).isFile()) return base + e;
  return base;
}

const within = (file, dir) => !path.relative(dir, file).startsWith("..");

/** The server's layers, lowest first (rule 3), by path inside src/server. */
const SERVER_LAYERS = [
  ["base", /^(db|lib|projections)\/|^(env|paths)\.ts$/],
  ["plugins", /^plugins\//],
  ["modules", /^modules\//],
  ["jobs", /^jobs\//],
  ["app", /^(app|types\.d)\.ts$/],
  ["tools", /^tools\/|^main\.ts$/],
];
/** Test code (rule 7): a test file, or any file under a test/ folder; `rel` is a path inside src/. */
const TEST_CODE = /(^|\/)test\/|\.(test|spec)\.tsx?$/;
const layerOf = (rel) => SERVER_LAYERS.findIndex(([, re]) => re.test(rel));

/** A route declared on the Fastify instance instead of through route() (rule 4). */
const DIRECT_ROUTE =
  /\b(?:app|appBase|fastify|instance|server|scope)\s*\.\s*(?:get|post|put|patch|delete|head|options|all|route)\s*\(|\.(?:get|post|put|patch|delete|head|options|all)\s*\(\s*["'`]\/|\.route\s*\(\s*\{/g;

/** Server imports against the layers (rule 3) and modules' routes declared directly (rule 4). */
function serverBreaches(root, server, IMPORT) {
  const breaches = [];
  for (const file of walk(server)) {
    const rel = path.relative(server, file).split(path.sep).join("/");
    const text = fs.readFileSync(file, "utf8");
    const support = TEST_CODE.test(rel);
    if (!support && rel.startsWith("modules/"))
      for (const m of text.matchAll(DIRECT_ROUTE)) {
        const line = text.slice(0, m.index).split("\n").length;
        breaches.push(
          `${path.relative(root, file)}:${line}: "${m[0].trim()}" (a module declares routes with route() of lib/route.ts)`,
        );
      }
    if (support) continue;
    const from = layerOf(rel);
    for (const m of text.matchAll(IMPORT)) {
      const spec = m[1] ?? m[2];
      if (!spec.startsWith(".")) continue;
      const target = path
        .relative(server, path.resolve(path.dirname(file), spec))
        .split(path.sep)
        .join("/");
      if (target.startsWith("..")) continue;
      const at = `${path.relative(root, file)}: "${spec}"`;
      const to = layerOf(target.endsWith(".ts") ? target : `${target}.ts`);
      if (from >= 0 && to > from)
        breaches.push(
          `${at} (${SERVER_LAYERS[from][0]} never imports ${SERVER_LAYERS[to][0]}: the server's layers point one way)`,
        );
    }
  }
  return breaches;
}

/** Every import that breaks a rule, as "file: \"specifier\" (reason)", for the repository at `root`. */
export function findBreaches(root) {
  const client = path.join(root, "src/client");
  const shared = path.join(root, "src/shared");
  const server = path.join(root, "src/server");
  const features = path.join(client, "features");
  const resolve = (from, spec) => resolveIn(client, shared, from, spec);
  const featureOf = (file) => {
    const rel = path.relative(features, file);
    return rel.startsWith("..") ? null : rel.split(path.sep)[0];
  };
  const isPublic = (target, name) => {
    const rel = path.relative(path.join(features, name), target).replace(/\.(ts|tsx)$/, "");
    return rel === "index" || rel === "api";
  };
  const breaches = [];
  const graph = new Map(); // client file → the client files it imports statically (rule 5)
  // Statements that start a line (so an import quoted in a string is not one), and import("…") calls
  // with no quote before them on their line.
  const IMPORT =
    /^\s*(?:import|export)\s[^;]*?from\s*["']([^"']+)["']|^[^'"`\n]*\bimport\s*\(\s*["']([^"']+)["']\s*\)/gm;
  for (const file of [...walk(client), ...walk(shared)]) {
    const text = fs.readFileSync(file, "utf8");
    for (const m of text.matchAll(IMPORT)) {
      const spec = m[1] ?? m[2];
      const target = resolve(file, spec);
      if (!target) continue;
      const at = `${path.relative(root, file)}: "${spec}"`;
      if (m[1] && within(file, client) && within(target, client) && fs.existsSync(target))
        graph.set(file, [...(graph.get(file) ?? []), target]);
      if (within(target, server))
        breaches.push(`${at} (the browser and shared code never import the server)`);
      else if (within(file, shared) && within(target, client))
        breaches.push(`${at} (shared code never imports the client)`);
      else if (within(file, client)) {
        const to = featureOf(target);
        if (to && featureOf(file) !== to && !isPublic(target, to))
          breaches.push(`${at} (use @/features/${to} or @/features/${to}/api, not its internals)`);
      }
    }
  }
  for (const cycle of cyclesOf(graph))
    breaches.push(`${cycle.map((f) => path.relative(root, f)).join(" → ")} (an import cycle)`);
  breaches.push(...serverBreaches(root, server, IMPORT));
  breaches.push(...testImports(root, IMPORT));
  return breaches;
}

/** Production code importing test code (rule 7), anywhere in src. */
function testImports(root, IMPORT) {
  const src = path.join(root, "src");
  const client = path.join(src, "client");
  const shared = path.join(src, "shared");
  const inSrc = (file) => path.relative(src, file).split(path.sep).join("/");
  const breaches = [];
  for (const file of walk(src)) {
    if (TEST_CODE.test(inSrc(file))) continue;
    const text = fs.readFileSync(file, "utf8");
    for (const m of text.matchAll(IMPORT)) {
      const spec = m[1] ?? m[2];
      const target = resolveIn(client, shared, file, spec);
      if (target && within(target, src) && TEST_CODE.test(inSrc(target)))
        breaches.push(
          `${path.relative(root, file)}: "${spec}" (production code never imports test code: *.test.* or a test/ folder)`,
        );
    }
  }
  return breaches;
}

/** The import cycles of a graph: each strongly connected set of files, sorted (Tarjan). */
function cyclesOf(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  let next = 0;
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) !== index.get(v)) return;
    const set = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      set.push(w);
    } while (w !== v);
    if (set.length > 1 || (graph.get(v) ?? []).includes(v)) cycles.push(set.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return cycles;
}

/** Every import of another feature's query keys or write map (rule 6), as "file: \"specifier\" {names}". */
export function findForeignKeys(root) {
  const client = path.join(root, "src/client");
  const features = path.join(client, "features");
  const featureOf = (file) => {
    const rel = path.relative(features, file);
    return rel.startsWith("..") ? null : rel.split(path.sep)[0];
  };
  const STATIC = /^\s*(?:import|export)\s([^;]*?)from\s*["']([^"']+)["']/gm;
  const found = [];
  for (const file of walk(features)) {
    const text = fs.readFileSync(file, "utf8");
    for (const m of text.matchAll(STATIC)) {
      const target = resolveIn(client, path.join(root, "src/shared"), file, m[2]);
      const to = target && featureOf(target);
      if (!to || to === featureOf(file)) continue;
      if (path.relative(path.join(features, to), target).replace(/\.(ts|tsx)$/, "") !== "api") continue;
      const names = (m[1].match(/\{([^}]*)\}/)?.[1] ?? "")
        .split(",")
        .map((n) =>
          n
            .replace(/^\s*type\s+/, "")
            .split(/\s+as\s+/)[0]
            .trim(),
        )
        .filter((n) => /Keys$|WriteInvalidates$/.test(n));
      if (/\*\s+as\s/.test(m[1])) names.push("* (a namespace)");
      if (names.length)
        found.push(
          `${path.relative(root, file)}: "${m[2]}" {${names.join(", ")}} (name what a write makes stale in lib/invalidation.ts)`,
        );
    }
  }
  return found;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const args = process.argv.slice(2);
  const countOnly = args.includes("--count");
  const repo = path.resolve(args.find((a) => !a.startsWith("--")) ?? ".");
  const breaches = [...findBreaches(repo), ...findForeignKeys(repo)];
  if (countOnly) {
    console.log(`${breaches.length} import(s) across a boundary`);
    for (const b of breaches) console.log(`  ${b}`);
  } else if (breaches.length) {
    console.error(`Import boundaries (docs/ARCHITECTURE.md) broken ${breaches.length} time(s):`);
    for (const b of breaches) console.error(`  ${b}`);
    process.exit(1);
  }
}
