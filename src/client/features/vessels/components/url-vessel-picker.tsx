// The vessel an office screen shows, named in the URL (?vessel=) and picked there; with none in the URL,
// the first vessel by name (the picker's own first page, shared in the cache).
import { usePickerPages } from "@/lib/picker-pages";
import { useUrlFilters } from "@/lib/use-url-filters";
import { vesselPickerQuery } from "../api";
import { VesselPicker } from "./vessel-picker";

/** The vessel's id ("" while there is none), whether the fleet has no vessel at all, and its picker. */
export function useUrlVessel(pickerId: string) {
  const f = useUrlFilters();
  const first = usePickerPages(vesselPickerQuery(""));
  const vesselId = f.get("vessel") || first.items[0]?.id || "";
  const picker = (
    <div className="w-64 max-w-full">
      <VesselPicker
        id={pickerId}
        ariaLabel="Vessel"
        value={vesselId || undefined}
        onChange={(v) => f.set({ vessel: v })}
      />
    </div>
  );
  return { vesselId, noVessels: vesselId === "" && !first.loading, picker };
}
