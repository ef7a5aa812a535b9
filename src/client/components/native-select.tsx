// The look of a native <select> (labelled, keyboard and phone friendly) where a short fixed list is picked:
// the office filters, a wage line's code, a rank. Fetched lists use a picker (components/combobox.tsx).
export const SELECT_CLASS =
  "h-9 max-w-full rounded-md border border-input bg-background px-2 text-sm focus-visible:outline-2 focus-visible:outline-ring";

/** A native select's options: each value, shown by its label. */
export function LabelledOptions<V extends string>({
  values,
  labels,
}: {
  values: readonly V[];
  labels: { readonly [K in V]?: string };
}) {
  return values.map((v) => (
    <option key={v} value={v}>
      {labels[v]}
    </option>
  ));
}
