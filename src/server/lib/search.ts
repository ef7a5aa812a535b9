// Search terms become ILIKE patterns with the wildcards the user typed taken literally.
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
