/** Every import of the repository at `root` that breaks the import rules (scripts/check-imports.mjs). */
export function findBreaches(root: string): string[];
