// Native selects for the office filters (labelled, keyboard and phone friendly).
import type { VesselOption } from "@/features/vessels/api";

export const SELECT_CLASS =
  "h-9 max-w-full rounded-md border border-input bg-background px-2 text-sm focus-visible:outline-2 focus-visible:outline-ring";

export function VesselSelect({
  value,
  onChange,
  vessels,
  allLabel,
}: {
  value: string;
  onChange: (id: string) => void;
  vessels: VesselOption[];
  /** When given, a first option meaning every vessel. */
  allLabel?: string;
}) {
  return (
    <select
      aria-label="Vessel"
      className={SELECT_CLASS}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    >
      {allLabel !== undefined && <option value="">{allLabel}</option>}
      {vessels.map((v) => (
        <option key={v.id} value={v.id}>
          {v.name}
        </option>
      ))}
    </select>
  );
}
