// The portage bill with what names its vessel and month: the office picks any vessel (the first by name
// by default); the master aboard sees the vessel they command.
import { MonthPicker } from "@/features/rest-hours";
import { VesselPicker } from "@/features/vessels";
import { vesselPickerQuery } from "@/features/vessels/api";
import { usePickerPages } from "@/lib/picker-pages";
import { useUrlFilters } from "@/lib/use-url-filters";
import { PortageBill } from "./portage-bill";
import { useUrlMonth } from "./use-url-month";

export function OfficePortageView() {
  const f = useUrlFilters();
  const { month, setMonth } = useUrlMonth();
  const first = usePickerPages(vesselPickerQuery(""));
  const vesselId = f.get("vessel") || first.items[0]?.id || "";
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <div className="w-64 max-w-full">
          <VesselPicker
            id="wages-vessel"
            ariaLabel="Vessel"
            value={vesselId || undefined}
            onChange={(v) => f.set({ vessel: v })}
          />
        </div>
        <MonthPicker month={month} onMonth={setMonth} />
      </div>
      {vesselId === "" && !first.loading ? (
        <p className="text-sm text-muted-foreground">No vessels.</p>
      ) : (
        <PortageBill vesselId={vesselId} month={month} />
      )}
    </div>
  );
}

export function MasterPortageView({ vesselId, vesselName }: { vesselId: string; vesselName: string }) {
  const { month, setMonth } = useUrlMonth();
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <p className="text-sm font-medium">{vesselName}</p>
        <MonthPicker month={month} onMonth={setMonth} />
      </div>
      <p className="text-sm text-muted-foreground">
        As master you enter cash advances and bonded stores on the accounts of your crew; the office closes
        the month.
      </p>
      <PortageBill vesselId={vesselId} month={month} />
    </div>
  );
}
