// docs/projections.md, generated from the projection modules (npm run docs:projections): for each derived
// table, what it keeps, what it reads, the services whose writes start it, and its triggers; then the
// guard triggers. projections.test.ts checks the file is current and lists every trigger in pg_trigger.
import { GUARDS } from "./guards";
import { PROJECTIONS } from "./registry";
import { triggersOf } from "./types";

export function renderInventory(): string {
  const out: string[] = [
    "# Projections: the tables the database keeps derived",
    "",
    "Generated from `src/server/projections/` by `npm run docs:projections`; do not edit by hand.",
    "Each projection is kept by triggers in the writing statement's transaction, for every writer (services,",
    "seeds, imports, restores, FK cascades). Its module holds the trigger DDL (installed after the migrations),",
    "a recount from the sources and a drift check: `npm run check:projections [-- --repair]`, or",
    '`GET /api/system/projections` (admin). "Today" for the triggers is the transaction\'s `app.today`',
    "(set by `writeTx`, `db/app-today.ts`); a trigger that needs it and finds it unset raises an error.",
    "",
    "| source table | trigger | derived table |",
    "| --- | --- | --- |",
  ];
  const rows: string[] = [];
  for (const p of PROJECTIONS) {
    for (const t of triggersOf(p.ddl))
      rows.push(`| ${t.on} | \`${t.name}\` (${t.when}) | ${p.tables.join(", ")} |`);
    for (const name of p.sharedTriggers ?? []) {
      const owner = PROJECTIONS.flatMap((o) => triggersOf(o.ddl)).find((t) => t.name === name);
      rows.push(`| ${owner?.on ?? "?"} | \`${name}\` (also) | ${p.tables.join(", ")} |`);
    }
  }
  for (const g of GUARDS) {
    for (const t of triggersOf(g.ddl))
      rows.push(`| ${t.on} | \`${t.name}\` (${t.when}) | (guard: refuses ${g.refuses}) |`);
  }
  out.push(...rows, "");
  for (const p of PROJECTIONS) {
    out.push(`## ${p.name}`, "");
    out.push(`- Keeps: ${p.keeps}.`);
    out.push(`- Tables: ${p.tables.map((t) => `\`${t}\``).join(", ")}.`);
    out.push(
      `- Reads: ${Object.entries(p.sources)
        .map(([table, columns]) => `${table} (${columns.join(", ")})`)
        .join("; ")}.`,
    );
    out.push(`- Started by the writes of: ${p.services.join(", ")}.`);
    out.push(`- Module: \`src/server/projections/\` (${p.name}); recount and drift check there.`, "");
  }
  out.push("## Guards", "");
  for (const g of GUARDS) out.push(`- \`${g.name}\` on ${g.table}: refuses ${g.refuses}.`);
  out.push("");
  return out.join("\n");
}
