// A closed set of values written once, as its labels: the values are the labels' keys in the order they
// are written, so a new value cannot be added to the list and forgotten in the labels (or the reverse).
// Screens render the values in this order, so the labels' order is the list's order.

/**
 * The keys of `labels`, in the order written, as a non-empty tuple `z.enum` takes. Object.keys keeps the
 * written order for string keys except those that read as array indexes ("7", "30"), which it puts first
 * in ascending order; such a key would silently reorder the list, so it is refused.
 */
export function labelledValues<K extends string>(labels: Readonly<Record<K, string>>): readonly [K, ...K[]] {
  const keys = Object.keys(labels) as K[];
  if (keys.length === 0) throw new Error("labelledValues: no labels");
  const numeric = keys.find((k) => /^(0|[1-9]\d*)$/.test(k));
  if (numeric !== undefined) throw new Error(`labelledValues: "${numeric}" would not keep its written place`);
  return keys as [K, ...K[]];
}
