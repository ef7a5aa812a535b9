// A list filter: a select named for screen readers ("Filter by status") whose first option means "all".
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

export interface FilterOption<V extends string> {
  value: V;
  label: string;
}

/** The value of a filter's "all" option. */
export const ALL = "all";

/** A filter's options: "all" (named `allLabel`) first, then the choices. */
export function withAll(allLabel: string, choices: readonly { value: string; label: string }[]) {
  return [{ value: ALL, label: allLabel }, ...choices];
}

/** The items of a select, one per option. */
export function SelectOptions({ options }: { options: readonly { value: string; label: string }[] }) {
  return (
    <SelectContent>
      {options.map((o) => (
        <SelectItem key={o.value} value={o.value}>
          {o.label}
        </SelectItem>
      ))}
    </SelectContent>
  );
}

export function FilterSelect<V extends string>({
  label,
  value,
  onChange,
  options,
  className,
}: {
  label: string;
  value: V;
  onChange: (value: V) => void;
  /** Every choice, the "all" one first. */
  options: readonly FilterOption<V>[];
  className?: string;
}) {
  return (
    <Select value={value} onValueChange={(v) => onChange(v as V)}>
      <SelectTrigger aria-label={label} className={className}>
        <SelectValue />
      </SelectTrigger>
      <SelectOptions options={options} />
    </Select>
  );
}
