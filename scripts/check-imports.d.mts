/** Every import of the repository at `root` that breaks the import rules (scripts/check-imports.mjs). */
export function findBreaches(root: string): string[];

/** Every import of another client feature's query keys or write map (scripts/check-imports.mjs rule 6). */
export function findForeignKeys(root: string): string[];
