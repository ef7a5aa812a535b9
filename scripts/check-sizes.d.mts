export const MAX_FILE_LINES: number;
export const MAX_COMPONENT_LINES: number;
/** Each named component of a .tsx source, with the line it starts on and its length in lines. */
export function componentsOf(file: string, text: string): { name: string; line: number; lines: number }[];
/** Every breach of the size limits of the repository at `root` (scripts/check-sizes.mjs). */
export function findOversized(root: string): string[];
