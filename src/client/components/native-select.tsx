// The look of a native <select> (labelled, keyboard and phone friendly) where a short fixed list is picked:
// the office filters, a wage line's code, a rank. Fetched lists use a picker (components/combobox.tsx).
import type { ReactNode } from "react";
import { Field, fieldAria } from "./form-field";

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

/** A form's native select in its Field: the label, the select of `children` (its options) and, beneath
 * it, its error, which the select names as its description. */
export function NativeSelectField<V extends string>({
  label,
  id,
  value,
  onChange,
  error,
  required,
  disabled,
  className,
  selectClassName = SELECT_CLASS,
  children,
}: {
  label: string;
  id: string;
  value: V;
  /** The chosen option's value (one of `children`'s, so one of V). */
  onChange: (value: V) => void;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** The Field's wrapper (the Field's default when absent). */
  className?: string;
  /** The select's own look (SELECT_CLASS by default). */
  selectClassName?: string;
  children: ReactNode;
}) {
  return (
    <Field label={label} htmlFor={id} error={error} required={required} className={className}>
      <select
        id={id}
        className={selectClassName}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value as V)}
        {...fieldAria(id, error)}
      >
        {children}
      </select>
    </Field>
  );
}
