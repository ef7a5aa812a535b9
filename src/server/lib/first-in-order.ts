// The first few of many rows in an order, in one pass: a page of upcoming events out of hundreds of
// manning gaps, without sorting them all.

/** The first `limit` of `items` in `order`: what `[...items].sort(order).slice(0, limit)` answers (ties
 * keep their input order, as the stable sort does). */
export function firstInOrder<T>(items: readonly T[], limit: number, order: (a: T, b: T) => number): T[] {
  const page: T[] = [];
  if (limit <= 0) return page;
  for (const item of items) {
    if (page.length === limit && order(item, page[limit - 1]) >= 0) continue;
    let at = page.length;
    while (at > 0 && order(item, page[at - 1]) < 0) at--;
    page.splice(at, 0, item);
    if (page.length > limit) page.pop();
  }
  return page;
}
